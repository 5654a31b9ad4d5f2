/**
 * Every keyed /v1 route, taken from the app's own route table, refuses missing, malformed, unknown,
 * publishable, deactivated keys and deactivated accounts the same way (/ops: security.ops.test.ts).
 */
import { describe, expect, test } from 'bun:test'
import { randomUUID } from 'node:crypto'
import { webhookDeliveries, webhookSubscriptions } from '../../../api/src/db/schema/index.ts'
import { generateKey } from '../../../api/src/lib/keys.ts'
import { sealSecret } from '../../../api/src/webhooks/secrets.ts'
import { generateSigningSecret } from '../../../api/src/webhooks/signing.ts'
import type { SecurityKind } from '../../../api/src/http/openapi.ts'
import type { TestApp } from '../../support/app.ts'
import { declaredRoutes } from '../../support/declared-routes.ts'
import { account, bothVariants, expectError, expectOk, type Variant, withoutRequestId } from '../../support/api.ts'

const apps = bothVariants()

const KEYED_KINDS: (SecurityKind | null)[] = ['secret', 'publishable']

type KeyedRequest = {
  method: string
  path: string
  kind: 'secret' | 'publishable'
  body?: string
  headers?: Record<string, string>
}

/** A webhook subscription and a failed delivery of the control's account, for the /v1/webhooks/:id routes. */
interface WebhookFixture {
  subscription: string
  delivery: string
}

/**
 * Keyed /v1 routes as concrete requests whose parameters are valid (so only the key can fail).
 * Without `hook`, webhook ids are well-formed but unknown (the key is refused before they are read);
 * likewise a stored verification's receipt id without `receipt`.
 */
function keyedRequests(t: TestApp, variant: Variant, hook?: WebhookFixture, receipt?: string): KeyedRequest[] {
  const uuid = t.services.store.current.regulations.find(r => r.state === 'CO')!.id
  // The routes that declare a key is required (security.declared.test.ts checks every declaration).
  const routes = declaredRoutes(t).filter(r => r.path.startsWith('/v1/') && KEYED_KINDS.includes(r.kind))
  expect(routes.length).toBeGreaterThanOrEqual(8)
  return routes.map(({ method, path, kind }): KeyedRequest => {
    if (kind === 'publishable') {
      return {
        method,
        path,
        kind: 'publishable',
        body: JSON.stringify({ substance: 'cbd', product_type: 'edibles', state: 'CO' }),
        headers: { 'content-type': 'application/json' },
      }
    }
    const webhook = path.startsWith('/v1/webhooks/')
    const hookId = hook?.subscription ?? randomUUID()
    let concrete = path
      .replace(
        ':delivery_id',
        variant === 'nested' ? `dlv_${hook?.delivery ?? randomUUID()}` : (hook?.delivery ?? randomUUID()),
      )
      .replace(
        ':id',
        webhook ? (variant === 'nested' ? `whk_${hookId}` : hookId) : variant === 'nested' ? `reg_${uuid}` : uuid,
      )
      .replace(':receipt_id', receipt ?? `rcp_${'a'.repeat(24)}`)
      .replace(':code', 'CO')
      .replace(':state', 'CO')
    if (/^\/v1\/regulations\/?$/.test(path) && variant === 'column') concrete += '?state=CO'
    if (path === '/v1/regulations/compare') concrete += '?states=CO,TX'
    if (path === '/v1/compliance/check') concrete += '?state=CO&substance=cbd&product_type=edibles'
    if (path === '/v1/answer') concrete += '?q=Is+CBD+legal+in+Colorado%3F'
    if (path === '/v1/compliance/verify' && method === 'POST')
      return {
        method,
        path: concrete,
        kind: 'secret',
        body: JSON.stringify({
          ship_to: { state: 'CO' },
          lines: [{ id: '1', substance: 'cbd', product_type: 'tinctures', cbd_mg_per_serving: 10, synthesized: false }],
        }),
        headers: { 'content-type': 'application/json' },
      }
    return { method, path: concrete, kind: 'secret' }
  })
}

/** A subscription (its delivery failed for good) written straight to the database: no endpoint is called. */
async function webhookFixture(t: TestApp, accountId: string): Promise<WebhookFixture> {
  const subscription = randomUUID()
  const delivery = randomUUID()
  const db = t.services.database.db
  await db.insert(webhookSubscriptions).values({
    id: subscription,
    accountId,
    endpointUrl: 'https://hooks.invalid/hempdata',
    sealedSecret: sealSecret(t.services.secretBox(), subscription, generateSigningSecret()),
  })
  await db.insert(webhookDeliveries).values({
    id: delivery,
    subscriptionId: subscription,
    eventId: randomUUID(),
    eventType: 'details_updated',
    body: '{}',
    status: 'failed',
    attempts: 6,
  })
  return { subscription, delivery }
}

for (const variant of ['nested', 'column'] as const) {
  describe(`${variant}: every keyed /v1 route`, () => {
    test('a valid key of the route’s kind gets 200 (control)', async () => {
      const t = apps[variant]
      const owner = await account(t, 'enterprise')
      const keys = {
        secret: owner.secret,
        publishable: await t.key('enterprise', { kind: 'publishable' }),
      }
      const hook = await webhookFixture(t, owner.account.id)
      const receipt = await t.services.receipts.issueReceipt({
        accountId: owner.account.id,
        request: { ship_to: { state: 'CO' }, lines: [] },
        result: { result: 'compliant' },
        asOf: '2026-11-28',
        dataVersion: '1',
      })
      // Creating a subscription needs an endpoint that answers its test event: tests/api/webhooks.*.
      // The subscription is deleted last, after the routes that read it.
      const requests = keyedRequests(t, variant, hook, receipt.id)
        .filter(r => !(r.method === 'POST' && r.path === '/v1/webhooks'))
        // Billing answers 503 FEATURE_DISABLED without Stripe settings; tests/api/modules/billing runs it against a stand-in.
        .filter(r => !r.path.startsWith('/v1/billing/'))
        .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'))
      for (const r of requests)
        expectOk(await t.request(r.path, { method: r.method, body: r.body, headers: r.headers, key: keys[r.kind] }))
    })

    test('no key → 401 UNAUTHORIZED; malformed and unknown keys → the identical body', async () => {
      const t = apps[variant]
      // Two unknown keys for all routes: each new unknown key counts against the address's 20 a minute.
      const unknown = generateKey('secret', 'live')
      const unknownTest = generateKey('secret', 'test')
      for (const { method, path, body, headers: base } of keyedRequests(t, variant)) {
        const none = await t.request(path, { method, body, headers: base })
        expectError(none, 'UNAUTHORIZED')
        const variants = [
          await t.request(path, { method, body, headers: base, key: 'hd_live_sk_short' }),
          await t.request(path, { method, body, headers: base, key: 'not even close' }),
          await t.request(path, { method, body, headers: base, key: unknown }),
          await t.request(path, { method, body, headers: base, key: unknownTest }),
          await t.request(path, { method, body, headers: { ...base, authorization: 'Bearer' } }),
          await t.request(path, { method, body, headers: { ...base, authorization: unknown } }),
        ]
        for (const res of variants) {
          expectError(res, 'UNAUTHORIZED')
          expect(withoutRequestId(res.body), `${method} ${path}`).toEqual(withoutRequestId(none.body))
          expect(res.headers.get('ratelimit')).toBeNull()
        }
      }
    })

    test('the other kind of key → 400 INVALID_KEY_TYPE', async () => {
      const t = apps[variant]
      const other = {
        secret: await t.key('enterprise', { kind: 'publishable' }),
        publishable: await t.key('enterprise'),
      }
      for (const r of keyedRequests(t, variant)) {
        expectError(
          await t.request(r.path, { method: r.method, body: r.body, headers: r.headers, key: other[r.kind] }),
          'INVALID_KEY_TYPE',
        )
      }
    })

    test('a deactivated key → 403 FORBIDDEN', async () => {
      const t = apps[variant]
      const a = await account(t, 'enterprise')
      const pk = await t.services.accounts.createKey(a.account.id, { kind: 'publishable' })
      await t.services.accounts.deactivateKey(a.keyId)
      await t.services.accounts.deactivateKey(pk.key.id)
      const keys = { secret: a.secret, publishable: pk.secret }
      for (const { method, path, body, headers, kind } of keyedRequests(t, variant)) {
        const res = await t.request(path, { method, body, headers, key: keys[kind] })
        expectError(res, 'FORBIDDEN')
        expect(res.body.errors[0].message).toContain('deactivated')
      }
    })

    test('a deactivated account → 403 FORBIDDEN; reactivated → 200', async () => {
      const t = apps[variant]
      const a = await account(t, 'enterprise')
      const keys = {
        secret: a.secret,
        publishable: (await t.services.accounts.createKey(a.account.id, { kind: 'publishable' })).secret,
      }
      const requests = keyedRequests(t, variant)
      expectOk(await t.request(requests[0].path, { method: requests[0].method, key: a.secret }))
      await t.services.accounts.updateAccount(a.account.id, { status: 'deactivated' })
      for (const { method, path, body, headers, kind } of requests)
        expectError(await t.request(path, { method, body, headers, key: keys[kind] }), 'FORBIDDEN')
      await t.services.accounts.updateAccount(a.account.id, { status: 'active' })
      expectOk(await t.request(requests[0].path, { method: requests[0].method, key: a.secret }))
    })

    test('other keys of the same account keep working after one is deactivated', async () => {
      const t = apps[variant]
      const a = await account(t, 'enterprise')
      const second = await t.services.accounts.createKey(a.account.id)
      await t.services.accounts.deactivateKey(a.keyId)
      expectOk(await t.get('/v1/substances', second.secret))
      expectError(await t.get('/v1/substances', a.secret), 'FORBIDDEN')
    })
  })
}

describe('authentication comes before query validation', () => {
  // Known defect: Elysia validates the query before the auth resolve runs, so an anonymous caller
  // learns the parameter schema (400) instead of being told to authenticate (401).
  test('no key + an invalid or missing query → 401, not 400', async () => {
    expectError(await apps.nested.get('/v1/regulations?bogus=1'), 'UNAUTHORIZED')
    expectError(await apps.nested.get('/v1/regulations/compare'), 'UNAUTHORIZED')
    expectError(await apps.column.get('/v1/regulations'), 'UNAUTHORIZED')
    expectError(await apps.nested.get('/v1/states?sort=x'), 'UNAUTHORIZED')
  })
})
