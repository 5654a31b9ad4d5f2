/**
 * The column variant's free tier: 100 product checks and state lookups together a calendar month,
 * counted in memory and written to Postgres every second (one upsert per thread, not one per read).
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../../../api/src/db/client.ts'
import { monthlyUsage } from '../../../../api/src/db/schema/usage.ts'
import { MonthlyAllowance, nextMonthStart } from '../../../../api/src/limits/monthly-allowance.ts'
import { countingQueries } from '../../../support/counting-database.ts'
import { testApp, type TestApp } from '../../../support/app.ts'
import { expectError, snapshotOf } from '../../../support/api.ts'

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

/** The month's count in the database, once this thread has written what it counted. */
async function usage(t: TestApp, accountId: string, forMonth = month()): Promise<number | undefined> {
  await t.services.allowance.sync()
  const rows = await t.services.database.db
    .select()
    .from(monthlyUsage)
    .where(and(eq(monthlyUsage.accountId, accountId), eq(monthlyUsage.month, forMonth)))
  return rows[0]?.checks
}

/** Sets the month's count in the database, as another instance's requests would, and lets this thread read it. */
async function setUsage(t: TestApp, accountId: string, checks: number): Promise<void> {
  await t.services.allowance.sync()
  await t.services.database.db
    .update(monthlyUsage)
    .set({ checks })
    .where(and(eq(monthlyUsage.accountId, accountId), eq(monthlyUsage.month, month())))
  await t.services.allowance.sync()
}

describe('product checks (column free tier)', () => {
  test('every check is counted; the 101st of the month is 429 MONTHLY_QUOTA_EXCEEDED with resets_at', async () => {
    const key = await column.key('free')
    const accountId = await accountOf(column, key)
    expect((await column.get(CHECK, key)).status).toBe(200)
    expect((await column.get(CHECK, key)).status).toBe(200)
    expect(await usage(column, accountId)).toBe(2)

    await setUsage(column, accountId, 99)
    expect((await column.get(CHECK, key)).status).toBe(200)
    const refused = await column.get(CHECK, key)
    expectError(refused, 'MONTHLY_QUOTA_EXCEEDED')
    expect(refused.body.errors[0].resets_at).toBe(nextMonthStart(new Date()).toISOString())
    expect(refused.body.errors[0].message).toContain('product checks and state lookups')
    expect(refused.headers.get('ratelimit-policy')).toMatch(/^"minute";q=\d+;w=60$/)
    expect(await usage(column, accountId)).toBe(100)
  })

  test('keyed widget checks draw on the same allowance', async () => {
    const key = await column.key('free', { kind: 'publishable' })
    const accountId = await accountOf(column, key)
    const body = JSON.stringify({ substance: 'cbd', product_type: 'edibles', state: 'CO' })
    const post = () =>
      column.request('/v1/widget/check', { method: 'POST', key, body, headers: { 'content-type': 'application/json' } })
    expect((await post()).status).toBe(200)
    expect(await usage(column, accountId)).toBe(1)
    await setUsage(column, accountId, 100)
    expectError(await post(), 'MONTHLY_QUOTA_EXCEEDED')
  })

  test("last month's count does not limit this month", async () => {
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
    for (const [t, tier] of [
      [column, 'retailer'],
      [nested, 'professional'],
    ] as const) {
      const key = await t.key(tier)
      expect((await t.get(CHECK, key)).status).toBe(200)
      expect((await t.get('/v1/states/CO', key)).status).toBe(200)
      expect(await usage(t, await accountOf(t, key))).toBeUndefined()
    }
  })
})

describe('state lookups (column free tier)', () => {
  test('a state profile, a regulations list, one regulation and a compare each count once, however many states they name', async () => {
    const key = await column.key('free')
    const accountId = await accountOf(column, key)
    const id = snapshotOf(column).regulations.find(r => r.state === 'CO')!.id
    for (const path of [
      '/v1/states/CO',
      '/v1/regulations?state=CO,TX,CA',
      `/v1/regulations/${id}`,
      '/v1/regulations/compare?states=CO,TX,NY',
    ]) {
      expect((await column.get(path, key)).status).toBe(200)
    }
    expect(await usage(column, accountId)).toBe(4)
    expect((await column.get(CHECK, key)).status).toBe(200)
    expect(await usage(column, accountId)).toBe(5)
  })

  test('refused and failed lookups, the state list, the catalog and answers are not counted', async () => {
    const key = await column.key('free')
    const accountId = await accountOf(column, key)
    expect((await column.get('/v1/states/ZZ', key)).status).toBe(404)
    expect((await column.get('/v1/regulations?state=ZZ', key)).status).toBe(400)
    expect((await column.get('/v1/regulations/00000000-0000-4000-8000-000000000000', key)).status).toBe(404)
    expect((await column.get('/v1/regulations/compare?states=CO', key)).status).toBe(400)
    for (const path of [
      '/v1/states',
      '/v1/substances',
      '/v1/product-types',
      '/v1/answer?q=is%20cbd%20legal%20in%20texas',
    ]) {
      expect((await column.get(path, key)).status).toBe(200)
    }
    expect(await usage(column, accountId)).toBeUndefined()
  })

  test('100 lookups are counted in memory, not written one by one; the 101st is refused', async () => {
    const key = await column.key('free')
    const accountId = await accountOf(column, key)
    const counted = countingQueries(column.services.database)
    const allowance = column.services.allowance as unknown as { database: Database }
    const real = allowance.database
    allowance.database = counted.database
    try {
      const started = performance.now()
      for (let i = 0; i < 100; i++)
        expect((await column.get(i % 2 ? '/v1/states/TX' : '/v1/regulations/compare?states=CO,TX', key)).status).toBe(
          200,
        )
      const seconds = (performance.now() - started) / 1000
      console.log(
        `100 state lookups in ${Math.round(seconds * 1000)} ms: ${counted.count('insert')} writes and ${counted.selects()} reads of the allowance`,
      )
      // One read of the account's total, then at most one write and one read a second.
      expect(counted.count('insert')).toBeLessThanOrEqual(Math.ceil(seconds) + 1)
      const refused = await column.get('/v1/states/TX', key)
      expectError(refused, 'MONTHLY_QUOTA_EXCEEDED')
      expect(refused.body.errors[0].resets_at).toBe(nextMonthStart(new Date()).toISOString())
    } finally {
      allowance.database = real
    }
    expect(await usage(column, accountId)).toBe(100)
  })

  test('the allowance is documented on every counted route of the column variant, and on none of the nested variant', async () => {
    const columnDoc = (await column.get('/openapi.json')).body
    const nestedDoc = (await nested.get('/openapi.json')).body
    for (const path of [
      '/v1/compliance/check',
      '/v1/states/{code}',
      '/v1/regulations',
      '/v1/regulations/{id}',
      '/v1/regulations/compare',
    ]) {
      expect(JSON.stringify(columnDoc.paths[path].get.responses)).toContain('MONTHLY_QUOTA_EXCEEDED')
      expect(columnDoc.paths[path].get.description).toContain('state lookups are GET /v1/regulations')
      expect(JSON.stringify(nestedDoc.paths[path].get.responses)).not.toContain('MONTHLY_QUOTA_EXCEEDED')
    }
    expect(JSON.stringify(columnDoc.paths['/v1/states'].get.responses)).not.toContain('MONTHLY_QUOTA_EXCEEDED')
  })
})

describe('two threads or instances counting one account', () => {
  test('each sees what the other counted after a sync, and a clean stop writes what was left', async () => {
    const key = await column.key('free')
    const accountId = await accountOf(column, key)
    const first = new MonthlyAllowance(column.services.database, 2000)
    const second = new MonthlyAllowance(column.services.database, 2000)
    try {
      for (let i = 0; i < 70; i++) await first.consume(accountId, 100)
      await first.sync()
      for (let i = 0; i < 30; i++) await second.consume(accountId, 100)
      expect(() => second.consume(accountId, 100)).toThrow('100 product checks and state lookups')
      await second.sync()
      await first.sync()
      expect(() => first.consume(accountId, 100)).toThrow('100 product checks and state lookups')
    } finally {
      await first.close()
      await second.close()
    }
    expect(await usage(column, accountId)).toBe(100)
    const third = new MonthlyAllowance(column.services.database, 2000)
    await third.consume(accountId, 101)
    await third.close()
    expect(await usage(column, accountId)).toBe(101)
  })
})
