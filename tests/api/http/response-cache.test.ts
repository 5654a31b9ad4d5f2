/** The per-snapshot response cache: reuse, invalidation by version, expiry and its size bound. */
import { describe, expect, setSystemTime, test } from 'bun:test'
import { gunzipSync } from 'node:zlib'
import { envelopeBody, envelopeGzip, ResponseCache } from '../../../api/src/http/response-cache.ts'

const decode = (bytes: Uint8Array) => JSON.parse(new TextDecoder().decode(bytes))

describe('ResponseCache', () => {
  test('computes once per version and key; a new version recomputes', () => {
    const cache = new ResponseCache()
    let calls = 0
    const compute = () => ({ data: { n: ++calls }, meta: { total: 1 } })
    expect(decode(envelopeBody('req_a', cache.read(1, 'k', compute)))).toEqual({
      success: true,
      data: { n: 1 },
      errors: [],
      meta: { api_version: 'v1', total: 1, request_id: 'req_a' },
    })
    expect(decode(envelopeBody('req_b', cache.read(1, 'k', compute))).data.n).toBe(1)
    expect(decode(envelopeBody('req_c', cache.read(2, 'k', compute))).data.n).toBe(2)
  })

  test('a failing computation is not cached', () => {
    const cache = new ResponseCache()
    expect(() =>
      cache.read(1, 'k', () => {
        throw new Error('bad query')
      }),
    ).toThrow('bad query')
    expect(
      decode(
        envelopeBody(
          'r',
          cache.read(1, 'k', () => ({ data: 'ok' })),
        ),
      ).data,
    ).toBe('ok')
  })

  test('entries expire after a minute (history windows move with the clock)', () => {
    const cache = new ResponseCache()
    let calls = 0
    const compute = () => ({ data: ++calls })
    try {
      setSystemTime(new Date('2026-11-21T00:00:00Z'))
      cache.read(1, 'k', compute)
      setSystemTime(new Date('2026-11-21T00:00:59Z'))
      cache.read(1, 'k', compute)
      expect(calls).toBe(1)
      setSystemTime(new Date('2026-11-21T00:01:01Z'))
      cache.read(1, 'k', compute)
      expect(calls).toBe(2)
    } finally {
      setSystemTime()
    }
  })

  test('stays within its byte budget by evicting the oldest entries', () => {
    // Each entry counts twice its size (the head and the per-request copies made from it).
    const cache = new ResponseCache(80_000)
    const big = 'x'.repeat(4_500)
    let calls = 0
    for (let i = 0; i < 20; i++) cache.read(1, `k${i}`, () => ({ data: big + ++calls }))
    const before = calls
    cache.read(1, 'k19', () => ({ data: ++calls }))
    expect(calls).toBe(before)
    cache.read(1, 'k0', () => ({ data: ++calls }))
    expect(calls).toBe(before + 1)
  })

  test('a hit is found without computing; a new snapshot version misses', () => {
    const cache = new ResponseCache()
    expect(cache.hit(1, 'k')).toBeUndefined()
    const stored = cache.read(1, 'k', () => ({ data: 1 }))
    expect(cache.hit(1, 'k')).toBe(stored)
    expect(cache.hit(2, 'k')).toBeUndefined()
  })

  // The bodies reuse one buffer per entry (respond.ts); that is safe only because Bun copies a
  // byte body when the Response is made. If a Bun upgrade stops copying, this fails first.
  test('each Response keeps its own request id although the entry reuses its buffer', async () => {
    const cache = new ResponseCache()
    const read = cache.read(1, 'k', () => ({ data: { n: 1 } }))
    const first = new Response(envelopeBody('req_first', read))
    const second = new Response(envelopeBody('req_other', read))
    const zipped = [new Response(envelopeGzip('req_first', read)), new Response(envelopeGzip('req_other', read))]
    expect(JSON.parse(await first.text()).meta.request_id).toBe('req_first')
    expect(JSON.parse(await second.text()).meta.request_id).toBe('req_other')
    const unzipped = await Promise.all(
      zipped.map(async r => JSON.parse(gunzipSync(new Uint8Array(await r.arrayBuffer())).toString('utf8'))),
    )
    expect(unzipped.map(body => body.meta.request_id)).toEqual(['req_first', 'req_other'])
  })
  // respond.ts makes every Response from the entry's Headers template and then sets the request's
  // own headers on the Response. That is safe only because a Response copies the Headers it is given.
  test('a Response copies its headers template: what one request sets never reaches the next', () => {
    const template = new Headers({ 'content-type': 'application/json', etag: 'W/"x"' })
    const first = new Response('a', { headers: template })
    first.headers.set('x-request-id', 'req_first')
    first.headers.set('access-control-allow-origin', 'https://shop.example')
    const second = new Response('b', { headers: template })
    expect(second.headers.get('x-request-id')).toBeNull()
    expect(second.headers.get('access-control-allow-origin')).toBeNull()
    expect([...(template as unknown as Iterable<[string, string]>)].map(([name]) => name)).toEqual([
      'content-type',
      'etag',
    ])
    expect(first.headers.get('etag')).toBe('W/"x"')
  })
})
