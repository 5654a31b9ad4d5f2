/** Pure rules over legal statuses. */
import type { LegalStatus } from './types.ts'

/** From least to most restrictive. `unclear` sits above the permissive statuses: not knowing is not permission. */
const RESTRICTIVENESS: Record<LegalStatus, number> = {
  legal: 0,
  legal_with_restrictions: 1,
  unclear: 2,
  restricted: 3,
  prohibited: 4,
}

/**
 * Combining state and federal law: a seller must satisfy both, so the effective answer is the more
 * restrictive of the two. The state's own status is kept as the state's; this is what checks use.
 */
export function mostRestrictive(a: LegalStatus, b: LegalStatus): LegalStatus {
  return RESTRICTIVENESS[a] >= RESTRICTIVENESS[b] ? a : b
}

export const isAtLeastAsRestrictive = (a: LegalStatus, b: LegalStatus): boolean =>
  RESTRICTIVENESS[a] >= RESTRICTIVENESS[b]

/** Confidence bands of the contract: high ≥ 0.90, moderate 0.70–0.89, low below. */
export function confidenceBand(confidence: number): 'high' | 'moderate' | 'low' {
  if (confidence >= 0.9) return 'high'
  if (confidence >= 0.7) return 'moderate'
  return 'low'
}
