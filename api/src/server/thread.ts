/** One more HTTP thread of a HempData process (see server/threads.ts): boots on the first thread's database and counters, then listens. */
import { createApp } from '../app.ts'
import { boot, type Services } from './boot.ts'
import { attachEmbedded } from '../db/client.ts'
import { readEnv } from '../env.ts'
import { listen, type ThreadMessage, type ThreadReply, type ThreadStart } from './threads.ts'
import type { SnapshotUpdate } from '../snapshot/rows.ts'

declare const self: Worker

let running: { app: ReturnType<typeof createApp>; services: Services } | null = null
/** Snapshot updates that arrived while this thread was booting, applied in order once it has. */
const arrived: SnapshotUpdate[] = []

const reply = (message: ThreadReply) => self.postMessage(message)

async function start(message: ThreadStart): Promise<void> {
  const env = { ...readEnv(), seedOnStart: false, devKey: false }
  const database = message.database ? attachEmbedded(message.database) : undefined
  const services = await boot(env, { database, migrate: false, counters: message.counters, snapshot: message.snapshot })
  for (const update of arrived.splice(0)) services.store.apply(update)
  services.accounts.onVerified = (presented, record, askedAt) =>
    self.postMessage({ kind: 'key', presented, record, askedAt } satisfies ThreadMessage)
  running = { app: listen(createApp(services), services, message.port, true), services }
  reply({ kind: 'ready' })
}

async function stop(): Promise<void> {
  if (running) {
    await running.app.stop()
    await running.services.close()
    running = null
  }
  reply({ kind: 'stopped' })
}

self.onmessage = (event: MessageEvent<ThreadMessage>) => {
  const message = event.data
  if (message.kind === 'key') {
    running?.services.accounts.adopt(message.presented, message.record, message.askedAt)
    return
  }
  if (message.kind === 'snapshot') {
    if (running) running.services.store.apply(message.update)
    else arrived.push(message.update)
    return
  }
  const work = message.kind === 'start' ? start(message) : stop()
  work.catch((error: unknown) =>
    reply({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
  )
}
