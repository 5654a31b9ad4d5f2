/**
 * Databases for the worker and mail suites: migrated, without the seed, on the driver the run uses
 * (embedded PGlite in memory or in a folder, or a fresh database on TEST_DATABASE_URL's server).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { eq, sql } from 'drizzle-orm'
import postgres from 'postgres'
import { openDatabase, wrapEmbedded, type Database } from '../../api/src/db/client.ts'
import { migrateDatabase } from '../../api/src/db/migrate.ts'
import { jobs } from '../../api/src/db/schema/index.ts'

export const SERVER_URL = process.env.TEST_DATABASE_URL ?? null
export const DRIVER = SERVER_URL ? 'postgres' : 'pglite'

let serial = 0

export interface TestDatabase {
  database: Database
  /** What a separate process needs to reach the same database (stop `database` first on PGlite). */
  env: Record<string, string>
  /** Opens the database again (after a child process used the embedded folder). */
  reopen(): Promise<Database>
  close(): Promise<void>
}

const withName = (url: string, name: string): string => {
  const target = new URL(url)
  target.pathname = `/${name}`
  return target.toString()
}

/** A migrated database of its own. `folder`: on PGlite, kept in a temporary data folder (for child processes). */
export async function testDatabase(options: { folder?: boolean } = {}): Promise<TestDatabase> {
  if (SERVER_URL) {
    const name = `hd_jobs_${process.pid}_${Date.now().toString(36)}_${serial++}`
    const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} })
    await admin.unsafe(`create database ${name}`)
    await admin.end()
    const url = withName(SERVER_URL, name)
    let database = await openDatabase({ databaseUrl: url })
    await migrateDatabase(database)
    return {
      get database() {
        return database
      },
      env: { DATABASE_URL: url },
      reopen: async () => (database = await openDatabase({ databaseUrl: url })),
      async close() {
        await database.close().catch(() => {})
        const cleanup = postgres(SERVER_URL, { max: 1, onnotice: () => {} })
        await cleanup.unsafe(`drop database if exists ${name} with (force)`)
        await cleanup.end()
      },
    }
  }
  if (!options.folder) {
    const database = wrapEmbedded(await PGlite.create())
    await migrateDatabase(database)
    return { database, env: {}, reopen: async () => database, close: () => database.close() }
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'hd-jobs-'))
  let database = await openDatabase({ databaseUrl: null, dataDir })
  await migrateDatabase(database)
  return {
    get database() {
      return database
    },
    env: { HD_DATA_DIR: dataDir },
    reopen: async () => (database = await openDatabase({ databaseUrl: null, dataDir })),
    async close() {
      await database.close().catch(() => {})
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Where a service started as a process keeps its data: a fresh database on the server, or an empty data folder. */
export async function serviceStorage(prefix: string): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  if (SERVER_URL) {
    const database = await testDatabase()
    return { env: database.env, close: () => database.close() }
  }
  const dataDir = mkdtempSync(join(tmpdir(), prefix))
  return { env: { HD_DATA_DIR: dataDir }, close: async () => rmSync(dataDir, { recursive: true, force: true }) }
}

/** The job's row as stored. */
export async function jobRow(database: Database, id: number) {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id))
  return row
}

/** Jobs by state, e.g. `{ completed: 500 }`. */
export async function jobStates(database: Database): Promise<Record<string, number>> {
  const rows = await database.db
    .select({ state: jobs.state, count: sql<number>`count(*)::int` })
    .from(jobs)
    .groupBy(jobs.state)
  return Object.fromEntries(rows.map(row => [row.state, Number(row.count)]))
}

/** Waits until `check` holds, polling every 5 ms; fails after `timeoutMs`. */
export async function until(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
    await Bun.sleep(5)
  }
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}
