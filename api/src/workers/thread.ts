/**
 * The background workers of a service process, in a thread of their own (see in-thread.ts): on the
 * first thread's embedded database through a port, or their own pool on a Postgres server.
 */
import { attachEmbedded, openDatabase, type Database } from '../db/client.ts'
import { readEnv } from '../env.ts'
import { startWorkers, type Workers } from './index.ts'
import type { WorkersThreadMessage, WorkersThreadReply } from './in-thread.ts'

declare const self: Worker

let database: Database | null = null
let workers: Workers | null = null

const reply = (message: WorkersThreadReply) => self.postMessage(message)

async function start(port: MessagePort | null): Promise<void> {
  const env = readEnv()
  database = port
    ? attachEmbedded(port)
    : await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir, timeoutMs: env.dbTimeoutMs })
  workers = await startWorkers(database, env)
  reply({ kind: 'ready', mailTransport: workers.mailTransport })
}

async function stop(): Promise<void> {
  await workers?.stop()
  await database?.close()
  reply({ kind: 'stopped' })
}

self.onmessage = (event: MessageEvent<WorkersThreadMessage>) => {
  const work = event.data.kind === 'start' ? start(event.data.database) : stop()
  work.catch((error: unknown) =>
    reply({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
  )
}
