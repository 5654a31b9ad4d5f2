/** GET /v1/regulations/compare in both variants: rows per state, filters, the vape alias, meta, a state with no record. */
import { beforeAll, describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { regulationBills, regulations } from '../../../../api/src/db/schema/index.ts'
import { regulationsShape } from '../../../../api/src/modules/regulations/variants/index.ts'
import { regulationKey } from '../../../../api/src/snapshot/snapshot.ts'
import type { TestApp } from '../../../support/app.ts'
import {
  bothVariants,
  countRegulations,
  expectOk,
  expectSchema,
  keyPerVariant,
  NESTED_STATUSES,
  snapshotOf,
} from '../../../support/api.ts'

const apps = bothVariants()
const keys = keyPerVariant(apps)

describe('nested compare', () => {
  test('one row per state for a substance × product type, with every contract field', async () => {
    const body = expectOk(
      await apps.nested.get('/v1/regulations/compare?states=CO,tx&substance=cbd&product_type=edibles', keys.nested),
    )
    expect(body.data.comparison).toHaveLength(2)
    expect(body.data.comparison.map((r: any) => r.state)).toEqual(['CO', 'TX'])
    for (const row of body.data.comparison) {
      for (const field of [
        'state',
        'state_name',
        'legal_status',
        'summary',
        'thc_limit',
        'age_requirement',
        'license_required',
        'confidence',
        'regulation_id',
      ]) {
        expect(row).toHaveProperty(field)
      }
      expect(NESTED_STATUSES).toContain(row.legal_status)
      expect(row.regulation_id).toMatch(/^reg_/)
      const one = expectOk(await apps.nested.get(`/v1/regulations/${row.regulation_id}`, keys.nested))
      expect(one.data).toMatchObject({
        state: row.state,
        legal_status: row.legal_status,
        summary: row.summary,
        confidence: row.confidence,
      })
      expect(one.data.details.thc_limit).toBe(row.thc_limit)
      expect(one.data.details.age_requirement).toBe(row.age_requirement)
      expect(one.data.details.license_required).toBe(row.license_required)
    }
    expect(body.data.comparison[0].state_name).toBe('Colorado')
    expect(typeof body.data.summary).toBe('string')
    expect(body.data.summary.length).toBeGreaterThan(0)
    expect(body.meta).toMatchObject({ states_compared: ['CO', 'TX'], substance: 'cbd', product_type: 'edibles' })
  })

  test('without filters every record of each state is compared; 10 states is allowed', async () => {
    const ten = ['CO', 'TX', 'CA', 'NY', 'FL', 'OR', 'WA', 'ID', 'UT', 'DC']
    const body = expectOk(await apps.nested.get(`/v1/regulations/compare?states=${ten.join(',')}`, keys.nested))
    expect(body.meta.states_compared).toEqual(ten)
    expect(body.meta.substance).toBeNull()
    expect(body.meta.product_type).toBeNull()
    expect(body.data.comparison).toHaveLength(countRegulations(apps.nested, r => ten.includes(r.state)))
  })

  test('product_type alias vape in compare', async () => {
    const body = expectOk(
      await apps.nested.get('/v1/regulations/compare?states=CO,TX&substance=cbd&product_type=vape', keys.nested),
    )
    expect(body.meta.product_type).toBe('vapes')
    expect(body.data.comparison).toHaveLength(2)
  })

  test('compare works with X-API-Key', async () => {
    expectOk(
      await apps.nested.request('/v1/regulations/compare?states=CO,TX', { headers: { 'x-api-key': keys.nested } }),
    )
  })
})

describe('column GET /v1/regulations', () => {
  test('compare: data keyed by state code, meta states_compared / substance_filter / product_type_filter', async () => {
    const body = expectOk(await apps.column.get('/v1/regulations/compare?states=CO,TX&substance=cbd', keys.column))
    expect(Object.keys(body.data).sort()).toEqual(['CO', 'TX'])
    expect(body.data.CO).toHaveLength(countRegulations(apps.column, r => r.state === 'CO' && r.substance === 'cbd'))
    expect(body.data.CO.every((r: any) => r.jurisdiction === 'CO' && r.substance === 'cbd')).toBe(true)
    expect(body.data.TX.every((r: any) => r.jurisdiction === 'TX')).toBe(true)
    expect(body.meta).toMatchObject({
      states_compared: ['CO', 'TX'],
      substance_filter: 'cbd',
      product_type_filter: null,
    })
    const both = expectOk(
      await apps.column.get('/v1/regulations/compare?states=CO,TX&substance=cbd&product_type=vape', keys.column),
    )
    expect(both.meta.product_type_filter).toBe('vapes')
    expect(both.data.CO).toHaveLength(1)
  })
})

/** Deletes a record from the app's database and serves the snapshot without it. */
async function removeRecord(t: TestApp, state: string, substance: string, productType: string): Promise<void> {
  const record = snapshotOf(t).byKey.get(regulationKey(state, substance, productType))
  expect(record, `the seed has ${state} ${substance} ${productType}`).toBeDefined()
  await t.services.database.db.delete(regulationBills).where(eq(regulationBills.regulationId, record!.id))
  await t.services.database.db.delete(regulations).where(eq(regulations.id, record!.id))
  await t.services.store.reload()
  expect(snapshotOf(t).byKey.has(regulationKey(state, substance, productType))).toBe(false)
}

describe('a compared state with no matching record', () => {
  // Alaska's CBD edibles are removed from both test databases: neither variant may rely on the seed having a gap.
  const GAP = '/v1/regulations/compare?states=CO,AK&substance=cbd&product_type=edibles'
  beforeAll(async () => {
    await Promise.all([
      removeRecord(apps.nested, 'AK', 'cbd', 'edibles'),
      removeRecord(apps.column, 'AK', 'cbd', 'edibles'),
    ])
  })

  test('column: the state is a row in data, gray_area with a note, id null and no confidence; also in meta.missing', async () => {
    const body = expectOk(await apps.column.get(GAP, keys.column))
    expectSchema(regulationsShape('column').responses.compare, body, 'column compare with a gap')
    expect(body.data.CO).toHaveLength(1)
    expect(body.data.CO[0].id).toMatch(/^[0-9a-f-]{36}$/)
    expect(body.data.AK).toEqual([
      {
        id: null,
        jurisdiction: 'AK',
        substance: 'cbd',
        product_type: 'edibles',
        legal_status: 'gray_area',
        confidence_score: 0,
        verification_tier: 'unverified',
        note: expect.stringContaining('No data exists for this state and filter'),
      },
    ])
    expect(body.data.AK[0].note).toContain('cbd edibles in Alaska')
    expect(body.meta.missing).toEqual([
      { state: 'AK', legal_status: 'gray_area', note: 'No data exists for this state and filter.' },
    ])
    // Alaska's other CBD records still answer a wider comparison, with no stand-in row.
    const wider = expectOk(await apps.column.get('/v1/regulations/compare?states=CO,AK&substance=cbd', keys.column))
    expect(wider.data.AK.length).toBeGreaterThan(0)
    expect(wider.data.AK.every((r: any) => r.id !== null && r.product_type !== 'edibles')).toBe(true)
    expect(wider.meta.missing).toBeUndefined()
  })

  test('column: the stand-in row is documented in the OpenAPI description', async () => {
    const doc = (await apps.column.get('/openapi.json')).body
    const text = JSON.stringify(doc.paths['/v1/regulations/compare'].get.responses['200'])
    expect(text).toContain('gray_area')
    expect(text).toContain('neither permission nor prohibition')
  })

  test('nested: the state is a comparison row, unclear with a note and no regulation id', async () => {
    const body = expectOk(await apps.nested.get(GAP, keys.nested))
    expectSchema(regulationsShape('nested').responses.compare, body, 'nested compare with a gap')
    const alaska = body.data.comparison.filter((r: any) => r.state === 'AK')
    expect(alaska).toHaveLength(1)
    expect(alaska[0]).toMatchObject({
      state_name: 'Alaska',
      legal_status: 'unclear',
      regulation_id: null,
      confidence: 0,
    })
    expect(alaska[0].note).toContain('No data exists')
    expect(body.data.summary).toContain('unclear: AK')
  })
})
