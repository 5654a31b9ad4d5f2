/**
 * The job queue: rows of the `jobs` table, one statement per step, on PGlite and on a server alike
 * (modelled on River's river_job.sql and Oban's fetch and lifeline queries). This file adds and
 * takes jobs; held-jobs.ts records what their holders report; queue-maintenance.ts rescues and prunes.
 *
 * - `enqueue` runs in the caller's transaction, so a job exists exactly when the change that caused
 *   it commits; its NOTIFY is delivered at that commit (and never for a rollback).
 * - `claimJobs` takes due jobs with `FOR UPDATE SKIP LOCKED` inside one UPDATE, so concurrent
 *   workers never take the same row, and gives each a lease that the worker extends while it runs.
 *
 * No step holds a transaction open while a handler runs: on PGlite an open transaction blocks
 * every other query of the process.
 */
import { and, eq, getTableColumns, inArray, lte, sql, type SQL } from 'drizzle-orm'
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
export const JOB_COLUMNS = getTableColumns(jobs)

/** The database's clock `ms` milliseconds from now (never in the past). */
export const millisFromNow = (ms: number): SQL => sql`now() + ${Math.max(0, Math.round(ms))} * interval '1 millisecond'`

function runAtOf(job: NewJob): SQL | string {
  if (job.runAt) return job.runAt.toISOString()
  return job.delayMs ? millisFromNow(job.delayMs) : sql`now()`
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
      leaseUntil: millisFromNow(options.leaseMs),
      updatedAt: sql`now()`,
    })
    .from(due)
    .where(eq(jobs.id, due.id))
    .returning(JOB_COLUMNS)
  return claimed.sort((a, b) => (a.runAt < b.runAt ? -1 : a.runAt > b.runAt ? 1 : a.id - b.id))
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
