/**
 * /v1/webhooks refusals: the contract's codes for a bad endpoint_url, unknown filter values, an
 * endpoint that cannot be reached or answers non-2xx to the test event (redirects included), other
 * tiers, and other accounts' ids. Every refusal is the error envelope, never a 500.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { useTlsReceiver } from '../../../support/tls-receiver.ts'
import { webhookApp, type WebhookApp } from '../../../support/webhook-app.ts'
import { expectError } from '../../../support/api.ts'

const tls = useTlsReceiver()
let w: WebhookApp
let key: string

beforeAll(async () => {
  w = await webhookApp(tls.certificate, { timeoutMs: 1500 })
  key = await w.t.key('enterprise')
}, 120_000)
afterAll(() => w.close())

const create = (body: unknown) => w.post('/v1/webhooks', key, body)

describe('endpoint_url', () => {
  test('absent, null or empty → MISSING_ENDPOINT', async () => {
    expectError(await create({}), 'MISSING_ENDPOINT')
    expectError(await create({ endpoint_url: null }), 'MISSING_ENDPOINT')
    expectError(await create({ endpoint_url: '' }), 'MISSING_ENDPOINT')
    expectError(await create({ filters: { states: ['CO'] } }), 'MISSING_ENDPOINT')
  })

  test('not a URL → INVALID_URL; http:// → HTTPS_REQUIRED', async () => {
    expectError(await create({ endpoint_url: 'not a url' }), 'INVALID_URL')
    expectError(await create({ endpoint_url: 42 }), 'INVALID_URL')
    expectError(await create({ endpoint_url: 'https://user:pw@receiver.test/x' }), 'INVALID_URL')
    expectError(await create({ endpoint_url: 'https://receiver.test:25/x' }), 'INVALID_URL')
    expectError(await create({ endpoint_url: `http://receiver.test:${tls.receiver.port}/x` }), 'HTTPS_REQUIRED')
    expectError(await create({ endpoint_url: 'ftp://receiver.test/x' }), 'HTTPS_REQUIRED')
  })

  test('a name that does not resolve, or a closed port → ENDPOINT_UNREACHABLE', async () => {
    expectError(await create({ endpoint_url: 'https://nowhere.invalid/hooks' }), 'ENDPOINT_UNREACHABLE')
    const closed = await create({ endpoint_url: 'https://receiver.test:1/hooks' })
    expect(closed.status).toBe(400)
  })

  test('addresses that are not public are refused at save (the worker checks again at connect)', async () => {
    // Loopback IPv4 is allowed here (HD_WEBHOOK_ALLOW_NETWORKS=127.0.0.0/8 for the test receiver).
    for (const host of [
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '[::1]',
      '[fe80::1]',
      '[fc00::1]',
      '[::ffff:10.0.0.1]',
      '[::ffff:a9fe:a9fe]',
    ]) {
      const res = await create({ endpoint_url: `https://${host}:8443/hooks` })
      expectError(res, 'ENDPOINT_UNREACHABLE')
      expect(res.body.errors[0].message, host).toContain('public addresses')
    }
  })

  test('a non-2xx reply or a redirect to the test event → ENDPOINT_VALIDATION_FAILED; nothing is stored', async () => {
    tls.receiver.answer(() => new Response('no', { status: 410 }))
    const refused = await create({ endpoint_url: tls.receiver.url() })
    expectError(refused, 'ENDPOINT_VALIDATION_FAILED')
    expect(refused.body.errors[0].message).toContain('410')
    tls.receiver.answer(() => new Response(null, { status: 302, headers: { location: 'https://elsewhere.test/' } }))
    expectError(await create({ endpoint_url: tls.receiver.url() }), 'ENDPOINT_VALIDATION_FAILED')
    const list = await w.request('/v1/webhooks', { key })
    expect(list.body.data).toEqual([])
  })

  test('an endpoint that does not answer in time → ENDPOINT_UNREACHABLE', async () => {
    tls.receiver.answer(() => new Promise(resolve => setTimeout(() => resolve(new Response('late')), 3000)))
    const started = Date.now()
    expectError(await create({ endpoint_url: tls.receiver.url() }), 'ENDPOINT_UNREACHABLE')
    expect(Date.now() - started).toBeLessThan(2900)
  })
})

describe('body and filters', () => {
  test('unknown filter values name the field; unknown fields and wrong types are VALIDATION_ERROR', async () => {
    const cases: [unknown, string][] = [
      [{ endpoint_url: tls.receiver.url(), filters: { states: ['CO', 'XX'] } }, 'body.filters.states[1]'],
      [{ endpoint_url: tls.receiver.url(), filters: { substances: ['kratom'] } }, 'body.filters.substances[0]'],
      [{ endpoint_url: tls.receiver.url(), filters: { product_types: ['cars'] } }, 'body.filters.product_types[0]'],
      [{ endpoint_url: tls.receiver.url(), filters: { event_types: ['source_added'] } }, 'body.filters.event_types[0]'],
      [{ endpoint_url: tls.receiver.url(), filters: { jurisdictions: ['CO'] } }, 'body.filters'],
      [{ endpoint_url: tls.receiver.url(), filters: { states: 'CO' } }, 'body.filters'],
      [{ endpoint_url: tls.receiver.url(), secret: 'mine' }, 'body'],
      [{ endpoint_url: tls.receiver.url(), description: 'x'.repeat(501) }, 'body.description'],
    ]
    for (const [body, path] of cases) {
      const res = await create(body)
      expectError(res, 'VALIDATION_ERROR')
      expect(res.body.errors[0].message, JSON.stringify(body)).toContain(path)
    }
    expectError(await w.request('/v1/webhooks', { method: 'POST', key, body: '{"endpoint_url":' }), 'VALIDATION_ERROR')
    expectError(await w.request('/v1/webhooks', { method: 'POST', key, body: '[]' }), 'VALIDATION_ERROR')
  })

  test('ids: malformed or another variant’s form → 404; deliveries query checked', async () => {
    for (const id of ['nope', 'whk_123', '00000000-0000-0000-0000-000000000000', `whk_${crypto.randomUUID()}`])
      expectError(await w.request(`/v1/webhooks/${id}`, { method: 'DELETE', key }), 'NOT_FOUND')
    expectError(await w.request(`/v1/webhooks/whk_${crypto.randomUUID()}/deliveries`, { key }), 'NOT_FOUND')
    const id = (await create({ endpoint_url: tls.receiver.url() })).body.data.id
    expectError(await w.request(`/v1/webhooks/${id}/deliveries?status=lost`, { key }), 'VALIDATION_ERROR')
    expectError(await w.request(`/v1/webhooks/${id}/deliveries?per_page=500`, { key }), 'VALIDATION_ERROR')
    expectError(await w.post(`/v1/webhooks/${id}/rotate-secret`, key, { overlap_hours: 1000 }), 'VALIDATION_ERROR')
    expectError(await w.post(`/v1/webhooks/${id}/deliveries/nope/retry`, key), 'NOT_FOUND')
    const other = await w.t.key('enterprise')
    for (const [method, path] of [
      ['DELETE', `/v1/webhooks/${id}`],
      ['GET', `/v1/webhooks/${id}/deliveries`],
      ['POST', `/v1/webhooks/${id}/rotate-secret`],
      ['POST', `/v1/webhooks/${id}/reactivate`],
      ['POST', `/v1/webhooks/${id}/test`],
    ])
      expectError(await w.request(path, { method, key: other }), 'NOT_FOUND')
  })
})

describe('tiers', () => {
  test('every tier but enterprise gets 403 naming the enterprise tier, on every route', async () => {
    for (const tier of w.t.services.profile.tiers.filter(tier => tier !== 'enterprise')) {
      const allowance = w.t.services.profile.stateAllowance(tier)
      const lower = await w.t.key(tier, allowance ? { states: ['CO', 'TX', 'CA', 'NY', 'FL'].slice(0, allowance) } : {})
      for (const [method, path] of [
        ['POST', '/v1/webhooks'],
        ['GET', '/v1/webhooks'],
        ['DELETE', `/v1/webhooks/whk_${crypto.randomUUID()}`],
      ]) {
        const res = await w.request(path, {
          method,
          key: lower,
          body: method === 'POST' ? JSON.stringify({ endpoint_url: tls.receiver.url() }) : undefined,
        })
        expectError(res, 'FORBIDDEN')
        expect(res.body.errors[0].message).toContain('enterprise tier')
        expect(res.body.errors[0].message).toContain(tier)
      }
    }
  })
})
