/**
 * Seeding is all or nothing: a first seed interrupted part-way leaves no record, changelog or outbox
 * row behind, and the next load seeds the database whole; a database seeded step by step by an
 * earlier version is seeded again whole, unless the service has changed it since. On a small
 * dataset (three states and the federal layer), on the driver under test.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { count, eq, sql } from 'drizzle-orm'
import { applyChangeSet } from '../../../api/src/changes/service.ts'
import type { Database } from '../../../api/src/db/client.ts'
import { changelog, outbox, regulations, seedImports } from '../../../api/src/db/schema/index.ts'
import { compileDataset, compileHistory, type SeedInput } from '../../../seeds/compile.ts'
import { seedInput } from '../../../seeds/index.ts'
import { loadSeeds } from '../../../api/src/changes/seed-import.ts'
import { emptyDatabase } from '../../support/app.ts'

const small: SeedInput = {
  ...seedInput,
  jurisdictions: seedInput.jurisdictions.filter(j => ['CA', 'CO', 'TX'].includes(j.code)),
}
const dataset = compileDataset(small)
const history = compileHistory(small)

interface Counts {
  records: number
  changes: number
  outbox: number
  loads: number
}

async function counts(database: Database): Promise<Counts> {
  const n = async (table: typeof regulations | typeof changelog | typeof outbox | typeof seedImports) =>
    (await database.db.select({ n: count() }).from(table))[0].n
  return {
    records: await n(regulations),
    changes: await n(changelog),
    outbox: await n(outbox),
    loads: await n(seedImports),
  }
}

/** Records whose status differs from the seed files. */
async function wrongStatuses(database: Database): Promise<number> {
  const rows = await database.db.select({ id: regulations.id, status: regulations.legalStatus }).from(regulations)
  const expected = new Map(dataset.regulations.map(r => [r.id, r.legalStatus]))
  return rows.filter(row => expected.get(row.id) !== row.status).length
}

const open: { close: () => Promise<void> }[] = []
async function empty(): Promise<Database> {
  const made = await emptyDatabase()
  open.push(made)
  return made.database
}

/** What a complete seed of the small dataset writes, measured on a database of its own. */
let complete: Counts

beforeAll(async () => {
  const database = await empty()
  const summary = await loadSeeds(database.db, small)
  expect(summary.mode).toBe('initial')
  complete = await counts(database)
  expect(complete).toMatchObject({ records: dataset.regulations.length, changes: summary.events, loads: 1 })
  expect(history.steps.length).toBeGreaterThan(2)
}, 120_000)

afterAll(async () => {
  await Promise.all(open.map(made => made.close()))
})

describe('an interrupted first seed', () => {
  test('leaves nothing behind, and the next load seeds the database whole', async () => {
    const database = await empty()
    // The database fails the seed half-way through its history, as a kill or a lost connection would.
    const middle = history.steps[Math.floor(history.steps.length / 2)].date
    await database.db.execute(
      sql.raw(`create function interrupt_seed() returns trigger language plpgsql as $$
      begin
        if new.changed_at >= '${middle}' then raise exception 'seed interrupted'; end if;
        return new;
      end $$`),
    )
    await database.db.execute(
      sql.raw(
        'create trigger interrupt_seed before insert on changelog for each row execute function interrupt_seed()',
      ),
    )
    await expect(loadSeeds(database.db, small, { onlyIfEmpty: true })).rejects.toThrow()
    expect(await counts(database)).toEqual({ records: 0, changes: 0, outbox: 0, loads: 0 })

    await database.db.execute(sql.raw('drop trigger interrupt_seed on changelog'))
    const summary = await loadSeeds(database.db, small, { onlyIfEmpty: true })
    expect(summary.mode).toBe('initial')
    expect(await counts(database)).toEqual(complete)
    expect(await wrongStatuses(database)).toBe(0)
    // Seeded and recorded: later starts leave it as it is.
    expect((await loadSeeds(database.db, small, { onlyIfEmpty: true })).mode).toBe('skipped')
    expect(await counts(database)).toEqual(complete)
  })
})

describe('a database seeded by an earlier version, which left no record of its loads', () => {
  /** What an earlier version left when stopped after its baseline: every record, in its oldest state. */
  async function baselineOnly(): Promise<Database> {
    const database = await empty()
    await applyChangeSet(database.db, {
      ...dataset,
      regulations: history.baseline,
      baseline: true,
      reason: 'Baseline import',
    })
    return database
  }

  test('is seeded again whole when nothing but the seed wrote to it', async () => {
    const database = await baselineOnly()
    expect(await wrongStatuses(database)).toBeGreaterThan(0)
    const summary = await loadSeeds(database.db, small, { onlyIfEmpty: true })
    expect(summary.mode).toBe('initial')
    expect(await counts(database)).toEqual(complete)
    expect(await wrongStatuses(database)).toBe(0)
  })

  test('is kept as it is, with its operator edits, when the service changed it since', async () => {
    const database = await baselineOnly()
    const row = history.baseline[0]
    const edited = row.legalStatus === 'prohibited' ? 'restricted' : 'prohibited'
    await applyChangeSet(database.db, {
      reason: 'Operator: emergency rule',
      regulations: [{ ...row, legalStatus: edited }],
    })
    const before = await counts(database)
    const summary = await loadSeeds(database.db, small, { onlyIfEmpty: true })
    expect(summary.mode).toBe('skipped')
    expect(await counts(database)).toEqual({ ...before, loads: 1 })
    const [kept] = await database.db.select().from(regulations).where(eq(regulations.id, row.id))
    expect(kept.legalStatus).toBe(edited)
    const [load] = await database.db.select().from(seedImports)
    expect(load.mode).toBe('adopted')
  })
})

describe('a correction of a recorded status', () => {
  test('is written to the changelog with its cited reason when the corrected files are imported', async () => {
    const database = await empty()
    const correction = small.jurisdictions.find(j => j.code === 'TX')!.corrections![0]
    await loadSeeds(database.db, small)
    // What the database held before the correction: the vapes as the state's consumable hemp status had them.
    const named = dataset.regulations.filter(
      r => r.state === 'TX' && r.productType === 'vapes' && correction.substances!.includes(r.substance),
    )
    expect(named.length).toBe(correction.substances!.length)
    expect(named.every(r => r.legalStatus === 'prohibited')).toBe(true)
    await applyChangeSet(database.db, {
      reason: 'Seed import',
      regulations: named.map(r => ({ ...r, legalStatus: 'legal_with_restrictions' as const, blockSale: false })),
    })
    expect(await wrongStatuses(database)).toBe(named.length)

    expect((await loadSeeds(database.db, small)).mode).toBe('reimport')
    expect(await wrongStatuses(database)).toBe(0)
    const corrected = await database.db
      .select({ id: changelog.regulationId, reason: changelog.reason })
      .from(changelog)
      .where(sql`${changelog.eventType} = 'legal_status_changed' and ${changelog.reason} like 'Status corrected%'`)
    expect(corrected.map(row => row.id).sort()).toEqual(named.map(r => r.id).sort())
    for (const row of corrected) expect(row.reason).toBe(correction.reason)
  })
})
