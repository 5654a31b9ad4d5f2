/**
 * A data folder opens PGlite in its own thread. Through it, HempData must see exactly what an
 * in-process PGlite gives: the same values and types, transactions that commit and roll back,
 * Postgres's error fields, NOTIFY, and "unreachable" once it is closed.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { eq, sql } from 'drizzle-orm'
import { attachEmbedded, openDatabase, wrapEmbedded, type Database } from '../../../api/src/db/client.ts'
import { migrateDatabase } from '../../../api/src/db/migrate.ts'
import { substances } from '../../../api/src/db/schema/index.ts'
import { isConnectionError } from '../../../api/src/lib/deadline.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'hd-thread-'))
let threaded: Database
let inProcess: Database

const cbd = {
  id: 'cbd',
  name: 'CBD',
  description: 'Cannabidiol',
  federalStatus: 'legal',
  federalThcLimit: '0.3%',
  hr5371Relevance: 'Total-THC cap on final products',
  commonProductTypes: ['tinctures', 'topicals'] as never,
}

beforeAll(async () => {
  threaded = await openDatabase({ databaseUrl: null, dataDir })
  inProcess = wrapEmbedded(await PGlite.create())
  await migrateDatabase(threaded)
  await migrateDatabase(inProcess)
}, 60_000)

afterAll(async () => {
  await threaded.close().catch(() => {})
  await inProcess.close()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('embedded database in its own thread', () => {
  test('raw rows keep the same values and types as in-process PGlite (dates and intervals stay text)', async () => {
    const query = sql`select timestamptz '2026-11-12 00:00:00+00' as at, date '2026-11-12' as day,
      interval '1 day' as span, 1.50::numeric as amount, 7::int8 as big, '{"a":[1,2]}'::jsonb as doc, true as yes, null as nothing`
    const [there, here] = await Promise.all([threaded.db.execute(query), inProcess.db.execute(query)])
    expect((there as any).rows).toEqual((here as any).rows)
    expect(typeof (there as any).rows[0].at).toBe('string')
  })

  test('Drizzle inserts and selects typed rows, jsonb included', async () => {
    await threaded.db.insert(substances).values(cbd)
    const rows = await threaded.db.select().from(substances).where(eq(substances.id, 'cbd'))
    expect(rows).toEqual([cbd])
  })

  test('a transaction commits when it returns and rolls back when it throws, savepoints included', async () => {
    await threaded.db.transaction(async tx => {
      await tx.insert(substances).values({ ...cbd, id: 'cbg', name: 'CBG' })
      await tx
        .transaction(async inner => {
          await inner.insert(substances).values({ ...cbd, id: 'cbn', name: 'CBN' })
          throw new Error('undo the inner one')
        })
        .catch(() => {})
    })
    // Caught rather than `expect(…).rejects`: bun's matcher waits without delivering the
    // database thread's reply, and the test would hang.
    const undone = await threaded.db
      .transaction(async tx => {
        await tx.insert(substances).values({ ...cbd, id: 'thca', name: 'THCA' })
        throw new Error('undo all')
      })
      .catch((error: Error) => error)
    expect(undone.message).toBe('undo all')
    const ids = (await threaded.db.select({ id: substances.id }).from(substances)).map(r => r.id).sort()
    expect(ids).toEqual(['cbd', 'cbg'])
  })

  test("Postgres's error fields cross the thread (a duplicate key is 23505 on its constraint)", async () => {
    const failure: any = await threaded.db
      .insert(substances)
      .values(cbd)
      .catch(error => error)
    const cause = failure.cause ?? failure
    expect(cause.code).toBe('23505')
    expect(cause.constraint).toBe('substances_pkey')
    expect(isConnectionError(failure)).toBe(false)
  })

  test('NOTIFY reaches every listener on the channel until it unsubscribes', async () => {
    const heard: string[] = []
    const stopFirst = await threaded.listen('hd_test', payload => heard.push(`first:${payload}`))
    const stopSecond = await threaded.listen('hd_test', payload => heard.push(`second:${payload}`))
    await threaded.db.execute(sql`select pg_notify('hd_test', 'one')`)
    await stopFirst()
    await threaded.db.execute(sql`select pg_notify('hd_test', 'two')`)
    await stopSecond()
    await threaded.db.execute(sql`select pg_notify('hd_test', 'three')`)
    await Bun.sleep(50)
    expect(heard.sort()).toEqual(['first:one', 'second:one', 'second:two'])
  })

  test('another HTTP thread attached through a port shares the data and the NOTIFYs', async () => {
    const attached = attachEmbedded((await threaded.connectThread())!)
    await attached.db.insert(substances).values({ ...cbd, id: 'thca', name: 'THCA' })
    expect(
      (await threaded.db.select({ id: substances.id }).from(substances).where(eq(substances.id, 'thca'))).length,
    ).toBe(1)
    const heard: string[] = []
    await attached.listen('hd_attached', payload => heard.push(`attached:${payload}`))
    await threaded.listen('hd_attached', payload => heard.push(`owner:${payload}`))
    await threaded.db.execute(sql`select pg_notify('hd_attached', 'one')`)
    await Bun.sleep(50)
    expect(heard.sort()).toEqual(['attached:one', 'owner:one'])
    await attached.close()
  })

  test('a thread that leaves mid-transaction rolls it back, and the database stays open for the others', async () => {
    const attached = attachEmbedded((await threaded.connectThread())!)
    const inserted = Promise.withResolvers<void>()
    // The transaction never ends on its side: the thread stops holding it open.
    void attached.db.transaction(async tx => {
      await tx.insert(substances).values({ ...cbd, id: 'cbn', name: 'CBN' })
      inserted.resolve()
      await new Promise(() => {})
    })
    await inserted.promise
    await attached.close()
    expect(
      (await threaded.db.select({ id: substances.id }).from(substances).where(eq(substances.id, 'cbn'))).length,
    ).toBe(0)
    await threaded.db.delete(substances).where(eq(substances.id, 'thca'))
  })

  test('data persists in the folder, and a closed database reads as unreachable', async () => {
    await threaded.close()
    const failure: any = await threaded.db
      .select()
      .from(substances)
      .catch(error => error)
    expect(isConnectionError(failure)).toBe(true)
    threaded = await openDatabase({ databaseUrl: null, dataDir })
    expect((await threaded.db.select({ id: substances.id }).from(substances)).length).toBe(2)
  }, 30_000)
})
