import { sql } from 'drizzle-orm'
import { boolean, check, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The playground demo key's settings: one row, set by the operator (/ops/playground). The key is
 * published (the /playground page carries it), so it is kept as it is; the caps are what limit it.
 * No row means the playground is off.
 */
export const playgroundSettings = pgTable(
  'playground_settings',
  {
    id: smallint('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(false),
    /** The one active demo key (`hd_demo_…`); null until one is generated. */
    demoKey: text('demo_key'),
    /** Browser origins the key works from, matched exactly. */
    allowedOrigins: text('allowed_origins').array().notNull().default(sql`'{}'::text[]`),
    perIpHourly: integer('per_ip_hourly').notNull().default(60),
    perIpDaily: integer('per_ip_daily').notNull().default(300),
    globalHourly: integer('global_hourly').notNull().default(5000),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().default(sql`now()`),
  },
  table => [check('playground_settings_one_row', sql`${table.id} = 1`)],
)
