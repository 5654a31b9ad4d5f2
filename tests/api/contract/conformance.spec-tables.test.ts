/**
 * Conformance: response fields and enums as the tables of the interface spec give them, nested
 * records, and the column variant's per-tier field gating.
 */
import { beforeAll, describe, expect, test } from 'bun:test'
import {
  ALL_STATES,
  BILL_STATUSES,
  bothVariants,
  COLUMN_STATUSES,
  expectOk,
  KNOWN_PRODUCT_TYPES,
  KNOWN_SUBSTANCES,
  NESTED_STATUSES,
  snapshotOf,
  VERIFICATION_TIERS,
} from '../../support/api.ts'

const apps = bothVariants()

describe('nested: spec tables', () => {
  let key: string
  beforeAll(async () => {
    key = await apps.nested.key('enterprise')
  })
  const get = async (path: string) => expectOk(await apps.nested.get(path, key))

  test('Regulation fields, details, confidence breakdown, enums', async () => {
    const body = await get('/v1/regulations?per_page=100&include_sources=true&include_bills=true')
    const seen = new Set<string>()
    for (const r of body.data) {
      for (const field of [
        'id',
        'state',
        'state_name',
        'substance',
        'product_type',
        'legal_status',
        'summary',
        'details',
        'effective_date',
        'expiration_date',
        'confidence',
        'confidence_breakdown',
        'last_verified',
        'verified_by',
        'sources',
        'related_bills',
        'created_at',
        'updated_at',
      ]) {
        expect(r).toHaveProperty(field)
      }
      expect(r.id).toMatch(/^reg_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
      expect(NESTED_STATUSES).toContain(r.legal_status)
      seen.add(r.legal_status)
      expect(KNOWN_SUBSTANCES).toContain(r.substance)
      expect(KNOWN_PRODUCT_TYPES).toContain(r.product_type)
      for (const field of [
        'thc_limit',
        'age_requirement',
        'license_required',
        'testing_required',
        'labeling_requirements',
        'packaging_requirements',
        'sales_channels',
        'possession_limit',
        'additional_restrictions',
      ]) {
        expect(r.details).toHaveProperty(field)
      }
      expect([18, 21, null]).toContain(r.details.age_requirement)
      expect(typeof r.details.license_required).toBe('boolean')
      expect(typeof r.details.testing_required).toBe('boolean')
      expect(Object.keys(r.confidence_breakdown).sort()).toEqual([
        'ai_parsing',
        'consistency',
        'recency',
        'source_quality',
      ])
      expect(r.confidence).toBeGreaterThanOrEqual(0)
      expect(r.confidence).toBeLessThanOrEqual(1)
      expect(['automated', 'manual']).toContain(r.verified_by)
      if (r.verification_tier !== undefined) expect(VERIFICATION_TIERS).toContain(r.verification_tier)
      expect(Number.isNaN(Date.parse(r.last_verified))).toBe(false)
      for (const s of r.sources) expect(Object.keys(s).sort()).toEqual(['id', 'retrieved_at', 'title', 'type', 'url'])
      for (const b of r.related_bills) expect(BILL_STATUSES).toContain(b.status)
    }
    expect(seen.size).toBeGreaterThan(1)
  })

  test('Bill fields (federal bills on /v1/states/US)', async () => {
    const body = await get('/v1/states/US?include_bills=true')
    expect(body.data.bills.length).toBeGreaterThan(0)
    for (const bill of body.data.bills) {
      for (const field of [
        'bill_id',
        'state',
        'number',
        'title',
        'description',
        'status',
        'introduced_date',
        'last_action',
        'last_action_date',
        'sponsors',
        'subjects',
        'impact_summary',
        'legislative_tracker_url',
        'full_text_url',
        'linked_regulation_ids',
        'last_checked',
      ]) {
        expect(bill).toHaveProperty(field)
      }
      expect(BILL_STATUSES).toContain(bill.status)
      expect(bill.state).toBe('US')
      for (const sponsor of bill.sponsors) expect(Object.keys(sponsor).sort()).toEqual(['name', 'party', 'role'])
    }
  })

  test('Changelog entry fields and event types', async () => {
    const body = await get('/v1/regulations/changelog?per_page=100')
    expect(body.data.length).toBeGreaterThan(0)
    const types = [
      'legal_status_changed',
      'details_updated',
      'new_regulation',
      'regulation_expired',
      'bill_linked',
      'confidence_changed',
      'source_added',
    ]
    for (const c of body.data) {
      for (const field of [
        'id',
        'regulation_id',
        'state',
        'substance',
        'product_type',
        'event_type',
        'before',
        'after',
        'diff_summary',
        'plain_english_summary',
        'changed_at',
        'detected_at',
      ]) {
        expect(c).toHaveProperty(field)
      }
      expect(c.id).toMatch(/^chg_/)
      expect(types).toContain(c.event_type)
      expect(c.after).toHaveProperty('legal_status')
      expect(c.after).toHaveProperty('summary')
      if (c.before !== null) expect(c.before).toHaveProperty('legal_status')
    }
  })

  test('State list item and profile fields', async () => {
    const list = await get('/v1/states')
    for (const s of list.data) {
      expect(Object.keys(s).sort()).toEqual([
        'avg_confidence',
        'code',
        'counts_by_legal_status',
        'last_verified',
        'name',
        'total_regulations',
      ])
    }
    for (const code of ['CO', 'DC', 'ME']) {
      const p = (await get(`/v1/states/${code}`)).data
      for (const field of [
        'region',
        'hemp_program_status',
        'regulatory_authority',
        'hemp_program_url',
        'key_highlights',
        'regulations',
        'pending_bills_count',
        'hr5371_impact_assessment',
      ]) {
        expect(p).toHaveProperty(field)
      }
      expect(['Northeast', 'Southeast', 'Midwest', 'West', 'Southwest']).toContain(p.region)
      expect(['active', 'developing', 'no_program']).toContain(p.hemp_program_status)
    }
  })

  test('Substance and product type fields', async () => {
    for (const s of (await get('/v1/substances')).data) {
      for (const field of [
        'id',
        'name',
        'description',
        'federal_status',
        'federal_thc_limit',
        'total_state_regulations',
        'states_legal',
        'states_legal_with_restrictions',
        'states_restricted',
        'states_prohibited',
        'states_unclear',
        'hr5371_relevance',
        'common_product_types',
      ]) {
        expect(s).toHaveProperty(field)
      }
      expect(NESTED_STATUSES).toContain(s.federal_status)
    }
    for (const p of (await get('/v1/product-types')).data) {
      expect(Object.keys(p).sort()).toEqual([
        'avg_confidence',
        'common_restrictions',
        'description',
        'id',
        'name',
        'states_with_regulations',
        'total_regulations',
      ])
    }
  })
})

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
