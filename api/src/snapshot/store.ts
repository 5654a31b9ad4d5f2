/**
 * Holds the current snapshot and keeps it up with the change service's NOTIFYs, so every API
 * instance on one database serves the same data within moments of a commit. A notice that names
 * the records its change wrote is patched in (those records and their changelog read again); any
 * other, or one after a version this store never heard of, reloads whole. A NOTIFY missed while the
 * subscription was down is made up for twice over: the snapshot is reloaded whenever the
 * subscription is back, and whenever the data version read every second differs from the one it
 * holds (db/versions.ts). Within an instance, only the first HTTP thread reads the database: the
 * others are handed its updates in order (`published`, `apply`), so a change costs the database one
 * read, not one per thread.
 */
import type { Database } from '../db/client.ts'
import { logFailure } from '../lib/log.ts'
import {
  CHANGES_CHANNEL,
  type ChangeNotice,
  noticedRegulations,
  readNotice,
  readVersion,
  type VersionWatch,
} from '../db/versions.ts'
import { loadRecords, loadSnapshotData, patched, type SnapshotRows, type SnapshotUpdate } from './rows.ts'
import { buildSnapshot, type Snapshot } from './snapshot.ts'

export class SnapshotStore {
  private snapshot: Snapshot
  private rows: SnapshotRows
  private reloading: Promise<void> | null = null
  /** A whole reload is asked for; notices that came and are not applied yet. */
  private wholeWanted = false
  private notices: ChangeNotice[] = []
  private unlisten: (() => Promise<void>) | null = null
  private readonly listeners = new Set<(update: SnapshotUpdate) => void>()
  /** The data version the current snapshot was loaded at, and the one a load under way reads (-1: not read yet). */
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
   * Loads from the database. With a `watch`, it follows every change NOTIFY (a change to records
   * only re-reads those records; anything else reloads whole), reloads whole every time the
   * subscription is back after it was lost, and when the watched data version moves past it.
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
      payload => store.noticed(payload),
      () => {
        if (subscribed) void store.reload()
        subscribed = true
      },
    )
    watch.watch('changes', current => store.follow(current))
    return store
  }

  /** A store built from rows another thread loaded; it changes only through `apply`. */
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

  /** Calls `listener` with every update of the snapshot from now on, in order. */
  published(listener: (update: SnapshotUpdate) => void): void {
    this.listeners.add(listener)
  }

  /** Serves what another thread loaded: its rows unless older than the current ones, or its patch to them. */
  apply(update: SnapshotUpdate): void {
    if ('rows' in update) {
      if (update.rows.version > this.rows.version) this.install(update.rows)
    } else if (update.patch.from === this.rows.version) {
      this.install(patched(this.rows, update.patch))
    } else {
      // Updates arrive in order from the version this thread started at, so this is a fault: say so.
      console.error(`[snapshot] a patch to version ${update.patch.from} reached version ${this.rows.version}`)
    }
  }

  /** Reloads whole now; calls during a load coalesce into one more load after it. */
  reload(): Promise<void> {
    this.wholeWanted = true
    return this.drain()
  }

  async close(): Promise<void> {
    await this.unlisten?.()
  }

  /** A change's NOTIFY: queued, applied in version order; one that is not a notice asks for a whole reload. */
  private noticed(payload: string): void {
    const notice = readNotice(payload)
    if (!notice) {
      void this.reload()
      return
    }
    this.notices.push(notice)
    void this.drain()
  }

  /** The version poll: reloads whole unless the snapshot, or what is under way or queued, is at least as new. */
  private follow(current: number): void {
    if (current === this.loadedVersion) return
    const coming = Math.max(this.loadingVersion, ...this.notices.map(notice => notice.version))
    if (this.reloading && (this.loadingVersion === -1 || current <= coming)) return
    void this.reload()
  }

  /** Works through what was asked, one load at a time: a whole reload first, else the next notice. */
  private drain(): Promise<void> {
    if (this.reloading) return this.reloading
    this.reloading = (async () => {
      while (this.wholeWanted || this.notices.length > 0) {
        try {
          if (this.wholeWanted) await this.loadWhole()
          else await this.follows(this.notices.shift()!)
        } catch (error) {
          // The version watch asks again once the database answers again.
          logFailure('[snapshot] reload failed; serving the previous snapshot', error)
          this.notices = []
          this.wholeWanted = false
        } finally {
          this.loadingVersion = -1
        }
      }
    })().finally(() => {
      this.reloading = null
    })
    return this.reloading
  }

  private async loadWhole(): Promise<void> {
    this.wholeWanted = false
    this.notices = []
    this.loadingVersion = await readVersion(this.database.db, 'changes')
    const rows = { data: await loadSnapshotData(this.database), version: this.rows.version + 1 }
    this.install(rows)
    this.loadedVersion = this.loadingVersion
    this.publish({ rows })
  }

  /** The next notice: patched in when it is the next version and names its records, else a whole reload. */
  private async follows(notice: ChangeNotice): Promise<void> {
    if (notice.version <= this.loadedVersion) return
    const ids = noticedRegulations(notice)
    if (notice.version !== this.loadedVersion + 1 || !ids) {
      this.wholeWanted = true
      return
    }
    this.loadingVersion = notice.version
    const patch = { from: this.rows.version, regulationIds: ids, ...(await loadRecords(this.database, ids)) }
    this.install(patched(this.rows, patch))
    this.loadedVersion = notice.version
    this.publish({ patch })
  }

  private install(rows: SnapshotRows): void {
    this.snapshot = buildSnapshot(rows.data, rows.version)
    this.rows = rows
  }

  private publish(update: SnapshotUpdate): void {
    for (const listener of this.listeners) listener(update)
  }
}
