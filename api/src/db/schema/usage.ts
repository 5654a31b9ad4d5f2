import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { accounts } from './accounts.ts'

/** Product checks per account and calendar month (UTC), for tiers with a monthly allowance. */
export const monthlyUsage = pgTable(
  'monthly_usage',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    /** `YYYY-MM`, UTC. */
    month: text('month').notNull(),
    checks: integer('checks').notNull().default(0),
  },
  table => [primaryKey({ columns: [table.accountId, table.month] })],
)
