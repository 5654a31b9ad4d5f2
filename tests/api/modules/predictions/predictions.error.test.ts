/**
 * GET /v1/predictions/{state} refuses bad states and horizons with 400 VALIDATION_ERROR naming the
 * parameter, in both variants, and answers 503 SERVICE_UNAVAILABLE, fast, when the predictions store
 * is closed or does not answer.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { createApp } from '../../../../api/src/app.ts'
import type { Database } from '../../../../api/src/db/client.ts'
import { testApp, type TestApp } from '../../../support/app.ts'
import { bothVariants, expectError, expectOk, keyPerVariant, VARIANTS } from '../../../support/api.ts'

const apps = bothVariants()
const keys = keyPerVariant(apps)

const BAD_HORIZONS = ['6', '731', '0', '-90', 'abc', '90.5', '', '1e2', '９０']
const BAD_STATES = ['ZZ', 'XX', 'TEX', 'T', '1A', 'C0', '%20CO', 'C%20', 'C.', '%F0%9F%8C%BF']

for (const variant of VARIANTS) {
  describe(`${variant}: bad input`, () => {
    test('horizon_days outside 7..730 or not a whole number → 400 naming horizon_days', async () => {
      for (const horizon of BAD_HORIZONS) {
        const res = await apps[variant].get(
          `/v1/predictions/CO?horizon_days=${encodeURIComponent(horizon)}`,
          keys[variant],
        )
        expectError(res, 'VALIDATION_ERROR')
        expect(res.body.errors[0].message, horizon).toContain('horizon_days')
      }
    })

    test('the bounds themselves are accepted', async () => {
      for (const horizon of [7, 730])
        expectOk(await apps[variant].get(`/v1/predictions/CO?horizon_days=${horizon}`, keys[variant]))
    })

    test('refresh other than true/false, an unknown parameter, a repeated one → 400', async () => {
      const t = apps[variant]
      for (const [query, name] of [
        ['refresh=yes', 'refresh'],
        ['refresh=1', 'refresh'],
        ['horizon=90', 'horizon'],
        ['horizon_days=30&horizon_days=60', 'horizon_days'],
      ]) {
        const res = await t.get(`/v1/predictions/CO?${query}`, keys[variant])
        expectError(res, 'VALIDATION_ERROR')
        expect(res.body.errors[0].message).toContain(name)
      }
    })

    test('a state that is not two letters, or no jurisdiction we cover → 400 naming path.state', async () => {
      for (const state of BAD_STATES) {
        const res = await apps[variant].get(`/v1/predictions/${state}`, keys[variant])
        expectError(res, 'VALIDATION_ERROR')
        expect(res.body.errors[0].message, state).toContain('path.state')
      }
    })

    test('a missing state is an unknown route → 404 in the envelope', async () => {
      expectError(await apps[variant].get('/v1/predictions/', keys[variant]), 'NOT_FOUND')
      expectError(await apps[variant].get('/v1/predictions', keys[variant]), 'NOT_FOUND')
    })
  })
}

/** A database whose every query waits forever: a server that accepted the connection and went silent. */
function silentDatabase(real: Database): Database {
  const pending: unknown = new Proxy(() => {}, {
    get: (_target, property) => (property === 'then' ? (_resolve: unknown, _reject: unknown) => {} : () => pending),
    apply: () => pending,
  })
  return { ...real, db: pending as Database['db'] }
}

describe('predictions store unavailable', () => {
  let t: TestApp
  let key: string

  beforeAll(async () => {
    t = await testApp({ env: { HD_DB_TIMEOUT_MS: '400' } })
    key = await t.key()
    // Seen once, so the key is answered from memory when the store is gone.
    expectOk(await t.get('/v1/predictions/CO?horizon_days=30', key))
  }, 120_000)

  afterAll(async () => {
    await t.close().catch(() => {})
  })

  test('a store that does not answer → 503 SERVICE_UNAVAILABLE within the deadline', async () => {
    const app = createApp({ ...t.services, database: silentDatabase(t.services.database) })
    const started = performance.now()
    const res = await app.handle(
      new Request('http://localhost/v1/predictions/CO?horizon_days=30', {
        headers: { authorization: `Bearer ${key}` },
      }),
    )
    const body = (await res.json()) as any
    expect(res.status).toBe(503)
    expect(body.errors[0].code).toBe('SERVICE_UNAVAILABLE')
    expect(body.errors[0].message).toContain('predictions store')
    expect(performance.now() - started).toBeLessThan(1500)
  })

  test('a closed store → 503 SERVICE_UNAVAILABLE in the envelope, for cached and fresh forecasts alike', async () => {
    await t.services.database.close()
    for (const path of [
      '/v1/predictions/CO?horizon_days=30',
      '/v1/predictions/TX?horizon_days=60',
      '/v1/predictions/TX?refresh=true',
    ]) {
      const res = await t.get(path, key)
      expectError(res, 'SERVICE_UNAVAILABLE')
      expect(res.body.meta.request_id).toStartWith('req_')
    }
  })
})
