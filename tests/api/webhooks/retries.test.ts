/**
 * The webhook worker's timing, in process, against a real HTTPS receiver and a clock the test moves:
 * retries at the contract's schedule, a receiver's Retry-After honoured within it, and the slots of
 * a busy worker refilled as its POSTs finish (never left for the fallback poll).
 */
import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { webhookAttempts, webhookSubscriptions } from '../../../api/src/db/schema/index.ts'
import { RETRY_DELAYS_MS } from '../../../api/src/webhooks/schedule.ts'
import { deliverySuite } from '../../support/delivery-suite.ts'
import { idleMachine } from '../../support/webhook-app.ts'
import { until } from '../../support/worker-database.ts'

const suite = deliverySuite()
const { tls, db, received, inState, subscribe, deliveriesOf } = suite

describe('a busy worker', () => {
  test('while the machine answers requests, at most four POSTs are in flight; once it has CPU to spare, the rest go at once', async () => {
    const paths = Array.from({ length: 12 }, (_, i) => `/yield/${i}`)
    for (const path of paths) await subscribe(path, 'ID')
    let inFlight = 0
    let most = 0
    tls.receiver.answer(async request => {
      if (!new URL(request.url).pathname.startsWith('/yield/')) return new Response('ok')
      most = Math.max(most, ++inFlight)
      await Bun.sleep(50)
      inFlight--
      return new Response('ok')
    })
    const load = idleMachine(true)
    const worker = await suite.w.worker({ load, pollMs: 60_000 })
    await suite.w.changeStatuses([inState('ID')[0]])
    const delivered = () => paths.filter(path => received(path).some(r => !r.body.includes('webhook.test'))).length
    await until(() => delivered() >= 8, 5_000, 'eight deliveries four at a time')
    expect(most).toBe(4)
    load.settle()
    await until(() => delivered() === 12, 5_000, 'the rest')
    await worker.stop()
  })

  test('a change to more subscriptions than it has slots: the rest go as the first finish, not at the next poll', async () => {
    const paths = Array.from({ length: 12 }, (_, i) => `/busy/${i}`)
    for (const path of paths) await subscribe(path, 'NV')
    // Four slots and a poll of a minute: only the refill of freed slots can send the other eight in time.
    const worker = await suite.w.worker({ concurrency: 4, pollMs: 60_000 })
    await suite.w.changeStatuses([inState('NV')[0]])
    const delivered = () => paths.every(path => received(path).some(r => !r.body.includes('webhook.test')))
    await until(delivered, 5_000, 'all twelve deliveries')
    await worker.stop()
  })
})

describe('retries at the schedule', () => {
  test('1 min, 5 min, 30 min, 2 h, 12 h after successive failures, then failed after the 6th attempt', async () => {
    const sub = await subscribe('/retry', 'WA')
    tls.receiver.answer(request =>
      new URL(request.url).pathname === '/retry' ? new Response('no', { status: 502 }) : new Response('ok'),
    )
    const worker = await suite.w.worker({ pollMs: 60_000 })
    await suite.w.changeStatuses([inState('WA')[0]])
    await until(() => received('/retry').length === 2, 10_000, 'the first attempt') // test event + attempt 1
    await worker.idle()
    for (const delay of RETRY_DELAYS_MS.slice(0, 5)) {
      const sent = received('/retry').length
      suite.w.clock.advance(delay - 2000)
      worker.wake()
      await worker.idle()
      expect(received('/retry').length, `not before ${delay} ms`).toBe(sent)
      suite.w.clock.advance(3000)
      worker.wake()
      await worker.idle()
      expect(received('/retry').length, `after ${delay} ms`).toBe(sent + 1)
    }
    const [delivery] = await deliveriesOf(sub.uuid).then(rows => rows.filter(r => r.eventType !== 'webhook.test'))
    expect(delivery).toMatchObject({ status: 'failed', attempts: 6, lastStatusCode: 502 })
    const attempts = await db()
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, delivery.id))
      .orderBy(webhookAttempts.attempt)
    const gaps = attempts.slice(1).map((a, i) => Date.parse(a.at) - Date.parse(attempts[i].at))
    gaps.forEach((gap, i) => {
      expect(gap).toBeGreaterThanOrEqual(RETRY_DELAYS_MS[i])
      expect(gap).toBeLessThan(RETRY_DELAYS_MS[i] + 5000)
    })
    const [counted] = await db().select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, sub.uuid))
    // One delivery failed (after six attempts): one failed delivery in a row.
    expect(counted).toMatchObject({ failedDeliveries: 1, totalDeliveries: 1, consecutiveFailures: 1, status: 'active' })
    // A further advance sends nothing more.
    suite.w.clock.advance(RETRY_DELAYS_MS[5] + 1000)
    worker.wake()
    await worker.idle()
    expect(received('/retry')).toHaveLength(7)
    await worker.stop()
  })

  test('Retry-After beyond the schedule’s delay is honoured; a shorter one is not', async () => {
    const sub = await subscribe('/later', 'MT')
    let retryAfter = '600'
    tls.receiver.answer(request =>
      new URL(request.url).pathname === '/later'
        ? new Response('busy', { status: 503, headers: { 'retry-after': retryAfter } })
        : new Response('ok'),
    )
    const worker = await suite.w.worker({ pollMs: 60_000 })
    const start = suite.w.clock.now().getTime()
    await suite.w.changeStatuses([inState('MT')[0]])
    await until(
      async () => (await deliveriesOf(sub.uuid)).some(r => r.attempts === 1 && r.status === 'pending'),
      10_000,
    )
    const next = async () =>
      (await deliveriesOf(sub.uuid)).find(r => r.eventType !== 'webhook.test' && r.status === 'pending')!
    const first = await next()
    expect(Date.parse(first.runAt) - start).toBeGreaterThanOrEqual(600_000)
    expect(Date.parse(first.runAt) - start).toBeLessThan(610_000)
    retryAfter = '5'
    suite.w.clock.advance(601_000)
    worker.wake()
    await worker.idle()
    const second = await next()
    expect(second.attempts).toBe(2)
    const gap = Date.parse(second.runAt) - suite.w.clock.now().getTime()
    expect(gap).toBeGreaterThan(RETRY_DELAYS_MS[1] - 5000)
    expect(gap).toBeLessThanOrEqual(RETRY_DELAYS_MS[1])
    await worker.stop()
  })
})
