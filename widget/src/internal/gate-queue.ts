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

export type GateText = 'ageGateTitle' | 'ageGateMessage' | 'ageGateConfirm' | 'ageGateDeny'

/**
 * One page, one gate, one voice: a badge's own text, or else the first one another badge on the page
 * sets. Whichever badge's check answers first opens the gate, so without this the texts a merchant
 * wrote on one product would show or not depending on the network.
 */
export function gateText(badge: Element & Record<GateText, string | null>, key: GateText): string | null {
  if (badge[key] != null) return badge[key]
  const others = Array.from(badge.ownerDocument.querySelectorAll('hempdata-badge')) as unknown as (typeof badge)[]
  return others.find(other => other[key] != null)?.[key] ?? null
}
