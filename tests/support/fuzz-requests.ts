/** Whole hostile requests for the fuzz suite: headers, a route of the router's own table with its parameters filled in, raw bytes. */
import fc from 'fast-check'
import { generateKey } from '../../api/src/lib/keys.ts'
import type { Fixtures, HostileRequest } from './fuzz.ts'
import { bodies, headerText, parameter, queryString } from './fuzz-values.ts'

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
