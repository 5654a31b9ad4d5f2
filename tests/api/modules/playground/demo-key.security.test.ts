/**
 * The playground demo key, in both variants: each DEMO_* code raised in the spec's order, through
 * the operator's own controls (/ops/playground), the curated routes taken from the router (a route
 * whose spec says `playground: true` admits the key, every other keyed route refuses it), and Vary:
 * Origin on every answer to the key.
 */
import { describe, expect, test } from 'bun:test'
import { playgroundSettings } from '../../../../api/src/db/schema/index.ts'
import { PLAYGROUND_EXTENSION } from '../../../../api/src/http/openapi.ts'
import { generateDemoKey } from '../../../../api/src/lib/keys.ts'
import type { TestApp } from '../../../support/app.ts'
import { adminHeaders, bothVariants, expectError, expectOk, VARIANTS } from '../../../support/api.ts'
import { declaredRoutes } from '../../../support/declared-routes.ts'

// Requests name their client address in X-Forwarded-For, as a proxy in front would.
const apps = bothVariants({ env: { HD_TRUSTED_PROXIES: '127.0.0.1' } })
const ORIGIN = 'http://localhost:3000'

async function ops(t: TestApp, method: string, path: string, json?: unknown) {
  const res = await t.request(`/ops${path}`, {
    method,
    headers: adminHeaders({ 'content-type': 'application/json', 'x-operator': 'pat' }),
    body: json === undefined ? undefined : JSON.stringify(json),
  })
  expect(res.status, res.text).toBe(200)
  return res.body.data
}

const demo = (t: TestApp, key: string, path = '/v1/states/CO', origin: string | null = ORIGIN, ip = '10.0.0.1') =>
  t.request(path, {
    key,
    headers: { ...(origin ? { origin } : {}), 'x-forwarded-for': ip },
  })

/** Routes whose detail marks them as the playground's, and the keyed ones that are not. */
function curatedRoutes(t: TestApp) {
  const routes = (t.app.routes as any[]).filter(r => r.method === 'GET')
  return routes.filter(r => r.hooks?.detail?.[PLAYGROUND_EXTENSION] === true).map(r => String(r.path))
}

for (const variant of VARIANTS) {
  describe(`${variant}: the playground demo key`, () => {
    test('on the embedded default it is on, with a generated key and the own origin allowed', async () => {
      const t = apps[variant]
      const settings = await ops(t, 'GET', '/playground')
      expect(settings.enabled).toBe(true)
      expect(settings.demo_key).toMatch(/^hd_demo_[0-9A-Za-z]{36}$/)
      expect(settings.allowed_origins).toEqual([ORIGIN])
      const res = await demo(t, settings.demo_key)
      expectOk(res)
      expect(res.headers.get('vary')).toContain('Origin')
      expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN)
    })

    test('curated routes are declared per route, and only those admit the key', async () => {
      const t = apps[variant]
      const { demo_key: key } = await ops(t, 'GET', '/playground')
      const curated = curatedRoutes(t)
      expect(curated.sort()).toEqual(
        [
          '/v1/compliance/check',
          '/v1/regulations',
          '/v1/regulations/:id',
          '/v1/regulations/compare',
          '/v1/states',
          '/v1/states/:code',
        ].sort(),
      )
      const regulation = t.services.profile.regulationPublicId(t.services.store.current.regulations[0].id)
      const concrete: Record<string, string> = {
        '/v1/compliance/check': '/v1/compliance/check?state=CO&substance=cbd&product_type=edibles',
        '/v1/regulations': '/v1/regulations?state=CO',
        '/v1/regulations/:id': `/v1/regulations/${regulation}`,
        '/v1/regulations/compare': '/v1/regulations/compare?states=CO,TX',
        '/v1/states': '/v1/states',
        '/v1/states/:code': '/v1/states/TX',
      }
      for (const path of curated) expectOk(await demo(t, key, concrete[path], ORIGIN, '10.1.0.1'))
      const others = declaredRoutes(t).filter(
        r => r.path.startsWith('/v1/') && (r.kind === 'secret' || r.kind === 'publishable'),
      )
      expect(others.length).toBeGreaterThan(curated.length)
      for (const route of others) {
        if (curated.includes(route.path) && route.method === 'GET') continue
        const res = await t.request(route.path.replace(/:(\w+)/g, 'x1'), {
          method: route.method,
          key,
          headers: { origin: ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': '10.1.0.2' },
          body: route.method === 'GET' ? undefined : '{}',
        })
        expectError(res, 'DEMO_PATH_DENIED')
        expect(res.headers.get('vary'), `${route.method} ${route.path}`).toContain('Origin')
      }
    })

    test('each refusal in the spec’s order, each with its code and Vary: Origin', async () => {
      const t = apps[variant]
      const { demo_key: key } = await ops(t, 'GET', '/playground')
      const forged = generateDemoKey()
      // Off: every demo key, right or wrong, from anywhere, on any route, is 503 DEMO_DISABLED.
      await ops(t, 'PATCH', '/playground', { enabled: false })
      for (const res of [await demo(t, key), await demo(t, forged, '/v1/webhooks', null)]) {
        expectError(res, 'DEMO_DISABLED')
        expect(res.headers.get('vary')).toContain('Origin')
      }
      // On with no origin allowed: 500 DEMO_MISCONFIGURED; likewise without a key at all.
      await ops(t, 'PATCH', '/playground', { enabled: true, allowed_origins: [] })
      expectError(await demo(t, forged), 'DEMO_MISCONFIGURED')
      await t.services.database.db.update(playgroundSettings).set({ demoKey: null, allowedOrigins: [ORIGIN] })
      t.services.playground.forget()
      expectError(await demo(t, key), 'DEMO_MISCONFIGURED')
      const rotated = await ops(t, 'POST', '/playground/key')
      expect(rotated.demo_key).not.toBe(key)
      // The old key (and any other) is 401 DEMO_KEY_INVALID, before its origin is looked at.
      expectError(await demo(t, key, '/v1/states/CO', 'https://evil.example'), 'DEMO_KEY_INVALID')
      expectError(await demo(t, forged), 'DEMO_KEY_INVALID')
      const current = rotated.demo_key as string
      // Origins match exactly: another port, scheme, a suffix, or none at all are refused.
      for (const origin of [
        'http://localhost:3001',
        'https://localhost:3000',
        'http://localhost:3000.evil.example',
        null,
      ])
        expectError(await demo(t, current, '/v1/states/CO', origin), 'DEMO_ORIGIN_DENIED')
      expectError(await demo(t, current, '/v1/webhooks', 'https://evil.example'), 'DEMO_ORIGIN_DENIED')
      expectError(await demo(t, current, '/v1/webhooks'), 'DEMO_PATH_DENIED')
      expectOk(await demo(t, current))
    })

    test('caps: global hourly 503, then per address hourly and daily 429, with Retry-After; a new cap applies to the hour under way', async () => {
      const t = apps[variant]
      const { demo_key: key } = await ops(t, 'PATCH', '/playground', {
        enabled: true,
        allowed_origins: [ORIGIN],
        per_ip_hourly: 2,
        per_ip_daily: 1000,
        global_hourly: 1000,
      })
      expectOk(await demo(t, key, '/v1/states/CO', ORIGIN, '10.2.0.1'))
      const second = await demo(t, key, '/v1/states/CO', ORIGIN, '10.2.0.1')
      expectOk(second)
      expect(second.headers.get('x-demo-ip-limit')).toBe('2')
      expect(second.headers.get('x-demo-ip-remaining')).toBe('0')
      const hourly = await demo(t, key, '/v1/states/CO', ORIGIN, '10.2.0.1')
      expectError(hourly, 'DEMO_RATE_LIMITED')
      expect(Number(hourly.headers.get('retry-after'))).toBeGreaterThan(60)
      expect(hourly.headers.get('vary')).toContain('Origin')
      // Another address has its own budget.
      expectOk(await demo(t, key, '/v1/states/CO', ORIGIN, '10.2.0.2'))
      // The daily cap is its own budget: lower than the hourly one, it is what refuses.
      await ops(t, 'PATCH', '/playground', { per_ip_hourly: 1000, per_ip_daily: 1 })
      expectOk(await demo(t, key, '/v1/states/CO', ORIGIN, '10.2.0.3'))
      expectError(await demo(t, key, '/v1/states/CO', ORIGIN, '10.2.0.3'), 'DEMO_RATE_LIMITED')
      // The global cap comes first, for every address.
      await ops(t, 'PATCH', '/playground', { per_ip_daily: 1000, global_hourly: 1 })
      const global = await demo(t, key, '/v1/states/CO', ORIGIN, '10.2.0.4')
      expectError(global, 'DEMO_GLOBAL_CAPACITY')
      expect(Number(global.headers.get('retry-after'))).toBeGreaterThan(0)
      await ops(t, 'PATCH', '/playground', { global_hourly: 100_000 })
    })

    test('operator controls: without the admin key 401, bad input 400, each change audited', async () => {
      const t = apps[variant]
      for (const [method, path] of [
        ['GET', '/playground'],
        ['PATCH', '/playground'],
        ['POST', '/playground/key'],
      ]) {
        const res = await t.request(`/ops${path}`, {
          method,
          headers: { 'content-type': 'application/json' },
          body: method === 'GET' ? undefined : '{}',
        })
        expectError(res, 'MISSING_ADMIN_KEY')
      }
      for (const body of [
        { allowed_origins: ['not an origin'] },
        { per_ip_hourly: 0 },
        { enabled: 'yes' },
        { other: 1 },
      ]) {
        const res = await t.request('/ops/playground', {
          method: 'PATCH',
          headers: adminHeaders({ 'content-type': 'application/json' }),
          body: JSON.stringify(body),
        })
        expectError(res, 'VALIDATION_ERROR')
      }
      await ops(t, 'PATCH', '/playground', { per_ip_daily: 777 })
      const entries = await t.services.database.db.query.auditEvents.findMany()
      const updated = entries.filter(e => e.action === 'playground.updated' && e.actor === 'operator:pat').at(-1)
      expect(updated?.after).toEqual({ per_ip_daily: 777 })
      const rotated = entries.filter(e => e.action === 'playground.key_rotated')
      expect(rotated.length).toBeGreaterThan(0)
      expect(JSON.stringify(rotated)).not.toMatch(/hd_demo_[0-9A-Za-z]{36}/)
    })
  })
}
