/** States endpoints: invalid sorts, unknown codes and parameters. */
import { describe, expect, test } from 'bun:test'
import { bothVariants, expectError, keyPerVariant } from '../../../support/api.ts'

const apps = bothVariants()
const keys = keyPerVariant(apps)

describe('nested', () => {
  for (const query of [
    'sort=population',
    'sort=NAME',
    'order=up',
    'order=DESC',
    'limit=10',
    'page=2',
    'sort=name&sort=code&order=sideways',
  ]) {
    test(`/v1/states?${query} → 400 VALIDATION_ERROR`, async () => {
      expectError(await apps.nested.get(`/v1/states?${query}`, keys.nested), 'VALIDATION_ERROR')
    })
  }

  for (const code of ['ZZ', 'XX', 'PR', '1A', '00']) {
    test(`/v1/states/${code} → 404 NOT_FOUND`, async () => {
      const res = await apps.nested.get(`/v1/states/${code}`, keys.nested)
      expectError(res, 'NOT_FOUND')
    })
  }

  for (const code of ['COL', 'C', 'Colorado']) {
    test(`/v1/states/${code} (not two characters) → 400 naming path.code`, async () => {
      const res = await apps.nested.get(`/v1/states/${code}`, keys.nested)
      expectError(res, 'VALIDATION_ERROR')
      expect(res.body.errors[0].message).toContain('code')
    })
  }

  for (const query of [
    'substance=hemp',
    'product_type=gummies',
    'include_sources=1',
    'include_bills=yes',
    'include_changelog=true',
    'bogus=1',
  ]) {
    test(`/v1/states/CO?${query} → 400`, async () => {
      expectError(await apps.nested.get(`/v1/states/CO?${query}`, keys.nested), 'VALIDATION_ERROR')
    })
  }
})

describe('column', () => {
  test('/v1/states takes no sort parameter', async () => {
    expectError(await apps.column.get('/v1/states?sort=name', keys.column), 'VALIDATION_ERROR')
  })
  test('/v1/states/{code} takes no filters', async () => {
    expectError(await apps.column.get('/v1/states/CO?substance=cbd', keys.column), 'VALIDATION_ERROR')
  })
  test('unknown code → 404', async () => {
    expectError(await apps.column.get('/v1/states/ZZ', keys.column), 'NOT_FOUND')
  })
})
