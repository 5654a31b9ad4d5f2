import { sql } from 'drizzle-orm'
import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import type { ProductTypeId } from '../../domain/types.ts'

/** The 50 states, DC and the federal layer (`US`). */
export const jurisdictions = pgTable('jurisdictions', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  region: text('region'),
  hempProgramStatus: text('hemp_program_status').notNull(),
  regulatoryAuthority: text('regulatory_authority').notNull(),
  hempProgramUrl: text('hemp_program_url'),
  adultUse: boolean('adult_use').notNull(),
  overallStance: text('overall_stance').notNull(),
  keyHighlights: jsonb('key_highlights').$type<string[]>().notNull(),
  notes: text('notes'),
  hr5371Impact: text('hr5371_impact').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().default(sql`now()`),
})

export const substances = pgTable('substances', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  federalStatus: text('federal_status').notNull(),
  federalThcLimit: text('federal_thc_limit').notNull(),
  hr5371Relevance: text('hr5371_relevance').notNull(),
  commonProductTypes: jsonb('common_product_types').$type<ProductTypeId[]>().notNull(),
})

export const productTypes = pgTable('product_types', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  commonRestrictions: jsonb('common_restrictions').$type<string[]>().notNull(),
})
