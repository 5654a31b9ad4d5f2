import { sql } from 'drizzle-orm'
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The Ed25519 keys that sign verification receipts (api/src/receipts). The private key is kept sealed
 * (lib/secret-box.ts, context: the key id); the public key is served at /.well-known/jwks.json while
 * the key signs and, once a newer key replaced it, until `published_until` (the rotation's overlap).
 * `retired_at` set means the key no longer signs; its public key stays here for good, so receipts it
 * signed can always be checked again.
 */
export const receiptSigningKeys = pgTable('receipt_signing_keys', {
  kid: text('kid').primaryKey(),
  publicJwk: jsonb('public_jwk').$type<Record<string, string>>().notNull(),
  sealedPrivateKey: text('sealed_private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().default(sql`now()`),
  retiredAt: timestamp('retired_at', { withTimezone: true, mode: 'string' }),
  publishedUntil: timestamp('published_until', { withTimezone: true, mode: 'string' }),
})

/**
 * A stored verification, kept for seven years (`keep_until`) as a merchant's evidence: the signed
 * receipt itself, whose payload holds the canonical request and result (stored once, in the form
 * that was signed, and read back from it), with the columns the account's lists need.
 */
export const verificationReceipts = pgTable(
  'verification_receipts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    kid: text('kid').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'string' }).notNull(),
    keepUntil: timestamp('keep_until', { withTimezone: true, mode: 'string' }).notNull(),
    asOf: text('as_of').notNull(),
    dataVersion: text('data_version').notNull(),
    jws: text('jws').notNull(),
  },
  table => [index('verification_receipts_account_idx').on(table.accountId, table.issuedAt)],
)
