/**
 * Property-based robustness: random query strings, headers, methods and paths against both
 * variants, with and without a key. Whatever arrives: never a 5xx; always the envelope (except
 * the documented non-envelope routes and CSV); a 4xx always carries a known code with its status.
 */
import { beforeAll, describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { ERROR_CODES, statusOf, type ErrorCode } from '../../../api/src/lib/errors.ts'
import { generateKey } from '../../../api/src/lib/keys.ts'
import type { TestApp } from '../../support/app.ts'
import { bothVariants, type Variant } from '../../support/api.ts'

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

const NON_ENVELOPE = new Set(['/v1/status', '/openapi.json', '/docs', '/errors', '/errors.json'])

const PARAM_NAMES = [
  'state',
  'states',
  'substance',
  'product_type',
  'legal_status',
  'min_confidence',
  'verified_after',
  'include_changelog',
  'include_sources',
  'include_bills',
  'page',
  'per_page',
  'format',
  'sort',
  'order',
  'since',
  'until',
  'regulation_id',
  'q',
  'horizon_days',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'state[]',
  'state[0]',
  'page[$gt]',
  '',
]

const VALUES = [
  'CO',
  'co',
  'ZZ',
  'US',
  'DC',
  'CO,TX',
  'CO,TX,CA,NY,FL,OR,WA,ID,UT,DC,AZ',
  ',',
  'C',
  'cbd',
  'delta-9-thc',
  'vape',
  'vapes',
  'edibles',
  'legal',
  'gray_area',
  'unclear',
  'pending_change',
  'true',
  'false',
  'TRUE',
  '1',
  '0',
  '-1',
  '1.5',
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  '0x10',
  '',
  ' ',
  'csv',
  'json',
  'xml',
  '2026-01-01',
  '2026-01-01T00:00:00Z',
  '2026-02-30T25:61:00Z',
  '9'.repeat(400),
  'null',
  'undefined',
  '[]',
  '{}',
  '{"$ne":null}',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '😀',
  'ｃｏ',
  'İ',
  '\u202e',
  'name',
  'desc',
  'reg_00000000-0000-4000-8000-000000000000',
  'A'.repeat(10_000),
]

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer().map(String),
  fc.double().map(String),
)

const name = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...PARAM_NAMES) }, { weight: 1, arbitrary: text })
const value = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...VALUES) }, { weight: 2, arbitrary: text })

/** A query string: encoded pairs, sometimes raw (malformed percent escapes included), sometimes repeated. */
const queryString = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .array(fc.tuple(name, value), { maxLength: 8 })
      .map(pairs => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')),
  },
  {
    weight: 1,
    arbitrary: fc
      .array(
        fc.tuple(name, fc.constantFrom('%', '%zz', '%E0%A4%A', '%ff', '%%', '+', '&&', '=', '==', '%C0%AF', '%u0041')),
        { maxLength: 5 },
      )
      .map(pairs => pairs.map(([k, v]) => `${k}=${v}`).join('&')),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...PARAM_NAMES), value, fc.integer({ min: 2, max: 30 }))
      .map(([k, v, n]) => Array.from({ length: n }, () => `${k}=${encodeURIComponent(v)}`).join('&')),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('', '&', '=', '?', '&&&', 'state', 'state=', '=CO', 'a=1&a', `q=${'x'.repeat(50_000)}`),
  },
)

function readPaths(variant: Variant): string[] {
  return [
    '/v1/regulations',
    '/v1/regulations/',
    `/v1/regulations/${regIds[variant]}`,
    '/v1/regulations/changelog',
    '/v1/regulations/compare',
    '/v1/states',
    '/v1/states/CO',
    '/v1/states/us',
    '/v1/substances',
    '/v1/product-types',
    '/v1/status',
    '/v1/answer',
  ]
}

const segment = fc.oneof(
  fc.constantFrom(
    'v1',
    'regulations',
    'states',
    'changelog',
    'compare',
    'substances',
    'product-types',
    'ops',
    'api',
    'ask',
    'status',
    '..',
    '.',
    '',
    '%2e%2e',
    '%2F',
    'CO',
    'reg_x',
    'openapi.json',
    'errors',
    'docs',
    'webhooks',
    'answer',
  ),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
  fc.string({ unit: 'grapheme', maxLength: 10 }).map(encodeURIComponent),
)

const randomPath = fc.oneof(
  fc.array(segment, { minLength: 1, maxLength: 5 }).map(parts => `/v1/${parts.join('/')}`),
  fc.array(segment, { minLength: 0, maxLength: 4 }).map(parts => `/${parts.join('/')}`),
  fc
    .tuple(fc.constantFrom('/v1/regulations/', '/v1/states/', '/v1/', '/api/', '/ops/'), segment)
    .map(([a, b]) => a + b),
)

/** Header values the Fetch API accepts (no CR, LF or NUL; latin1). */
const headerText = fc.stringMatching(/^[\x20-\x7e]{0,80}$/)

function authHeaders(variant: Variant) {
  const k = keys[variant]
  return fc.record({
    authorization: fc.option(
      fc.oneof(
        fc.constantFrom(
          `Bearer ${k.secret}`,
          `bearer ${k.secret}`,
          `Bearer  ${k.secret}  `,
          `Bearer ${k.publishable}`,
          `Bearer ${k.low}`,
          'Bearer',
          'Bearer ',
          `Basic ${k.secret}`,
          `Bearer ${generateKey('secret', 'live')}`,
          `Bearer ${generateKey('publishable', 'test')}`,
          `Bearer ${k.secret}x`,
          `Bearer ${k.secret.toUpperCase()}`,
          `Bearer ${k.secret} ${k.secret}`,
          k.secret,
        ),
        headerText.map(s => `Bearer ${s}`),
        headerText,
      ),
      { nil: undefined },
    ),
    'x-api-key': fc.option(
      fc.oneof(
        fc.constantFrom(k.secret, k.publishable, ` ${k.secret} `, 'null', generateKey('secret', 'live')),
        headerText,
      ),
      { nil: undefined },
    ),
    'x-forwarded-for': fc.option(fc.oneof(fc.ipV4(), fc.ipV6(), headerText), { nil: undefined }),
    'content-type': fc.option(
      fc.constantFrom(
        'application/json',
        'text/plain',
        'multipart/form-data',
        'application/x-www-form-urlencoded',
        'garbage',
      ),
      { nil: undefined },
    ),
    'x-admin-key': fc.option(headerText, { nil: undefined }),
    accept: fc.option(fc.constantFrom('text/csv', '*/*', 'application/xml', ''), { nil: undefined }),
  })
}

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
          const paths = readPaths(variant)
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
        variantArb.chain(v => fc.tuple(fc.constant(v), authHeaders(v))),
        fc.nat(),
        fc.option(queryString, { nil: '' }),
        async ([variant, headers], pick, query) => {
          const paths = readPaths(variant)
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
