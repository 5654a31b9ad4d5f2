/**
 * Real traffic through a validator that knows only the served /openapi.json, as a validating proxy
 * (Prism) in front of the service would: reads on every tier, conditional requests, checks, answers,
 * forecasts, webhook subscriptions and the errors clients meet (400, 401, 403, 404, 429). Every
 * exchange's operation, status, body and declared headers must be as documented, in both variants.
 */
import { beforeAll, describe, expect, test } from 'bun:test'
import { bothVariants, snapshotOf, STARTER_STATES, type Variant } from '../../support/api.ts'
import type { TestApp, TestResponse } from '../../support/app.ts'
import { type Exchange, openApiValidator } from '../../support/openapi-validator.ts'

const apps = bothVariants()
const TIERS: Record<Variant, string[]> = {
  nested: ['starter', 'professional', 'enterprise', 'research'],
  column: ['free', 'retailer', 'brand', 'enterprise'],
}

function client(t: TestApp, exchanges: Exchange[]) {
  const send = async (
    method: string,
    path: string,
    key?: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const response: TestResponse = await t.request(path, {
      method,
      key,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    exchanges.push({ method, path, body, response })
    return response
  }
  return {
    send,
    get: (path: string, key?: string, headers?: Record<string, string>) => send('GET', path, key, undefined, headers),
  }
}

async function traffic(variant: Variant): Promise<Exchange[]> {
  const t = apps[variant]
  const exchanges: Exchange[] = []
  const { send, get } = client(t, exchanges)
  const co = snapshotOf(t).regulations.find(r => r.state === 'CO')!
  const id = variant === 'nested' ? `reg_${co.id}` : co.id
  const list = variant === 'nested' ? '/v1/regulations' : '/v1/regulations?state=CO,TX'
  const sep = list.includes('?') ? '&' : '?'
  const reads = [
    list,
    `${list}${sep}include_sources=true&include_bills=true&include_changelog=true&per_page=100`,
    `/v1/regulations/${id}`,
    '/v1/regulations/changelog?per_page=50',
    '/v1/regulations/compare?states=CO,TX,NY',
    '/v1/states',
    '/v1/states/CO',
    '/v1/states/US',
    '/v1/substances',
    '/v1/product-types',
    '/v1/predictions/CO',
    '/v1/answer?q=Is%20delta-8%20legal%20in%20Texas%3F',
    '/v1/compliance/check?state=TX&substance=delta-8-thc&product_type=edibles',
    '/v1/webhooks',
  ]
  for (const tier of TIERS[variant]) {
    const key = await t.key(tier, tier === 'starter' ? { states: STARTER_STATES } : {})
    for (const path of reads) await get(path, key)
    // Conditional: the ETag sent back gives 304.
    const first = await get('/v1/states/TX', key)
    if (first.status === 200) await get('/v1/states/TX', key, { 'if-none-match': first.headers.get('etag')! })
    // Errors a client meets.
    await get('/v1/regulations?per_page=5000', key)
    await get('/v1/states/ZZ', key)
    await get(`/v1/regulations/${variant === 'nested' ? 'reg_' : ''}00000000-0000-4000-8000-000000000000`, key)
  }
  const enterprise = await t.key('enterprise')
  const publishable = await t.key('enterprise', { kind: 'publishable' })
  await send('POST', '/v1/widget/check', publishable, { substance: 'cbd', product_type: 'edibles', state: 'CO' })
  await send('POST', '/v1/answer', enterprise, { question: 'Can I sell CBD gummies in Colorado?' })
  await send('POST', '/v1/webhooks', enterprise, {})
  await send('POST', '/v1/webhooks', enterprise, { endpoint_url: 'http://insecure.example/hook' })
  await get('/v1/regulations')
  await get('/v1/regulations', 'hd_live_sk_000000000000000000000000000000000000')
  await get('/v1/compliance/check?state=TX&substance=cbd&product_type=edibles', publishable)
  await get('/v1/status')
  await get('/v1/demo/compliance-check?state=CO&substance=cbd&product_type=edibles')
  await get('/widget/v1/hempdata.js')
  await send('POST', '/v1/regulations/ask', undefined, { question: 'x' })
  // A key at its limit: 429 with Retry-After and the limit headers.
  const limited = await t.key('enterprise', { rateLimitPerMinute: 2 })
  for (let i = 0; i < 4; i++) await get('/v1/substances', limited)
  return exchanges
}

for (const variant of ['nested', 'column'] as const) {
  describe(`${variant}: traffic against the served document`, () => {
    let exchanges: Exchange[] = []
    let document: any
    beforeAll(async () => {
      document = (await apps[variant].get('/openapi.json')).body
      exchanges = await traffic(variant)
    }, 240_000)

    test('every request, response, status and declared header is as documented', () => {
      const check = openApiValidator(document)
      const problems = exchanges.flatMap(check)
      console.log(`${variant}: ${exchanges.length} exchanges validated, ${problems.length} violations`)
      expect(problems).toEqual([])
      expect(exchanges.length).toBeGreaterThanOrEqual(80)
    })

    test('the validator refuses what breaks the document: a changed body, a missing header, an undocumented status', () => {
      const check = openApiValidator(document)
      const ok = exchanges.find(e => e.path === '/v1/substances' && e.response.status === 200)!
      const body = structuredClone(ok.response.body)
      body.data[0].name = 42
      expect(check({ ...ok, response: { ...ok.response, body } })[0]).toContain('body')
      const headers = new Headers(ok.response.headers)
      headers.delete('etag')
      expect(check({ ...ok, response: { ...ok.response, headers } })).toEqual([
        'GET /v1/substances → 200: declared header ETag missing',
      ])
      expect(check({ ...ok, response: { ...ok.response, status: 418 } })).toEqual([
        'GET /v1/substances → 418: status not documented',
      ])
    })

    test('the traffic reached successes, 304s and each kind of error', () => {
      const statuses = new Set(exchanges.map(e => e.response.status))
      for (const status of [200, 304, 400, 401, 404, 429]) expect(statuses.has(status), String(status)).toBe(true)
    })
  })
}
