/**
 * Security headers on every response of every route (taken from the router, so a new route is
 * covered at once), a Content-Security-Policy on the HTML pages, HSTS only when served over HTTPS,
 * and the storefront badge's cross-origin needs still met.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { inlineHash } from '../../../api/src/http/security-headers.ts'
import { ensureWidgetBuilt } from '../../../widget/ensure-built.ts'
import { testApp, type TestApp, type TestResponse } from '../../support/app.ts'
import { ADMIN_SECRET, bothVariants, type Variant } from '../../support/api.ts'

const apps = bothVariants()
const keys = {} as Record<Variant, { secret: string; publishable: string }>
beforeAll(async () => {
  // The storefront script is checked below as a fresh clone serves it: built on first need.
  await ensureWidgetBuilt()
  for (const variant of ['nested', 'column'] as const) {
    keys[variant] = {
      secret: await apps[variant].key('enterprise'),
      publishable: await apps[variant].key('enterprise', { kind: 'publishable' }),
    }
  }
})

const STANDING = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer', 'x-frame-options': 'DENY' }

/**
 * The playground's form posts to its own page with the demo key, whose origin check needs the form's
 * Origin: under no-referrer Chromium sends `Origin: null`, so that page alone keeps same-origin referrers.
 */
const SAME_ORIGIN_REFERRER = new Set(['/playground'])

function expectStanding(res: TestResponse, where: string): void {
  const path = where.split(' ')[1]?.split('?')[0] ?? ''
  for (const [name, value] of Object.entries(STANDING)) {
    const page = res.status < 400 && SAME_ORIGIN_REFERRER.has(path)
    const expected = name === 'referrer-policy' && page ? 'same-origin' : value
    expect(res.headers.get(name), `${where}: ${name}`).toBe(expected)
  }
}

/** A request for each route of the router, its parameters filled in, with and without a key. */
function routeRequests(t: TestApp, variant: Variant): { method: string; path: string; body?: string }[] {
  const uuid = t.services.store.current.regulations[0].id
  return t.app.routes.map((route: any) => {
    const path = String(route.path)
      .replace(':id', variant === 'nested' ? `reg_${uuid}` : uuid)
      .replace(':code', 'CO')
      .replace(':state', 'CO')
      .replace(':file', 'hempdata.js')
    const query = path === '/v1/regulations' ? '?state=CO' : path === '/v1/answer' ? '?q=Is+CBD+legal+in+Texas' : ''
    const body =
      route.method === 'GET' || route.method === 'OPTIONS'
        ? undefined
        : JSON.stringify({ substance: 'cbd', product_type: 'edibles', state: 'TX', question: 'Is CBD legal in Texas?' })
    return { method: String(route.method), path: path + query, body }
  })
}

describe('the standing headers on every route', () => {
  for (const variant of ['nested', 'column'] as const) {
    test(`${variant}: nosniff, no-referrer and DENY on every answer of every route, success or error; no HSTS over HTTP`, async () => {
      const t = apps[variant]
      const requests = routeRequests(t, variant)
      expect(requests.length).toBeGreaterThanOrEqual(20)
      let answered = 0
      for (const { method, path, body } of requests) {
        const credentials: Record<string, string>[] = [
          {},
          { authorization: `Bearer ${keys[variant].secret}` },
          { authorization: `Bearer ${keys[variant].publishable}` },
          { 'x-admin-key': ADMIN_SECRET },
        ]
        for (const headers of credentials) {
          const res = await t.request(path, {
            method,
            body,
            headers: { 'content-type': 'application/json', origin: 'https://shop.example', ...headers },
          })
          const where = `${method} ${path} ${Object.keys(headers)[0] ?? 'no credentials'} → ${res.status}`
          expectStanding(res, where)
          expect(res.headers.get('strict-transport-security'), where).toBeNull()
          answered++
        }
      }
      // Unknown routes and methods are answered by the error renderer, with the same headers.
      for (const path of ['/nowhere', '/v1/regulations/compare/extra', '/widget/v1/other.js'])
        expectStanding(await t.request(path, { method: 'PUT' }), path)
      console.log(`${variant}: ${answered} answers over ${requests.length} routes carry the standing security headers`)
    })
  }

  test('a cached read takes them from its header template: set once per entry, not per request', async () => {
    const t = apps.nested
    const path = '/v1/substances'
    await t.get(path, keys.nested.secret)
    const second = await t.get(path, keys.nested.secret)
    expectStanding(second, path)
    const entry = t.services.responses.hit(t.services.store.current.version, `enterprise|*|${path}`)
    const templates = [...(entry?.headers?.values() ?? []), ...(entry?.gzipHeaders?.values() ?? [])]
    expect(templates.length).toBeGreaterThan(0)
    for (const template of templates) expect(template.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('HTML pages carry a Content-Security-Policy made from the page', () => {
  for (const path of ['/docs', '/errors', '/']) {
    test(`${path}: default-src 'none', never framed, inline scripts and styles allowed by hash only`, async () => {
      const res = await apps.nested.get(path)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toStartWith('text/html')
      expectStanding(res, path)
      const csp = res.headers.get('content-security-policy') ?? ''
      const directives = Object.fromEntries(
        csp
          .split(';')
          .map(d => d.trim().split(/\s+/))
          .map(([name, ...sources]) => [name, sources]),
      )
      expect(directives['default-src']).toEqual(["'none'"])
      expect(directives['frame-ancestors']).toEqual(["'none'"])
      expect(directives['base-uri']).toEqual(["'none'"])
      expect(directives['script-src'] ?? []).not.toContain("'unsafe-inline'")
      expect(directives['script-src'] ?? []).not.toContain("'unsafe-eval'")
      for (const [, attributes, content] of res.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
        const src = /\ssrc="([^"]+)"/.exec(attributes)?.[1]
        if (src) expect(src.startsWith('/') && directives['script-src'].includes("'self'"), src).toBe(true)
        else expect(directives['script-src']).toContain(inlineHash(content))
      }
      if (path === '/errors') {
        for (const [, content] of res.text.matchAll(/<style>([\s\S]*?)<\/style>/g))
          expect(directives['style-src']).toContain(inlineHash(content))
      }
    })
  }

  test('/docs reaches this service only: the viewer, the document, "try it"', async () => {
    const res = await apps.nested.get('/docs')
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("connect-src 'self' http://localhost:3000")
    expect(csp).toMatch(/script-src 'self' 'sha256-/)
    expect(csp).not.toContain('https:')
    expect(res.text).toMatch(/<script src="\/docs\/assets\/scalar-api-reference-\d+\.\d+\.\d+\.js"/)
  })

  test('the viewer is served from the pinned package, gzip-compressed and cached for a year', async () => {
    const src = /<script src="([^"]+)"/.exec((await apps.nested.get('/docs')).text)![1]
    const res = await apps.nested.get(src)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.text.length).toBeGreaterThan(1_000_000)
    const gzipped = await apps.nested.get(src, undefined, { 'accept-encoding': 'gzip' })
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    const other = await apps.nested.get('/docs/assets/scalar-api-reference-0.0.1.js')
    expect(other.status).toBe(404)
    expect(other.body.errors[0].code).toBe('NOT_FOUND')
  })
})

describe('the storefront badge still works cross-origin', () => {
  test('the script is served as JavaScript (nosniff accepts it) to any origin, with CORP cross-origin', async () => {
    const res = await apps.nested.get('/widget/v1/hempdata.js')
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    expect(res.headers.get('content-security-policy')).toBeNull()
  })

  test('the check answers a page on another origin, preflight and POST', async () => {
    const origin = 'https://shop.example'
    const preflight = await apps.nested.request('/v1/widget/check', {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin)
    const res = await apps.nested.request('/v1/widget/check', {
      method: 'POST',
      key: keys.nested.publishable,
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ substance: 'cbd', product_type: 'edibles', state: 'TX' }),
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe(origin)
    expectStanding(res, 'widget check')
  })
})

describe('HSTS only over HTTPS', () => {
  const extra = {} as Record<'https' | 'proxied', TestApp>
  beforeAll(async () => {
    extra.https = await testApp({ variant: 'nested', env: { HD_PUBLIC_URL: 'https://api.example.com' } })
    extra.proxied = await testApp({ variant: 'nested', env: { HD_TRUSTED_PROXIES: '127.0.0.1' } })
  }, 120_000)
  afterAll(async () => {
    await Promise.all(Object.values(extra).map(t => t?.close()))
  })

  test('HD_PUBLIC_URL is https: every response, cached reads and errors included', async () => {
    const t = extra.https
    const key = await t.key('enterprise')
    for (const res of [
      await t.get('/v1/substances', key),
      await t.get('/v1/substances', key),
      await t.get('/v1/substances'),
      await t.get('/v1/status'),
      await t.get('/docs'),
      await t.get('/nowhere'),
    ]) {
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000')
    }
  })

  test('behind a trusted proxy: only the requests it says came over HTTPS, and a cached entry does not keep it for others', async () => {
    const t = extra.proxied
    const key = await t.key('enterprise')
    const https = { 'x-forwarded-proto': 'https' }
    for (const path of ['/v1/substances', '/v1/states/CO']) {
      expect((await t.get(path, key, https)).headers.get('strict-transport-security')).toBe('max-age=31536000')
      expect((await t.get(path, key)).headers.get('strict-transport-security')).toBeNull()
      expect(
        (await t.get(path, key, { 'x-forwarded-proto': 'http' })).headers.get('strict-transport-security'),
      ).toBeNull()
      expect((await t.get(path, key, https)).headers.get('strict-transport-security')).toBe('max-age=31536000')
    }
    expect((await t.get('/v1/substances', undefined, https)).headers.get('strict-transport-security')).toBe(
      'max-age=31536000',
    )
    expect((await t.get('/v1/status', undefined, https)).headers.get('strict-transport-security')).toBe(
      'max-age=31536000',
    )
    expect((await t.get('/v1/status')).headers.get('strict-transport-security')).toBeNull()
  })
})
