/** How many states hold each status for a substance, counted by each state's headline status. */
import { isAtLeastAsRestrictive } from '../../../domain/status.ts'
import { LEGAL_STATUSES, type LegalStatus } from '../../../domain/types.ts'
import type { Snapshot } from '../../../snapshot/snapshot.ts'

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
