/**
 * Inputs the fuzz suite found answered with a 500: path parameters whose percent-encoding does not
 * decode, on every route of the router that has one, and NUL characters, which Postgres text cannot
 * hold, in /ops ids and bodies. Each is a 4xx in the envelope, and nothing reaches the database.
 */
import { beforeAll, describe, expect, test } from 'bun:test'
import { ADMIN_SECRET, adminHeaders, bothVariants, expectErrorEnvelope, type Variant } from '../../support/api.ts'

const apps = bothVariants()
const keys = {} as Record<Variant, { secret: string; publishable: string }>
beforeAll(async () => {
  for (const variant of ['nested', 'column'] as const) {
    keys[variant] = {
      secret: await apps[variant].key('enterprise'),
      publishable: await apps[variant].key('enterprise', { kind: 'publishable' }),
    }
  }
})

describe('path parameters that do not decode', () => {
  for (const variant of ['nested', 'column'] as const) {
    test(`${variant}: every route with a parameter answers 4xx in the envelope for %, %zz and %E0%A4`, async () => {
      const t = apps[variant]
      const routes = t.app.routes.filter((r: any) => String(r.path).includes(':') && r.method !== 'OPTIONS')
      expect(routes.length).toBeGreaterThanOrEqual(8)
      for (const route of routes) {
        for (const bad of ['%', '%zz', '%E0%A4']) {
          const path = String(route.path).replace(/:\w+/, bad)
          const headers = {
            authorization: `Bearer ${keys[variant].secret}`,
            'x-admin-key': ADMIN_SECRET,
            'content-type': 'application/json',
          }
          const body =
            route.method === 'GET' || route.method === 'DELETE' ? undefined : JSON.stringify({ reason: 'why' })
          const res = await t.request(path, { method: route.method, headers, body })
          const where = `${route.method} ${path} → ${res.status} ${res.text.slice(0, 200)}`
          expect(res.status >= 400 && res.status < 500, where).toBe(true)
          expectErrorEnvelope(res)
        }
      }
    })
  }
})

describe('NUL characters on their way to Postgres', () => {
  test('/ops ids that HempData never issues (a NUL, anything else) are 404 NOT_FOUND', async () => {
    const t = apps.nested
    const requests: [string, string][] = [
      ['DELETE', '/ops/keys/%00'],
      ['DELETE', '/ops/keys/key_%00'],
      ['GET', '/ops/accounts/%00/keys'],
      ['PATCH', '/ops/accounts/acct_%00'],
      ['POST', '/ops/accounts/%00/keys'],
      ['PATCH', '/ops/regulations/%00'],
      ['DELETE', '/ops/keys/key_does_not_exist'],
    ]
    for (const [method, path] of requests) {
      const body =
        method === 'GET' || method === 'DELETE'
          ? undefined
          : path.startsWith('/ops/regulations/')
            ? JSON.stringify({ reason: 'why' })
            : '{}'
      const res = await t.request(path, { method, headers: adminHeaders(), body })
      expect(res.status, `${method} ${path}: ${res.text.slice(0, 200)}`).toBe(404)
      expectErrorEnvelope(res)
    }
  })

  test('a NUL in any string of an /ops body, or in a field name, is 400 VALIDATION_ERROR naming where', async () => {
    const t = apps.nested
    const id = `reg_${t.services.store.current.regulations[0].id}`
    const cases: [string, string, unknown, string][] = [
      ['POST', '/ops/accounts', { name: 'Shop\u0000', email: 'nul@example.com' }, 'body.name'],
      ['POST', '/ops/accounts', { name: 'Shop', email: 'nul@example.com', states: ['C\u0000'] }, 'body.states.0'],
      ['PATCH', `/ops/regulations/${id}`, { reason: 'a\u0000b' }, 'body.reason'],
      [
        'PATCH',
        `/ops/regulations/${id}`,
        { reason: 'why', details: { labelingRequirements: '\u0000' } },
        'body.details.labelingRequirements',
      ],
      ['PATCH', `/ops/regulations/${id}`, { reason: 'why', details: { 'x\u0000': 1 } }, 'body.details (a field name)'],
    ]
    const before = t.services.store.current.changes.length
    for (const [method, path, body, field] of cases) {
      const res = await t.request(path, { method, headers: adminHeaders(), body: JSON.stringify(body) })
      expect(res.status, `${method} ${path}: ${res.text.slice(0, 200)}`).toBe(400)
      expect(res.body.errors[0]).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: `${field}: contains a NUL character (U+0000); remove it`,
      })
    }
    expect(t.services.store.current.changes.length).toBe(before)
  })
})
