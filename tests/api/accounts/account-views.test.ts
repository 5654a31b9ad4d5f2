/**
 * The dashboard's remembered account views: a part is read once per freshness window, shared by
 * concurrent views, never remembered when its read failed, and forgotten on every instance when the
 * account changes (NOTIFY on the accounts channel) or a key changes anywhere (the keys channel).
 * On the driver under test (PGlite, or the Postgres server with TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { sql } from 'drizzle-orm'
import { AccountViews } from '../../../api/src/accounts/account-views.ts'
import { KEYS_CHANNEL } from '../../../api/src/accounts/key-cache.ts'
import type { Database } from '../../../api/src/db/client.ts'
import { emptyDatabase } from '../../support/app.ts'

/** A load that counts its calls and answers with the count. */
function counted() {
  let calls = 0
  return {
    load: async () => ++calls,
    get calls() {
      return calls
    },
  }
}

async function eventually(probe: () => boolean, what: string, timeoutMs = 2000): Promise<number> {
  const started = performance.now()
  while (!probe()) {
    if (performance.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`)
    await Bun.sleep(5)
  }
  return performance.now() - started
}

describe('AccountViews', () => {
  let database: Database
  let close: () => Promise<void>
  /** Two instances' views on one database. */
  let here: AccountViews
  let there: AccountViews

  beforeAll(async () => {
    ;({ database, close } = await emptyDatabase())
    here = new AccountViews(database)
    there = new AccountViews(database)
    await here.listen()
    await there.listen()
  })

  afterAll(async () => {
    await here.close()
    await there.close()
    await close()
  })

  test('a part is read once within its freshness, and again after it', async () => {
    const keys = counted()
    expect(await here.read('acct_a', 'keys', keys.load, { freshMs: 200 })).toBe(1)
    expect(await here.read('acct_a', 'keys', keys.load, { freshMs: 200 })).toBe(1)
    expect(keys.calls).toBe(1)
    await Bun.sleep(220)
    expect(await here.read('acct_a', 'keys', keys.load, { freshMs: 200 })).toBe(2)
    // `fresh` reads again however new the remembered part is.
    expect(await here.read('acct_a', 'keys', keys.load, { fresh: true })).toBe(3)
  })

  test('concurrent views of a part not yet remembered share one read', async () => {
    let calls = 0
    const slow = async () => {
      calls++
      await Bun.sleep(30)
      return 'audit'
    }
    const answers = await Promise.all(Array.from({ length: 8 }, () => here.read('acct_b', 'audit', slow)))
    expect(answers).toEqual(Array(8).fill('audit'))
    expect(calls).toBe(1)
  })

  test('a query builder (it runs again on every then) runs once however often the part is read', async () => {
    await database.db.execute(sql`create sequence if not exists hd_views_test`)
    const builder = () =>
      database.db.select({ n: sql<number>`nextval('hd_views_test')::int` }).from(sql`(select 1) as one`)
    for (let i = 0; i < 5; i++) expect(await here.read('acct_g', 'keys', builder)).toEqual([{ n: 1 }])
    expect(
      await database.db.select({ n: sql<number>`nextval('hd_views_test')::int` }).from(sql`(select 1) as one`),
    ).toEqual([{ n: 2 }])
  })

  test('a failed read is not remembered', async () => {
    let calls = 0
    const flaky = async () => {
      calls++
      if (calls === 1) throw new Error('database away')
      return 'sessions'
    }
    await expect(here.read('acct_c', 'sessions', flaky)).rejects.toThrow('database away')
    expect(await here.read('acct_c', 'sessions', flaky)).toBe('sessions')
    expect(calls).toBe(2)
  })

  test('a change of one account is forgotten here at once and on the other instance by its NOTIFY; others stay', async () => {
    const mine = counted()
    const theirs = counted()
    const other = counted()
    await here.read('acct_d', 'keys', mine.load)
    await there.read('acct_d', 'keys', theirs.load)
    await there.read('acct_e', 'keys', other.load)
    await here.changed('acct_d')
    expect(await here.read('acct_d', 'keys', mine.load)).toBe(2)
    const took = await eventually(() => {
      void there.read('acct_d', 'keys', theirs.load)
      return theirs.calls === 2
    }, 'the other instance forgets')
    expect(took).toBeLessThan(1000)
    await there.read('acct_e', 'keys', other.load)
    expect(other.calls).toBe(1)
  })

  test('a key changed anywhere (an operator, the CLI) forgets every account', async () => {
    const keys = counted()
    await there.read('acct_f', 'keys', keys.load)
    await database.db.execute(sql`select pg_notify(${KEYS_CHANNEL}, '')`)
    await eventually(() => {
      void there.read('acct_f', 'keys', keys.load)
      return keys.calls === 2
    }, 'forgotten on the keys notice')
  })
})
