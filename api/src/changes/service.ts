/**
 * The one write path for regulatory data. In a single transaction it writes the records, the
 * changelog rows for what changed (the contract's event types), an outbox row per event for
 * webhook delivery, and a NOTIFY that every API instance's snapshot listens to (delivered on commit).
 */
import { getTableColumns, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import {
  bills,
  changelog,
  jurisdictions,
  outbox,
  productTypes,
  regulationBills,
  regulations,
  substances,
} from '../db/schema/index.ts'
import { CONFIDENCE_EVENT_THRESHOLD, diffRegulations, type DiffPart } from '../domain/diff.ts'
import type {
  Bill,
  BillLink,
  ChangeEvent,
  Jurisdiction,
  ProductType,
  RegulationRecord,
  Substance,
} from '../domain/types.ts'
import { CHANGES_CHANNEL, OUTBOX_CHANNEL, recordsNotice, versionedTransaction } from '../db/versions.ts'
import { newUuid } from '../lib/ids.ts'
import { changeEventFor, isDeliverable, webhookPayload } from './events.ts'
import { regulationFromRow, regulationToRow } from '../db/rows.ts'

export interface ChangeSet {
  reason: string
  /** When the rule changed in law; defaults to now. */
  changedAt?: string
  regulations?: RegulationRecord[]
  bills?: Bill[]
  links?: BillLink[]
  jurisdictions?: Jurisdiction[]
  substances?: Substance[]
  productTypes?: ProductType[]
  /** The first load of a dataset is its baseline: records are written without `new_regulation` events. */
  baseline?: boolean
  /**
   * An operator's edit: every field it changes is stored (a record that differs in any stored field
   * is written, even with no event to announce), and a confidence move too small for an event of its
   * own is still recorded in the changelog, without a webhook delivery (events.ts `isDeliverable`).
   */
  everyChange?: boolean
}

export interface ChangeOptions {
  /**
   * A time (ms since the epoch) after which the change must not be committed: a request that has
   * already answered 503 rolls back instead of landing later. Checked as the transaction starts and
   * again just before it commits.
   */
  notAfter?: number
}

export interface ChangeResult {
  inserted: number
  updated: number
  unchanged: number
  events: ChangeEvent[]
}

const CHUNK = 400

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK))
  return out
}

/**
 * Applies `set` in one transaction, with the data version bump and NOTIFY of db/versions.ts. Inside
 * a transaction already (a first seed), it runs as a savepoint and commits with the enclosing one.
 */
export async function applyChangeSet(db: Db, set: ChangeSet, options: ChangeOptions = {}): Promise<ChangeResult> {
  const now = new Date().toISOString()
  const changedAt = set.changedAt ? new Date(set.changedAt).toISOString() : now
  // Anything beyond records and their changelog asks every snapshot to reload whole.
  const beyondRecords = Boolean(
    set.bills?.length ||
      set.links?.length ||
      set.jurisdictions?.length ||
      set.substances?.length ||
      set.productTypes?.length,
  )
  const touched: string[] = []
  return versionedTransaction(
    db,
    {
      version: 'changes',
      channel: CHANGES_CHANNEL,
      changed: result => beyondRecords || result.inserted + result.updated + result.events.length > 0,
      details: () => (beyondRecords ? {} : recordsNotice(touched)),
      notAfter: options.notAfter,
    },
    async tx => {
      await upsertCatalog(tx, set)
      const result: ChangeResult = { inserted: 0, updated: 0, unchanged: 0, events: [] }
      const incoming = set.regulations ?? []
      const existing = new Map<string, ReturnType<typeof regulationFromRow>>()
      for (const part of chunks(incoming.map(r => r.id))) {
        const rows = await tx.select().from(regulations).where(inArray(regulations.id, part))
        for (const row of rows) existing.set(row.id, regulationFromRow(row))
      }
      const inserts: RegulationRecord[] = []
      // By id: a record given twice is written as its last version, as one UPDATE after another would.
      const updates = new Map<string, RegulationRecord>()
      for (const record of incoming) {
        const before = existing.get(record.id)
        const after = { ...record, createdAt: before?.createdAt ?? now, updatedAt: now }
        if (!before) {
          inserts.push(record)
          result.inserted++
          if (!set.baseline) {
            const part: DiffPart = {
              eventType: 'new_regulation',
              fields: [{ field: 'legal_status', oldValue: null, newValue: record.legalStatus }],
            }
            result.events.push(changeEventFor(null, after, part, set.reason, changedAt, now))
          }
          continue
        }
        const parts = diffRegulations(before, after)
        if (set.everyChange) parts.push(...minorConfidenceMove(before, after))
        if (parts.length === 0 && !(set.everyChange && storedDiffers(before, record, now))) {
          result.unchanged++
          continue
        }
        result.updated++
        updates.set(record.id, record)
        for (const part of parts) result.events.push(changeEventFor(before, after, part, set.reason, changedAt, now))
      }
      touched.push(...updates.keys(), ...inserts.map(r => r.id))
      for (const part of chunks([...updates.values()])) await updateRegulations(tx, part, now)
      for (const part of chunks(inserts)) await tx.insert(regulations).values(part.map(r => regulationToRow(r, now)))
      result.events.push(...(await applyBills(tx, set, changedAt, now)))
      await recordEvents(tx, result.events)
      return result
    },
  )
}

/** A confidence move at or under the event threshold: a changelog entry of its own, not delivered. */
function minorConfidenceMove(before: { confidence: number }, after: { confidence: number }): DiffPart[] {
  const move = Math.abs(before.confidence - after.confidence)
  if (move === 0 || move > CONFIDENCE_EVENT_THRESHOLD) return []
  return [
    {
      eventType: 'confidence_changed',
      fields: [{ field: 'confidence_score', oldValue: before.confidence, newValue: after.confidence }],
    },
  ]
}

/** Whether writing `record` would change any stored column of `before` (timestamps and the verification stamp aside). */
function storedDiffers(before: RegulationRecord, record: RegulationRecord, now: string): boolean {
  const same = { ...before, lastVerified: record.lastVerified }
  return JSON.stringify(regulationToRow(same, now)) !== JSON.stringify(regulationToRow(record, now))
}

/** Every column a changed record rewrites: all but its id and when it was first written. */
const UPDATED_COLUMNS = Object.fromEntries(
  Object.entries(getTableColumns(regulations))
    .filter(([key]) => key !== 'id' && key !== 'createdAt')
    .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
)

/**
 * Rewrites existing records, a chunk in one statement: a first seed replays hundreds of historical
 * changes, and one UPDATE per record was most of its time. Every id here exists, so each row takes
 * the conflict branch, which keeps its `created_at`.
 */
async function updateRegulations(tx: Db, records: RegulationRecord[], now: string): Promise<void> {
  await tx
    .insert(regulations)
    .values(records.map(r => regulationToRow(r, now)))
    .onConflictDoUpdate({ target: regulations.id, set: UPDATED_COLUMNS })
}

async function upsertCatalog(tx: Db, set: ChangeSet): Promise<void> {
  for (const j of set.jurisdictions ?? []) {
    await tx
      .insert(jurisdictions)
      .values(j)
      .onConflictDoUpdate({ target: jurisdictions.code, set: { ...j } })
  }
  for (const s of set.substances ?? []) {
    await tx
      .insert(substances)
      .values(s)
      .onConflictDoUpdate({ target: substances.id, set: { ...s } })
  }
  for (const p of set.productTypes ?? []) {
    await tx
      .insert(productTypes)
      .values(p)
      .onConflictDoUpdate({ target: productTypes.id, set: { ...p } })
  }
}

/** Upserts bills and adds new links; each new link of a bill to a rule is a `bill_linked` event. */
async function applyBills(tx: Db, set: ChangeSet, changedAt: string, now: string): Promise<ChangeEvent[]> {
  for (const bill of set.bills ?? []) {
    await tx
      .insert(bills)
      .values(bill)
      .onConflictDoUpdate({ target: bills.billId, set: { ...bill } })
  }
  const events: ChangeEvent[] = []
  for (const part of chunks(set.links ?? [])) {
    const added = await tx.insert(regulationBills).values(part).onConflictDoNothing().returning()
    if (set.baseline || added.length === 0) continue
    const rows = await tx
      .select()
      .from(regulations)
      .where(inArray(regulations.id, [...new Set(added.map(a => a.regulationId))]))
    const byId = new Map(rows.map(row => [row.id, regulationFromRow(row)]))
    for (const link of added) {
      const regulation = byId.get(link.regulationId)
      if (!regulation) continue
      const fields = [{ field: 'related_bills', oldValue: null, newValue: link.billId }]
      events.push(
        changeEventFor(regulation, regulation, { eventType: 'bill_linked', fields }, set.reason, changedAt, now),
      )
    }
  }
  return events
}

/** Writes changelog rows and, for every event but `source_added`, an outbox row with its webhook body. */
export async function recordEvents(tx: Db, events: ChangeEvent[]): Promise<void> {
  const codes = [...new Set(events.map(event => event.state))]
  const names = new Map<string, string>()
  for (const part of chunks(codes)) {
    const rows = await tx
      .select({ code: jurisdictions.code, name: jurisdictions.name })
      .from(jurisdictions)
      .where(inArray(jurisdictions.code, part))
    for (const row of rows) names.set(row.code, row.name)
  }
  for (const part of chunks(events)) {
    await tx.insert(changelog).values(part)
    const deliverable = part.filter(isDeliverable)
    if (deliverable.length > 0) {
      await tx.insert(outbox).values(
        deliverable.map(event => ({
          id: newUuid(),
          topic: event.eventType,
          payload: webhookPayload(event, names.get(event.state) ?? event.state),
        })),
      )
    }
  }
  if (events.some(isDeliverable)) await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`)
}
