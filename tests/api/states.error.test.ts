/** States endpoints: invalid sorts, unknown codes and parameters. */
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test'
import { testApp, type TestApp } from '../helpers/app.ts'
import { expectError } from './support.ts'

setDefaultTimeout(30_000)

let nested: TestApp
let column: TestApp
let nestedKey: string
let columnKey: string

beforeAll(async () => {
  ;[nested, column] = await Promise.all([testApp({ variant: 'nested' }), testApp({ variant: 'column' })])
  nestedKey = await nested.key('enterprise')
  columnKey = await column.key('enterprise')
}, 120_000)

afterAll(async () => {
  await Promise.all([nested?.close(), column?.close()])
})

describe('nested', () => {
  for (const query of ['sort=population', 'sort=NAME', 'order=up', 'order=DESC', 'limit=10', 'page=2', 'sort=name&sort=code&order=sideways']) {
    test(`/v1/states?${query} → 400 VALIDATION_ERROR`, async () => {
      expectError(await nested.get(`/v1/states?${query}`, nestedKey), 'VALIDATION_ERROR')
    })
  }

  for (const code of ['ZZ', 'XX', 'PR', '1A', '00']) {
    test(`/v1/states/${code} → 404 NOT_FOUND`, async () => {
      const res = await nested.get(`/v1/states/${code}`, nestedKey)
      expectError(res, 'NOT_FOUND')
    })
  }

  for (const code of ['COL', 'C', 'Colorado']) {
    test(`/v1/states/${code} (not two characters) → 400 naming path.code`, async () => {
      const res = await nested.get(`/v1/states/${code}`, nestedKey)
      expectError(res, 'VALIDATION_ERROR')
      expect(res.body.errors[0].message).toContain('code')
    })
  }

  for (const query of ['substance=hemp', 'product_type=gummies', 'include_sources=1', 'include_bills=yes', 'include_changelog=true', 'bogus=1']) {
    test(`/v1/states/CO?${query} → 400`, async () => {
      expectError(await nested.get(`/v1/states/CO?${query}`, nestedKey), 'VALIDATION_ERROR')
    })
  }
})

describe('column', () => {
  test('/v1/states takes no sort parameter', async () => {
    expectError(await column.get('/v1/states?sort=name', columnKey), 'VALIDATION_ERROR')
  })
  test('/v1/states/{code} takes no filters', async () => {
    expectError(await column.get('/v1/states/CO?substance=cbd', columnKey), 'VALIDATION_ERROR')
  })
  test('unknown code → 404', async () => {
    expectError(await column.get('/v1/states/ZZ', columnKey), 'NOT_FOUND')
  })
})
