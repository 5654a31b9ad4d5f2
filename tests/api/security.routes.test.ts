/**
 * Every keyed /v1 route, taken from the app's own route table, refuses missing, malformed, unknown,
 * publishable, deactivated keys and deactivated accounts the same way. /ops requires the admin secret,
 * is off without one, and only ever stores key hashes.
 */
import { describe, expect, test } from 'bun:test'
import { createHash, randomUUID } from 'node:crypto'
import { webhookDeliveries, webhookSubscriptions } from '../../api/src/db/schema/index.ts'
import { sealSecret } from '../../api/src/webhooks/secrets.ts'
import { generateSigningSecret } from '../../api/src/webhooks/signing.ts'
import { apiKeys } from '../../api/src/db/schema/index.ts'
import { generateKey } from '../../api/src/lib/keys.ts'
import { testApp, type TestApp } from '../helpers/app.ts'
import {
  account,
  ADMIN_SECRET,
  adminHeaders,
  bothVariants,
  expectError,
  expectOk,
  type Variant,
  withoutRequestId,
} from './support.ts'

const apps = bothVariants()

const KEYLESS = new Set([
  'GET /v1/status',
  'POST /v1/regulations/ask',
  'POST /api/ask',
  'POST /v1/answer',
  'GET /v1/demo/compliance-check',
])

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
 * Without `hook`, webhook ids are well-formed but unknown (the key is refused before they are read).
 */
function keyedRequests(t: TestApp, variant: Variant, hook?: WebhookFixture): KeyedRequest[] {
  const uuid = t.services.store.current.regulations.find(r => r.state === 'CO')!.id
  const widgetKeyless = t.services.profile.widget.key === 'optional'
  const routes = t.app.routes
    .map((r: any) => ({ method: String(r.method), path: String(r.path) }))
    // CORS preflights answer before any key (browsers send no credentials on a preflight).
    .filter(r => r.path.startsWith('/v1/') && r.method !== 'OPTIONS' && !KEYLESS.has(`${r.method} ${r.path}`))
    .filter(r => !(widgetKeyless && r.path === '/v1/widget/check'))
  expect(routes.length).toBeGreaterThanOrEqual(8)
  return routes.map(({ method, path }): KeyedRequest => {
    if (path === '/v1/widget/check') {
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
      .replace(':code', 'CO')
      .replace(':state', 'CO')
    if (/^\/v1\/regulations\/?$/.test(path) && variant === 'column') concrete += '?state=CO'
    if (path === '/v1/regulations/compare') concrete += '?states=CO,TX'
    if (path === '/v1/compliance/check') concrete += '?state=CO&substance=cbd&product_type=edibles'
    if (path === '/v1/answer') concrete += '?q=Is+CBD+legal+in+Colorado%3F'
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
      // Creating a subscription needs an endpoint that answers its test event: tests/api/webhooks.*.
      // The subscription is deleted last, after the routes that read it.
      const requests = keyedRequests(t, variant, hook)
        .filter(r => !(r.method === 'POST' && r.path === '/v1/webhooks'))
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

/** A body each ops route accepts, so that only the admin secret decides the answer. */
function validBody(method: string, path: string): string | undefined {
  if (method === 'GET' || method === 'DELETE') return undefined
  if (path === '/ops/accounts') return JSON.stringify({ name: 'x', email: 'x@example.com' })
  if (path.startsWith('/ops/regulations/')) return JSON.stringify({ reason: 'because' })
  if (path.endsWith('/keys')) return '{}'
  return JSON.stringify({ status: 'active' })
}

describe('/ops', () => {
  const opsRoutes = (t: TestApp) =>
    t.app.routes
      .filter((r: any) => String(r.path).startsWith('/ops/'))
      .map((r: any) => ({ method: String(r.method), path: String(r.path).replace(':id', 'acct_does_not_exist') }))

  test('no X-Admin-Key → 401 MISSING_ADMIN_KEY on every ops route', async () => {
    const t = apps.nested
    const routes = opsRoutes(t)
    expect(routes.length).toBeGreaterThanOrEqual(5)
    for (const { method, path } of routes) {
      const body = validBody(method, path)
      expectError(
        await t.request(path, { method, body, headers: { 'content-type': 'application/json' } }),
        'MISSING_ADMIN_KEY',
      )
    }
  })

  test('a wrong, empty, case-changed or padded secret → 401; an API key does not open /ops', async () => {
    const t = apps.nested
    const apiKey = await t.key('enterprise')
    for (const wrong of [
      'wrong',
      '',
      ADMIN_SECRET.toUpperCase(),
      ` ${ADMIN_SECRET}x`,
      ADMIN_SECRET.slice(0, -1),
      `${ADMIN_SECRET}${ADMIN_SECRET}`,
    ]) {
      expectError(await t.request('/ops/accounts', { headers: { 'x-admin-key': wrong } }), 'MISSING_ADMIN_KEY')
    }
    expectError(await t.request('/ops/accounts', { key: apiKey }), 'MISSING_ADMIN_KEY')
    expectError(
      await t.request('/ops/accounts', { headers: { authorization: `Bearer ${ADMIN_SECRET}` } }),
      'MISSING_ADMIN_KEY',
    )
    expectOk(await t.request('/ops/accounts', { headers: { 'x-admin-key': ADMIN_SECRET } }))
  })

  // The admin guard runs before body validation: an anonymous caller gets 401 and never a 400 that
  // names the operator API's body fields.
  test('no X-Admin-Key with an invalid body → 401 MISSING_ADMIN_KEY, not 400', async () => {
    const t = apps.nested
    expectError(
      await t.request('/ops/accounts', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }),
      'MISSING_ADMIN_KEY',
    )
    expectError(
      await t.request('/ops/regulations/x', {
        method: 'PATCH',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      }),
      'MISSING_ADMIN_KEY',
    )
  })

  test('HD_ADMIN_SECRET unset → 503 OPS_DISABLED, even with a header', async () => {
    const off = await testApp({ variant: 'nested', env: { HD_ADMIN_SECRET: '' } })
    try {
      for (const { method, path } of opsRoutes(off)) {
        const body = validBody(method, path)
        expectError(
          await off.request(path, { method, body, headers: { 'content-type': 'application/json' } }),
          'OPS_DISABLED',
        )
        expectError(
          await off.request(path, {
            method,
            body,
            headers: { 'content-type': 'application/json', 'x-admin-key': ADMIN_SECRET },
          }),
          'OPS_DISABLED',
        )
        expectError(
          await off.request(path, { method, body, headers: { 'content-type': 'application/json', 'x-admin-key': '' } }),
          'OPS_DISABLED',
        )
      }
      expect((await off.get('/v1/status')).status).toBe(200)
    } finally {
      await off.close()
    }
  }, 60_000)

  test('round trip: create account, issue key, use it, list keys, deactivate key and account', async () => {
    const t = apps.column
    const email = `ops-${Date.now()}@example.com`
    const created = await t.request('/ops/accounts', {
      method: 'POST',
      headers: adminHeaders(),
      body: JSON.stringify({ name: 'Ops Shop', email, tier: 'retailer' }),
    })
    expect(created.status, created.text).toBe(201)
    expect(created.body.data).toMatchObject({ name: 'Ops Shop', email, tier: 'retailer', status: 'active' })
    const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/
    expect(created.body.data.created_at).toMatch(ISO)
    expect(created.body.data.updated_at).toMatch(ISO)
    const accountId = created.body.data.id

    expectError(
      await t.request('/ops/accounts', {
        method: 'POST',
        headers: adminHeaders(),
        body: JSON.stringify({ name: 'Again', email: email.toUpperCase() }),
      }),
      'ALREADY_EXISTS',
    )
    expectError(
      await t.request('/ops/accounts', {
        method: 'POST',
        headers: adminHeaders(),
        body: JSON.stringify({ name: 'Bad', email: 'b@example.com', tier: 'starter' }),
      }),
      'VALIDATION_ERROR',
    )

    const issued = await t.request(`/ops/accounts/${accountId}/keys`, {
      method: 'POST',
      headers: adminHeaders(),
      body: JSON.stringify({ label: 'ci' }),
    })
    expect(issued.status, issued.text).toBe(201)
    const secret: string = issued.body.data.key
    expect(secret).toMatch(/^hd_live_sk_[0-9A-Za-z]{36}$/)
    expect(issued.body.data.created_at).toMatch(ISO)
    const keyId = issued.body.data.id

    const states = expectOk(await t.get('/v1/states', secret))
    expect(states.data).toHaveLength(51)
    const regs = expectOk(await t.get('/v1/regulations?state=CO', secret))
    expect(regs.data[0]).toHaveProperty('age_restriction')
    expect(regs.data[0]).not.toHaveProperty('plain_english')

    const listed = expectOk(await t.request(`/ops/accounts/${accountId}/keys`, { headers: adminHeaders() }))
    expect(listed.data.map((k: any) => k.id)).toEqual([keyId])
    expect(JSON.stringify(listed.body ?? listed)).not.toContain(secret)
    expect(listed.data[0]).not.toHaveProperty('key')
    expect(listed.data[0]).not.toHaveProperty('hash')
    expect(secret.startsWith(listed.data[0].display_prefix.replace('…', ''))).toBe(true)

    const all = await t.request('/ops/accounts', { headers: adminHeaders() })
    expect(all.text).not.toContain(secret)

    const deleted = expectOk(await t.request(`/ops/keys/${keyId}`, { method: 'DELETE', headers: adminHeaders() }))
    expect(deleted.data.status).toBe('deactivated')
    expectError(await t.get('/v1/states', secret), 'FORBIDDEN')
    expectError(await t.request('/ops/keys/key_missing', { method: 'DELETE', headers: adminHeaders() }), 'NOT_FOUND')

    const second = (
      await t.request(`/ops/accounts/${accountId}/keys`, { method: 'POST', headers: adminHeaders(), body: '{}' })
    ).body.data.key
    expectOk(await t.get('/v1/states', second))
    const patched = await t.request(`/ops/accounts/${accountId}`, {
      method: 'PATCH',
      headers: adminHeaders(),
      body: JSON.stringify({ status: 'deactivated' }),
    })
    expect(patched.status, patched.text).toBe(200)
    expectError(await t.get('/v1/states', second), 'FORBIDDEN')
    expectError(
      await t.request('/ops/accounts/acct_missing', {
        method: 'PATCH',
        headers: adminHeaders(),
        body: JSON.stringify({ status: 'active' }),
      }),
      'NOT_FOUND',
    )
  })

  test('keys are stored only as SHA-256 hashes', async () => {
    const t = apps.nested
    const clear: string[] = [await t.key('enterprise'), await t.key('professional', { kind: 'publishable' })]
    const created = await t.request('/ops/accounts', {
      method: 'POST',
      headers: adminHeaders(),
      body: JSON.stringify({ name: 'Hash', email: `hash-${Date.now()}@example.com`, tier: 'enterprise' }),
    })
    clear.push(
      (
        await t.request(`/ops/accounts/${created.body.data.id}/keys`, {
          method: 'POST',
          headers: adminHeaders(),
          body: '{}',
        })
      ).body.data.key,
    )
    const rows = await t.services.database.db.select().from(apiKeys)
    expect(rows.length).toBeGreaterThanOrEqual(3)
    const dump = JSON.stringify(rows)
    for (const key of clear) {
      expect(dump).not.toContain(key)
      expect(dump).not.toContain(key.slice(11))
      const hash = createHash('sha256').update(key).digest('hex')
      const row = rows.find(r => r.hash === hash)
      expect(row, 'a row holds the hash of the key').toBeDefined()
      expect(row!.displayPrefix.length).toBeLessThan(key.length / 2)
    }
  })
})
