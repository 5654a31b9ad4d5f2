/**
 * What HempData accepts as a date and a date-time, wherever one is given (query parameters, /ops
 * bodies), and what the `date` and `date-time` formats of every schema mean.
 *
 * - date: `YYYY-MM-DD`, a real calendar date (2026-02-29 is refused, 2028-02-29 is not).
 * - date-time: RFC 3339 (a strict profile of ISO 8601): `YYYY-MM-DDTHH:MM:SS`, an optional
 *   fraction of 1 to 9 digits, then `Z` or an offset `+HH:MM` / `-HH:MM`; upper-case `T` and `Z`;
 *   a real calendar date and time of day (no leap second, no 24:00); an instant in years 0000-9999 UTC.
 *
 * Elysia registers lenient checks under these format names: they strip double quotes, accept
 * `01/02/2026` and JavaScript's rolled-over dates (`2026-02-30` is 2 March), so a value could pass
 * validation and then not parse (`"2026-01-01T00:00:00Z"` with its quotes threw a 500). This module
 * replaces them, so a value that passes always converts.
 */
import { FormatRegistry } from '@sinclair/typebox'
// Elysia's own checks are registered when it loads: importing it first makes ours replace them.
import 'elysia'

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:Z|[+-](\d{2}):(\d{2}))$/
const FIRST_INSTANT = Date.parse('0000-01-01T00:00:00Z')
const LAST_INSTANT = Date.parse('9999-12-31T23:59:59.999Z')

const isLeap = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

function realDay(year: string, month: string, day: string): boolean {
  const m = Number(month)
  const d = Number(day)
  if (m < 1 || m > 12 || d < 1) return false
  return d <= (m === 2 && isLeap(Number(year)) ? 29 : DAYS[m - 1])
}

export function isIsoDate(value: string): boolean {
  const match = DATE.exec(value)
  return match !== null && realDay(match[1], match[2], match[3])
}

export function isIsoDateTime(value: string): boolean {
  const match = DATE_TIME.exec(value)
  if (!match || !realDay(match[1], match[2], match[3])) return false
  if (Number(match[4]) > 23 || Number(match[5]) > 59 || Number(match[6]) > 59) return false
  if (match[7] !== undefined && (Number(match[7]) > 23 || Number(match[8]) > 59)) return false
  const instant = Date.parse(value)
  return instant >= FIRST_INSTANT && instant <= LAST_INSTANT
}

/**
 * A checked date-time as the UTC instant HempData stores and compares (`2026-01-01T00:00:00.000Z`):
 * `2026-01-01T05:00:00+05:00` and `2026-01-01T00:00:00Z` are the same filter.
 */
export function utcInstant(value: string): string {
  return new Date(value).toISOString()
}

FormatRegistry.Set('date', isIsoDate)
FormatRegistry.Set('date-time', isIsoDateTime)
