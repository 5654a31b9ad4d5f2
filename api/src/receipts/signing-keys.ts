/**
 * The Ed25519 keys receipts are signed with, kept in Postgres with the private half sealed under the
 * server key (lib/secret-box.ts, bound to the key id, as webhook signing secrets are). The first
 * receipt generates a key; a rotation retires the current key (it stops signing) and keeps it in the
 * published key set until its overlap ends, so receipts signed just before still verify from the
 * JWKS. Every public key stays in the table for good: a stored receipt can always be checked again.
 */
import { desc, eq, gt, isNull, or, sql } from 'drizzle-orm'
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose'
import type { Database, Db } from '../db/client.ts'
import { receiptSigningKeys } from '../db/schema/index.ts'
import { prefixedId } from '../lib/ids.ts'
import type { SecretBox } from '../lib/secret-box.ts'

/** Held while the current key is read or replaced, so two instances never both create one. */
const KEY_LOCK = 724_5381
/** How long a process signs with the key it read before it looks for a rotation. */
const RECHECK_MS = 30_000
export const DEFAULT_OVERLAP_HOURS = 24 * 30

export interface SigningKey {
  kid: string
  privateKey: CryptoKey
}

/** A public key as the JWKS serves it. */
export interface PublicJwk extends JWK {
  kid: string
  kty: string
  crv: string
  x: string
  alg: 'EdDSA'
  use: 'sig'
}

type Row = typeof receiptSigningKeys.$inferSelect
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

const contextOf = (kid: string) => `receipt_signing_key:${kid}`

export class SigningKeys {
  private current: { key: SigningKey; readAt: number } | null = null
  private loading: Promise<SigningKey> | null = null

  constructor(
    private readonly database: Database,
    private readonly box: () => SecretBox,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The key to sign with now, generated on first use, read again every 30 s to follow rotations. */
  signingKey(): Promise<SigningKey> {
    const cached = this.current
    if (cached && Date.now() - cached.readAt < RECHECK_MS) return Promise.resolve(cached.key)
    this.loading ??= this.load().finally(() => {
      this.loading = null
    })
    return this.loading
  }

  /** Retires the current key (kept published for `overlapHours`) and makes a new one current. */
  async rotate(overlapHours = DEFAULT_OVERLAP_HOURS): Promise<{ kid: string; retired: string | null }> {
    const result = await this.database.db.transaction(async tx => {
      await tx.execute(sql`select pg_advisory_xact_lock(${KEY_LOCK})`)
      const [old] = await tx.select().from(receiptSigningKeys).where(isNull(receiptSigningKeys.retiredAt))
      const now = this.now()
      if (old) {
        const until = new Date(now.getTime() + overlapHours * 3_600_000).toISOString()
        await tx
          .update(receiptSigningKeys)
          .set({ retiredAt: now.toISOString(), publishedUntil: until })
          .where(eq(receiptSigningKeys.kid, old.kid))
      }
      const created = await this.insertKey(tx)
      return { kid: created.kid, retired: old?.kid ?? null }
    })
    this.current = null
    return result
  }

  /** The keys a verifier may meet today: the signing key, then retired keys still in their overlap. */
  async published(): Promise<PublicJwk[]> {
    const now = this.now().toISOString()
    const rows = await this.database.db
      .select()
      .from(receiptSigningKeys)
      .where(or(isNull(receiptSigningKeys.retiredAt), gt(receiptSigningKeys.publishedUntil, now)))
      .orderBy(sql`${receiptSigningKeys.retiredAt} is not null`, desc(receiptSigningKeys.createdAt))
    return rows.map(publicJwkOf)
  }

  /** Every public key ever used, past its overlap or not (to check a stored receipt again). */
  async all(): Promise<PublicJwk[]> {
    const rows = await this.database.db.select().from(receiptSigningKeys).orderBy(desc(receiptSigningKeys.createdAt))
    return rows.map(publicJwkOf)
  }

  private async load(): Promise<SigningKey> {
    const row = await this.database.db.transaction(async tx => {
      const existing = await currentRow(tx)
      if (existing) return existing
      await tx.execute(sql`select pg_advisory_xact_lock(${KEY_LOCK})`)
      return (await currentRow(tx)) ?? (await this.insertKey(tx))
    })
    const jwk = JSON.parse(this.box().open(row.sealedPrivateKey, contextOf(row.kid))) as JWK
    const key = { kid: row.kid, privateKey: (await importJWK(jwk, 'EdDSA')) as CryptoKey }
    this.current = { key, readAt: Date.now() }
    return key
  }

  private async insertKey(tx: Tx): Promise<Row> {
    const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true })
    const kid = prefixedId('rkey')
    const [row] = await tx
      .insert(receiptSigningKeys)
      .values({
        kid,
        publicJwk: (await exportJWK(publicKey)) as Record<string, string>,
        sealedPrivateKey: this.box().seal(JSON.stringify(await exportJWK(privateKey)), contextOf(kid)),
        createdAt: this.now().toISOString(),
      })
      .returning()
    return row!
  }
}

async function currentRow(tx: Tx): Promise<Row | undefined> {
  const [row] = await tx.select().from(receiptSigningKeys).where(isNull(receiptSigningKeys.retiredAt)).limit(1)
  return row
}

function publicJwkOf(row: Row): PublicJwk {
  const { kty, crv, x } = row.publicJwk
  return { kty: kty!, crv: crv!, x: x!, kid: row.kid, alg: 'EdDSA', use: 'sig' }
}
