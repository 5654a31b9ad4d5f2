/** A test key answers as the account's live key does: same tier, field gating, scope and rate limit (README). */
import { describe, expect, test } from 'bun:test'
import { account, expectError, expectOk, STARTER_STATES, variantApps } from '../../support/api.ts'

const apps = variantApps(['nested'] as const)

async function testKeyOf(accountId: string): Promise<string> {
  const { secret } = await apps.nested.services.accounts.createKey(accountId, { kind: 'secret', env: 'test' })
  expect(secret.startsWith('hd_test_sk_')).toBe(true)
  return secret
}

const query = '/v1/regulations?state=CO&substance=cbd&include_sources=true&include_bills=true'

describe('test keys', () => {
  test('on the top tier: the same body and limit as the live key, no upgrade hint', async () => {
    const t = apps.nested
    const a = await account(t, t.services.profile.topTier, { rateLimitPerMinute: null })
    const live = expectOk(await t.get(query, a.secret))
    const res = await t.get(query, await testKeyOf(a.account.id))
    const viaTest = expectOk(res)
    expect(viaTest.meta.upgrade_hint).toBeUndefined()
    expect(viaTest.data).toEqual(live.data)
    expect(viaTest.data[0].sources.length).toBeGreaterThan(0)
    const limit = t.services.profile.rateLimitPerMinute(t.services.profile.topTier)
    expect(res.headers.get('ratelimit-policy')).toBe(`"minute";q=${limit};w=60`)
  })

  test("on starter: the account's five states, not every state", async () => {
    const t = apps.nested
    const a = await account(t, 'starter', { states: STARTER_STATES })
    const key = await testKeyOf(a.account.id)
    expectOk(await t.get('/v1/states/CO', key))
    expectError(await t.get('/v1/states/OR', key), 'FORBIDDEN')
  })
})
