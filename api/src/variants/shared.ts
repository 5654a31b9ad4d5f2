/** Presentation pieces both variants share. */
import { isAtLeastAsRestrictive } from '../domain/status.ts'
import { LEGAL_STATUSES, type Bill, type LegalStatus, type Regulation } from '../domain/types.ts'
import type { Snapshot } from '../snapshot/snapshot.ts'
import type { Includes, PresentContext } from './profile.ts'

export function presentBill(
  bill: Bill,
  snapshot: Snapshot,
  publicId: (uuid: string) => string,
): Record<string, unknown> {
  return {
    bill_id: bill.billId,
    state: bill.state,
    number: bill.number,
    title: bill.title,
    description: bill.description,
    status: bill.status,
    introduced_date: bill.introducedDate,
    last_action: bill.lastAction,
    last_action_date: bill.lastActionDate,
    sponsors: bill.sponsors,
    subjects: bill.subjects,
    impact_summary: bill.impactSummary,
    legislative_tracker_url: bill.trackerUrl,
    full_text_url: bill.fullTextUrl,
    linked_regulation_ids: (snapshot.linkedRegulations.get(bill.billId) ?? []).map(publicId),
    last_checked: bill.lastChecked,
  }
}

/** Bills that have not reached a final outcome. */
export const isPending = (bill: Bill): boolean => !['signed', 'vetoed', 'dead'].includes(bill.status)

/** Changes of one regulation inside the caller's history window, newest first. */
export function changesOf(regulation: Regulation, ctx: PresentContext) {
  const all = ctx.snapshot.changesByRegulation.get(regulation.id) ?? []
  return ctx.changesSince ? all.filter(c => c.changedAt >= ctx.changesSince!) : all
}

const headlineCache = new WeakMap<Snapshot, Map<string, Map<string, LegalStatus>>>()

/**
 * A state's headline status for a substance: the status most of its product types have; a tie
 * goes to the more restrictive status. Used to count states per status for a substance.
 */
export function headlineStatuses(snapshot: Snapshot, substance: string): Map<string, LegalStatus> {
  let bySubstance = headlineCache.get(snapshot)
  if (!bySubstance) {
    bySubstance = new Map()
    headlineCache.set(snapshot, bySubstance)
  }
  const cached = bySubstance.get(substance)
  if (cached) return cached
  const result = new Map<string, LegalStatus>()
  for (const state of snapshot.states) {
    const tally = new Map<LegalStatus, number>()
    for (const r of snapshot.byState.get(state.code) ?? []) {
      if (r.substance === substance) tally.set(r.legalStatus, (tally.get(r.legalStatus) ?? 0) + 1)
    }
    let best: LegalStatus | null = null
    for (const status of LEGAL_STATUSES) {
      const n = tally.get(status) ?? 0
      if (n === 0) continue
      const bestN = best ? (tally.get(best) ?? 0) : -1
      if (n > bestN || (n === bestN && best && isAtLeastAsRestrictive(status, best))) best = status
    }
    if (best) result.set(state.code, best)
  }
  bySubstance.set(substance, result)
  return result
}

export function countStates(
  statuses: Map<string, LegalStatus>,
  name: (s: LegalStatus) => string,
): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const status of statuses.values()) counts[name(status)] = (counts[name(status)] ?? 0) + 1
  return counts
}

export function parseIncludes(query: Record<string, unknown>): Includes {
  return {
    changelog: query.include_changelog === true,
    sources: query.include_sources === true,
    bills: query.include_bills === true,
  }
}

export const noIncludes: Includes = { changelog: false, sources: false, bills: false }

export const sortDirection = (order: unknown): 'asc' | 'desc' => (order === 'desc' ? 'desc' : 'asc')
