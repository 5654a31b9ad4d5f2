/** The values the fuzz suite draws from (fast-check arbitraries): hostile text, dates, path parameters, query strings and bodies. */
import fc from 'fast-check'
import type { Fixtures } from './fuzz.ts'
import { percent, text } from './fuzz-text.ts'

export const headerText = fc.stringMatching(/^[\x20-\x7e]{0,60}$/)
export const dates = fc.constantFrom(
  '2026-01-01',
  '2026-02-30',
  '01/02/2026',
  '2026-01-01T00:00:00Z',
  '"2026-01-01T00:00:00Z"',
  '2026-01-01T25:00:00Z',
  '2028-02-29T12:00:00+05:30',
  '',
)

/** Path parameters: the real thing, near misses and garbage, percent-encoded as a client might or might not. */
export function parameter(name: string, f: Fixtures) {
  const real =
    name === 'id'
      ? [f.regulationId, f.regulationId.replace(/^reg_/, ''), `acct_${f.regulationId.slice(-12)}`]
      : name === 'file'
        ? ['hempdata.js', 'hempdata.mjs.map']
        : ['CO', 'us', 'DC']
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...real) },
    { weight: 2, arbitrary: text.map(percent) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%C0%AF', '%2e%2e', '..', '%00', '%FF%FE', 'a%2Fb', '\u00e9') },
  )
}

export const queryString = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.constantFrom(
            'state',
            'states',
            'substance',
            'product_type',
            'q',
            'verified_after',
            'since',
            'until',
            'page',
            'per_page',
            'format',
            'horizon_days',
            'refresh',
            '__proto__',
            'state[]',
            '',
          ),
          fc.oneof(text, dates, fc.constantFrom('CO', 'CO,TX', 'cbd', 'edibles', 'csv', '1', 'true')),
        ),
        { maxLength: 6 },
      )
      .map(pairs => pairs.map(([k, v]) => `${percent(k)}=${percent(v)}`).join('&')),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '%',
      '%zz',
      'a=%E0%A4%A',
      '&&&',
      'state=CO&state=TX',
      `q=${'x'.repeat(20_000)}`,
      'q=%FF%FE%00',
    ),
  },
)

/** JSON bodies shaped like each route's, with hostile values. */
function shapedBody() {
  const value = fc.oneof(
    text,
    dates,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(text, { maxLength: 3 }),
    fc.jsonValue({ maxDepth: 3 }),
  )
  return fc.oneof(
    fc.record(
      {
        substance: fc.oneof(fc.constantFrom('cbd', 'delta-8-thc'), value),
        product_type: fc.oneof(fc.constantFrom('edibles', 'vape'), value),
        state: fc.oneof(fc.constantFrom('TX', 'co', 'ZZ'), value),
        ip_address: fc.oneof(fc.ipV4(), fc.ipV6(), value),
      },
      { requiredKeys: [] },
    ),
    fc.record(
      { question: fc.oneof(fc.constantFrom('Is CBD legal in Texas?', 'x'.repeat(501)), value), state: value },
      { requiredKeys: [] },
    ),
    fc.record(
      {
        name: value,
        email: fc.oneof(fc.emailAddress(), value),
        tier: fc.oneof(fc.constantFrom('enterprise', 'free', 'starter'), value),
        states: fc.oneof(fc.constant(['CO']), value),
        rate_limit_per_minute: value,
        status: fc.oneof(fc.constantFrom('active', 'deactivated'), value),
        kind: value,
        env: value,
        label: value,
        allowed_origins: value,
      },
      { requiredKeys: [] },
    ),
    fc.record(
      {
        endpoint_url: fc.oneof(fc.constantFrom('https://hooks.example/in', 'https://127.0.0.1/x'), value),
        description: value,
        filters: fc.oneof(
          fc.record({ states: fc.array(text, { maxLength: 3 }), substances: value }, { requiredKeys: [] }),
          value,
        ),
        overlap_hours: value,
      },
      { requiredKeys: [] },
    ),
    fc.record(
      {
        reason: fc.oneof(fc.constant('fuzz'), value),
        changed_at: dates,
        legal_status: value,
        confidence: value,
        effective_date: dates,
        expiry_date: fc.oneof(dates, fc.constant(null)),
        details: fc.oneof(
          fc.record({ minimumAge: value, enforcementDate: dates, testingPanels: value }, { requiredKeys: [] }),
          value,
        ),
      },
      { requiredKeys: [] },
    ),
  )
}

const nested = (depth: number, open: string, close: string, inner = '1') =>
  open.repeat(depth) + inner + close.repeat(depth)

/** A form body of the account pages' field names, with hostile values. */
const formBody = fc
  .dictionary(fc.constantFrom('email', 'company', 'name', 'kind', 'token', 'origins', 'return_to', 'csrf'), text, {
    maxKeys: 4,
  })
  .map(fields => new URLSearchParams(fields).toString())

/** Every kind of body: shaped, any JSON, a form, deep, large, not JSON, not UTF-8, empty. */
export function bodies() {
  return fc.oneof(
    { weight: 5, arbitrary: shapedBody().map(b => JSON.stringify(b)) },
    { weight: 2, arbitrary: formBody },
    { weight: 2, arbitrary: fc.json({ maxDepth: 4 }) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.integer({ min: 60, max: 100_000 }), fc.constantFrom(['[', ']'], ['{"a":', '}'], ['[{"x":', '}]']))
        .map(([depth, [open, close]]) => nested(depth, open, close)),
    },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 8 * 1024, max: 1_200_000 })
        .map(size => JSON.stringify({ question: 'x'.repeat(size) })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        ' ',
        '{',
        '{"a":1,}',
        'null',
        '[]',
        '"x"',
        '\uFEFF{"question":"Is CBD legal in Texas?"}',
        '{"question":"a\u0000b"}',
        '{"__proto__":{"x":1},"constructor":{"prototype":{}}}',
        '{"a":1,"a":2}',
        '1e999999',
        'question=x&state=TX',
        '--b\r\nContent-Disposition: form-data; name="q"\r\n\r\nx\r\n--b--',
      ),
    },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }) },
  )
}
