/** Conformance: GET /v1/status (no envelope) and /openapi.json covering every route, parameter and 401. */
import { describe, expect, test } from 'bun:test'
import { variantShapes } from '../../support/variant-shapes.ts'
import { bothVariants } from '../../support/api.ts'

const apps = bothVariants()

describe('GET /v1/status', () => {
  for (const variant of ['nested', 'column'] as const) {
    test(`${variant}: no envelope, status healthy, version, timestamp`, async () => {
      const res = await apps[variant].get('/v1/status')
      expect(res.status).toBe(200)
      expect(Object.keys(res.body).sort()).toEqual(['status', 'timestamp', 'version'])
      expect(res.body.status).toBe('healthy')
      expect(res.body.version).toBe('1.0.0')
      const ts = Date.parse(res.body.timestamp)
      expect(Number.isNaN(ts)).toBe(false)
      expect(Math.abs(ts - Date.now())).toBeLessThan(60_000)
      expect(res.body.timestamp).toMatch(/Z$/)
    })
  }
  test('a key is not needed and a bad one is ignored', async () => {
    expect((await apps.nested.get('/v1/status', 'garbage')).status).toBe(200)
  })
})

describe('/openapi.json', () => {
  const toOpenApi = (path: string) => path.replace(/:([A-Za-z_]+)/g, '{$1}')
  const DOCS = new Set(['/docs', '/openapi.json', '/errors', '/errors.json'])

  for (const variant of ['nested', 'column'] as const) {
    test(`${variant}: OpenAPI 3.1 with every route and method`, async () => {
      const t = apps[variant]
      const res = await t.get('/openapi.json')
      expect(res.status).toBe(200)
      const doc = res.body
      expect(doc.openapi).toMatch(/^3\.1\./)
      expect(doc.info.version).toBe('1.0.0')
      // Pages for people (sign-up, dashboard) declare their security but are hidden from the document.
      const routes = t.app.routes.filter((r: any) => !DOCS.has(r.path) && r.hooks?.detail?.hide !== true)
      expect(routes.length).toBeGreaterThan(10)
      for (const route of routes) {
        const path = toOpenApi(route.path)
        const item = doc.paths[path] ?? doc.paths[path.replace(/\/$/, '')]
        expect(item, `${route.method} ${route.path} missing from openapi.json`).toBeDefined()
        expect(item[route.method.toLowerCase()], `${route.method} ${route.path}`).toBeDefined()
        for (const param of [...route.path.matchAll(/:([A-Za-z_]+)/g)].map(m => m[1])) {
          const listed = (item[route.method.toLowerCase()].parameters ?? []).find(
            (p: any) => p.name === param && p.in === 'path',
          )
          expect(listed, `${route.path}: path parameter ${param}`).toBeDefined()
        }
      }
    })

    test(`${variant}: every query parameter of every read endpoint is documented`, async () => {
      const t = apps[variant]
      const doc = (await t.get('/openapi.json')).body
      const queries = variantShapes(variant).queries as Record<string, any>
      const find = (path: string) => doc.paths[path] ?? doc.paths[`${path}/`]
      const expected: [string, string][] = [
        ['/v1/regulations', 'regulations'],
        ['/v1/regulations/changelog', 'changelog'],
        ['/v1/regulations/compare', 'compare'],
        ['/v1/states', 'states'],
        ['/v1/states/{code}', 'stateProfile'],
      ]
      for (const [path, name] of expected) {
        const operation = find(path)?.get
        expect(operation, path).toBeDefined()
        const documented = new Set(
          (operation.parameters ?? []).filter((p: any) => p.in === 'query').map((p: any) => p.name),
        )
        for (const param of Object.keys(queries[name].properties))
          expect(documented.has(param), `${path} ?${param}`).toBe(true)
        for (const required of queries[name].required ?? []) {
          expect(
            operation.parameters.find((p: any) => p.name === required).required,
            `${path} ?${required} required`,
          ).toBe(true)
        }
      }
      if (variant === 'nested') {
        const states = find('/v1/states').get.parameters.map((p: any) => p.name)
        expect(states).toEqual(expect.arrayContaining(['sort', 'order']))
      }
    })

    test(`${variant}: keyed operations document 401 and use the error envelope`, async () => {
      const doc = (await apps[variant].get('/openapi.json')).body
      let keyed = 0
      for (const [path, item] of Object.entries<any>(doc.paths)) {
        if (!path.startsWith('/v1/')) continue
        for (const [method, operation] of Object.entries<any>(item)) {
          // Keyless operations (status, demo, retired, preflights) declare no or an optional security requirement.
          const security: Record<string, unknown>[] = operation.security ?? []
          if (security.length === 0 || security.some(s => Object.keys(s).length === 0)) continue
          // The payment processor's events carry its signature, not a key: MISSING_SIGNATURE, not 401.
          if (security.some(s => 'processorSignature' in s)) continue
          keyed++
          expect(operation.responses['401'], `${method} ${path}`).toBeDefined()
          expect(operation.responses['200'] ?? operation.responses['201'], `${method} ${path}`).toBeDefined()
          expect(operation.responses['401'].content['application/json'].schema, `${method} ${path}`).toEqual({
            $ref: '#/components/schemas/ErrorEnvelope',
          })
          expect(doc.components.schemas.ErrorEnvelope.properties.success).toBeDefined()
        }
      }
      expect(keyed).toBeGreaterThanOrEqual(8)
    })
  }

  test('paths are spelled as in the contract (no trailing slash on /v1/regulations and /v1/states)', async () => {
    const doc = (await apps.nested.get('/openapi.json')).body
    for (const path of [
      '/v1/status',
      '/v1/regulations',
      '/v1/regulations/{id}',
      '/v1/regulations/changelog',
      '/v1/regulations/compare',
      '/v1/states',
      '/v1/states/{code}',
      '/v1/substances',
      '/v1/product-types',
      '/v1/regulations/ask',
      '/api/ask',
    ]) {
      expect(Object.keys(doc.paths), `openapi.json lacks the contract path ${path}`).toContain(path)
    }
  })
})
