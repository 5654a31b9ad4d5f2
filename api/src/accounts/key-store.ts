/**
 * API keys: generated here, shown once, stored as SHA-256 hashes with a display prefix. Every change
 * goes through `changeKeys` (key-cache.ts), so every instance's cache of key lookups drops what it
 * changed. `db` parameters take a transaction of the caller's (a change and its audit entry).
 */
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { accounts, apiKeys } from '../db/schema/index.ts'
import { ApiError } from '../lib/errors.ts'
import { prefixedId } from '../lib/ids.ts'
import { displayPrefix, generateKey, hashKey, type KeyEnv, type KeyKind } from '../lib/keys.ts'
import { allowedOriginsOf } from '../lib/origins.ts'
import { type ApiKey, KeyCache } from './key-cache.ts'

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

export class KeyStore extends KeyCache {
  /** Creates a key and returns it in clear once; only its hash is kept. `db`: a transaction of the caller's. */
  async createKey(
    accountId: string,
    input: NewKey = {},
    notAfter?: number,
    db: Db = this.database.db,
  ): Promise<{ key: ApiKey; secret: string }> {
    const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId))
    if (!account) throw new ApiError('NOT_FOUND', `No account ${accountId}.`)
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
   * such active key, or the key already has an end (a key in its grace is not rolled again, so its
   * grace cannot be stretched). Every instance's cache drops it, so a key ended now is refused at once.
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
          .where(
            and(
              eq(apiKeys.id, keyId),
              eq(apiKeys.accountId, accountId),
              eq(apiKeys.status, 'active'),
              isNull(apiKeys.expiresAt),
            ),
          )
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
  async dropSealedKey(keyId: string, db: Db = this.database.db): Promise<boolean> {
    const dropped = await db
      .update(apiKeys)
      .set({ sealedKey: null })
      .where(and(eq(apiKeys.id, keyId), isNotNull(apiKeys.sealedKey)))
      .returning({ id: apiKeys.id })
    return dropped.length > 0
  }

  listKeys(accountId: string, db: Db = this.database.db): Promise<ApiKey[]> {
    return db.select().from(apiKeys).where(eq(apiKeys.accountId, accountId)).orderBy(desc(apiKeys.createdAt))
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
