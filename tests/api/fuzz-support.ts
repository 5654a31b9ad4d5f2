/**
 * Hostile requests for the fuzz suite, built from the app's own route table, and the one verdict on
 * what comes back: never an app 5xx, always the envelope (except the documented non-envelope
 * answers), the security headers on every app response.
 */
import fc from 'fast-check'
import { ERROR_CODES, statusOf, type ErrorCode } from '../../api/src/lib/errors.ts'
import { generateKey } from '../../api/src/lib/keys.ts'

export interface Fixtures {
  variant: 'nested' | 'column'
  secret: string
  publishable: string
  admin: string
  regulationId: string
}

export interface HostileRequest {
  method: string
  path: string
  headers: Record<string, string>
  body?: string | Uint8Array
}

export interface Seen {
  status: number
  headers: Headers
  text: string
}

/** Answers that are not the envelope by design (README: endpoints table). */
const NON_ENVELOPE_PATHS = /^\/(v1\/status|openapi\.json|docs|errors|errors\.json|widget\/v1\/[^/]+)\/?$/
/**
 * The account pages are for people: they answer HTML (their form errors too), their stylesheet, or a
 * 303 to the next page; a refusal the pipeline raises (CSRF, an unknown key) is still the envelope.
 */
const PAGE_PATHS = /^\/(signup|login|logout|dashboard|assets\/dashboard\.css)(\/|$)/
const pageAnswer = (pathname: string, seen: Seen): boolean =>
  PAGE_PATHS.test(pathname) && (seen.status === 303 || /^text\/(html|css)/.test(seen.headers.get('content-type') ?? ''))

/**
 * Why `seen` breaks the rules, or null. An app 5xx, a response outside the envelope where one is
 * due, an error whose status is not its code's, a request id that differs from the header's, or a
 * response without the standing security headers.
 */
export function violation(
  request: HostileRequest,
  seen: Seen,
): { kind: '5xx' | 'non-envelope' | 'headers'; detail: string } | null {
  const where = `${request.method} ${request.path.slice(0, 200)} → ${seen.status} ${seen.text.slice(0, 200)}`
  if (seen.status >= 500) return { kind: '5xx', detail: where }
  if (seen.headers.get('x-content-type-options') !== 'nosniff') return { kind: 'headers', detail: where }
  let pathname = '/'
  try {
    pathname = new URL(`http://h${request.path.startsWith('/') ? '' : '/'}${request.path}`).pathname
  } catch {}
  const exempt =
    request.method === 'HEAD' ||
    seen.status === 204 ||
    seen.status === 304 ||
    pageAnswer(pathname, seen) ||
    (seen.status < 300 &&
      (NON_ENVELOPE_PATHS.test(pathname) || (seen.headers.get('content-type') ?? '').startsWith('text/csv')))
  if (exempt) return null
  let body: any
  try {
    body = JSON.parse(seen.text)
  } catch {
    return { kind: 'non-envelope', detail: where }
  }
  const envelope =
    body !== null &&
    typeof body === 'object' &&
    typeof body.success === 'boolean' &&
    'data' in body &&
    typeof body.meta?.request_id === 'string' &&
    seen.headers.get('x-request-id') === body.meta.request_id &&
    (body.errors === null || Array.isArray(body.errors))
  if (!envelope) return { kind: 'non-envelope', detail: where }
  if (seen.status >= 400) {
    const code = body.errors?.[0]?.code
    const ok =
      body.success === false &&
      body.data === null &&
      code in ERROR_CODES &&
      statusOf(code as ErrorCode) === seen.status &&
      typeof body.errors[0].message === 'string' &&
      String(body.errors[0].doc_url).endsWith(`/errors#${code}`)
    if (!ok) return { kind: 'non-envelope', detail: where }
  } else if (body.success !== true) {
    return { kind: 'non-envelope', detail: where }
  }
  return null
}

const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 15 }),
  fc.string({ unit: 'binary', maxLength: 15 }),
  fc.constantFrom(
    '',
    ' ',
    'null',
    '0',
    '-1',
    '1e309',
    'NaN',
    '%00',
    '\u0000',
    '../..',
    '<script>',
    "' OR 1=1 --",
    '😀',
    'ｃｏ',
    '\u202e',
    'A'.repeat(5000),
  ),
)
const headerText = fc.stringMatching(/^[\x20-\x7e]{0,60}$/)
const dates = fc.constantFrom(
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
function parameter(name: string, f: Fixtures) {
  const real =
    name === 'id'
      ? [f.regulationId, f.regulationId.replace(/^reg_/, ''), `acct_${f.regulationId.slice(-12)}`]
      : name === 'file'
        ? ['hempdata.js', 'hempdata.mjs.map']
        : ['CO', 'us', 'DC']
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...real) },
    { weight: 2, arbitrary: text.map(encodeURIComponent) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%C0%AF', '%2e%2e', '..', '%00', '%FF%FE', 'a%2Fb', '\u00e9') },
  )
}

const queryString = fc.oneof(
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
      .map(pairs => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')),
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

/** Every kind of body: shaped, any JSON, deep, large, not JSON, not UTF-8, empty. */
export function bodies() {
  return fc.oneof(
    { weight: 5, arbitrary: shapedBody().map(b => JSON.stringify(b)) },
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

export function headers(f: Fixtures) {
  return fc
    .record({
      authorization: fc.option(
        fc.oneof(
          fc.constantFrom(
            `Bearer ${f.secret}`,
            `Bearer ${f.publishable}`,
            `bearer  ${f.secret} `,
            `Bearer ${generateKey('secret', 'live')}`,
            'Bearer',
            `Basic ${f.secret}`,
            `Bearer ${f.secret}${f.secret}`,
          ),
          headerText.map(s => `Bearer ${s}`),
        ),
        { nil: undefined },
      ),
      'x-api-key': fc.option(fc.oneof(fc.constant(f.secret), headerText), { nil: undefined }),
      'x-admin-key': fc.option(fc.oneof(fc.constant(f.admin), headerText), { nil: undefined }),
      'content-type': fc.option(
        fc.constantFrom(
          'application/json',
          'application/json; charset=latin1',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=b',
          'application/xml',
          'garbage',
          '',
        ),
        { nil: undefined },
      ),
      'content-encoding': fc.option(fc.constantFrom('gzip', 'br', 'identity', 'x'), { nil: undefined }),
      'accept-encoding': fc.option(fc.constantFrom('gzip', 'br, gzip;q=0', '*', 'identity;q=0', headerText), {
        nil: undefined,
      }),
      accept: fc.option(fc.constantFrom('text/csv', 'application/xml', '*/*', ''), { nil: undefined }),
      cookie: fc.option(
        fc.oneof(
          headerText,
          fc.constantFrom(
            'session=x; session=y',
            `a=${'b'.repeat(8000)}`,
            '=; ;=;',
            Array.from({ length: 200 }, (_, i) => `c${i}=${i}`).join('; '),
          ),
        ),
        { nil: undefined },
      ),
      origin: fc.option(
        fc.constantFrom('https://shop.example', 'null', 'http://localhost:3000', 'https://evil.example'),
        { nil: undefined },
      ),
      'if-none-match': fc.option(fc.oneof(fc.constantFrom('*', 'W/"x"', '"', ''), headerText), { nil: undefined }),
      range: fc.option(fc.constantFrom('bytes=0-10', 'bytes=-1', 'lines=1'), { nil: undefined }),
      'x-forwarded-for': fc.oneof(
        { weight: 5, arbitrary: fc.ipV4() },
        { weight: 1, arbitrary: fc.ipV6() },
        { weight: 1, arbitrary: headerText },
      ),
      'x-forwarded-proto': fc.option(fc.constantFrom('https', 'http', 'HTTPS, http', ''), { nil: undefined }),
    })
    .map(h => Object.fromEntries(Object.entries(h).filter(([, v]) => v !== undefined)) as Record<string, string>)
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD']

/** A hostile request to one of `routes` (the router's own table), its parameters filled in. */
export function hostileRequest(f: Fixtures, routes: { method: string; path: string }[]) {
  return fc.nat({ max: routes.length - 1 }).chain(index => {
    const route = routes[index]
    const names = [...route.path.matchAll(/:(\w+)/g)].map(m => m[1])
    return fc
      .record({
        method: fc.oneof(
          { weight: 4, arbitrary: fc.constant(route.method) },
          { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
        ),
        values: fc.tuple(...names.map(name => parameter(name, f))),
        query: fc.option(queryString, { nil: '' }),
        slash: fc.boolean(),
        headers: headers(f),
        body: fc.option(bodies(), { nil: undefined, freq: 3 }),
      })
      .map(({ method, values, query, slash, headers, body }): HostileRequest => {
        let path = route.path
        names.forEach((name, i) => {
          path = path.replace(`:${name}`, values[i] as string)
        })
        if (slash && !path.endsWith('/')) path += '/'
        return {
          method,
          path: query ? `${path}?${query}` : path,
          headers,
          body: method === 'GET' || method === 'HEAD' ? undefined : body,
        }
      })
  })
}

/** A request as raw bytes: a valid one mangled, or garbage outright. The connection is always closed after it. */
export function rawRequest(routes: { method: string; path: string }[]) {
  const line = fc.tuple(
    fc.constantFrom(...METHODS, 'TRACE', 'CONNECT', 'PRI', 'get', 'G\u0000T', ''),
    fc.constantFrom(
      ...routes.map(r => r.path.replace(/:\w+/g, 'CO')),
      '*',
      '/%',
      '//',
      'http://x/v1/status',
      '/v1/\u00ff',
    ),
    fc.constantFrom('HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTP/1.1 x', 'http/1.1', ''),
  )
  const header = fc.oneof(
    fc
      .tuple(fc.stringMatching(/^[A-Za-z-]{1,20}$/), fc.stringMatching(/^[\x20-\x7e]{0,40}$/))
      .map(([k, v]) => `${k}: ${v}`),
    fc.constantFrom(
      'Host: x',
      'Host:',
      'Content-Length: 0',
      'Content-Length: abc',
      'Transfer-Encoding: chunked',
      'Transfer-Encoding: gzip',
      'Expect: 100-continue',
      'Upgrade: websocket',
      'Connection: Upgrade',
      'X: \u0000',
      ' folded: header',
      'NoColon',
      `X-Big: ${'a'.repeat(20_000)}`,
    ),
  )
  const body = fc.oneof(
    fc.constant(''),
    fc.constantFrom(
      '{"question":"Is CBD legal in Texas?"}',
      '0\r\n\r\n',
      '5\r\n{"que\r\n0\r\n\r\n',
      'zz\r\n',
      '\u0000\u0000',
    ),
  )
  return fc
    .tuple(line, fc.array(header, { maxLength: 6 }), body, fc.constantFrom('\r\n', '\n', '\r\n\r\n'))
    .map(([[method, target, version], hs, payload, eol]) => {
      const withHost = hs.some(h => h.toLowerCase().startsWith('host')) ? hs : ['Host: x', ...hs]
      return Buffer.from(
        `${method} ${target} ${version}\r\n${withHost.join(eol === '\n' ? '\n' : '\r\n')}\r\nConnection: close\r\n\r\n${payload}`,
        'latin1',
      )
    })
}
