/**
 * Property-based robustness: random query strings, headers, methods and paths against both
 * variants, with and without a key. Whatever arrives: never a 5xx; always the envelope (except
 * the documented non-envelope routes and CSV); a 4xx always carries a known code with its status.
 */
import { beforeAll, describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { ERROR_CODES, statusOf, type ErrorCode } from '../../../api/src/lib/errors.ts'
import type { TestApp } from '../../support/app.ts'
import { bothVariants, type Variant } from '../../support/api.ts'
import { authHeaders, queryString, randomPath, readPaths } from '../../support/fuzz-reads.ts'

const apps = bothVariants({ timeout: 120_000 })
const keys = {} as Record<Variant, { secret: string; publishable: string; low: string }>
const regIds = {} as Record<Variant, string>
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647)

beforeAll(async () => {
  for (const variant of ['nested', 'column'] as const) {
    const t = apps[variant]
    keys[variant] = {
      secret: await t.key('enterprise'),
      publishable: await t.key('enterprise', { kind: 'publishable' }),
      low: await t.key(
        variant === 'nested' ? 'starter' : 'free',
        variant === 'nested' ? { states: ['CO', 'TX', 'CA', 'NY', 'FL'] } : {},
      ),
    }
    const uuid = t.services.store.current.regulations[0].id
    regIds[variant] = variant === 'nested' ? `reg_${uuid}` : uuid
  }
  console.log(`fuzz seed ${SEED} (set FUZZ_SEED to replay)`)
})

// Pages for people and the icon answer HTML or SVG, not the envelope.
const NON_ENVELOPE = new Set([
  '/v1/status',
  '/openapi.json',
  '/docs',
  '/errors',
  '/errors.json',
  '/',
  '/favicon.svg',
  '/favicon.ico',
])

let sent = 0

async function check(
  t: TestApp,
  method: string,
  path: string,
  headers: Record<string, string | undefined>,
  body?: string,
): Promise<void> {
  const clean: Record<string, string> = {}
  for (const [k, v] of Object.entries(headers)) if (v !== undefined) clean[k] = v
  let res: Awaited<ReturnType<TestApp['request']>>
  let route: string
  try {
    // The URL parser resolves dot segments (%2e%2e too), as the app sees them.
    route = new URL(`http://localhost${path}`).pathname.replace(/\/+$/, '') || '/'
  } catch {
    return // not a URL a client could send
  }
  res = await t.request(path, {
    method,
    headers: clean,
    body: method === 'GET' || method === 'HEAD' ? undefined : body,
  })
  sent++
  const where = `${method} ${path.slice(0, 300)} ${JSON.stringify(clean).slice(0, 300)} → ${res.status} ${res.text.slice(0, 300)}`
  expect(res.status < 500, where).toBe(true)
  if (method === 'HEAD') return
  const contentType = res.headers.get('content-type') ?? ''
  if (res.status < 300 && (NON_ENVELOPE.has(route) || contentType.startsWith('text/csv'))) return
  const b = res.body
  expect(b !== null && typeof b === 'object' && !Array.isArray(b), where).toBe(true)
  expect(typeof b.success, where).toBe('boolean')
  expect('data' in b, where).toBe(true)
  expect(typeof b.meta?.request_id, where).toBe('string')
  expect(res.headers.get('x-request-id'), where).toBe(b.meta.request_id)
  expect(b.errors === null || Array.isArray(b.errors), where).toBe(true)
  if (res.status >= 400) {
    expect(b.success, where).toBe(false)
    expect(b.data, where).toBeNull()
    const code = b.errors?.[0]?.code
    expect(Object.keys(ERROR_CODES), where).toContain(code)
    expect(res.status, where).toBe(statusOf(code as ErrorCode))
    expect(typeof b.errors[0].message, where).toBe('string')
    expect(b.errors[0].doc_url, where).toEndWith(`/errors#${code}`)
  } else {
    expect(b.success, where).toBe(true)
  }
}

const variantArb = fc.constantFrom<Variant>('nested', 'column')

describe('fuzz (3000 requests)', () => {
  test('random query strings on every read endpoint, with a valid key, a low-tier key and none (1400)', async () => {
    await fc.assert(
      fc.asyncProperty(
        variantArb,
        fc.nat(),
        queryString,
        fc.constantFrom('secret', 'low', 'none'),
        async (variant, pick, query, who) => {
          const paths = readPaths(regIds[variant])
          const path = paths[pick % paths.length]
          const key = who === 'none' ? undefined : keys[variant][who as 'secret' | 'low']
          await check(apps[variant], 'GET', query ? `${path}?${query}` : path, {
            authorization: key && `Bearer ${key}`,
          })
        },
      ),
      { numRuns: 1400, seed: SEED },
    )
  })

  test('random authentication headers (800)', async () => {
    await fc.assert(
      fc.asyncProperty(
        variantArb.chain(v => fc.tuple(fc.constant(v), authHeaders(keys[v]))),
        fc.nat(),
        fc.option(queryString, { nil: '' }),
        async ([variant, headers], pick, query) => {
          const paths = readPaths(regIds[variant])
          const path = paths[pick % paths.length]
          await check(apps[variant], 'GET', query ? `${path}?${query}` : path, headers)
        },
      ),
      { numRuns: 800, seed: SEED + 1 },
    )
  })

  test('random paths under /v1 and outside it, random methods and bodies (800)', async () => {
    await fc.assert(
      fc.asyncProperty(
        variantArb,
        randomPath,
        fc.option(queryString, { nil: '' }),
        fc.constantFrom('GET', 'GET', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'),
        fc.boolean(),
        fc.option(fc.oneof(fc.json(), fc.string({ maxLength: 200 })), { nil: undefined }),
        async (variant, path, query, method, withKey, body) => {
          const headers = {
            authorization: withKey ? `Bearer ${keys[variant].secret}` : undefined,
            'content-type': body === undefined ? undefined : 'application/json',
          }
          await check(apps[variant], method, query ? `${path}?${query}` : path, headers, body)
        },
      ),
      { numRuns: 800, seed: SEED + 2 },
    )
    expect(sent).toBeGreaterThan(2800)
  })
})
