/** GET /v1/states and /v1/states/{code}: lists, sorting, profiles, the federal layer. */
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test'
import { testApp, type TestApp } from '../helpers/app.ts'
import { ALL_STATES, expectOk, NESTED_STATUSES, snapshotOf } from './support.ts'

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

const SORTS: Record<string, (row: any) => string | number> = {
  name: (row) => row.name,
  code: (row) => row.code,
  total_regulations: (row) => row.total_regulations,
  avg_confidence: (row) => row.avg_confidence,
  last_verified: (row) => row.last_verified,
}

function ordered(values: (string | number)[], order: 'asc' | 'desc'): boolean {
  for (let i = 1; i < values.length; i++) {
    const a = values[i - 1]
    const b = values[i]
    const cmp = typeof a === 'number' ? a - (b as number) : (a as string).localeCompare(b as string, 'en')
    if (order === 'asc' ? cmp > 0 : cmp < 0) return false
  }
  return true
}

describe('nested GET /v1/states', () => {
  test('all 50 states and DC, meta.total = 51, no federal row', async () => {
    const body = expectOk(await nested.get('/v1/states', nestedKey))
    expect(body.meta.total).toBe(51)
    expect(body.data).toHaveLength(51)
    expect(body.data.map((s: any) => s.code).sort()).toEqual([...ALL_STATES].sort())
    expect(body.data.some((s: any) => s.code === 'US')).toBe(false)
  })

  test('each summary carries counts consistent with the records', async () => {
    const body = expectOk(await nested.get('/v1/states', nestedKey))
    const snapshot = snapshotOf(nested)
    for (const row of body.data) {
      const regs = snapshot.byState.get(row.code) ?? []
      expect(row.total_regulations).toBe(regs.length)
      expect(Object.keys(row.counts_by_legal_status).sort()).toEqual([...NESTED_STATUSES].sort())
      const sum = Object.values(row.counts_by_legal_status as Record<string, number>).reduce((a, b) => a + b, 0)
      expect(sum).toBe(row.total_regulations)
      for (const status of NESTED_STATUSES) expect(row.counts_by_legal_status[status]).toBe(regs.filter((r) => r.legalStatus === status).length)
      expect(row.avg_confidence).toBeGreaterThanOrEqual(0)
      expect(row.avg_confidence).toBeLessThanOrEqual(1)
    }
  })

  test('default order is by name ascending', async () => {
    const body = expectOk(await nested.get('/v1/states', nestedKey))
    expect(ordered(body.data.map(SORTS.name), 'asc')).toBe(true)
    const explicit = expectOk(await nested.get('/v1/states?sort=name&order=asc', nestedKey))
    expect(explicit.data.map((s: any) => s.code)).toEqual(body.data.map((s: any) => s.code))
  })

  for (const sort of Object.keys(SORTS)) {
    for (const order of ['asc', 'desc'] as const) {
      test(`sort=${sort}&order=${order}`, async () => {
        const body = expectOk(await nested.get(`/v1/states?sort=${sort}&order=${order}`, nestedKey))
        expect(body.data).toHaveLength(51)
        expect(ordered(body.data.map(SORTS[sort]), order)).toBe(true)
      })
    }
    test(`sort=${sort} defaults to asc`, async () => {
      const body = expectOk(await nested.get(`/v1/states?sort=${sort}`, nestedKey))
      expect(ordered(body.data.map(SORTS[sort]), 'asc')).toBe(true)
    })
  }

  test('desc reverses asc for unique keys', async () => {
    for (const sort of ['name', 'code']) {
      const asc = expectOk(await nested.get(`/v1/states?sort=${sort}&order=asc`, nestedKey)).data.map((s: any) => s.code)
      const desc = expectOk(await nested.get(`/v1/states?sort=${sort}&order=desc`, nestedKey)).data.map((s: any) => s.code)
      expect(desc).toEqual([...asc].reverse())
    }
    const byCode = expectOk(await nested.get('/v1/states?sort=code', nestedKey)).data.map((s: any) => s.code)
    expect(byCode[0]).toBe('AK')
    expect(byCode.at(-1)).toBe('WY')
  })
})

describe('nested GET /v1/states/{code}', () => {
  test('a profile with its regulations and the profile fields', async () => {
    const body = expectOk(await nested.get('/v1/states/CO', nestedKey))
    const data = body.data
    expect(data.code).toBe('CO')
    expect(data.name).toBe('Colorado')
    for (const field of ['region', 'hemp_program_status', 'regulatory_authority', 'hemp_program_url', 'key_highlights', 'regulations', 'pending_bills_count', 'hr5371_impact_assessment']) {
      expect(data).toHaveProperty(field)
    }
    expect(data.regulations).toHaveLength(snapshotOf(nested).byState.get('CO')!.length)
    expect(data.regulations.every((r: any) => r.state === 'CO')).toBe(true)
    expect(data.total_regulations).toBe(data.regulations.length)
    expect(Number.isInteger(data.pending_bills_count)).toBe(true)
    expect(data).not.toHaveProperty('bills')
    for (const r of data.regulations) {
      expect(r).not.toHaveProperty('sources')
      expect(r).not.toHaveProperty('related_bills')
    }
  })

  test('a lowercase code gives the same profile', async () => {
    const upper = expectOk(await nested.get('/v1/states/TX', nestedKey))
    const lower = expectOk(await nested.get('/v1/states/tx', nestedKey))
    expect(lower.data).toEqual(upper.data)
  })

  test('substance and product_type filter the embedded regulations (vape alias)', async () => {
    const bySubstance = expectOk(await nested.get('/v1/states/CA?substance=thca', nestedKey)).data
    expect(bySubstance.regulations.length).toBe(snapshotOf(nested).byState.get('CA')!.filter((r) => r.substance === 'thca').length)
    expect(bySubstance.regulations.every((r: any) => r.substance === 'thca')).toBe(true)
    const both = expectOk(await nested.get('/v1/states/CA?substance=thca&product_type=vape', nestedKey)).data
    expect(both.regulations).toHaveLength(1)
    expect(both.regulations[0]).toMatchObject({ substance: 'thca', product_type: 'vapes', state: 'CA' })
  })

  test('include_sources and include_bills', async () => {
    const snapshot = snapshotOf(nested)
    const withBills = [...snapshot.billsByState.keys()].find((code) => code !== 'US' && snapshot.jurisdiction.has(code))!
    expect(withBills).toBeDefined()
    const body = expectOk(await nested.get(`/v1/states/${withBills}?include_sources=true&include_bills=true`, nestedKey)).data
    expect(body.bills.map((b: any) => b.bill_id).sort()).toEqual(snapshot.billsByState.get(withBills)!.map((b) => b.billId).sort())
    for (const bill of body.bills) expect(bill.state).toBe(withBills)
    for (const r of body.regulations) {
      expect(Array.isArray(r.sources)).toBe(true)
      expect(Array.isArray(r.related_bills)).toBe(true)
    }
    const pending = snapshot.billsByState.get(withBills)!.filter((b) => !['signed', 'vetoed', 'dead'].includes(b.status)).length
    expect(body.pending_bills_count).toBe(pending)
  })

  test('US: the federal layer with federal bills', async () => {
    const body = expectOk(await nested.get('/v1/states/US?include_bills=true', nestedKey)).data
    expect(body.code).toBe('US')
    expect(Array.isArray(body.bills)).toBe(true)
    expect(body.bills.length).toBeGreaterThan(0)
    expect(body.bills.length).toBe(snapshotOf(nested).billsByState.get('US')!.length)
    for (const bill of body.bills) expect(bill.state).toBe('US')
    expect(body.regulations.every((r: any) => r.state === 'US')).toBe(true)
    const lower = expectOk(await nested.get('/v1/states/us', nestedKey)).data
    expect(lower.code).toBe('US')
  })

  test('DC is a state profile', async () => {
    const body = expectOk(await nested.get('/v1/states/DC', nestedKey)).data
    expect(body.code).toBe('DC')
    expect(body.regulations.length).toBeGreaterThan(0)
  })
})

describe('column states', () => {
  test('list: 51 summaries with code, name, regulation_count, overall_stance, last_updated', async () => {
    const body = expectOk(await column.get('/v1/states', columnKey))
    expect(body.data).toHaveLength(51)
    expect(body.meta.total).toBe(51)
    for (const row of body.data) {
      expect(Object.keys(row).sort()).toEqual(['code', 'last_updated', 'name', 'overall_stance', 'regulation_count'])
      expect(row.regulation_count).toBe(snapshotOf(column).byState.get(row.code)!.length)
    }
  })

  test('profile with regulations keyed by jurisdiction', async () => {
    const body = expectOk(await column.get('/v1/states/co', columnKey)).data
    expect(body.code).toBe('CO')
    expect(body.regulation_count).toBe(body.regulations.length)
    expect(body.regulations.every((r: any) => r.jurisdiction === 'CO')).toBe(true)
    for (const field of ['regulatory_agency', 'hemp_program_url', 'notes', 'last_updated', 'overall_stance']) expect(body).toHaveProperty(field)
  })

  test('US is accepted', async () => {
    expect(expectOk(await column.get('/v1/states/US', columnKey)).data.code).toBe('US')
  })
})
