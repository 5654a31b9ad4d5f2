/**
 * Loads the compiled dataset through the change service. An empty database gets the baseline and
 * then every recorded historical change in date order, so the changelog holds the real history;
 * a loaded database gets the current files, so a changed fact becomes a changelog entry.
 *
 * A load is one transaction that ends by recording itself in `seed_imports`: a start killed
 * mid-seed leaves nothing behind, and the next start seeds again from the beginning. One
 * transaction rather than a mark plus a repair that resumes: Postgres then guarantees what a repair
 * would have to prove (that no half-written record, changelog or outbox row survives), and other
 * instances never see, nor serve, a half-seeded database. A database that has records but no such
 * row was seeded by an earlier version, which committed step by step: see `unmarked`.
 */
import { count, sql } from 'drizzle-orm'
import { randomUUID } from 'node:crypto'
import { applyChangeSet } from './service.ts'
import type { Db } from '../db/client.ts'
import { bills, changelog, outbox, regulationBills, regulations, seedImports } from '../db/schema/index.ts'
import type { RegulationRecord } from '../domain/types.ts'
import { compileDataset, compileHistory, type SeedInput } from '../../../seeds/compile.ts'
import { byImportReason, correctionsOf } from '../../../seeds/corrections.ts'

export interface LoadSummary {
  mode: 'initial' | 'reimport' | 'skipped'
  records: number
  events: number
}

const FEDERAL_REASON = 'Federal law changed for this product (see the US changelog)'
const BASELINE_REASON = 'Baseline import'
const FINAL_REASON = 'Seed import'
const REIMPORT_REASON = 'Seed re-import: source files updated'

type History = ReturnType<typeof compileHistory>
type Step = History['steps'][number]

const reasonFor = (step: Step, state: string): string =>
  step.reasons[state] ?? (step.reasons.US ? `${FEDERAL_REASON}: ${step.reasons.US}` : FEDERAL_REASON)

export async function loadSeeds(
  db: Db,
  input: SeedInput,
  options: { onlyIfEmpty?: boolean } = {},
): Promise<LoadSummary> {
  return db.transaction(async transaction => {
    const tx = transaction as unknown as Db
    const [{ value: records }] = await tx.select({ value: count() }).from(regulations)
    const [{ value: loads }] = await tx.select({ value: count() }).from(seedImports)
    if (records > 0 && loads === 0 && (await unmarked(tx, input)) === 'adopted') {
      await recordLoad(tx, 'adopted', records, 0)
      return { mode: 'skipped', records, events: 0 }
    }
    if (records > 0 && loads > 0) {
      if (options.onlyIfEmpty) return { mode: 'skipped', records, events: 0 }
      const dataset = compileDataset(input)
      const events = await applyCurrent(tx, input, dataset, REIMPORT_REASON)
      return recordLoad(tx, 'reimport', dataset.regulations.length, events)
    }
    return initial(tx, input)
  })
}

/** The load's own row, written last in its transaction: only a load that commits is recorded. */
async function recordLoad<M extends string>(
  tx: Db,
  mode: M,
  records: number,
  events: number,
): Promise<{ mode: M; records: number; events: number }> {
  await tx.insert(seedImports).values({ id: randomUUID(), mode, records, events })
  return { mode, records, events }
}

/** The first load: the baseline, each historical step in date order, then the current files. */
async function initial(tx: Db, input: SeedInput): Promise<LoadSummary> {
  console.log('[seed] Seeding the database: the curated dataset and its history, in one transaction …')
  const dataset = compileDataset(input)
  const history = compileHistory(input)
  let events = 0
  await applyChangeSet(tx, { ...dataset, regulations: history.baseline, baseline: true, reason: BASELINE_REASON })
  let previous = new Map(history.baseline.map(r => [r.id, r]))
  for (const step of history.steps) {
    // Steps share the records that did not change between them (compileHistory): compared by identity first.
    const changed = step.regulations.filter(r => {
      const before = previous.get(r.id)
      return before !== r && JSON.stringify(before) !== JSON.stringify(r)
    })
    for (const [state, group] of groupByState(changed)) {
      const result = await applyChangeSet(tx, {
        reason: reasonFor(step, state),
        changedAt: step.date,
        regulations: group,
      })
      events += result.events.length
    }
    previous = new Map(step.regulations.map(r => [r.id, r]))
  }
  const final = await applyCurrent(tx, input, { regulations: dataset.regulations }, FINAL_REASON)
  return recordLoad(tx, 'initial', dataset.regulations.length, events + final)
}

/**
 * The current files over what the database holds: records a correction names carry its cited reason
 * (a status HempData had wrong is corrected with what shows it), the rest `reason`. Returns the events.
 */
async function applyCurrent(
  tx: Db,
  input: SeedInput,
  set: Omit<Parameters<typeof applyChangeSet>[1], 'reason'>,
  reason: string,
): Promise<number> {
  let events = 0
  for (const [why, group] of byImportReason(input, set.regulations ?? [], reason)) {
    // The catalog (jurisdictions, bills, links) goes once, with the records that carry the import's own reason.
    const result = await applyChangeSet(
      tx,
      why === reason ? { ...set, reason, regulations: group } : { reason: why, regulations: group },
    )
    events += result.events.length
  }
  return events
}

/**
 * A database seeded before loads were recorded, step by step, possibly interrupted. If nothing but
 * the seed ever wrote to it (every changelog reason is one the seed writes), its seed is cleared
 * and done again, whole. Otherwise the service was in use after that seed: an operator's edits
 * are never thrown away, so the database is kept as it is ('adopted') and a warning says so.
 */
async function unmarked(tx: Db, input: SeedInput): Promise<'redo' | 'adopted'> {
  const history = compileHistory(input)
  const ours = new Set([BASELINE_REASON, FINAL_REASON, REIMPORT_REASON, FEDERAL_REASON])
  for (const { correction } of correctionsOf(input)) ours.add(correction.reason)
  for (const step of history.steps) {
    for (const reason of Object.values(step.reasons)) ours.add(reason)
    if (step.reasons.US) ours.add(`${FEDERAL_REASON}: ${step.reasons.US}`)
  }
  const reasons = await tx.selectDistinct({ reason: changelog.reason }).from(changelog)
  const foreign = reasons.filter(r => !ours.has(r.reason))
  if (foreign.length > 0) {
    console.warn(
      `[seed] The database was seeded by an earlier version, which did not record whether its seed completed, and has changes of its own since (${foreign.length} other reasons in the changelog): kept as it is. Run \`npm run seeds:load\` to bring its records up to the seed files.`,
    )
    return 'adopted'
  }
  console.warn(
    '[seed] The database was seeded by an earlier version, which did not record whether its seed completed: seeding it again, whole.',
  )
  for (const table of [outbox, changelog, regulationBills, regulations, bills])
    await tx.execute(sql`delete from ${table}`)
  return 'redo'
}

function groupByState(records: RegulationRecord[]): Map<string, RegulationRecord[]> {
  const groups = new Map<string, RegulationRecord[]>()
  for (const record of records) groups.set(record.state, [...(groups.get(record.state) ?? []), record])
  return groups
}
