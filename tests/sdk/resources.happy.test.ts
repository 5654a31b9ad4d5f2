/** Every resource method with an injected fetch: the request it sends and what it resolves with. */
import { describe, expect, test } from 'bun:test'
import { HempData as ColumnHempData } from '../../sdk/src/column.ts'
import { HempData, type Regulation } from '../../sdk/src/index.ts'
import { ok, scriptedFetch, unitOptions } from '../support/sdk-fetch.ts'

const page = (n: number, totalPages: number, ids: string[]) =>
  ok(
    ids.map(id => ({ id })),
    { page: n, per_page: ids.length, total: 0, total_pages: totalPages },
  )

describe('requests', () => {
  test('every call carries the key, asks for JSON and goes to baseUrl (trailing slash dropped)', async () => {
    const { fetch, sent } = scriptedFetch(ok([]))
    const hd = new HempData({
      ...unitOptions(fetch),
      baseUrl: 'https://api.hempdata.test/',
      headers: { 'x-trace': 't1' },
    })
    await hd.substances.list()
    expect(sent[0].url.href).toBe('https://api.hempdata.test/v1/substances')
    expect(sent[0].method).toBe('GET')
    expect(sent[0].headers.get('authorization')).toBe('Bearer hd_test_sk_unit')
    expect(sent[0].headers.get('accept')).toBe('application/json')
    expect(sent[0].headers.get('x-trace')).toBe('t1')
    expect(sent[0].body).toBeNull()
  })

  test('without a key no Authorization header is sent (keyless endpoints)', async () => {
    const { fetch, sent } = scriptedFetch(ok([]))
    await new HempData({ ...unitOptions(fetch), apiKey: undefined }).productTypes.list()
    expect(sent[0].headers.has('authorization')).toBe(false)
  })

  test('the key and base URL fall back to HEMPDATA_API_KEY and HEMPDATA_BASE_URL', async () => {
    const saved = { key: process.env.HEMPDATA_API_KEY, url: process.env.HEMPDATA_BASE_URL }
    process.env.HEMPDATA_API_KEY = 'hd_test_sk_fromenv'
    process.env.HEMPDATA_BASE_URL = 'http://env.hempdata.test:8080'
    try {
      const { fetch, sent } = scriptedFetch(ok([]))
      await new HempData({ fetch }).substances.list()
      expect(sent[0].url.origin).toBe('http://env.hempdata.test:8080')
      expect(sent[0].headers.get('authorization')).toBe('Bearer hd_test_sk_fromenv')
    } finally {
      for (const [name, value] of [
        ['HEMPDATA_API_KEY', saved.key],
        ['HEMPDATA_BASE_URL', saved.url],
      ] as const) {
        if (value === undefined) delete process.env[name]
        else process.env[name] = value
      }
    }
  })

  test('bad settings are refused at construction', () => {
    expect(() => new HempData({ baseUrl: 'ftp://x' })).toThrow(/baseUrl/)
    expect(() => new HempData({ timeoutMs: 0 })).toThrow(/timeoutMs/)
    expect(() => new HempData({ maxRetries: -1 })).toThrow(/maxRetries/)
    expect(() => new HempData({ maxRetries: 1.5 })).toThrow(/maxRetries/)
    expect(() => new HempData({ retry: { jitter: 2 } })).toThrow(/jitter/)
    expect(() => new HempData({ retry: { baseDelayMs: 5000, maxDelayMs: 1000 } })).toThrow(/delays/)
  })
})

describe('regulations', () => {
  test('list: query serialised as the API reads it, envelope unwrapped to data and meta', async () => {
    const { fetch, sent } = scriptedFetch(ok([{ id: 'reg_1' }], { page: 2, per_page: 10, total: 11, total_pages: 2 }))
    const hd = new HempData(unitOptions(fetch))
    const result = await hd.regulations.list({
      state: 'TX',
      substance: 'delta-8-thc',
      include_bills: true,
      min_confidence: 0.7,
      page: 2,
      per_page: 10,
      legal_status: undefined,
    })
    const url = sent[0].url
    expect(url.pathname).toBe('/v1/regulations')
    expect([...url.searchParams]).toEqual([
      ['state', 'TX'],
      ['substance', 'delta-8-thc'],
      ['include_bills', 'true'],
      ['min_confidence', '0.7'],
      ['page', '2'],
      ['per_page', '10'],
    ])
    expect(result.data).toEqual([{ id: 'reg_1' }] as unknown as Regulation[])
    expect(result.meta.total_pages).toBe(2)
    expect(result.meta.request_id).toBe('req_ok')
    expect(Object.keys(result).sort()).toEqual(['data', 'meta'])
  })

  test('list with no query sends no query string', async () => {
    const { fetch, sent } = scriptedFetch(ok([], { page: 1, per_page: 25, total: 0, total_pages: 0 }))
    await new HempData(unitOptions(fetch)).regulations.list()
    expect(sent[0].url.search).toBe('')
  })

  test('listAll walks every page, 100 per request, lazily', async () => {
    const { fetch, sent } = scriptedFetch(page(1, 3, ['a', 'b']), page(2, 3, ['c']), page(3, 3, ['d']))
    const hd = new HempData(unitOptions(fetch))
    const iterator = hd.regulations.listAll({ state: 'CO' })
    expect(sent.length).toBe(0)
    const ids: string[] = []
    for await (const regulation of iterator) ids.push(regulation.id)
    expect(ids).toEqual(['a', 'b', 'c', 'd'])
    expect(sent.map(r => r.url.searchParams.get('page'))).toEqual(['1', '2', '3'])
    expect(
      sent.every(r => r.url.searchParams.get('per_page') === '100' && r.url.searchParams.get('state') === 'CO'),
    ).toBe(true)
  })

  test('listAll honours a smaller per_page, stops on an empty page, and can be left early', async () => {
    const { fetch, sent } = scriptedFetch(page(1, 9, ['a']), page(2, 9, []))
    const hd = new HempData(unitOptions(fetch))
    const ids: string[] = []
    for await (const r of hd.regulations.listAll({ per_page: 1 })) ids.push(r.id)
    expect(ids).toEqual(['a'])
    expect(sent.length).toBe(2)
    expect(sent[0].url.searchParams.get('per_page')).toBe('1')
    const early = scriptedFetch(page(1, 5, ['x', 'y']))
    for await (const _ of new HempData(unitOptions(early.fetch)).regulations.listAll()) break
    expect(early.sent.length).toBe(1)
  })

  test('get encodes the id into the path', async () => {
    const { fetch, sent } = scriptedFetch(ok({ id: 'reg_1' }))
    const { data } = await new HempData(unitOptions(fetch)).regulations.get('reg_1/../x?y')
    expect(sent[0].url.pathname).toBe('/v1/regulations/reg_1%2F..%2Fx%3Fy')
    expect(data.id).toBe('reg_1')
  })

  test('exportCsv asks for text/csv with format=csv and returns the file, its count and request id', async () => {
    const csv = 'id,state\nreg_1,TX\n'
    const { fetch, sent } = scriptedFetch(
      new Response(csv, {
        headers: { 'content-type': 'text/csv; charset=utf-8', 'x-total-count': '1', 'x-request-id': 'req_csv' },
      }),
    )
    const result = await new HempData(unitOptions(fetch)).regulations.exportCsv({ state: 'TX' })
    expect(sent[0].url.searchParams.get('format')).toBe('csv')
    expect(sent[0].url.searchParams.get('state')).toBe('TX')
    expect(sent[0].headers.get('accept')).toBe('text/csv')
    expect(result).toEqual({ csv, total: 1, requestId: 'req_csv' })
  })

  test('changelog and changelogAll', async () => {
    const { fetch, sent } = scriptedFetch(page(1, 2, ['chg_1']), page(1, 2, ['chg_1']), page(2, 2, ['chg_2']))
    const hd = new HempData(unitOptions(fetch))
    const first = await hd.regulations.changelog({ state: 'TX', since: '2026-01-01T00:00:00Z' })
    expect(first.data[0].id).toBe('chg_1')
    expect(sent[0].url.pathname).toBe('/v1/regulations/changelog')
    expect(sent[0].url.searchParams.get('since')).toBe('2026-01-01T00:00:00Z')
    const ids: string[] = []
    for await (const change of hd.regulations.changelogAll({ state: 'TX' })) ids.push(change.id)
    expect(ids).toEqual(['chg_1', 'chg_2'])
  })

  test('compare takes states as a list or as the comma-separated string', async () => {
    const { fetch, sent } = scriptedFetch(ok({ comparison: [], summary: '' }))
    const hd = new HempData(unitOptions(fetch))
    await hd.regulations.compare({ states: ['TX', 'CO', 'CA'], substance: 'cbd' })
    await hd.regulations.compare({ states: 'TX,CO' })
    expect(sent[0].url.search).toBe('?states=TX%2CCO%2CCA&substance=cbd')
    expect(sent[1].url.searchParams.get('states')).toBe('TX,CO')
  })
})

describe('states, catalogue and status', () => {
  test('states.list with sort and order; states.get with its filters', async () => {
    const { fetch, sent } = scriptedFetch(ok([]), ok({ code: 'TX' }))
    const hd = new HempData(unitOptions(fetch))
    await hd.states.list({ sort: 'avg_confidence', order: 'desc' })
    const { data } = await hd.states.get('TX', { substance: 'cbd', include_sources: true })
    expect(sent[0].url.search).toBe('?sort=avg_confidence&order=desc')
    expect(sent[1].url.pathname).toBe('/v1/states/TX')
    expect(sent[1].url.search).toBe('?substance=cbd&include_sources=true')
    expect(data.code).toBe('TX')
  })

  test('substances, product types and status', async () => {
    const status = { status: 'healthy', version: '1.0.0', timestamp: '2026-11-21T12:00:00.000Z' }
    const { fetch, sent } = scriptedFetch(
      ok([{ id: 'cbd' }], { total: 1 }),
      ok([{ id: 'edibles' }], { total: 1 }),
      new Response(JSON.stringify(status), { headers: { 'content-type': 'application/json' } }),
    )
    const hd = new HempData(unitOptions(fetch))
    expect((await hd.substances.list()).meta.total).toBe(1)
    expect((await hd.productTypes.list()).data[0].id).toBe('edibles')
    expect(await hd.status.get()).toEqual(status as never)
    expect(sent.map(r => r.url.pathname)).toEqual(['/v1/substances', '/v1/product-types', '/v1/status'])
  })
})

describe('types follow the served variant', () => {
  test('nested and column clients are typed by their own paths', async () => {
    const { fetch } = scriptedFetch(ok([], { page: 1, per_page: 25, total: 0, total_pages: 0 }))
    const nested = new HempData(unitOptions(fetch))
    const column = new ColumnHempData(unitOptions(fetch))
    await nested.regulations.list()
    // @ts-expect-error the column variant requires `state` on the regulations list
    await column.regulations.list()
    await column.regulations.list({ state: 'TX,CO' })
    // @ts-expect-error legal statuses are the variant's own
    await nested.regulations.list({ legal_status: 'gray_area' })
    await column.regulations.list({ state: 'TX', legal_status: 'gray_area' })
    // @ts-expect-error unknown parameters do not type-check, as the API rejects them
    await nested.regulations.list({ sate: 'TX' })
    // @ts-expect-error compare needs states
    await nested.regulations.compare({ substance: 'cbd' })
    expect(true).toBe(true)
  })
})
