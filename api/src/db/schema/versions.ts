import { bigint, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * A counter per kind of data (`changes`: regulatory data; `keys`: accounts and keys), bumped in the
 * same transaction as every change of that kind. Instances read it every second and reload when it
 * differs from what they loaded, so a change whose NOTIFY they missed still reaches them.
 */
export const dataVersions = pgTable('data_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
})

/**
 * One row per completed seed load, written in the load's own transaction: a database with
 * regulations and no row here was not seeded by this version, or not completely (see api/src/changes/seed-import.ts).
 */
export const seedImports = pgTable('seed_imports', {
  id: uuid('id').primaryKey(),
  mode: text('mode').notNull(),
  records: integer('records').notNull(),
  events: integer('events').notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
})
