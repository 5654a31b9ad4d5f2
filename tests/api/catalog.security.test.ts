/** Reference lists need a secret Bearer key like every data endpoint. */
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test'
import { generateKey } from '../../api/src/lib/keys.ts'
import { testApp, type TestApp } from '../helpers/app.ts'
import { account, expectError, expectOk, withoutRequestId } from './support.ts'

setDefaultTimeout(30_000)

let t: TestApp

beforeAll(async () => {
  t = await testApp({ variant: 'column' })
}, 120_000)

afterAll(async () => {
  await t?.close()
})

for (const path of ['/v1/substances', '/v1/product-types']) {
  describe(path, () => {
    test('no / malformed / unknown key → identical 401', async () => {
      const none = await t.get(path)
      expectError(none, 'UNAUTHORIZED')
      for (const key of ['hd_live_sk_x', generateKey('secret', 'live')]) {
        const res = await t.get(path, key)
        expectError(res, 'UNAUTHORIZED')
        expect(withoutRequestId(res.body)).toEqual(withoutRequestId(none.body))
      }
    })
    test('X-API-Key is not accepted', async () => {
      expectError(await t.request(path, { headers: { 'x-api-key': await t.key('free') } }), 'UNAUTHORIZED')
    })
    test('publishable key → 400 INVALID_KEY_TYPE', async () => {
      expectError(await t.get(path, await t.key('enterprise', { kind: 'publishable' })), 'INVALID_KEY_TYPE')
    })
    test('deactivated account → 403', async () => {
      const a = await account(t, 'free')
      expectOk(await t.get(path, a.secret))
      await t.services.accounts.updateAccount(a.account.id, { status: 'deactivated' })
      expectError(await t.get(path, a.secret), 'FORBIDDEN')
    })
  })
}
