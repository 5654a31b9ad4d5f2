/** /ops requires the admin secret, is off without one, and only ever stores key hashes. */
import { describe, expect, test } from 'bun:test'
import { createHash } from 'node:crypto'
import { apiKeys } from '../../../api/src/db/schema/index.ts'
import { testApp, type TestApp } from '../../support/app.ts'
import { ADMIN_SECRET, adminHeaders, bothVariants, expectError, expectOk } from '../../support/api.ts'

const apps = bothVariants()

/** A body each ops route accepts, so that only the admin secret decides the answer. */
function validBody(method: string, path: string): string | undefined {
  if (method === 'GET' || method === 'DELETE') return undefined
  if (path === '/ops/accounts') return JSON.stringify({ name: 'x', email: 'x@example.com' })
  if (path.startsWith('/ops/regulations/')) return JSON.stringify({ reason: 'because' })
  if (path.endsWith('/keys')) return '{}'
  return JSON.stringify({ status: 'active' })
}

describe('/ops', () => {
  const opsRoutes = (t: TestApp) =>
    t.app.routes
      .filter((r: any) => String(r.path).startsWith('/ops/'))
      .map((r: any) => ({ method: String(r.method), path: String(r.path).replace(':id', 'acct_does_not_exist') }))

  test('no X-Admin-Key → 401 MISSING_ADMIN_KEY on every ops route', async () => {
    const t = apps.nested
    const routes = opsRoutes(t)
    expect(routes.length).toBeGreaterThanOrEqual(5)
    for (const { method, path } of routes) {
      const body = validBody(method, path)
      expectError(
        await t.request(path, { method, body, headers: { 'content-type': 'application/json' } }),
        'MISSING_ADMIN_KEY',
      )
    }
  })

  test('a wrong, empty, case-changed or padded secret → 401; an API key does not open /ops', async () => {
    const t = apps.nested
    const apiKey = await t.key('enterprise')
    for (const wrong of [
      'wrong',
      '',
      ADMIN_SECRET.toUpperCase(),
      ` ${ADMIN_SECRET}x`,
      ADMIN_SECRET.slice(0, -1),
      `${ADMIN_SECRET}${ADMIN_SECRET}`,
    ]) {
      expectError(await t.request('/ops/accounts', { headers: { 'x-admin-key': wrong } }), 'MISSING_ADMIN_KEY')
    }
    expectError(await t.request('/ops/accounts', { key: apiKey }), 'MISSING_ADMIN_KEY')
    expectError(
      await t.request('/ops/accounts', { headers: { authorization: `Bearer ${ADMIN_SECRET}` } }),
      'MISSING_ADMIN_KEY',
    )
    expectOk(await t.request('/ops/accounts', { headers: { 'x-admin-key': ADMIN_SECRET } }))
  })

  // The admin guard runs before body validation: an anonymous caller gets 401 and never a 400 that
  // names the operator API's body fields.
  test('no X-Admin-Key with an invalid body → 401 MISSING_ADMIN_KEY, not 400', async () => {
    const t = apps.nested
    expectError(
      await t.request('/ops/accounts', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }),
      'MISSING_ADMIN_KEY',
    )
    expectError(
      await t.request('/ops/regulations/x', {
        method: 'PATCH',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      }),
      'MISSING_ADMIN_KEY',
    )
  })

  test('HD_ADMIN_SECRET unset → 503 OPS_DISABLED, even with a header', async () => {
    const off = await testApp({ variant: 'nested', env: { HD_ADMIN_SECRET: '' } })
    try {
      for (const { method, path } of opsRoutes(off)) {
        const body = validBody(method, path)
        expectError(
          await off.request(path, { method, body, headers: { 'content-type': 'application/json' } }),
          'OPS_DISABLED',
        )
        expectError(
          await off.request(path, {
            method,
            body,
            headers: { 'content-type': 'application/json', 'x-admin-key': ADMIN_SECRET },
          }),
          'OPS_DISABLED',
        )
        expectError(
          await off.request(path, { method, body, headers: { 'content-type': 'application/json', 'x-admin-key': '' } }),
          'OPS_DISABLED',
        )
      }
      expect((await off.get('/v1/status')).status).toBe(200)
    } finally {
      await off.close()
    }
  }, 60_000)

  test('round trip: create account, issue key, use it, list keys, deactivate key and account', async () => {
    const t = apps.column
    const email = `ops-${Date.now()}@example.com`
    const created = await t.request('/ops/accounts', {
      method: 'POST',
      headers: adminHeaders(),
      body: JSON.stringify({ name: 'Ops Shop', email, tier: 'retailer' }),
    })
    expect(created.status, created.text).toBe(201)
    expect(created.body.data).toMatchObject({ name: 'Ops Shop', email, tier: 'retailer', status: 'active' })
    const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/
    expect(created.body.data.created_at).toMatch(ISO)
    expect(created.body.data.updated_at).toMatch(ISO)
    const accountId = created.body.data.id

    expectError(
      await t.request('/ops/accounts', {
        method: 'POST',
        headers: adminHeaders(),
        body: JSON.stringify({ name: 'Again', email: email.toUpperCase() }),
      }),
      'ALREADY_EXISTS',
    )
    expectError(
      await t.request('/ops/accounts', {
        method: 'POST',
        headers: adminHeaders(),
        body: JSON.stringify({ name: 'Bad', email: 'b@example.com', tier: 'starter' }),
      }),
      'VALIDATION_ERROR',
    )

    const issued = await t.request(`/ops/accounts/${accountId}/keys`, {
      method: 'POST',
      headers: adminHeaders(),
      body: JSON.stringify({ label: 'ci' }),
    })
    expect(issued.status, issued.text).toBe(201)
    const secret: string = issued.body.data.key
    expect(secret).toMatch(/^hd_live_sk_[0-9A-Za-z]{36}$/)
    expect(issued.body.data.created_at).toMatch(ISO)
    const keyId = issued.body.data.id

    const states = expectOk(await t.get('/v1/states', secret))
    expect(states.data).toHaveLength(51)
    const regs = expectOk(await t.get('/v1/regulations?state=CO', secret))
    expect(regs.data[0]).toHaveProperty('age_restriction')
    expect(regs.data[0]).not.toHaveProperty('plain_english')

    const listed = expectOk(await t.request(`/ops/accounts/${accountId}/keys`, { headers: adminHeaders() }))
    expect(listed.data.map((k: any) => k.id)).toEqual([keyId])
    expect(JSON.stringify(listed.body ?? listed)).not.toContain(secret)
    expect(listed.data[0]).not.toHaveProperty('key')
    expect(listed.data[0]).not.toHaveProperty('hash')
    expect(secret.startsWith(listed.data[0].display_prefix.replace('…', ''))).toBe(true)

    const all = await t.request('/ops/accounts', { headers: adminHeaders() })
    expect(all.text).not.toContain(secret)

    const deleted = expectOk(await t.request(`/ops/keys/${keyId}`, { method: 'DELETE', headers: adminHeaders() }))
    expect(deleted.data.status).toBe('deactivated')
    expectError(await t.get('/v1/states', secret), 'FORBIDDEN')
    expectError(await t.request('/ops/keys/key_missing', { method: 'DELETE', headers: adminHeaders() }), 'NOT_FOUND')

    const second = (
      await t.request(`/ops/accounts/${accountId}/keys`, { method: 'POST', headers: adminHeaders(), body: '{}' })
    ).body.data.key
    expectOk(await t.get('/v1/states', second))
    const patched = await t.request(`/ops/accounts/${accountId}`, {
      method: 'PATCH',
      headers: adminHeaders(),
      body: JSON.stringify({ status: 'deactivated' }),
    })
    expect(patched.status, patched.text).toBe(200)
    expectError(await t.get('/v1/states', second), 'FORBIDDEN')
    expectError(
      await t.request('/ops/accounts/acct_missing', {
        method: 'PATCH',
        headers: adminHeaders(),
        body: JSON.stringify({ status: 'active' }),
      }),
      'NOT_FOUND',
    )
  })

  test('keys are stored only as SHA-256 hashes', async () => {
    const t = apps.nested
    const clear: string[] = [await t.key('enterprise'), await t.key('professional', { kind: 'publishable' })]
    const created = await t.request('/ops/accounts', {
      method: 'POST',
      headers: adminHeaders(),
      body: JSON.stringify({ name: 'Hash', email: `hash-${Date.now()}@example.com`, tier: 'enterprise' }),
    })
    clear.push(
      (
        await t.request(`/ops/accounts/${created.body.data.id}/keys`, {
          method: 'POST',
          headers: adminHeaders(),
          body: '{}',
        })
      ).body.data.key,
    )
    const rows = await t.services.database.db.select().from(apiKeys)
    expect(rows.length).toBeGreaterThanOrEqual(3)
    const dump = JSON.stringify(rows)
    for (const key of clear) {
      expect(dump).not.toContain(key)
      expect(dump).not.toContain(key.slice(11))
      const hash = createHash('sha256').update(key).digest('hex')
      const row = rows.find(r => r.hash === hash)
      expect(row, 'a row holds the hash of the key').toBeDefined()
      expect(row!.displayPrefix.length).toBeLessThan(key.length / 2)
    }
  })
})
