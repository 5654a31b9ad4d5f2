/**
 * Every mounted route declares its security in its OpenAPI detail (`describe({ security })`), and
 * behaves as it declares. Routes come from the app's own router, so a new route is covered the
 * moment it is mounted, and one without a declaration fails here.
 */
import { describe, expect, test } from 'bun:test'
import type { SecurityKind as Kind } from '../../../api/src/http/openapi.ts'
import type { TestApp } from '../../support/app.ts'
import { declaredRoutes, type DeclaredRoute } from '../../support/declared-routes.ts'
import { bothVariants, expectError } from '../../support/api.ts'

/** A concrete path for a route pattern: auth comes before validation, so any well-formed value does. */
const concrete = (path: string) =>
  path.replace(/:(\w+)/g, (_, name) => (name === 'code' || name === 'state' ? 'CO' : 'x1'))

/** A well-formed key id of the dashboard's forms: a malformed one is 404 before the session is asked. */
const DASHBOARD_KEY_ID = `key_${'a'.repeat(24)}`

const send = (t: TestApp, route: DeclaredRoute, init: { key?: string; headers?: Record<string, string> } = {}) => {
  const form = route.kind === 'session'
  return t.request(concrete(form ? route.path.replace(':id', DASHBOARD_KEY_ID) : route.path), {
    method: route.method,
    key: init.key,
    headers: form
      ? { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...init.headers }
      : { 'content-type': 'application/json', ...init.headers },
    body: route.method === 'GET' || route.method === 'HEAD' ? undefined : form ? 'a=b' : '{}',
    redirect: 'manual',
  })
}

const OPEN: (Kind | null)[] = ['none', 'none-or-publishable']

const apps = bothVariants()

for (const variant of ['nested', 'column'] as const) {
  describe(`${variant}: every route declares its security and keeps it`, () => {
    test('no route is mounted without a declaration', () => {
      const routes = declaredRoutes(apps[variant])
      expect(routes.length).toBeGreaterThan(20)
      expect(routes.filter(r => r.kind === null).map(r => `${r.method} ${r.path}`)).toEqual([])
    })

    test('pages for a signed-in person send anyone else to sign in: 303 to /login', async () => {
      const t = apps[variant]
      const pages = declaredRoutes(t).filter(r => r.kind === 'session')
      expect(pages.length).toBeGreaterThan(5)
      for (const route of pages) {
        const res = await send(t, route)
        expect(res.status, `${route.method} ${route.path}`).toBe(303)
        expect(res.headers.get('location'), `${route.method} ${route.path}`).toStartWith('/login')
      }
    })

    test('keyed and admin routes refuse a request with no credentials: 401', async () => {
      const t = apps[variant]
      const keyed = declaredRoutes(t).filter(
        r => !OPEN.includes(r.kind) && r.kind !== 'session' && r.kind !== 'processor-signature',
      )
      for (const route of keyed) {
        const res = await send(t, route)
        expectError(res, route.kind === 'admin' ? 'MISSING_ADMIN_KEY' : 'UNAUTHORIZED')
      }
    })

    test('secret-key routes refuse a publishable key, publishable-key routes a secret key: 400 INVALID_KEY_TYPE', async () => {
      const t = apps[variant]
      const publishable = await t.key('enterprise', { kind: 'publishable' })
      const secret = await t.key('enterprise')
      for (const route of declaredRoutes(t)) {
        if (route.kind === 'secret') expectError(await send(t, route, { key: publishable }), 'INVALID_KEY_TYPE')
        if (route.kind === 'publishable' || route.kind === 'none-or-publishable')
          expectError(await send(t, route, { key: secret }), 'INVALID_KEY_TYPE')
      }
    })

    test('every secret-key route takes the key in X-API-Key as well as in Authorization', async () => {
      const t = apps[variant]
      const secret = await t.key('enterprise')
      const routes = declaredRoutes(t).filter(route => route.kind === 'secret')
      expect(routes.length).toBeGreaterThan(10)
      for (const route of routes) {
        const res = await send(t, route, { headers: { 'x-api-key': secret } })
        expect(res.status, `${route.method} ${route.path}`).not.toBe(401)
      }
    })

    test('routes the payment processor calls refuse a request without its signature: 400 MISSING_SIGNATURE', async () => {
      const t = apps[variant]
      const routes = declaredRoutes(t).filter(r => r.kind === 'processor-signature')
      expect(routes.map(r => `${r.method} ${r.path}`)).toEqual(['POST /v1/webhooks/stripe'])
      for (const route of routes) expectError(await send(t, route), 'MISSING_SIGNATURE')
    })

    test('routes declared open answer without credentials', async () => {
      const t = apps[variant]
      for (const route of declaredRoutes(t).filter(r => OPEN.includes(r.kind))) {
        const res = await send(t, route)
        expect(res.status, `${route.method} ${route.path}`).not.toBe(401)
        expect(res.status, `${route.method} ${route.path}`).toBeLessThan(500)
      }
    })
  })
}
