/**
 * The /playground page without JavaScript: it carries the published key and a form of the curated
 * requests; a POST from the service's own origin shows the answer, one from another origin (or
 * without an Origin) shows DEMO_ORIGIN_DENIED; the visitor's address is what the caps count.
 */
import { describe, expect, test } from 'bun:test'
import { adminHeaders, variantApps } from '../../../support/api.ts'

const apps = variantApps(['nested'], { env: { HD_TRUSTED_PROXIES: '127.0.0.1' } })
const ORIGIN = 'http://localhost:3000'

const post = (fields: Record<string, string>, headers: Record<string, string>) =>
  apps.nested.request('/playground', {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  })

describe('/playground', () => {
  test('the page carries the demo key, the curated requests, curl and the SDK call', async () => {
    const res = await apps.nested.get('/playground')
    expect(res.status).toBe(200)
    const { demoKey } = await apps.nested.services.playground.read()
    expect(res.text).toContain(demoKey!)
    for (const path of ['/v1/compliance/check', '/v1/states/{code}', '/v1/regulations/compare'])
      expect(res.text).toContain(path)
    expect(res.text).toContain('curl &#39;http://localhost:3000/v1/compliance/check?state=TX')
    expect(res.text).toContain('hd.compliance.check(')
    expect(res.headers.get('content-security-policy')).toContain("script-src 'sha256-")
  })

  test('sent from its own origin, the answer is shown; from another origin or none, DEMO_ORIGIN_DENIED', async () => {
    const ok = await post({ request: 'state-profile', code: 'CO' }, { origin: ORIGIN, 'x-forwarded-for': '10.9.0.1' })
    expect(ok.status).toBe(200)
    expect(ok.text).toContain('Response: 200')
    expect(ok.text).toContain('Colorado')
    expect(ok.text).toContain('/v1/states/CO')
    for (const origin of ['https://evil.example', null]) {
      const refused = await post(
        { request: 'state-profile', code: 'CO' },
        { ...(origin ? { origin } : {}), 'x-forwarded-for': '10.9.0.2' },
      )
      expect(refused.text).toContain('Response: 403')
      expect(refused.text).toContain('DEMO_ORIGIN_DENIED')
    }
  })

  test('the caps count the visitor’s own address', async () => {
    const res = await apps.nested.request('/ops/playground', {
      method: 'PATCH',
      headers: adminHeaders(),
      body: JSON.stringify({ per_ip_hourly: 1 }),
    })
    expect(res.status).toBe(200)
    const first = await post({ request: 'states' }, { origin: ORIGIN, 'x-forwarded-for': '10.9.1.1' })
    expect(first.text).toContain('Response: 200')
    const second = await post({ request: 'states' }, { origin: ORIGIN, 'x-forwarded-for': '10.9.1.1' })
    expect(second.text).toContain('DEMO_RATE_LIMITED')
    const other = await post({ request: 'states' }, { origin: ORIGIN, 'x-forwarded-for': '10.9.1.2' })
    expect(other.text).toContain('Response: 200')
  })

  test('switched off, the page says so and a request is refused DEMO_DISABLED', async () => {
    await apps.nested.request('/ops/playground', {
      method: 'PATCH',
      headers: adminHeaders(),
      body: JSON.stringify({ enabled: false }),
    })
    expect((await apps.nested.get('/playground')).text).toContain('switched off')
    const sent = await post({ request: 'states' }, { origin: ORIGIN, 'x-forwarded-for': '10.9.2.1' })
    expect(sent.text).toContain('Response: 503')
    expect(sent.text).toContain('DEMO_DISABLED')
  })
})
