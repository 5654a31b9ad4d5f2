/** Reference lists take no parameters: any query is rejected, naming it. */
import { afterAll, beforeAll, expect, setDefaultTimeout, test } from 'bun:test'
import { testApp, type TestApp } from '../helpers/app.ts'
import { expectError } from './support.ts'

setDefaultTimeout(30_000)

let t: TestApp
let key: string

beforeAll(async () => {
  t = await testApp({ variant: 'nested' })
  key = await t.key('enterprise')
}, 120_000)

afterAll(async () => {
  await t?.close()
})

for (const path of ['/v1/substances', '/v1/product-types']) {
  for (const query of ['page=1', 'per_page=10', 'substance=cbd', 'x=%00']) {
    test(`${path}?${query} → 400 VALIDATION_ERROR`, async () => {
      const res = await t.get(`${path}?${query}`, key)
      expectError(res, 'VALIDATION_ERROR')
      expect(res.body.errors[0].message).toContain(query.split('=')[0])
    })
  }
  test(`${path}/cbd → 404 NOT_FOUND`, async () => {
    expectError(await t.get(`${path}/cbd`, key), 'NOT_FOUND')
  })
}
