/** The SDK against the real API in process, on a real database, in both variants: every resource. */
import { beforeAll, describe, expect, test } from 'bun:test'
import { HempData as ColumnHempData } from '../../sdk/src/column.ts'
import { HempData } from '../../sdk/src/index.ts'
import { bothVariants, countRegulations, parseCsv, snapshotOf, withoutRequestId } from '../support/api.ts'
import { inProcess, raw } from '../support/sdk-in-process.ts'

const apps = bothVariants({ timeout: 60_000 })
let nestedKey: string
let columnKey: string
let nested: HempData
let column: ColumnHempData

beforeAll(async () => {
  nestedKey = await apps.nested.key('enterprise')
  columnKey = await apps.column.key('enterprise')
  nested = new HempData(inProcess(apps.nested, nestedKey))
  column = new ColumnHempData(inProcess(apps.column, columnKey))
})

describe('nested variant', () => {
  test('status', async () => {
    const status = await nested.status.get()
    expect(status.status).toBe('healthy')
    expect(status.version).toBe('1.0.0')
  })

  test('regulations.list returns exactly what the API serves, as data and meta', async () => {
    const result = await nested.regulations.list({
      state: 'TX',
      substance: 'delta-8-thc',
      include_sources: true,
      per_page: 5,
    })
    const body = await raw(
      apps.nested,
      nestedKey,
      '/v1/regulations?state=TX&substance=delta-8-thc&include_sources=true&per_page=5',
    )
    expect(withoutRequestId({ meta: result.meta, data: result.data })).toEqual(
      withoutRequestId({ meta: body.meta, data: body.data }),
    )
    expect(result.meta.request_id).toMatch(/^req_/)
    expect(result.data.every(r => r.state === 'TX' && r.substance === 'delta-8-thc' && Array.isArray(r.sources))).toBe(
      true,
    )
  })

  test('regulations.listAll walks every page to the full count', async () => {
    const seen = new Set<string>()
    for await (const regulation of nested.regulations.listAll({ state: 'CA', per_page: 7 })) seen.add(regulation.id)
    expect(seen.size).toBe(countRegulations(apps.nested, r => r.state === 'CA'))
    expect(seen.size).toBeGreaterThan(7)
  })

  test('regulations.get finds a listed record', async () => {
    const {
      data: [first],
    } = await nested.regulations.list({ state: 'CO', per_page: 1 })
    const { data } = await nested.regulations.get(first.id)
    expect(data.id).toBe(first.id)
    expect(data.state).toBe('CO')
  })

  test('regulations.exportCsv returns every matching record', async () => {
    const result = await nested.regulations.exportCsv({ state: 'CO', substance: 'cbd' })
    const rows = parseCsv(result.csv)
    expect(rows[0]).toEqual(expect.arrayContaining(['id', 'state', 'substance', 'product_type', 'legal_status']))
    expect(rows.length - 1).toBe(result.total)
    expect(result.total).toBe(countRegulations(apps.nested, r => r.state === 'CO' && r.substance === 'cbd'))
    expect(result.requestId).toMatch(/^req_/)
  })

  test('regulations.changelog and changelogAll agree with the API total', async () => {
    const first = await nested.regulations.changelog({ state: 'TX', per_page: 3 })
    expect(first.data.length).toBeLessThanOrEqual(3)
    let walked = 0
    for await (const change of nested.regulations.changelogAll({ state: 'TX' })) {
      expect(change.state).toBe('TX')
      walked++
    }
    expect(walked).toBe(first.meta.total)
  })

  test('regulations.compare with a list of states', async () => {
    const { data, meta } = await nested.regulations.compare({
      states: ['TX', 'CO', 'CA'],
      substance: 'delta-8-thc',
      product_type: 'edibles',
    })
    expect(data.comparison.map(row => row.state)).toEqual(['TX', 'CO', 'CA'])
    expect(meta.states_compared).toEqual(['TX', 'CO', 'CA'])
    expect(typeof data.summary).toBe('string')
  })

  test('states.list, states.get (with the federal layer) and the catalogue', async () => {
    const states = await nested.states.list({ sort: 'code' })
    expect(states.meta.total).toBe(51)
    expect(states.data[0].code).toBe('AK')
    const texas = await nested.states.get('TX', { substance: 'cbd', include_bills: true })
    expect(texas.data.code).toBe('TX')
    expect(texas.data.regulations.every(r => r.substance === 'cbd')).toBe(true)
    expect((await nested.states.get('US')).data.code).toBe('US')
    const substances = await nested.substances.list()
    expect(substances.data.map(s => s.id)).toEqual(
      expect.arrayContaining(['delta-9-thc', 'delta-8-thc', 'cbd', 'thca', 'cbg', 'cbn']),
    )
    const productTypes = await nested.productTypes.list()
    expect(productTypes.meta.total).toBe(productTypes.data.length)
  })

  test('answer.ask and answer.askPublic give the answer the API serves, citations included', async () => {
    const q = 'can I sell delta-8 gummies in Texas?'
    const asked = await nested.answer.ask({ q })
    const body = await raw(apps.nested, nestedKey, `/v1/answer?q=${encodeURIComponent(q)}`)
    expect(asked.data).toEqual(body.data)
    expect(asked.data.status).toBe('answered')
    const open = await new HempData(inProcess(apps.nested, undefined)).answer.askPublic({ question: q })
    expect(open.data).toEqual(asked.data)
  })

  test('answer.ask returns a gap as data, not as an error', async () => {
    const { data } = await nested.answer.ask({ q: 'what will Texas decide about delta-8 in 2030?' })
    expect(data.status).toBe('gap')
  })

  test('compliance.check, compliance.demo and widget.check answer from one check service', async () => {
    const query = { state: 'TX', substance: 'delta-8-thc', product_type: 'edibles' } as const
    const full = await nested.compliance.check(query)
    const body = await raw(
      apps.nested,
      nestedKey,
      '/v1/compliance/check?state=TX&substance=delta-8-thc&product_type=edibles',
    )
    expect(full.data).toEqual(body.data)
    const demo = await new HempData(inProcess(apps.nested, undefined)).compliance.demo(query)
    expect(demo.data.legal_status).toBe(full.data.legal_status)
    const publishable = await apps.nested.key('professional', { kind: 'publishable' })
    const badge = await new HempData(inProcess(apps.nested, publishable)).widget.check(query)
    expect(badge.data.badge_color).toBe(full.data.badge_color)
    expect(badge.data.regulation_id).toBe(full.data.regulation_id)
  })

  test('predictions.get with a horizon', async () => {
    const { data, meta } = await nested.predictions.get('TX', { horizon_days: 180 })
    const body = await raw(apps.nested, nestedKey, '/v1/predictions/TX?horizon_days=180')
    expect(data.state).toBe('TX')
    expect(data.horizon_days).toBe(180)
    expect(data.change_probability).toBe(body.data.change_probability)
    expect(typeof meta.legal_notice).toBe('string')
  })
})

describe('column variant', () => {
  test('regulations.list needs state and takes several; listAll walks them all', async () => {
    const { data, meta } = await column.regulations.list({ state: 'TX,CO', per_page: 10 })
    expect(data).toHaveLength(10)
    const ids = new Set<string>()
    const states = new Set<string>()
    for await (const r of column.regulations.listAll({ state: 'TX,CO' })) {
      ids.add(r.id)
      states.add(r.jurisdiction)
    }
    expect(states).toEqual(new Set(['TX', 'CO']))
    expect(ids.size).toBe(meta.total)
    expect(ids.size).toBe(countRegulations(apps.column, r => r.state === 'TX' || r.state === 'CO'))
  })

  test('compare is keyed by state; changelog, states, catalogue and CSV', async () => {
    const compared = await column.regulations.compare({ states: ['TX', 'CO'], substance: 'cbd' })
    expect(Object.keys(compared.data).sort()).toEqual(['CO', 'TX'])
    const changes = await column.regulations.changelog({ state: 'TX' })
    expect(changes.data.every(c => c.jurisdiction === 'TX')).toBe(true)
    expect((await column.states.list()).data).toHaveLength(51)
    expect((await column.states.get('CO')).data.code).toBe('CO')
    expect((await column.substances.list()).data.map(s => s.slug)).toContain('cbd')
    expect((await column.productTypes.list()).data.length).toBeGreaterThan(5)
    const csv = await column.regulations.exportCsv({ state: 'CO' })
    expect(parseCsv(csv.csv).length - 1).toBe(snapshotOf(apps.column).regulations.filter(r => r.state === 'CO').length)
  })
})
