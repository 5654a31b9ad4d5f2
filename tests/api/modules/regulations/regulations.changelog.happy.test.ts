/** GET /v1/regulations/changelog in both variants: history windows per tier, order, shape, filters. */
import { beforeAll, describe, expect, test } from 'bun:test'
import type { Regulation } from '../../../../api/src/domain/types.ts'
import {
  adminHeaders,
  bothVariants,
  daysAgo,
  expectOk,
  keyPerVariant,
  qs,
  snapshotOf,
  STARTER_STATES,
} from '../../../support/api.ts'

const apps = bothVariants()
const keys = keyPerVariant(apps)

describe('nested changelog windows', () => {
  let target: Regulation
  const edit = (age: number, n: number) =>
    apps.nested.request(`/ops/regulations/reg_${target.id}`, {
      method: 'PATCH',
      headers: adminHeaders(),
      body: JSON.stringify({
        reason: `test edit ${n}`,
        changed_at: daysAgo(age),
        summary: `Edited summary number ${n} for the changelog test.`,
      }),
    })

  beforeAll(async () => {
    target = snapshotOf(apps.nested).regulations.find(
      r => r.state === 'CO' && r.substance === 'cbd' && r.productType === 'tinctures',
    )!
    // Changes at known ages: inside 30 days, inside one year, and older than a year.
    for (const [age, n] of [
      [500, 1],
      [100, 2],
      [10, 3],
    ] as const) {
      // A 503 means nothing was changed (the contract says: retry with backoff); on a busy machine the
      // embedded database can still be reloading the snapshot after the previous edit.
      let res = await edit(age, n)
      for (let retry = 1; res.status === 503 && retry < 4; retry++) {
        await Bun.sleep(500 * retry)
        res = await edit(age, n)
      }
      expect(res.status, res.text).toBe(200)
      expect(res.body.data.events.length).toBeGreaterThan(0)
    }
    await apps.nested.services.store.reload()
  })

  const inWindow = (days: number | null, states: string[] | null = null) =>
    snapshotOf(apps.nested).changes.filter(
      c => (days === null || c.changedAt > daysAgo(days)) && (!states || states.includes(c.state) || c.state === 'US'),
    ).length

  test('starter 30 days < professional 365 days < enterprise unlimited', async () => {
    const starter = expectOk(
      await apps.nested.get(
        '/v1/regulations/changelog?per_page=1',
        await apps.nested.key('starter', { states: STARTER_STATES }),
      ),
    )
    const professional = expectOk(
      await apps.nested.get('/v1/regulations/changelog?per_page=1', await apps.nested.key('professional')),
    )
    const enterprise = expectOk(
      await apps.nested.get('/v1/regulations/changelog?per_page=1', await apps.nested.key('enterprise')),
    )
    const research = expectOk(
      await apps.nested.get('/v1/regulations/changelog?per_page=1', await apps.nested.key('research')),
    )
    expect(starter.meta.total).toBe(inWindow(30, STARTER_STATES))
    expect(research.meta.total).toBe(inWindow(30))
    expect(professional.meta.total).toBe(inWindow(365))
    expect(enterprise.meta.total).toBe(inWindow(null))
    expect(starter.meta.total).toBeGreaterThanOrEqual(1)
    expect(professional.meta.total).toBeGreaterThan(research.meta.total)
    expect(enterprise.meta.total).toBeGreaterThan(professional.meta.total)
    expect(starter.meta.history_window_days).toBe(30)
    expect(professional.meta.history_window_days).toBe(365)
    expect(enterprise.meta.history_window_days).toBeNull()
  })

  test('entries are newest first and shaped as the nested contract', async () => {
    const body = expectOk(
      await apps.nested.get('/v1/regulations/changelog?per_page=100', await apps.nested.key('enterprise')),
    )
    const stamps = body.data.map((c: any) => c.changed_at)
    expect(stamps).toEqual([...stamps].sort().reverse())
    for (const entry of body.data) {
      expect(entry.id).toMatch(/^chg_/)
      expect(entry.regulation_id).toMatch(/^reg_/)
      expect(entry.after).toHaveProperty('legal_status')
      expect(entry.after).toHaveProperty('summary')
    }
  })

  test('regulation_id, since, until, substance and state filters', async () => {
    const key = await apps.nested.key('enterprise')
    const all = snapshotOf(apps.nested).changes
    const byRegulation = expectOk(
      await apps.nested.get(`/v1/regulations/changelog?regulation_id=reg_${target.id}&per_page=100`, key),
    )
    expect(byRegulation.meta.total).toBe(all.filter(c => c.regulationId === target.id).length)
    expect(byRegulation.meta.total).toBeGreaterThanOrEqual(3)
    expect(byRegulation.data.every((c: any) => c.regulation_id === `reg_${target.id}`)).toBe(true)

    const since = daysAgo(50)
    const recent = expectOk(
      await apps.nested.get(`/v1/regulations/changelog${qs({ regulation_id: `reg_${target.id}`, since })}`, key),
    )
    expect(recent.meta.total).toBe(all.filter(c => c.regulationId === target.id && c.changedAt > since).length)
    expect(recent.data.some((c: any) => c.after.summary.includes('number 3'))).toBe(true)
    expect(recent.data.every((c: any) => c.changed_at > since)).toBe(true)

    const until = daysAgo(50)
    const older = expectOk(
      await apps.nested.get(
        `/v1/regulations/changelog${qs({ regulation_id: `reg_${target.id}`, until, per_page: 100 })}`,
        key,
      ),
    )
    expect(older.meta.total).toBe(all.filter(c => c.regulationId === target.id && c.changedAt < until).length)
    expect(older.data.every((c: any) => c.changed_at < until)).toBe(true)
    expect(older.meta.total + recent.meta.total).toBe(byRegulation.meta.total)

    const between = expectOk(
      await apps.nested.get(
        `/v1/regulations/changelog${qs({ regulation_id: `reg_${target.id}`, since: daysAgo(200), until: daysAgo(50) })}`,
        key,
      ),
    )
    expect(between.meta.total).toBe(1)
    expect(between.data[0].after.summary).toContain('number 2')

    const cbd = expectOk(await apps.nested.get('/v1/regulations/changelog?substance=cbd&per_page=100', key))
    expect(cbd.meta.total).toBe(all.filter(c => c.substance === 'cbd').length)
    expect(cbd.data.every((c: any) => c.substance === 'cbd')).toBe(true)

    const co = expectOk(await apps.nested.get('/v1/regulations/changelog?state=co&per_page=100', key))
    expect(co.meta.total).toBe(all.filter(c => c.state === 'CO').length)
    expect(co.data.every((c: any) => c.state === 'CO')).toBe(true)
  })

  test('include_changelog embeds only changes inside the caller’s window', async () => {
    const q = `/v1/regulations?state=CO&substance=cbd&product_type=tinctures&include_changelog=true`
    const enterprise = expectOk(await apps.nested.get(q, await apps.nested.key('enterprise'))).data[0]
    const professional = expectOk(await apps.nested.get(q, await apps.nested.key('professional'))).data[0]
    const starter = expectOk(await apps.nested.get(q, await apps.nested.key('starter', { states: STARTER_STATES })))
      .data[0]
    expect(enterprise.changelog.length).toBeGreaterThan(professional.changelog.length)
    expect(professional.changelog.length).toBeGreaterThan(starter.changelog.length)
    expect(starter.changelog.length).toBeGreaterThanOrEqual(1)
  })
})

describe('column GET /v1/regulations', () => {
  test('enterprise changelog: one row per changed field', async () => {
    const body = expectOk(await apps.column.get('/v1/regulations/changelog?per_page=100', keys.column))
    const rows = snapshotOf(apps.column).changes.reduce((n, c) => n + c.fields.length, 0)
    expect(body.meta.total).toBe(rows)
    for (const row of body.data)
      expect(Object.keys(row).sort()).toEqual([
        'changed_at',
        'field_changed',
        'id',
        'jurisdiction',
        'new_value',
        'old_value',
        'reason',
        'regulation_id',
      ])
  })
})
