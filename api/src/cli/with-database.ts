/**
 * The database the command-line tools work on: the server's own (DATABASE_URL, or the embedded
 * HD_DATA_DIR held against a running server), migrated, closed and released when `work` is done.
 * A failure prints `<tool>: <message>` and exits 1.
 */
import type { Database } from '../db/client.ts'
import { openDatabase } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { type Env, readEnv } from '../env.ts'
import { hold } from '../server/data-dir-lock.ts'

export function withDatabase(tool: string, work: (database: Database, env: Env) => Promise<void>): void {
  const run = async () => {
    const env = readEnv()
    const release = env.databaseUrl ? () => {} : hold(env.dataDir)
    const database = await openDatabase({
      databaseUrl: env.databaseUrl,
      dataDir: env.dataDir,
      timeoutMs: env.dbTimeoutMs,
    })
    try {
      await migrateDatabase(database)
      await work(database, env)
    } finally {
      await database.close()
      release()
    }
  }
  run().catch(error => {
    if (!(error instanceof Error)) throw error
    console.error(`${tool}: ${error.message}`)
    process.exit(1)
  })
}
