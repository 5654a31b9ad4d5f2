/** The runner when things go wrong: a lost NOTIFY and the poll bound, retries, timeouts, leases and rescue. */
import { describe, expect, test } from 'bun:test'
import { sql } from 'drizzle-orm'
import { jobs } from '../../../api/src/db/schema/index.ts'
import { claimJobs, enqueue } from '../../../api/src/jobs/queue.ts'
import { RetryLater, type JobHandlers } from '../../../api/src/jobs/handler.ts'
import { DRIVER, jobRow, until } from '../../support/worker-database.ts'
import { CLAIM_SLACK_MS, freshKind, runner, runnerHooks, t } from '../../support/job-runners.ts'

runnerHooks()

describe('a lost NOTIFY', () => {
  /** A job written without its NOTIFY, as if the notification never arrived. */
  const silentInsert = (kind: string) =>
    t.database.db.insert(jobs).values({ kind, maxAttempts: 1 }).returning({ id: jobs.id })

  test('delays a job by at most the poll interval (400 ms here)', async () => {
    const kind = freshKind()
    let ranAt = 0
    await runner(
      {
        [kind]: {
          run: async () => {
            ranAt = performance.now()
          },
        },
      },
      { pollMs: 400 },
    )
    await Bun.sleep(50)
    const begun = performance.now()
    await silentInsert(kind)
    await until(() => ranAt > 0, 5_000, 'the silently inserted job')
    const delay = ranAt - begun
    console.log(`[figures] ${DRIVER}: a job whose NOTIFY was lost ran after ${delay.toFixed(0)} ms (poll 400 ms)`)
    expect(delay).toBeLessThanOrEqual(400 + CLAIM_SLACK_MS)
  })

  test('without a poll it would wait: the next wake of any cause takes it', async () => {
    const kind = freshKind()
    const ran: number[] = []
    await runner({ [kind]: { run: async (_p, job) => void ran.push(job.id) } })
    await Bun.sleep(50)
    const [{ id: lost }] = await silentInsert(kind)
    await Bun.sleep(600)
    expect(ran).toEqual([])
    const { id: next } = await enqueue(t.database.db, { kind })
    await until(() => ran.length === 2, 2_000, 'both jobs')
    expect(ran.sort()).toEqual([lost, next].sort())
  })

  test.skipIf(DRIVER !== 'postgres')(
    'after the LISTEN connection is cut, a job still runs within the poll interval',
    async () => {
      const kind = freshKind()
      let ranAt = 0
      await runner(
        {
          [kind]: {
            run: async () => {
              ranAt = performance.now()
            },
          },
        },
        { pollMs: 400 },
      )
      const terminated = await t.database.db.execute(
        sql`select pg_terminate_backend(pid) as gone from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
      )
      expect([...(terminated as unknown as { gone: boolean }[])].some(row => row.gone)).toBe(true)
      const begun = performance.now()
      await enqueue(t.database.db, { kind })
      await until(() => ranAt > 0, 5_000, 'the job enqueued while LISTEN reconnected')
      const delay = ranAt - begun
      console.log(
        `[figures] postgres: with the LISTEN connection cut, a job ran after ${delay.toFixed(0)} ms (poll 400 ms)`,
      )
      expect(delay).toBeLessThanOrEqual(400 + CLAIM_SLACK_MS)
    },
  )
})

describe('retries', () => {
  test('a handler schedule and RetryLater set the wait before the next attempt; spent attempts call `failed`', async () => {
    const kind = freshKind()
    const attempts: number[] = []
    const failedJobs: number[] = []
    await runner({
      [kind]: {
        retryDelayMs: () => 200,
        async run(_payload, job) {
          attempts.push(performance.now())
          if (job.attempts === 1) throw new RetryLater('busy', 350)
          throw new Error('still failing')
        },
        failed: async job => void failedJobs.push(job.id),
      },
    })
    const { id } = await enqueue(t.database.db, { kind, maxAttempts: 3 })
    await until(() => failedJobs.length === 1, 5_000, 'the job to fail')
    const gaps = attempts.slice(1).map((at, i) => at - attempts[i])
    expect(gaps[0]).toBeGreaterThanOrEqual(340)
    expect(gaps[0]).toBeLessThan(350 + 800)
    expect(gaps[1]).toBeGreaterThanOrEqual(190)
    expect(gaps[1]).toBeLessThan(200 + 800)
    expect(await jobRow(t.database, id)).toMatchObject({ state: 'failed', attempts: 3, lastError: 'still failing' })
  })

  test('an attempt that outlives its timeout fails and its signal is aborted', async () => {
    const kind = freshKind()
    let aborted = false
    await runner({
      [kind]: {
        timeoutMs: 100,
        run: (_payload, _job, signal) =>
          new Promise<void>(() => signal.addEventListener('abort', () => (aborted = true))),
      },
    })
    const { id } = await enqueue(t.database.db, { kind, maxAttempts: 1 })
    await until(async () => (await jobRow(t.database, id)).state === 'failed', 5_000, 'the timed-out job')
    expect((await jobRow(t.database, id)).lastError).toBe('timed out after 100 ms')
    expect(aborted).toBe(true)
  })
})

describe('leases', () => {
  test('a handler running three leases long keeps its job: no other runner rescues it', async () => {
    const kind = freshKind()
    let runs = 0
    const handlers: JobHandlers = {
      [kind]: {
        run: async () => {
          runs++
          await Bun.sleep(600)
        },
      },
    }
    await runner(handlers, { leaseMs: 200, rescueEveryMs: 50 })
    await runner(handlers, { leaseMs: 200, rescueEveryMs: 50 })
    const { id } = await enqueue(t.database.db, { kind })
    await until(async () => (await jobRow(t.database, id)).state === 'completed', 5_000, 'the long job')
    expect(runs).toBe(1)
  })

  test('a job held by a worker that died runs again once its lease expires', async () => {
    const kind = freshKind()
    const ran: number[] = []
    const { id } = await enqueue(t.database.db, { kind })
    await claimJobs(t.database.db, { kinds: [kind], limit: 1, leaseMs: 150, workerId: 'dead-worker' })
    const begun = performance.now()
    await runner({ [kind]: { run: async () => void ran.push(performance.now() - begun) } }, { rescueEveryMs: 50 })
    await until(() => ran.length === 1, 5_000, 'the rescued job')
    expect(ran[0]).toBeGreaterThanOrEqual(140)
    expect(ran[0]).toBeLessThan(1_500)
    await until(async () => (await jobRow(t.database, id)).state === 'completed', 2_000, 'the completion')
    expect((await jobRow(t.database, id)).attempts).toBe(2)
  })
})
