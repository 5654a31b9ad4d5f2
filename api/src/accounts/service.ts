/**
 * Accounts and API keys. Keys are generated here, shown once, and stored as SHA-256 hashes.
 * Lookups are cached briefly; every change NOTIFYs so all instances drop their cache at once.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { accounts, apiKeys } from '../db/schema/index.ts'
import { ApiError } from '../lib/errors.ts'
import { displayPrefix, generateKey, hashKey, type KeyEnv, type KeyKind } from '../lib/keys.ts'
import { prefixedId } from '../lib/ids.ts'
import { withDeadline } from '../lib/deadline.ts'
import { normalizeOrigin } from '../plugins/cors.ts'
import type { VariantProfile } from '../variants/profile.ts'

export const KEYS_CHANNEL = 'hd_keys'

export type Account = typeof accounts.$inferSelect
export type ApiKey = typeof apiKeys.$inferSelect

export interface KeyRecord {
  key: ApiKey
  account: Account
}

export interface NewAccount {
  name: string
  email: string
  tier?: string
  states?: string[] | null
  rateLimitPerMinute?: number | null
}

export interface NewKey {
  kind?: KeyKind
  env?: KeyEnv
  label?: string | null
  allowedOrigins?: string[] | null
}

/** Origins as browsers send them (`https://shop.example`), deduplicated; null for none. */
function origins(list: string[] | null | undefined): string[] | null {
  if (!list || list.length === 0) return null
  const out = list.map((entry) => {
    const origin = normalizeOrigin(entry)
    if (!origin || origin === 'null') throw new ApiError('VALIDATION_ERROR', `allowed_origins: "${entry}" is not an http(s) origin such as https://shop.example`)
    return origin
  })
  return [...new Set(out)]
}

const CACHE_MS = 30_000
const CACHE_MAX = 10_000
/**
 * Keys that named no record are remembered apart and briefly: forged keys cannot push good ones
 * out of the cache, and a key created on another instance is refused for at most this long if its
 * change notice is missed (a notice clears them at once).
 */
const NEGATIVE_MS = 10_000

export class AccountService {
  private cache = new Map<string, { record: KeyRecord; expires: number }>()
  private negatives = new Map<string, number>()
  /** Presented keys that named a key record here before: looking one up again is not a guess. */
  private seen = new Map<string, true>()
  /** Lookups in flight: when a key's entry expires, its concurrent requests share one query. */
  private pending = new Map<string, Promise<KeyRecord | null>>()
  /** Bumped on every change notice: a lookup that started before it must not cache what it read. */
  private generation = 0
  private unlisten: (() => Promise<void>) | null = null

  constructor(private readonly database: Database, private readonly profile: VariantProfile, private readonly timeoutMs = 2000) {}

  async listen(): Promise<void> {
    this.unlisten = await this.database.listen(KEYS_CHANNEL, () => this.forget())
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
    return lookup
  }

  private async lookup(presented: string): Promise<KeyRecord | null> {
    const generation = this.generation
    const rows = await withDeadline(
      this.database.db.select().from(apiKeys).innerJoin(accounts, eq(apiKeys.accountId, accounts.id)).where(eq(apiKeys.hash, hashKey(presented))).limit(1),
      this.timeoutMs,
    )
    const record = rows[0] ? { key: rows[0].api_keys, account: rows[0].accounts } : null
    if (generation === this.generation) {
      if (record) remember(this.cache, presented, { record, expires: Date.now() + CACHE_MS })
      else remember(this.negatives, presented, Date.now() + NEGATIVE_MS)
    }
    if (record) remember(this.seen, presented, true)
    return record
  }

  /** A key or account changed somewhere: every instance reads it afresh. */
  private forget(): void {
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

  /** Whether this key named a key record here before (its lookup refreshes a known key rather than tries a new one). */
  recognised(presented: string): boolean {
    return this.seen.has(presented)
  }

  validateAccount(input: NewAccount): Required<NewAccount> {
    const tier = input.tier ?? this.profile.defaultTier
    if (!this.profile.tiers.includes(tier)) {
      throw new ApiError('VALIDATION_ERROR', `tier: expected one of ${this.profile.tiers.join(', ')}`)
    }
    const allowance = this.profile.stateAllowance(tier)
    const states = input.states ? [...new Set(input.states.map((s) => s.toUpperCase()))] : null
    if (allowance !== null && (!states || states.length !== allowance)) {
      throw new ApiError('VALIDATION_ERROR', `states: the ${tier} tier chooses exactly ${allowance} states`)
    }
    if (allowance === null && states) throw new ApiError('VALIDATION_ERROR', `states: the ${tier} tier covers every state; omit states`)
    return { name: input.name, email: input.email.toLowerCase(), tier, states, rateLimitPerMinute: input.rateLimitPerMinute ?? null }
  }

  async createAccount(input: NewAccount): Promise<Account> {
    const values = this.validateAccount(input)
    const existing = await this.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, values.email))
    if (existing.length > 0) throw new ApiError('ALREADY_EXISTS', `An account with e-mail ${values.email} already exists (${existing[0].id}).`)
    const [row] = await this.database.db.insert(accounts).values({ id: prefixedId('acct'), ...values }).returning()
    return row
  }

  async updateAccount(id: string, patch: Partial<Pick<Account, 'tier' | 'states' | 'status' | 'rateLimitPerMinute' | 'name'>>): Promise<Account> {
    const current = await this.getAccount(id)
    const merged = { ...current, ...patch }
    if (patch.tier !== undefined || patch.states !== undefined) {
      this.validateAccount({ name: merged.name, email: merged.email, tier: merged.tier, states: merged.states })
    }
    const [row] = await this.database.db.update(accounts).set({ ...patch, updatedAt: sql`now()` }).where(eq(accounts.id, id)).returning()
    await this.notify()
    return row
  }

  async getAccount(id: string): Promise<Account> {
    const [row] = await this.database.db.select().from(accounts).where(eq(accounts.id, id))
    if (!row) throw new ApiError('NOT_FOUND', `No account ${id}.`)
    return row
  }

  async findAccountByEmail(email: string): Promise<Account | null> {
    const [row] = await this.database.db.select().from(accounts).where(eq(accounts.email, email.toLowerCase()))
    return row ?? null
  }

  listAccounts(): Promise<Account[]> {
    return this.database.db.select().from(accounts).orderBy(desc(accounts.createdAt))
  }

  /** Creates a key and returns it in clear once; only its hash is kept. */
  async createKey(accountId: string, input: NewKey = {}): Promise<{ key: ApiKey; secret: string }> {
    await this.getAccount(accountId)
    const kind = input.kind ?? 'secret'
    if (input.allowedOrigins?.length && kind !== 'publishable') {
      throw new ApiError('VALIDATION_ERROR', 'allowed_origins: only publishable keys carry origins (secret keys never run in pages)')
    }
    const secret = generateKey(kind, input.env ?? 'live')
    const [key] = await this.database.db.insert(apiKeys).values({
      id: prefixedId('key'),
      accountId,
      kind,
      env: input.env ?? 'live',
      hash: hashKey(secret),
      displayPrefix: displayPrefix(secret),
      label: input.label ?? null,
      allowedOrigins: kind === 'publishable' ? origins(input.allowedOrigins) : null,
    }).returning()
    return { key, secret }
  }

  listKeys(accountId: string): Promise<ApiKey[]> {
    return this.database.db.select().from(apiKeys).where(eq(apiKeys.accountId, accountId)).orderBy(desc(apiKeys.createdAt))
  }

  async deactivateKey(keyId: string): Promise<ApiKey> {
    const [row] = await this.database.db.update(apiKeys)
      .set({ status: 'deactivated', deactivatedAt: sql`now()` })
      .where(and(eq(apiKeys.id, keyId), eq(apiKeys.status, 'active')))
      .returning()
    if (!row) {
      const [existing] = await this.database.db.select().from(apiKeys).where(eq(apiKeys.id, keyId))
      if (!existing) throw new ApiError('NOT_FOUND', `No key ${keyId}.`)
      return existing
    }
    await this.notify()
    return row
  }

  private async notify(): Promise<void> {
    this.forget()
    await this.database.db.execute(sql`select pg_notify(${KEYS_CHANNEL}, '')`)
  }
}

/** Adds to a bounded cache: a full one starts again empty rather than growing without end. */
function remember<V>(cache: Map<string, V>, key: string, value: V): void {
  if (cache.size >= CACHE_MAX) cache.clear()
  cache.set(key, value)
}
