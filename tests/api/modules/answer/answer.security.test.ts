/** /v1/answer's access rules: GET needs a secret key and respects a plan's states; POST is keyless and limited per address. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { testApp, type TestApp } from '../../../support/app.ts'
import {
  account,
  bothVariants,
  expectError,
  expectOk,
  keyPerVariant,
  qs,
  STARTER_STATES,
  VARIANTS,
} from '../../../support/api.ts'

const apps = bothVariants()
const keys = keyPerVariant(apps)

const QUESTION = qs({ q: 'Can I sell delta 8 gummies in Texas?' })
const post = (t: TestApp, body: unknown, headers: Record<string, string> = {}) =>
  t.request('/v1/answer', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  })

for (const variant of VARIANTS) {
  describe(`${variant} GET /v1/answer: keys`, () => {
    test('no key, a malformed key and an unknown key: 401, before the query is looked at', async () => {
      const t = apps[variant]
      expectOk(await t.get(`/v1/answer${QUESTION}`, keys[variant]))
      expectError(await t.get(`/v1/answer${QUESTION}`), 'UNAUTHORIZED')
      expectError(await t.get('/v1/answer'), 'UNAUTHORIZED')
      expectError(await t.get(`/v1/answer${QUESTION}`, 'not-a-key'), 'UNAUTHORIZED')
      expectError(
        await t.get(`/v1/answer${QUESTION}`, 'hd_live_sk_0000000000000000000000000000000000000000'),
        'UNAUTHORIZED',
      )
    })

    test('a publishable key is the wrong kind: 400 INVALID_KEY_TYPE', async () => {
      const t = apps[variant]
      const publishable = await t.key(t.services.profile.topTier, { kind: 'publishable' })
      expectError(await t.get(`/v1/answer${QUESTION}`, publishable), 'INVALID_KEY_TYPE')
    })

    test('a deactivated key: 403', async () => {
      const t = apps[variant]
      const { keyId, secret } = await account(t, t.services.profile.topTier)
      expectOk(await t.get(`/v1/answer${QUESTION}`, secret))
      await t.services.accounts.deactivateKey(keyId)
      expectError(await t.get(`/v1/answer${QUESTION}`, secret), 'FORBIDDEN')
    })
  })
}

describe('nested starter plan: answers cover the plan’s states only', () => {
  test('a chosen state and federal law answer; another state is 403, in a comparison too', async () => {
    const t = apps.nested
    const { secret } = await account(t, 'starter', { states: STARTER_STATES })
    expectOk(await t.get(`/v1/answer${QUESTION}`, secret))
    expectOk(await t.get(`/v1/answer${qs({ q: 'Is delta 8 legal federally?' })}`, secret))
    const outside = await t.get(`/v1/answer${qs({ q: 'Can I sell delta 8 gummies in Ohio?' })}`, secret)
    expectError(outside, 'FORBIDDEN')
    expect(outside.body.errors[0].message).toContain('OH')
    expectError(await t.get(`/v1/answer${qs({ q: 'Compare delta 8 gummies in Texas and Ohio' })}`, secret), 'FORBIDDEN')
    expectError(
      await t.get(`/v1/answer${qs({ q: 'Is delta 8 legal for gummies?', state: 'OH' })}`, secret),
      'FORBIDDEN',
    )
  })
})

describe('POST /v1/answer: keyless', () => {
  test('answers without a key; a key sent anyway changes nothing', async () => {
    const t = apps.column
    const plain = expectOk(await post(t, { question: 'Is CBD oil legal in Ohio?' }))
    const withKey = expectOk(
      await post(t, { question: 'Is CBD oil legal in Ohio?' }, { authorization: 'Bearer not-a-key' }),
    )
    expect(withKey.data).toEqual(plain.data)
  })

  test('the question is never echoed as markup', async () => {
    const res = await post(apps.nested, {
      question: '<script>alert(1)</script> is delta 8 legal in <b>Texas</b> for gummies',
    })
    const body = expectOk(res)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(res.text).not.toContain('<script>')
    expect(res.text).not.toContain('<b>')
    expect(body.data.parsed.states).toEqual(['TX'])
  })
})

describe('POST /v1/answer: 120 a minute per client address', () => {
  let t: TestApp
  beforeAll(async () => {
    // Behind a trusted proxy, so that X-Forwarded-For names distinct clients.
    t = await testApp({ env: { HD_TRUSTED_PROXIES: '127.0.0.1/32' } })
  }, 120_000)
  afterAll(async () => {
    await t?.close()
  })

  test('the 121st request from one address is 429 with Retry-After; another address is unaffected', async () => {
    const a = { 'x-forwarded-for': '198.51.100.10' }
    for (let i = 0; i < 120; i++) {
      const res = await post(t, { question: 'Is delta 8 legal in Florida?' }, a)
      expect(res.status).toBe(200)
      expect(res.headers.get('x-demo-ip-remaining')).toBe(String(119 - i))
    }
    const limited = await post(t, { question: 'Is delta 8 legal in Florida?' }, a)
    expectError(limited, 'RATE_LIMITED')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // A malformed body from a limited address is still counted and refused as limited.
    expectError(await t.request('/v1/answer', { method: 'POST', body: 'not json', headers: a }), 'RATE_LIMITED')
    expectOk(await post(t, { question: 'Is delta 8 legal in Florida?' }, { 'x-forwarded-for': '198.51.100.11' }))
  })
})
