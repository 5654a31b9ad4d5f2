/**
 * What a receiver sees, in both variants, followed through the same deployment's public API: a
 * delivery's `regulation_id` is an id `GET /v1/regulations/{id}` answers 200 for, its
 * `after.legal_status` is the `legal_status` that response gives (and `before`/`after` use only the
 * variant's status names), and the test event's `subscription_id` is an id `/v1/webhooks/{id}/…`
 * accepts. Real HTTPS receiver, real worker, real change through the one write path.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { until } from '../../support/worker-database.ts'
import { useTlsReceiver } from '../../support/tls-receiver.ts'
import { webhookApp, type WebhookApp } from '../../support/webhook-app.ts'

const NESTED_STATUSES = ['legal', 'legal_with_restrictions', 'restricted', 'prohibited', 'unclear']
const COLUMN_STATUSES = ['legal', 'restricted', 'prohibited', 'gray_area', 'pending_change']

for (const variant of ['nested', 'column'] as const) {
  describe(`${variant}: a delivery's ids and statuses are the deployment's`, () => {
    const tls = useTlsReceiver()
    let w: WebhookApp
    beforeAll(async () => {
      w = await webhookApp(tls.certificate, { variant, timeoutMs: 2000 })
    }, 300_000)
    afterAll(() => w.close())

    test('regulation_id and legal_status read back through GET /v1/regulations/{id}; subscription_id through /v1/webhooks/{id}', async () => {
      const key = await w.t.key('enterprise')
      const stateKey = variant === 'nested' ? 'states' : 'jurisdictions'
      const created = await w.post('/v1/webhooks', key, {
        endpoint_url: tls.receiver.url('/body'),
        filters: { [stateKey]: ['CO'] },
      })
      expect(created.status, JSON.stringify(created.body)).toBe(201)

      // The creation's test event names the subscription by the id the API answered with.
      const [testEvent] = tls.receiver.received.filter(r => r.path === '/body').map(r => JSON.parse(r.body))
      expect(testEvent.event_type).toBe('webhook.test')
      expect(testEvent.subscription_id).toBe(created.body.data.id)
      const deliveries = await w.request(`/v1/webhooks/${testEvent.subscription_id}/deliveries`, { key })
      expect(deliveries.status).toBe(200)

      const worker = await w.worker()
      const index = w.t.services.store.current.regulations.findIndex(r => r.state === 'CO')
      await w.changeStatus(index)
      await until(
        () => tls.receiver.received.some(r => r.path === '/body' && r.body.includes('legal_status_changed')),
        10_000,
        'the delivery',
      )
      await worker.stop()
      const body = tls.receiver.received
        .filter(r => r.path === '/body')
        .map(r => JSON.parse(r.body))
        .find(b => b.event_type === 'legal_status_changed')

      if (variant === 'nested') expect(body.regulation_id).toMatch(/^reg_/)
      else expect(body.regulation_id).toMatch(/^[0-9a-f-]{36}$/)
      const read = await w.request(`/v1/regulations/${body.regulation_id}`, { key })
      expect(read.status).toBe(200)
      const record = variant === 'nested' ? (read.body.data.regulation ?? read.body.data) : read.body.data
      expect(body.after.legal_status).toBe(record.legal_status)
      expect(body.before.legal_status).not.toBe(body.after.legal_status)
      const names = variant === 'nested' ? NESTED_STATUSES : COLUMN_STATUSES
      expect(names).toContain(body.before.legal_status)
      expect(names).toContain(body.after.legal_status)
      // The contract's state keys and nothing of the stored form.
      expect(Object.keys(body.after)).toEqual(['legal_status', 'summary', 'thc_limit', 'age_requirement'])
      expect(Object.keys(body.before)).toEqual(['legal_status', 'summary', 'thc_limit', 'age_requirement'])
    }, 60_000)
  })
}
