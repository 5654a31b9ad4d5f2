/**
 * The rows a snapshot is built from: read whole, or a patch of the regulations one change wrote
 * (with their whole changelog) applied to the rows before it. What one HTTP thread hands another.
 */
import { inArray } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import {
  bills,
  changelog,
  jurisdictions,
  productTypes,
  regulationBills,
  regulations,
  substances,
} from '../db/schema/index.ts'
import { billFromRow, changeFromRow, regulationFromRow } from '../db/rows.ts'
import type { ChangeEvent, Jurisdiction, ProductType, Regulation, Substance } from '../domain/types.ts'
import type { SnapshotData } from './snapshot.ts'

/** What a snapshot is built from, with its version: what one thread hands another. */
export interface SnapshotRows {
  data: SnapshotData
  version: number
}

/**
 * A change to records only, as a notice named it: the regulations it wrote, read again with their
 * whole changelog. Applied to the snapshot of version `from`, it makes version `from + 1`.
 */
export interface SnapshotPatch {
  from: number
  regulationIds: string[]
  regulations: Regulation[]
  changes: ChangeEvent[]
}

/** What a store publishes to the other threads, in order: whole rows, or a patch to the last ones. */
export type SnapshotUpdate = { rows: SnapshotRows } | { patch: SnapshotPatch }

/** `rows` with the patch's regulations and their changelog in place of what it held for them. */
export function patched(rows: SnapshotRows, patch: SnapshotPatch): SnapshotRows {
  const touched = new Set(patch.regulationIds)
  const data = rows.data
  return {
    version: patch.from + 1,
    data: {
      ...data,
      regulations: [...data.regulations.filter(r => !touched.has(r.id)), ...patch.regulations],
      changes: [...data.changes.filter(c => !touched.has(c.regulationId)), ...patch.changes],
    },
  }
}

/** Some regulations and their whole changelog, as the domain's records. */
export async function loadRecords(
  database: Database,
  ids: string[],
): Promise<Pick<SnapshotPatch, 'regulations' | 'changes'>> {
  if (ids.length === 0) return { regulations: [], changes: [] }
  const db = database.db
  const [r, c] = await Promise.all([
    db.select().from(regulations).where(inArray(regulations.id, ids)),
    db.select().from(changelog).where(inArray(changelog.regulationId, ids)),
  ])
  return { regulations: r.map(regulationFromRow), changes: c.map(changeFromRow) }
}

/** Every row a snapshot is built from, as the domain's plain records. */
export async function loadSnapshotData(database: Database): Promise<SnapshotData> {
  const db = database.db
  const [j, s, p, r, b, l, c] = await Promise.all([
    db.select().from(jurisdictions),
    db.select().from(substances),
    db.select().from(productTypes),
    db.select().from(regulations),
    db.select().from(bills),
    db.select().from(regulationBills),
    db.select().from(changelog),
  ])
  return {
    jurisdictions: j.map(row => ({ ...row, updatedAt: new Date(row.updatedAt).toISOString() }) as Jurisdiction),
    substances: s as Substance[],
    productTypes: p as ProductType[],
    regulations: r.map(regulationFromRow),
    bills: b.map(billFromRow),
    links: l,
    changes: c.map(changeFromRow),
  }
}
