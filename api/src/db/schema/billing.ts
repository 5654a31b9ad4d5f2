import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { accounts } from './accounts.ts'

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' })

/**
 * An account's Stripe subscription as HempData last applied it (api/src/billing). `stateAt` is the
 * creation time of the Stripe event (or the read-back) this row reflects: an older event changes
 * nothing, so events arriving out of order end in the state Stripe holds.
 */
export const billingSubscriptions = pgTable('billing_subscriptions', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id),
  customerId: text('customer_id').notNull().unique(),
  subscriptionId: text('subscription_id'),
  /** Stripe's status: active, trialing, past_due, canceled, unpaid, incomplete… */
  status: text('status').notNull(),
  /** The tier the subscription pays for (what Stripe holds now). */
  tier: text('tier').notNull(),
  billingPeriod: text('billing_period').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  periodEnd: at('period_end'),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** A payment failed: access ends then unless a payment succeeds first (the grace sweep). */
  graceUntil: at('grace_until'),
  stateAt: at('state_at').notNull(),
  updatedAt: at('updated_at').notNull().default(sql`now()`),
})

/** Every Stripe event handled, with what it did, written in the transaction of its effect: a redelivery finds it and does nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  accountId: text('account_id'),
  effect: text('effect').notNull(),
  createdAt: at('created_at').notNull(),
  processedAt: at('processed_at').notNull().default(sql`now()`),
})

/** Who started a Checkout Session: the account (a keyed checkout) or only an e-mail (keyless, column). */
export const billingCheckouts = pgTable('billing_checkouts', {
  sessionId: text('session_id').primaryKey(),
  accountId: text('account_id'),
  email: text('email').notNull(),
  tier: text('tier').notNull(),
  billingPeriod: text('billing_period').notNull(),
  createdAt: at('created_at').notNull().default(sql`now()`),
})

/** Invoices Stripe reported, for the dashboard's Billing page. */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    status: text('status').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    createdAt: at('created_at').notNull(),
  },
  table => [index('billing_invoices_account_idx').on(table.accountId, table.createdAt)],
)
