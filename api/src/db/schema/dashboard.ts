import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { accounts, apiKeys } from './accounts.ts'

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' })

/**
 * One-time links sent by e-mail. Only the SHA-256 of the token is stored; a link works once
 * (`used_at`), for 15 minutes (`undo_email`: 7 days). For `change_email`, `email` is the new address;
 * for `undo_email`, the old address it gives the account back.
 */
export const loginLinks = pgTable(
  'login_links',
  {
    id: text('id').primaryKey(),
    hash: text('hash').notNull().unique(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['sign_in', 'change_email', 'undo_email'] }).notNull(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    /** Where a sign-in link leads once spent (a dashboard page whose action asked for a recent sign-in). */
    returnTo: text('return_to'),
    createdIp: text('created_ip'),
    createdAt: at('created_at').notNull().default(sql`now()`),
  },
  table => [index('login_links_account_idx').on(table.accountId)],
)

/**
 * Browser sessions: the cookie holds a random token, the table its SHA-256. Sliding 30-day life.
 * `proved_at`: when the session's holder last proved the account's address (spent an e-mailed link);
 * sensitive actions need it recent (accounts/sessions.ts, RECENT_SIGN_IN_MINUTES).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    hash: text('hash').notNull().unique(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    expiresAt: at('expires_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull().default(sql`now()`),
    provedAt: at('proved_at').notNull().default(sql`now()`),
    createdIp: text('created_ip'),
    createdUserAgent: text('created_user_agent'),
    createdAt: at('created_at').notNull().default(sql`now()`),
  },
  table => [index('sessions_account_idx').on(table.accountId)],
)

/**
 * Every state-changing action, through the API, the dashboard or /ops (accounts/audit.ts): who acted,
 * from where, on what, and what it was before and after. The account reads its own in the dashboard;
 * operator actions on no account (a regulation edit) have none. Nothing deletes or edits a row.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').references(() => accounts.id),
    /** `kind:id`: `session:ses_…`, `key:hd_live_sk_AbC1…`, `operator:<name>`, `link:lnk_…`, `visitor`, `system:<what>`. */
    actor: text('actor').notNull(),
    /** `key.created`, `webhook.deleted`, `session.signed_in`, … (accounts/audit.ts AUDIT_ACTIONS). */
    action: text('action').notNull(),
    /** What it acted on: a key, subscription, session or regulation id. */
    target: text('target'),
    ip: text('ip'),
    /** The fields the action changed, as they were and as they became (never a secret). */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    at: at('at').notNull().default(sql`now()`),
  },
  table => [index('audit_events_account_idx').on(table.accountId, table.at)],
)

/** Requests per key per UTC day, added in batches by accounts/usage-counter.ts. */
export const usageDaily = pgTable(
  'usage_daily',
  {
    keyId: text('key_id')
      .notNull()
      .references(() => apiKeys.id),
    /** `YYYY-MM-DD`, UTC. */
    day: text('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  table => [primaryKey({ columns: [table.keyId, table.day] })],
)
