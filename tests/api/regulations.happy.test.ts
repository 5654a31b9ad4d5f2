/** GET /v1/regulations, /{id}, /changelog and /compare: the successful paths of both variants. */
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test'
import type { Regulation } from '../../api/src/domain/types.ts'
import { testApp, type TestApp } from '../helpers/app.ts'
import {
  account, adminHeaders, COLUMN_STATUSES, daysAgo, expectOk, NESTED_STATUSES, parseCsv, qs, snapshotOf, STARTER_STATES,
} from './support.ts'

setDefaultTimeout(30_000)

let nested: TestApp
let column: TestApp

beforeAll(async () => {
  ;[nested, column] = await Promise.all([testApp({ variant: 'nested' }), testApp({ variant: 'column' })])
}, 120_000)

afterAll(async () => {
  await Promise.all([nested?.close(), column?.close()])
})

const count = (t: TestApp, predicate: (r: Regulation) => boolean) => snapshotOf(t).regulations.filter(predicate).length

/** Every row of a nested list query, walking all pages. */
async function allRows(t: TestApp, key: string, params: Record<string, string | number | boolean>) {
  const rows: any[] = []
  for (let page = 1; ; page++) {
    const body = expectOk(await t.get(`/v1/regulations${qs({ ...params, page, per_page: 100 })}`, key))
    rows.push(...body.data)
    if (page >= body.meta.total_pages) return { rows, total: body.meta.total }
  }
}

describe('nested GET /v1/regulations', () => {
  let key: string
  beforeAll(async () => {
    key = await nested.key('enterprise')
  })

  test('without filters: every state record, paginated 25 at a time', async () => {
    const body = expectOk(await nested.get('/v1/regulations', key))
    const total = snapshotOf(nested).regulations.length
    expect(total).toBeGreaterThan(51 * 6)
    expect(body.meta).toMatchObject({ page: 1, per_page: 25, total, total_pages: Math.ceil(total / 25) })
    expect(body.data).toHaveLength(25)
    for (const row of body.data) expect(row.id).toMatch(/^reg_[0-9a-f-]{36}$/)
    expect(body.data.some((row: any) => row.state === 'US')).toBe(false)
  })

  test('state filter (case-insensitive) returns only that state', async () => {
    const expected = count(nested, (r) => r.state === 'CO')
    expect(expected).toBeGreaterThan(0)
    for (const state of ['CO', 'co']) {
      const { rows, total } = await allRows(nested, key, { state })
      expect(total).toBe(expected)
      expect(rows).toHaveLength(expected)
      expect(new Set(rows.map((r) => r.state))).toEqual(new Set(['CO']))
    }
  })

  test('substance filter', async () => {
    const body = expectOk(await nested.get('/v1/regulations?substance=delta-8-thc&per_page=100', key))
    expect(body.meta.total).toBe(count(nested, (r) => r.substance === 'delta-8-thc'))
    expect(body.data.every((r: any) => r.substance === 'delta-8-thc')).toBe(true)
  })

  test('product_type filter, and `vape` as an alias of `vapes`', async () => {
    const vapes = count(nested, (r) => r.productType === 'vapes')
    expect(vapes).toBeGreaterThan(0)
    for (const productType of ['vapes', 'vape']) {
      const body = expectOk(await nested.get(`/v1/regulations?product_type=${productType}&per_page=100`, key))
      expect(body.meta.total).toBe(vapes)
      expect(body.data.every((r: any) => r.product_type === 'vapes')).toBe(true)
      expect(body.meta.applied_filters.product_type).toBe('vapes')
    }
    const edibles = expectOk(await nested.get('/v1/regulations?product_type=edibles&state=TX', key))
    expect(edibles.meta.total).toBe(count(nested, (r) => r.productType === 'edibles' && r.state === 'TX'))
  })

  test('legal_status filter: each of the five statuses, and together they cover every record', async () => {
    let sum = 0
    for (const status of NESTED_STATUSES) {
      const body = expectOk(await nested.get(`/v1/regulations?legal_status=${status}&per_page=100`, key))
      expect(body.meta.total).toBe(count(nested, (r) => r.legalStatus === status))
      expect(body.data.every((r: any) => r.legal_status === status)).toBe(true)
      sum += body.meta.total
    }
    expect(sum).toBe(snapshotOf(nested).regulations.length)
  })

  test('min_confidence returns records at or above it', async () => {
    const confidences = snapshotOf(nested).regulations.map((r) => r.confidence).sort((a, b) => a - b)
    const threshold = confidences[Math.floor(confidences.length / 2)]
    const body = expectOk(await nested.get(`/v1/regulations?min_confidence=${threshold}&per_page=100`, key))
    expect(body.meta.total).toBe(count(nested, (r) => r.confidence >= threshold))
    expect(body.meta.total).toBeLessThan(snapshotOf(nested).regulations.length + 1)
    expect(body.data.every((r: any) => r.confidence >= threshold)).toBe(true)
    const all = expectOk(await nested.get('/v1/regulations?min_confidence=0', key))
    expect(all.meta.total).toBe(snapshotOf(nested).regulations.length)
    const none = expectOk(await nested.get('/v1/regulations?min_confidence=1', key))
    expect(none.meta.total).toBe(count(nested, (r) => r.confidence >= 1))
  })

  test('verified_after returns only records verified after the date-time', async () => {
    const stamps = [...new Set(snapshotOf(nested).regulations.map((r) => r.lastVerified))].sort()
    const cut = stamps[Math.floor(stamps.length / 2)]
    const body = expectOk(await nested.get(`/v1/regulations${qs({ verified_after: cut, per_page: 100 })}`, key))
    const expected = count(nested, (r) => r.lastVerified > cut)
    expect(body.meta.total).toBe(expected)
    expect(body.data.every((r: any) => r.last_verified > cut)).toBe(true)
    expect(body.meta.applied_filters.verified_after).toBe(cut)
  })

  // Known defect (api/src/modules/regulations/service.ts matching()): verified_after is compared as a
  // raw string with last_verified, so a date-time with a UTC offset (+05:00) selects the wrong records.
  test('verified_after compares instants: a UTC-offset date-time selects what its UTC spelling selects', async () => {
    const stamps = [...new Set(snapshotOf(nested).regulations.map((r) => r.lastVerified))].sort()
    const stamp = stamps[Math.floor(stamps.length / 2)]
    // One hour before `stamp`, written in UTC and at +05:00: the same instant.
    const instant = new Date(Date.parse(stamp) - 3600_000)
    const utc = instant.toISOString()
    const local = new Date(instant.getTime() + 5 * 3600_000).toISOString().replace(/\.\d{3}Z$/, '+05:00')
    const expected = count(nested, (r) => Date.parse(r.lastVerified) > instant.getTime())
    expect(expectOk(await nested.get(`/v1/regulations${qs({ verified_after: utc, per_page: 1 })}`, key)).meta.total).toBe(expected)
    expect(expectOk(await nested.get(`/v1/regulations${qs({ verified_after: local, per_page: 1 })}`, key)).meta.total).toBe(expected)
  })

  test('include_sources / include_bills / include_changelog embed their arrays; omitted they are absent', async () => {
    const plain = expectOk(await nested.get('/v1/regulations?state=CO&per_page=5', key))
    for (const row of plain.data) {
      expect(row).not.toHaveProperty('sources')
      expect(row).not.toHaveProperty('related_bills')
      expect(row).not.toHaveProperty('changelog')
    }
    const rich = expectOk(await nested.get('/v1/regulations?state=CO&per_page=5&include_sources=true&include_bills=true&include_changelog=true', key))
    for (const row of rich.data) {
      expect(Array.isArray(row.sources)).toBe(true)
      expect(Array.isArray(row.related_bills)).toBe(true)
      expect(Array.isArray(row.changelog)).toBe(true)
      for (const source of row.sources) expect(Object.keys(source).sort()).toEqual(['id', 'retrieved_at', 'title', 'type', 'url'])
    }
    expect(rich.data.some((row: any) => row.sources.length > 0)).toBe(true)
    const onlySources = expectOk(await nested.get('/v1/regulations?state=CO&per_page=5&include_sources=true', key))
    for (const row of onlySources.data) {
      expect(row).toHaveProperty('sources')
      expect(row).not.toHaveProperty('related_bills')
    }
  })

  test('a record with linked bills shows them with include_bills', async () => {
    const snapshot = snapshotOf(nested)
    const linked = snapshot.regulations.find((r) => (snapshot.billsByRegulation.get(r.id) ?? []).length > 0)
    expect(linked).toBeDefined()
    const body = expectOk(await nested.get(`/v1/regulations/reg_${linked!.id}`, key))
    expect(body.data).not.toHaveProperty('related_bills')
    const list = expectOk(await nested.get(`/v1/regulations${qs({
      state: linked!.state, substance: linked!.substance, product_type: linked!.productType, include_bills: true,
    })}`, key))
    expect(list.meta.total).toBe(1)
    expect(list.data[0].related_bills.map((b: any) => b.bill_id).sort()).toEqual(snapshot.billsByRegulation.get(linked!.id)!.map((b) => b.billId).sort())
  })

  test('page and per_page slice one stable order', async () => {
    const first20 = expectOk(await nested.get('/v1/regulations?per_page=20', key)).data.map((r: any) => r.id)
    const page2 = expectOk(await nested.get('/v1/regulations?per_page=10&page=2', key))
    expect(page2.meta).toMatchObject({ page: 2, per_page: 10 })
    expect(page2.data.map((r: any) => r.id)).toEqual(first20.slice(10, 20))
    expect(new Set(first20).size).toBe(20)
  })

  test('last page is partial and a page past the end is empty with the same total', async () => {
    const total = count(nested, (r) => r.state === 'CO')
    const perPage = 7
    const pages = Math.ceil(total / perPage)
    const last = expectOk(await nested.get(`/v1/regulations?state=CO&per_page=${perPage}&page=${pages}`, key))
    expect(last.meta).toMatchObject({ page: pages, per_page: perPage, total, total_pages: pages })
    expect(last.data).toHaveLength(total - (pages - 1) * perPage)
    const past = expectOk(await nested.get(`/v1/regulations?state=CO&per_page=${perPage}&page=${pages + 1}`, key))
    expect(past.data).toEqual([])
    expect(past.meta.total).toBe(total)
    const max = expectOk(await nested.get('/v1/regulations?per_page=100', key))
    expect(max.data).toHaveLength(100)
    const min = expectOk(await nested.get('/v1/regulations?per_page=1', key))
    expect(min.data).toHaveLength(1)
    expect(min.meta.total_pages).toBe(min.meta.total)
  })

  test('applied_filters echoes every filter as given (normalised)', async () => {
    const body = expectOk(await nested.get(`/v1/regulations${qs({
      state: 'tx', substance: 'cbd', product_type: 'vape', legal_status: 'legal', min_confidence: 0.25,
      verified_after: '2020-01-01T00:00:00Z', include_sources: true, include_bills: false, include_changelog: true,
    })}`, key))
    expect(body.meta.applied_filters).toMatchObject({
      state: 'TX', substance: 'cbd', product_type: 'vapes', legal_status: 'legal', min_confidence: 0.25,
      verified_after: '2020-01-01T00:00:00.000Z', include_sources: true, include_bills: false, include_changelog: true,
    })
    const none = expectOk(await nested.get('/v1/regulations?per_page=1', key))
    expect(none.meta.applied_filters).toMatchObject({ state: null, substance: null, product_type: null, legal_status: null, min_confidence: 0 })
  })

  test('combined filters intersect', async () => {
    const body = expectOk(await nested.get('/v1/regulations?state=CA&substance=cbd&product_type=edibles', key))
    expect(body.meta.total).toBe(1)
    expect(body.data[0]).toMatchObject({ state: 'CA', substance: 'cbd', product_type: 'edibles' })
  })
})

describe('nested CSV export', () => {
  for (const tier of ['professional', 'enterprise']) {
    test(`${tier}: text/csv with a header row and one row per matching record`, async () => {
      const key = await nested.key(tier)
      const json = expectOk(await nested.get('/v1/regulations?state=CO&substance=cbd', key))
      const res = await nested.get('/v1/regulations?state=CO&substance=cbd&format=csv', key)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toStartWith('text/csv')
      const rows = parseCsv(res.text)
      expect(rows[0]).toEqual(expect.arrayContaining(['id', 'state', 'substance', 'product_type', 'legal_status']))
      expect(rows.length - 1).toBe(json.meta.total)
      const idColumn = rows[0].indexOf('id')
      const stateColumn = rows[0].indexOf('state')
      for (const row of rows.slice(1)) {
        expect(row).toHaveLength(rows[0].length)
        expect(row[idColumn]).toMatch(/^reg_/)
        expect(row[stateColumn]).toBe('CO')
      }
    })
  }

  test('CSV is not paginated: every record of the query', async () => {
    const key = await nested.key('enterprise')
    const json = expectOk(await nested.get('/v1/regulations?legal_status=prohibited&per_page=5', key))
    const rows = parseCsv((await nested.get('/v1/regulations?legal_status=prohibited&per_page=5&format=csv', key)).text)
    expect(rows.length - 1).toBe(json.meta.total)
  })
})

describe('nested GET /v1/regulations/{id}', () => {
  test('returns the record the list returned, via Bearer and via X-API-Key', async () => {
    const key = await nested.key('enterprise')
    const listed = expectOk(await nested.get('/v1/regulations?state=OR&substance=thca&product_type=flower', key)).data[0]
    const one = expectOk(await nested.get(`/v1/regulations/${listed.id}`, key))
    expect(one.data).toEqual(listed)
    const viaHeader = expectOk(await nested.request(`/v1/regulations/${listed.id}`, { headers: { 'x-api-key': key } }))
    expect(viaHeader.data).toEqual(listed)
  })
})

describe('nested changelog windows', () => {
  let target: Regulation
  beforeAll(async () => {
    target = snapshotOf(nested).regulations.find((r) => r.state === 'CO' && r.substance === 'cbd' && r.productType === 'tinctures')!
    // Changes at known ages: inside 30 days, inside one year, and older than a year.
    for (const [age, n] of [[500, 1], [100, 2], [10, 3]] as const) {
      const res = await nested.request(`/ops/regulations/reg_${target.id}`, {
        method: 'PATCH', headers: adminHeaders(),
        body: JSON.stringify({ reason: `test edit ${n}`, changed_at: daysAgo(age), summary: `Edited summary number ${n} for the changelog test.` }),
      })
      expect(res.status, res.text).toBe(200)
      expect(res.body.data.events.length).toBeGreaterThan(0)
    }
    await nested.services.store.reload()
  })

  const inWindow = (days: number | null, states: string[] | null = null) =>
    snapshotOf(nested).changes.filter((c) => (days === null || c.changedAt > daysAgo(days)) && (!states || states.includes(c.state) || c.state === 'US')).length

  test('starter 30 days < professional 365 days < enterprise unlimited', async () => {
    const starter = expectOk(await nested.get('/v1/regulations/changelog?per_page=1', await nested.key('starter', { states: STARTER_STATES })))
    const professional = expectOk(await nested.get('/v1/regulations/changelog?per_page=1', await nested.key('professional')))
    const enterprise = expectOk(await nested.get('/v1/regulations/changelog?per_page=1', await nested.key('enterprise')))
    const research = expectOk(await nested.get('/v1/regulations/changelog?per_page=1', await nested.key('research')))
    expect(starter.meta.total).toBe(inWindow(30, STARTER_STATES))
    expect(research.meta.total).toBe(inWindow(30))
    expect(professional.meta.total).toBe(inWindow(365))
    expect(enterprise.meta.total).toBe(inWindow(null))
    expect(starter.meta.total).toBeGreaterThanOrEqual(1)
    expect(professional.meta.total).toBeGreaterThan(research.meta.total)
    expect(enterprise.meta.total).toBeGreaterThan(professional.meta.total)
    expect(starter.meta.history_window_days).toBe(30)
    expect(professional.meta.history_window_days).toBe(365)
    expect(enterprise.meta.history_window_days).toBeNull()
  })

  test('entries are newest first and shaped as the nested contract', async () => {
    const body = expectOk(await nested.get('/v1/regulations/changelog?per_page=100', await nested.key('enterprise')))
    const stamps = body.data.map((c: any) => c.changed_at)
    expect(stamps).toEqual([...stamps].sort().reverse())
    for (const entry of body.data) {
      expect(entry.id).toMatch(/^chg_/)
      expect(entry.regulation_id).toMatch(/^reg_/)
      expect(entry.after).toHaveProperty('legal_status')
      expect(entry.after).toHaveProperty('summary')
    }
  })

  test('regulation_id, since, until, substance and state filters', async () => {
    const key = await nested.key('enterprise')
    const all = snapshotOf(nested).changes
    const byRegulation = expectOk(await nested.get(`/v1/regulations/changelog?regulation_id=reg_${target.id}&per_page=100`, key))
    expect(byRegulation.meta.total).toBe(all.filter((c) => c.regulationId === target.id).length)
    expect(byRegulation.meta.total).toBeGreaterThanOrEqual(3)
    expect(byRegulation.data.every((c: any) => c.regulation_id === `reg_${target.id}`)).toBe(true)

    const since = daysAgo(50)
    const recent = expectOk(await nested.get(`/v1/regulations/changelog${qs({ regulation_id: `reg_${target.id}`, since })}`, key))
    expect(recent.meta.total).toBe(all.filter((c) => c.regulationId === target.id && c.changedAt > since).length)
    expect(recent.data.some((c: any) => c.after.summary.includes('number 3'))).toBe(true)
    expect(recent.data.every((c: any) => c.changed_at > since)).toBe(true)

    const until = daysAgo(50)
    const older = expectOk(await nested.get(`/v1/regulations/changelog${qs({ regulation_id: `reg_${target.id}`, until, per_page: 100 })}`, key))
    expect(older.meta.total).toBe(all.filter((c) => c.regulationId === target.id && c.changedAt < until).length)
    expect(older.data.every((c: any) => c.changed_at < until)).toBe(true)
    expect(older.meta.total + recent.meta.total).toBe(byRegulation.meta.total)

    const between = expectOk(await nested.get(`/v1/regulations/changelog${qs({ regulation_id: `reg_${target.id}`, since: daysAgo(200), until: daysAgo(50) })}`, key))
    expect(between.meta.total).toBe(1)
    expect(between.data[0].after.summary).toContain('number 2')

    const cbd = expectOk(await nested.get('/v1/regulations/changelog?substance=cbd&per_page=100', key))
    expect(cbd.meta.total).toBe(all.filter((c) => c.substance === 'cbd').length)
    expect(cbd.data.every((c: any) => c.substance === 'cbd')).toBe(true)

    const co = expectOk(await nested.get('/v1/regulations/changelog?state=co&per_page=100', key))
    expect(co.meta.total).toBe(all.filter((c) => c.state === 'CO').length)
    expect(co.data.every((c: any) => c.state === 'CO')).toBe(true)
  })

  test('include_changelog embeds only changes inside the caller’s window', async () => {
    const q = `/v1/regulations?state=CO&substance=cbd&product_type=tinctures&include_changelog=true`
    const enterprise = expectOk(await nested.get(q, await nested.key('enterprise'))).data[0]
    const professional = expectOk(await nested.get(q, await nested.key('professional'))).data[0]
    const starter = expectOk(await nested.get(q, await nested.key('starter', { states: STARTER_STATES }))).data[0]
    expect(enterprise.changelog.length).toBeGreaterThan(professional.changelog.length)
    expect(professional.changelog.length).toBeGreaterThan(starter.changelog.length)
    expect(starter.changelog.length).toBeGreaterThanOrEqual(1)
  })
})

describe('nested compare', () => {
  let key: string
  beforeAll(async () => {
    key = await nested.key('enterprise')
  })

  test('one row per state for a substance × product type, with every contract field', async () => {
    const body = expectOk(await nested.get('/v1/regulations/compare?states=CO,tx&substance=cbd&product_type=edibles', key))
    expect(body.data.comparison).toHaveLength(2)
    expect(body.data.comparison.map((r: any) => r.state)).toEqual(['CO', 'TX'])
    for (const row of body.data.comparison) {
      for (const field of ['state', 'state_name', 'legal_status', 'summary', 'thc_limit', 'age_requirement', 'license_required', 'confidence', 'regulation_id']) {
        expect(row).toHaveProperty(field)
      }
      expect(NESTED_STATUSES).toContain(row.legal_status)
      expect(row.regulation_id).toMatch(/^reg_/)
      const one = expectOk(await nested.get(`/v1/regulations/${row.regulation_id}`, key))
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
    const body = expectOk(await nested.get(`/v1/regulations/compare?states=${ten.join(',')}`, key))
    expect(body.meta.states_compared).toEqual(ten)
    expect(body.meta.substance).toBeNull()
    expect(body.meta.product_type).toBeNull()
    expect(body.data.comparison).toHaveLength(count(nested, (r) => ten.includes(r.state)))
  })

  test('product_type alias vape in compare', async () => {
    const body = expectOk(await nested.get('/v1/regulations/compare?states=CO,TX&substance=cbd&product_type=vape', key))
    expect(body.meta.product_type).toBe('vapes')
    expect(body.data.comparison).toHaveLength(2)
  })

  test('compare works with X-API-Key', async () => {
    expectOk(await nested.request('/v1/regulations/compare?states=CO,TX', { headers: { 'x-api-key': key } }))
  })
})

describe('nested starter plan (5 chosen states)', () => {
  test('a list without state returns only the plan’s states', async () => {
    const key = await nested.key('starter', { states: STARTER_STATES })
    const { rows, total } = await allRows(nested, key, {})
    expect(total).toBe(count(nested, (r) => STARTER_STATES.includes(r.state)))
    expect(new Set(rows.map((r) => r.state))).toEqual(new Set(STARTER_STATES))
    const inPlan = expectOk(await nested.get('/v1/regulations?state=ny', key))
    expect(inPlan.meta.total).toBe(count(nested, (r) => r.state === 'NY'))
  })
})

describe('column GET /v1/regulations', () => {
  let key: string
  beforeAll(async () => {
    key = await column.key('enterprise')
  })

  test('comma-separated states, UUID ids, pagination meta', async () => {
    const body = expectOk(await column.get('/v1/regulations?state=CO,tx', key))
    const total = count(column, (r) => r.state === 'CO' || r.state === 'TX')
    expect(body.meta).toMatchObject({ page: 1, per_page: 25, total, total_pages: Math.ceil(total / 25) })
    for (const row of body.data) {
      expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
      expect(['CO', 'TX']).toContain(row.jurisdiction)
    }
    expect(body.meta.applied_filters.state).toEqual(['CO', 'TX'])
  })

  test('substance, product_type (vape alias), min_confidence, verified_after', async () => {
    const vapes = expectOk(await column.get('/v1/regulations?state=CO,TX&product_type=vape&substance=cbd', key))
    expect(vapes.meta.total).toBe(2)
    expect(vapes.data.every((r: any) => r.product_type === 'vapes' && r.substance === 'cbd')).toBe(true)
    const conf = expectOk(await column.get('/v1/regulations?state=CO,TX,CA&min_confidence=0.8&per_page=100', key))
    expect(conf.meta.total).toBe(count(column, (r) => ['CO', 'TX', 'CA'].includes(r.state) && r.confidence >= 0.8))
    expect(conf.data.every((r: any) => r.confidence_score >= 0.8)).toBe(true)
    const days = [...new Set(snapshotOf(column).regulations.map((r) => r.lastVerified.slice(0, 10)))].sort()
    const day = days[Math.floor(days.length / 2)]
    const states = ['CO', 'TX', 'CA', 'NY', 'FL', 'OR', 'WA', 'ID', 'UT', 'DC']
    const after = expectOk(await column.get(`/v1/regulations?state=${states.join(',')}&verified_after=${day}&per_page=100`, key))
    expect(after.meta.total).toBe(count(column, (r) => states.includes(r.state) && r.lastVerified.slice(0, 10) > day))
    expect(after.data.every((r: any) => r.last_verified.slice(0, 10) > day)).toBe(true)
  })

  test('legal_status filter over the column enum partitions the records', async () => {
    const states = 'CO,TX,CA,NY,FL,OR,WA,ID,UT,DC'
    const all = expectOk(await column.get(`/v1/regulations?state=${states}&per_page=1`, key)).meta.total
    let sum = 0
    for (const status of COLUMN_STATUSES) {
      const body = expectOk(await column.get(`/v1/regulations?state=${states}&legal_status=${status}&per_page=100`, key))
      expect(body.data.every((r: any) => r.legal_status === status)).toBe(true)
      sum += body.meta.total
    }
    expect(sum).toBe(all)
  })

  test('CSV for brand and enterprise: header row and meta total rows', async () => {
    for (const tier of ['brand', 'enterprise']) {
      const k = await column.key(tier)
      const json = expectOk(await column.get('/v1/regulations?state=CO,TX&substance=cbd', k))
      const res = await column.get('/v1/regulations?state=CO,TX&substance=cbd&format=csv', k)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toStartWith('text/csv')
      const rows = parseCsv(res.text)
      expect(rows[0]).toEqual(expect.arrayContaining(['id', 'jurisdiction', 'substance', 'product_type', 'legal_status']))
      expect(rows.length - 1).toBe(json.meta.total)
    }
  })

  test('/v1/regulations/{uuid} returns the listed record', async () => {
    const listed = expectOk(await column.get('/v1/regulations?state=WA&substance=cbg&product_type=topicals', key)).data[0]
    expect(expectOk(await column.get(`/v1/regulations/${listed.id}`, key)).data).toEqual(listed)
    expect(expectOk(await column.request(`/v1/regulations/${listed.id}`, { headers: { 'x-api-key': key } })).data).toEqual(listed)
  })

  test('enterprise changelog: one row per changed field', async () => {
    const body = expectOk(await column.get('/v1/regulations/changelog?per_page=100', key))
    const rows = snapshotOf(column).changes.reduce((n, c) => n + c.fields.length, 0)
    expect(body.meta.total).toBe(rows)
    for (const row of body.data) expect(Object.keys(row).sort()).toEqual(['changed_at', 'field_changed', 'id', 'jurisdiction', 'new_value', 'old_value', 'reason', 'regulation_id'])
  })

  test('compare: data keyed by state code, meta states_compared / substance_filter / product_type_filter', async () => {
    const body = expectOk(await column.get('/v1/regulations/compare?states=CO,TX&substance=cbd', key))
    expect(Object.keys(body.data).sort()).toEqual(['CO', 'TX'])
    expect(body.data.CO).toHaveLength(count(column, (r) => r.state === 'CO' && r.substance === 'cbd'))
    expect(body.data.CO.every((r: any) => r.jurisdiction === 'CO' && r.substance === 'cbd')).toBe(true)
    expect(body.data.TX.every((r: any) => r.jurisdiction === 'TX')).toBe(true)
    expect(body.meta).toMatchObject({ states_compared: ['CO', 'TX'], substance_filter: 'cbd', product_type_filter: null })
    const both = expectOk(await column.get('/v1/regulations/compare?states=CO,TX&substance=cbd&product_type=vape', key))
    expect(both.meta.product_type_filter).toBe('vapes')
    expect(both.data.CO).toHaveLength(1)
  })
})
