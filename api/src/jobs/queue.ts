/**
 * The job queue: rows of the `jobs` table, one statement per step, on PGlite and on a server alike
 * (modelled on River's river_job.sql and Oban's fetch and lifeline queries).
 *
 * - `enqueue` runs in the caller's transaction, so a job exists exactly when the change that caused
 *   it commits; its NOTIFY is delivered at that commit (and never for a rollback).
 * - `claimJobs` takes due jobs with `FOR UPDATE SKIP LOCKED` inside one UPDATE, so concurrent
 *   workers never take the same row, and gives each a lease that the worker extends while it runs.
 * - `completeJob` / `failJob` are fenced by (attempts, locked_by): a worker whose lease was taken
 *   over cannot overwrite what the new holder reports.
 * - `rescueExpired` puts back jobs whose lease ran out (their worker died or lost the database).
 *
 * No step holds a transaction open while a handler runs: on PGlite an open transaction blocks
 * every other query of the process.
 */
import { and, eq, getTableColumns, inArray, lt, lte, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { jobs } from '../db/schema/index.ts'

/** Every enqueue NOTIFYs here (payload: the job's kind); runners LISTEN on it. */
export const JOBS_CHANNEL = 'hd_jobs'

export type JobRow = typeof jobs.$inferSelect

export interface Job<P = unknown> extends Omit<JobRow, 'payload'> {
  payload: P
}

export interface NewJob {
  kind: string
  payload?: unknown
  /** Run no earlier than this many milliseconds after the enqueue (by the database's clock). */
  delayMs?: number
  /** Run no earlier than this instant. */
  runAt?: Date
  /** Claims allowed before the job is failed for good; 5 unless given. */
  maxAttempts?: number
  /** At most one kept job per key: enqueueing a key again adds nothing. */
  dedupeKey?: string
}

export const DEFAULT_MAX_ATTEMPTS = 5

/** The job's own columns (an UPDATE … FROM would also return the joined CTE's). */
const COLUMNS = getTableColumns(jobs)

const millis = (ms: number): SQL => sql`now() + ${Math.max(0, Math.round(ms))} * interval '1 millisecond'`

function runAtOf(job: NewJob): SQL | string {
  if (job.runAt) return job.runAt.toISOString()
  return job.delayMs ? millis(job.delayMs) : sql`now()`
}

/**
 * Adds jobs (inside the caller's transaction when given one) and returns the ids of those added;
 * a job whose dedupe key is already kept is skipped. One statement: the NOTIFY rides on RETURNING.
 */
export async function enqueueMany(db: Db, batch: NewJob[]): Promise<number[]> {
  if (batch.length === 0) return []
  const rows = batch.map(job => {
    if (!job.kind) throw new Error('A job needs a kind')
    const maxAttempts = job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS
    if (!Number.isInteger(maxAttempts) || maxAttempts < 1)
      throw new Error(`maxAttempts must be a whole number ≥ 1, got ${maxAttempts}`)
    return {
      kind: job.kind,
      payload: job.payload ?? {},
      runAt: runAtOf(job),
      maxAttempts,
      dedupeKey: job.dedupeKey ?? null,
    }
  })
  const added = await db
    .insert(jobs)
    .values(rows)
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id, notified: sql<string>`pg_notify(${JOBS_CHANNEL}, ${jobs.kind})` })
  return added.map(row => row.id)
}

/** Adds one job; `added` is false when a kept job already has its dedupe key (its id is returned). */
export async function enqueue(db: Db, job: NewJob): Promise<{ id: number; added: boolean }> {
  const [id] = await enqueueMany(db, [job])
  if (id !== undefined) return { id, added: true }
  const [kept] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.dedupeKey, job.dedupeKey ?? ''))
  if (!kept) throw new Error(`Job ${job.kind} was not added and no job has its dedupe key`)
  return { id: kept.id, added: false }
}

export interface ClaimOptions {
  /** Only these kinds: a worker takes only what it has handlers for. */
  kinds: string[]
  limit: number
  leaseMs: number
  workerId: string
}

/** Takes up to `limit` due jobs, oldest `run_at` first, leased to `workerId`. */
export async function claimJobs(db: Db, options: ClaimOptions): Promise<Job[]> {
  if (options.limit <= 0 || options.kinds.length === 0) return []
  const due = db.$with('due').as(
    db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.state, 'available'), lte(jobs.runAt, sql`now()`), inArray(jobs.kind, options.kinds)))
      .orderBy(jobs.runAt, jobs.id)
      .limit(options.limit)
      .for('update', { skipLocked: true }),
  )
  const claimed = await db
    .with(due)
    .update(jobs)
    .set({
      state: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: options.workerId,
      leaseUntil: millis(options.leaseMs),
      updatedAt: sql`now()`,
    })
    .from(due)
    .where(eq(jobs.id, due.id))
    .returning(COLUMNS)
  return claimed.sort((a, b) => (a.runAt < b.runAt ? -1 : a.runAt > b.runAt ? 1 : a.id - b.id))
}

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
      runAt: sql`case when ${spent} then ${jobs.runAt} else ${millis(retryInMs)} end`,
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
    .set({ leaseUntil: millis(leaseMs) })
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
    .returning(COLUMNS)
}

/** Milliseconds until the next available job of `kinds` is due (≤ 0: due now), or null if none waits. */
export async function nextDueIn(db: Db, kinds: string[]): Promise<number | null> {
  if (kinds.length === 0) return null
  const [row] = await db
    .select({ ms: sql<string | null>`extract(epoch from (min(${jobs.runAt}) - now())) * 1000` })
    .from(jobs)
    .where(and(eq(jobs.state, 'available'), inArray(jobs.kind, kinds)))
  return row?.ms === null || row?.ms === undefined ? null : Number(row.ms)
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
