import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Forecasts are cached for 24 hours per state and horizon, in Postgres so every instance shares
 * them. `payload` holds the computed forecast without its disclaimer, which is restamped per response.
 */
export const predictionCache = pgTable(
  'prediction_cache',
  {
    state: text('state').notNull(),
    horizonDays: integer('horizon_days').notNull(),
    /** Fingerprint of the model version and the inputs the forecast was computed from (api/src/engines/predictions/inputs.ts). */
    dataVersion: text('data_version').notNull(),
    payload: jsonb('payload').notNull(),
    calculatedAt: timestamp('calculated_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  table => [primaryKey({ columns: [table.state, table.horizonDays] })],
)
