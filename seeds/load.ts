/**
 * Loads the compiled dataset through the change service. An empty database gets the baseline and
 * then every recorded historical change in date order, so the changelog holds the real history;
 * a loaded database gets the current files, so a changed fact becomes a changelog entry.
 */
import { count } from 'drizzle-orm'
import { applyChangeSet } from '../api/src/changes/service.ts'
import type { Db } from '../api/src/db/client.ts'
import { regulations } from '../api/src/db/schema/index.ts'
import type { RegulationRecord } from '../api/src/domain/types.ts'
import { compileDataset, compileHistory, type SeedInput } from './compile.ts'

export interface LoadSummary {
  mode: 'initial' | 'reimport' | 'skipped'
  records: number
  events: number
}

const FEDERAL_REASON = 'Federal law changed for this product (see the US changelog)'

export async function loadSeeds(db: Db, input: SeedInput, options: { onlyIfEmpty?: boolean } = {}): Promise<LoadSummary> {
  const [{ value }] = await db.select({ value: count() }).from(regulations)
  if (value > 0 && options.onlyIfEmpty) return { mode: 'skipped', records: value, events: 0 }
  const dataset = compileDataset(input)
  if (value > 0) {
    const result = await applyChangeSet(db, { reason: 'Seed re-import: source files updated', ...dataset })
    return { mode: 'reimport', records: dataset.regulations.length, events: result.events.length }
  }
  const history = compileHistory(input)
  let events = 0
  await applyChangeSet(db, { ...dataset, regulations: history.baseline, baseline: true, reason: 'Baseline import' })
  let previous = new Map(history.baseline.map((r) => [r.id, JSON.stringify(r)]))
  for (const step of history.steps) {
    const changed = step.regulations.filter((r) => previous.get(r.id) !== JSON.stringify(r))
    for (const [state, group] of groupByState(changed)) {
      const reason = step.reasons[state] ?? (step.reasons.US ? `${FEDERAL_REASON}: ${step.reasons.US}` : FEDERAL_REASON)
      const result = await applyChangeSet(db, { reason, changedAt: step.date, regulations: group })
      events += result.events.length
    }
    previous = new Map(step.regulations.map((r) => [r.id, JSON.stringify(r)]))
  }
  const final = await applyChangeSet(db, { reason: 'Seed import', regulations: dataset.regulations })
  return { mode: 'initial', records: dataset.regulations.length, events: events + final.events.length }
}

function groupByState(records: RegulationRecord[]): Map<string, RegulationRecord[]> {
  const groups = new Map<string, RegulationRecord[]>()
  for (const record of records) groups.set(record.state, [...(groups.get(record.state) ?? []), record])
  return groups
}
