/**
 * The webhook worker end to end, in process, against a real HTTPS receiver: every change delivered
 * and verifiable; a burst of failed attempts with retries ahead pauses nothing, 50 failed
 * deliveries in a row (each after its sixth attempt, on a clock the test moves) pause the
 * subscription with e-mails at the SMTP stand-in (warning at 40); held events delivered after reactivation; a name that points at a private
 * address by the time of delivery is refused at connect. Retries: retries.test.ts.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { Webhook } from 'standardwebhooks'
import { expireRegulations } from '../../../api/src/changes/sunsets.ts'
import { applyChangeSet } from '../../../api/src/changes/service.ts'
import { regulationFromRow } from '../../../api/src/db/rows.ts'
import { regulations, webhookDeliveries, webhookSubscriptions } from '../../../api/src/db/schema/index.ts'
import { readEnv } from '../../../api/src/env.ts'
import { startWorkers, type Workers } from '../../../api/src/workers/index.ts'
import { TEST_SECRET_KEY } from '../../support/app.ts'
import { startSmtpStandIn, type SmtpStandIn } from '../../support/smtp-server.ts'
import { deliverySuite } from '../../support/delivery-suite.ts'
import { idleMachine } from '../../support/webhook-app.ts'
import { until } from '../../support/worker-database.ts'
import { MAX_ATTEMPTS, RETRY_DELAYS_MS } from '../../../api/src/webhooks/schedule.ts'

const suite = deliverySuite()
const { tls, db, received, inState, subscribe, deliveriesOf } = suite

describe('delivery', () => {
  test('status, confidence and sunset changes arrive once each, signed; other states’ changes do not', async () => {
    const sub = await subscribe('/every', 'CO')
    const worker = await suite.w.worker()
    const [status, other] = [inState('CO')[0], inState('TX')[0]]
    await suite.w.changeStatuses([status, other])
    // A confidence shift and a sunset, through the one write path.
    const regulation = suite.w.t.services.store.current.regulations[inState('CO')[1]]
    const [row] = await db().select().from(regulations).where(eq(regulations.id, regulation.id))
    const { createdAt: _c, updatedAt: _u, ...record } = regulationFromRow(row)
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
    await applyChangeSet(db(), {
      reason: 'Test: confidence and sunset',
      regulations: [{ ...record, confidence: Math.max(0, record.confidence - 0.3), expiryDate: yesterday }],
    })
    const expired = await expireRegulations(db(), new Date().toISOString().slice(0, 10))
    expect(expired.map(e => e.regulationId)).toEqual([regulation.id])
    expect(await expireRegulations(db(), new Date().toISOString().slice(0, 10))).toEqual([])
    await until(() => received('/every').some(r => r.body.includes('regulation_expired')), 10_000, 'the sunset event')
    await worker.idle()
    const events = received('/every')
      .map(r => JSON.parse(r.body))
      .filter(e => e.event_type !== 'webhook.test')
    const types = events.map(e => e.event_type)
    expect(types).toContain('legal_status_changed')
    expect(types).toContain('confidence_changed')
    expect(types).toContain('regulation_expired')
    expect(events.every(e => e.jurisdiction.state === 'CO' && e.jurisdiction.state_name === 'Colorado')).toBe(true)
    expect(new Set(events.map(e => e.event_id)).size).toBe(events.length)
    for (const got of received('/every'))
      expect(() => new Webhook(sub.secret).verify(got.body, got.headers.toJSON())).not.toThrow()
    const rows = await deliveriesOf(sub.uuid)
    const outcomes = rows.map(r => `${r.eventType}: ${r.status} after ${r.attempts} (${r.lastError ?? 'no error'})`)
    expect(outcomes.filter(o => !o.includes('succeeded after 1 '))).toEqual([])
    await worker.stop()
  })

  test('a name that answers a private address at delivery time is refused at connect', async () => {
    const sub = await subscribe('/rebind', 'OR')
    const worker = await suite.w.worker()
    for (const address of ['10.0.0.7', '::ffff:169.254.169.254', 'fd00::1']) {
      suite.answer = [address]
      const [id] = await suite.w.changeStatuses([inState('OR')[0]])
      await until(async () => (await deliveriesOf(sub.uuid)).some(r => r.attempts === 1 && r.lastError), 10_000)
      await worker.idle()
      // The body names the regulation as the API does.
      const publicId = suite.w.t.services.profile.regulationPublicId(id)
      const rows = (await deliveriesOf(sub.uuid)).filter(
        r => JSON.parse(r.body).regulation_id === publicId && r.lastError,
      )
      expect(rows.at(-1)?.lastError).toContain('refused_address')
      await db().delete(webhookDeliveries).where(eq(webhookDeliveries.subscriptionId, sub.uuid))
    }
    suite.answer = ['127.0.0.1']
    expect(received('/rebind')).toHaveLength(1) // only the creation's test event
    await worker.stop()
  })
})

describe('pause at 50 failed deliveries, e-mail, reactivation', () => {
  let smtp: SmtpStandIn
  let workers: Workers
  beforeAll(async () => {
    smtp = await startSmtpStandIn()
    const env = readEnv({ SMTP_URL: smtp.url, HD_SECRET_KEY: TEST_SECRET_KEY })
    workers = await startWorkers(suite.w.t.services.database, env, {
      runner: { pollMs: 200 },
      webhooks: {
        box: suite.w.box,
        policy: suite.w.policy,
        timeoutMs: 2000,
        now: suite.w.clock.now,
        pollMs: 200,
        // The machine's load is not this suite's subject.
        load: idleMachine(),
      },
    })
  })
  afterAll(async () => {
    await workers.stop()
    await smtp.close()
  })

  test('failed attempts pause nothing; the 40th failed delivery warns, the 50th pauses; reactivation delivers what was kept', async () => {
    const sub = await subscribe('/flaky', 'CA')
    tls.receiver.answer(request =>
      new URL(request.url).pathname === '/flaky' ? new Response('oops', { status: 500 }) : new Response('ok'),
    )
    const indexes = inState('CA').concat(inState('NV')).slice(0, 50)
    await db()
      .update(webhookSubscriptions)
      .set({ filters: { states: ['CA', 'NV'] } })
      .where(eq(webhookSubscriptions.id, sub.uuid))
    await suite.w.changeStatuses(indexes)
    const subscription = async () =>
      (await db().select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, sub.uuid)))[0]
    await until(
      async () => (await deliveriesOf(sub.uuid)).filter(r => r.attempts === 1 && r.status === 'pending').length === 50,
      20_000,
      '50 first attempts failed',
    )
    await workers.webhooks.idle()
    // A short outage during a burst: 50 failed attempts, every one with a retry ahead, pause nothing.
    expect(await subscription()).toMatchObject({ status: 'active', consecutiveFailures: 0, failedDeliveries: 0 })
    for (const [stage, delay] of RETRY_DELAYS_MS.slice(0, MAX_ATTEMPTS - 1).entries()) {
      suite.w.clock.advance(delay + 1000)
      workers.webhooks.wake()
      // Every delivery's next attempt made before the clock moves on.
      await until(
        async () => (await deliveriesOf(sub.uuid)).every(r => r.attempts >= stage + 2 && r.status !== 'in_flight'),
        30_000,
        `attempt ${stage + 2} of every delivery`,
      )
    }
    await until(async () => (await subscription()).status === 'paused', 20_000, 'the pause')
    await workers.webhooks.idle()
    expect(await subscription()).toMatchObject({ status: 'paused', consecutiveFailures: 50, failedDeliveries: 50 })
    const rows = await deliveriesOf(sub.uuid)
    expect(rows.every(r => r.status === 'failed' && r.attempts === MAX_ATTEMPTS)).toBe(true)
    const mails = await smtp.waitFor(2, 15_000)
    const subjects = mails.map(m => m.subject)
    expect(subjects.some(s => s?.includes('is failing'))).toBe(true)
    expect(subjects.some(s => s?.includes('paused'))).toBe(true)
    expect(mails.find(m => m.subject?.includes('paused'))?.text).toContain(tls.receiver.url('/flaky'))

    // Kept while paused: a new change is held, not sent.
    const before = received('/flaky').length
    await suite.w.changeStatuses([inState('CA')[0]])
    await until(async () => (await deliveriesOf(sub.uuid)).length === 51, 10_000, 'the held delivery')
    // The fifty stay failed (for good); the new change is kept for the reactivation.
    expect((await deliveriesOf(sub.uuid)).map(r => r.status).sort()).toEqual(
      [...Array(50).fill('failed'), 'held'].sort(),
    )
    expect(received('/flaky').length).toBe(before)

    // Reactivation needs a successful test event.
    const refused = await suite.w.post(`/v1/webhooks/${sub.id}/reactivate`, sub.key)
    expect(refused.body.errors[0].code).toBe('ENDPOINT_VALIDATION_FAILED')
    tls.receiver.answer(() => new Response('ok'))
    const reactivated = await suite.w.post(`/v1/webhooks/${sub.id}/reactivate`, sub.key)
    expect(reactivated.status).toBe(200)
    expect(reactivated.body.data).toMatchObject({ status: 'active', released_deliveries: 1, consecutive_failures: 0 })
    // The two test events of the reactivations are kept among the deliveries too: count the changes'.
    const changes = async () => (await deliveriesOf(sub.uuid)).filter(r => r.eventType !== 'webhook.test')
    await until(
      async () => (await changes()).filter(r => r.status === 'succeeded').length === 1,
      15_000,
      'the kept event',
    )
    // The 50 failed for good stay failed (a manual retry sends them again); the one kept while paused went out once.
    expect((await changes()).map(r => `${r.status}:${r.attempts}`).sort()).toEqual(
      [...Array(50).fill(`failed:${MAX_ATTEMPTS}`), 'succeeded:1'].sort(),
    )
    // Six attempts of fifty deliveries on the moved clock: three hundred POSTs.
  }, 240_000)
})
