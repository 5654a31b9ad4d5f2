/** The runner: exactly-once claims across runners, NOTIFY, timers, a graceful stop (lost NOTIFY, retries and leases: runner.recovery.test.ts). */
import { expect, test } from 'bun:test'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../../../api/src/db/client.ts'
import { jobs } from '../../../api/src/db/schema/index.ts'
import { enqueue, enqueueMany } from '../../../api/src/jobs/queue.ts'
import type { JobHandlers } from '../../../api/src/jobs/handler.ts'
import { DRIVER, jobRow, percentile, until } from '../../support/worker-database.ts'
import { extra, freshKind, runner, runnerHooks, t } from '../../support/job-runners.ts'

runnerHooks()

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
