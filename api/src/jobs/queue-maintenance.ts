/**
 * The queue's upkeep, run by every runner on a timer: running jobs whose lease ran out (their worker
 * died or lost the database) are put back or failed, and old completed jobs are deleted.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { jobs } from '../db/schema/index.ts'
import { JOB_COLUMNS, type Job } from './queue.ts'

/**
 * Puts back running jobs whose lease has expired (all running jobs not held by `except` when
 * `orphans` is set: on the embedded database one process owns every job). A job with its attempts
 * spent ends failed. Returns the rescued jobs in their new state.
 */
export async function rescueExpired(
  db: Db,
  options: { limit?: number; orphansOf?: { except: string } } = {},
): Promise<Job[]> {
  const stuck = options.orphansOf
    ? sql`${jobs.lockedBy} is distinct from ${options.orphansOf.except}`
    : lt(jobs.leaseUntil, sql`now()`)
  const expired = db.$with('expired').as(
    db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.state, 'running'), stuck))
      .orderBy(jobs.leaseUntil)
      .limit(options.limit ?? 100)
      .for('update', { skipLocked: true }),
  )
  const spent = sql`${jobs.attempts} >= ${jobs.maxAttempts}`
  return db
    .with(expired)
    .update(jobs)
    .set({
      state: sql`case when ${spent} then 'failed' else 'available' end`,
      runAt: sql`now()`,
      finishedAt: sql`case when ${spent} then now() end`,
      leaseUntil: null,
      lastError: sql`'lease expired: worker ' || coalesce(${jobs.lockedBy}, '?') || ' stopped before reporting attempt ' || ${jobs.attempts}`,
      updatedAt: sql`now()`,
    })
    .from(expired)
    .where(eq(jobs.id, expired.id))
    .returning(JOB_COLUMNS)
}

/** Deletes completed jobs finished more than `olderThanMs` ago (failed jobs are kept). */
export async function pruneCompleted(db: Db, olderThanMs: number, limit = 1000): Promise<number> {
  const old = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.state, 'completed'),
        lt(jobs.finishedAt, sql`now() - ${Math.round(olderThanMs)} * interval '1 millisecond'`),
      ),
    )
    .limit(limit)
  const gone = await db.delete(jobs).where(inArray(jobs.id, old)).returning({ id: jobs.id })
  return gone.length
}
