import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type {
  ConfidenceBreakdown,
  Determinations,
  FieldChange,
  RegulationDetails,
  RegulationState,
  Source,
  Sponsor,
} from '../../domain/types.ts'

export const regulations = pgTable(
  'regulations',
  {
    id: uuid('id').primaryKey(),
    state: text('state').notNull(),
    substance: text('substance').notNull(),
    productType: text('product_type').notNull(),
    legalStatus: text('legal_status').notNull(),
    pendingChange: boolean('pending_change').notNull().default(false),
    federalStatus: text('federal_status').notNull(),
    summary: text('summary').notNull(),
    details: jsonb('details').$type<RegulationDetails>().notNull(),
    determinations: jsonb('determinations')
      .$type<Determinations>()
      .notNull()
      .default({} as Determinations),
    blockSale: boolean('block_sale').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }),
    confidence: real('confidence').notNull(),
    confidenceBreakdown: jsonb('confidence_breakdown').$type<ConfidenceBreakdown>().notNull(),
    verificationTier: text('verification_tier').notNull(),
    lastVerified: timestamp('last_verified', { withTimezone: true, mode: 'string' }).notNull(),
    sources: jsonb('sources').$type<Source[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().default(sql`now()`),
  },
  table => [uniqueIndex('regulations_key_idx').on(table.state, table.substance, table.productType)],
)

export const bills = pgTable('bills', {
  billId: text('bill_id').primaryKey(),
  state: text('state').notNull(),
  number: text('number').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  status: text('status').notNull(),
  introducedDate: date('introduced_date', { mode: 'string' }).notNull(),
  lastAction: text('last_action').notNull(),
  lastActionDate: date('last_action_date', { mode: 'string' }).notNull(),
  sponsors: jsonb('sponsors').$type<Sponsor[]>().notNull(),
  subjects: jsonb('subjects').$type<string[]>().notNull(),
  impactSummary: text('impact_summary').notNull(),
  trackerUrl: text('tracker_url').notNull(),
  fullTextUrl: text('full_text_url'),
  lastChecked: timestamp('last_checked', { withTimezone: true, mode: 'string' }).notNull(),
})

export const regulationBills = pgTable(
  'regulation_bills',
  {
    regulationId: uuid('regulation_id')
      .notNull()
      .references(() => regulations.id),
    billId: text('bill_id')
      .notNull()
      .references(() => bills.billId),
  },
  table => [
    primaryKey({ columns: [table.regulationId, table.billId] }),
    index('regulation_bills_bill_idx').on(table.billId),
  ],
)

/** One row per change event; written only by the change service, in the regulation's transaction. */
export const changelog = pgTable(
  'changelog',
  {
    id: uuid('id').primaryKey(),
    regulationId: uuid('regulation_id').notNull(),
    state: text('state').notNull(),
    substance: text('substance').notNull(),
    productType: text('product_type').notNull(),
    eventType: text('event_type').notNull(),
    before: jsonb('before').$type<RegulationState | null>(),
    after: jsonb('after').$type<RegulationState>().notNull(),
    fields: jsonb('fields').$type<FieldChange[]>().notNull(),
    diffSummary: text('diff_summary').notNull(),
    plainEnglishSummary: text('plain_english_summary').notNull(),
    reason: text('reason').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'string' }).notNull(),
    detectedAt: timestamp('detected_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  table => [
    index('changelog_regulation_idx').on(table.regulationId),
    index('changelog_changed_at_idx').on(table.changedAt),
  ],
)

/** Events waiting for delivery (webhooks); claimed with FOR UPDATE SKIP LOCKED by workers. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().default(sql`now()`),
    processedAt: timestamp('processed_at', { withTimezone: true, mode: 'string' }),
  },
  table => [index('outbox_pending_idx').on(table.createdAt).where(sql`processed_at is null`)],
)
