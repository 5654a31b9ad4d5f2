/**
 * Holds the current snapshot and rebuilds it when the change service NOTIFYs, so every API
 * instance on one database serves the same data within moments of a commit. A NOTIFY missed while
 * the subscription was down is made up for twice over: the snapshot is rebuilt whenever the
 * subscription is back, and whenever the data version read every second differs from the one it
 * was built from (db/versions.ts). Within an instance,
 * only the first HTTP thread reads the database: the others are handed the rows it loaded
 * (`published`, `replace`), so a change costs the database one load, not one per thread.
 */
import type { Database } from '../db/client.ts'
import { CHANGES_CHANNEL, readVersion, type VersionWatch } from '../db/versions.ts'
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
  /** The data version the current snapshot was loaded at, and the one a reload under way read. */
  private loadedVersion = -1
  private loadingVersion = -1

  private constructor(
    private readonly database: Database,
    rows: SnapshotRows,
  ) {
    this.rows = rows
    this.snapshot = buildSnapshot(rows.data, rows.version)
  }

  /**
   * Loads from the database. With a `watch`, it reloads on every change NOTIFY, every time the
   * subscription is back after it was lost, and when the watched data version moves.
   */
  static async open(database: Database, options: { watch?: VersionWatch } = {}): Promise<SnapshotStore> {
    // The version is read first: the data is at least that new, so a change in between only costs a reload.
    const version = await readVersion(database.db, 'changes')
    const store = new SnapshotStore(database, { data: await loadSnapshotData(database), version: 1 })
    store.loadedVersion = version
    const watch = options.watch
    if (!watch) return store
    let subscribed = false
    store.unlisten = await database.listen(
      CHANGES_CHANNEL,
      () => void store.reload(),
      () => {
        if (subscribed) void store.reload()
        subscribed = true
      },
    )
    watch.watch('changes', current => store.follow(current))
    return store
  }

  /** Reloads unless the snapshot, or the reload under way, is of data at least as new as `current`. */
  private follow(current: number): void {
    if (current === this.loadedVersion) return
    // A reload that has not read its version yet will load data at least this new.
    if (this.reloading && (this.loadingVersion === -1 || this.loadingVersion === current)) return
    void this.reload()
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
          this.loadingVersion = await readVersion(this.database.db, 'changes')
          const rows = { data: await loadSnapshotData(this.database), version: this.rows.version + 1 }
          this.snapshot = buildSnapshot(rows.data, rows.version)
          this.rows = rows
          this.loadedVersion = this.loadingVersion
          for (const listener of this.listeners) listener(rows)
        } catch (error) {
          // The version watch retries once the database answers again.
          console.error('[snapshot] reload failed; serving the previous snapshot', error)
        } finally {
          this.loadingVersion = -1
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
    jurisdictions: j.map(row => ({ ...row, updatedAt: new Date(row.updatedAt).toISOString() }) as Jurisdiction),
    substances: s as Substance[],
    productTypes: p as ProductType[],
    regulations: r.map(regulationFromRow),
    bills: b.map(billFromRow),
    links: l,
    changes: c.map(changeFromRow),
  }
}
