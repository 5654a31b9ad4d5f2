/**
 * A change whose NOTIFY never arrives still reaches an instance: every change bumps a data version
 * in its own transaction, and each instance reads the versions every second. Here the changes are
 * committed with their version bump and no NOTIFY at all, the worst a lost subscription can do.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { eq, sql } from 'drizzle-orm'
import { applyChangeSet } from '../../../api/src/changes/service.ts'
import { regulationFromRow } from '../../../api/src/db/rows.ts'
import { apiKeys, regulations } from '../../../api/src/db/schema/index.ts'
import { bumpVersion, readVersion } from '../../../api/src/db/versions.ts'
import type { Db } from '../../../api/src/db/client.ts'
import { hashKey } from '../../../api/src/lib/keys.ts'
import { regulationId } from '../../../seeds/compile.ts'
import { testApp, type TestApp } from '../../support/app.ts'

let t: TestApp
const db = () => t.services.database.db

beforeAll(async () => {
  t = await testApp()
}, 120_000)

afterAll(() => t.close())

async function until(probe: () => boolean, timeoutMs: number): Promise<number> {
  const started = performance.now()
  while (!probe()) {
    if (performance.now() - started > timeoutMs) throw new Error(`not seen within ${timeoutMs} ms`)
    await Bun.sleep(20)
  }
  return performance.now() - started
}

describe('data versions', () => {
  test('the change service bumps the changes version in its transaction; a rolled-back change does not', async () => {
    const id = regulationId('CO', 'cbd', 'edibles')
    const before = await readVersion(db(), 'changes')
    const [row] = await db().select().from(regulations).where(eq(regulations.id, id))
    const record = regulationFromRow(row)
    await applyChangeSet(db(), {
      reason: 'Test: version bump',
      regulations: [{ ...record, summary: `${record.summary} (v)` }],
    })
    expect(await readVersion(db(), 'changes')).toBe(before + 1)
    const failing = applyChangeSet(db(), {
      reason: 'Test: rolled back',
      regulations: [{ ...record, summary: `${record.summary} (w)` }],
      links: [{ regulationId: '00000000-0000-5000-8000-000000000000', billId: 'bill_nowhere' }],
    })
    await expect(failing).rejects.toThrow()
    expect(await readVersion(db(), 'changes')).toBe(before + 1)
    // An unchanged record is no change.
    await applyChangeSet(db(), {
      reason: 'Test: no-op',
      regulations: [{ ...record, summary: `${record.summary} (v)` }],
    })
    expect(await readVersion(db(), 'changes')).toBe(before + 1)
  })

  test('a regulation change whose NOTIFY never came is served within about a second', async () => {
    const id = regulationId('TX', 'cbd', 'edibles')
    const served = () => t.services.store.current.regulation.get(id)?.summary
    const summary = `Changed without a NOTIFY at ${Date.now()}`
    await db().transaction(async tx => {
      await tx.update(regulations).set({ summary }).where(eq(regulations.id, id))
      await bumpVersion(tx as unknown as Db, 'changes')
    })
    const ms = await until(() => served() === summary, 3000)
    console.log(`[data versions] a change without NOTIFY served after ${Math.round(ms)} ms`)
  })

  test('a key revoked without a NOTIFY is refused within about a second', async () => {
    const key = await t.key()
    expect((await t.get('/v1/states/CO', key)).status).toBe(200)
    expect(t.services.accounts.cached(key)).toBeDefined()
    await db().transaction(async tx => {
      await tx
        .update(apiKeys)
        .set({ status: 'deactivated', deactivatedAt: sql`now()` })
        .where(eq(apiKeys.hash, hashKey(key)))
      await bumpVersion(tx as unknown as Db, 'keys')
    })
    const ms = await until(() => t.services.accounts.cached(key) === undefined, 3000)
    expect((await t.get('/v1/states/CO', key)).status).toBe(403)
    console.log(`[data versions] a revocation without NOTIFY seen after ${Math.round(ms)} ms`)
  })
})
