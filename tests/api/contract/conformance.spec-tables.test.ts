/**
 * Conformance: response fields and enums as the tables of the interface spec give them, nested
 * records (the column variant and its per-tier field gating: conformance.spec-tables.column.test.ts).
 */
import { beforeAll, describe, expect, test } from 'bun:test'
import {
  BILL_STATUSES,
  bothVariants,
  expectOk,
  KNOWN_PRODUCT_TYPES,
  KNOWN_SUBSTANCES,
  NESTED_STATUSES,
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
