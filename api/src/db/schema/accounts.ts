import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** A subscriber. Tier names belong to the deployment's interface variant. */
export const accounts = pgTable('accounts', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Always lower-cased (accounts/service.ts), so the unique index is case-insensitive in effect. */
  email: text('email').notNull().unique(),
  /** The company name given at sign-up, if any. */
  company: text('company'),
  tier: text('tier').notNull(),
  status: text('status', { enum: ['active', 'deactivated'] })
    .notNull()
    .default('active'),
  /** Starter plans choose five states; null means every state. */
  states: text('states').array(),
  /** A negotiated per-minute limit that replaces the tier's. */
  rateLimitPerMinute: integer('rate_limit_per_minute'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().default(sql`now()`),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().default(sql`now()`),
})

/** Keys are stored as SHA-256 hashes; the key itself is shown once at creation. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind', { enum: ['secret', 'publishable'] }).notNull(),
    env: text('env', { enum: ['live', 'test'] }).notNull(),
    hash: text('hash').notNull().unique(),
    displayPrefix: text('display_prefix').notNull(),
    label: text('label'),
    status: text('status', { enum: ['active', 'deactivated'] })
      .notNull()
      .default('active'),
    /** Publishable keys may be limited to these browser origins. */
    allowedOrigins: text('allowed_origins').array(),
    /** Who made it: an account e-mail (dashboard), `signup`, `ops` or `cli`. */
    createdBy: text('created_by'),
    /** Updated with the batched usage counts (accounts/usage-counter.ts), not per request. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'string' }),
    /** A rolled key keeps working until then (its grace), and is refused as unknown after. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }),
    /**
     * The full key sealed with the server key (lib/secret-box.ts): kept for publishable keys (they go
     * in page source; the widget builder shows them), and for a secret key made at sign-up only until
     * the dashboard has shown it once.
     */
    sealedKey: text('sealed_key'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().default(sql`now()`),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true, mode: 'string' }),
  },
  table => [index('api_keys_account_idx').on(table.accountId)],
)
