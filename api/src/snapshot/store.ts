/**
 * Holds the current snapshot and rebuilds it when the change service NOTIFYs, so every API
 * instance on one database serves the same data within moments of a commit.
 */
import type { Database } from '../db/client.ts'
import { bills, changelog, jurisdictions, productTypes, regulationBills, regulations, substances } from '../db/schema/index.ts'
import { CHANGES_CHANNEL } from '../changes/service.ts'
import { billFromRow, changeFromRow, regulationFromRow } from '../changes/rows.ts'
import type { Jurisdiction, ProductType, Substance } from '../domain/types.ts'
import { buildSnapshot, type Snapshot } from './snapshot.ts'

export class SnapshotStore {
  private snapshot: Snapshot
  private reloading: Promise<void> | null = null
  private again = false
  private unlisten: (() => Promise<void>) | null = null

  private constructor(private readonly database: Database, first: Snapshot) {
    this.snapshot = first
  }

  static async open(database: Database, options: { listen?: boolean } = {}): Promise<SnapshotStore> {
    const store = new SnapshotStore(database, await loadSnapshot(database, 1))
    if (options.listen !== false) store.unlisten = await database.listen(CHANGES_CHANNEL, () => void store.reload())
    return store
  }

  get current(): Snapshot {
    return this.snapshot
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
          this.snapshot = await loadSnapshot(this.database, this.snapshot.version + 1)
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

async function loadSnapshot(database: Database, version: number): Promise<Snapshot> {
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
  return buildSnapshot(
    {
      jurisdictions: j.map((row) => ({ ...row, updatedAt: new Date(row.updatedAt).toISOString() }) as Jurisdiction),
      substances: s as Substance[],
      productTypes: p as ProductType[],
      regulations: r.map(regulationFromRow),
      bills: b.map(billFromRow),
      links: l,
      changes: c.map(changeFromRow),
    },
    version,
  )
}
