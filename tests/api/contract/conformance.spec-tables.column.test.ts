/** Conformance: the column variant's response fields and enums as the interface spec's tables give them, and its per-tier field gating. */
import { describe, expect, test } from 'bun:test'
import {
  ALL_STATES,
  BILL_STATUSES,
  bothVariants,
  COLUMN_STATUSES,
  expectOk,
  snapshotOf,
  VERIFICATION_TIERS,
} from '../../support/api.ts'

const apps = bothVariants()

describe('column: spec tables and tier gating', () => {
  const CORE = [
    'id',
    'jurisdiction',
    'substance',
    'product_type',
    'legal_status',
    'federal_status',
    'thc_limit_pct_dryweight',
    'thc_limit_mg_per_serving',
    'thc_limit_mg_per_container',
    'thc_measurement_method',
    'last_verified',
    'verification_tier',
    'confidence_score',
  ]
  const RETAILER = [
    'age_restriction',
    'age_verification_method',
    'shipping_status',
    'carrier_restrictions',
    'license_required',
    'license_type',
  ]
  const BRAND = [
    'labeling_required',
    'warning_text_verbatim',
    'testing_standard',
    'testing_panels_required',
    'enforcement_date',
    'enforcement_agency',
    'penalty_range',
    'plain_english',
  ]
  const ENTERPRISE = ['source_urls', 'source_documents', 'related_bills']

  async function rows(tier: string, query = '') {
    const t = apps.column
    const body = expectOk(await t.get(`/v1/regulations?state=CO,TX&per_page=100${query}`, await t.key(tier)))
    expect(body.data.length).toBeGreaterThan(0)
    return body
  }
  const hasAll = (row: any, fields: string[]) => {
    for (const f of fields) expect(row, `missing ${f}`).toHaveProperty(f)
  }
  const hasNone = (row: any, fields: string[]) => {
    for (const f of fields) expect(row, `unexpected ${f}`).not.toHaveProperty(f)
  }

  test('free: core record only (no age, shipping, license, plain_english, sources)', async () => {
    for (const row of (await rows('free')).data) {
      hasAll(row, CORE)
      hasNone(row, [...RETAILER, ...BRAND, ...ENTERPRISE])
    }
  })
  test('retailer: core + age/shipping/license, not plain_english', async () => {
    for (const row of (await rows('retailer')).data) {
      hasAll(row, [...CORE, ...RETAILER])
      hasNone(row, [...BRAND, ...ENTERPRISE])
    }
  })
  test('brand: + labeling/testing/enforcement/penalty/plain_english, not source_urls', async () => {
    for (const row of (await rows('brand')).data) {
      hasAll(row, [...CORE, ...RETAILER, ...BRAND])
      hasNone(row, ENTERPRISE)
    }
  })
  test('enterprise with include_sources/include_bills: source_urls, source_documents, related_bills', async () => {
    const body = await rows('enterprise', '&include_sources=true&include_bills=true')
    expect(body.meta).not.toHaveProperty('upgrade_hint')
    for (const row of body.data) {
      hasAll(row, [...CORE, ...RETAILER, ...BRAND, ...ENTERPRISE])
      for (const url of row.source_urls) expect(() => new URL(url)).not.toThrow()
      for (const bill of row.related_bills) {
        expect(Object.keys(bill).sort()).toEqual(['bill_id', 'status', 'title', 'url'])
        expect(BILL_STATUSES).toContain(bill.status)
      }
    }
    expect(body.data.some((row: any) => row.source_urls.length > 0)).toBe(true)
    const plain = await rows('enterprise')
    for (const row of plain.data) hasNone(row, ENTERPRISE)
  })
  for (const tier of ['free', 'retailer', 'brand']) {
    test(`${tier} with include_sources: meta.upgrade_hint and no source_urls`, async () => {
      const body = await rows(tier, '&include_sources=true')
      expect(typeof body.meta.upgrade_hint).toBe('string')
      expect(body.meta.upgrade_hint).toContain('enterprise')
      for (const row of body.data) hasNone(row, ENTERPRISE)
    })
  }

  test('the same gating holds on /v1/regulations/{id}, compare and state profiles', async () => {
    const t = apps.column
    const uuid = snapshotOf(t).regulations.find(r => r.state === 'CO')!.id
    const expectations: Record<string, { has: string[]; not: string[] }> = {
      free: { has: CORE, not: [...RETAILER, ...BRAND, ...ENTERPRISE] },
      retailer: { has: [...CORE, ...RETAILER], not: [...BRAND, ...ENTERPRISE] },
      brand: { has: [...CORE, ...RETAILER, ...BRAND], not: ENTERPRISE },
    }
    for (const [tier, { has, not }] of Object.entries(expectations)) {
      const key = await t.key(tier)
      const records = [
        expectOk(await t.get(`/v1/regulations/${uuid}`, key)).data,
        ...expectOk(await t.get('/v1/regulations/compare?states=CO,TX&substance=cbd', key)).data.CO,
        ...expectOk(await t.get('/v1/states/CO', key)).data.regulations,
      ]
      expect(records.length).toBeGreaterThan(2)
      for (const row of records) {
        hasAll(row, has)
        hasNone(row, not)
      }
    }
  })

  test('enums: legal_status (column scale) and verification_tier; uuid ids', async () => {
    const t = apps.column
    const key = await t.key('enterprise')
    const seen = new Set<string>()
    for (let i = 0; i < ALL_STATES.length; i += 10) {
      const body = expectOk(
        await t.get(`/v1/regulations?state=${ALL_STATES.slice(i, i + 10).join(',')}&per_page=100`, key),
      )
      for (const row of body.data) {
        expect(COLUMN_STATUSES).toContain(row.legal_status)
        expect(VERIFICATION_TIERS).toContain(row.verification_tier)
        expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
        seen.add(row.legal_status)
      }
    }
    for (const nestedOnly of ['legal_with_restrictions', 'unclear']) expect(seen.has(nestedOnly)).toBe(false)
  })

  test('changelog, states, substances, product types fields', async () => {
    const t = apps.column
    const key = await t.key('enterprise')
    const changes = expectOk(await t.get('/v1/regulations/changelog?per_page=50', key))
    for (const c of changes.data)
      expect(Object.keys(c).sort()).toEqual([
        'changed_at',
        'field_changed',
        'id',
        'jurisdiction',
        'new_value',
        'old_value',
        'reason',
        'regulation_id',
      ])
    for (const s of expectOk(await t.get('/v1/states', key)).data)
      expect(['permissive', 'moderate', 'restrictive', 'prohibitive']).toContain(s.overall_stance)
    const profile = expectOk(await t.get('/v1/states/CO', key)).data
    for (const f of [
      'code',
      'name',
      'overall_stance',
      'regulation_count',
      'regulations',
      'regulatory_agency',
      'hemp_program_url',
      'notes',
      'last_updated',
    ])
      expect(profile).toHaveProperty(f)
    for (const s of expectOk(await t.get('/v1/substances', key)).data) {
      for (const f of [
        'slug',
        'name',
        'description',
        'regulation_count',
        'states_legal',
        'states_restricted',
        'states_prohibited',
      ])
        expect(s).toHaveProperty(f)
    }
  })
})
