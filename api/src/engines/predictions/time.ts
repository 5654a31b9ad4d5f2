/** Calendar arithmetic on ISO dates (UTC days), and the two timing curves the model uses. */

const DAY_MS = 24 * 3600 * 1000

export const dayOf = (iso: string): number =>
  Math.floor(Date.parse(iso.length === 10 ? `${iso}T00:00:00Z` : iso) / DAY_MS)
export const dateOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10)
export const daysBetween = (from: string, to: string): number => dayOf(to) - dayOf(from)
export const addDays = (iso: string, days: number): string => dateOf(dayOf(iso) + days)

/**
 * When a trigger would take effect: on a known date, or spread over time with an exponential delay
 * of mean `meanDays` (its median is meanDays · ln 2).
 */
export type Timing = { kind: 'date'; date: string } | { kind: 'spread'; meanDays: number }

/** Share of the trigger's effect that falls within `horizon` days of `today`. Non-decreasing in the horizon. */
export function withinHorizon(timing: Timing, today: string, horizon: number): number {
  if (timing.kind === 'date') {
    const until = daysBetween(today, timing.date)
    return until <= horizon ? 1 : 0
  }
  return 1 - Math.exp(-horizon / timing.meanDays)
}

/** The known date, or the median date of the delay given that it falls within the horizon. */
export function expectedDate(timing: Timing, today: string, horizon: number): string {
  if (timing.kind === 'date') return timing.date
  const share = withinHorizon(timing, today, horizon)
  const median = -timing.meanDays * Math.log(1 - share / 2)
  return addDays(today, Math.max(1, Math.round(median)))
}
