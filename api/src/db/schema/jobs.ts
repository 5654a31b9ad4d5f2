import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Background work (api/src/jobs/queue.ts). A row is `available` from `run_at` on, `running` while
 * a worker holds its lease, and ends `completed` or `failed` (attempts spent; kept for inspection).
 * `attempts` counts claims and also fences a worker's report: a worker whose lease was taken over
 * can no longer complete or fail the job.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    state: text('state', { enum: ['available', 'running', 'completed', 'failed'] })
      .notNull()
      .default('available'),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'string' }).notNull().default(sql`now()`),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** While running: the worker that holds it, and until when (extended while the handler runs). */
    lockedBy: text('locked_by'),
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'string' }),
    lastError: text('last_error'),
    /** Enqueueing a key that a kept job already has adds nothing (completed jobs are pruned after a week). */
    dedupeKey: text('dedupe_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().default(sql`now()`),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'string' }),
  },
  table => [
    index('jobs_available_idx').on(table.runAt, table.id).where(sql`state = 'available'`),
    index('jobs_running_idx').on(table.leaseUntil).where(sql`state = 'running'`),
    index('jobs_finished_idx').on(table.finishedAt).where(sql`state = 'completed'`),
    check('jobs_max_attempts_positive', sql`max_attempts >= 1`),
  ],
)
