/** Builds the running service from its settings: database, migrations, seed, snapshot, keys, limits. */
import { AccountViews } from '../accounts/account-views.ts'
import { AccountService } from '../accounts/service.ts'
import { Sessions } from '../accounts/sessions.ts'
import { UsageCounter } from '../accounts/usage-counter.ts'
import { PlaygroundSettings } from '../accounts/playground-settings.ts'
import { openDatabase, type Database } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { VersionWatch } from '../db/versions.ts'
import type { AppDeps } from '../http/deps.ts'
import type { Env } from '../env.ts'
import { IpDatabase } from '../engines/geo/ip-database.ts'
import { ResponseCache } from '../http/response-cache.ts'
import { securityHeaders } from '../http/security-headers.ts'
import { ClientIpResolver } from '../lib/client-ip.ts'
import { MonthlyAllowance } from '../limits/monthly-allowance.ts'
import { RateLimits, type LimitsMemory } from '../limits/rate-limits.ts'
import type { SnapshotRows } from '../snapshot/rows.ts'
import { SnapshotStore } from '../snapshot/store.ts'
import { PROFILES } from '../variants/index.ts'
import { secretBoxFor, type SecretBox } from '../lib/secret-box.ts'
import { outboundPolicy } from '../webhooks/address-policy.ts'
import { ReceiptService } from '../receipts/index.ts'
import { loadSeeds, type LoadSummary } from '../changes/seed-import.ts'
import type { SeedInput } from '../../../seeds/compile.ts'

const SEED_LOCK = 724_5372

export interface Services extends AppDeps {
  seeded: LoadSummary | null
  close(): Promise<void>
}

export interface BootOptions {
  /** Keep the database in memory (tests); otherwise HD_DATA_DIR holds it. */
  inMemory?: boolean
  /** Re-import the seed files even when the database already has data. */
  reimport?: boolean
  /** Namespace for rate-limit counters in Redis. */
  rateLimitPrefix?: string
  /** Follow changes: NOTIFY and the data versions read every second (off only for one-shot tools). */
  listen?: boolean
  /** The dataset to load; the curated seeds by default. */
  seeds?: SeedInput
  /** An already open database (tests hand in clones of a prepared one; HTTP threads, the first thread's). */
  database?: Database
  /** Apply migrations (off in HTTP threads after the first, which has already). */
  migrate?: boolean
  /** The rate-limit memory of the process's first HTTP thread (see RateLimits.sharedMemory). */
  counters?: LimitsMemory
  /** The rows of the first HTTP thread's snapshot: the store is built from them, and replaced by it (see SnapshotStore). */
  snapshot?: SnapshotRows
}

export async function boot(env: Env, options: BootOptions = {}): Promise<Services> {
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: env.databaseUrl,
      dataDir: options.inMemory ? undefined : env.dataDir,
      timeoutMs: env.dbTimeoutMs,
    }))
  if (options.migrate !== false) await migrateDatabase(database)
  let seeded: LoadSummary | null = null
  if (env.seedOnStart && options.migrate !== false) {
    seeded = await database.withLock(SEED_LOCK, async () => {
      const input = options.seeds ?? (await import('../../../seeds/index.ts')).seedInput
      const summary = await loadSeeds(database.db, input, { onlyIfEmpty: !options.reimport })
      return summary
    })
  }
  const profile = PROFILES[env.variant]
  const watch = options.listen === false ? undefined : new VersionWatch(database)
  // Only the first HTTP thread loads and follows the snapshot; the others are handed its rows.
  const store = options.snapshot
    ? SnapshotStore.fromRows(database, options.snapshot)
    : await SnapshotStore.open(database, { watch })
  const accounts = new AccountService(database, profile, env.dbTimeoutMs, { graceMs: env.keyGraceMs })
  await accounts.listen(watch)
  const limits = await RateLimits.create(env.redisUrl, options.rateLimitPrefix ?? env.rateLimitPrefix, options.counters)
  const allowance = new MonthlyAllowance(database, env.dbTimeoutMs)
  const playground = new PlaygroundSettings(database, env.dbTimeoutMs)
  // Out of the box (the embedded database) the playground is on, for the service's own pages.
  if (env.databaseUrl === null && options.migrate !== false)
    await playground.ensureEmbeddedDefault(new URL(env.publicUrl).origin)
  const usage = new UsageCounter(database)
  const sessions = new Sessions(database)
  const views = new AccountViews(database)
  if (options.listen !== false) {
    usage.start()
    await sessions.listen()
    await views.listen()
  }
  let box: SecretBox | null = null
  const secretBox = () => (box ??= secretBoxFor(env))
  return {
    env,
    database,
    store,
    accounts,
    sessions,
    views,
    usage,
    limits,
    playground,
    allowance,
    profile,
    seeded,
    clientIp: new ClientIpResolver(env.trustedProxies),
    responses: new ResponseCache(),
    security: securityHeaders(env),
    geo: new IpDatabase(),
    secretBox,
    receipts: new ReceiptService(database, secretBox),
    outbound: outboundPolicy({ allowNetworks: env.webhookAllowNetworks }),
    async close() {
      watch?.stop()
      await usage.close()
      await sessions.close()
      await views.close()
      await store.close()
      await accounts.close()
      await limits.close()
      await allowance.close()
      await database.close()
    },
  }
}
