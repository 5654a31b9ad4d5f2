/**
 * GET /v1/predictions/{state}: the forecast in the contract's shape, in both variants; the 24-hour
 * cache in Postgres (hits, expiry, refresh, data-version invalidation); the disclaimer restamped on
 * every response; deterministic answers under an injected clock.
 */
import { deref } from '../../../support/openapi-validator.ts'
import { describe, expect, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { createApp } from '../../../../api/src/app.ts'
import { predictionCache } from '../../../../api/src/db/schema/index.ts'
import { predictionResponse } from '../../../../api/src/modules/predictions/model.ts'
import { CACHE_TTL_MS, LEGAL_NOTICE, PREDICTION_DISCLAIMER } from '../../../../api/src/modules/predictions/service.ts'
import { editRegulation } from '../../../../api/src/modules/ops/service.ts'
import { forecast } from '../../../../api/src/engines/predictions/forecast.ts'
import { inputsFor } from '../../../../api/src/engines/predictions/inputs.ts'
import type { TestApp } from '../../../support/app.ts'
import { bothVariants, expectOk, expectSchema, keyPerVariant, snapshotOf, VARIANTS } from '../../../support/api.ts'

const apps = bothVariants()
const keys = keyPerVariant(apps)

/** The app of `t` with a clock the test moves. */
function clocked(t: TestApp, start: string) {
  let now = new Date(start)
  const app = createApp({ ...t.services, clock: () => now })
  return {
    set: (iso: string) => {
      now = new Date(iso)
    },
    get: async (path: string, key: string) => {
      const res = await app.handle(
        new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${key}` } }),
      )
      return { status: res.status, headers: res.headers, text: '', body: (await res.json()) as any }
    },
  }
}

for (const variant of VARIANTS) {
  describe(`${variant}: GET /v1/predictions/{state}`, () => {
    test('answers the contract shape with every field, the default 90-day horizon and the notices', async () => {
      const body = expectOk(await apps[variant].get('/v1/predictions/CA', keys[variant]))
      expectSchema(predictionResponse, body, 'predictions CA')
      const data = body.data
      expect(data.state).toBe('CA')
      expect(data.horizon_days).toBe(90)
      expect(Object.keys(data).sort()).toEqual([
        'calculated_at',
        'change_probability',
        'confidence',
        'disclaimer',
        'horizon_days',
        'methodology_notes',
        'predicted_changes',
        'risk_level',
        'signal_counts',
        'state',
      ])
      expect(data.disclaimer).toBe(PREDICTION_DISCLAIMER)
      expect(body.meta.legal_notice).toBe(LEGAL_NOTICE)
      expect(body.meta.calculated_at).toBe(data.calculated_at)
      expect(data.methodology_notes).toContain('api/src/engines/predictions/README.md')
      // California's delta-9 records carry a pending-change flag: a pending regulation and a trigger for delta-9.
      expect(data.signal_counts.pending_regulations).toBeGreaterThanOrEqual(1)
      const d9 = data.predicted_changes.find((c: any) => c.substance === 'delta-9-thc')
      expect(d9.likely_triggers.some((tr: any) => tr.type === 'regulation_sunset')).toBe(true)
      expect(d9.reasoning).toContain('California')
    })

    test('accepts lower case, DC and US (the federal layer)', async () => {
      const t = apps[variant]
      expect(expectOk(await t.get('/v1/predictions/tx?horizon_days=30', keys[variant])).data.state).toBe('TX')
      expect(expectOk(await t.get('/v1/predictions/DC?horizon_days=30', keys[variant])).data.state).toBe('DC')
      const us = expectOk(await t.get('/v1/predictions/US?horizon_days=30', keys[variant])).data
      expect(us.state).toBe('US')
      expect(us.signal_counts.active_bills).toBeGreaterThanOrEqual(1)
    })

    test('the probability never falls as the horizon grows, and stays within 0..0.97', async () => {
      let previous = -1
      for (const horizon of [7, 30, 90, 180, 365, 730]) {
        const data = expectOk(
          await apps[variant].get(`/v1/predictions/VA?horizon_days=${horizon}&refresh=true`, keys[variant]),
        ).data
        expect(data.horizon_days).toBe(horizon)
        expect(data.change_probability).toBeGreaterThanOrEqual(previous)
        expect(data.change_probability).toBeLessThanOrEqual(0.97)
        previous = data.change_probability
      }
      expect(previous).toBeGreaterThan(0)
    })

    test('a second call is a cache hit with the same forecast; refresh=true recomputes', async () => {
      const t = apps[variant]
      const first = expectOk(await t.get('/v1/predictions/NC?horizon_days=120&refresh=true', keys[variant]))
      expect(first.meta.cached).toBe(false)
      const second = expectOk(await t.get('/v1/predictions/NC?horizon_days=120', keys[variant]))
      expect(second.meta.cached).toBe(true)
      expect(second.data).toEqual(first.data)
      // The same bytes, although Postgres stores jsonb keys in its own order.
      expect(JSON.stringify(second.data)).toBe(JSON.stringify(first.data))
      expect(second.meta.calculated_at).toBe(first.meta.calculated_at)
      const refreshed = expectOk(await t.get('/v1/predictions/NC?horizon_days=120&refresh=true', keys[variant]))
      expect(refreshed.meta.cached).toBe(false)
      expect(Date.parse(refreshed.meta.calculated_at)).toBeGreaterThanOrEqual(Date.parse(first.meta.calculated_at))
      const [row] = await t.services.database.db
        .select()
        .from(predictionCache)
        .where(and(eq(predictionCache.state, 'NC'), eq(predictionCache.horizonDays, 120)))
      expect(row.calculatedAt && new Date(row.calculatedAt).toISOString()).toBe(refreshed.meta.calculated_at)
      expect((row.payload as any).disclaimer).toBeUndefined()
    })
  })
}

describe('cache and clock (nested)', () => {
  test('under an injected clock the answer is exactly the pure model, and repeats byte for byte', async () => {
    const t = apps.nested
    const app = clocked(t, '2026-11-21T09:00:00.000Z')
    const res = await app.get('/v1/predictions/MO?horizon_days=200&refresh=true', keys.nested)
    expect(res.status).toBe(200)
    const expected = forecast(inputsFor(snapshotOf(t), 'MO')!, {
      now: new Date('2026-11-21T09:00:00.000Z'),
      horizonDays: 200,
    }).forecast
    expect(res.body.data).toEqual({ ...expected, disclaimer: PREDICTION_DISCLAIMER })
    expect(res.body.data.calculated_at).toBe('2026-11-21T09:00:00.000Z')
    const again = await app.get('/v1/predictions/MO?horizon_days=200&refresh=true', keys.nested)
    expect(JSON.stringify(again.body.data)).toBe(JSON.stringify(res.body.data))
  })

  test('a cached forecast is served for 24 hours, then recomputed', async () => {
    const app = clocked(apps.nested, '2026-11-22T00:00:00.000Z')
    expect((await app.get('/v1/predictions/WI?horizon_days=45&refresh=true', keys.nested)).body.meta.cached).toBe(false)
    app.set(new Date(Date.parse('2026-11-22T00:00:00.000Z') + CACHE_TTL_MS - 60_000).toISOString())
    const hit = await app.get('/v1/predictions/WI?horizon_days=45', keys.nested)
    expect(hit.body.meta.cached).toBe(true)
    expect(hit.body.meta.calculated_at).toBe('2026-11-22T00:00:00.000Z')
    app.set(new Date(Date.parse('2026-11-22T00:00:00.000Z') + CACHE_TTL_MS + 60_000).toISOString())
    const miss = await app.get('/v1/predictions/WI?horizon_days=45', keys.nested)
    expect(miss.body.meta.cached).toBe(false)
    expect(miss.body.meta.calculated_at).toBe('2026-11-23T00:01:00.000Z')
  })

  test('the disclaimer is restamped on cache hits, whatever was stored', async () => {
    const t = apps.nested
    const app = clocked(t, '2026-11-21T10:00:00.000Z')
    await app.get('/v1/predictions/MT?horizon_days=60&refresh=true', keys.nested)
    const where = and(eq(predictionCache.state, 'MT'), eq(predictionCache.horizonDays, 60))
    const [row] = await t.services.database.db.select().from(predictionCache).where(where)
    await t.services.database.db
      .update(predictionCache)
      .set({ payload: { ...(row.payload as object), disclaimer: 'An outdated disclaimer' } })
      .where(where)
    const hit = await app.get('/v1/predictions/MT?horizon_days=60', keys.nested)
    expect(hit.body.meta.cached).toBe(true)
    expect(hit.body.data.disclaimer).toBe(PREDICTION_DISCLAIMER)
  })

  test('a change to the data invalidates the cache: a new expiry date inside the horizon becomes a sunset trigger', async () => {
    const t = apps.nested
    // The edit is stamped with the real time, so the model's clock must not lag behind it.
    const now = Date.now() + 3_600_000
    const app = clocked(t, new Date(now).toISOString())
    const expiry = new Date(now + 55 * 86_400_000).toISOString().slice(0, 10)
    const before = await app.get('/v1/predictions/NM?horizon_days=90', keys.nested)
    expect(before.status).toBe(200)
    expect((await app.get('/v1/predictions/NM?horizon_days=90', keys.nested)).body.meta.cached).toBe(true)
    const record = snapshotOf(t)
      .byState.get('NM')!
      .find(r => r.substance === 'cbg' && r.productType === 'edibles')!
    await editRegulation(t.services.database.db, record.id, { reason: 'Emergency rule lapses', expiry_date: expiry })
    await t.services.store.reload()
    const after = await app.get('/v1/predictions/NM?horizon_days=90', keys.nested)
    expect(after.body.meta.cached).toBe(false)
    const cbg = after.body.data.predicted_changes.find((c: any) => c.substance === 'cbg')
    const sunset = cbg.likely_triggers.find((tr: any) => tr.type === 'regulation_sunset')
    expect(sunset.reference_id).toBe(record.id)
    expect(sunset.label).toContain(expiry)
    expect(cbg.estimated_effective_date).toBe(expiry)
    expect(after.body.data.change_probability).toBeGreaterThanOrEqual(0.9)
    expect(after.body.data.signal_counts.pending_regulations).toBe(
      before.body.data.signal_counts.pending_regulations + 1,
    )
    // The same rule seen over a horizon that ends before the expiry carries no weight from it.
    const short = await app.get('/v1/predictions/NM?horizon_days=30', keys.nested)
    expect(short.body.data.change_probability).toBeLessThan(0.9)
  })
})

describe('OpenAPI', () => {
  for (const variant of VARIANTS) {
    test(`${variant}: the route is documented with its parameters, response schema and error codes`, async () => {
      const doc = (await apps[variant].get('/openapi.json')).body
      const op = doc.paths['/v1/predictions/{state}']?.get
      expect(op).toBeDefined()
      expect(op.summary).toContain('Preview')
      const params = Object.fromEntries(op.parameters.map((p: any) => [`${p.in}.${p.name}`, p]))
      expect(params['path.state'].schema.pattern).toBe('^[A-Za-z]{2}$')
      expect(params['query.horizon_days'].schema).toMatchObject({ minimum: 7, maximum: 730, default: 90 })
      expect(params['query.refresh'].schema).toMatchObject({ type: 'boolean', default: false })
      for (const status of ['200', '400', '401', '403', '429', '503'])
        expect(op.responses[status], status).toBeDefined()
      const data = deref(doc, op.responses['200'].content['application/json'].schema.properties.data)
      expect(Object.keys(data.properties).sort()).toEqual([
        'calculated_at',
        'change_probability',
        'confidence',
        'disclaimer',
        'horizon_days',
        'methodology_notes',
        'predicted_changes',
        'risk_level',
        'signal_counts',
        'state',
      ])
      expect(op.security).toEqual([{ bearer: [] }, { apiKeyHeader: [] }])
    })
  }
})
