/**
 * No control character reaches a handler: every text field of every state-changing route's body
 * (the router's own list, each route taken by its recipe: support/route-recipes.ts), sent with a
 * NUL, an escape, a C1 control, a bidi override or isolate, or a lone surrogate, is refused with 400
 * VALIDATION_ERROR naming the field, before anything happens: no audit entry, no e-mail, no test
 * event at a webhook endpoint. Then the same request, clean, does what it does (so the refusals
 * above are not a recipe that fails anyway). Among them: `company=Evil%00Corp` and a NUL in the
 * address on /signup, a key's name, the e-mail change, and a webhook's description, which answered
 * 500 (and sent the signed test event first) before.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { auditIds, auditSince, mailCount, openStage, type Stage } from '../../support/audit-stage.ts'
import { RECIPES, send } from '../../support/route-recipes.ts'
import { useTlsReceiver } from '../../support/tls-receiver.ts'

const tls = useTlsReceiver()

/** What each field is sent with in turn. */
const HOSTILE = ['Evil\u0000Corp', 'a\u001b[31mb', 'a\u0085b', 'a\u009bb', 'Shop\u202Etxt.exe', 'a\u2066b', 'a\u007fb']
/** JSON carries lone surrogates as escapes; a form's percent-encoding cannot (invalid UTF-8 decodes to U+FFFD). */
const JSON_ONLY = ['a\ud800b', 'a\udfffb']

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

describe('nested: control characters in every text field of every route', () => {
  let stage: Stage
  beforeAll(async () => {
    stage = await openStage('nested', tls.certificate, tls.receiver)
  }, 180_000)
  afterAll(() => stage?.w.close())

  test('each is refused with 400 VALIDATION_ERROR naming the field, before any side effect', async () => {
    let refused = 0
    let fields = 0
    const routes = (stage.w.t.app.routes as any[]).filter(r => !READS.has(String(r.method)))
    for (const route of routes) {
      const name = `${route.method} ${route.path}`
      const prepared = await RECIPES[name](stage)
      if ('skip' in prepared) continue
      const before = { audit: await auditIds(stage), mails: await mailCount(stage), hits: tls.receiver.received.length }
      const values = prepared.form ? HOSTILE : [...HOSTILE, ...JSON_ONLY]
      for (const field of prepared.textFields) {
        fields++
        for (const value of values) {
          const res = await send(stage, route.method, prepared, { field, value })
          const where = `${name} ${field}=${JSON.stringify(value)} → ${res.status} ${res.text.slice(0, 200)}`
          expect(res.status, where).toBe(400)
          expect(res.body?.errors?.[0]?.code, where).toBe('VALIDATION_ERROR')
          expect(res.body.errors[0].message, where).toStartWith(`body.${field}: contains `)
          refused++
        }
      }
      expect(await auditSince(stage, before.audit), name).toEqual([])
      expect(await mailCount(stage), name).toBe(before.mails)
      expect(tls.receiver.received.length, name).toBe(before.hits)
      if (prepared.textFields.length === 0 || route.hooks?.detail?.['x-hempdata-audit'] === false) continue
      const clean = await send(stage, route.method, prepared)
      expect(clean.status, `${name} clean → ${clean.status} ${clean.text.slice(0, 200)}`).toBeLessThan(400)
    }
    console.log(`[control characters] ${refused} requests refused over ${fields} text fields, no side effect`)
    expect(fields).toBeGreaterThanOrEqual(15)
  }, 300_000)

  test('a control character in a field’s name is refused too', async () => {
    const prepared = await RECIPES['POST /v1/webhooks'](stage)
    if ('skip' in prepared) throw new Error('no recipe')
    const res = await stage.w.request('/v1/webhooks', {
      method: 'POST',
      headers: { ...prepared.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ ...prepared.json, 'note\u0000': 'x' }),
    })
    expect(res.status).toBe(400)
    expect(res.body.errors[0].message).toBe('body (a field name): contains a NUL character (U+0000); remove it')
    const signup = await RECIPES['POST /signup'](stage)
    if ('skip' in signup || !signup.form) throw new Error('no recipe')
    const form = await signup.form.visitor.post('/signup', { 'comp\u202Eany': 'x', email: 'a@example.com' })
    expect(form.status).toBe(400)
    expect(form.body.errors[0].message).toStartWith('body (a field name): contains a bidirectional control (U+202E)')
  })
})
