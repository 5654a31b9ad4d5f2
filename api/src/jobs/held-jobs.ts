/**
 * What the holder of a claimed job reports: done, failed (retried or given up), still running
 * (its lease extended), or given back unrun. Every step is fenced by (attempts, locked_by): a worker
 * whose lease was taken over cannot overwrite what the new holder reports.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { jobs } from '../db/schema/index.ts'
import { millisFromNow, type Job } from './queue.ts'

/** The job as its holder claimed it: nobody else has claimed it since. */
const heldBy = (job: Job): SQL =>
  and(
    eq(jobs.id, job.id),
    eq(jobs.state, 'running'),
    eq(jobs.attempts, job.attempts),
    eq(jobs.lockedBy, job.lockedBy ?? ''),
  )!

/** Marks a held job done; false when the lease had been lost (the job was rescued meanwhile). */
export async function completeJob(db: Db, job: Job): Promise<boolean> {
  return (await completeJobs(db, job.lockedBy ?? '', [job])).length === 1
}

/** Marks jobs `workerId` holds done, in one statement; returns the ids recorded (the others' leases were lost). */
export async function completeJobs(db: Db, workerId: string, held: Job[]): Promise<number[]> {
  if (held.length === 0) return []
  const claims = sql.join(
    held.map(job => sql`(${job.id}, ${job.attempts})`),
    sql`, `,
  )
  const done = await db
    .update(jobs)
    .set({ state: 'completed', leaseUntil: null, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(eq(jobs.state, 'running'), eq(jobs.lockedBy, workerId), sql`(${jobs.id}, ${jobs.attempts}) in (${claims})`),
    )
    .returning({ id: jobs.id })
  return done.map(row => row.id)
}

/**
 * Records a failed attempt: the job runs again in `retryInMs`, or, with its attempts spent, ends
 * `failed`. Returns the new state, or null when the lease had been lost.
 */
export async function failJob(
  db: Db,
  job: Job,
  error: string,
  retryInMs: number,
): Promise<'available' | 'failed' | null> {
  const spent = sql`${jobs.attempts} >= ${jobs.maxAttempts}`
  const [row] = await db
    .update(jobs)
    .set({
      state: sql`case when ${spent} then 'failed' else 'available' end`,
      runAt: sql`case when ${spent} then ${jobs.runAt} else ${millisFromNow(retryInMs)} end`,
      finishedAt: sql`case when ${spent} then now() end`,
      leaseUntil: null,
      lastError: error.slice(0, 2000),
      updatedAt: sql`now()`,
    })
    .where(heldBy(job))
    .returning({ state: jobs.state })
  return (row?.state as 'available' | 'failed' | undefined) ?? null
}

/** Keeps the leases of jobs `workerId` is still running from running out. */
export async function extendLeases(db: Db, workerId: string, ids: number[], leaseMs: number): Promise<void> {
  if (ids.length === 0) return
  await db
    .update(jobs)
    .set({ leaseUntil: millisFromNow(leaseMs) })
    .where(and(inArray(jobs.id, ids), eq(jobs.state, 'running'), eq(jobs.lockedBy, workerId)))
}

/** Gives jobs back unrun (a worker stopping): available now, the attempt not counted. */
export async function releaseJobs(db: Db, held: Job[]): Promise<void> {
  for (const job of held) {
    await db
      .update(jobs)
      .set({
        state: 'available',
        attempts: sql`${jobs.attempts} - 1`,
        runAt: sql`now()`,
        leaseUntil: null,
        updatedAt: sql`now()`,
      })
      .where(heldBy(job))
  }
}
