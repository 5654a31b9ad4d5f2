/** GET /v1/regulations?format=csv in both variants: header row, one row per record, no pagination. */
import { describe, expect, test } from 'bun:test'
import type { TestApp } from '../../../support/app.ts'
import { bothVariants, expectOk, parseCsv } from '../../../support/api.ts'

const apps = bothVariants()

/** The CSV export of `/v1/regulations?{query}`: text/csv, a header holding `columns`, one row per record the JSON answer totals. */
async function expectCsvExport(t: TestApp, key: string, query: string, columns: string[]): Promise<string[][]> {
  const json = expectOk(await t.get(`/v1/regulations?${query}`, key))
  const res = await t.get(`/v1/regulations?${query}&format=csv`, key)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toStartWith('text/csv')
  const rows = parseCsv(res.text)
  expect(rows[0]).toEqual(expect.arrayContaining(columns))
  expect(rows.length - 1).toBe(json.meta.total)
  return rows
}

describe('nested CSV export', () => {
  for (const tier of ['professional', 'enterprise']) {
    test(`${tier}: text/csv with a header row and one row per matching record`, async () => {
      const key = await apps.nested.key(tier)
      const rows = await expectCsvExport(apps.nested, key, 'state=CO&substance=cbd', [
        'id',
        'state',
        'substance',
        'product_type',
        'legal_status',
      ])
      const idColumn = rows[0].indexOf('id')
      const stateColumn = rows[0].indexOf('state')
      for (const row of rows.slice(1)) {
        expect(row).toHaveLength(rows[0].length)
        expect(row[idColumn]).toMatch(/^reg_/)
        expect(row[stateColumn]).toBe('CO')
      }
    })
  }

  test('CSV is not paginated: every record of the query', async () => {
    const key = await apps.nested.key('enterprise')
    const json = expectOk(await apps.nested.get('/v1/regulations?legal_status=prohibited&per_page=5', key))
    const rows = parseCsv(
      (await apps.nested.get('/v1/regulations?legal_status=prohibited&per_page=5&format=csv', key)).text,
    )
    expect(rows.length - 1).toBe(json.meta.total)
  })
})

describe('column GET /v1/regulations', () => {
  test('CSV for brand and enterprise: header row and meta total rows', async () => {
    for (const tier of ['brand', 'enterprise']) {
      await expectCsvExport(apps.column, await apps.column.key(tier), 'state=CO,TX&substance=cbd', [
        'id',
        'jurisdiction',
        'substance',
        'product_type',
        'legal_status',
      ])
    }
  })
})
