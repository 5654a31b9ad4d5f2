/** The job queue's steps on the run's storage driver: enqueue in a transaction, claim, fence, retry, give up, rescue, prune. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { sql } from 'drizzle-orm'
import type { Db } from '../../../api/src/db/client.ts'
import { jobs } from '../../../api/src/db/schema/index.ts'
import { backoffMs } from '../../../api/src/jobs/handler.ts'
import { completeJob, extendLeases, failJob, releaseJobs } from '../../../api/src/jobs/held-jobs.ts'
import { pruneCompleted, rescueExpired } from '../../../api/src/jobs/queue-maintenance.ts'
import { claimJobs, enqueue, enqueueMany, JOBS_CHANNEL, nextDueIn } from '../../../api/src/jobs/queue.ts'
import { jobRow, testDatabase, type TestDatabase } from '../../support/worker-database.ts'

let t: TestDatabase
let kindSerial = 0
/** A kind no other test uses, so claims in one test never see another's jobs. */
const freshKind = () => `test.kind${kindSerial++}`
const claim = (kind: string, workerId = 'w1', leaseMs = 30_000, limit = 10) =>
  claimJobs(t.database.db, { kinds: [kind], limit, leaseMs, workerId })

beforeAll(async () => {
  t = await testDatabase()
}, 60_000)
afterAll(() => t.close())

describe('enqueue', () => {
  test('a job enqueued in a rolled-back transaction never exists and never notifies; a committed one notifies at commit', async () => {
    const kind = freshKind()
    const heard: string[] = []
    const unlisten = await t.database.listen(JOBS_CHANNEL, payload => heard.push(payload))
    await t.database.db
      .transaction(async tx => {
        await enqueue(tx as unknown as Db, { kind })
        tx.rollback()
      })
      .catch(() => {})
    let heardBeforeCommit = -1
    await t.database.db.transaction(async tx => {
      await enqueue(tx as unknown as Db, { kind, payload: { n: 1 } })
      await Bun.sleep(100)
      heardBeforeCommit = heard.filter(k => k === kind).length
    })
    const deadline = Date.now() + 2000
    while (!heard.includes(kind) && Date.now() < deadline) await Bun.sleep(5)
    await unlisten()
    expect(heardBeforeCommit).toBe(0)
    expect(heard.filter(k => k === kind)).toEqual([kind])
    const claimed = await claim(kind)
    expect(claimed.map(job => job.payload)).toEqual([{ n: 1 }])
  })

  test('a dedupe key admits one job while the first is kept', async () => {
    const kind = freshKind()
    const first = await enqueue(t.database.db, { kind, dedupeKey: `${kind}:daily` })
    const second = await enqueue(t.database.db, { kind, dedupeKey: `${kind}:daily`, payload: { other: true } })
    expect(first.added).toBe(true)
    expect(second).toEqual({ id: first.id, added: false })
    expect(await enqueueMany(t.database.db, [{ kind, dedupeKey: `${kind}:daily` }, { kind }])).toHaveLength(1)
  })

  test('bad jobs are refused before reaching the database', async () => {
    await expect(enqueue(t.database.db, { kind: '' })).rejects.toThrow('kind')
    await expect(enqueue(t.database.db, { kind: freshKind(), maxAttempts: 0 })).rejects.toThrow('maxAttempts')
  })
})

describe('claim, complete and fail', () => {
  test('a job is due at its run_at, by the database clock', async () => {
    const kind = freshKind()
    await enqueue(t.database.db, { kind, delayMs: 400 })
    expect(await claim(kind)).toHaveLength(0)
    const dueIn = (await nextDueIn(t.database.db, [kind]))!
    expect(dueIn).toBeGreaterThan(250)
    expect(dueIn).toBeLessThanOrEqual(400)
    await Bun.sleep(dueIn + 5)
    expect(await claim(kind)).toHaveLength(1)
    expect(await nextDueIn(t.database.db, [kind])).toBeNull()
  })

  test('claims take the oldest due jobs, lease them and count the attempt', async () => {
    const kind = freshKind()
    await enqueueMany(
      t.database.db,
      [1, 2, 3].map(n => ({ kind, payload: { n } })),
    )
    const claimed = await claim(kind, 'w1', 30_000, 2)
    expect(claimed.map(job => job.payload)).toEqual([{ n: 1 }, { n: 2 }])
    for (const job of claimed) {
      expect(job).toMatchObject({ state: 'running', attempts: 1, lockedBy: 'w1' })
      expect(Date.parse(job.leaseUntil!)).toBeGreaterThan(Date.now() + 25_000)
    }
    expect((await claim(kind, 'w2')).map(job => job.payload)).toEqual([{ n: 3 }])
  })

  test('a failed attempt waits its retry time; the last one ends failed and is kept with its error', async () => {
    const kind = freshKind()
    const { id } = await enqueue(t.database.db, { kind, maxAttempts: 2 })
    const [first] = await claim(kind)
    expect(await failJob(t.database.db, first, 'first failure', 150)).toBe('available')
    expect(await claim(kind)).toHaveLength(0)
    await Bun.sleep(160)
    const [second] = await claim(kind)
    expect(second.attempts).toBe(2)
    expect(await failJob(t.database.db, second, 'second failure', 150)).toBe('failed')
    const row = await jobRow(t.database, id)
    expect(row).toMatchObject({ state: 'failed', attempts: 2, lastError: 'second failure', leaseUntil: null })
    expect(row.finishedAt).not.toBeNull()
    await Bun.sleep(160)
    expect(await claim(kind)).toHaveLength(0)
  })

  test('a worker whose lease was taken over cannot complete or fail the job', async () => {
    const kind = freshKind()
    const { id } = await enqueue(t.database.db, { kind })
    const [stale] = await claim(kind, 'w1', 20)
    await Bun.sleep(40)
    expect((await rescueExpired(t.database.db)).map(job => job.id)).toContain(id)
    const [current] = await claim(kind, 'w2')
    expect(current.attempts).toBe(2)
    expect(await completeJob(t.database.db, stale)).toBe(false)
    expect(await failJob(t.database.db, stale, 'late', 0)).toBeNull()
    expect((await jobRow(t.database, id)).state).toBe('running')
    expect(await completeJob(t.database.db, current)).toBe(true)
    expect((await jobRow(t.database, id)).state).toBe('completed')
  })
})

describe('leases', () => {
  test('an extended lease is not rescued; an expired one is put back, or failed when its attempts are spent', async () => {
    const kind = freshKind()
    const kept = await enqueue(t.database.db, { kind })
    const lost = await enqueue(t.database.db, { kind })
    const spent = await enqueue(t.database.db, { kind, maxAttempts: 1 })
    const claimed = await claim(kind, 'w1', 50)
    await Bun.sleep(30)
    await extendLeases(t.database.db, 'w1', [kept.id], 30_000)
    await Bun.sleep(40)
    const rescued = await rescueExpired(t.database.db)
    expect(rescued.map(job => `${job.id}:${job.state}`).sort()).toEqual(
      [`${lost.id}:available`, `${spent.id}:failed`].sort(),
    )
    expect(rescued[0].lastError).toContain('lease expired: worker w1')
    expect((await jobRow(t.database, kept.id)).state).toBe('running')
    expect(claimed).toHaveLength(3)
  })

  test('a released job is available at once and its attempt is not counted', async () => {
    const kind = freshKind()
    const { id } = await enqueue(t.database.db, { kind })
    const claimed = await claim(kind)
    await releaseJobs(t.database.db, claimed)
    expect(await jobRow(t.database, id)).toMatchObject({ state: 'available', attempts: 0, leaseUntil: null })
    expect(await claim(kind)).toHaveLength(1)
  })

  test('at start on an embedded database, every job left running by a stopped process is taken back', async () => {
    const kind = freshKind()
    const { id } = await enqueue(t.database.db, { kind })
    await claim(kind, 'stopped-process')
    const rescued = await rescueExpired(t.database.db, { orphansOf: { except: 'this-process' } })
    expect(rescued.map(job => job.id)).toContain(id)
    expect((await jobRow(t.database, id)).state).toBe('available')
  })
})

test('completed jobs are pruned after their retention; failed ones are kept', async () => {
  const kind = freshKind()
  const done = await enqueue(t.database.db, { kind })
  const failed = await enqueue(t.database.db, { kind, maxAttempts: 1 })
  const claimed = await claim(kind)
  await completeJob(t.database.db, claimed.find(job => job.id === done.id)!)
  await failJob(t.database.db, claimed.find(job => job.id === failed.id)!, 'x', 0)
  expect(await pruneCompleted(t.database.db, 60_000)).toBe(0)
  await Bun.sleep(20)
  expect(await pruneCompleted(t.database.db, 10)).toBeGreaterThanOrEqual(1)
  expect(await jobRow(t.database, done.id)).toBeUndefined()
  expect((await jobRow(t.database, failed.id)).state).toBe('failed')
  const [{ count }] = await t.database.db.select({ count: sql<number>`count(*)::int` }).from(jobs)
  expect(Number(count)).toBeGreaterThan(0)
})

test('the default backoff doubles per attempt within ±25 %, capped at an hour', () => {
  for (let attempt = 1; attempt <= 12; attempt++) {
    const nominal = Math.min(3_600_000, 10_000 * 2 ** (attempt - 1))
    for (let i = 0; i < 50; i++) {
      const delay = backoffMs(attempt)
      expect(delay).toBeGreaterThanOrEqual(nominal * 0.75)
      expect(delay).toBeLessThanOrEqual(nominal * 1.25)
    }
  }
})
