/** GET /v1/regulations (JSON), nested: pagination, applied_filters, combined filters, the starter plan's states. */
import { describe, expect, test } from 'bun:test'
import {
  allRows,
  bothVariants,
  countRegulations,
  expectOk,
  keyPerVariant,
  qs,
  STARTER_STATES,
} from '../../../support/api.ts'

const apps = bothVariants()
const keys = keyPerVariant(apps)

describe('nested GET /v1/regulations', () => {
  test('page and per_page slice one stable order', async () => {
    const first20 = expectOk(await apps.nested.get('/v1/regulations?per_page=20', keys.nested)).data.map(
      (r: any) => r.id,
    )
    const page2 = expectOk(await apps.nested.get('/v1/regulations?per_page=10&page=2', keys.nested))
    expect(page2.meta).toMatchObject({ page: 2, per_page: 10 })
    expect(page2.data.map((r: any) => r.id)).toEqual(first20.slice(10, 20))
    expect(new Set(first20).size).toBe(20)
  })

  test('last page is partial and a page past the end is empty with the same total', async () => {
    const total = countRegulations(apps.nested, r => r.state === 'CO')
    const perPage = 7
    const pages = Math.ceil(total / perPage)
    const last = expectOk(
      await apps.nested.get(`/v1/regulations?state=CO&per_page=${perPage}&page=${pages}`, keys.nested),
    )
    expect(last.meta).toMatchObject({ page: pages, per_page: perPage, total, total_pages: pages })
    expect(last.data).toHaveLength(total - (pages - 1) * perPage)
    const past = expectOk(
      await apps.nested.get(`/v1/regulations?state=CO&per_page=${perPage}&page=${pages + 1}`, keys.nested),
    )
    expect(past.data).toEqual([])
    expect(past.meta.total).toBe(total)
    const max = expectOk(await apps.nested.get('/v1/regulations?per_page=100', keys.nested))
    expect(max.data).toHaveLength(100)
    const min = expectOk(await apps.nested.get('/v1/regulations?per_page=1', keys.nested))
    expect(min.data).toHaveLength(1)
    expect(min.meta.total_pages).toBe(min.meta.total)
  })

  test('applied_filters echoes every filter as given (normalised)', async () => {
    const body = expectOk(
      await apps.nested.get(
        `/v1/regulations${qs({
          state: 'tx',
          substance: 'cbd',
          product_type: 'vape',
          legal_status: 'legal',
          min_confidence: 0.25,
          verified_after: '2020-01-01T00:00:00Z',
          include_sources: true,
          include_bills: false,
          include_changelog: true,
        })}`,
        keys.nested,
      ),
    )
    expect(body.meta.applied_filters).toMatchObject({
      state: 'TX',
      substance: 'cbd',
      product_type: 'vapes',
      legal_status: 'legal',
      min_confidence: 0.25,
      verified_after: '2020-01-01T00:00:00.000Z',
      include_sources: true,
      include_bills: false,
      include_changelog: true,
    })
    const none = expectOk(await apps.nested.get('/v1/regulations?per_page=1', keys.nested))
    expect(none.meta.applied_filters).toMatchObject({
      state: null,
      substance: null,
      product_type: null,
      legal_status: null,
      min_confidence: 0,
    })
  })

  test('combined filters intersect', async () => {
    const body = expectOk(
      await apps.nested.get('/v1/regulations?state=CA&substance=cbd&product_type=edibles', keys.nested),
    )
    expect(body.meta.total).toBe(1)
    expect(body.data[0]).toMatchObject({ state: 'CA', substance: 'cbd', product_type: 'edibles' })
  })
})

describe('nested starter plan (5 chosen states)', () => {
  test('a list without state returns only the plan’s states', async () => {
    const key = await apps.nested.key('starter', { states: STARTER_STATES })
    const { rows, total } = await allRows(apps.nested, key, {})
    expect(total).toBe(countRegulations(apps.nested, r => STARTER_STATES.includes(r.state)))
    expect(new Set(rows.map(r => r.state))).toEqual(new Set(STARTER_STATES))
    const inPlan = expectOk(await apps.nested.get('/v1/regulations?state=ny', key))
    expect(inPlan.meta.total).toBe(countRegulations(apps.nested, r => r.state === 'NY'))
  })
})
