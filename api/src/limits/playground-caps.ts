/**
 * The playground demo key's caps, the real control on a published key (origins only constrain
 * browsers): a global hourly budget, then per client address an hourly and a daily one. Counted in
 * Redis when it is configured, so every instance draws on one budget; when Redis does not answer
 * the demo key stops (503 DEMO_RATE_LIMIT_UNAVAILABLE) instead of each instance counting apart.
 */
import { ApiError } from '../lib/errors.ts'
import { CounterStoreDown, type RateLimits, type Verdict } from './rate-limits.ts'

export interface DemoCaps {
  perIpHourly: number
  perIpDaily: number
  globalHourly: number
}

const HOUR = 3600
const DAY = 86_400

type MaybePromise<T> = T | Promise<T>

/** `next` on the value, now or once it arrives (a promise `next` returns is flattened, as Promise#then does). */
const then = <T, R>(value: MaybePromise<T>, next: (value: T) => MaybePromise<R>): MaybePromise<R> =>
  value instanceof Promise ? value.then(next) : next(value)

function unavailable(error: unknown): never {
  if (error instanceof CounterStoreDown)
    throw new ApiError(
      'DEMO_RATE_LIMIT_UNAVAILABLE',
      'The playground cannot count its requests right now, so the demo key is paused. Retry shortly, or use your own key.',
    )
  throw error
}

/** Runs a count, turning a counter store that does not answer into 503 DEMO_RATE_LIMIT_UNAVAILABLE. */
function counted(count: () => MaybePromise<Verdict>): MaybePromise<Verdict> {
  try {
    const verdict = count()
    return verdict instanceof Promise ? verdict.catch(unavailable) : verdict
  } catch (error) {
    return unavailable(error)
  }
}

function globalVerdict(verdict: Verdict, headers: Record<string, string>): void {
  if (verdict.allowed) return
  throw new ApiError(
    'DEMO_GLOBAL_CAPACITY',
    `The playground has served its ${verdict.limit} requests this hour. Retry after ${verdict.resetSeconds} s, or sign up for a key.`,
    {},
    { ...headers, 'retry-after': String(verdict.resetSeconds) },
  )
}

function addressVerdict(verdict: Verdict, period: 'hour' | 'day', headers: Record<string, string>): void {
  if (verdict.allowed) return
  throw new ApiError(
    'DEMO_RATE_LIMITED',
    `The demo key allows ${verdict.limit} requests per ${period} from one address. Retry after ${verdict.resetSeconds} s, or sign up for a key.`,
    {},
    { ...headers, 'retry-after': String(verdict.resetSeconds) },
  )
}

/**
 * Counts one demo request from `ip`: 503 DEMO_GLOBAL_CAPACITY past the global hourly cap, 429
 * DEMO_RATE_LIMITED past the address's hourly or daily cap. `headers` go on a refusal (Vary: Origin).
 * Returns the address's remaining hourly requests.
 */
export function countDemoRequest(
  limits: RateLimits,
  caps: DemoCaps,
  ip: string,
  headers: Record<string, string>,
): MaybePromise<Verdict> {
  return then(
    counted(() => limits.consumeStrict('demo-global', 'all', caps.globalHourly, HOUR)),
    global => {
      globalVerdict(global, headers)
      return then(
        counted(() => limits.consumeStrict('demo-ip-hour', ip, caps.perIpHourly, HOUR)),
        hourly => {
          addressVerdict(hourly, 'hour', headers)
          return then(
            counted(() => limits.consumeStrict('demo-ip-day', ip, caps.perIpDaily, DAY)),
            daily => {
              addressVerdict(daily, 'day', headers)
              return hourly
            },
          )
        },
      )
    },
  )
}
