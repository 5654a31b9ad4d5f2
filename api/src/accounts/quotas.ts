/**
 * How much an account may make, counted in Postgres under a lock on the account's row, so that
 * concurrent requests of one account (on any thread or instance) cannot race past a count: keys
 * made per hour from the dashboard, and (modules/webhooks) webhook subscriptions. A stolen session
 * or key cannot bury the audit log under thousands of new keys, nor fan every event out many times.
 */
import { and, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { accounts, apiKeys } from '../db/schema/index.ts'
import { ApiError } from '../lib/errors.ts'

/** Keys an account may make (create or roll) in any hour. */
export const KEYS_PER_HOUR = 20

/** Holds the account's row until the caller's transaction ends: counts taken after it are the account's alone to change. */
export async function lockAccount(db: Db, accountId: string): Promise<void> {
  await db.execute(sql`select ${accounts.id} from ${accounts} where ${accounts.id} = ${accountId} for update`)
}

/**
 * Refuses a new key (429 RATE_LIMITED, with Retry-After) when the account made KEYS_PER_HOUR in the
 * last hour; call in the transaction that makes the key.
 */
export async function limitKeyCreation(db: Db, accountId: string, now = new Date()): Promise<void> {
  await lockAccount(db, accountId)
  const since = new Date(now.getTime() - 3_600_000).toISOString()
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      oldest: sql<number | null>`extract(epoch from min(${apiKeys.createdAt}))::float8`,
    })
    .from(apiKeys)
    .where(and(eq(apiKeys.accountId, accountId), gt(apiKeys.createdAt, since)))
  if ((row?.n ?? 0) < KEYS_PER_HOUR) return
  const oldestMs = row?.oldest ? Number(row.oldest) * 1000 : now.getTime()
  const retry = Math.max(1, Math.ceil((oldestMs + 3_600_000 - now.getTime()) / 1000))
  throw new ApiError(
    'RATE_LIMITED',
    `This account made ${KEYS_PER_HOUR} keys in the last hour, the most it may; try again in ${Math.ceil(retry / 60)} min.`,
    {},
    { 'retry-after': String(retry) },
  )
}
