/** GET /v1/states and /v1/states/{code}: lists, sorting, profiles, the federal layer. */
import { describe, expect, test } from 'bun:test'
import { ALL_STATES, bothVariants, expectOk, keyPerVariant, NESTED_STATUSES, snapshotOf } from '../../../support/api.ts'

const apps = bothVariants()
const keys = keyPerVariant(apps)

const SORTS: Record<string, (row: any) => string | number> = {
  name: row => row.name,
  code: row => row.code,
  total_regulations: row => row.total_regulations,
  avg_confidence: row => row.avg_confidence,
  last_verified: row => row.last_verified,
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
    const body = expectOk(await apps.nested.get('/v1/states', keys.nested))
    expect(body.meta.total).toBe(51)
    expect(body.data).toHaveLength(51)
    expect(body.data.map((s: any) => s.code).sort()).toEqual([...ALL_STATES].sort())
    expect(body.data.some((s: any) => s.code === 'US')).toBe(false)
  })

  test('each summary carries counts consistent with the records', async () => {
    const body = expectOk(await apps.nested.get('/v1/states', keys.nested))
    const snapshot = snapshotOf(apps.nested)
    for (const row of body.data) {
      const regs = snapshot.byState.get(row.code) ?? []
      expect(row.total_regulations).toBe(regs.length)
      expect(Object.keys(row.counts_by_legal_status).sort()).toEqual([...NESTED_STATUSES].sort())
      const sum = Object.values(row.counts_by_legal_status as Record<string, number>).reduce((a, b) => a + b, 0)
      expect(sum).toBe(row.total_regulations)
      for (const status of NESTED_STATUSES)
        expect(row.counts_by_legal_status[status]).toBe(regs.filter(r => r.legalStatus === status).length)
      expect(row.avg_confidence).toBeGreaterThanOrEqual(0)
      expect(row.avg_confidence).toBeLessThanOrEqual(1)
    }
  })

  test('default order is by name ascending', async () => {
    const body = expectOk(await apps.nested.get('/v1/states', keys.nested))
    expect(ordered(body.data.map(SORTS.name), 'asc')).toBe(true)
    const explicit = expectOk(await apps.nested.get('/v1/states?sort=name&order=asc', keys.nested))
    expect(explicit.data.map((s: any) => s.code)).toEqual(body.data.map((s: any) => s.code))
  })

  for (const sort of Object.keys(SORTS)) {
    for (const order of ['asc', 'desc'] as const) {
      test(`sort=${sort}&order=${order}`, async () => {
        const body = expectOk(await apps.nested.get(`/v1/states?sort=${sort}&order=${order}`, keys.nested))
        expect(body.data).toHaveLength(51)
        expect(ordered(body.data.map(SORTS[sort]), order)).toBe(true)
      })
    }
    test(`sort=${sort} defaults to asc`, async () => {
      const body = expectOk(await apps.nested.get(`/v1/states?sort=${sort}`, keys.nested))
      expect(ordered(body.data.map(SORTS[sort]), 'asc')).toBe(true)
    })
  }

  test('desc reverses asc for unique keys', async () => {
    for (const sort of ['name', 'code']) {
      const asc = expectOk(await apps.nested.get(`/v1/states?sort=${sort}&order=asc`, keys.nested)).data.map(
        (s: any) => s.code,
      )
      const desc = expectOk(await apps.nested.get(`/v1/states?sort=${sort}&order=desc`, keys.nested)).data.map(
        (s: any) => s.code,
      )
      expect(desc).toEqual([...asc].reverse())
    }
    const byCode = expectOk(await apps.nested.get('/v1/states?sort=code', keys.nested)).data.map((s: any) => s.code)
    expect(byCode[0]).toBe('AK')
    expect(byCode.at(-1)).toBe('WY')
  })
})

describe('nested GET /v1/states/{code}', () => {
  test('a profile with its regulations and the profile fields', async () => {
    const body = expectOk(await apps.nested.get('/v1/states/CO', keys.nested))
    const data = body.data
    expect(data.code).toBe('CO')
    expect(data.name).toBe('Colorado')
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
      expect(data).toHaveProperty(field)
    }
    expect(data.regulations).toHaveLength(snapshotOf(apps.nested).byState.get('CO')!.length)
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
    const upper = expectOk(await apps.nested.get('/v1/states/TX', keys.nested))
    const lower = expectOk(await apps.nested.get('/v1/states/tx', keys.nested))
    expect(lower.data).toEqual(upper.data)
  })

  test('substance and product_type filter the embedded regulations (vape alias)', async () => {
    const bySubstance = expectOk(await apps.nested.get('/v1/states/CA?substance=thca', keys.nested)).data
    expect(bySubstance.regulations.length).toBe(
      snapshotOf(apps.nested)
        .byState.get('CA')!
        .filter(r => r.substance === 'thca').length,
    )
    expect(bySubstance.regulations.every((r: any) => r.substance === 'thca')).toBe(true)
    const both = expectOk(await apps.nested.get('/v1/states/CA?substance=thca&product_type=vape', keys.nested)).data
    expect(both.regulations).toHaveLength(1)
    expect(both.regulations[0]).toMatchObject({ substance: 'thca', product_type: 'vapes', state: 'CA' })
  })

  test('include_sources and include_bills', async () => {
    const snapshot = snapshotOf(apps.nested)
    const withBills = [...snapshot.billsByState.keys()].find(code => code !== 'US' && snapshot.jurisdiction.has(code))!
    expect(withBills).toBeDefined()
    const body = expectOk(
      await apps.nested.get(`/v1/states/${withBills}?include_sources=true&include_bills=true`, keys.nested),
    ).data
    expect(body.bills.map((b: any) => b.bill_id).sort()).toEqual(
      snapshot.billsByState
        .get(withBills)!
        .map(b => b.billId)
        .sort(),
    )
    for (const bill of body.bills) expect(bill.state).toBe(withBills)
    for (const r of body.regulations) {
      expect(Array.isArray(r.sources)).toBe(true)
      expect(Array.isArray(r.related_bills)).toBe(true)
    }
    const pending = snapshot.billsByState
      .get(withBills)!
      .filter(b => !['signed', 'vetoed', 'dead'].includes(b.status)).length
    expect(body.pending_bills_count).toBe(pending)
  })

  test('US: the federal layer with federal bills', async () => {
    const body = expectOk(await apps.nested.get('/v1/states/US?include_bills=true', keys.nested)).data
    expect(body.code).toBe('US')
    expect(Array.isArray(body.bills)).toBe(true)
    expect(body.bills.length).toBeGreaterThan(0)
    expect(body.bills.length).toBe(snapshotOf(apps.nested).billsByState.get('US')!.length)
    for (const bill of body.bills) expect(bill.state).toBe('US')
    expect(body.regulations.every((r: any) => r.state === 'US')).toBe(true)
    const lower = expectOk(await apps.nested.get('/v1/states/us', keys.nested)).data
    expect(lower.code).toBe('US')
  })

  test('TX with bills stays lean: full link lists once, on the state bills; a regulation names itself', async () => {
    const res = await apps.nested.get('/v1/states/TX?include_bills=true', keys.nested)
    const body = expectOk(res).data
    const snapshot = snapshotOf(apps.nested)
    // Each of the 54 records embeds its ~3 bills: about 0.7 × the profile without bills, no longer 2.3 ×.
    const without = await apps.nested.get('/v1/states/TX', keys.nested)
    expect(res.text.length).toBeLessThan(without.text.length * 1.8)
    for (const bill of body.bills)
      expect(bill.linked_regulation_ids.length).toBe(snapshot.linkedRegulations.get(bill.bill_id)?.length ?? 0)
    const embedded = body.regulations.flatMap((r: any) => r.related_bills.map((b: any) => [r.id, b]))
    expect(embedded.length).toBeGreaterThan(body.regulations.length)
    // What every embedded copy carrying the whole list would add, for the figure in the log.
    const full = (billId: string) => body.bills.find((b: any) => b.bill_id === billId).linked_regulation_ids
    const extra = embedded.reduce(
      (n: number, [id, b]: any) => n + JSON.stringify(full(b.bill_id)).length - id.length - 4,
      0,
    )
    console.log(`/v1/states/TX?include_bills=true: ${res.text.length} bytes (full lists: ${res.text.length + extra})`)
    for (const [id, bill] of embedded) {
      expect(bill.linked_regulation_ids).toEqual([id])
      expect(body.bills.find((b: any) => b.bill_id === bill.bill_id).linked_regulation_ids).toContain(id)
    }
  })

  test('DC is a state profile', async () => {
    const body = expectOk(await apps.nested.get('/v1/states/DC', keys.nested)).data
    expect(body.code).toBe('DC')
    expect(body.regulations.length).toBeGreaterThan(0)
  })
})

describe('column states', () => {
  test('list: 51 summaries with code, name, regulation_count, overall_stance, last_updated', async () => {
    const body = expectOk(await apps.column.get('/v1/states', keys.column))
    expect(body.data).toHaveLength(51)
    expect(body.meta.total).toBe(51)
    for (const row of body.data) {
      expect(Object.keys(row).sort()).toEqual(['code', 'last_updated', 'name', 'overall_stance', 'regulation_count'])
      expect(row.regulation_count).toBe(snapshotOf(apps.column).byState.get(row.code)!.length)
    }
  })

  test('profile with regulations keyed by jurisdiction', async () => {
    const body = expectOk(await apps.column.get('/v1/states/co', keys.column)).data
    expect(body.code).toBe('CO')
    expect(body.regulation_count).toBe(body.regulations.length)
    expect(body.regulations.every((r: any) => r.jurisdiction === 'CO')).toBe(true)
    for (const field of ['regulatory_agency', 'hemp_program_url', 'notes', 'last_updated', 'overall_stance'])
      expect(body).toHaveProperty(field)
  })

  test('US is accepted', async () => {
    expect(expectOk(await apps.column.get('/v1/states/US', keys.column)).data.code).toBe('US')
  })
})
