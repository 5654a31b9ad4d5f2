/**
 * What the dashboard's pages show of an account (its keys, audit list, live sessions, webhook
 * subscriptions, figures), remembered per account for a few seconds so a page view costs no query:
 * the embedded database answers one query at a time, and the pages' budget (p99 ≤ 20 ms at 8
 * connections) is for the page. Concurrent views of a part not yet remembered share one query.
 *
 * How long a page may show what changed:
 * - a form of the account's own (every signed-in POST goes through `signedInForm`) calls `changed`:
 *   this thread forgets at once, so the page after the form's 303 shows it; every other HTTP thread
 *   and instance forgets on the NOTIFY (ACCOUNTS_CHANNEL) that the form's commit delivers;
 * - keys changed by an operator (/ops, the CLI) reach every thread on the keys channel;
 * - anything else (a sign-in on another device, a key's last use, webhook counters that deliveries
 *   move, a notice missed while a subscription was down) shows within the part's `freshMs`:
 *   FRESH_MS unless the caller asks for less. A lost subscription, once back, forgets everything.
 */
import { sql } from 'drizzle-orm'
import type { Database, Db } from '../db/client.ts'
import { KEYS_CHANNEL } from './key-cache.ts'

/** Account ids whose pages (and sessions) changed are NOTIFYed here; an empty payload means every account. */
export const ACCOUNTS_CHANNEL = 'hd_accounts'
/** The longest a remembered part is shown without asking the database again. */
export const FRESH_MS = 5000
const ACCOUNTS_MAX = 10_000

/** Tells every HTTP thread and instance that `accountId`'s pages changed; inside a transaction, on its commit. */
export async function announceAccountChange(db: Db, accountId: string): Promise<void> {
  await db.execute(sql`select pg_notify(${ACCOUNTS_CHANNEL}, ${accountId})`)
}

interface Remembered {
  value: Promise<unknown>
  until: number
}

export class AccountViews {
  private readonly parts = new Map<string, Map<string, Remembered>>()
  private unlisten: (() => Promise<void>)[] = []

  constructor(private readonly database: Database) {}

  async listen(): Promise<void> {
    const forgetAll = () => this.forget(null)
    this.unlisten = [
      await this.database.listen(ACCOUNTS_CHANNEL, accountId => this.forget(accountId || null), forgetAll),
      await this.database.listen(KEYS_CHANNEL, forgetAll, forgetAll),
    ]
  }

  async close(): Promise<void> {
    await Promise.all(this.unlisten.map(stop => stop()))
  }

  /**
   * The account's `part`, remembered for `freshMs`; read by `load` when not remembered, older, or
   * when `fresh` (say, counts this thread has not written yet may be the account's). A failed read
   * is not remembered.
   */
  read<T>(
    accountId: string,
    part: string,
    load: () => PromiseLike<T>,
    options: { freshMs?: number; fresh?: boolean } = {},
  ) {
    const now = Date.now()
    const hit = this.parts.get(accountId)?.get(part)
    if (hit && hit.until > now && !options.fresh) return hit.value as Promise<T>
    // A query builder is a thenable that runs again on every `then`: held as a promise, it runs once.
    const value = Promise.resolve(load())
    const entry = { value, until: now + (options.freshMs ?? FRESH_MS) }
    value.catch(() => this.drop(accountId, part, entry))
    let account = this.parts.get(accountId)
    if (!account) {
      if (this.parts.size >= ACCOUNTS_MAX) this.parts.clear()
      account = new Map()
      this.parts.set(accountId, account)
    }
    account.set(part, entry)
    return value
  }

  /** What `accountId`'s pages show changed: forgotten here at once, and on every thread and instance. */
  async changed(accountId: string): Promise<void> {
    this.forget(accountId)
    await announceAccountChange(this.database.db, accountId)
  }

  /** Forgets one account's parts (null: every account's), reads under way included. */
  forget(accountId: string | null): void {
    if (accountId === null) this.parts.clear()
    else this.parts.delete(accountId)
  }

  private drop(accountId: string, part: string, entry: Remembered): void {
    const account = this.parts.get(accountId)
    if (account?.get(part) === entry) account.delete(part)
  }
}
