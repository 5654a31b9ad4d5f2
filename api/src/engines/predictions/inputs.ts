/**
 * Extracts a state's model inputs from the snapshot: its records, the bills linked to them, its
 * change history condensed to days, the federal layer, and every state's history for the base rate.
 * Nothing here depends on the clock, so the same data always gives the same inputs and fingerprint.
 */
import { createHash } from 'node:crypto'
import {
  FEDERAL,
  SUBSTANCES,
  type Bill,
  type ChangeEvent,
  type Regulation,
  type SubstanceId,
} from '../../domain/types.ts'
import type { Snapshot } from '../../snapshot/snapshot.ts'
import { MODEL_VERSION, type BillInput, type ChangeDay, type ModelInputs, type RecordInput } from './types.ts'

/** Fields that only mirror federal law on a state's record: a change of these alone is not the state's own law moving. */
const FEDERAL_MIRROR_FIELDS = new Set(['federal_status', 'block_sale'])
const MATERIAL_EVENTS = new Set(['legal_status_changed', 'details_updated', 'new_regulation', 'regulation_expired'])

const substanceOrder = (list: Iterable<SubstanceId>): SubstanceId[] => SUBSTANCES.filter(s => new Set(list).has(s))

export const isMaterial = (change: ChangeEvent): boolean => MATERIAL_EVENTS.has(change.eventType)

/** A material entry that changed more than the federal status the record carries. */
export const isStateLawChange = (change: ChangeEvent): boolean =>
  isMaterial(change) && (change.fields.length === 0 || change.fields.some(f => !FEDERAL_MIRROR_FIELDS.has(f.field)))

function recordInput(r: Regulation): RecordInput {
  return {
    id: r.id,
    substance: r.substance,
    legalStatus: r.legalStatus,
    federalStatus: r.federalStatus,
    pendingChange: r.pendingChange,
    effectiveDate: r.effectiveDate.slice(0, 10),
    expiryDate: r.expiryDate?.slice(0, 10) ?? null,
  }
}

function billInput(snapshot: Snapshot, b: Bill): BillInput {
  const linked = (snapshot.linkedRegulations.get(b.billId) ?? []).map(id => snapshot.regulation.get(id)?.substance)
  return {
    id: b.billId,
    number: b.number,
    title: b.title,
    status: b.status,
    introducedDate: b.introducedDate.slice(0, 10),
    lastActionDate: b.lastActionDate.slice(0, 10),
    impact: b.impactSummary,
    detail: `${b.title}. ${b.description}`,
    substances: substanceOrder(linked.filter((s): s is SubstanceId => s !== undefined)),
  }
}

/** The state's material changelog entries grouped by day, oldest first. */
export function changeDays(changes: ChangeEvent[]): ChangeDay[] {
  const days = new Map<string, { substances: Set<SubstanceId>; stateLaw: boolean; first: ChangeEvent }>()
  for (const c of changes) {
    if (!isMaterial(c)) continue
    const date = c.changedAt.slice(0, 10)
    const day = days.get(date) ?? { substances: new Set<SubstanceId>(), stateLaw: false, first: c }
    day.substances.add(c.substance)
    day.stateLaw ||= isStateLawChange(c)
    if (c.id < day.first.id) day.first = c
    days.set(date, day)
  }
  return [...days]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, d]) => ({
      date,
      substances: substanceOrder(d.substances),
      stateLaw: d.stateLaw,
      reason: d.first.reason,
      referenceId: d.first.id,
    }))
}

const byId = <T extends { id: string }>(a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

/** Every state's own-law change days, computed once per snapshot. */
const stateLawDays = new WeakMap<Snapshot, { state: string; date: string }[]>()

function allStateLawChangeDays(snapshot: Snapshot): { state: string; date: string }[] {
  let days = stateLawDays.get(snapshot)
  if (!days) {
    const seen = new Set<string>()
    for (const c of snapshot.changes)
      if (c.state !== FEDERAL && isStateLawChange(c)) seen.add(`${c.state}|${c.changedAt.slice(0, 10)}`)
    days = [...seen]
      .sort()
      .map(key => ({ state: key.slice(0, key.indexOf('|')), date: key.slice(key.indexOf('|') + 1) }))
    stateLawDays.set(snapshot, days)
  }
  return days
}

function layer(snapshot: Snapshot, code: string) {
  const regs = snapshot.byState.get(code) ?? []
  return {
    records: regs.map(recordInput).sort(byId),
    bills: (snapshot.billsByState.get(code) ?? []).map(b => billInput(snapshot, b)).sort(byId),
    changes: changeDays(regs.flatMap(r => snapshot.changesByRegulation.get(r.id) ?? [])),
  }
}

/** The inputs for `code` (a state, DC, or US for the federal layer itself); null when the jurisdiction is unknown. */
export function inputsFor(snapshot: Snapshot, code: string): ModelInputs | null {
  const jurisdiction = snapshot.jurisdiction.get(code)
  if (!jurisdiction) return null
  const own = layer(snapshot, code)
  const regs = snapshot.byState.get(code) ?? []
  const federal = code === FEDERAL ? { records: [], bills: [], changes: [] } : layer(snapshot, FEDERAL)
  return {
    state: code,
    stateName: jurisdiction.name,
    substances: substanceOrder(regs.map(r => r.substance)),
    ...own,
    dataQuality: regs.length
      ? Math.round((regs.reduce((sum, r) => sum + r.confidence, 0) / regs.length) * 1000) / 1000
      : 0,
    federal,
    stateLawChangeDays: allStateLawChangeDays(snapshot),
    jurisdictionCount: snapshot.states.length,
  }
}

/**
 * The data version a cached forecast was computed from: the model version and a hash of its inputs.
 * Content-derived, so every instance agrees on it and any change to the state's data (or to any
 * state's history, which moves the base rate) invalidates the cache.
 */
export function fingerprint(inputs: ModelInputs): string {
  return `${MODEL_VERSION}:${createHash('sha256').update(JSON.stringify(inputs)).digest('hex').slice(0, 32)}`
}
