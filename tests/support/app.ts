/**
 * An in-process HempData for tests: real Postgres (embedded PGlite in memory, or a fresh database
 * on the server named by TEST_DATABASE_URL), real migrations and seed, Redis when TEST_REDIS_URL is set.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import postgres from 'postgres'
import { createApp } from '../../api/src/app.ts'
import { openDatabase, wrapEmbedded, type Database } from '../../api/src/db/client.ts'
import { MIGRATIONS_FOLDER, migrateDatabase } from '../../api/src/db/migrate.ts'
import { compileDataset } from '../../seeds/compile.ts'
import { loadSeeds } from '../../api/src/changes/seed-import.ts'
import { seedInput } from '../../seeds/index.ts'
import { boot, type Services } from '../../api/src/server/boot.ts'
import { readEnv } from '../../api/src/env.ts'

export const ADMIN_SECRET = 'test-admin-secret-0123456789'
export const TEST_SECRET_KEY = '7f3a9c2e5b8d1f4a6c0e9b2d5f8a1c4e7b0d3f6a9c2e5b8d1f4a6c0e9b2d5f8a'

export interface TestResponse {
  status: number
  headers: Headers
  body: any
  text: string
}

export type Requester = (path: string, init?: RequestInit & { key?: string }) => Promise<TestResponse>

/** Requests to an app in process, a key sent as a bearer token, the body parsed when it is JSON. */
export function requester(app: { handle: (request: Request) => Response | Promise<Response> }): Requester {
  return async (path, init = {}) => {
    const headers = new Headers(init.headers)
    if (init.key) headers.set('authorization', `Bearer ${init.key}`)
    const response = await app.handle(new Request(`http://localhost${path}`, { ...init, headers }))
    const text = await response.text()
    let body: any = text
    try {
      body = JSON.parse(text)
    } catch {}
    return { status: response.status, headers: response.headers, body, text }
  }
}

export interface TestApp {
  services: Services
  app: ReturnType<typeof createApp>
  request(path: string, init?: RequestInit & { key?: string }): Promise<TestResponse>
  get(path: string, key?: string, headers?: Record<string, string>): Promise<TestResponse>
  /** A new account on `tier` and a key of `kind`; returns the key in clear. */
  key(
    tier?: string,
    options?: { kind?: 'secret' | 'publishable'; states?: string[]; rateLimitPerMinute?: number },
  ): Promise<string>
  close(): Promise<void>
}

let serial = 0

/** One migrated and seeded embedded database per test process; every test app gets a clone. */
let template: Promise<PGlite> | null = null

function embeddedTemplate(): Promise<PGlite> {
  template ??= (async () => {
    const client = new PGlite()
    await client.waitReady
    const database = wrapEmbedded(client)
    await migrateDatabase(database)
    await loadSeeds(database.db, seedInput)
    return client
  })()
  return template
}

/**
 * Server databases are cloned from a template that is migrated and seeded once and reused while the
 * migrations and the seed files are unchanged (its name carries their hash).
 */
let serverTemplate: Promise<string> | null = null

function templateName(): string {
  const hash = createHash('sha1')
  for (const file of readdirSync(MIGRATIONS_FOLDER).sort())
    if (file.endsWith('.sql')) hash.update(readFileSync(join(MIGRATIONS_FOLDER, file)))
  hash.update(JSON.stringify(compileDataset(seedInput)))
  return `hd_tpl_${hash.digest('hex').slice(0, 16)}`
}

/** The template's name with its birth time (base 36 seconds), so stale ones can be told by age. */
const stamped = (name: string): string => `${name}_${Math.floor(Date.now() / 1000).toString(36)}`

const withDatabase = (url: string, name: string): string => {
  const target = new URL(url)
  target.pathname = `/${name}`
  return target.toString()
}

async function prepareTemplate(url: string): Promise<string> {
  const name = templateName()
  const admin = postgres(url, { max: 1, onnotice: () => {} })
  try {
    const [ready] =
      await admin`select datname from pg_database where datname like ${`${name}_%`} and datistemplate order by datname desc limit 1`
    if (ready) return ready.datname as string
    // Templates of other migrations or seeds are dropped once a day old: a run of another checkout
    // on the same server may still be cloning from one made minutes ago.
    const born = (stale: string): number => Number.parseInt(stale.split('_')[3] ?? '0', 36) * 1000
    for (const stale of await admin`select datname from pg_database where datname like 'hd_tpl_%'`) {
      if (Date.now() - born(stale.datname) < 86_400_000) continue
      await admin.unsafe(`update pg_database set datistemplate = false where datname = '${stale.datname}'`)
      await admin.unsafe(`drop database if exists ${stale.datname} with (force)`)
    }
    const made = stamped(name)
    await admin.unsafe(`create database ${made}`)
    const database = await openDatabase({ databaseUrl: withDatabase(url, made) })
    await migrateDatabase(database)
    await loadSeeds(database.db, seedInput)
    await database.close()
    await admin.unsafe(`update pg_database set datistemplate = true where datname = '${made}'`)
    return made
  } finally {
    await admin.end()
  }
}

async function freshServerDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  serverTemplate ??= prepareTemplate(url)
  const template = await serverTemplate
  const name = `hd_test_${process.pid}_${Date.now().toString(36)}_${serial++}`
  const admin = postgres(url, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database ${name} template ${template}`)
  await admin.end()
  return {
    url: withDatabase(url, name),
    drop: async () => {
      const cleanup = postgres(url, { max: 1, onnotice: () => {} })
      await cleanup.unsafe(`drop database if exists ${name} with (force)`)
      await cleanup.end()
    },
  }
}

/**
 * A migrated database with nothing in it, on the driver under test (in memory, or a new database
 * on the server): for tests of seeding itself.
 */
export async function emptyDatabase(): Promise<{ database: Database; close: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL
  if (!url) {
    const database = wrapEmbedded(await PGlite.create())
    await migrateDatabase(database)
    return { database, close: () => database.close() }
  }
  const name = `hd_empty_${process.pid}_${Date.now().toString(36)}_${serial++}`
  const admin = postgres(url, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database ${name}`)
  await admin.end()
  const database = await openDatabase({ databaseUrl: withDatabase(url, name) })
  await migrateDatabase(database)
  return {
    database,
    close: async () => {
      await database.close()
      const cleanup = postgres(url, { max: 1, onnotice: () => {} })
      await cleanup.unsafe(`drop database if exists ${name} with (force)`)
      await cleanup.end()
    },
  }
}

export interface TestAppOptions {
  variant?: 'nested' | 'column'
  env?: Record<string, string>
  /** Rewrites the server database URL, e.g. to go through a fault-injecting proxy. */
  through?: (databaseUrl: string) => string
  /** The namespace of rate-limit counters: two apps given the same one on one Redis act as two instances of one deployment. */
  rateLimitPrefix?: string
}

export async function testApp(options: TestAppOptions = {}): Promise<TestApp> {
  const server = process.env.TEST_DATABASE_URL ? await freshServerDatabase(process.env.TEST_DATABASE_URL) : null
  const env = readEnv({
    HD_API_VARIANT: options.variant ?? 'nested',
    HD_ADMIN_SECRET: ADMIN_SECRET,
    HD_DEV_KEY: 'false',
    // Webhook secrets are sealed with this key, not one generated into a data folder.
    HD_SECRET_KEY: TEST_SECRET_KEY,
    ...(server ? { DATABASE_URL: options.through ? options.through(server.url) : server.url } : {}),
    ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    ...options.env,
  })
  const database = server ? undefined : wrapEmbedded((await (await embeddedTemplate()).clone()) as PGlite)
  const services = await boot(env, {
    inMemory: true,
    database,
    rateLimitPrefix: options.rateLimitPrefix ?? `hd_test_${process.pid}_${serial++}_${Date.now()}`,
  })
  const app = createApp(services)
  let accounts = 0

  const request = requester(app)

  return {
    services,
    app,
    request,
    get: (path, key, headers) => request(path, { key, headers }),
    async key(tier = services.profile.topTier, opts = {}) {
      const account = await services.accounts.createAccount({
        name: `Test ${accounts}`,
        email: `test${accounts++}-${Date.now()}@example.com`,
        tier,
        states: opts.states,
        rateLimitPerMinute: opts.rateLimitPerMinute ?? 100_000,
      })
      return (await services.accounts.createKey(account.id, { kind: opts.kind ?? 'secret' })).secret
    },
    async close() {
      await services.close()
      await server?.drop()
    },
  }
}
