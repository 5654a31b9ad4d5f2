import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { accounts } from './accounts.ts'

/** What a subscription receives; an absent list means every value. */
export interface WebhookFilters {
  states?: string[]
  substances?: string[]
  product_types?: string[]
  event_types?: string[]
}

/**
 * A subscriber's endpoint (api/src/modules/webhooks). The signing secret is kept sealed
 * (lib/secret-box.ts, context: the subscription id); during a rotation's overlap the previous one is
 * kept too, until `previous_secret_expires_at`. `consecutive_failures` counts failed deliveries
 * in a row (each failed after its sixth attempt; a delivered one resets it): 50 pause the subscription.
 */
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: uuid('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    endpointUrl: text('endpoint_url').notNull(),
    description: text('description'),
    filters: jsonb('filters').$type<WebhookFilters>().notNull().default({}),
    sealedSecret: text('sealed_secret').notNull(),
    previousSealedSecret: text('previous_sealed_secret'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true, mode: 'string' }),
    status: text('status', { enum: ['active', 'paused', 'disabled'] })
      .notNull()
      .default('active'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    pausedAt: timestamp('paused_at', { withTimezone: true, mode: 'string' }),
    /** When the early-warning e-mail of this failure streak went out (null once a success ends it). */
    warnedAt: timestamp('warned_at', { withTimezone: true, mode: 'string' }),
    totalDeliveries: integer('total_deliveries').notNull().default(0),
    failedDeliveries: integer('failed_deliveries').notNull().default(0),
    lastTriggeredAt: timestamp('last_triggered_at', { withTimezone: true, mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().default(sql`now()`),
  },
  table => [index('webhook_subscriptions_account_idx').on(table.accountId)],
)

/**
 * One event for one subscription: the queue the delivery worker claims (lease in `lease_until`,
 * fenced by `attempts` and `locked_by`). `body` is the exact JSON that is signed and sent at every
 * attempt. `held`: waiting for its paused subscription to be reactivated.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'in_flight', 'succeeded', 'failed', 'held'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(6),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'string' }).notNull().default(sql`now()`),
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'string' }),
    lockedBy: text('locked_by'),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().default(sql`now()`),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'string' }),
  },
  table => [
    uniqueIndex('webhook_deliveries_event_idx').on(table.subscriptionId, table.eventId),
    index('webhook_deliveries_due_idx').on(table.runAt).where(sql`status = 'pending'`),
    index('webhook_deliveries_leased_idx').on(table.leaseUntil).where(sql`status = 'in_flight'`),
    index('webhook_deliveries_subscription_idx').on(table.subscriptionId, table.createdAt),
    check('webhook_deliveries_max_attempts_positive', sql`max_attempts >= 1`),
  ],
)

/** Every POST of a delivery: what came back (status, first 2 KiB of the reply) or why nothing did. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    responseStart: text('response_start').notNull().default(''),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().default(sql`now()`),
  },
  table => [index('webhook_attempts_delivery_idx').on(table.deliveryId, table.attempt)],
)
