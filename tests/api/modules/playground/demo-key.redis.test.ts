/**
 * The demo key's caps across two instances of one deployment sharing a private Redis: every
 * instance draws on one budget per address and one global budget. With Redis stopped the demo key
 * fails closed (503 DEMO_RATE_LIMIT_UNAVAILABLE) while paying keys keep their per-instance
 * fallback; with Redis back, the demo key works again.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { playgroundSettings } from '../../../../api/src/db/schema/index.ts'
import { testApp, type TestApp } from '../../../support/app.ts'
import { adminHeaders, expectError, expectOk } from '../../../support/api.ts'
import { startRedis, type RedisProcess } from '../../../support/redis-process.ts'

const ORIGIN = 'http://localhost:3000'

describe('the demo key on two instances sharing Redis', () => {
  let redis: RedisProcess
  let a: TestApp
  let b: TestApp
  let key: string

  const demo = (t: TestApp, ip: string) =>
    t.request('/v1/states/CO', { key, headers: { origin: ORIGIN, 'x-forwarded-for': ip } })

  async function configure(t: TestApp, caps: Record<string, number>) {
    const res = await t.request('/ops/playground', {
      method: 'PATCH',
      headers: adminHeaders(),
      body: JSON.stringify({ enabled: true, allowed_origins: [ORIGIN], ...caps }),
    })
    expect(res.status, res.text).toBe(200)
  }

  beforeAll(async () => {
    redis = await startRedis()
    const options = {
      env: { REDIS_URL: redis.url, HD_TRUSTED_PROXIES: '127.0.0.1' },
      rateLimitPrefix: `hd_demo_${process.pid}_${Date.now().toString(36)}`,
    }
    ;[a, b] = await Promise.all([testApp(options), testApp(options)])
    // One deployment: both instances hold the same settings (each test app has its own database).
    key = (await a.services.playground.read()).demoKey!
    await b.services.database.db.update(playgroundSettings).set({ demoKey: key })
    b.services.playground.forget()
  }, 120_000)

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()])
    await redis?.close()
  })

  test('an address’s hourly cap is one budget across both instances', async () => {
    for (const t of [a, b]) await configure(t, { per_ip_hourly: 3, per_ip_daily: 1000, global_hourly: 1000 })
    expectOk(await demo(a, '10.3.0.1'))
    expectOk(await demo(b, '10.3.0.1'))
    const third = await demo(a, '10.3.0.1')
    expectOk(third)
    expect(third.headers.get('x-demo-ip-remaining')).toBe('0')
    expectError(await demo(b, '10.3.0.1'), 'DEMO_RATE_LIMITED')
    expectError(await demo(a, '10.3.0.1'), 'DEMO_RATE_LIMITED')
    expectOk(await demo(b, '10.3.0.2'))
  })

  test('the global hourly cap is one budget across both instances', async () => {
    // Six demo requests were counted so far (four allowed, two refused by the address cap).
    for (const t of [a, b]) await configure(t, { per_ip_hourly: 1000, global_hourly: 8 })
    expectOk(await demo(a, '10.3.1.1'))
    expectOk(await demo(b, '10.3.1.2'))
    expectError(await demo(a, '10.3.1.3'), 'DEMO_GLOBAL_CAPACITY')
    expectError(await demo(b, '10.3.1.4'), 'DEMO_GLOBAL_CAPACITY')
    for (const t of [a, b]) await configure(t, { global_hourly: 100_000 })
  })

  test('Redis stopped: the demo key fails closed, a paying key keeps working; Redis back: the demo key too', async () => {
    const paying = await a.key()
    await redis.stop()
    for (const t of [a, b]) {
      const refused = await demo(t, '10.3.2.1')
      expectError(refused, 'DEMO_RATE_LIMIT_UNAVAILABLE')
      expect(refused.headers.get('vary')).toContain('Origin')
    }
    expectOk(await a.get('/v1/states/CO', paying))
    expectError(await demo(a, '10.3.2.1'), 'DEMO_RATE_LIMIT_UNAVAILABLE')
    await redis.start()
    let status = 0
    for (let i = 0; i < 100 && status !== 200; i++) {
      await Bun.sleep(100)
      status = (await demo(a, '10.3.2.1')).status
    }
    expect(status).toBe(200)
  })
})
