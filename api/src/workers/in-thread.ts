/**
 * The service runs its background workers in a thread of their own, so a webhook's POST is not held
 * up by the HTTP thread's work: rebuilding the snapshot after a change takes that thread's event
 * loop for about half a second, which put the first delivery of every change behind it.
 */
import type { Database } from '../db/client.ts'
import type { MailTransport } from '../mail/mailer.ts'

export type WorkersThreadMessage = { kind: 'start'; database: MessagePort | null } | { kind: 'stop' }
export type WorkersThreadReply =
  | { kind: 'ready'; mailTransport: MailTransport['name'] }
  | { kind: 'failed'; message: string }
  | { kind: 'stopped' }

export interface WorkersThread {
  mailTransport: MailTransport['name']
  stop(): Promise<void>
}

function next(worker: Worker): Promise<WorkersThreadReply> {
  return new Promise(resolve => {
    worker.onmessage = (event: MessageEvent<WorkersThreadReply>) => resolve(event.data)
    worker.onerror = event => resolve({ kind: 'failed', message: event.message })
  })
}

/** Starts the workers' thread on `database` (settings from the environment, as the service's). */
export async function startWorkersThread(database: Database): Promise<WorkersThread> {
  const worker = new Worker(new URL('./thread.ts', import.meta.url))
  const port = await database.connectThread()
  const ready = next(worker)
  worker.postMessage({ kind: 'start', database: port } satisfies WorkersThreadMessage, port ? [port] : [])
  const answer = await ready
  if (answer.kind !== 'ready') {
    worker.terminate()
    throw new Error(answer.kind === 'failed' ? answer.message : 'the workers thread stopped while starting')
  }
  worker.onerror = event => console.error(`HempData: the background workers thread failed: ${event.message}`)
  return {
    mailTransport: answer.mailTransport,
    async stop() {
      const stopped = next(worker)
      worker.postMessage({ kind: 'stop' } satisfies WorkersThreadMessage)
      await Promise.race([stopped, Bun.sleep(15_000)])
      worker.terminate()
    },
  }
}
