/**
 * HempData serves HTTP from several threads of one process, all listening on one port
 * (SO_REUSEPORT: the kernel spreads connections across them). The first thread boots everything
 * (migrations, seed, embedded database, dev key) and starts the others, which share its database
 * (through a port to the embedded database's thread, or their own pool on a Postgres server) and
 * its rate-limit counters (shared memory). Each keeps its own snapshot, built from the rows the
 * first thread loads on every change and hands over, and its own key and response caches; a key
 * any thread verifies is handed to the others too, so each admits it through a database outage.
 */
import type { Elysia } from 'elysia'
import type { KeyRecord } from '../accounts/service.ts'
import type { Services } from './boot.ts'
import type { LimitsMemory } from '../limits/rate-limits.ts'
import type { AppDeps } from '../http/deps.ts'
import { errorResponse } from '../http/errors.ts'
import type { SnapshotRows, SnapshotUpdate } from '../snapshot/rows.ts'

export interface ThreadStart {
  kind: 'start'
  port: number
  database: MessagePort | null
  counters: LimitsMemory
  snapshot: SnapshotRows
}

/** A good key one thread verified (see KeyCache.adopt); sent both ways. */
export interface VerifiedKey {
  kind: 'key'
  presented: string
  record: KeyRecord
  askedAt: number
}

export type ThreadMessage = ThreadStart | { kind: 'snapshot'; update: SnapshotUpdate } | VerifiedKey | { kind: 'stop' }
export type ThreadReply = { kind: 'ready' } | { kind: 'failed'; message: string } | { kind: 'stopped' }

/**
 * What the runtime is told besides the port, so that it answers as little as possible itself:
 * - no cap of its own on bodies (it would answer a bare 413 outside the envelope): every route that
 *   reads a body bounds it itself, by declared length before reading and by count as it streams in
 *   (http/body.ts), and the runtime discards a body a route does not read without buffering it;
 * - an error handler for anything that escapes the app's own (which renders every failure it sees):
 *   the envelope's 500, where the runtime would send its own page (with a stack trace in development).
 * What it still answers itself (malformed HTTP, oversized headers) is listed in README.md.
 */
export function serveOptions(deps: Pick<AppDeps, 'env' | 'security'>) {
  return {
    maxRequestBodySize: Number.MAX_SAFE_INTEGER,
    error: (error: Error) => errorResponse(deps, 'UNKNOWN', error, { set: { headers: {} } }),
  }
}

/** Every thread listens alike; `shared` when other threads listen on the same port. */
export function listen<A extends Elysia<any, any, any, any, any, any, any>>(
  app: A,
  deps: Pick<AppDeps, 'env' | 'security'>,
  port: number,
  shared: boolean,
): A {
  return app.listen({ port, hostname: '0.0.0.0', reusePort: shared, ...serveOptions(deps) }) as A
}

export interface HttpThreads {
  count: number
  stop(): Promise<void>
}

/** Starts `count` more HTTP threads on `port` (already bound by this thread) and waits until each listens. */
export async function startHttpThreads(services: Services, port: number, count: number): Promise<HttpThreads> {
  const threads: Worker[] = []
  // Every snapshot loaded from here on reaches every thread, starting ones included (they apply it once booted).
  services.store.published(update => {
    for (const thread of threads) thread.postMessage({ kind: 'snapshot', update } satisfies ThreadMessage)
  })
  const handOn = (verified: VerifiedKey, from: Worker | null) => {
    for (const thread of threads) if (thread !== from) thread.postMessage(verified)
  }
  services.accounts.onVerified = (presented, record, askedAt) =>
    handOn({ kind: 'key', presented, record, askedAt }, null)
  try {
    for (let i = 0; i < count; i++) await startThread(services, port, threads, handOn)
  } catch (error) {
    await Promise.all(threads.map(stopThread))
    throw error
  }
  return { count: threads.length, stop: () => Promise.all(threads.map(stopThread)).then(() => {}) }
}

async function startThread(
  services: Services,
  port: number,
  threads: Worker[],
  handOn: (verified: VerifiedKey, from: Worker) => void,
): Promise<void> {
  const worker = new Worker(new URL('./thread.ts', import.meta.url))
  const database = await services.database.connectThread()
  worker.addEventListener('message', (event: MessageEvent<ThreadReply | VerifiedKey>) => {
    const message = event.data
    if (message.kind !== 'key') return
    services.accounts.adopt(message.presented, message.record, message.askedAt)
    handOn(message, worker)
  })
  const reply = next(worker)
  const start: ThreadStart = {
    kind: 'start',
    port,
    database,
    counters: services.limits.sharedMemory,
    snapshot: services.store.latest,
  }
  worker.postMessage(start, database ? [database] : [])
  threads.push(worker)
  const answer = await reply
  if (answer.kind !== 'ready') {
    worker.terminate()
    throw new Error(answer.kind === 'failed' ? answer.message : 'an HTTP thread stopped while starting')
  }
  // Once serving, a thread's failure is logged; the others go on answering on the port.
  worker.onerror = event => console.error(`HempData: an HTTP thread failed: ${event.message}`)
}

/** The thread's next reply (keys it hands on are not replies); a thread that fails outright answers `failed`. */
function next(worker: Worker): Promise<ThreadReply> {
  return new Promise(resolve => {
    worker.onmessage = (event: MessageEvent<ThreadReply | VerifiedKey>) => {
      if (event.data.kind !== 'key') resolve(event.data)
    }
    worker.onerror = event => resolve({ kind: 'failed', message: event.message })
  })
}

async function stopThread(worker: Worker): Promise<void> {
  const stopped = next(worker)
  worker.postMessage({ kind: 'stop' } satisfies ThreadMessage)
  await Promise.race([stopped, Bun.sleep(5000)])
  worker.terminate()
}
