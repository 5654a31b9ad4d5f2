/**
 * Monthly allowances of product checks (the column variant's free tier: 100 a month, reset on the
 * 1st, UTC). Counted in Postgres, so every instance shares one count and a restart loses nothing:
 * one upsert per check, which also answers how many checks the month has seen.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { monthlyUsage } from '../db/schema/usage.ts'
import { withDeadline } from '../lib/deadline.ts'
import { ApiError } from '../lib/errors.ts'

/** The first instant of the next calendar month, UTC, when the allowance starts again. */
export function nextMonthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
}

export class MonthlyAllowance {
  constructor(
    private readonly database: Database,
    private readonly timeoutMs: number,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Counts one check for `accountId`; past `limit` this month, refuses it with MONTHLY_QUOTA_EXCEEDED. */
  async consume(accountId: string, limit: number): Promise<void> {
    const now = this.clock()
    const month = now.toISOString().slice(0, 7)
    const [row] = await withDeadline(
      this.database.db
        .insert(monthlyUsage)
        .values({ accountId, month, checks: 1 })
        .onConflictDoUpdate({ target: [monthlyUsage.accountId, monthlyUsage.month], set: { checks: sql`${monthlyUsage.checks} + 1` } })
        .returning({ checks: monthlyUsage.checks }),
      this.timeoutMs,
    )
    if (row.checks <= limit) return
    const resetsAt = nextMonthStart(now).toISOString()
    throw new ApiError('MONTHLY_QUOTA_EXCEEDED', `This plan includes ${limit} product checks a month; they start again on ${resetsAt.slice(0, 10)} (UTC).`, { resets_at: resetsAt })
  }
}
