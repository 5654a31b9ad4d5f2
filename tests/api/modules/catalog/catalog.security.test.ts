/** Reference lists need a secret Bearer key like every data endpoint. */
import { describe, expect, test } from 'bun:test'
import { generateKey } from '../../../../api/src/lib/keys.ts'
import { account, expectError, expectOk, variantApps, withoutRequestId } from '../../../support/api.ts'

const apps = variantApps(['column'])

for (const path of ['/v1/substances', '/v1/product-types']) {
  describe(path, () => {
    test('no / malformed / unknown key → identical 401', async () => {
      const none = await apps.column.get(path)
      expectError(none, 'UNAUTHORIZED')
      for (const key of ['hd_live_sk_x', generateKey('secret', 'live')]) {
        const res = await apps.column.get(path, key)
        expectError(res, 'UNAUTHORIZED')
        expect(withoutRequestId(res.body)).toEqual(withoutRequestId(none.body))
      }
    })
    test('X-API-Key is accepted like Bearer; an unknown one gets the same 401', async () => {
      expectOk(await apps.column.request(path, { headers: { 'x-api-key': await apps.column.key('free') } }))
      const unknown = generateKey('secret', 'live')
      expectError(await apps.column.request(path, { headers: { 'x-api-key': unknown } }), 'UNAUTHORIZED')
    })
    test('publishable key → 400 INVALID_KEY_TYPE', async () => {
      expectError(
        await apps.column.get(path, await apps.column.key('enterprise', { kind: 'publishable' })),
        'INVALID_KEY_TYPE',
      )
    })
    test('deactivated account → 403', async () => {
      const a = await account(apps.column, 'free')
      expectOk(await apps.column.get(path, a.secret))
      await apps.column.services.accounts.updateAccount(a.account.id, { status: 'deactivated' })
      expectError(await apps.column.get(path, a.secret), 'FORBIDDEN')
    })
  })
}
