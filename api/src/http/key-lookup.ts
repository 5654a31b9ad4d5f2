/**
 * Looking up a key this instance has not seen is the one step of a keyed request a stranger can
 * make cost a database query, and it comes before any per-key limit. So it is limited per client
 * address: UNKNOWN_KEY_LOOKUPS_PER_MINUTE lookups that find no key, then 429 RATE_LIMITED with
 * Retry-After and no lookup until the minute ends. The budget is shared like every rate limit: by
 * the process's HTTP threads, and by every instance when Redis is configured.
 *
 * A lookup is counted before it runs, so a burst of concurrent guesses is bounded too, and given
 * back when it finds a key: good keys never spend the budget. A key that named a record here before
 * is looked up again without counting, so a client behind the same address as a guesser keeps
 * working; one never seen here waits out the minute with the guesser. Keys in the cache (and
 * unknown keys remembered for 10 s) are answered before any of this, at no cost.
 */
import type { KeyRecord } from '../accounts/service.ts'
import { ApiError } from '../lib/errors.ts'
import { UNKNOWN_KEY_LOOKUPS_PER_MINUTE, type Verdict } from '../limits/rate-limits.ts'
import type { AppDeps } from './deps.ts'

/** What a lookup uses: the accounts, the shared limits and the client's address. */
type LookupDeps = Pick<AppDeps, 'accounts' | 'limits' | 'clientIp'>

export function lookUpKey(deps: LookupDeps, request: Request, presented: string): Promise<KeyRecord | null> {
  if (deps.accounts.recognised(presented)) return deps.accounts.findByKey(presented)
  const address = deps.clientIp.bucketOfRequest(request)
  const verdict = deps.limits.consume('lookup', address, UNKNOWN_KEY_LOOKUPS_PER_MINUTE)
  return verdict instanceof Promise
    ? verdict.then(shared => lookUpCounted(deps, address, presented, shared))
    : lookUpCounted(deps, address, presented, verdict)
}

async function lookUpCounted(
  deps: LookupDeps,
  address: string,
  presented: string,
  verdict: Verdict,
): Promise<KeyRecord | null> {
  if (!verdict.allowed) {
    throw new ApiError(
      'RATE_LIMITED',
      `Too many unknown API keys from this address (${verdict.limit} a minute). Retry after ${verdict.resetSeconds} s with a valid key.`,
      {},
      { 'retry-after': String(verdict.resetSeconds) },
    )
  }
  const record = await deps.accounts.findByKey(presented)
  if (record) deps.limits.refund('lookup', address, UNKNOWN_KEY_LOOKUPS_PER_MINUTE)
  return record
}
