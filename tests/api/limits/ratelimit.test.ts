/** Per-minute limits: per account (custom and tier defaults) and per client address on keyless endpoints. */
import { describe, expect, test } from 'bun:test'
import type { TestApp, TestResponse } from '../../support/app.ts'
import { account, bothVariants, expectError, expectOk, STARTER_STATES } from '../../support/api.ts'

const apps = bothVariants()

const policy = (res: TestResponse) => res.headers.get('ratelimit-policy')
const remaining = (res: TestResponse) => Number(/r=(\d+)/.exec(res.headers.get('ratelimit') ?? '')?.[1])
const quota = (res: TestResponse) => Number(/q=(\d+)/.exec(policy(res) ?? '')?.[1])

function expectRateLimited(res: TestResponse, limit: number): void {
  expectError(res, 'RATE_LIMITED')
  const retryAfter = Number(res.headers.get('retry-after'))
  expect(Number.isInteger(retryAfter)).toBe(true)
  expect(retryAfter).toBeGreaterThanOrEqual(1)
  expect(retryAfter).toBeLessThanOrEqual(60)
  expect(policy(res)).toBe(`"minute";q=${limit};w=60`)
  expect(res.headers.get('ratelimit')).toMatch(/^"minute";r=0;t=\d+$/)
}

/** A fresh account of `tier` with the tier's default limit (no override). */
async function tierDefaultKey(t: TestApp, tier: string): Promise<string> {
  const created = await t.services.accounts.createAccount({
    name: `Default ${tier}`,
    email: `default-${tier}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
    tier,
    states: tier === 'starter' ? STARTER_STATES : undefined,
  })
  expect(created.rateLimitPerMinute).toBeNull()
  return (await t.services.accounts.createKey(created.id)).secret
}

describe('account limit of 3 per minute', () => {
  test('three requests pass with RateLimit headers, the fourth is 429 RATE_LIMITED', async () => {
    const a = await account(apps.nested, 'enterprise', { rateLimitPerMinute: 3 })
    for (let i = 0; i < 3; i++) {
      const res = await apps.nested.get('/v1/states', a.secret)
      expectOk(res)
      expect(policy(res)).toBe('"minute";q=3;w=60')
      expect(res.headers.get('ratelimit')).toMatch(/^"minute";r=\d+;t=\d+$/)
      expect(remaining(res)).toBe(2 - i)
    }
    const limited = await apps.nested.get('/v1/states', a.secret)
    expectRateLimited(limited, 3)
    expect(limited.body.errors[0].message).toContain('3')
    expectRateLimited(await apps.nested.get('/v1/regulations', a.secret), 3)
  })

  test('the budget is shared across endpoints and headers (Bearer and X-API-Key)', async () => {
    const a = await account(apps.nested, 'enterprise', { rateLimitPerMinute: 3 })
    expectOk(await apps.nested.get('/v1/substances', a.secret))
    expectOk(await apps.nested.request('/v1/regulations?per_page=1', { headers: { 'x-api-key': a.secret } }))
    expectOk(await apps.nested.get('/v1/states/CO', a.secret))
    expectRateLimited(
      await apps.nested.request('/v1/regulations/compare?states=CO,TX', { headers: { 'x-api-key': a.secret } }),
      3,
    )
  })

  test('one account’s exhaustion does not affect another', async () => {
    const a = await account(apps.nested, 'enterprise', { rateLimitPerMinute: 3 })
    const b = await account(apps.nested, 'enterprise', { rateLimitPerMinute: 3 })
    for (let i = 0; i < 4; i++) await apps.nested.get('/v1/states', a.secret)
    expectRateLimited(await apps.nested.get('/v1/states', a.secret), 3)
    const res = await apps.nested.get('/v1/states', b.secret)
    expectOk(res)
    expect(remaining(res)).toBe(2)
  })

  test('accounts with different limits reading one cached read each get their own policy, past the templates kept per read', async () => {
    // Twelve limits: more than the eight policy templates a cached read keeps, so the fallback is covered.
    const limits = Array.from({ length: 12 }, (_, i) => 1000 + i)
    const keys = await Promise.all(
      limits.map(limit => account(apps.nested, 'enterprise', { rateLimitPerMinute: limit })),
    )
    for (const round of [1, 2]) {
      for (const [i, a] of keys.entries()) {
        for (const gzip of [false, true]) {
          const res = await apps.nested.request('/v1/states/CO', {
            headers: { authorization: `Bearer ${a.secret}`, ...(gzip ? { 'accept-encoding': 'gzip' } : {}) },
          })
          expect(res.status).toBe(200)
          expect(res.headers.get('content-encoding')).toBe(gzip ? 'gzip' : null)
          expect(policy(res)).toBe(`"minute";q=${limits[i]};w=60`)
          expect(remaining(res)).toBe(limits[i] - (round - 1) * 2 - (gzip ? 2 : 1))
        }
      }
    }
  })

  test('a refused (401) request does not carry rate headers', async () => {
    const res = await apps.nested.get('/v1/states', 'hd_live_sk_nope')
    expectError(res, 'UNAUTHORIZED')
    expect(policy(res)).toBeNull()
  })
})

describe('nested tier defaults', () => {
  test('starter: 10 per minute, the 11th is refused', async () => {
    const key = await tierDefaultKey(apps.nested, 'starter')
    for (let i = 0; i < 10; i++) {
      const res = await apps.nested.get('/v1/substances', key)
      expectOk(res)
      expect(policy(res)).toBe('"minute";q=10;w=60')
    }
    expectRateLimited(await apps.nested.get('/v1/substances', key), 10)
  })

  test('research: 5 per minute, the 6th is refused', async () => {
    const key = await tierDefaultKey(apps.nested, 'research')
    for (let i = 0; i < 5; i++) expectOk(await apps.nested.get('/v1/product-types', key))
    expectRateLimited(await apps.nested.get('/v1/product-types', key), 5)
  })

  test('professional 60 and enterprise 300 are advertised', async () => {
    expect(policy(await apps.nested.get('/v1/substances', await tierDefaultKey(apps.nested, 'professional')))).toBe(
      '"minute";q=60;w=60',
    )
    expect(policy(await apps.nested.get('/v1/substances', await tierDefaultKey(apps.nested, 'enterprise')))).toBe(
      '"minute";q=300;w=60',
    )
  })
})

describe('column tier default', () => {
  test('free: the advertised quota is enforced', async () => {
    const key = await tierDefaultKey(apps.column, 'free')
    const first = await apps.column.get('/v1/substances', key)
    expectOk(first)
    const q = quota(first)
    expect(q).toBeGreaterThan(0)
    expect(q).toBeLessThanOrEqual(120)
    for (let i = 1; i < q; i++) expectOk(await apps.column.get('/v1/substances', key))
    expectRateLimited(await apps.column.get('/v1/substances', key), q)
  })
})

describe('keyless endpoints: 120 per minute per client address', () => {
  test('POST /v1/regulations/ask counts down X-Demo-IP-Remaining, then 429; /api/ask shares the budget; X-Forwarded-For does not reset it', async () => {
    const t = apps.column
    for (let i = 0; i < 120; i++) {
      const res = await t.request('/v1/regulations/ask', {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      })
      expectError(res, 'ENDPOINT_RETIRED')
      expect(res.headers.get('x-demo-ip-limit')).toBe('120')
      expect(res.headers.get('x-demo-ip-remaining')).toBe(String(119 - i))
    }
    const limited = await t.request('/v1/regulations/ask', { method: 'POST' })
    expectRateLimited(limited, 120)
    expect(limited.headers.get('x-demo-ip-limit')).toBe('120')
    expect(limited.headers.get('x-demo-ip-remaining')).toBe('0')
    expectRateLimited(await t.request('/api/ask', { method: 'POST' }), 120)
    expectRateLimited(
      await t.request('/api/ask', { method: 'POST', headers: { 'x-forwarded-for': '198.51.100.7' } }),
      120,
    )
    // Keyed traffic from the same address has its own budget.
    expectOk(await t.get('/v1/substances', await t.key('enterprise')))
  })

  test('keyed endpoints do not send the keyless headers', async () => {
    const res = await apps.nested.get('/v1/substances', await apps.nested.key('enterprise'))
    expectOk(res)
    expect(res.headers.get('x-demo-ip-limit')).toBeNull()
  })
})
