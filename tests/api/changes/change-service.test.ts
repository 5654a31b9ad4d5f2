/**
 * The one write path: a change writes the record, its changelog rows and outbox rows in one
 * transaction, a failure leaves nothing behind, and re-importing a changed seed fact makes history.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { count, eq, sql } from 'drizzle-orm'
import { applyChangeSet } from '../../../api/src/changes/service.ts'
import { regulationFromRow } from '../../../api/src/db/rows.ts'
import { changelog, outbox, regulations } from '../../../api/src/db/schema/index.ts'
import type { RegulationRecord } from '../../../api/src/domain/types.ts'
import { regulationId } from '../../../seeds/compile.ts'
import { seedInput } from '../../../seeds/index.ts'
import { loadSeeds } from '../../../api/src/changes/seed-import.ts'
import { testApp, type TestApp } from '../../support/app.ts'

let t: TestApp
const db = () => t.services.database.db

async function record(id: string): Promise<RegulationRecord> {
  const [row] = await db().select().from(regulations).where(eq(regulations.id, id))
  const { createdAt: _c, updatedAt: _u, ...rest } = regulationFromRow(row)
  return rest
}

const total = async (table: typeof changelog | typeof outbox) => (await db().select({ n: count() }).from(table))[0].n

beforeAll(async () => {
  t = await testApp()
}, 120_000)

afterAll(() => t.close())

describe('applyChangeSet', () => {
  const id = regulationId('CO', 'cbg', 'tinctures')

  test('a status change writes the record, a legal_status_changed entry and an outbox event together', async () => {
    const before = await record(id)
    const [changes0, outbox0] = [await total(changelog), await total(outbox)]
    const next = before.legalStatus === 'prohibited' ? 'restricted' : 'prohibited'
    const result = await applyChangeSet(db(), {
      reason: 'Test: emergency rule',
      changedAt: '2026-11-20T00:00:00Z',
      regulations: [{ ...before, legalStatus: next }],
    })
    expect(result.updated).toBe(1)
    expect(result.events.map(e => e.eventType)).toContain('legal_status_changed')
    expect((await record(id)).legalStatus).toBe(next)
    const [entry] = await db()
      .select()
      .from(changelog)
      .where(sql`${changelog.regulationId} = ${id} and ${changelog.eventType} = 'legal_status_changed'`)
    expect(entry).toMatchObject({
      reason: 'Test: emergency rule',
      state: 'CO',
      substance: 'cbg',
      productType: 'tinctures',
    })
    expect(entry.before?.legalStatus).toBe(before.legalStatus)
    expect(entry.after.legalStatus).toBe(next)
    expect(await total(changelog)).toBe(changes0 + result.events.length)
    expect(await total(outbox)).toBe(outbox0 + result.events.filter(e => e.eventType !== 'source_added').length)
    const [event] = await db().select().from(outbox).where(sql`${outbox.payload}->>'event_id' = ${entry.id}`)
    expect(event.payload).toMatchObject({
      event_type: 'legal_status_changed',
      regulation_id: id,
      jurisdiction: { state: 'CO' },
    })
  })

  test('the snapshot of every instance follows the NOTIFY', async () => {
    const current = await record(id)
    await t.services.store.reload()
    expect(t.services.store.current.regulation.get(id)?.legalStatus).toBe(current.legalStatus)
  })

  test('an unchanged record writes nothing', async () => {
    const [changes0, outbox0] = [await total(changelog), await total(outbox)]
    const result = await applyChangeSet(db(), { reason: 'Test: no-op', regulations: [await record(id)] })
    expect(result).toMatchObject({ updated: 0, unchanged: 1, events: [] })
    expect([await total(changelog), await total(outbox)]).toEqual([changes0, outbox0])
  })

  test('a change set that fails part-way leaves nothing half-written', async () => {
    const before = await record(id)
    const [changes0, outbox0] = [await total(changelog), await total(outbox)]
    const change = applyChangeSet(db(), {
      reason: 'Test: must roll back',
      regulations: [{ ...before, summary: `${before.summary} (edited)` }],
      links: [{ regulationId: '00000000-0000-5000-8000-000000000000', billId: 'bill_nowhere' }],
    })
    await expect(change).rejects.toThrow()
    expect((await record(id)).summary).toBe(before.summary)
    expect([await total(changelog), await total(outbox)]).toEqual([changes0, outbox0])
  })
})

describe('re-importing the seed files', () => {
  test('a changed fact becomes a changelog entry with the re-import reason; an edited record returns to the files; the rest is unchanged', async () => {
    const edited = regulationId('CO', 'cbg', 'tinctures')
    const wy = seedInput.jurisdictions.find(j => j.code === 'WY')!
    const changed = {
      ...seedInput,
      jurisdictions: seedInput.jurisdictions.map(j =>
        j === wy
          ? {
              ...wy,
              substances: {
                ...wy.substances,
                cbn: { ...wy.substances.cbn, status: 'prohibited' as const, summary: 'CBN is banned (test).' },
              },
            }
          : j,
      ),
    }
    const summary = await loadSeeds(db(), changed)
    expect(summary.mode).toBe('reimport')
    const entries = await db()
      .select()
      .from(changelog)
      .where(
        sql`${changelog.state} = 'WY' and ${changelog.substance} = 'cbn' and ${changelog.reason} like 'Seed re-import%'`,
      )
    expect(entries.some(e => e.eventType === 'legal_status_changed')).toBe(true)
    expect(new Set(entries.map(e => e.productType)).size).toBeGreaterThan(0)
    const reverted = await db()
      .select()
      .from(changelog)
      .where(sql`${changelog.reason} like 'Seed re-import%' and ${changelog.regulationId} = ${edited}`)
    expect(reverted.length).toBeGreaterThan(0)
    const others = await db()
      .select({ n: count() })
      .from(changelog)
      .where(
        sql`${changelog.reason} like 'Seed re-import%' and (${changelog.state} <> 'WY' or ${changelog.substance} <> 'cbn') and ${changelog.regulationId} <> ${edited}`,
      )
    expect(others[0].n).toBe(0)
  })
})
