/** GET /v1/regulations/compare in both variants: rows per state, filters, the vape alias, meta. */
import { describe, expect, test } from 'bun:test'
import { bothVariants, countRegulations, expectOk, keyPerVariant, NESTED_STATUSES } from './support.ts'

const apps = bothVariants()
const keys = keyPerVariant(apps)

describe('nested compare', () => {
  test('one row per state for a substance × product type, with every contract field', async () => {
    const body = expectOk(await apps.nested.get('/v1/regulations/compare?states=CO,tx&substance=cbd&product_type=edibles', keys.nested))
    expect(body.data.comparison).toHaveLength(2)
    expect(body.data.comparison.map((r: any) => r.state)).toEqual(['CO', 'TX'])
    for (const row of body.data.comparison) {
      for (const field of ['state', 'state_name', 'legal_status', 'summary', 'thc_limit', 'age_requirement', 'license_required', 'confidence', 'regulation_id']) {
        expect(row).toHaveProperty(field)
      }
      expect(NESTED_STATUSES).toContain(row.legal_status)
      expect(row.regulation_id).toMatch(/^reg_/)
      const one = expectOk(await apps.nested.get(`/v1/regulations/${row.regulation_id}`, keys.nested))
      expect(one.data).toMatchObject({ state: row.state, legal_status: row.legal_status, summary: row.summary, confidence: row.confidence })
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
    expect(body.data.comparison).toHaveLength(countRegulations(apps.nested, (r) => ten.includes(r.state)))
  })

  test('product_type alias vape in compare', async () => {
    const body = expectOk(await apps.nested.get('/v1/regulations/compare?states=CO,TX&substance=cbd&product_type=vape', keys.nested))
    expect(body.meta.product_type).toBe('vapes')
    expect(body.data.comparison).toHaveLength(2)
  })

  test('compare works with X-API-Key', async () => {
    expectOk(await apps.nested.request('/v1/regulations/compare?states=CO,TX', { headers: { 'x-api-key': keys.nested } }))
  })
})

describe('column GET /v1/regulations', () => {
  test('compare: data keyed by state code, meta states_compared / substance_filter / product_type_filter', async () => {
    const body = expectOk(await apps.column.get('/v1/regulations/compare?states=CO,TX&substance=cbd', keys.column))
    expect(Object.keys(body.data).sort()).toEqual(['CO', 'TX'])
    expect(body.data.CO).toHaveLength(countRegulations(apps.column, (r) => r.state === 'CO' && r.substance === 'cbd'))
    expect(body.data.CO.every((r: any) => r.jurisdiction === 'CO' && r.substance === 'cbd')).toBe(true)
    expect(body.data.TX.every((r: any) => r.jurisdiction === 'TX')).toBe(true)
    expect(body.meta).toMatchObject({ states_compared: ['CO', 'TX'], substance_filter: 'cbd', product_type_filter: null })
    const both = expectOk(await apps.column.get('/v1/regulations/compare?states=CO,TX&substance=cbd&product_type=vape', keys.column))
    expect(both.meta.product_type_filter).toBe('vapes')
    expect(both.data.CO).toHaveLength(1)
  })
})
