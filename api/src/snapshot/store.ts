/**
 * Holds the current snapshot and rebuilds it when the change service NOTIFYs, so every API
 * instance on one database serves the same data within moments of a commit. Within an instance,
 * only the first HTTP thread reads the database: the others are handed the rows it loaded
 * (`published`, `replace`), so a change costs the database one load, not one per thread.
 */
import type { Database } from '../db/client.ts'
import { bills, changelog, jurisdictions, productTypes, regulationBills, regulations, substances } from '../db/schema/index.ts'
import { CHANGES_CHANNEL } from '../changes/service.ts'
import { billFromRow, changeFromRow, regulationFromRow } from '../changes/rows.ts'
import type { Jurisdiction, ProductType, Substance } from '../domain/types.ts'
import { buildSnapshot, type Snapshot, type SnapshotData } from './snapshot.ts'

/** What a snapshot is built from, with its version: what one thread hands another. */
export interface SnapshotRows {
  data: SnapshotData
  version: number
}

export class SnapshotStore {
  private snapshot: Snapshot
  private rows: SnapshotRows
  private reloading: Promise<void> | null = null
  private again = false
  private unlisten: (() => Promise<void>) | null = null
  private readonly listeners = new Set<(rows: SnapshotRows) => void>()

  private constructor(private readonly database: Database, rows: SnapshotRows) {
    this.rows = rows
    this.snapshot = buildSnapshot(rows.data, rows.version)
  }

  /** Loads from the database; with `listen`, reloads on every change NOTIFY. */
  static async open(database: Database, options: { listen?: boolean } = {}): Promise<SnapshotStore> {
    const store = new SnapshotStore(database, { data: await loadSnapshotData(database), version: 1 })
    if (options.listen !== false) store.unlisten = await database.listen(CHANGES_CHANNEL, () => void store.reload())
    return store
  }

  /** A store built from rows another thread loaded; it changes only through `replace`. */
  static fromRows(database: Database, rows: SnapshotRows): SnapshotStore {
    return new SnapshotStore(database, rows)
  }

  get current(): Snapshot {
    return this.snapshot
  }

  /** The rows of the current snapshot. */
  get latest(): SnapshotRows {
    return this.rows
  }

  /** Calls `listener` with the rows of every snapshot loaded from now on. */
  published(listener: (rows: SnapshotRows) => void): void {
    this.listeners.add(listener)
  }

  /** Serves the snapshot of rows another thread loaded, unless it is older than the current one. */
  replace(rows: SnapshotRows): void {
    if (rows.version <= this.rows.version) return
    this.snapshot = buildSnapshot(rows.data, rows.version)
    this.rows = rows
  }

  /** Rebuilds now; concurrent calls coalesce into one more rebuild. */
  reload(): Promise<void> {
    if (this.reloading) {
      this.again = true
      return this.reloading
    }
    this.reloading = (async () => {
      do {
        this.again = false
        try {
          const rows = { data: await loadSnapshotData(this.database), version: this.rows.version + 1 }
          this.snapshot = buildSnapshot(rows.data, rows.version)
          this.rows = rows
          for (const listener of this.listeners) listener(rows)
        } catch (error) {
          console.error('[snapshot] reload failed; serving the previous snapshot', error)
        }
      } while (this.again)
    })().finally(() => {
      this.reloading = null
    })
    return this.reloading
  }

  async close(): Promise<void> {
    await this.unlisten?.()
  }
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
    jurisdictions: j.map((row) => ({ ...row, updatedAt: new Date(row.updatedAt).toISOString() }) as Jurisdiction),
    substances: s as Substance[],
    productTypes: p as ProductType[],
    regulations: r.map(regulationFromRow),
    bills: b.map(billFromRow),
    links: l,
    changes: c.map(changeFromRow),
  }
}
