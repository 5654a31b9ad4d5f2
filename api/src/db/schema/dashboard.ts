import { sql } from 'drizzle-orm'
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { accounts, apiKeys } from './accounts.ts'

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' })

/**
 * One-time sign-in and e-mail-change links. Only the SHA-256 of the token is stored; a link works
 * once (`used_at`) and for 15 minutes. For `change_email`, `email` is the new address.
 */
export const loginLinks = pgTable(
  'login_links',
  {
    id: text('id').primaryKey(),
    hash: text('hash').notNull().unique(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['sign_in', 'change_email'] }).notNull(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdIp: text('created_ip'),
    createdAt: at('created_at').notNull().default(sql`now()`),
  },
  table => [index('login_links_account_idx').on(table.accountId)],
)

/** Browser sessions: the cookie holds a random token, the table its SHA-256. Sliding 30-day life. */
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
    createdIp: text('created_ip'),
    createdUserAgent: text('created_user_agent'),
    createdAt: at('created_at').notNull().default(sql`now()`),
  },
  table => [index('sessions_account_idx').on(table.accountId)],
)

/** What happened to an account and its keys, by whom and from where; the account reads it in the dashboard. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    /** The e-mail of the person who acted, or `signup`, `ops`, `system`. */
    actor: text('actor').notNull(),
    /** `key.created`, `key.revoked`, `key.rolled`, `session.signed_in`, … */
    action: text('action').notNull(),
    /** What it acted on: a key id, an e-mail address, … */
    target: text('target'),
    ip: text('ip'),
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
