/**
 * Data versions: NOTIFY tells instances at once that something changed, but a NOTIFY sent while an
 * instance's subscription was down (a database restart, a terminated connection) is lost for good.
 * So every change also bumps a counter in its own transaction, and each instance reads the counters
 * every second (`VersionWatch`) and reloads whatever differs from what it loaded.
 */
import { sql } from 'drizzle-orm'
import { isConnectionError, notPast } from '../lib/deadline.ts'
import { logFailure } from '../lib/log.ts'
import type { Database, Db } from './client.ts'
import { dataVersions } from './schema/index.ts'

/** The NOTIFY channel of regulatory data: the change service writes on it, every snapshot listens. */
export const CHANGES_CHANNEL = 'hd_changes'
/**
 * NOTIFYed as soon as outbox rows are written, before the transaction's CHANGES_CHANNEL notice: at
 * commit the webhook workers hear first and queue their fan-out ahead of the snapshots' reload.
 */
export const OUTBOX_CHANNEL = 'hd_outbox'

export type VersionName = 'changes' | 'keys'

/** How often each instance reads the counters: a missed NOTIFY is made up for within this. */
export const VERSION_POLL_MS = 1000

/** A poll still unanswered after this is given up (a black-holed connection), so polling goes on. */
const POLL_ABANDON_MS = 10_000

/**
 * Counts one change of `name`; call it in the change's own transaction. Returns the new count: the
 * row stays locked until the transaction ends, so counts are handed out in commit order, one apart.
 */
export async function bumpVersion(tx: Db, name: VersionName): Promise<number> {
  const [row] = await tx
    .insert(dataVersions)
    .values({ name, version: 1 })
    .onConflictDoUpdate({ target: dataVersions.name, set: { version: sql`${dataVersions.version} + 1` } })
    .returning({ version: dataVersions.version })
  return row.version
}

/**
 * What a change's NOTIFY says (JSON): the version it made, and what else the change knows that lets
 * a listener catch up without reloading everything (the regulations it touched, say).
 */
export interface ChangeNotice {
  version: number
  [detail: string]: unknown
}

/** A NOTIFY payload read back; null for anything that is not a notice (an older process's payload). */
export function readNotice(payload: string): ChangeNotice | null {
  try {
    const notice = JSON.parse(payload)
    return typeof notice?.version === 'number' ? notice : null
  } catch {
    return null
  }
}

/** At most this many regulation ids ride on a change's NOTIFY; a larger change asks for a whole reload. */
const NOTICE_MAX_REGULATIONS = 100

/** Details of a change to regulation records only: the ids it wrote, so a snapshot re-reads just those. */
export function recordsNotice(ids: string[]): Record<string, unknown> {
  return ids.length <= NOTICE_MAX_REGULATIONS ? { regulations: ids } : {}
}

/** The regulations a notice says were all its change wrote, or null when a listener must reload whole. */
export function noticedRegulations(notice: ChangeNotice): string[] | null {
  const ids = notice.regulations
  return Array.isArray(ids) && ids.every(id => typeof id === 'string') ? ids : null
}

export interface VersionedChange<T> {
  version: VersionName
  /** The NOTIFY channel instances listen on for this kind of change; delivered on commit. */
  channel: string
  /** Whether the result changed anything: without a change, no bump and no NOTIFY. */
  changed: (result: T) => boolean
  /** Details for the NOTIFY beside the version (kept under Postgres's 8,000-byte payload). */
  details?: (result: T) => Record<string, unknown>
  /** A time after which the change is rolled back instead of committed (see `notPast`). */
  notAfter?: number
}

/**
 * Runs `change` in one transaction with, when it changed anything, its version bump and its
 * NOTIFY (a ChangeNotice): no instance can miss it for good. Checked against `notAfter` as it starts
 * and just before it commits. Inside a transaction already, it runs as a savepoint of that one.
 */
export function versionedTransaction<T>(db: Db, what: VersionedChange<T>, change: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async transaction => {
    const tx = transaction as unknown as Db
    notPast(what.notAfter)
    const result = await change(tx)
    if (what.changed(result)) {
      const notice: ChangeNotice = { version: await bumpVersion(tx, what.version), ...what.details?.(result) }
      await tx.execute(sql`select pg_notify(${what.channel}, ${JSON.stringify(notice)})`)
    }
    notPast(what.notAfter)
    return result
  })
}

/** The current counter of `name` (0 before its first change). */
export async function readVersion(db: Db, name: VersionName): Promise<number> {
  const rows = await db
    .select({ version: dataVersions.version })
    .from(dataVersions)
    .where(sql`${dataVersions.name} = ${name}`)
  return rows[0]?.version ?? 0
}

type OnVersion = (version: number) => void

/**
 * Reads every counter once a second in one query and hands each to the parts of this thread that
 * watch it. A failed or slow read is skipped: the next tick tries again.
 */
export class VersionWatch {
  private readonly watchers = new Map<VersionName, Set<OnVersion>>()
  private timer: ReturnType<typeof setInterval> | null = null
  private pollingSince = 0

  constructor(
    private readonly database: Database,
    private readonly intervalMs = VERSION_POLL_MS,
  ) {}

  /** Calls `onVersion` with `name`'s counter on every poll; the caller compares it with what it holds. */
  watch(name: VersionName, onVersion: OnVersion): void {
    const set = this.watchers.get(name) ?? new Set()
    set.add(onVersion)
    this.watchers.set(name, set)
    if (!this.timer) {
      this.timer = setInterval(() => this.poll(), this.intervalMs)
      this.timer.unref?.()
    }
  }

  /** Reads the counters now (and then every second as before): a subscription that was lost is back, say. */
  poll(): void {
    const now = Date.now()
    if (this.pollingSince !== 0 && now - this.pollingSince < POLL_ABANDON_MS) return
    this.pollingSince = now
    const started = now
    this.database.db
      .select()
      .from(dataVersions)
      .then(rows => {
        const found = new Map(rows.map(row => [row.name, row.version]))
        for (const [name, set] of this.watchers) for (const onVersion of set) onVersion(found.get(name) ?? 0)
      })
      .catch((error: unknown) => {
        // Unreachable for now: the data in memory stays as it is, and the next tick asks again.
        if (!isConnectionError(error)) logFailure('[versions] reading the data versions failed', error)
      })
      .finally(() => {
        if (this.pollingSince === started) this.pollingSince = 0
      })
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    this.watchers.clear()
  }
}
