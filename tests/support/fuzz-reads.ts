/** What the read fuzz suite draws from (fast-check arbitraries): query strings, paths under /v1 and outside it, authentication headers. */
import fc from 'fast-check'
import { generateKey } from '../../api/src/lib/keys.ts'

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
export const queryString = fc.oneof(
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

/** The read endpoints, with `regulationId` (as the variant spells it) for the by-id route. */
export function readPaths(regulationId: string): string[] {
  return [
    '/v1/regulations',
    '/v1/regulations/',
    `/v1/regulations/${regulationId}`,
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

export const randomPath = fc.oneof(
  fc.array(segment, { minLength: 1, maxLength: 5 }).map(parts => `/v1/${parts.join('/')}`),
  fc.array(segment, { minLength: 0, maxLength: 4 }).map(parts => `/${parts.join('/')}`),
  fc
    .tuple(fc.constantFrom('/v1/regulations/', '/v1/states/', '/v1/', '/api/', '/ops/'), segment)
    .map(([a, b]) => a + b),
)

/** Header values the Fetch API accepts (no CR, LF or NUL; latin1). */
const headerText = fc.stringMatching(/^[\x20-\x7e]{0,80}$/)

/** Authentication headers built around `k`, a variant's keys: real, mangled, forged and garbage. */
export function authHeaders(k: { secret: string; publishable: string; low: string }) {
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
