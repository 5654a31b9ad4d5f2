/** Reference lists take no parameters: any query is rejected, naming it. */
import { beforeAll, expect, test } from 'bun:test'
import { expectError, variantApps } from '../../../support/api.ts'

const apps = variantApps(['nested'])
let key: string

beforeAll(async () => {
  key = await apps.nested.key('enterprise')
})

for (const path of ['/v1/substances', '/v1/product-types']) {
  for (const query of ['page=1', 'per_page=10', 'substance=cbd', 'x=%00']) {
    test(`${path}?${query} → 400 VALIDATION_ERROR`, async () => {
      const res = await apps.nested.get(`${path}?${query}`, key)
      expectError(res, 'VALIDATION_ERROR')
      expect(res.body.errors[0].message).toContain(query.split('=')[0])
    })
  }
  test(`${path}/cbd → 404 NOT_FOUND`, async () => {
    expectError(await apps.nested.get(`${path}/cbd`, key), 'NOT_FOUND')
  })
}
