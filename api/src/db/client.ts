/**
 * Opens the database on either driver: embedded PGlite (no DATABASE_URL) or a Postgres server
 * through postgres.js. Both expose the same Drizzle API, LISTEN/NOTIFY and a close().
 */
import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import postgres from 'postgres'
import { survivePostgresConnectionRejections } from './driver-rejections.ts'
import { RemotePGlite } from './embedded-remote.ts'
import * as schema from './schema/index.ts'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  driver: 'pglite' | 'postgres'
  /**
   * Subscribes to a NOTIFY channel; returns the unsubscribe function. `onListen` runs each time the
   * subscription is in place: once at first, and again whenever a server connection that was lost
   * (a restart, a terminated backend) is listening again, as NOTIFYs sent meanwhile were missed.
   */
  listen(channel: string, onMessage: (payload: string) => void, onListen?: () => void): Promise<() => Promise<void>>
  /** Runs `fn` with a session-level advisory lock held, so concurrent starts do not race. */
  withLock<T>(lockId: number, fn: () => Promise<T>): Promise<T>
  /**
   * A port through which another HTTP thread of this process reaches the embedded database
   * (`attachEmbedded`); null on a Postgres server, where each thread opens its own pool.
   */
  connectThread(): Promise<MessagePort | null>
  close(): Promise<void>
}

export interface OpenOptions {
  databaseUrl: string | null
  /** PGlite data folder; omitted means in memory. */
  dataDir?: string
  timeoutMs?: number
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl
    ? openServer(options.databaseUrl, options.timeoutMs ?? 1500)
    : openEmbedded(options.dataDir)
}

/**
 * A data folder opens in its own thread (see embedded-thread.ts): the API thread keeps a small
 * heap and short garbage collections. Without one (in memory: tests, one-shot tools) it opens here.
 */
async function openEmbedded(dataDir?: string): Promise<Database> {
  if (!dataDir) return wrapEmbedded(await PGlite.create())
  mkdirSync(dataDir, { recursive: true })
  return wrapEmbedded(await RemotePGlite.open(dataDir))
}

/** The embedded database another thread opened, through the port its `connectThread()` gave. */
export function attachEmbedded(port: MessagePort): Database {
  return wrapEmbedded(RemotePGlite.attach(port))
}

/** Wraps an open PGlite (e.g. a clone of a prepared one, or one in its own thread) as a Database. */
export function wrapEmbedded(client: PGlite | RemotePGlite): Database {
  let queue: Promise<unknown> = Promise.resolve()
  return {
    // RemotePGlite offers what Drizzle's PGlite driver calls: query, transaction.
    db: drizzlePglite(client as PGlite, { schema }) as unknown as Db,
    driver: 'pglite',
    listen: async (channel, onMessage, onListen) => {
      // The database lives in this process: its subscriptions are never lost.
      const unsubscribe = await client.listen(channel, onMessage)
      onListen?.()
      return async () => unsubscribe()
    },
    // One process owns an embedded database, and only its first thread migrates and seeds, so an
    // in-thread queue is the whole lock.
    withLock: (_lockId, fn) => {
      const run = queue.then(fn)
      queue = run.catch(() => undefined)
      return run
    },
    connectThread: async () => {
      if (client instanceof PGlite)
        throw new Error('An in-memory embedded database cannot be shared with another thread')
      return client.connect()
    },
    close: () => client.close(),
  }
}

/**
 * Seconds before a connection lost to an error is tried again: postgres.js's own backoff grows to
 * 20 s, so a server back after a restart could wait that long for its instances (and their NOTIFY
 * subscriptions) to return. Capped at one second, with jitter so instances do not retry in step.
 */
const reconnectDelay = (retries: number): number => Math.min(0.05 * 2 ** retries, 1) * (0.5 + Math.random() / 2)

async function openServer(url: string, timeoutMs: number): Promise<Database> {
  survivePostgresConnectionRejections()
  const client = postgres(url, {
    max: 10,
    // A connection that cannot be made within the request deadline is given up with it.
    connect_timeout: timeoutMs / 1000,
    backoff: reconnectDelay,
    idle_timeout: 60,
    onnotice: () => {},
    connection: { application_name: 'hempdata', statement_timeout: 15000 },
  })
  return {
    db: drizzlePostgres(client, { schema }) as unknown as Db,
    driver: 'postgres',
    listen: async (channel, onMessage, onListen) => {
      const subscription = await client.listen(channel, payload => onMessage(payload), onListen)
      return () => subscription.unlisten()
    },
    withLock: async (lockId, fn) => {
      const session = await client.reserve()
      try {
        // Waiting for another instance's migration or first seed may take longer than the
        // statement timeout; only this session's wait is exempt, `fn` runs on the pool as usual.
        await session`set statement_timeout = 0`
        await session`select pg_advisory_lock(${lockId})`
        return await fn()
      } finally {
        await session`select pg_advisory_unlock(${lockId})`.catch(() => {})
        await session`reset statement_timeout`.catch(() => {})
        session.release()
      }
    },
    connectThread: async () => null,
    close: () => client.end({ timeout: 2 }),
  }
}
