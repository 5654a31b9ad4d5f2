/** States endpoints: keys (Bearer only), deactivation and starter scope. */
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test'
import { generateKey } from '../../api/src/lib/keys.ts'
import { testApp, type TestApp } from '../helpers/app.ts'
import { account, expectError, expectOk, STARTER_STATES, withoutRequestId } from './support.ts'

setDefaultTimeout(30_000)

let t: TestApp

beforeAll(async () => {
  t = await testApp({ variant: 'nested' })
}, 120_000)

afterAll(async () => {
  await t?.close()
})

const PATHS = ['/v1/states', '/v1/states/CO']

describe('keys on /v1/states', () => {
  test('no, malformed and unknown keys → one identical 401', async () => {
    for (const path of PATHS) {
      const none = await t.get(path)
      expectError(none, 'UNAUTHORIZED')
      for (const key of ['nope', generateKey('secret', 'live'), generateKey('secret', 'test')]) {
        const res = await t.get(path, key)
        expectError(res, 'UNAUTHORIZED')
        expect(withoutRequestId(res.body)).toEqual(withoutRequestId(none.body))
      }
    }
  })

  test('X-API-Key is not accepted here', async () => {
    const key = await t.key('enterprise')
    for (const path of PATHS) expectError(await t.request(path, { headers: { 'x-api-key': key } }), 'UNAUTHORIZED')
  })

  test('a publishable key → 400 INVALID_KEY_TYPE', async () => {
    const pk = await t.key('enterprise', { kind: 'publishable' })
    for (const path of PATHS) expectError(await t.get(path, pk), 'INVALID_KEY_TYPE')
  })

  test('deactivated key and deactivated account → 403', async () => {
    const a = await account(t, 'professional')
    expectOk(await t.get('/v1/states', a.secret))
    await t.services.accounts.deactivateKey(a.keyId)
    for (const path of PATHS) expectError(await t.get(path, a.secret), 'FORBIDDEN')
    const b = await account(t, 'professional')
    await t.services.accounts.updateAccount(b.account.id, { status: 'deactivated' })
    for (const path of PATHS) expectError(await t.get(path, b.secret), 'FORBIDDEN')
  })
})

describe('starter scope on state profiles', () => {
  test('own states and the federal layer are readable; others → 403 naming the plan', async () => {
    const key = await t.key('starter', { states: STARTER_STATES })
    for (const code of STARTER_STATES) expectOk(await t.get(`/v1/states/${code.toLowerCase()}`, key))
    expectOk(await t.get('/v1/states/US', key))
    const res = await t.get('/v1/states/OR', key)
    expectError(res, 'FORBIDDEN')
    for (const code of STARTER_STATES) expect(res.body.errors[0].message).toContain(code)
    expectError(await t.get('/v1/states/or', key), 'FORBIDDEN')
  })
})
