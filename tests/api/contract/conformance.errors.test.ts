/**
 * Conformance: every error is the envelope with the status errors.ts assigns, a unique request id
 * and a doc_url; /errors and /errors.json document every code.
 */
import { describe, expect, test } from 'bun:test'
import { ERROR_CODES, statusOf, type ErrorCode } from '../../../api/src/lib/errors.ts'
import { errorEnvelope } from '../../../api/src/http/schemas.ts'
import { bothVariants, expectError, expectSchema, STARTER_STATES, type Variant } from '../../support/api.ts'

const apps = bothVariants()

describe('errors are always the envelope with the status errors.ts assigns', () => {
  const seenDocUrls = new Set<string>()

  async function errorCases(variant: Variant): Promise<[string, RequestInit & { key?: string }, ErrorCode][]> {
    const t = apps[variant]
    const enterprise = await t.key('enterprise')
    const low = await t.key(
      variant === 'nested' ? 'starter' : 'free',
      variant === 'nested' ? { states: STARTER_STATES } : {},
    )
    const pk = await t.key('enterprise', { kind: 'publishable' })
    const list = variant === 'nested' ? '/v1/regulations' : '/v1/regulations?state=CO'
    const sep = list.includes('?') ? '&' : '?'
    return [
      [list, {}, 'UNAUTHORIZED'],
      ['/v1/states', { key: 'hd_live_sk_garbage' }, 'UNAUTHORIZED'],
      ['/v1/substances', { key: pk }, 'INVALID_KEY_TYPE'],
      [`${list}${sep}per_page=1000`, { key: enterprise }, 'VALIDATION_ERROR'],
      [`${list}${sep}format=csv`, { key: low }, variant === 'nested' ? 'FORBIDDEN' : 'UPGRADE_REQUIRED'],
      ['/v1/regulations/compare?states=CO', { key: enterprise }, 'VALIDATION_ERROR'],
      ['/v1/regulations/nope', { key: enterprise }, 'NOT_FOUND'],
      ['/v1/states/ZZ', { key: enterprise }, 'NOT_FOUND'],
      ['/v1/nothing-here', { key: enterprise }, 'NOT_FOUND'],
      ['/nothing-here', {}, 'NOT_FOUND'],
      ['/v2/regulations', {}, 'NOT_FOUND'],
      ['/v1/states', { method: 'POST', key: enterprise }, 'NOT_FOUND'],
      [
        '/v1/regulations/ask',
        { method: 'POST', body: '{"question":"x"}', headers: { 'content-type': 'application/json' } },
        'ENDPOINT_RETIRED',
      ],
      ['/api/ask', { method: 'POST' }, 'ENDPOINT_RETIRED'],
      ['/ops/accounts', {}, 'MISSING_ADMIN_KEY'],
      ...(variant === 'nested'
        ? ([['/v1/states/WA', { key: low }, 'FORBIDDEN']] as [string, RequestInit & { key?: string }, ErrorCode][])
        : ([['/v1/regulations/changelog', { key: low }, 'UPGRADE_REQUIRED']] as [
            string,
            RequestInit & { key?: string },
            ErrorCode,
          ][])),
    ]
  }

  for (const variant of ['nested', 'column'] as const) {
    test(`${variant}: envelope, status, X-Request-Id, doc_url`, async () => {
      const t = apps[variant]
      for (const [path, init, code] of await errorCases(variant)) {
        const res = await t.request(path, init)
        expectError(res, code)
        expectSchema(errorEnvelope, res.body, `${variant} ${init.method ?? 'GET'} ${path}`)
        expect(res.headers.get('content-type')).toContain('application/json')
        expect(res.body.errors[0].doc_url).toBe(`${t.services.env.publicUrl}/errors#${code}`)
        seenDocUrls.add(res.body.errors[0].doc_url)
      }
    })
  }

  test('request ids are unique per request', async () => {
    const ids = new Set<string>()
    for (let i = 0; i < 20; i++) ids.add((await apps.nested.get('/v1/states')).body.meta.request_id)
    expect(ids.size).toBe(20)
  })

  test('retired endpoints name the replacement /v1/answer', async () => {
    for (const path of ['/v1/regulations/ask', '/api/ask']) {
      for (const variant of ['nested', 'column'] as const) {
        const res = await apps[variant].request(path, {
          method: 'POST',
          body: 'not json',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
        })
        expectError(res, 'ENDPOINT_RETIRED')
        expect(res.status).toBe(410)
        expect(res.body.errors[0].replacement).toBe('/v1/answer')
      }
    }
  })

  test('/errors has an anchor for every code, and every doc_url seen points at one', async () => {
    const res = await apps.nested.get('/errors')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    for (const code of Object.keys(ERROR_CODES)) {
      expect(res.text).toContain(`id="${code}"`)
      expect(res.text).toContain(`HTTP ${statusOf(code as ErrorCode)}`)
    }
    expect(seenDocUrls.size).toBeGreaterThan(5)
    for (const url of seenDocUrls) {
      const anchor = new URL(url)
      expect(anchor.pathname).toBe('/errors')
      expect(res.text).toContain(`id="${anchor.hash.slice(1)}"`)
    }
  })

  test('/errors.json lists every code with its status', async () => {
    const res = await apps.nested.get('/errors.json')
    expect(res.status).toBe(200)
    const byCode = new Map(res.body.map((e: any) => [e.code, e.status]))
    for (const code of Object.keys(ERROR_CODES)) expect(byCode.get(code)).toBe(statusOf(code as ErrorCode))
  })
})
