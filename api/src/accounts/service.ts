/**
 * Accounts, on top of their API keys (key-store.ts) and the cache of key lookups (key-cache.ts):
 * every change reaches every instance's cache (see there). Deactivating an account ends its
 * sessions in the same transaction (sessions.ts).
 */
import { desc, eq, sql } from 'drizzle-orm'
import type { Database, Db } from '../db/client.ts'
import { accounts } from '../db/schema/index.ts'
import { ApiError } from '../lib/errors.ts'
import { prefixedId } from '../lib/ids.ts'
import type { VariantProfile } from '../variants/profile.ts'
import type { Account, KeyCacheOptions } from './key-cache.ts'
import { KeyStore } from './key-store.ts'
import { endSessions } from './sessions.ts'

export { KEYS_CHANNEL, type Account, type ApiKey, type KeyRecord } from './key-cache.ts'
export type { NewKey } from './key-store.ts'

export interface NewAccount {
  name: string
  email: string
  company?: string | null
  tier?: string
  states?: string[] | null
  rateLimitPerMinute?: number | null
}

export class AccountService extends KeyStore {
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

  /**
   * Changes an account; returns it as it was and as it is. Deactivation ends every session of the
   * account in the same transaction, with the notice every thread and instance forgets them on.
   */
  async updateAccount(
    id: string,
    patch: Partial<Pick<Account, 'tier' | 'states' | 'status' | 'rateLimitPerMinute' | 'name' | 'email'>>,
    notAfter?: number,
    db: Db = this.database.db,
  ): Promise<{ before: Account; after: Account }> {
    const before = await this.getAccount(id, db)
    const tier = patch.tier ?? before.tier
    // A tier with every state keeps no chosen list: an account moved up (by an operator or by
    // billing) would otherwise stay fenced into its old starter states.
    const everyState =
      patch.states === undefined && patch.tier !== undefined && this.profile.stateAllowance(tier) === null
    const change = everyState ? { ...patch, states: null } : patch
    const states = change.states === undefined ? before.states : change.states
    if (change.tier !== undefined || change.states !== undefined) {
      this.validateAccount({ name: before.name, email: before.email, tier, states })
    }
    const after = await this.changeKeys(
      notAfter,
      async tx => {
        const [row] = await tx
          .update(accounts)
          .set({ ...change, updatedAt: sql`now()` })
          .where(eq(accounts.id, id))
          .returning()
        if (row.status === 'deactivated' && before.status !== 'deactivated') await endSessions(tx, id)
        return row
      },
      Boolean,
      db,
    )
    return { before, after }
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
}
