/**
 * The delivery rules of the contract's States table, in one place:
 * - a failed attempt is retried after 1 min, 5 min, 30 min, 2 h, 12 h and 24 h in turn; the contract
 *   also says "6 attempts in all", so a delivery is failed after its sixth failed attempt and the
 *   sixth delay (24 h) is only reached by a manual retry, which adds one attempt;
 * - a receiver's `Retry-After` is honoured within that schedule: it may push the next attempt later
 *   than the schedule's delay, up to the schedule's longest (24 h), never sooner;
 * - 50 consecutive failed deliveries (a delivery fails after its sixth failed attempt; a delivered
 *   one resets the count, a failed attempt with a retry ahead does not count) pause the
 *   subscription, with an e-mail; an early warning goes out at 40. `consecutive_failures` in the
 *   API, the dashboard and both e-mails count exactly these.
 */

export const RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 43_200_000, 86_400_000] as const
export const MAX_ATTEMPTS = 6
export const PAUSE_AFTER_FAILURES = 50
export const WARN_AFTER_FAILURES = 40
export const DELIVERY_TIMEOUT_MS = 30_000

/** The wait before the next attempt after attempt `attempt` (1-based) failed. */
export function retryDelayMs(attempt: number, retryAfterSeconds: number | null = null): number {
  const scheduled = RETRY_DELAYS_MS[Math.min(Math.max(attempt, 1), RETRY_DELAYS_MS.length) - 1]
  if (retryAfterSeconds === null) return scheduled
  const longest = RETRY_DELAYS_MS[RETRY_DELAYS_MS.length - 1]
  return Math.min(longest, Math.max(scheduled, retryAfterSeconds * 1000))
}
