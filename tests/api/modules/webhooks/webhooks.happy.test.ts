/**
 * /v1/webhooks in both variants against a real local HTTPS receiver: creation sends a signed test
 * event and shows the secret once; the list has counters and never the secret; delete answers each
 * variant's shape; rotation, deliveries with attempts, test events and retries.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { createHmac } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { Webhook } from 'standardwebhooks'
import { webhookDeliveries } from '../../../../api/src/db/schema/index.ts'
import { serviceSignature } from '../../../../api/src/webhooks/signing.ts'
import { useTlsReceiver } from '../../../support/tls-receiver.ts'
import { webhookApp, type WebhookApp } from '../../../support/webhook-app.ts'
import { expectOk } from '../../../support/api.ts'

const tls = useTlsReceiver()

for (const variant of ['nested', 'column'] as const) {
  describe(`${variant}: /v1/webhooks`, () => {
    let w: WebhookApp
    let key: string
    const stateKey = variant === 'nested' ? 'states' : 'jurisdictions'
    beforeAll(async () => {
      w = await webhookApp(tls.certificate, { variant })
      key = await w.t.key('enterprise')
    }, 120_000)
    afterAll(() => w.close())

    // One subscription per endpoint_url and account: each test subscribes a path of its own.
    let paths = 0
    const create = (body: Record<string, unknown> = {}) =>
      w.post('/v1/webhooks', key, { endpoint_url: tls.receiver.url(`/hooks/${paths++}`), ...body })

    test('POST: 201 with the secret once, after a signed test event reached the endpoint', async () => {
      const res = await create({
        filters: { [stateKey]: ['co', 'TX', 'CO'], substances: ['CBD'], product_types: ['vape'], event_types: [] },
        description: 'Compliance desk',
      })
      const data = expectOk(res, 201).data
      expect(data.id).toMatch(variant === 'nested' ? /^whk_[0-9a-f-]{36}$/ : /^[0-9a-f-]{36}$/)
      expect(data.signing_secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
      expect(data).toMatchObject({
        endpoint_url: tls.receiver.url(`/hooks/${paths - 1}`),
        status: 'active',
        description: 'Compliance desk',
        filters: { [stateKey]: ['CO', 'TX'], substances: ['cbd'], product_types: ['vapes'] },
      })
      expect(tls.receiver.received).toHaveLength(1)
      const [got] = tls.receiver.received
      const event = JSON.parse(got.body)
      expect(event).toMatchObject({ event_type: 'webhook.test', test: true })
      expect(event.event_id).toMatch(/^test_/)
      // Both schemes verify with the secret just shown: the Standard Webhooks library and by hand.
      const headers = got.headers.toJSON()
      expect(new Webhook(data.signing_secret).verify(got.body, headers)).toEqual(event)
      expect(got.headers.get('x-service-signature')).toBe(serviceSignature(got.body, data.signing_secret))
    })

    test('GET: counters and no secret; another account sees none of it', async () => {
      const list = expectOk(await w.request('/v1/webhooks', { key }))
      expect(list.meta.total).toBe(list.data.length)
      for (const item of list.data) {
        expect(item).not.toHaveProperty('signing_secret')
        expect(item).toMatchObject({ total_deliveries: 0, failed_deliveries: 0, last_triggered_at: null })
        expect(JSON.stringify(item)).not.toContain('whsec_')
      }
      const other = await w.t.key('enterprise')
      expect(expectOk(await w.request('/v1/webhooks', { key: other })).data).toEqual([])
    })

    test('DELETE: the variant’s answer; another account’s id and a deleted id are 404', async () => {
      const id = expectOk(await create(), 201).data.id
      const other = await w.t.key('enterprise')
      const foreign = await w.request(`/v1/webhooks/${id}`, { method: 'DELETE', key: other })
      expect(foreign.status).toBe(404)
      expect(foreign.body.errors[0].code).toBe('NOT_FOUND')
      const deleted = expectOk(await w.request(`/v1/webhooks/${id}`, { method: 'DELETE', key }))
      if (variant === 'nested') expect(deleted.data).toEqual({ id, deleted: true })
      else {
        expect(deleted.success).toBe(true)
        expect(deleted.data.message).toContain('deleted')
      }
      expect((await w.request(`/v1/webhooks/${id}`, { method: 'DELETE', key })).status).toBe(404)
    })

    test('a change is delivered with the contract’s body; deliveries list it with its attempt', async () => {
      const created = expectOk(await create(), 201).data
      const worker = await w.worker()
      await worker.idle()
      tls.receiver.received.length = 0
      const regulationId = await w.changeStatus(3)
      const deadline = Date.now() + 10_000
      while (tls.receiver.received.length === 0 && Date.now() < deadline) await Bun.sleep(10)
      await worker.idle()
      const bodies = tls.receiver.received.map(r => JSON.parse(r.body))
      // The body names the regulation as this variant's API does (reg_… nested, the UUID column).
      const publicId = w.t.services.profile.regulationPublicId(regulationId)
      const event = bodies.find(b => b.regulation_id === publicId && b.event_type === 'legal_status_changed')
      expect(event).toBeDefined()
      expect(Object.keys(event)).toEqual([
        'event_id',
        'event_type',
        'regulation_id',
        'jurisdiction',
        'substance',
        'product_type',
        'before',
        'after',
        'diff_summary',
        'plain_english_summary',
        'timestamp',
      ])
      expect(typeof event.jurisdiction.state_name).toBe('string')
      expect(Object.keys(event.after).sort()).toEqual(['age_requirement', 'legal_status', 'summary', 'thc_limit'])
      const got = tls.receiver.received.find(r => JSON.parse(r.body).event_id === event.event_id)!
      const headers = got.headers.toJSON()
      expect(new Webhook(created.signing_secret).verify(got.body, headers)).toEqual(event)
      expect(got.headers.get('webhook-id')).toBe(event.event_id)

      const deliveries = expectOk(await w.request(`/v1/webhooks/${created.id}/deliveries?status=succeeded`, { key }))
      const delivery = deliveries.data.find((d: any) => d.event_id === event.event_id)
      expect(delivery).toMatchObject({ status: 'succeeded', attempts: 1, body: got.body })
      expect(delivery.attempt_log).toHaveLength(1)
      expect(delivery.attempt_log[0]).toMatchObject({ attempt: 1, status_code: 200, error: null, response_start: 'ok' })
      const listed = expectOk(await w.request('/v1/webhooks', { key })).data.find((s: any) => s.id === created.id)
      expect(listed.total_deliveries).toBeGreaterThanOrEqual(1)
      expect(listed.last_triggered_at).not.toBeNull()
      await worker.stop()
    })

    test('rotation: the new secret once; during the overlap both verify, then only the new one', async () => {
      const created = expectOk(await create(), 201).data
      const rotated = expectOk(await w.post(`/v1/webhooks/${created.id}/rotate-secret`, key, { overlap_hours: 1 })).data
      expect(rotated.signing_secret).not.toBe(created.signing_secret)
      expect(rotated.secret_overlap_until).not.toBeNull()
      tls.receiver.received.length = 0
      expect(expectOk(await w.post(`/v1/webhooks/${created.id}/test`, key)).data).toMatchObject({ delivered: true })
      const [got] = tls.receiver.received
      const headers = got.headers.toJSON()
      expect(() => new Webhook(rotated.signing_secret).verify(got.body, headers)).not.toThrow()
      expect(() => new Webhook(created.signing_secret).verify(got.body, headers)).not.toThrow()
      expect(got.headers.get('webhook-signature')!.split(' ')).toHaveLength(2)
      // X-Service-Signature keeps the old secret until the overlap ends.
      expect(got.headers.get('x-service-signature')).toBe(serviceSignature(got.body, created.signing_secret))
      w.clock.advance(3_600_000 + 1000)
      tls.receiver.received.length = 0
      await w.post(`/v1/webhooks/${created.id}/test`, key)
      const after = tls.receiver.received[0]
      // The clock moved an hour: check the signature itself, not the library's timestamp tolerance.
      expect(after.headers.get('webhook-signature')!.split(' ')).toHaveLength(1)
      const signed = `${after.headers.get('webhook-id')}.${after.headers.get('webhook-timestamp')}.${after.body}`
      const v1 = (secret: string) =>
        `v1,${createHmac('sha256', Buffer.from(secret.slice(6), 'base64'))
          .update(signed)
          .digest('base64')}`
      expect(after.headers.get('webhook-signature')).toBe(v1(rotated.signing_secret))
      expect(after.headers.get('x-service-signature')).toBe(serviceSignature(after.body, rotated.signing_secret))
    })

    test('test event on demand: the outcome is the answer and is kept; a failed one can be retried', async () => {
      const created = expectOk(await create(), 201).data
      tls.receiver.answer(() => new Response('down for maintenance', { status: 503 }))
      const outcome = expectOk(await w.post(`/v1/webhooks/${created.id}/test`, key)).data
      expect(outcome).toMatchObject({ delivered: false, status_code: 503 })
      const failed = expectOk(await w.request(`/v1/webhooks/${created.id}/deliveries?status=failed`, { key })).data
      expect(failed).toHaveLength(1)
      expect(failed[0].attempt_log[0]).toMatchObject({ status_code: 503, response_start: 'down for maintenance' })
      const retried = expectOk(await w.post(`/v1/webhooks/${created.id}/deliveries/${failed[0].id}/retry`, key))
      expect(retried.data.status).toBe('pending')
      const again = await w.post(`/v1/webhooks/${created.id}/deliveries/${failed[0].id}/retry`, key)
      expect(again.status).toBe(400)
      expect(again.body.errors[0].code).toBe('VALIDATION_ERROR')
      const [row] = await w.t.services.database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.eventId, failed[0].event_id))
      expect(row).toMatchObject({ status: 'pending', maxAttempts: 2 })
    })
  })
}
