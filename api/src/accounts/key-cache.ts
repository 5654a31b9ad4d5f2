/**
 * The cache of key lookups that every keyed request reads (AccountService extends it). Lookups are
 * cached briefly; every change to keys or accounts NOTIFYs and bumps the keys version in its own
 * transaction, so every instance drops its cache at once, or within a second of the version poll if
 * the NOTIFY was missed (db/versions.ts). A key that was found good is still admitted for a while
 * (HD_KEY_GRACE_SECONDS) when the database cannot be reached to look it up again, so cached reads go
 * on through an outage; revocations need the database, and are seen as soon as it answers.
 */
import { eq } from 'drizzle-orm'
import type { Database, Db } from '../db/client.ts'
import { readVersion, versionedTransaction, type VersionWatch } from '../db/versions.ts'
import { accounts, apiKeys } from '../db/schema/index.ts'
import { withDeadline } from '../lib/deadline.ts'
import { ApiError } from '../lib/errors.ts'
import { hashKey } from '../lib/keys.ts'

export const KEYS_CHANNEL = 'hd_keys'

export type Account = typeof accounts.$inferSelect
export type ApiKey = typeof apiKeys.$inferSelect

export interface KeyRecord {
  key: ApiKey
  account: Account
}

const CACHE_MAX = 10_000
/**
 * Keys that named no record are remembered apart and briefly: forged keys cannot push good ones
 * out of the cache, and a key created on another instance is refused for at most this long if its
 * change notice is missed (a notice clears them at once).
 */
const NEGATIVE_MS = 10_000
/** How long a request for a known-good key waits on its refresh before it is admitted as it was. */
const REFRESH_WAIT_MS = 100
/** After a refresh failed, the key is admitted as it was for this long before the database is asked again. */
const RETRY_MS = 1000

/** How long a lookup is served without asking again (30 s), and the outage grace of a good key (none). */
export interface KeyCacheOptions {
  freshMs?: number
  graceMs?: number
}

/** An answer, served until `expires`; `verifiedAt` is when the database last confirmed it. */
interface CacheEntry {
  record: KeyRecord | null
  expires: number
  verifiedAt: number
}

export class KeyCache {
  private cache = new Map<string, CacheEntry>()
  private negatives = new Map<string, number>()
  /** Presented keys that named a key record here before: looking one up again is not a guess. */
  private seen = new Map<string, true>()
  /** Lookups in flight: when a key's entry expires, its concurrent requests share one query. */
  private pending = new Map<string, Promise<KeyRecord | null>>()
  /** Bumped on every change notice: a lookup that started before it must not cache what it read. */
  private generation = 0
  private unlisten: (() => Promise<void>) | null = null
  /** When a change last emptied the cache: what another thread verified before then may be out of date. */
  private forgotAt = 0
  /** The keys version this cache holds data of (-1 before it is known). */
  private keysVersion = -1
  private readonly freshMs: number
  private readonly graceMs: number

  constructor(
    protected readonly database: Database,
    private readonly timeoutMs = 1500,
    cache: KeyCacheOptions = {},
  ) {
    this.freshMs = cache.freshMs ?? 30_000
    this.graceMs = cache.graceMs ?? 0
  }

  /**
   * Drops the cache on every keys NOTIFY, and, with a `watch`, when the keys version moves: a NOTIFY
   * missed however it was missed. When a lost subscription is back the version is read at once;
   * the cache is dropped only if something changed meanwhile, so good keys stay known to this
   * thread should the database go away again.
   */
  async listen(watch?: VersionWatch): Promise<void> {
    let subscribed = false
    this.unlisten = await this.database.listen(
      KEYS_CHANNEL,
      () => this.forget(),
      () => {
        if (subscribed) watch?.poll()
        subscribed = true
      },
    )
    if (!watch) return
    this.keysVersion = await readVersion(this.database.db, 'keys')
    watch.watch('keys', version => {
      if (version === this.keysVersion) return
      this.keysVersion = version
      this.forget()
    })
  }

  async close(): Promise<void> {
    await this.unlisten?.()
  }

  /**
   * The key and account behind a presented key, or null when unknown. The cache is keyed by the
   * presented key itself (process memory only), so a hit costs no hashing; the database only
   * ever sees and stores the SHA-256.
   */
  async findByKey(presented: string): Promise<KeyRecord | null> {
    const hit = this.cached(presented)
    if (hit !== undefined) return hit
    let lookup = this.pending.get(presented)
    if (!lookup) {
      const started = this.lookup(presented).finally(() => {
        if (this.pending.get(presented) === started) this.pending.delete(presented)
      })
      this.pending.set(presented, started)
      lookup = started
    }
    const known = this.withinGrace(presented)
    if (!known) return lookup
    // A key found good, and not changed since (a change empties the cache): admitted as it was if
    // the database does not confirm it at once, so a database outage does not stop cached reads.
    const asItWas = lookup.catch((error: unknown) => {
      if (error instanceof ApiError && error.code === 'SERVICE_UNAVAILABLE') return known.record
      throw error
    })
    return Promise.race([asItWas, Bun.sleep(REFRESH_WAIT_MS).then(() => known.record)])
  }

  /** The entry of a good key last verified within the grace period, or null. */
  private withinGrace(presented: string): CacheEntry | null {
    const entry = this.cache.get(presented)
    return entry?.record && Date.now() - entry.verifiedAt < this.graceMs ? entry : null
  }

  private async lookup(presented: string): Promise<KeyRecord | null> {
    const generation = this.generation
    const asked = Date.now()
    const query = this.database.db
      .select()
      .from(apiKeys)
      .innerJoin(accounts, eq(apiKeys.accountId, accounts.id))
      .where(eq(apiKeys.hash, hashKey(presented)))
      .limit(1)
    const rows = await withDeadline(query, this.timeoutMs).catch((error: unknown) => {
      // A good key's entry is served again for a moment, so an outage costs one lookup a second, not one a request.
      const known = this.withinGrace(presented)
      if (known) known.expires = Math.min(Date.now() + RETRY_MS, known.verifiedAt + this.graceMs)
      throw error
    })
    const record = rows[0] ? { key: rows[0].api_keys, account: rows[0].accounts } : null
    if (generation === this.generation) {
      this.remember(presented, record, Date.now())
      if (record) this.onVerified?.(presented, record, asked)
    }
    return record
  }

  private remember(presented: string, record: KeyRecord | null, verifiedAt: number): void {
    if (!record) {
      bounded(this.negatives, presented, verifiedAt + NEGATIVE_MS)
      return
    }
    bounded(this.cache, presented, { record, expires: verifiedAt + this.freshMs, verifiedAt })
    bounded(this.seen, presented, true)
  }

  /** Whether this key named a key record here before (its lookup refreshes a known key rather than tries a new one). */
  recognised(presented: string): boolean {
    return this.seen.has(presented)
  }

  /**
   * Each good key this cache verifies, with the time its lookup was sent, for the process's other
   * HTTP threads (server/threads.ts): each has a cache of its own, and a key verified by any of
   * them is known to all, so it is admitted by every thread through a database outage.
   */
  onVerified: ((presented: string, record: KeyRecord, askedAt: number) => void) | null = null

  /** A key another thread of this process verified with a lookup sent at `askedAt`, unless this cache has seen a change since. */
  adopt(presented: string, record: KeyRecord, askedAt: number): void {
    if (askedAt <= this.forgotAt) return
    const known = this.cache.get(presented)
    if (known && known.verifiedAt >= askedAt) return
    this.remember(presented, record, askedAt)
  }

  /** A key or account changed somewhere: every instance reads it afresh. */
  protected forget(): void {
    this.forgotAt = Date.now()
    this.generation++
    this.cache.clear()
    this.negatives.clear()
    this.pending.clear()
  }

  /** The cached answer for a presented key: a record, null (known unknown), or undefined (not cached). */
  cached(presented: string): KeyRecord | null | undefined {
    const hit = this.cache.get(presented)
    if (hit && hit.expires > Date.now()) return hit.record
    const unknownUntil = this.negatives.get(presented)
    return unknownUntil !== undefined && unknownUntil > Date.now() ? null : undefined
  }

  /**
   * A write to keys or accounts that rolls back past `notAfter`; when `cached` says it changed
   * something a cache may hold, with the keys version bump and NOTIFY that reach every instance
   * (db/versions.ts). A new account or key is nothing a cache holds. Given a transaction (`db`),
   * it is a savepoint of that one, and its NOTIFY goes out when that one commits.
   */
  protected async changeKeys<T>(
    notAfter: number | undefined,
    change: (tx: Db) => Promise<T>,
    cached: (result: T) => boolean = Boolean,
    db: Db = this.database.db,
  ): Promise<T> {
    const result = await versionedTransaction(
      db,
      { version: 'keys', channel: KEYS_CHANNEL, changed: cached, notAfter },
      change,
    )
    if (cached(result)) this.forget()
    return result
  }
}

/** Adds to a bounded cache: a full one starts again empty rather than growing without end. */
function bounded<V>(cache: Map<string, V>, key: string, value: V): void {
  if (cache.size >= CACHE_MAX) cache.clear()
  cache.set(key, value)
}
