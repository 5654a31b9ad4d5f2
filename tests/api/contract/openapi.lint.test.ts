/**
 * The OpenAPI document as the tools customers point at it read it: Redocly CLI (recommended rules,
 * redocly.yaml) and Spectral (spectral:oas, .spectral.yaml) find nothing in either variant, and the
 * document names its resources, headers, tags and operations the way a generated client needs.
 */
import { afterAll, describe, expect, test } from 'bun:test'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bothVariants, type Variant } from '../../support/api.ts'

const root = join(import.meta.dir, '../../..')
const bin = (name: string) => join(root, 'node_modules/.bin', name)
const apps = bothVariants()
const dir = mkdtempSync(join(tmpdir(), 'hd-openapi-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

type Operation = { operationId?: string; description?: string; tags?: string[]; responses: Record<string, any> }

async function served(variant: Variant): Promise<{ doc: any; file: string }> {
  const res = await apps[variant].get('/openapi.json')
  expect(res.status).toBe(200)
  const file = join(dir, `${variant}.json`)
  writeFileSync(file, JSON.stringify(res.body))
  return { doc: res.body, file }
}

const operations = (doc: any): [string, string, Operation][] =>
  Object.entries(doc.paths).flatMap(([path, item]: [string, any]) =>
    Object.entries(item).map(([method, op]) => [path, method, op as Operation] as [string, string, Operation]),
  )

function run(command: string, args: string[]): { out: string; status: number | null } {
  const result = spawnSync(bin(command), args, { cwd: root, encoding: 'utf8', timeout: 120_000 })
  return { out: `${result.stdout}\n${result.stderr}`, status: result.status }
}

/** The operations that answer no client error or no success, each with why (see redocly.yaml). */
const NO_4XX = new Set(['get /v1/status', 'options /v1/widget/check'])
const RETIRED = new Set(['post /v1/regulations/ask', 'post /api/ask'])

const RESOURCES = [
  'Regulation',
  'ChangelogEntry',
  'StateSummary',
  'StateProfile',
  'Substance',
  'ProductType',
  'WebhookSubscription',
  'WidgetCheckResult',
  'ComplianceCheckResult',
  'Answer',
  'Prediction',
  'ErrorEnvelope',
]

for (const variant of ['nested', 'column'] as const) {
  describe(`${variant}: /openapi.json`, () => {
    test('Redocly CLI (recommended): 0 errors, 0 warnings', async () => {
      const { file } = await served(variant)
      const { out, status } = run('redocly', ['lint', file, '--format=stylish'])
      expect(out).toContain('Your API description is valid')
      expect(out).not.toMatch(/\d+ warnings?/)
      expect(status).toBe(0)
    }, 120_000)

    test('Spectral (spectral:oas): no problem', async () => {
      const { file } = await served(variant)
      const { out, status } = run('spectral', ['lint', file, '-r', join(root, '.spectral.yaml'), '-f', 'json'])
      const problems = JSON.parse(out.slice(out.indexOf('['), out.lastIndexOf(']') + 1))
      expect(problems.map((p: any) => `${p.code} ${p.path.join('.')}`)).toEqual([])
      expect(status).toBe(0)
    }, 120_000)

    test('named resources, shared headers, tags, and a camelCase id and description on every operation', async () => {
      const { doc } = await served(variant)
      for (const name of RESOURCES) expect(Object.keys(doc.components.schemas)).toContain(name)
      expect(Object.keys(doc.components.headers)).toEqual(
        expect.arrayContaining([
          'X-Request-Id',
          'ETag',
          'Cache-Control',
          'RateLimit',
          'RateLimit-Policy',
          'Retry-After',
        ]),
      )
      const tags = new Set(doc.tags.map((t: any) => t.name))
      const ids = new Set<string>()
      for (const [path, method, op] of operations(doc)) {
        const where = `${method} ${path}`
        expect(op.operationId, where).toMatch(/^[a-z][A-Za-z0-9]*$/)
        expect(ids.has(op.operationId!), where).toBe(false)
        ids.add(op.operationId!)
        expect(op.description?.trim().length, where).toBeGreaterThan(0)
        for (const tag of op.tags ?? []) expect(tags.has(tag), where).toBe(true)
        const statuses = Object.keys(op.responses)
        if (!RETIRED.has(where))
          expect(
            statuses.some(s => s.startsWith('2')),
            where,
          ).toBe(true)
        if (!NO_4XX.has(where))
          expect(
            statuses.some(s => s.startsWith('4')),
            where,
          ).toBe(true)
        for (const [status, response] of Object.entries<any>(op.responses))
          expect(Object.keys(response.headers ?? {}), `${where} ${status}`).toContain('X-Request-Id')
        if (op.responses['429']) expect(Object.keys(op.responses['429'].headers), where).toContain('Retry-After')
      }
      for (const tag of doc.tags) expect(tag.description?.length, tag.name).toBeGreaterThan(0)
    })

    test('schemas speak OpenAPI: no validator keyword, no string typed with a number default', async () => {
      const { doc } = await served(variant)
      const problems: string[] = []
      const walk = (value: unknown, path: string) => {
        if (Array.isArray(value)) {
          for (const [i, v] of value.entries()) walk(v, `${path}/${i}`)
          return
        }
        if (value === null || typeof value !== 'object') return
        const o = value as Record<string, unknown>
        if (typeof o.error === 'string') problems.push(`${path}: error keyword`)
        if (o.type === 'string' && 'default' in o && typeof o.default !== 'string')
          problems.push(`${path}: string default`)
        for (const [k, v] of Object.entries(o)) walk(v, `${path}/${k}`)
      }
      walk(doc.paths, '')
      walk(doc.components.schemas, '#/components/schemas')
      expect(problems).toEqual([])
      const create = doc.paths['/v1/webhooks'].post.requestBody.content['application/json'].schema
      expect(create.required).toContain('endpoint_url')
      expect(create.properties.endpoint_url).toMatchObject({ type: 'string', format: 'uri' })
    })

    test('the two key kinds are two schemes a tool can tell apart', async () => {
      const { doc } = await served(variant)
      const schemes = doc.components.securitySchemes
      expect(schemes.bearer.bearerFormat).toContain('sk')
      expect(schemes.publishableKey.bearerFormat).toContain('pk')
      expect(doc.info.contact.url).toBeTruthy()
      expect(doc.info.license.name).toBeTruthy()
    })
  })
}
