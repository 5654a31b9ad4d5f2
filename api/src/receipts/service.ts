/**
 * Issues, stores and reads back verification receipts. A receipt is a compact JWS (EdDSA, Ed25519)
 * whose payload is the canonical JSON of the request, the result, the date the law was read for and
 * the data version, with the receipt's id, the account and the time of issue. It is handed back only
 * once its row is committed (group commit: concurrent receipts share one INSERT), and kept seven
 * years as the merchant's evidence.
 */
import { and, count, desc, eq } from 'drizzle-orm'
import { CompactSign } from 'jose'
import type { Database } from '../db/client.ts'
import { verificationReceipts } from '../db/schema/index.ts'
import { prefixedId } from '../lib/ids.ts'
import type { SecretBox } from '../lib/secret-box.ts'
import { canonicalJson } from './canonical.ts'
import { GroupCommit } from './group-commit.ts'
import { SigningKeys } from './signing-keys.ts'

export const RECEIPT_ISSUER = 'hempdata'
export const KEEP_YEARS = 7

export interface ReceiptInput {
  accountId: string
  request: unknown
  result: unknown
  asOf: string
  dataVersion: string
}

/** What a verification answers with as `receipt`. */
export interface Receipt {
  id: string
  issued_at: string
  jws: string
}

/** The signed payload, in the order a reader expects (the signed bytes sort the keys). */
export interface ReceiptPayload {
  iss: typeof RECEIPT_ISSUER
  jti: string
  sub: string
  iat: number
  issued_at: string
  as_of: string
  data_version: string
  request: unknown
  result: unknown
}

/** A stored receipt with the request and result it signed, read back from its JWS. */
export type StoredVerification = typeof verificationReceipts.$inferSelect & { request: unknown; result: unknown }

type Row = typeof verificationReceipts.$inferInsert

const encoder = new TextEncoder()

export class ReceiptService {
  readonly keys: SigningKeys
  private readonly writes: GroupCommit<Row>

  constructor(
    private readonly database: Database,
    box: () => SecretBox,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.keys = new SigningKeys(database, box, now)
    this.writes = new GroupCommit(async rows => {
      await database.db.insert(verificationReceipts).values(rows)
    })
  }

  /** Signs the verification, stores it durably, then resolves with the receipt. */
  async issueReceipt(input: ReceiptInput): Promise<Receipt> {
    const key = await this.keys.signingKey()
    const issued = this.now()
    const id = prefixedId('rcp')
    const payload: ReceiptPayload = {
      iss: RECEIPT_ISSUER,
      jti: id,
      sub: input.accountId,
      iat: Math.floor(issued.getTime() / 1000),
      issued_at: issued.toISOString(),
      as_of: input.asOf,
      data_version: input.dataVersion,
      request: input.request,
      result: input.result,
    }
    const jws = await new CompactSign(encoder.encode(canonicalJson(payload)))
      .setProtectedHeader({ alg: 'EdDSA', kid: key.kid, typ: 'hempdata-receipt+jws' })
      .sign(key.privateKey)
    const keepUntil = new Date(issued)
    keepUntil.setUTCFullYear(keepUntil.getUTCFullYear() + KEEP_YEARS)
    await this.writes.add({
      id,
      accountId: input.accountId,
      kid: key.kid,
      issuedAt: payload.issued_at,
      keepUntil: keepUntil.toISOString(),
      asOf: input.asOf,
      dataVersion: input.dataVersion,
      jws,
    })
    return { id, issued_at: payload.issued_at, jws }
  }

  /** The account's stored verification, or null (another account's id reads as absent). */
  async find(accountId: string, id: string): Promise<StoredVerification | null> {
    const [row] = await this.database.db
      .select()
      .from(verificationReceipts)
      .where(and(eq(verificationReceipts.id, id), eq(verificationReceipts.accountId, accountId)))
    return row ? withPayload(row) : null
  }

  /** The account's verifications, newest first. */
  async list(accountId: string, limit: number, offset = 0): Promise<{ rows: StoredVerification[]; total: number }> {
    const where = eq(verificationReceipts.accountId, accountId)
    const [rows, [counted]] = await Promise.all([
      this.database.db
        .select()
        .from(verificationReceipts)
        .where(where)
        .orderBy(desc(verificationReceipts.issuedAt), desc(verificationReceipts.id))
        .limit(limit)
        .offset(offset),
      this.database.db.select({ total: count() }).from(verificationReceipts).where(where),
    ])
    return { rows: rows.map(withPayload), total: counted?.total ?? 0 }
  }
}

/** What a receipt signed: its JWS payload, the one stored copy of the request and result. */
export function signedPayload(jws: string): ReceiptPayload {
  return JSON.parse(Buffer.from(jws.split('.')[1] ?? '', 'base64url').toString('utf8')) as ReceiptPayload
}

function withPayload(row: typeof verificationReceipts.$inferSelect): StoredVerification {
  const { request, result } = signedPayload(row.jws)
  return { ...row, request, result }
}
