/**
 * Requests per key per UTC day, for the dashboard's chart and a key's "last used". Counting is a
 * Map increment on the request path; a timer adds the counts to `usage_daily` in one statement per
 * batch (and sets `api_keys.last_used_at`), so a keyed read never waits on or writes to the
 * database. Each HTTP thread counts and flushes its own share; the upsert adds, so they sum.
 *
 * A batch is dated when it is flushed: requests in the last seconds before midnight UTC may be
 * counted on the next day. If the database does not answer, the counts are kept for the next try.
 */
import { inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { apiKeys, usageDaily } from '../db/schema/index.ts'

export const USAGE_FLUSH_MS = 10_000
/** Keys per statement; a larger batch is split. */
const BATCH = 500

export const utcDay = (at: Date = new Date()): string => at.toISOString().slice(0, 10)

export class UsageCounter {
  private counts = new Map<string, number>()
  private timer: ReturnType<typeof setInterval> | null = null
  private flushing: Promise<void> | null = null

  constructor(private readonly database: Database) {}

  /** Starts the flush timer (not for one-shot tools). */
  start(everyMs = USAGE_FLUSH_MS): this {
    this.timer ??= setInterval(() => void this.flush().catch(() => {}), everyMs)
    this.timer.unref?.()
    return this
  }

  /** Keys with counts not written yet. */
  get pending(): number {
    return this.counts.size
  }

  count(keyId: string): void {
    this.counts.set(keyId, (this.counts.get(keyId) ?? 0) + 1)
  }

  /** Writes what was counted since the last flush. Concurrent calls share one flush. */
  flush(): Promise<void> {
    this.flushing ??= this.write().finally(() => {
      this.flushing = null
    })
    return this.flushing
  }

  private async write(): Promise<void> {
    if (this.counts.size === 0) return
    const batch = this.counts
    this.counts = new Map()
    const day = utcDay()
    const entries = [...batch]
    let written = 0
    try {
      for (let i = 0; i < entries.length; i += BATCH) {
        const slice = entries.slice(i, i + BATCH)
        await this.database.db
          .insert(usageDaily)
          .values(slice.map(([keyId, count]) => ({ keyId, day, count })))
          .onConflictDoUpdate({
            target: [usageDaily.keyId, usageDaily.day],
            set: { count: sql`${usageDaily.count} + excluded.count` },
          })
        await this.database.db
          .update(apiKeys)
          .set({ lastUsedAt: sql`now()` })
          .where(
            inArray(
              apiKeys.id,
              slice.map(([keyId]) => keyId),
            ),
          )
        written += slice.length
      }
    } catch (error) {
      // Kept for the next flush: counts are lost only if the process ends while the database is away.
      for (const [keyId, count] of entries.slice(written)) this.counts.set(keyId, (this.counts.get(keyId) ?? 0) + count)
      throw error
    }
  }

  /** Stops the timer and writes what is left. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    await this.flush().catch(() => {})
  }
}
