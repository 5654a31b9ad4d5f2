/**
 * An in-process HempData for tests: real Postgres (embedded PGlite in memory, or a fresh database
 * on the server named by TEST_DATABASE_URL), real migrations and seed, Redis when TEST_REDIS_URL is set.
 */
import { PGlite } from '@electric-sql/pglite'
import postgres from 'postgres'
import { createApp } from '../../api/src/app.ts'
import { wrapEmbedded } from '../../api/src/db/client.ts'
import { migrateDatabase } from '../../api/src/db/migrate.ts'
import { loadSeeds } from '../../seeds/load.ts'
import { seedInput } from '../../seeds/index.ts'
import { boot, type Services } from '../../api/src/bootstrap.ts'
import { readEnv } from '../../api/src/env.ts'

export const ADMIN_SECRET = 'test-admin-secret-0123456789'

export interface TestResponse {
  status: number
  headers: Headers
  body: any
  text: string
}

export interface TestApp {
  services: Services
  app: ReturnType<typeof createApp>
  request(path: string, init?: RequestInit & { key?: string }): Promise<TestResponse>
  get(path: string, key?: string, headers?: Record<string, string>): Promise<TestResponse>
  /** A new account on `tier` and a key of `kind`; returns the key in clear. */
  key(tier?: string, options?: { kind?: 'secret' | 'publishable'; states?: string[]; rateLimitPerMinute?: number }): Promise<string>
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

async function freshServerDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `hd_test_${process.pid}_${Date.now().toString(36)}_${serial++}`
  const admin = postgres(url, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database ${name}`)
  await admin.end()
  const target = new URL(url)
  target.pathname = `/${name}`
  return {
    url: target.toString(),
    drop: async () => {
      const cleanup = postgres(url, { max: 1, onnotice: () => {} })
      await cleanup.unsafe(`drop database if exists ${name} with (force)`)
      await cleanup.end()
    },
  }
}

export async function testApp(options: { variant?: 'nested' | 'column'; env?: Record<string, string> } = {}): Promise<TestApp> {
  const server = process.env.TEST_DATABASE_URL ? await freshServerDatabase(process.env.TEST_DATABASE_URL) : null
  const env = readEnv({
    HD_API_VARIANT: options.variant ?? 'nested',
    HD_ADMIN_SECRET: ADMIN_SECRET,
    HD_DEV_KEY: 'false',
    ...(server ? { DATABASE_URL: server.url } : {}),
    ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    ...options.env,
  })
  const database = server ? undefined : wrapEmbedded((await (await embeddedTemplate()).clone()) as PGlite)
  const services = await boot(env, { inMemory: true, database, rateLimitPrefix: `hd_test_${process.pid}_${serial++}_${Date.now()}` })
  const app = createApp(services)
  let accounts = 0

  async function request(path: string, init: RequestInit & { key?: string } = {}): Promise<TestResponse> {
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

  return {
    services,
    app,
    request,
    get: (path, key, headers) => request(path, { key, headers }),
    async key(tier = services.profile.topTier, opts = {}) {
      const account = await services.accounts.createAccount({
        name: `Test ${accounts}`, email: `test${accounts++}-${Date.now()}@example.com`, tier,
        states: opts.states, rateLimitPerMinute: opts.rateLimitPerMinute ?? 100_000,
      })
      return (await services.accounts.createKey(account.id, { kind: opts.kind ?? 'secret' })).secret
    },
    async close() {
      await services.close()
      await server?.drop()
    },
  }
}
