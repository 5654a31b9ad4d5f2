/**
 * The parts every answer shares: numbered citations drawn from the records' own sources, the
 * verification object, and the orientation note. A fact counts as verified only when its record was
 * reviewed by a person (attorney_reviewed or analyst_verified) and carries a primary source.
 */
import { FEDERAL, type LegalStatus, type Regulation, type Source, type SourceType } from '../../domain/types.ts'
import type { Snapshot } from '../../snapshot/snapshot.ts'

/** How the serving interface variant names statuses and regulation ids. */
export interface Presenter {
  statusName(status: LegalStatus, regulation?: Regulation): string
  regulationId(uuid: string): string
}

export interface Citation {
  n: number
  label: string
  url: string
}

export interface Verification {
  status: 'verified' | 'orientation_only'
  confidence: number
  factId: string
  statute: string | null
  lastVerified: string
  primarySources: string[]
}

const TYPE_RANK: Record<SourceType, number> = { statute: 0, regulation: 1, court: 2, guidance: 3, news: 4 }
const REVIEWED = new Set(['attorney_reviewed', 'analyst_verified'])

/** Per URL: whether its host is a government's. Bounded by the dataset's distinct source URLs. */
const governmentHost = new Map<string, boolean>()

/** Government hosts: federal .gov and .mil, and state sites under .gov or a state's .us domain. */
export function isPrimarySource(source: Source): boolean {
  if (source.type === 'news') return false
  let known = governmentHost.get(source.url)
  if (known === undefined) {
    try {
      known = /\.(gov|mil|[a-z]{2}\.us)$/.test(new URL(source.url).hostname)
    } catch {
      known = false
    }
    governmentHost.set(source.url, known)
  }
  return known
}

const nationalCache = new WeakMap<Snapshot, Set<string>>()

/**
 * Sources cited by nearly every jurisdiction's records: the carriers' national shipping policies.
 * They support shipping answers only; a legal-status answer cites the jurisdiction's own law.
 */
export function nationalSources(snapshot: Snapshot): Set<string> {
  const cached = nationalCache.get(snapshot)
  if (cached) return cached
  const statesByUrl = new Map<string, Set<string>>()
  for (const r of snapshot.regulations) {
    for (const s of r.sources) {
      const states = statesByUrl.get(s.url) ?? new Set<string>()
      states.add(r.state)
      statesByUrl.set(s.url, states)
    }
  }
  const threshold = Math.max(2, Math.floor(snapshot.states.length * 0.8))
  const national = new Set([...statesByUrl].filter(([, states]) => states.size >= threshold).map(([url]) => url))
  nationalCache.set(snapshot, national)
  return national
}

/**
 * What a source's title says it is about. A record lists the pages behind all of its facts, so a
 * testing statute sits next to the statute that sets the status; a claim cites the pages about it.
 */
const DETAIL_TOPICS: Record<string, RegExp> = {
  testing: /\btest|laborator|\blab\b|certificate of analysis|\bcoa\b/i,
  labeling: /label|packag|warning/i,
  shipping: /ship|mail|postal|usps|\bups\b|fedex|carrier/i,
  licence: /licen[cs]|permit|registr/i,
  penalties: /penalt|enforce|\bfine/i,
  minimum_age: /\bage\b|under-21|21\+|minors?\b/i,
}

function relevance(title: string, topic: string | undefined): number {
  let score = 0
  for (const [name, pattern] of Object.entries(DETAIL_TOPICS)) {
    if (!pattern.test(title)) continue
    score += name === topic ? -10 : 5
  }
  return score
}

/**
 * The record's best sources for a claim about `topic`: pages about that topic first, pages about
 * other details last, law before commentary; national carrier pages only when asked for.
 */
export function sourcesFor(
  record: Regulation,
  national: Set<string>,
  options: { carriers?: boolean; max?: number; topic?: string } = {},
): Source[] {
  const own = record.sources
    .map((source, index) => ({ source, index, rank: TYPE_RANK[source.type] + relevance(source.title, options.topic) }))
    .filter(({ source }) => (options.carriers ? national.has(source.url) : !national.has(source.url)))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
  return own.slice(0, options.max ?? 2).map(({ source }) => source)
}

/** Numbered citations in order of first mention; `mark` returns the "[n]" markers for sources. */
export class Citations {
  readonly list: Citation[] = []

  mark(sources: { title: string; url: string }[]): string {
    let marks = ''
    for (const source of sources) {
      let citation = this.list.find(c => c.url === source.url)
      if (!citation) {
        citation = { n: this.list.length + 1, label: source.title, url: source.url }
        this.list.push(citation)
      }
      if (!marks.includes(`[${citation.n}]`)) marks += `[${citation.n}]`
    }
    return marks
  }
}

const earliest = (values: string[]): string => [...values].sort()[0]

/** Verification of an answer resting on `records`; the first record is the fact it traces to. */
export function verificationOf(records: Regulation[], presenter: Presenter): Verification {
  const primary = records[0]
  const reviewed = records.every(r => REVIEWED.has(r.verificationTier))
  const primarySources = [...new Set(records.flatMap(r => r.sources.filter(isPrimarySource).map(s => s.url)))].slice(
    0,
    10,
  )
  return {
    status: reviewed && primarySources.length > 0 ? 'verified' : 'orientation_only',
    confidence: Math.min(...records.map(r => r.confidence)),
    factId: presenter.regulationId(primary.id),
    statute: primary.sources.find(s => s.type === 'statute')?.title ?? null,
    lastVerified: earliest(records.map(r => r.lastVerified)),
    primarySources,
  }
}

/** The sentence that tells a reader how far to trust an unreviewed answer. */
export function orientationNote(records: Regulation[], verification: Verification): string {
  if (verification.status === 'verified')
    return 'Verified: every record behind this answer was reviewed by a person and cites a primary source.'
  const tiers = [...new Set(records.map(r => r.verificationTier))].sort().join(' and ')
  const primary =
    verification.primarySources.length > 0
      ? 'the primary (government) sources'
      : 'the official text (no government page is among the record’s sources)'
  return `Orientation only, not legal advice: ${records.length === 1 ? 'this record was' : 'these records were'} compiled automatically (verification tier: ${tiers}) and not reviewed by a person; confirm with ${primary} before relying on it.`
}

export const isFederal = (code: string): boolean => code === FEDERAL
