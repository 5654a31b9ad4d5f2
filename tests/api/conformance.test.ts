/**
 * Conformance: every read endpoint of both variants answers bodies that match the variant's
 * response schema (TypeBox) and the tables of the interface spec; every error is the envelope;
 * the service documents (/errors, /openapi.json) cover every code and route.
 */
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test'
import type { TSchema } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import { t } from 'elysia'
import { ERROR_CODES, statusOf, type ErrorCode } from '../../api/src/lib/errors.ts'
import { errorEnvelope } from '../../api/src/variants/common-schemas.ts'
import { testApp, type TestApp } from '../helpers/app.ts'
import {
  ALL_STATES, BILL_STATUSES, COLUMN_STATUSES, expectError, expectOk, KNOWN_PRODUCT_TYPES, KNOWN_SUBSTANCES,
  NESTED_STATUSES, snapshotOf, STARTER_STATES, VERIFICATION_TIERS,
} from './support.ts'

setDefaultTimeout(30_000)

type Variant = 'nested' | 'column'
const apps = {} as Record<Variant, TestApp>

beforeAll(async () => {
  ;[apps.nested, apps.column] = await Promise.all([testApp({ variant: 'nested' }), testApp({ variant: 'column' })])
}, 120_000)

afterAll(async () => {
  await Promise.all([apps.nested?.close(), apps.column?.close()])
})

function expectSchema(schema: TSchema, body: unknown, label: string): void {
  const ok = Value.Check(schema, body)
  if (!ok) console.error(label, [...Value.Errors(schema, body)].slice(0, 5).map((e) => ({ path: e.path, message: e.message, value: e.value })))
  expect(ok, `${label} does not match its response schema`).toBe(true)
}

test('the TypeBox value module loads and knows the formats the schemas use', () => {
  expect(typeof Value.Check).toBe('function')
  expect(Value.Check(t.String({ format: 'date-time' }), '2026-01-31T00:00:00.000Z')).toBe(true)
  expect(Value.Check(t.String({ format: 'date-time' }), 'yesterday')).toBe(false)
  expect(Value.Check(t.String({ format: 'date' }), '2026-01-31')).toBe(true)
  expect(Value.Check(t.String({ format: 'uri' }), 'https://example.gov/x')).toBe(true)
  expect(Value.Check(t.String({ format: 'uuid' }), 'not-a-uuid')).toBe(false)
})

/** The read endpoints, by the schema their 200 answers use. */
function readRequests(variant: Variant): [string, keyof TestApp['services']['profile']['responses']][] {
  const t = apps[variant]
  const co = snapshotOf(t).regulations.find((r) => r.state === 'CO')!
  const id = variant === 'nested' ? `reg_${co.id}` : co.id
  const list = variant === 'nested' ? '/v1/regulations' : '/v1/regulations?state=CO,TX'
  const sep = list.includes('?') ? '&' : '?'
  return [
    [list, 'regulationList'],
    [`${list}${sep}include_sources=true&include_bills=true&include_changelog=true&per_page=100`, 'regulationList'],
    [`${list}${sep}substance=cbd&product_type=vape&legal_status=${variant === 'nested' ? 'legal' : 'restricted'}`, 'regulationList'],
    [`/v1/regulations/${id}`, 'regulation'],
    ['/v1/regulations/changelog?per_page=100', 'changelog'],
    ['/v1/regulations/changelog?state=CO', 'changelog'],
    ['/v1/regulations/compare?states=CO,TX,NY', 'compare'],
    ['/v1/regulations/compare?states=CO,TX&substance=cbd&product_type=edibles', 'compare'],
    ['/v1/states', 'states'],
    ['/v1/states/CO', 'stateProfile'],
    ['/v1/states/US', 'stateProfile'],
    ...(variant === 'nested'
      ? ([
          ['/v1/states?sort=avg_confidence&order=desc', 'states'],
          ['/v1/states/CO?include_sources=true&include_bills=true', 'stateProfile'],
          ['/v1/states/US?include_bills=true&include_sources=true', 'stateProfile'],
          ['/v1/states/TX?substance=cbd&product_type=flower', 'stateProfile'],
        ] as const)
      : []),
    ['/v1/substances', 'substances'],
    ['/v1/product-types', 'productTypes'],
  ] as [string, keyof TestApp['services']['profile']['responses']][]
}

const TIERS: Record<Variant, string[]> = { nested: ['starter', 'professional', 'enterprise', 'research'], column: ['free', 'retailer', 'brand', 'enterprise'] }

for (const variant of ['nested', 'column'] as const) {
  describe(`${variant}: every read endpoint matches its response schema, for every tier`, () => {
    for (const tier of TIERS[variant]) {
      test(tier, async () => {
        const t = apps[variant]
        const key = await t.key(tier, tier === 'starter' ? { states: STARTER_STATES } : {})
        let checked = 0
        for (const [path, schemaName] of readRequests(variant)) {
          const res = await t.get(path, key)
          if (res.status !== 200) {
            // Tier gates are the only allowed refusals: column changelog below enterprise.
            expect(variant === 'column' && tier !== 'enterprise' && path.includes('changelog'), `${path}: ${res.status} ${res.text.slice(0, 200)}`).toBe(true)
            expectError(res, 'UPGRADE_REQUIRED')
            continue
          }
          expectOk(res)
          expectSchema(t.services.profile.responses[schemaName], res.body, `${variant}/${tier} ${path}`)
          checked++
        }
        expect(checked).toBeGreaterThanOrEqual(10)
      })
    }
  })
}

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
      for (const field of ['id', 'state', 'state_name', 'substance', 'product_type', 'legal_status', 'summary', 'details', 'effective_date', 'expiration_date', 'confidence', 'confidence_breakdown', 'last_verified', 'verified_by', 'sources', 'related_bills', 'created_at', 'updated_at']) {
        expect(r).toHaveProperty(field)
      }
      expect(r.id).toMatch(/^reg_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
      expect(NESTED_STATUSES).toContain(r.legal_status)
      seen.add(r.legal_status)
      expect(KNOWN_SUBSTANCES).toContain(r.substance)
      expect(KNOWN_PRODUCT_TYPES).toContain(r.product_type)
      for (const field of ['thc_limit', 'age_requirement', 'license_required', 'testing_required', 'labeling_requirements', 'packaging_requirements', 'sales_channels', 'possession_limit', 'additional_restrictions']) {
        expect(r.details).toHaveProperty(field)
      }
      expect([18, 21, null]).toContain(r.details.age_requirement)
      expect(typeof r.details.license_required).toBe('boolean')
      expect(typeof r.details.testing_required).toBe('boolean')
      expect(Object.keys(r.confidence_breakdown).sort()).toEqual(['ai_parsing', 'consistency', 'recency', 'source_quality'])
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
      for (const field of ['bill_id', 'state', 'number', 'title', 'description', 'status', 'introduced_date', 'last_action', 'last_action_date', 'sponsors', 'subjects', 'impact_summary', 'legislative_tracker_url', 'full_text_url', 'linked_regulation_ids', 'last_checked']) {
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
    const types = ['legal_status_changed', 'details_updated', 'new_regulation', 'regulation_expired', 'bill_linked', 'confidence_changed', 'source_added']
    for (const c of body.data) {
      for (const field of ['id', 'regulation_id', 'state', 'substance', 'product_type', 'event_type', 'before', 'after', 'diff_summary', 'plain_english_summary', 'changed_at', 'detected_at']) {
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
      expect(Object.keys(s).sort()).toEqual(['avg_confidence', 'code', 'counts_by_legal_status', 'last_verified', 'name', 'total_regulations'])
    }
    for (const code of ['CO', 'DC', 'ME']) {
      const p = (await get(`/v1/states/${code}`)).data
      for (const field of ['region', 'hemp_program_status', 'regulatory_authority', 'hemp_program_url', 'key_highlights', 'regulations', 'pending_bills_count', 'hr5371_impact_assessment']) {
        expect(p).toHaveProperty(field)
      }
      expect(['Northeast', 'Southeast', 'Midwest', 'West', 'Southwest']).toContain(p.region)
      expect(['active', 'developing', 'no_program']).toContain(p.hemp_program_status)
    }
  })

  test('Substance and product type fields', async () => {
    for (const s of (await get('/v1/substances')).data) {
      for (const field of ['id', 'name', 'description', 'federal_status', 'federal_thc_limit', 'total_state_regulations', 'states_legal', 'states_legal_with_restrictions', 'states_restricted', 'states_prohibited', 'states_unclear', 'hr5371_relevance', 'common_product_types']) {
        expect(s).toHaveProperty(field)
      }
      expect(NESTED_STATUSES).toContain(s.federal_status)
    }
    for (const p of (await get('/v1/product-types')).data) {
      expect(Object.keys(p).sort()).toEqual(['avg_confidence', 'common_restrictions', 'description', 'id', 'name', 'states_with_regulations', 'total_regulations'])
    }
  })
})

describe('column: spec tables and tier gating', () => {
  const CORE = ['id', 'jurisdiction', 'substance', 'product_type', 'legal_status', 'federal_status', 'thc_limit_pct_dryweight', 'thc_limit_mg_per_serving', 'thc_limit_mg_per_container', 'thc_measurement_method', 'last_verified', 'verification_tier', 'confidence_score']
  const RETAILER = ['age_restriction', 'age_verification_method', 'shipping_status', 'carrier_restrictions', 'license_required', 'license_type']
  const BRAND = ['labeling_required', 'warning_text_verbatim', 'testing_standard', 'testing_panels_required', 'enforcement_date', 'enforcement_agency', 'penalty_range', 'plain_english']
  const ENTERPRISE = ['source_urls', 'source_documents', 'related_bills']

  async function rows(tier: string, query = '') {
    const t = apps.column
    const body = expectOk(await t.get(`/v1/regulations?state=CO,TX&per_page=100${query}`, await t.key(tier)))
    expect(body.data.length).toBeGreaterThan(0)
    return body
  }
  const hasAll = (row: any, fields: string[]) => fields.forEach((f) => expect(row, `missing ${f}`).toHaveProperty(f))
  const hasNone = (row: any, fields: string[]) => fields.forEach((f) => expect(row, `unexpected ${f}`).not.toHaveProperty(f))

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
    const uuid = snapshotOf(t).regulations.find((r) => r.state === 'CO')!.id
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
      const body = expectOk(await t.get(`/v1/regulations?state=${ALL_STATES.slice(i, i + 10).join(',')}&per_page=100`, key))
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
    for (const c of changes.data) expect(Object.keys(c).sort()).toEqual(['changed_at', 'field_changed', 'id', 'jurisdiction', 'new_value', 'old_value', 'reason', 'regulation_id'])
    for (const s of expectOk(await t.get('/v1/states', key)).data) expect(['permissive', 'moderate', 'restrictive', 'prohibitive']).toContain(s.overall_stance)
    const profile = expectOk(await t.get('/v1/states/CO', key)).data
    for (const f of ['code', 'name', 'overall_stance', 'regulation_count', 'regulations', 'regulatory_agency', 'hemp_program_url', 'notes', 'last_updated']) expect(profile).toHaveProperty(f)
    for (const s of expectOk(await t.get('/v1/substances', key)).data) {
      for (const f of ['slug', 'name', 'description', 'regulation_count', 'states_legal', 'states_restricted', 'states_prohibited']) expect(s).toHaveProperty(f)
    }
  })
})

describe('errors are always the envelope with the status errors.ts assigns', () => {
  const seenDocUrls = new Set<string>()

  async function errorCases(variant: Variant): Promise<[string, RequestInit & { key?: string }, ErrorCode][]> {
    const t = apps[variant]
    const enterprise = await t.key('enterprise')
    const low = await t.key(variant === 'nested' ? 'starter' : 'free', variant === 'nested' ? { states: STARTER_STATES } : {})
    const pk = await t.key('enterprise', { kind: 'publishable' })
    const list = variant === 'nested' ? '/v1/regulations' : '/v1/regulations?state=CO'
    const sep = list.includes('?') ? '&' : '?'
    return [
      [list, {}, 'UNAUTHORIZED'],
      ['/v1/states', { key: 'hd_live_sk_garbage' }, 'UNAUTHORIZED'],
      ['/v1/substances', { key: pk }, 'INVALID_KEY_TYPE'],
      [`${list}${sep}per_page=1000`, { key: enterprise }, 'VALIDATION_ERROR'],
      [`${list}${sep}format=csv`, { key: low }, variant === 'nested' ? 'FORBIDDEN' : 'UPGRADE_REQUIRED'],
      ['/v1/regulations/compare?states=CO', { key: enterprise }, 'VALIDATION_ERROR'],
      ['/v1/regulations/nope', { key: enterprise }, 'NOT_FOUND'],
      ['/v1/states/ZZ', { key: enterprise }, 'NOT_FOUND'],
      ['/v1/nothing-here', { key: enterprise }, 'NOT_FOUND'],
      ['/nothing-here', {}, 'NOT_FOUND'],
      ['/v2/regulations', {}, 'NOT_FOUND'],
      ['/v1/states', { method: 'POST', key: enterprise }, 'NOT_FOUND'],
      ['/v1/regulations/ask', { method: 'POST', body: '{"question":"x"}', headers: { 'content-type': 'application/json' } }, 'ENDPOINT_RETIRED'],
      ['/api/ask', { method: 'POST' }, 'ENDPOINT_RETIRED'],
      ['/ops/accounts', {}, 'MISSING_ADMIN_KEY'],
      ...(variant === 'nested'
        ? ([['/v1/states/WA', { key: low }, 'FORBIDDEN']] as [string, RequestInit & { key?: string }, ErrorCode][])
        : ([['/v1/regulations/changelog', { key: low }, 'UPGRADE_REQUIRED']] as [string, RequestInit & { key?: string }, ErrorCode][])),
    ]
  }

  for (const variant of ['nested', 'column'] as const) {
    test(`${variant}: envelope, status, X-Request-Id, doc_url`, async () => {
      const t = apps[variant]
      for (const [path, init, code] of await errorCases(variant)) {
        const res = await t.request(path, init)
        expectError(res, code)
        expectSchema(errorEnvelope, res.body, `${variant} ${init.method ?? 'GET'} ${path}`)
        expect(res.headers.get('content-type')).toContain('application/json')
        expect(res.body.errors[0].doc_url).toBe(`${t.services.env.publicUrl}/errors#${code}`)
        seenDocUrls.add(res.body.errors[0].doc_url)
      }
    })
  }

  test('request ids are unique per request', async () => {
    const ids = new Set<string>()
    for (let i = 0; i < 20; i++) ids.add((await apps.nested.get('/v1/states')).body.meta.request_id)
    expect(ids.size).toBe(20)
  })

  test('retired endpoints name the replacement /v1/answer', async () => {
    for (const path of ['/v1/regulations/ask', '/api/ask']) {
      for (const variant of ['nested', 'column'] as const) {
        const res = await apps[variant].request(path, { method: 'POST', body: 'not json', headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' } })
        expectError(res, 'ENDPOINT_RETIRED')
        expect(res.status).toBe(410)
        expect(res.body.errors[0].replacement).toBe('/v1/answer')
      }
    }
  })

  test('/errors has an anchor for every code, and every doc_url seen points at one', async () => {
    const res = await apps.nested.get('/errors')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    for (const code of Object.keys(ERROR_CODES)) {
      expect(res.text).toContain(`id="${code}"`)
      expect(res.text).toContain(`HTTP ${statusOf(code as ErrorCode)}`)
    }
    expect(seenDocUrls.size).toBeGreaterThan(5)
    for (const url of seenDocUrls) {
      const anchor = new URL(url)
      expect(anchor.pathname).toBe('/errors')
      expect(res.text).toContain(`id="${anchor.hash.slice(1)}"`)
    }
  })

  test('/errors.json lists every code with its status', async () => {
    const res = await apps.nested.get('/errors.json')
    expect(res.status).toBe(200)
    const byCode = new Map(res.body.map((e: any) => [e.code, e.status]))
    for (const code of Object.keys(ERROR_CODES)) expect(byCode.get(code)).toBe(statusOf(code as ErrorCode))
  })
})

describe('GET /v1/status', () => {
  for (const variant of ['nested', 'column'] as const) {
    test(`${variant}: no envelope, status healthy, version, timestamp`, async () => {
      const res = await apps[variant].get('/v1/status')
      expect(res.status).toBe(200)
      expect(Object.keys(res.body).sort()).toEqual(['status', 'timestamp', 'version'])
      expect(res.body.status).toBe('healthy')
      expect(res.body.version).toBe('1.0.0')
      const ts = Date.parse(res.body.timestamp)
      expect(Number.isNaN(ts)).toBe(false)
      expect(Math.abs(ts - Date.now())).toBeLessThan(60_000)
      expect(res.body.timestamp).toMatch(/Z$/)
    })
  }
  test('a key is not needed and a bad one is ignored', async () => {
    expect((await apps.nested.get('/v1/status', 'garbage')).status).toBe(200)
  })
})

describe('/openapi.json', () => {
  const toOpenApi = (path: string) => path.replace(/:([A-Za-z_]+)/g, '{$1}')
  const DOCS = new Set(['/docs', '/openapi.json', '/errors', '/errors.json'])

  for (const variant of ['nested', 'column'] as const) {
    test(`${variant}: OpenAPI 3.1 with every route and method`, async () => {
      const t = apps[variant]
      const res = await t.get('/openapi.json')
      expect(res.status).toBe(200)
      const doc = res.body
      expect(doc.openapi).toMatch(/^3\.1\./)
      expect(doc.info.version).toBe('1.0.0')
      const routes = t.app.routes.filter((r: any) => !DOCS.has(r.path))
      expect(routes.length).toBeGreaterThan(10)
      for (const route of routes) {
        const path = toOpenApi(route.path)
        const item = doc.paths[path] ?? doc.paths[path.replace(/\/$/, '')]
        expect(item, `${route.method} ${route.path} missing from openapi.json`).toBeDefined()
        expect(item[route.method.toLowerCase()], `${route.method} ${route.path}`).toBeDefined()
        for (const param of [...route.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1])) {
          const listed = (item[route.method.toLowerCase()].parameters ?? []).find((p: any) => p.name === param && p.in === 'path')
          expect(listed, `${route.path}: path parameter ${param}`).toBeDefined()
        }
      }
    })

    test(`${variant}: every query parameter of every read endpoint is documented`, async () => {
      const t = apps[variant]
      const doc = (await t.get('/openapi.json')).body
      const queries = t.services.profile.queries as Record<string, any>
      const find = (path: string) => doc.paths[path] ?? doc.paths[`${path}/`]
      const expected: [string, string][] = [
        ['/v1/regulations', 'regulations'], ['/v1/regulations/changelog', 'changelog'], ['/v1/regulations/compare', 'compare'],
        ['/v1/states', 'states'], ['/v1/states/{code}', 'stateProfile'],
      ]
      for (const [path, name] of expected) {
        const operation = find(path)?.get
        expect(operation, path).toBeDefined()
        const documented = new Set((operation.parameters ?? []).filter((p: any) => p.in === 'query').map((p: any) => p.name))
        for (const param of Object.keys(queries[name].properties)) expect(documented.has(param), `${path} ?${param}`).toBe(true)
        for (const required of queries[name].required ?? []) {
          expect(operation.parameters.find((p: any) => p.name === required).required, `${path} ?${required} required`).toBe(true)
        }
      }
      if (variant === 'nested') {
        const states = find('/v1/states').get.parameters.map((p: any) => p.name)
        expect(states).toEqual(expect.arrayContaining(['sort', 'order']))
      }
    })

    test(`${variant}: keyed operations document 401 and use the error envelope`, async () => {
      const doc = (await apps[variant].get('/openapi.json')).body
      for (const [path, item] of Object.entries<any>(doc.paths)) {
        if (!path.startsWith('/v1/') || path === '/v1/status' || path === '/v1/regulations/ask') continue
        expect(item.get.responses['401'], path).toBeDefined()
        expect(item.get.responses['200'], path).toBeDefined()
      }
    })
  }

  test('paths are spelled as in the contract (no trailing slash on /v1/regulations and /v1/states)', async () => {
    const doc = (await apps.nested.get('/openapi.json')).body
    for (const path of ['/v1/status', '/v1/regulations', '/v1/regulations/{id}', '/v1/regulations/changelog', '/v1/regulations/compare', '/v1/states', '/v1/states/{code}', '/v1/substances', '/v1/product-types', '/v1/regulations/ask', '/api/ask']) {
      expect(Object.keys(doc.paths), `openapi.json lacks the contract path ${path}`).toContain(path)
    }
  })
})

describe('success responses carry X-Request-Id = meta.request_id and api_version v1', () => {
  for (const variant of ['nested', 'column'] as const) {
    test(variant, async () => {
      const t = apps[variant]
      const key = await t.key('enterprise')
      for (const [path] of readRequests(variant)) {
        const res = await t.get(path, key)
        const body = expectOk(res)
        expect(body.meta.api_version).toBe('v1')
        expect(body.meta.request_id).toMatch(/^req_/)
      }
    })
  }
})
