/**
 * The playground demo key's settings as the operator sets them (/ops/playground), read from
 * Postgres and remembered for a second: every instance follows a change within that second, and a
 * demo request costs no query. No row means the playground is off; the embedded default starts it
 * on, with a generated key and the service's own origin allowed (`ensureEmbeddedDefault`).
 */
import { eq } from 'drizzle-orm'
import type { Database, Db } from '../db/client.ts'
import { playgroundSettings } from '../db/schema/index.ts'
import { withDeadline } from '../lib/deadline.ts'
import { generateDemoKey } from '../lib/keys.ts'

export interface PlaygroundConfig {
  enabled: boolean
  demoKey: string | null
  allowedOrigins: string[]
  perIpHourly: number
  perIpDaily: number
  globalHourly: number
  updatedAt: string | null
}

export type PlaygroundPatch = Partial<
  Pick<PlaygroundConfig, 'enabled' | 'allowedOrigins' | 'perIpHourly' | 'perIpDaily' | 'globalHourly'>
>

const OFF: PlaygroundConfig = {
  enabled: false,
  demoKey: null,
  allowedOrigins: [],
  perIpHourly: 60,
  perIpDaily: 300,
  globalHourly: 5000,
  updatedAt: null,
}

const FRESH_MS = 1000

type Row = typeof playgroundSettings.$inferSelect

const configOf = (row: Row | undefined): PlaygroundConfig =>
  row
    ? {
        enabled: row.enabled,
        demoKey: row.demoKey,
        allowedOrigins: row.allowedOrigins,
        perIpHourly: row.perIpHourly,
        perIpDaily: row.perIpDaily,
        globalHourly: row.globalHourly,
        updatedAt: row.updatedAt,
      }
    : OFF

export class PlaygroundSettings {
  private known: PlaygroundConfig | null = null
  private readAt = 0
  private pending: Promise<PlaygroundConfig> | null = null

  constructor(
    private readonly database: Database,
    private readonly timeoutMs = 1500,
  ) {}

  /** The settings, remembered for a second; the last known ones while the database does not answer. */
  current(): PlaygroundConfig | Promise<PlaygroundConfig> {
    if (this.known && Date.now() - this.readAt < FRESH_MS) return this.known
    this.pending ??= this.read().then(
      config => {
        this.pending = null
        return config
      },
      error => {
        this.pending = null
        if (this.known) return this.known
        throw error
      },
    )
    return this.pending
  }

  /** Reads the settings now (and remembers them, unless read inside a transaction not yet committed). */
  async read(db?: Db): Promise<PlaygroundConfig> {
    const [row] = await withDeadline(
      (db ?? this.database.db).select().from(playgroundSettings).where(eq(playgroundSettings.id, 1)),
      this.timeoutMs,
    )
    return db ? configOf(row) : this.remember(configOf(row))
  }

  /** After a committed change: the next request reads the settings again. */
  forget(): void {
    this.readAt = 0
    this.known = null
  }

  /** Changes the settings in `tx` (the operator's audited transaction); before and after. */
  async update(tx: Db, patch: PlaygroundPatch): Promise<{ before: PlaygroundConfig; after: PlaygroundConfig }> {
    const before = await this.read(tx)
    const [row] = await tx
      .insert(playgroundSettings)
      .values({ id: 1, ...patch })
      .onConflictDoUpdate({ target: playgroundSettings.id, set: { ...patch, updatedAt: new Date().toISOString() } })
      .returning()
    return { before, after: configOf(row) }
  }

  /** Replaces the demo key with a new one (the old one stops at once, on every instance within a second). */
  async rotate(tx: Db): Promise<{ before: PlaygroundConfig; after: PlaygroundConfig }> {
    const before = await this.read(tx)
    const demoKey = generateDemoKey()
    const [row] = await tx
      .insert(playgroundSettings)
      .values({ id: 1, demoKey })
      .onConflictDoUpdate({ target: playgroundSettings.id, set: { demoKey, updatedAt: new Date().toISOString() } })
      .returning()
    return { before, after: configOf(row) }
  }

  /**
   * On the embedded database a fresh install has the playground on, with a generated key and the
   * service's own origin allowed, so /playground works out of the box. Settings already there stay.
   */
  async ensureEmbeddedDefault(ownOrigin: string): Promise<void> {
    await this.database.db
      .insert(playgroundSettings)
      .values({ id: 1, enabled: true, demoKey: generateDemoKey(), allowedOrigins: [ownOrigin] })
      .onConflictDoNothing()
    await this.read()
  }

  private remember(config: PlaygroundConfig): PlaygroundConfig {
    this.known = config
    this.readAt = Date.now()
    return config
  }
}
