/** States endpoints: keys (Bearer only), deactivation and starter scope. */
import { describe, expect, test } from 'bun:test'
import { generateKey } from '../../../../api/src/lib/keys.ts'
import { account, expectError, expectOk, STARTER_STATES, variantApps, withoutRequestId } from '../../../support/api.ts'

const apps = variantApps(['nested'])

const PATHS = ['/v1/states', '/v1/states/CO']

describe('keys on /v1/states', () => {
  test('no, malformed and unknown keys → one identical 401', async () => {
    for (const path of PATHS) {
      const none = await apps.nested.get(path)
      expectError(none, 'UNAUTHORIZED')
      for (const key of ['nope', generateKey('secret', 'live'), generateKey('secret', 'test')]) {
        const res = await apps.nested.get(path, key)
        expectError(res, 'UNAUTHORIZED')
        expect(withoutRequestId(res.body)).toEqual(withoutRequestId(none.body))
      }
    }
  })

  test('X-API-Key is accepted like Bearer; a publishable key in it → 400 INVALID_KEY_TYPE', async () => {
    const key = await apps.nested.key('enterprise')
    const pk = await apps.nested.key('enterprise', { kind: 'publishable' })
    for (const path of PATHS) {
      expectOk(await apps.nested.request(path, { headers: { 'x-api-key': key } }))
      expectError(await apps.nested.request(path, { headers: { 'x-api-key': pk } }), 'INVALID_KEY_TYPE')
    }
  })

  test('a publishable key → 400 INVALID_KEY_TYPE', async () => {
    const pk = await apps.nested.key('enterprise', { kind: 'publishable' })
    for (const path of PATHS) expectError(await apps.nested.get(path, pk), 'INVALID_KEY_TYPE')
  })

  test('deactivated key and deactivated account → 403', async () => {
    const a = await account(apps.nested, 'professional')
    expectOk(await apps.nested.get('/v1/states', a.secret))
    await apps.nested.services.accounts.deactivateKey(a.keyId)
    for (const path of PATHS) expectError(await apps.nested.get(path, a.secret), 'FORBIDDEN')
    const b = await account(apps.nested, 'professional')
    await apps.nested.services.accounts.updateAccount(b.account.id, { status: 'deactivated' })
    for (const path of PATHS) expectError(await apps.nested.get(path, b.secret), 'FORBIDDEN')
  })
})

describe('starter scope on state profiles', () => {
  test('own states and the federal layer are readable; others → 403 naming the plan', async () => {
    const key = await apps.nested.key('starter', { states: STARTER_STATES })
    for (const code of STARTER_STATES) expectOk(await apps.nested.get(`/v1/states/${code.toLowerCase()}`, key))
    expectOk(await apps.nested.get('/v1/states/US', key))
    const res = await apps.nested.get('/v1/states/OR', key)
    expectError(res, 'FORBIDDEN')
    for (const code of STARTER_STATES) expect(res.body.errors[0].message).toContain(code)
    expectError(await apps.nested.get('/v1/states/or', key), 'FORBIDDEN')
  })
})
