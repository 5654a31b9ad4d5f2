/**
 * Keyed reads are compiled to answer without awaiting (api/src/http/direct.ts), and stay complete
 * when they do wait: the first use of a key looks it up in the database, so that request takes the
 * promise path, whose headers, status and errors must be those of the immediate path.
 */
import { describe, expect, test } from 'bun:test'
import { direct } from '../../../api/src/http/direct.ts'
import { expectError, expectErrorEnvelope, expectOk, variantApps } from '../../support/api.ts'

const apps = variantApps(['nested'])

/** Every keyed GET route (keyedRoute): none of them may be compiled as an awaited handler. */
const KEYED_READS = [
  '/v1/regulations',
  '/v1/regulations/changelog',
  '/v1/regulations/compare',
  '/v1/regulations/:id',
  '/v1/states',
  '/v1/states/:code',
  '/v1/substances',
  '/v1/product-types',
  '/v1/predictions/:state',
  '/v1/answer',
  '/v1/compliance/check',
]

/** A key whose first request has to wait for the database. */
async function unseenKey(): Promise<string> {
  const key = await apps.nested.key('enterprise')
  expect(apps.nested.services.accounts.cached(key)).toBeUndefined()
  return key
}

describe('direct routes', () => {
  test('Elysia calls every keyed read without awaiting it', () => {
    const history = (
      apps.nested.app as unknown as { router: { history: { method: string; path: string; compile(): unknown }[] } }
    ).router.history
    for (const path of KEYED_READS) {
      const route = history.find(r => r.method === 'GET' && r.path === path)
      expect(route, path).toBeDefined()
      expect(String(route!.compile()).startsWith('async'), `${path} is compiled as an async handler`).toBe(false)
    }
  })

  test('a handler that answers at once is passed through as it is, not wrapped in a promise', () => {
    const handler = direct(apps.nested.services, ({ params }) => params.id)
    const set = { headers: {}, status: 200 }
    expect(handler({ request: new Request('http://localhost/'), set, params: { id: 'x' } })).toBe('x')
    // What Elysia reads to decide whether to await: the bound copy shows no source.
    expect(handler.toString()).toContain('native code')
  })

  test('a cached read whose key is looked up first: 200 with the request id, ETag and rate-limit headers', async () => {
    const res = await apps.nested.get('/v1/regulations/compare?states=CO,TX', await unseenKey())
    expectOk(res)
    expect(res.headers.get('etag')).toMatch(/^W\/"/)
    expect(res.headers.get('ratelimit')).toMatch(/^"minute";r=\d+;t=\d+$/)
    expect(res.headers.get('ratelimit-policy')).toMatch(/^"minute";q=\d+;w=60$/)
  })

  test('a CSV export whose key is looked up first keeps the headers it set once the key was known', async () => {
    const res = await apps.nested.get('/v1/regulations?state=CO&format=csv', await unseenKey())
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toStartWith('text/csv')
    expect(res.headers.get('content-disposition')).toContain('hempdata-regulations.csv')
    expect(Number(res.headers.get('x-total-count'))).toBeGreaterThan(0)
    expect(res.headers.get('x-request-id')).toMatch(/^req_/)
    expect(res.headers.get('ratelimit')).toMatch(/^"minute";r=\d+/)
  })

  test('a failure after the key lookup is the error envelope, with the rate-limit headers already counted', async () => {
    const res = await apps.nested.get('/v1/regulations/compare?states=CO', await unseenKey())
    expectError(res, 'VALIDATION_ERROR')
    expect(res.headers.get('ratelimit')).toMatch(/^"minute";r=\d+/)
  })

  test('an unknown key that had to be looked up gets the same 401 as any other', async () => {
    const res = await apps.nested.get('/v1/states/CO', `hd_live_sk_${'q'.repeat(36)}`)
    expectError(res, 'UNAUTHORIZED')
    expectErrorEnvelope(res)
  })

  test('a forecast (always awaited) keeps its request id header', async () => {
    const res = await apps.nested.get('/v1/predictions/CO', await unseenKey())
    const body = expectOk(res)
    expect(res.headers.get('x-request-id')).toBe(body.meta.request_id)
  })
})
