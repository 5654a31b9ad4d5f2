/**
 * The key cache under load: when a key's entry expires, the requests that arrive together share one
 * database lookup (a burst of 32 connections must not queue 32 queries), and a change is seen at once.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { AccountService } from '../../../api/src/accounts/service.ts'
import { countingQueries } from '../../support/counting-database.ts'
import { testApp, type TestApp } from '../../support/app.ts'

let t: TestApp

beforeAll(async () => {
  t = await testApp()
}, 120_000)

afterAll(async () => {
  await t.close()
})

describe('key cache', () => {
  test('concurrent requests for a key not in the cache share one lookup', async () => {
    const presented = await t.key()
    const counted = countingQueries(t.services.database)
    const accounts = new AccountService(counted.database, t.services.profile)
    const found = await Promise.all(Array.from({ length: 32 }, () => accounts.findByKey(presented)))
    expect(counted.selects()).toBe(1)
    expect(new Set(found).size).toBe(1)
    expect(found[0]?.key.status).toBe('active')
    expect(accounts.cached(presented)).toBe(found[0])
    // Unknown keys are shared and cached the same way.
    counted.reset()
    const unknown = await Promise.all(
      Array.from({ length: 8 }, () => accounts.findByKey('hd_live_sk_unknownunknownunknownunknown00')),
    )
    expect(unknown).toEqual(Array(8).fill(null))
    expect(counted.selects()).toBe(1)
  })

  test('a change made through the service is seen at once, although the key was just cached', async () => {
    const presented = await t.key()
    const accounts = new AccountService(t.services.database, t.services.profile)
    const record = await accounts.findByKey(presented)
    expect(accounts.cached(presented)?.key.status).toBe('active')
    // The change goes through this service, as /ops and the CLI do: it notifies and forgets.
    await accounts.deactivateKey(record!.key.id)
    expect(accounts.cached(presented)).toBeUndefined()
    expect((await accounts.findByKey(presented))?.key.status).toBe('deactivated')
  })
})
