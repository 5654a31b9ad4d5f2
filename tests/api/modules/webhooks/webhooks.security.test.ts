/**
 * /v1/webhooks as an attacker holding an account's secret key would use it: answers that carry a
 * signing secret are not cacheable (nor any other: they are an account's data); a `null` body does
 * not rotate the secret; one account cannot subscribe an endpoint twice, nor more than
 * MAX_SUBSCRIPTIONS endpoints; a refused name is not resolved for the caller; each action is in the
 * account's audit log under the key's prefix.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { Webhook } from 'standardwebhooks'
import { auditEvents } from '../../../../api/src/db/schema/index.ts'
import { MAX_SUBSCRIPTIONS } from '../../../../api/src/modules/webhooks/subscriptions.ts'
import { account, expectError, expectOk } from '../../../support/api.ts'
import { resolveTo, RECEIVER_NAME, useTlsReceiver } from '../../../support/tls-receiver.ts'
import { webhookApp, type WebhookApp } from '../../../support/webhook-app.ts'

const tls = useTlsReceiver()
let w: WebhookApp

beforeAll(async () => {
  w = await webhookApp(tls.certificate, {
    resolve: resolveTo({ [RECEIVER_NAME]: ['127.0.0.1'], 'intranet.example': ['10.1.2.3'] }),
  })
}, 120_000)
afterAll(() => w.close())

let paths = 0
const subscribe = (key: string, path = `/secure/${paths++}`) =>
  w.post('/v1/webhooks', key, { endpoint_url: tls.receiver.url(path) })

describe('answers that carry a secret', () => {
  test('creation and rotation are Cache-Control: no-store, like every answer of /v1/webhooks', async () => {
    const { secret: key } = await account(w.t, 'enterprise')
    const created = await subscribe(key)
    expect(expectOk(created, 201).data.signing_secret).toMatch(/^whsec_/)
    expect(created.headers.get('cache-control')).toBe('no-store')
    const id = created.body.data.id
    const rotated = await w.post(`/v1/webhooks/${id}/rotate-secret`, key, { overlap_hours: 0 })
    expect(expectOk(rotated).data.signing_secret).toMatch(/^whsec_/)
    expect(rotated.headers.get('cache-control')).toBe('no-store')
    for (const path of ['/v1/webhooks', `/v1/webhooks/${id}/deliveries`])
      expect((await w.request(path, { key })).headers.get('cache-control'), path).toBe('no-store')
  })

  test('a null body does not rotate: 400, and the secret signs as before', async () => {
    const { secret: key } = await account(w.t, 'enterprise')
    const created = expectOk(await subscribe(key), 201).data
    for (const body of ['null', '[]', '"rotate"', '1'])
      expectError(
        await w.request(`/v1/webhooks/${created.id}/rotate-secret`, { method: 'POST', key, body }),
        'VALIDATION_ERROR',
      )
    tls.receiver.received.length = 0
    await w.post(`/v1/webhooks/${created.id}/test`, key)
    const [got] = tls.receiver.received
    expect(() => new Webhook(created.signing_secret).verify(got.body, got.headers.toJSON())).not.toThrow()
    // One signature: no rotation put a second secret beside the first.
    expect(got.headers.get('webhook-signature')?.split(' ')).toHaveLength(1)
  })
})

describe('how many subscriptions', () => {
  test('one per endpoint URL: a second is 409 ALREADY_EXISTS, and no test event is sent for it', async () => {
    const { secret: key } = await account(w.t, 'enterprise')
    expectOk(await subscribe(key, '/twice'), 201)
    tls.receiver.received.length = 0
    expectError(await subscribe(key, '/twice'), 'ALREADY_EXISTS')
    expect(tls.receiver.received).toHaveLength(0)
    // Another account may subscribe the same endpoint.
    expectOk(await subscribe((await account(w.t, 'enterprise')).secret, '/twice'), 201)
  })

  test(`at most ${MAX_SUBSCRIPTIONS} an account: the next is 403, until one is deleted`, async () => {
    const { secret: key } = await account(w.t, 'enterprise')
    const ids: string[] = []
    for (let i = 0; i < MAX_SUBSCRIPTIONS; i++) ids.push(expectOk(await subscribe(key), 201).data.id)
    const refused = await subscribe(key)
    expectError(refused, 'FORBIDDEN')
    expect(refused.body.errors[0].message).toContain(`at most ${MAX_SUBSCRIPTIONS}`)
    expectOk(await w.request(`/v1/webhooks/${ids[0]}`, { method: 'DELETE', key }))
    expectOk(await subscribe(key), 201)
  })
})

describe('what a refusal tells', () => {
  test('a name that resolves to an internal address: not public, and nothing of what it resolved to', async () => {
    const { secret: key } = await account(w.t, 'enterprise')
    const res = await w.post('/v1/webhooks', key, { endpoint_url: 'https://intranet.example/hooks' })
    expectError(res, 'ENDPOINT_UNREACHABLE')
    expect(res.body.errors[0].message).toContain('intranet.example resolves to an address that is not public')
    expect(res.text).not.toMatch(/10\.1\.2\.3|private/)
  })
})

describe('the audit log', () => {
  test('create, test, rotate and delete by key are in the account’s log under the key’s prefix', async () => {
    const made = await account(w.t, 'enterprise')
    const id = expectOk(await subscribe(made.secret), 201).data.id
    await w.post(`/v1/webhooks/${id}/test`, made.secret)
    await w.post(`/v1/webhooks/${id}/rotate-secret`, made.secret)
    await w.request(`/v1/webhooks/${id}`, { method: 'DELETE', key: made.secret })
    const rows = await w.t.services.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.accountId, made.account.id), eq(auditEvents.target, id)))
    expect(rows.map(r => r.action).sort()).toEqual([
      'webhook.created',
      'webhook.deleted',
      'webhook.secret_rotated',
      'webhook.test_sent',
    ])
    expect(new Set(rows.map(r => r.actor))).toEqual(new Set([`key:${made.secret.slice(0, 15)}…`]))
    expect(JSON.stringify(rows)).not.toMatch(/whsec_|hd_live_sk_[0-9A-Za-z]{36}/)
  })
})
