/**
 * One age gate at a time on a page: when two badges need one (two products on one page), the first
 * asks and the others wait for the visitor's answer instead of stacking a second dialog on top.
 */

/** The visitor's answer to an open gate; null when the gate went away unanswered (its badge was removed). */
export type GateAnswer = { confirmed: boolean; age: number } | null

let owner: object | null = null
const waiting = new Set<(answer: GateAnswer) => void>()

/** True when `badge` may open its gate now. */
export function claimGate(badge: object): boolean {
  if (owner && owner !== badge) return false
  owner = badge
  return true
}

/** Calls `listener` once with the answer of the gate that is open now; returns a cancel function. */
export function awaitGate(listener: (answer: GateAnswer) => void): () => void {
  waiting.add(listener)
  return () => waiting.delete(listener)
}

/** Closes `badge`'s gate and tells every waiting badge the answer. */
export function settleGate(badge: object, answer: GateAnswer): void {
  if (owner !== badge) return
  owner = null
  const listeners = [...waiting]
  waiting.clear()
  for (const listener of listeners) listener(answer)
}
