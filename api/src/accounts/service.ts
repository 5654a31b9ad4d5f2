/**
 * Accounts and API keys. Keys are generated here, shown once, and stored as SHA-256 hashes.
 * Lookups are cached (key-cache.ts); every change reaches every instance's cache (see there).
 */
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm'
import type { Database, Db } from '../db/client.ts'
import { accounts, apiKeys } from '../db/schema/index.ts'
import { ApiError } from '../lib/errors.ts'
import { displayPrefix, generateKey, hashKey, type KeyEnv, type KeyKind } from '../lib/keys.ts'
import { prefixedId } from '../lib/ids.ts'
import { allowedOriginsOf } from '../lib/origins.ts'
import type { VariantProfile } from '../variants/profile.ts'
import { KeyCache, type Account, type ApiKey, type KeyCacheOptions } from './key-cache.ts'

export { KEYS_CHANNEL, type Account, type ApiKey, type KeyRecord } from './key-cache.ts'

export interface NewAccount {
  name: string
  email: string
  company?: string | null
  tier?: string
  states?: string[] | null
  rateLimitPerMinute?: number | null
}

export interface NewKey {
  kind?: KeyKind
  env?: KeyEnv
  label?: string | null
  allowedOrigins?: string[] | null
  /** Who made it (an e-mail address, `signup`, `ops`, `cli`), shown in the dashboard. */
  createdBy?: string | null
  /** Keeps a sealed copy of the full key (see `api_keys.sealed_key`); given the key and its id. */
  seal?: (secret: string, keyId: string) => string
}

export class AccountService extends KeyCache {
  constructor(
    database: Database,
    private readonly profile: VariantProfile,
    timeoutMs = 1500,
    cache: KeyCacheOptions = {},
  ) {
    super(database, timeoutMs, cache)
  }

  validateAccount(input: NewAccount): Required<NewAccount> {
    const tier = input.tier ?? this.profile.defaultTier
    if (!this.profile.tiers.includes(tier)) {
      throw new ApiError('VALIDATION_ERROR', `tier: expected one of ${this.profile.tiers.join(', ')}`)
    }
    const allowance = this.profile.stateAllowance(tier)
    const states = input.states ? [...new Set(input.states.map(s => s.toUpperCase()))] : null
    if (allowance !== null && (!states || states.length !== allowance)) {
      throw new ApiError('VALIDATION_ERROR', `states: the ${tier} tier chooses exactly ${allowance} states`)
    }
    if (allowance === null && states)
      throw new ApiError('VALIDATION_ERROR', `states: the ${tier} tier covers every state; omit states`)
    return {
      name: input.name,
      company: input.company ?? null,
      email: input.email.toLowerCase(),
      tier,
      states,
      rateLimitPerMinute: input.rateLimitPerMinute ?? null,
    }
  }

  /** `db`: a transaction of the caller's, for an account made together with other rows (sign-up). */
  async createAccount(input: NewAccount, notAfter?: number, db: Db = this.database.db): Promise<Account> {
    const values = this.validateAccount(input)
    const existing = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, values.email))
    if (existing.length > 0)
      throw new ApiError('ALREADY_EXISTS', `An account with e-mail ${values.email} already exists (${existing[0].id}).`)
    const created = async (tx: Db) =>
      (
        await tx
          .insert(accounts)
          .values({ id: prefixedId('acct'), ...values })
          .returning()
      )[0]
    return this.changeKeys(notAfter, created, () => false, db)
  }

  async updateAccount(
    id: string,
    patch: Partial<Pick<Account, 'tier' | 'states' | 'status' | 'rateLimitPerMinute' | 'name' | 'email'>>,
    notAfter?: number,
  ): Promise<Account> {
    const current = await this.getAccount(id)
    const merged = { ...current, ...patch }
    if (patch.tier !== undefined || patch.states !== undefined) {
      this.validateAccount({ name: merged.name, email: merged.email, tier: merged.tier, states: merged.states })
    }
    return this.changeKeys(notAfter, async tx => {
      const [row] = await tx
        .update(accounts)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(accounts.id, id))
        .returning()
      return row
    })
  }

  async getAccount(id: string, db: Db = this.database.db): Promise<Account> {
    const [row] = await db.select().from(accounts).where(eq(accounts.id, id))
    if (!row) throw new ApiError('NOT_FOUND', `No account ${id}.`)
    return row
  }

  async findAccountByEmail(email: string, db: Db = this.database.db): Promise<Account | null> {
    const [row] = await db.select().from(accounts).where(eq(accounts.email, email.toLowerCase()))
    return row ?? null
  }

  listAccounts(): Promise<Account[]> {
    return this.database.db.select().from(accounts).orderBy(desc(accounts.createdAt))
  }

  /** Creates a key and returns it in clear once; only its hash is kept. `db`: a transaction of the caller's. */
  async createKey(
    accountId: string,
    input: NewKey = {},
    notAfter?: number,
    db: Db = this.database.db,
  ): Promise<{ key: ApiKey; secret: string }> {
    await this.getAccount(accountId, db)
    const kind = input.kind ?? 'secret'
    if (input.allowedOrigins?.length && kind !== 'publishable') {
      throw new ApiError(
        'VALIDATION_ERROR',
        'allowed_origins: only publishable keys carry origins (secret keys never run in pages)',
      )
    }
    const secret = generateKey(kind, input.env ?? 'live')
    const id = prefixedId('key')
    const row = {
      id,
      accountId,
      createdBy: input.createdBy ?? null,
      sealedKey: input.seal ? input.seal(secret, id) : null,
      kind,
      env: input.env ?? 'live',
      hash: hashKey(secret),
      displayPrefix: displayPrefix(secret),
      label: input.label ?? null,
      allowedOrigins: kind === 'publishable' ? allowedOriginsOf(input.allowedOrigins) : null,
    }
    const key = await this.changeKeys(
      notAfter,
      async tx => (await tx.insert(apiKeys).values(row).returning())[0],
      () => false,
      db,
    )
    return { key, secret }
  }

  /**
   * Ends a key at `expiresAt` (a roll's grace; now for none). Returns null when the account has no
   * such active key. Every instance's cache drops it, so a key ended now is refused at once.
   */
  async expireKey(
    accountId: string,
    keyId: string,
    expiresAt: Date,
    notAfter?: number,
    db: Db = this.database.db,
  ): Promise<ApiKey | null> {
    const [row] = await this.changeKeys(
      notAfter,
      tx =>
        tx
          .update(apiKeys)
          .set({ expiresAt: expiresAt.toISOString() })
          .where(and(eq(apiKeys.id, keyId), eq(apiKeys.accountId, accountId), eq(apiKeys.status, 'active')))
          .returning(),
      Boolean,
      db,
    )
    return row ?? null
  }

  /** Replaces a publishable key's allowed origins; null when the account has no such publishable key. */
  async setAllowedOrigins(
    accountId: string,
    keyId: string,
    list: string[],
    notAfter?: number,
    db: Db = this.database.db,
  ): Promise<ApiKey | null> {
    const allowed = allowedOriginsOf(list)
    const [row] = await this.changeKeys(
      notAfter,
      tx =>
        tx
          .update(apiKeys)
          .set({ allowedOrigins: allowed })
          .where(and(eq(apiKeys.id, keyId), eq(apiKeys.accountId, accountId), eq(apiKeys.kind, 'publishable')))
          .returning(),
      Boolean,
      db,
    )
    return row ?? null
  }

  /** Forgets a key's sealed copy (a secret key shown once); false when another request already had. */
  async dropSealedKey(keyId: string): Promise<boolean> {
    const dropped = await this.database.db
      .update(apiKeys)
      .set({ sealedKey: null })
      .where(and(eq(apiKeys.id, keyId), isNotNull(apiKeys.sealedKey)))
      .returning({ id: apiKeys.id })
    return dropped.length > 0
  }

  listKeys(accountId: string): Promise<ApiKey[]> {
    return this.database.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.accountId, accountId))
      .orderBy(desc(apiKeys.createdAt))
  }

  async deactivateKey(keyId: string, notAfter?: number, db: Db = this.database.db): Promise<ApiKey> {
    const row = await this.changeKeys(
      notAfter,
      async tx => {
        const [updated] = await tx
          .update(apiKeys)
          .set({ status: 'deactivated', deactivatedAt: sql`now()` })
          .where(and(eq(apiKeys.id, keyId), eq(apiKeys.status, 'active')))
          .returning()
        return updated
      },
      Boolean,
      db,
    )
    if (!row) {
      const [existing] = await db.select().from(apiKeys).where(eq(apiKeys.id, keyId))
      if (!existing) throw new ApiError('NOT_FOUND', `No key ${keyId}.`)
      return existing
    }
    return row
  }
}
