/**
 * Source kinds (seeds/README.md, "Source kinds"). Most citations carry enough to derive their kind:
 * an official page is the publisher's own text (statute, rule or agency guidance), a statute or rule
 * read anywhere else is a secondary mirror, and a bill tracker's summary is commentary, not text.
 * A citation whose kind is not derivable (a court opinion copied on a case-law site, an agency's
 * letter reposted by an association, a carrier's policy page) says so with an explicit `kind`.
 */
import type { Cite, SourceKind } from './types.ts'

/** Trackers whose pages summarise a bill in their own words rather than reproduce its text. */
const TRACKER_SUMMARY = /fastdemocracy\.com\/bill-summary|billtrack50\.com\/billdetail/

export function kindOf(cite: Cite): SourceKind {
  if (cite.kind) return cite.kind
  if (cite.type === 'news' || TRACKER_SUMMARY.test(cite.url)) return 'news'
  if (cite.official)
    return cite.type === 'statute' ? 'statute' : cite.type === 'regulation' ? 'rule' : 'agency_guidance'
  return cite.type === 'statute' || cite.type === 'regulation' ? 'secondary_mirror' : 'news'
}

/** Kinds only an official page can be, and kinds an official page cannot be. */
const OFFICIAL_ONLY = new Set<SourceKind>(['statute', 'rule'])
const NEVER_OFFICIAL = new Set<SourceKind>(['secondary_mirror', 'news'])

/** Why a citation's kind contradicts its other fields, or null. */
export function kindProblem(cite: Cite): string | null {
  const kind = kindOf(cite)
  if (cite.official && NEVER_OFFICIAL.has(kind)) return `official page cited as ${kind}`
  if (!cite.official && OFFICIAL_ONLY.has(kind))
    return `${kind} read off the publisher's site must be a secondary_mirror`
  if (cite.type === 'news' && kind !== 'news') return `news item cited as ${kind}`
  return null
}

/** The note a source's title carries when it is not the publisher's own text. */
export function titleWithKind(cite: Cite): string {
  const kind = kindOf(cite)
  if (kind === 'secondary_mirror' && !/\b(copy|mirror)\b/i.test(cite.title)) return `${cite.title} (secondary copy)`
  if (kind === 'news' && TRACKER_SUMMARY.test(cite.url) && !/summary/i.test(cite.title))
    return `${cite.title} (tracker summary)`
  return cite.title
}

/**
 * What a status rests on, judged by its best confirmed citation: the publisher's own text or an
 * agency's own page (official), official text reproduced elsewhere or guidance off a government site
 * (secondary), or only reporting and commentary (news). `unconfirmed` when no citation was read.
 */
export type Evidence = 'official' | 'secondary' | 'news' | 'unconfirmed'

export function evidenceOf(cites: Cite[]): Evidence {
  const confirmed = cites.filter(c => c.basis === 'confirmed').map(kindOf)
  if (confirmed.length === 0) return 'unconfirmed'
  if (cites.some(c => c.basis === 'confirmed' && c.official)) return 'official'
  if (confirmed.some(k => k !== 'news' && k !== 'carrier_policy')) return 'secondary'
  return 'news'
}
