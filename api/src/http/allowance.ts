/**
 * Which requests draw on a monthly allowance (the column variant's free tier: 100 a calendar month,
 * product checks and state lookups together, as MONTHLY_QUOTA_EXCEEDED names them):
 * - product checks: GET /v1/compliance/check and POST /v1/widget/check with a key;
 * - state lookups, the reads that answer with the regulation records of named states:
 *   GET /v1/regulations, /v1/regulations/{id}, /v1/regulations/compare and /v1/states/{code}.
 * One per answered request, however many states it names; a request refused or failed (bad query,
 * unknown record, over a limit) is not counted. The state list, the catalog, answers and forecasts
 * are not lookups of records and do not count.
 *
 * Counted after the answer is made, in memory (limits/monthly-allowance.ts): a caller without an
 * allowance pays one property read.
 */
import type { AppDeps } from './deps.ts'
import { ApiError } from '../lib/errors.ts'
import type { Authenticated } from './auth.ts'

/** `answer`, once the request is counted against the caller's allowance; MONTHLY_QUOTA_EXCEEDED past it. */
export function charge<T>(deps: Pick<AppDeps, 'allowance'>, who: Authenticated, answer: T): T | Promise<T> {
  if (who.allowance === null) return answer
  try {
    const counted = deps.allowance.consume(who.account.id, who.allowance)
    return counted instanceof Promise
      ? counted.then(
          () => answer,
          (error: unknown) => refuse(error, answer),
        )
      : answer
  } catch (error) {
    return refuse(error, answer)
  }
}

/** The refusal keeps the answer's per-minute headers (the answer took them from the request's). */
function refuse(error: unknown, answer: unknown): never {
  if (error instanceof ApiError && answer instanceof Response) {
    for (const name of ['ratelimit-policy', 'ratelimit']) {
      const value = answer.headers.get(name)
      if (value !== null) error.headers[name] = value
    }
  }
  throw error
}
