/**
 * Attempt results recorded as the worker gets them back: delivered ones together in one transaction
 * (each delivery succeeded, its attempt row, its subscription's counters moved once), anything else
 * on its own, in the order they came back, so a success after a failure ends a run of failures and
 * a failure after a success starts one. A claim lost meanwhile is not overwritten. On the run's
 * storage driver, with deliveries claimed through the real queue.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test'
import { eq, inArray, sql } from 'drizzle-orm'
import {
  accounts,
  emails,
  webhookAttempts,
  webhookDeliveries,
  webhookSubscriptions,
} from '../../../api/src/db/schema/index.ts'
import { newUuid } from '../../../api/src/lib/ids.ts'
import { AttemptRecorder } from '../../../api/src/webhooks/attempt-recorder.ts'
import { claimDeliveries, type DeliveryRow } from '../../../api/src/webhooks/delivery-queue.ts'
import type { OutboundResult } from '../../../api/src/webhooks/outbound.ts'
import { testDatabase, type TestDatabase } from '../../support/worker-database.ts'

let t: TestDatabase
let recorder: AttemptRecorder
const WORKER = 'recorder-test'
const alerts = { mailFrom: 'HempData <no-reply@localhost>', publicUrl: 'http://localhost:3000' }
const db = () => t.database.db

const reply = (status: number): OutboundResult => ({
  ok: status >= 200 && status < 300,
  status,
  durationMs: 12,
  responseStart: status < 300 ? 'ok' : 'down',
  retryAfterSeconds: null,
  address: '127.0.0.1',
  error: null,
})

/** A subscription with `n` deliveries claimed by this test's worker (`maxAttempts` 1: a failed attempt fails the delivery). */
async function claimed(n: number, maxAttempts = 6): Promise<{ subscription: string; deliveries: DeliveryRow[] }> {
  const subscription = newUuid()
  await db()
    .insert(webhookSubscriptions)
    .values({ id: subscription, accountId: 'acct_recorder', endpointUrl: 'https://receiver.test/', sealedSecret: 'x' })
  const ids = Array.from({ length: n }, () => newUuid())
  await db()
    .insert(webhookDeliveries)
    .values(
      ids.map((id, i) => ({
        id,
        subscriptionId: subscription,
        eventId: `evt_${id}`,
        eventType: 'x',
        body: `{"n":${i}}`,
        maxAttempts,
      })),
    )
  // Claimed as of a second from now: the rows' run_at is the database's clock, which may be ahead of this one.
  const soon = new Date(Date.now() + 1000)
  const deliveries = await claimDeliveries(db(), { limit: 1000, leaseMs: 60_000, workerId: WORKER, now: soon })
  return { subscription, deliveries: ids.map(id => deliveries.find(d => d.id === id)!) }
}

const subscriptionRow = async (id: string) =>
  (await db().select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, id)))[0]

beforeAll(async () => {
  t = await testDatabase()
  await db()
    .insert(accounts)
    .values({ id: 'acct_recorder', name: 'Recorder', email: 'recorder@example.com', tier: 'enterprise' })
  recorder = new AttemptRecorder(db(), alerts)
}, 60_000)
afterAll(() => t.close())

test('delivered results that come back together are recorded together, each whole', async () => {
  const { subscription, deliveries } = await claimed(40)
  const now = new Date()
  const states = await Promise.all(deliveries.map(d => recorder.record(d, reply(200), now)))
  expect(states).toEqual(Array(40).fill('succeeded'))
  const rows = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.subscriptionId, subscription))
  expect(rows.every(row => row.status === 'succeeded' && row.lastStatusCode === 200 && row.leaseUntil === null)).toBe(
    true,
  )
  expect(rows.every(row => row.deliveredAt !== null)).toBe(true)
  const attempts = await db()
    .select()
    .from(webhookAttempts)
    .where(
      inArray(
        webhookAttempts.deliveryId,
        deliveries.map(d => d.id),
      ),
    )
  expect(attempts).toHaveLength(40)
  expect(attempts.every(a => a.attempt === 1 && a.statusCode === 200 && a.durationMs === 12)).toBe(true)
  expect(await subscriptionRow(subscription)).toMatchObject({
    totalDeliveries: 40,
    failedDeliveries: 0,
    consecutiveFailures: 0,
  })
})

test('in the order they came back: a success after a failure ends the run; a failure after a success starts one', async () => {
  const first = await claimed(2)
  const now = new Date()
  // Both come back in one flush: the failure first.
  const [failed, delivered] = await Promise.all([
    recorder.record(first.deliveries[0], reply(500), now),
    recorder.record(first.deliveries[1], reply(200), now),
  ])
  expect([failed, delivered]).toEqual(['pending', 'succeeded'])
  expect((await subscriptionRow(first.subscription)).consecutiveFailures).toBe(0)

  const second = await claimed(2, 1)
  await Promise.all([
    recorder.record(second.deliveries[0], reply(200), now),
    recorder.record(second.deliveries[1], reply(503), now),
  ])
  expect((await subscriptionRow(second.subscription)).consecutiveFailures).toBe(1)
})

test('a failed attempt with a retry ahead counts nothing: a burst of them leaves the subscription active', async () => {
  const { subscription, deliveries } = await claimed(60)
  const states = []
  for (const delivery of deliveries) states.push(await recorder.record(delivery, reply(500), new Date()))
  expect(new Set(states)).toEqual(new Set(['pending']))
  expect(await subscriptionRow(subscription)).toMatchObject({
    status: 'active',
    consecutiveFailures: 0,
    failedDeliveries: 0,
    warnedAt: null,
  })
})

test('consecutive failed deliveries: the 40th warns, the 50th pauses; the counters say the same', async () => {
  const { subscription, deliveries } = await claimed(50, 1)
  for (const [i, delivery] of deliveries.entries()) {
    expect(await recorder.record(delivery, reply(500), new Date())).toBe('failed')
    const row = await subscriptionRow(subscription)
    expect(row.consecutiveFailures).toBe(i + 1)
    expect(row.failedDeliveries).toBe(i + 1)
    expect(row.warnedAt === null).toBe(i + 1 < 40)
    expect(row.status).toBe(i + 1 < 50 ? 'active' : 'paused')
  }
  const mails = await db()
    .select({ text: emails.textBody })
    .from(emails)
    .where(eq(emails.toAddress, 'recorder@example.com'))
  const bodies = mails.map(mail => mail.text).join('\n')
  expect(bodies).toContain('40 deliveries in a row')
  expect(bodies).toContain('50 deliveries in a row')
  expect(bodies).toContain('each after all 6 attempts')
})

test('a claim lost meanwhile (rescued and claimed again) is left to its new holder', async () => {
  const { deliveries } = await claimed(2)
  const [kept, lost] = deliveries
  await db()
    .update(webhookDeliveries)
    .set({ lockedBy: 'another-worker', attempts: sql`${webhookDeliveries.attempts} + 1` })
    .where(eq(webhookDeliveries.id, lost.id))
  const states = await Promise.all([
    recorder.record(kept, reply(200), new Date()),
    recorder.record(lost, reply(200), new Date()),
  ])
  expect(states).toEqual(['succeeded', 'lost'])
  const [row] = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.id, lost.id))
  expect(row).toMatchObject({ status: 'in_flight', lockedBy: 'another-worker' })
  expect(await db().select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, lost.id))).toEqual([])
})
