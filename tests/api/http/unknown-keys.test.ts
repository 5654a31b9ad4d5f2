/**
 * Forged keys: a key never seen costs a database lookup, so lookups of unknown keys are limited per
 * client address before they run (20 a minute, then 429 RATE_LIMITED with Retry-After), and unknown
 * keys are remembered briefly. Counted on the test app's real database, in Redis when configured.
 * Across HTTP threads and instances: limits.faults.test.ts and multi-instance.test.ts.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { Database } from '../../../api/src/db/client.ts'
import { generateKey } from '../../../api/src/lib/keys.ts'
import { UNKNOWN_KEY_LOOKUPS_PER_MINUTE } from '../../../api/src/limits/rate-limits.ts'
import { countingQueries } from '../../support/counting-database.ts'
import { testApp, type TestApp } from '../../support/app.ts'
import { account, expectError, expectOk } from '../../support/api.ts'

let t: TestApp
let counted: ReturnType<typeof countingQueries>

beforeAll(async () => {
  // Requests handled in process come from 127.0.0.1; trusting it as a proxy lets X-Forwarded-For name other clients.
  t = await testApp({ env: { HD_TRUSTED_PROXIES: '127.0.0.1' } })
  // The account service's key lookups go through a database that counts its selects.
  counted = countingQueries(t.services.database)
  Object.assign(t.services.accounts as unknown as { database: Database }, { database: counted.database })
}, 120_000)

afterAll(async () => {
  await t?.close()
})

describe('unknown keys from one address', () => {
  test('2,000 forged keys at once cost 20 lookups; the rest are 429 RATE_LIMITED with Retry-After; known keys still work', async () => {
    const known = await account(t, 'enterprise')
    const refreshed = await account(t, 'enterprise')
    expectOk(await t.get('/v1/states/CO', known.secret))
    expectOk(await t.get('/v1/states/CO', refreshed.secret))
    counted.reset()
    const started = performance.now()
    const answers = await Promise.all(
      Array.from({ length: 2000 }, () => t.get('/v1/substances', generateKey('secret', 'live'))),
    )
    const ms = performance.now() - started
    console.log(`2,000 forged keys: ${counted.selects()} database lookups, answered in ${Math.round(ms)} ms`)
    expect(counted.selects()).toBe(UNKNOWN_KEY_LOOKUPS_PER_MINUTE)
    const unauthorized = answers.filter(a => a.status === 401)
    const limited = answers.filter(a => a.status === 429)
    expect(unauthorized).toHaveLength(UNKNOWN_KEY_LOOKUPS_PER_MINUTE)
    expect(limited).toHaveLength(2000 - UNKNOWN_KEY_LOOKUPS_PER_MINUTE)
    for (const answer of unauthorized) expectError(answer, 'UNAUTHORIZED')
    for (const answer of limited) {
      expectError(answer, 'RATE_LIMITED')
      expect(Number(answer.headers.get('retry-after'))).toBeWithin(1, 61)
    }

    // A cached key costs nothing; a key seen before is looked up again once its entry is gone (a
    // key change anywhere clears the cache), without counting against the address.
    expectOk(await t.get('/v1/states/CO', known.secret))
    await t.services.accounts.updateAccount(known.account.id, { name: 'Renamed' })
    counted.reset()
    expectOk(await t.get('/v1/states/CO', refreshed.secret))
    expect(counted.selects()).toBe(1)
    // A key this instance never saw waits out the minute with the guesser: it cannot be told apart before its lookup.
    const unseen = await account(t, 'enterprise')
    const refused = await t.get('/v1/states/CO', unseen.secret)
    expectError(refused, 'RATE_LIMITED')
    expect(refused.body.errors[0].message).toContain('unknown API keys')
  })

  test('another address has its own budget; an unknown key is remembered: 50 tries, one lookup', async () => {
    expectError(await t.get('/v1/substances', generateKey('secret', 'live')), 'RATE_LIMITED')
    const elsewhere = { 'x-forwarded-for': '203.0.113.9' }
    const forged = generateKey('secret', 'live')
    counted.reset()
    for (let i = 0; i < 50; i++) expectError(await t.get('/v1/substances', forged, elsewhere), 'UNAUTHORIZED')
    expect(counted.selects()).toBe(1)
  })
})
