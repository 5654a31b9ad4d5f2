/**
 * The confidence formula (documented in seeds/README.md). Each factor is in [0, 1]:
 *   source_quality  best authority among the record's citations, by source kind
 *   recency         how recently the newest citation was read, relative to the as-of date
 *   consistency     how many independent confirmed citations agree
 *   ai_parsing      how directly the status itself was stated (confirmed > memory > inference)
 * confidence = 0.4·source_quality + 0.2·recency + 0.2·consistency + 0.2·ai_parsing, rounded to 0.01,
 * capped at 0.6 when the status rests on no confirmed citation and at 0.65 when it rests only on news
 * and commentary. A disputed status (the sources disagree) scores consistency 0.4, as if nothing
 * agreed, and is capped at 0.7.
 */
import type { ConfidenceBreakdown } from '../api/src/domain/types.ts'
import { evidenceOf, kindOf } from './source-kind.ts'
import type { Basis, Cite, SourceKind } from './types.ts'

export const UNCONFIRMED_CAP = 0.6
export const NEWS_ONLY_CAP = 0.65
export const DISPUTED_CAP = 0.7

/** A confirmed citation's authority by kind; guidance read off a government site counts as secondary. */
const KIND_AUTHORITY: Record<SourceKind, number> = {
  statute: 1,
  rule: 1,
  agency_guidance: 0.9,
  secondary_mirror: 0.7,
  news: 0.6,
  carrier_policy: 0.6,
}

function authority(cite: Cite): number {
  if (cite.basis === 'memory') return 0.35
  if (cite.basis === 'inference') return 0.25
  const kind = kindOf(cite)
  return kind === 'agency_guidance' && !cite.official ? KIND_AUTHORITY.secondary_mirror : KIND_AUTHORITY[kind]
}

function monthsBetween(from: string, to: string): number {
  return (Date.parse(to) - Date.parse(from)) / (30.44 * 24 * 3600 * 1000)
}

function recency(cites: Cite[], asOf: string): number {
  const newest = cites
    .map(c => c.retrieved)
    .sort()
    .at(-1)
  if (!newest) return 0.4
  const months = Math.max(0, monthsBetween(newest, asOf))
  if (months <= 6) return 1
  return Math.max(0.4, 1 - ((months - 6) / 30) * 0.6)
}

function consistency(cites: Cite[]): number {
  const confirmed = new Set(cites.filter(c => c.basis === 'confirmed').map(c => c.url)).size
  if (confirmed >= 3) return 1
  if (confirmed === 2) return 0.85
  if (confirmed === 1) return 0.7
  return 0.4
}

const DIRECTNESS: Record<Basis, number> = { confirmed: 0.9, memory: 0.5, inference: 0.4 }

const round = (value: number): number => Math.round(value * 100) / 100

/**
 * `cites`: the citations about the status (source quality, agreement); `allCites` also counts for
 * recency. `statusBasis`: the strongest basis among the citations of the layer that set the status.
 */
export function scoreConfidence(
  cites: Cite[],
  statusBasis: Basis,
  asOf: string,
  allCites: Cite[] = cites,
  disputed = false,
): { confidence: number; breakdown: ConfidenceBreakdown } {
  const breakdown: ConfidenceBreakdown = {
    sourceQuality: round(Math.max(0.2, ...cites.map(authority))),
    recency: round(recency(allCites, asOf)),
    consistency: disputed ? 0.4 : round(consistency(cites)),
    aiParsing: DIRECTNESS[statusBasis],
  }
  let confidence = round(
    0.4 * breakdown.sourceQuality + 0.2 * breakdown.recency + 0.2 * breakdown.consistency + 0.2 * breakdown.aiParsing,
  )
  if (statusBasis !== 'confirmed') confidence = Math.min(confidence, UNCONFIRMED_CAP)
  else if (evidenceOf(cites) === 'news') confidence = Math.min(confidence, NEWS_ONLY_CAP)
  if (disputed) confidence = Math.min(confidence, DISPUTED_CAP)
  return { confidence, breakdown }
}

export function strongestBasis(cites: Cite[]): Basis {
  if (cites.some(c => c.basis === 'confirmed')) return 'confirmed'
  if (cites.some(c => c.basis === 'memory')) return 'memory'
  return 'inference'
}
