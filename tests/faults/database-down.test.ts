/**
 * When the database goes away, requests that need it answer 503 SERVICE_UNAVAILABLE within
 * about two seconds instead of hanging; reads already in the snapshot keep working.
 * Needs a Postgres server (TEST_DATABASE_URL): an embedded database cannot go down.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { startProxy, type FaultProxy } from '../support/tcp-proxy.ts'
import { ADMIN_SECRET, testApp, type TestApp } from '../support/app.ts'

const server = process.env.TEST_DATABASE_URL

describe.skipIf(!server)('database unreachable', () => {
  let proxy: FaultProxy
  let t: TestApp
  let cachedKey: string
  let freshKeys: string[]

  beforeAll(async () => {
    proxy = await startProxy(Number(new URL(server!).port || 5432))
    t = await testApp({
      env: { HD_DB_TIMEOUT_MS: '1500' },
      through: url => {
        const via = new URL(url)
        via.port = String(proxy.port)
        return via.toString()
      },
    })
    cachedKey = await t.key()
    // Created now, used only after the database is gone, so no instance has them cached.
    freshKeys = [await t.key(), await t.key()]
    expect((await t.get('/v1/states/CO', cachedKey)).status).toBe(200)
  }, 120_000)

  afterAll(async () => {
    await proxy.close()
    await t.close().catch(() => {})
  })

  test('a hung network gives 503 SERVICE_UNAVAILABLE within 2 s; cached keys keep reading from memory', async () => {
    const freshKey = freshKeys[0]
    proxy.blackhole()
    const started = performance.now()
    const res = await t.get('/v1/states/CO', freshKey)
    const elapsed = performance.now() - started
    expect(res.status).toBe(503)
    expect(res.body.errors[0].code).toBe('SERVICE_UNAVAILABLE')
    expect(elapsed).toBeLessThan(2000)
    expect((await t.get('/v1/regulations?state=CO&substance=cbd', cachedKey)).status).toBe(200)
  })

  test('forecasts need the predictions store: a hung network gives 503 SERVICE_UNAVAILABLE within 2 s', async () => {
    const started = performance.now()
    const res = await t.get('/v1/predictions/CO?horizon_days=45', cachedKey)
    expect(res.status).toBe(503)
    expect(res.body.errors[0].code).toBe('SERVICE_UNAVAILABLE')
    expect(performance.now() - started).toBeLessThan(2000)
  })

  test('/ops gives 503 SERVICE_UNAVAILABLE within 2 s too, reads and writes', async () => {
    const admin = { 'x-admin-key': ADMIN_SECRET, 'content-type': 'application/json' }
    const id = t.services.profile.regulationPublicId(t.services.store.current.regulations[0].id)
    const calls = [
      () => t.request('/ops/accounts', { headers: admin }),
      () =>
        t.request(`/ops/regulations/${id}`, {
          method: 'PATCH',
          headers: admin,
          body: JSON.stringify({ reason: 'Outage test', summary: 'Never written' }),
        }),
      () =>
        t.request('/ops/accounts', {
          method: 'POST',
          headers: admin,
          body: JSON.stringify({ name: 'Outage', email: 'outage@example.com', tier: t.services.profile.topTier }),
        }),
    ]
    for (const call of calls) {
      const started = performance.now()
      const res = await call()
      expect(res.status).toBe(503)
      expect(res.body.errors[0].code).toBe('SERVICE_UNAVAILABLE')
      expect(performance.now() - started).toBeLessThan(2000)
    }
  })

  test('a refused connection gives 503 quickly, in the envelope', async () => {
    await proxy.cut()
    const started = performance.now()
    const res = await t.get('/v1/states/TX', freshKeys[1])
    expect(res.status).toBe(503)
    expect(res.body.errors[0].code).toBe('SERVICE_UNAVAILABLE')
    expect(res.body.meta.request_id).toStartWith('req_')
    expect(performance.now() - started).toBeLessThan(2000)
  })
})
