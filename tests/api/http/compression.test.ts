/** gzip bodies inflate to exactly the uncompressed envelope, for every client that asks for gzip. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { gunzipSync } from 'node:zlib'
import { acceptsGzip, gzipHead, gzipWithTail } from '../../../api/src/http/gzip.ts'
import { testApp, type TestApp } from '../../support/app.ts'

describe('gzip with an appended tail', () => {
  test('inflates to head + tail, whatever the head', () => {
    const heads = [
      '',
      '{"a":1,"request_id":"',
      'x≤y '.repeat(20000),
      JSON.stringify({ data: Array.from({ length: 500 }, (_, i) => ({ i, s: `row ${i}` })) }),
    ]
    for (const text of heads) {
      const head = new TextEncoder().encode(text)
      const prepared = gzipHead(head)
      for (const tail of ['req_1"}}', '', 'x'.repeat(1000)]) {
        expect(gunzipSync(gzipWithTail(prepared, tail)).toString('utf8')).toBe(text + tail)
      }
    }
  })

  test('reads Accept-Encoding as RFC 9110 does', () => {
    expect(acceptsGzip('gzip')).toBe(true)
    expect(acceptsGzip('gzip, deflate, br')).toBe(true)
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true)
    expect(acceptsGzip('*')).toBe(true)
    expect(acceptsGzip('gzip;q=0')).toBe(false)
    expect(acceptsGzip('identity')).toBe(false)
    expect(acceptsGzip('br')).toBe(false)
    expect(acceptsGzip(null)).toBe(false)
    expect(acceptsGzip('gzip;q=0')).toBe(false)
  })
})

describe('compressed API responses', () => {
  let t: TestApp
  let key: string

  beforeAll(async () => {
    t = await testApp()
    key = await t.key()
  }, 120_000)

  afterAll(() => t.close())

  const paths = [
    '/v1/regulations?state=CO&substance=cbd',
    '/v1/states/CO',
    '/v1/regulations/compare?states=CO,TX,CA',
    '/v1/substances',
    '/v1/states?sort=code',
  ]

  for (const path of paths) {
    test(`${path}: gzip and identity carry the same envelope`, async () => {
      const plain = await t.get(path, key)
      const raw = await t.app.handle(
        new Request(`http://localhost${path}`, {
          headers: { authorization: `Bearer ${key}`, 'accept-encoding': 'gzip' },
        }),
      )
      expect(raw.status).toBe(200)
      expect(raw.headers.get('content-encoding')).toBe('gzip')
      expect(raw.headers.get('vary')).toBe('Accept-Encoding')
      const bytes = new Uint8Array(await raw.arrayBuffer())
      const body = JSON.parse(gunzipSync(bytes).toString('utf8'))
      expect(body.meta.request_id).toBe(raw.headers.get('x-request-id'))
      expect({ ...body, meta: { ...body.meta, request_id: '' } }).toEqual({
        ...plain.body,
        meta: { ...plain.body.meta, request_id: '' },
      })
      expect(bytes.length).toBeLessThan(plain.text.length)
    })
  }

  test('errors are never compressed and stay readable', async () => {
    const res = await t.app.handle(
      new Request('http://localhost/v1/states/ZZ', {
        headers: { authorization: `Bearer ${key}`, 'accept-encoding': 'gzip' },
      }),
    )
    expect(res.status).toBe(404)
    expect(res.headers.get('content-encoding')).toBeNull()
    expect((await res.json()).errors[0].code).toBe('NOT_FOUND')
  })
})
