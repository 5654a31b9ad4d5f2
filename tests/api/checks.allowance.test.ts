/** The column variant's free tier: 100 product checks a calendar month, counted in Postgres. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { monthlyUsage } from '../../api/src/db/schema/usage.ts'
import { nextMonthStart } from '../../api/src/limits/monthly-allowance.ts'
import { testApp, type TestApp } from '../helpers/app.ts'
import { expectError } from './support.ts'

const CHECK = '/v1/compliance/check?state=CO&substance=cbd&product_type=edibles'
const month = () => new Date().toISOString().slice(0, 7)

let column: TestApp
let nested: TestApp

beforeAll(async () => {
  ;[column, nested] = await Promise.all([testApp({ variant: 'column' }), testApp({ variant: 'nested' })])
}, 60_000)
afterAll(async () => {
  await Promise.all([column?.close(), nested?.close()])
})

async function accountOf(t: TestApp, key: string): Promise<string> {
  const record = await t.services.accounts.findByKey(key)
  return record!.account.id
}

async function usage(t: TestApp, accountId: string, forMonth = month()): Promise<number | undefined> {
  const rows = await t.services.database.db.select().from(monthlyUsage).where(and(eq(monthlyUsage.accountId, accountId), eq(monthlyUsage.month, forMonth)))
  return rows[0]?.checks
}

describe('free tier monthly allowance (column variant)', () => {
  test('every check is counted; the 101st of the month is 429 MONTHLY_QUOTA_EXCEEDED with resets_at', async () => {
    const key = await column.key('free')
    const accountId = await accountOf(column, key)
    expect((await column.get(CHECK, key)).status).toBe(200)
    expect((await column.get(CHECK, key)).status).toBe(200)
    expect(await usage(column, accountId)).toBe(2)

    await column.services.database.db.update(monthlyUsage).set({ checks: 99 }).where(and(eq(monthlyUsage.accountId, accountId), eq(monthlyUsage.month, month())))
    expect((await column.get(CHECK, key)).status).toBe(200)
    const refused = await column.get(CHECK, key)
    expectError(refused, 'MONTHLY_QUOTA_EXCEEDED')
    expect(refused.body.errors[0].resets_at).toBe(nextMonthStart(new Date()).toISOString())
  })

  test('keyed widget checks draw on the same allowance', async () => {
    const key = await column.key('free', { kind: 'publishable' })
    const accountId = await accountOf(column, key)
    const body = JSON.stringify({ substance: 'cbd', product_type: 'edibles', state: 'CO' })
    const post = () => column.request('/v1/widget/check', { method: 'POST', key, body, headers: { 'content-type': 'application/json' } })
    expect((await post()).status).toBe(200)
    expect(await usage(column, accountId)).toBe(1)
    await column.services.database.db.update(monthlyUsage).set({ checks: 100 }).where(eq(monthlyUsage.accountId, accountId))
    expectError(await post(), 'MONTHLY_QUOTA_EXCEEDED')
  })

  test('last month\'s count does not limit this month', async () => {
    const key = await column.key('free')
    const accountId = await accountOf(column, key)
    await column.services.database.db.insert(monthlyUsage).values({ accountId, month: '2020-01', checks: 500 })
    expect((await column.get(CHECK, key)).status).toBe(200)
    expect(await usage(column, accountId)).toBe(1)
  })

  test('a malformed check is refused before it is counted', async () => {
    const key = await column.key('free')
    const accountId = await accountOf(column, key)
    expectError(await column.get('/v1/compliance/check?state=CO&substance=cbd', key), 'VALIDATION_ERROR')
    expect(await usage(column, accountId)).toBeUndefined()
  })

  test('paid column tiers and every nested tier have no monthly cap', async () => {
    for (const [t, tier] of [[column, 'retailer'], [nested, 'professional']] as const) {
      const key = await t.key(tier)
      expect((await t.get(CHECK, key)).status).toBe(200)
      expect(await usage(t, await accountOf(t, key))).toBeUndefined()
    }
  })

  test('the allowance and its error are documented on the column variant only', async () => {
    const columnDoc = (await column.get('/openapi.json')).body
    const nestedDoc = (await nested.get('/openapi.json')).body
    expect(JSON.stringify(columnDoc.paths['/v1/compliance/check'].get.responses)).toContain('MONTHLY_QUOTA_EXCEEDED')
    expect(JSON.stringify(nestedDoc.paths['/v1/compliance/check'].get.responses)).not.toContain('MONTHLY_QUOTA_EXCEEDED')
  })
})
