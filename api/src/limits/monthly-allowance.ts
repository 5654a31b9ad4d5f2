/**
 * Monthly allowances (the column variant's free tier: 100 product checks and state lookups a
 * calendar month, UTC, reset on the 1st). The total of each account's month is kept in Postgres, so
 * every instance shares it and a restart loses at most the last second; requests are counted here,
 * in memory, so a cached read never waits on a database write.
 *
 * Every SYNC_MS each HTTP thread writes what it counted since (one upsert for all its accounts) and
 * reads back the month's totals, which carry what other threads and instances counted. A request is
 * admitted while the last total read plus this thread's own count since stays under the allowance.
 * What this thread cannot see yet is what the others admitted in the last two periods, so an account
 * can exceed its allowance by at most the requests its per-minute limit lets through on other
 * threads and instances within about 2 s (none with a single HTTP thread). A process killed outright
 * loses at most the last period's counts (they are never over-counted).
 *
 * The first request of an account in a thread reads its total (then waits on the database: while it
 * is down, 503 SERVICE_UNAVAILABLE); accounts already read go on being counted through an outage,
 * and their counts are written once the database answers again.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { monthlyUsage } from '../db/schema/usage.ts'
import { withDeadline } from '../lib/deadline.ts'
import { ApiError } from '../lib/errors.ts'

export const SYNC_MS = 1000
/** An account unused this long, with nothing left to write, is read afresh when it comes back. */
const IDLE_MS = 10 * 60_000

/** The first instant of the next calendar month, UTC, when the allowance starts again. */
export function nextMonthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
}

interface Usage {
  accountId: string
  /** `YYYY-MM`, UTC. */
  month: string
  /** The month's total in the database when last read or written. */
  total: number
  /** Counted here since, not yet written. */
  pending: number
  usedAt: number
}

export class MonthlyAllowance {
  private usage = new Map<string, Usage>()
  private reading = new Map<string, Promise<Usage>>()
  /** Counts of a month that has ended, still to be written. */
  private ended: Usage[] = []
  private month = ''
  private monthEnds = 0
  private syncing: Promise<void> | null = null
  private readonly timer: ReturnType<typeof setInterval>

  constructor(
    private readonly database: Database,
    private readonly timeoutMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.timer = setInterval(() => {
      if (!this.syncing) void this.sync()
    }, SYNC_MS)
    this.timer.unref?.()
  }

  /**
   * Counts one use by `accountId`; past `limit` this month, refuses it with MONTHLY_QUOTA_EXCEEDED.
   * Answers at once for an account this thread has read; a promise only for its first request.
   */
  consume(accountId: string, limit: number): void | Promise<void> {
    const now = this.now()
    if (now >= this.monthEnds) this.startMonth(now)
    const usage = this.usage.get(accountId)
    if (usage) return this.take(usage, limit, now)
    return this.read(accountId).then(read => this.take(read, limit, this.now()))
  }

  private take(usage: Usage, limit: number, now: number): void {
    if (usage.total + usage.pending >= limit) {
      const resetsAt = new Date(this.monthEnds).toISOString()
      throw new ApiError(
        'MONTHLY_QUOTA_EXCEEDED',
        `This plan includes ${limit} product checks and state lookups a month; they start again on ${resetsAt.slice(0, 10)} (UTC).`,
        { resets_at: resetsAt },
      )
    }
    usage.pending++
    usage.usedAt = now
  }

  private startMonth(now: number): void {
    const at = new Date(now)
    this.month = at.toISOString().slice(0, 7)
    this.monthEnds = nextMonthStart(at).getTime()
    for (const usage of this.usage.values()) if (usage.pending > 0) this.ended.push(usage)
    this.usage.clear()
    this.reading.clear()
  }

  /** The account's total this month, read once however many requests wait on it. */
  private read(accountId: string): Promise<Usage> {
    const known = this.reading.get(accountId)
    if (known) return known
    const month = this.month
    const reading: Promise<Usage> = withDeadline(
      this.database.db
        .select({ checks: monthlyUsage.checks })
        .from(monthlyUsage)
        .where(and(eq(monthlyUsage.accountId, accountId), eq(monthlyUsage.month, month))),
      this.timeoutMs,
    )
      .then(rows => {
        const usage = this.usage.get(accountId) ?? {
          accountId,
          month,
          total: rows[0]?.checks ?? 0,
          pending: 0,
          usedAt: this.now(),
        }
        if (month === this.month) this.usage.set(accountId, usage)
        return usage
      })
      .finally(() => {
        if (this.reading.get(accountId) === reading) this.reading.delete(accountId)
      })
    this.reading.set(accountId, reading)
    return reading
  }

  /** Writes what was counted and reads the totals back, in a sync that starts after this call: every SYNC_MS, on close, or when a test asks. */
  async sync(): Promise<void> {
    while (this.syncing) await this.syncing
    this.syncing = this.write()
      .then(() => this.refresh())
      .catch(() => {
        // The database is away: the counts stay here and are written on a later sync.
      })
      .finally(() => {
        this.syncing = null
      })
    await this.syncing
  }

  private async write(): Promise<void> {
    const due = [...this.ended, ...[...this.usage.values()].filter(usage => usage.pending > 0)]
    if (due.length === 0) return
    const amounts = due.map(usage => usage.pending)
    const rows = await withDeadline(
      this.database.db
        .insert(monthlyUsage)
        .values(due.map((usage, i) => ({ accountId: usage.accountId, month: usage.month, checks: amounts[i] })))
        .onConflictDoUpdate({
          target: [monthlyUsage.accountId, monthlyUsage.month],
          set: { checks: sql`${monthlyUsage.checks} + excluded.checks` },
        })
        .returning({ accountId: monthlyUsage.accountId, month: monthlyUsage.month, checks: monthlyUsage.checks }),
      this.timeoutMs,
    )
    const totals = new Map(rows.map(row => [`${row.accountId}|${row.month}`, row.checks]))
    due.forEach((usage, i) => {
      usage.pending -= amounts[i]
      usage.total = totals.get(`${usage.accountId}|${usage.month}`) ?? usage.total
    })
    this.ended = this.ended.filter(usage => usage.pending > 0)
  }

  /** Reads the totals of accounts with nothing to write (what others counted), and forgets idle ones. */
  private async refresh(): Promise<void> {
    const now = this.now()
    for (const [accountId, usage] of this.usage) {
      if (usage.pending === 0 && now - usage.usedAt > IDLE_MS) this.usage.delete(accountId)
    }
    const idle = [...this.usage.values()].filter(usage => usage.pending === 0)
    if (idle.length === 0) return
    const month = this.month
    const rows = await withDeadline(
      this.database.db
        .select({ accountId: monthlyUsage.accountId, checks: monthlyUsage.checks })
        .from(monthlyUsage)
        .where(
          and(
            eq(monthlyUsage.month, month),
            inArray(
              monthlyUsage.accountId,
              idle.map(usage => usage.accountId),
            ),
          ),
        ),
      this.timeoutMs,
    )
    for (const row of rows) {
      const usage = this.usage.get(row.accountId)
      if (usage && usage.month === month) usage.total = row.checks
    }
  }

  /** Writes what is left; the thread is stopping. */
  async close(): Promise<void> {
    clearInterval(this.timer)
    await this.sync()
  }
}
