/**
 * A change to records only is patched into every snapshot: its NOTIFY names the regulations it
 * wrote, and the store re-reads just those with their changelog instead of every table. Anything
 * else (bills, a version without its NOTIFY) reloads whole. Either way the snapshot is the one a
 * whole reload would build, and another thread fed the store's updates in order ends the same.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { applyChangeSet } from '../../../api/src/changes/service.ts'
import type { Db } from '../../../api/src/db/client.ts'
import { billFromRow, regulationFromRow } from '../../../api/src/db/rows.ts'
import { bills, regulations } from '../../../api/src/db/schema/index.ts'
import { bumpVersion, readNotice, recordsNotice } from '../../../api/src/db/versions.ts'
import type { Regulation } from '../../../api/src/domain/types.ts'
import { loadSnapshotData, type SnapshotUpdate } from '../../../api/src/snapshot/rows.ts'
import { SnapshotStore } from '../../../api/src/snapshot/store.ts'
import { regulationId } from '../../../seeds/compile.ts'
import { testApp, type TestApp } from '../../support/app.ts'

let t: TestApp
let updates: SnapshotUpdate[]
let follower: SnapshotStore
const db = () => t.services.database.db
const store = () => t.services.store

beforeAll(async () => {
  t = await testApp()
  updates = []
  // Another thread's store: built from the rows as they are now, then fed every update in order.
  follower = SnapshotStore.fromRows(t.services.database, store().latest)
  store().published(update => {
    updates.push(update)
    follower.apply(update)
  })
}, 120_000)

afterAll(() => t.close())

async function record(state: string, substance: string, product: string): Promise<Regulation> {
  const [row] = await db()
    .select()
    .from(regulations)
    .where(eq(regulations.id, regulationId(state, substance, product)))
  return regulationFromRow(row)
}

async function nextUpdate(count: number): Promise<SnapshotUpdate> {
  const deadline = Date.now() + 5000
  while (updates.length < count && Date.now() < deadline) await Bun.sleep(5)
  expect(updates.length).toBe(count)
  return updates[count - 1]
}

/** Regulations and changelog as a whole reload reads them, in a stable order. */
async function wholeData() {
  const data = await loadSnapshotData(t.services.database)
  return summary(data.regulations, data.changes)
}

function summary(regs: Regulation[], changes: { id: string }[]) {
  return {
    regulations: [...regs].sort((a, b) => a.id.localeCompare(b.id)).map(r => JSON.stringify(r)),
    changes: changes.map(c => JSON.stringify(c)).sort(),
  }
}

const served = (s: SnapshotStore) => summary(s.latest.data.regulations, s.latest.data.changes)

describe('snapshot patches', () => {
  test('a change to two records is patched in: only they are read again, and the snapshot equals a whole reload', async () => {
    const a = await record('CO', 'cbd', 'edibles')
    const b = await record('TX', 'delta-8-thc', 'vapes')
    const version = store().current.version
    await applyChangeSet(db(), {
      reason: 'Test: patched',
      regulations: [
        { ...a, summary: `${a.summary} (patched)` },
        { ...b, legalStatus: b.legalStatus === 'prohibited' ? 'restricted' : 'prohibited' },
      ],
    })
    const update = await nextUpdate(1)
    if (!('patch' in update)) throw new Error('expected a patch, got whole rows')
    expect(update.patch.regulationIds.sort()).toEqual([a.id, b.id].sort())
    expect(update.patch.regulations).toHaveLength(2)
    expect(update.patch.changes.every(c => c.regulationId === a.id || c.regulationId === b.id)).toBe(true)
    expect(store().current.version).toBe(version + 1)
    expect(store().current.regulation.get(a.id)?.summary).toBe(`${a.summary} (patched)`)
    expect(served(store())).toEqual(await wholeData())
    expect(served(follower)).toEqual(served(store()))
    expect(follower.current.version).toBe(store().current.version)
  })

  test('a change that names no records (a bill) reloads whole', async () => {
    const [row] = await db().select().from(bills).limit(1)
    const bill = billFromRow(row)
    await applyChangeSet(db(), {
      reason: 'Test: a bill moves',
      bills: [{ ...bill, status: bill.status === 'introduced' ? 'in_committee' : 'introduced' }],
    })
    const update = await nextUpdate(2)
    expect('rows' in update).toBe(true)
    expect(served(store())).toEqual(await wholeData())
    expect(served(follower)).toEqual(served(store()))
  })

  test('a version that came without its NOTIFY makes the next notice reload whole, with both changes', async () => {
    const a = await record('CA', 'cbd', 'beverages')
    const b = await record('NY', 'cbd', 'topicals')
    // A change committed with its version bump and no NOTIFY, as a lost subscription would leave it.
    await db().transaction(async tx => {
      await tx
        .update(regulations)
        .set({ summary: `${a.summary} (unannounced)` })
        .where(eq(regulations.id, a.id))
      await bumpVersion(tx as unknown as Db, 'changes')
    })
    await applyChangeSet(db(), { reason: 'Test: after a gap', regulations: [{ ...b, summary: `${b.summary} (next)` }] })
    const update = await nextUpdate(3)
    expect('rows' in update).toBe(true)
    expect(store().current.regulation.get(a.id)?.summary).toBe(`${a.summary} (unannounced)`)
    expect(store().current.regulation.get(b.id)?.summary).toBe(`${b.summary} (next)`)
    expect(served(follower)).toEqual(served(store()))
  })

  test('a burst of changes is applied in version order and ends where a whole reload does', async () => {
    const a = await record('FL', 'cbd', 'edibles')
    for (let i = 0; i < 8; i++) {
      await applyChangeSet(db(), {
        reason: `Test: burst ${i}`,
        regulations: [{ ...a, summary: `${a.summary} (${i})` }],
      })
    }
    const deadline = Date.now() + 5000
    while (store().current.regulation.get(a.id)?.summary !== `${a.summary} (7)` && Date.now() < deadline)
      await Bun.sleep(5)
    expect(store().current.regulation.get(a.id)?.summary).toBe(`${a.summary} (7)`)
    expect(served(store())).toEqual(await wholeData())
    expect(served(follower)).toEqual(served(store()))
  })

  test('notices: the version and at most 100 regulation ids; anything else is not one', () => {
    expect(recordsNotice(['reg_a'])).toEqual({ regulations: ['reg_a'] })
    expect(recordsNotice(Array.from({ length: 101 }, (_, i) => `reg_${i}`))).toEqual({})
    expect(readNotice('{"version":3,"regulations":["reg_a"]}')).toEqual({ version: 3, regulations: ['reg_a'] })
    for (const payload of ['', '2026-11-28T00:00:00.000Z', '{"regulations":[]}', '{"version":"3"}', 'null'])
      expect(readNotice(payload)).toBeNull()
  })
})
