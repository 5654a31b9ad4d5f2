/** Who may call the checks: key kinds, widget tiers, origin allow-lists and CORS. */
import { beforeAll, describe, expect, test } from 'bun:test'
import { generateKey } from '../../../../api/src/lib/keys.ts'
import { checkApps, publishableKey, widgetCheck } from '../../../support/checks.ts'
import { expectError, expectOk } from '../../../support/api.ts'

const apps = checkApps()
const body = { substance: 'cbd', product_type: 'edibles', state: 'CO' }
const SHOP = 'https://shop.example'

describe('key kinds', () => {
  let sk = ''
  let pk = ''
  beforeAll(async () => {
    sk = await apps.nested.key('enterprise')
    pk = await publishableKey(apps.nested, 'enterprise')
  })

  test('nested widget: no key → 401; a secret key → 400 INVALID_KEY_TYPE', async () => {
    expectError(await widgetCheck(apps.nested, body), 'UNAUTHORIZED')
    expectError(await widgetCheck(apps.nested, body, { key: generateKey('publishable', 'live') }), 'UNAUTHORIZED')
    const res = await widgetCheck(apps.nested, body, { key: sk })
    expectError(res, 'INVALID_KEY_TYPE')
  })

  test('compliance check: a publishable key → 400 INVALID_KEY_TYPE', async () => {
    expectError(
      await apps.nested.get('/v1/compliance/check?state=CO&substance=cbd&product_type=edibles', pk),
      'INVALID_KEY_TYPE',
    )
    expectError(await apps.nested.get('/v1/states', pk), 'INVALID_KEY_TYPE')
  })

  test('authentication comes before body validation', async () => {
    expectError(await widgetCheck(apps.nested, { nonsense: true }), 'UNAUTHORIZED')
    expectError(await widgetCheck(apps.nested, { nonsense: true }, { key: sk }), 'INVALID_KEY_TYPE')
  })

  test('column widget: keyless works; a presented key must still be a good publishable one', async () => {
    expectOk(await widgetCheck(apps.column, body))
    expectError(await widgetCheck(apps.column, body, { key: generateKey('publishable', 'live') }), 'UNAUTHORIZED')
    expectError(await widgetCheck(apps.column, body, { key: await apps.column.key('enterprise') }), 'INVALID_KEY_TYPE')
  })
})

describe('widget tiers (nested: professional and enterprise)', () => {
  for (const tier of ['starter', 'research']) {
    test(`${tier} → 403 FORBIDDEN naming the tiers`, async () => {
      const res = await widgetCheck(apps.nested, body, { key: await publishableKey(apps.nested, tier) })
      expectError(res, 'FORBIDDEN')
      expect(res.body.errors[0].message).toContain('professional or enterprise')
    })
  }
  for (const [tier, hideable] of [
    ['professional', false],
    ['enterprise', true],
  ] as const) {
    test(`${tier} → 200, footer_hideable ${hideable}`, async () => {
      expect(
        expectOk(await widgetCheck(apps.nested, body, { key: await publishableKey(apps.nested, tier) })).data
          .footer_hideable,
      ).toBe(hideable)
    })
  }
  test('column: only enterprise may hide the footer', async () => {
    for (const [tier, hideable] of [
      ['free', false],
      ['brand', false],
      ['enterprise', true],
    ] as const) {
      expect(
        expectOk(await widgetCheck(apps.column, body, { key: await publishableKey(apps.column, tier) })).data
          .footer_hideable,
      ).toBe(hideable)
    }
  })
  test('a starter plan reads the compliance check only for its states', async () => {
    const account = await apps.nested.services.accounts.createAccount({
      name: 's',
      email: `s-${Date.now()}@example.com`,
      tier: 'starter',
      states: ['CO', 'TX', 'CA', 'NY', 'FL'],
    })
    const { secret } = await apps.nested.services.accounts.createKey(account.id)
    expectOk(await apps.nested.get('/v1/compliance/check?state=CO&substance=cbd&product_type=edibles', secret))
    expectError(
      await apps.nested.get('/v1/compliance/check?state=WA&substance=cbd&product_type=edibles', secret),
      'FORBIDDEN',
    )
  })
})

describe('origin allow-lists', () => {
  for (const variant of ['nested', 'column'] as const) {
    test(`${variant}: the allowed origin → 200; another origin or none → 403 FORBIDDEN saying which`, async () => {
      const t = apps[variant]
      const key = await publishableKey(t, variant === 'nested' ? 'professional' : 'retailer', [
        SHOP,
        'http://localhost:8080',
      ])
      const allowed = await widgetCheck(t, body, { key, origin: SHOP })
      expectOk(allowed)
      expect(allowed.headers.get('access-control-allow-origin')).toBe(SHOP)
      expectOk(await widgetCheck(t, body, { key, origin: 'http://localhost:8080' }))
      const other = await widgetCheck(t, body, { key, origin: 'https://evil.example' })
      expectError(other, 'FORBIDDEN')
      expect(other.body.errors[0].message).toContain('only works on https://shop.example, http://localhost:8080')
      expect(other.body.errors[0].message).toContain('https://evil.example')
      // The page must be able to read the refusal.
      expect(other.headers.get('access-control-allow-origin')).toBe('https://evil.example')
      const none = await widgetCheck(t, body, { key })
      expectError(none, 'FORBIDDEN')
      expect(none.body.errors[0].message).toContain('no Origin header')
      expectError(await widgetCheck(t, body, { key, origin: 'https://shop.example.evil.example' }), 'FORBIDDEN')
      expectError(await widgetCheck(t, body, { key, origin: 'http://shop.example' }), 'FORBIDDEN')
    })
  }

  test('a key without a list answers any origin', async () => {
    const key = await publishableKey(apps.nested, 'professional')
    expectOk(await widgetCheck(apps.nested, body, { key, origin: 'https://anywhere.example' }))
  })

  test('/ops issues publishable keys with origins and refuses malformed ones', async () => {
    const t = apps.nested
    const account = await t.services.accounts.createAccount({
      name: 'o',
      email: `o-${Date.now()}@example.com`,
      tier: 'professional',
    })
    const headers = { 'x-admin-key': 'test-admin-secret-0123456789', 'content-type': 'application/json' }
    const issued = await t.request(`/ops/accounts/${account.id}/keys`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ kind: 'publishable', allowed_origins: [SHOP] }),
    })
    expect(issued.status, issued.text).toBe(201)
    expect(issued.body.data.allowed_origins).toEqual([SHOP])
    expectOk(await widgetCheck(t, body, { key: issued.body.data.key, origin: SHOP }))
    expectError(await widgetCheck(t, body, { key: issued.body.data.key, origin: 'https://other.example' }), 'FORBIDDEN')
    const bad = await t.request(`/ops/accounts/${account.id}/keys`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ kind: 'publishable', allowed_origins: ['shop.example'] }),
    })
    expectError(bad, 'VALIDATION_ERROR')
  })
})

describe('CORS', () => {
  test('preflight: 204 with the methods, the requested headers and a max age, for any origin', async () => {
    const res = await apps.nested.request('/v1/widget/check', {
      method: 'OPTIONS',
      headers: {
        origin: SHOP,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe(SHOP)
    expect(res.headers.get('access-control-allow-methods')).toContain('POST')
    expect(res.headers.get('access-control-allow-headers')).toBe('authorization,content-type')
    expect(res.headers.get('access-control-max-age')).toBe('7200')
    expect(res.headers.get('vary')).toContain('Origin')
  })

  test('errors carry CORS headers so the widget can show them', async () => {
    const res = await widgetCheck(apps.nested, body, { origin: SHOP })
    expectError(res, 'UNAUTHORIZED')
    expect(res.headers.get('access-control-allow-origin')).toBe(SHOP)
    expect(res.headers.get('access-control-expose-headers')).toContain('x-request-id')
  })

  test('a call without Origin (a server, curl) gets no CORS headers, only Vary', async () => {
    const res = await widgetCheck(apps.column, body)
    expectOk(res)
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
    expect(res.headers.get('vary')).toBe('Origin, Accept-Encoding')
  })

  test('one cached check answered to many pages: each gets its own origin, none leaks into another', async () => {
    // More origins than a cached answer keeps header templates for, interleaved with calls
    // without an Origin, in both encodings: every response must carry exactly its own request's headers.
    const pages = Array.from({ length: 12 }, (_, i) => `https://shop-${i}.example`)
    for (let round = 0; round < 2; round++) {
      for (const [i, page] of pages.entries()) {
        const encoding: Record<string, string> = i % 2 === 0 ? { 'accept-encoding': 'gzip' } : {}
        const res = await widgetCheck(apps.column, body, { origin: page, headers: encoding })
        expect(res.status).toBe(200)
        expect(res.headers.get('access-control-allow-origin')).toBe(page)
        expect(res.headers.get('access-control-expose-headers')).toContain('ratelimit')
        expect(res.headers.get('vary')).toBe('Origin, Accept-Encoding')
        expect(res.headers.get('x-demo-ip-limit')).toBe('120')
        const bare = await widgetCheck(apps.column, body, { headers: encoding })
        expect(bare.status).toBe(200)
        expect(bare.headers.get('access-control-allow-origin')).toBeNull()
        expect(bare.headers.get('access-control-expose-headers')).toBeNull()
        expect(bare.headers.get('vary')).toBe('Origin, Accept-Encoding')
      }
    }
  })

  test('a keyed and a keyless check of the same product keep their own limit headers', async () => {
    const pk = await publishableKey(apps.column, 'enterprise')
    for (let i = 0; i < 3; i++) {
      const keyless = await widgetCheck(apps.column, body, { origin: SHOP })
      expect(keyless.headers.get('x-demo-ip-limit')).toBe('120')
      const keyed = await widgetCheck(apps.column, body, { origin: SHOP, key: pk })
      expectOk(keyed)
      expect(keyed.headers.get('x-demo-ip-limit')).toBeNull()
      expect(keyed.headers.get('ratelimit-policy')).not.toBe(keyless.headers.get('ratelimit-policy'))
    }
  })

  test('secret-key endpoints send no CORS headers', async () => {
    const res = await apps.nested.get(
      '/v1/compliance/check?state=CO&substance=cbd&product_type=edibles',
      await apps.nested.key('enterprise'),
      { origin: SHOP },
    )
    expectOk(res)
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
  })
})
