/** The runner: exactly-once claims across runners, NOTIFY, timers, the poll bound, leases, rescue, a graceful stop. */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test'
import { sql } from 'drizzle-orm'
import { openDatabase, type Database } from '../../../api/src/db/client.ts'
import { jobs } from '../../../api/src/db/schema/index.ts'
import { claimJobs, enqueue, enqueueMany } from '../../../api/src/jobs/queue.ts'
import { JobRunner, RetryLater, type JobHandlers, type RunnerOptions } from '../../../api/src/workers/runner.ts'
import { DRIVER, jobRow, percentile, testDatabase, until, type TestDatabase } from '../../support/worker-database.ts'

let t: TestDatabase
const [started, extra]: [JobRunner[], Database[]] = [[], []]
let kindSerial = 0
/** What a claim and a handler may take once the runner woke, on a machine busy with other test runs. */
const CLAIM_SLACK_MS = 300
const freshKind = () => `runner.kind${kindSerial++}`

/** A runner that only NOTIFY, timers and finished handlers wake (the poll is a minute) unless told otherwise. */
async function runner(handlers: JobHandlers, options: RunnerOptions = {}, database = t.database): Promise<JobRunner> {
  const created = new JobRunner(database, handlers, { pollMs: 60_000, rescueEveryMs: 60_000, ...options })
  await created.start()
  started.push(created)
  return created
}

beforeAll(async () => {
  t = await testDatabase()
}, 60_000)
afterEach(async () => {
  await Promise.all(started.splice(0).map(r => r.stop()))
})
afterAll(async () => {
  await Promise.all(extra.map(database => database.close()))
  await t.close()
})

test('500 jobs, 4 runners: every job is handled exactly once, never more than `concurrency` at a time per runner', async () => {
  const kind = freshKind()
  const calls = new Map<number, number>()
  const perRunner: number[] = []
  const peak: number[] = []
  const handlersFor = (index: number): JobHandlers => {
    let inFlight = 0
    perRunner[index] = 0
    peak[index] = 0
    return {
      [kind]: {
        async run(_payload, job) {
          peak[index] = Math.max(peak[index], ++inFlight)
          calls.set(job.id, (calls.get(job.id) ?? 0) + 1)
          perRunner[index]++
          await Bun.sleep(Math.random() * 3)
          inFlight--
        },
      },
    }
  }
  // On a server each runner has its own connections, as separate processes would.
  const databases = await Promise.all(
    [0, 1, 2, 3].map(async i => {
      if (DRIVER === 'pglite' || i === 0) return t.database
      const database = await openDatabase({ databaseUrl: t.env.DATABASE_URL })
      extra.push(database)
      return database
    }),
  )
  const runners = await Promise.all(
    databases.map((database, i) => runner(handlersFor(i), { concurrency: 8 }, database)),
  )
  const begun = performance.now()
  for (let batch = 0; batch < 10; batch++) {
    await enqueueMany(
      t.database.db,
      Array.from({ length: 50 }, (_, n) => ({ kind, payload: { n: batch * 50 + n } })),
    )
  }
  await until(() => calls.size === 500, 60_000, '500 jobs handled')
  const seconds = (performance.now() - begun) / 1000
  await until(
    async () =>
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(jobs)
          .where(sql`kind = ${kind} and state = 'completed'`)
      )[0].n === 500,
    10_000,
    'completions recorded',
  )
  console.log(
    `[figures] ${DRIVER}: 500 jobs over 4 runners in ${seconds.toFixed(2)} s (${Math.round(500 / seconds)} jobs/s); per runner ${perRunner.join('/')}, peak in flight ${peak.join('/')}`,
  )
  expect([...calls.values()].every(count => count === 1)).toBe(true)
  expect(Math.max(...peak)).toBeLessThanOrEqual(8)
  expect(runners.every(r => r.inFlight === 0)).toBe(true)
}, 90_000)

test('NOTIFY wakes a runner at once: enqueue → handled latency', async () => {
  const kind = freshKind()
  let handled: (() => void) | null = null
  await runner({ [kind]: { run: async () => handled?.() } })
  const latencies: number[] = []
  for (let i = 0; i < 200; i++) {
    const done = new Promise<void>(resolve => (handled = resolve))
    // Idle first: the cycle after the last job has ended, so only the NOTIFY can wake the runner.
    await Bun.sleep(25)
    const begun = performance.now()
    await enqueue(t.database.db, { kind })
    await Promise.race([
      done,
      Bun.sleep(2_000).then(() => Promise.reject(new Error(`job ${i} was not handled within 2 s`))),
    ])
    latencies.push(performance.now() - begun)
  }
  const p50 = percentile(latencies, 50)
  const p99 = percentile(latencies, 99)
  console.log(
    `[figures] ${DRIVER}: enqueue → handled p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (200 jobs, one at a time, no polling)`,
  )
  expect(p50).toBeLessThan(100)
  expect(p99).toBeLessThan(1000)
}, 60_000)

test('a job due later runs at its run_at, woken by a timer, not by the poll', async () => {
  const kind = freshKind()
  let ranAt = 0
  await runner({
    [kind]: {
      run: async () => {
        ranAt = performance.now()
      },
    },
  })
  const begun = performance.now()
  await enqueue(t.database.db, { kind, delayMs: 300 })
  await until(() => ranAt > 0, 5_000, 'the delayed job')
  const delay = ranAt - begun
  console.log(`[figures] ${DRIVER}: a job due in 300 ms ran after ${delay.toFixed(0)} ms`)
  expect(delay).toBeGreaterThanOrEqual(290)
  expect(delay).toBeLessThan(1_500) // the timer, not the minute-long poll
})

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

test('stop lets short handlers finish and gives back what outlives the grace, attempt uncounted', async () => {
  const kind = freshKind()
  let aborted = false
  const r = await runner(
    {
      [kind]: {
        async run(payload: { hang: boolean }, _job, signal) {
          if (!payload.hang) return Bun.sleep(100)
          await new Promise<void>(resolve => signal.addEventListener('abort', () => resolve()))
          aborted = true
        },
      },
    },
    { stopGraceMs: 300 },
  )
  const quick = await enqueue(t.database.db, { kind, payload: { hang: false } })
  const hanging = await enqueue(t.database.db, { kind, payload: { hang: true } })
  await until(() => r.inFlight === 2, 2_000, 'both jobs running')
  const begun = performance.now()
  await r.stop()
  const took = performance.now() - begun
  expect(took).toBeGreaterThanOrEqual(290)
  expect(took).toBeLessThan(2_000)
  expect((await jobRow(t.database, quick.id)).state).toBe('completed')
  expect(await jobRow(t.database, hanging.id)).toMatchObject({ state: 'available', attempts: 0, leaseUntil: null })
  await Bun.sleep(20)
  expect(aborted).toBe(true)
})
