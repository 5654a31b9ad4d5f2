/**
 * Request bodies are bounded before they are parsed, on every route that reads one: by size
 * (declared, or counted as a chunked body streams in) and by nesting depth. A hostile body is
 * refused with 400 VALIDATION_ERROR in microseconds, never a 500 or a thread busy for seconds, and
 * /ops checks the operator secret before it reads a body at all.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../../api/src/http/body.ts'
import { listen } from '../../../api/src/server/threads.ts'
import { ADMIN_SECRET, adminHeaders, bothVariants, expectError } from '../../support/api.ts'

const apps = bothVariants()
const keys = { publishable: '' }
beforeAll(async () => {
  keys.publishable = await apps.nested.key('enterprise', { kind: 'publishable' })
})

const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)
const objects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)
const DEEP = arrays(50_000)

/** Every route that reads a JSON body, with a body it accepts. */
const BODY_ROUTES = [
  { method: 'POST', path: '/ops/accounts', admin: true, valid: { name: 'Shop', email: 'deep@example.com' } },
  { method: 'PATCH', path: '/ops/regulations/reg_x', admin: true, valid: { reason: 'why' } },
  { method: 'POST', path: '/v1/answer', admin: false, valid: { question: 'Is CBD legal in Texas?' } },
  {
    method: 'POST',
    path: '/v1/widget/check',
    admin: false,
    valid: { substance: 'cbd', product_type: 'edibles', state: 'TX' },
  },
]

const headersFor = (admin: boolean): Record<string, string> =>
  admin ? adminHeaders() : { 'content-type': 'application/json', authorization: `Bearer ${keys.publishable}` }

const send = (path: string, method: string, body: BodyInit, admin: boolean) =>
  apps.nested.request(path, { method, body, headers: headersFor(admin) })

describe('the depth scan', () => {
  test('counts brackets outside strings only, and stops at the first level too deep', () => {
    expect(nestsDeeperThan(arrays(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false)
    expect(nestsDeeperThan(arrays(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true)
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[{{{{"\\"[[['.repeat(100) }), 2)).toBe(false)
    expect(nestsDeeperThan(`{"a":"\\\\",${'['.repeat(3)}`, 2)).toBe(true)
  })
})

describe('hostile bodies on every route that reads one', () => {
  for (const route of BODY_ROUTES) {
    test(`${route.method} ${route.path}: 50,000 levels of arrays or objects → 400 before parsing, in microseconds`, async () => {
      // The route is compiled on its first request: that is not the refusal's cost.
      await send(route.path, route.method, JSON.stringify(route.valid), route.admin)
      for (const body of [DEEP, objects(50_000), `{"question":${DEEP}}`]) {
        // The widget check and the answer take 8 KiB at most: for them the size bound refuses it first.
        const times: number[] = []
        for (let i = 0; i < 5; i++) {
          const request = new Request(`http://localhost${route.path}`, {
            method: route.method,
            body,
            headers: headersFor(route.admin),
          })
          const started = performance.now()
          const res = await apps.nested.app.handle(request)
          times.push(performance.now() - started)
          expect(res.status).toBe(400)
          expect((await res.json()).errors[0].message).toMatch(/^body: (nested deeper than 64 levels|larger than)/)
        }
        const ms = times.sort((a, b) => a - b)[2]
        const perKb = ms / (body.length / 1024)
        console.log(
          `${route.method} ${route.path}: ${(body.length / 1024).toFixed(0)} KB of ${body.slice(0, 5)}… refused in ${(ms * 1000).toFixed(0)} µs (median of 5; ${(perKb * 1000).toFixed(2)} µs per KB)`,
        )
        expect(perKb).toBeLessThan(0.1)
      }
    })

    test(`${route.method} ${route.path}: too deep within the size limit → 400 naming the depth`, async () => {
      const within = route.admin ? `{"a":1,"b":${arrays(MAX_JSON_DEPTH + 1)}}` : `{"question":${arrays(1000)}}`
      const res = await send(route.path, route.method, within, route.admin)
      expectError(res, 'VALIDATION_ERROR')
      expect(res.body.errors[0].message).toStartWith(`body: nested deeper than ${MAX_JSON_DEPTH} levels`)
      // At the limit the body is parsed and judged by its schema instead.
      const atLimit = await send(route.path, route.method, `{"a":${arrays(MAX_JSON_DEPTH - 1)}}`, route.admin)
      expect(atLimit.status).toBe(400)
      expect(atLimit.body.errors[0].message).not.toContain('nested deeper')
    })

    test(`${route.method} ${route.path}: over the size limit, declared or chunked → 400 in the envelope`, async () => {
      const limit = route.admin ? 1024 * 1024 : 8 * 1024
      const big = JSON.stringify({ ...route.valid, padding: 'x'.repeat(limit) })
      expectError(await send(route.path, route.method, big, route.admin), 'VALIDATION_ERROR')
      const chunks = new ReadableStream({
        start(controller) {
          for (let i = 0; i < 4; i++) controller.enqueue(new TextEncoder().encode(' '.repeat(limit / 2)))
          controller.close()
        },
      })
      const chunked = await send(route.path, route.method, chunks, route.admin)
      expectError(chunked, 'VALIDATION_ERROR')
      expect(chunked.body.errors[0].message).toContain('body: larger than')
    })
  }

  test('a chunked body within the limits is read and answered', async () => {
    const body = new Blob([JSON.stringify({ question: 'Is CBD legal in Texas?' })]).stream()
    const res = await apps.nested.request('/v1/answer', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
    })
    expect(res.status, res.text).toBe(200)
  })
})

describe('/ops checks the operator secret before reading a body', () => {
  test('no or a wrong X-Admin-Key with bad JSON, a deep or an oversized body → 401 MISSING_ADMIN_KEY', async () => {
    for (const body of ['{bad', DEEP, 'x'.repeat(2 * 1024 * 1024)]) {
      const anonymous: Record<string, string>[] = [
        { 'content-type': 'application/json' },
        { 'content-type': 'application/json', 'x-admin-key': 'wrong-secret-0123456789' },
      ]
      for (const headers of anonymous) {
        expectError(await apps.nested.request('/ops/accounts', { method: 'POST', body, headers }), 'MISSING_ADMIN_KEY')
        expectError(
          await apps.nested.request('/ops/regulations/reg_x', { method: 'PATCH', body, headers }),
          'MISSING_ADMIN_KEY',
        )
      }
    }
  })

  test('with the secret, bad JSON → 400; a DELETE without a body still works', async () => {
    const res = await apps.nested.request('/ops/accounts', { method: 'POST', body: '{bad', headers: adminHeaders() })
    expectError(res, 'VALIDATION_ERROR')
    expect(res.body.errors[0].message).toStartWith('body: not valid JSON')
    expectError(
      await apps.nested.request('/ops/keys/key_does_not_exist', {
        method: 'DELETE',
        headers: { 'x-admin-key': ADMIN_SECRET },
      }),
      'NOT_FOUND',
    )
  })
})

describe('over real HTTP: a hostile body does not hold up the thread', () => {
  let server: ReturnType<typeof listen> | null = null
  let base = ''
  beforeAll(() => {
    server = listen(apps.nested.app, apps.nested.services, 0, false)
    base = `http://127.0.0.1:${server.server!.port}`
  })
  afterAll(() => server?.stop(true))

  test('the 50,000-level /ops body is refused at once, and requests alongside it are not delayed', async () => {
    const timed = async (path: string, init?: RequestInit) => {
      const started = performance.now()
      const res = await fetch(`${base}${path}`, init)
      await res.arrayBuffer()
      return { status: res.status, ms: performance.now() - started }
    }
    const alongside = async () => {
      const times: number[] = []
      for (let i = 0; i < 20; i++) times.push((await timed('/v1/status')).ms)
      return times
    }
    const regulation = `/ops/regulations/reg_${apps.nested.services.store.current.regulations[0].id}`
    const admin = { 'x-admin-key': ADMIN_SECRET, 'content-type': 'application/json' }
    // Each route is compiled on its first request: that is not what is measured.
    await timed(regulation, { method: 'PATCH', body: '{}', headers: admin })
    await timed('/ops/accounts', { method: 'POST', body: '{}', headers: admin })
    const quiet = await alongside()
    const hostile = Array.from({ length: 10 }, (_, i) =>
      timed(i % 2 ? regulation : '/ops/accounts', { method: i % 2 ? 'PATCH' : 'POST', body: DEEP, headers: admin }),
    )
    const during = await alongside()
    const refused = await Promise.all(hostile)
    for (const r of refused) expect(r.status).toBe(400)
    const max = (values: number[]) => Math.max(...values)
    console.log(
      `over HTTP: 10 × 98 KB, 50,000-level /ops bodies refused in ${max(refused.map(r => r.ms)).toFixed(1)} ms at most; /v1/status alongside: max ${max(during).toFixed(1)} ms (quiet: ${max(quiet).toFixed(1)} ms)`,
    )
    expect(max(during)).toBeLessThan(100)
    expect(max(refused.map(r => r.ms))).toBeLessThan(100)
  })

  test('a body declared larger than the runtime default (3 MiB) is refused by the app in the envelope, not with a bare 413', async () => {
    const res = await fetch(`${base}/v1/answer`, {
      method: 'POST',
      body: 'x'.repeat(3 * 1024 * 1024),
      headers: { 'content-type': 'application/json' },
    })
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body.errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', message: 'body: larger than 8 KiB' })
  })
})
