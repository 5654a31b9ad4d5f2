/**
 * An in-process HempData with webhooks wired to a real local HTTPS receiver (receiver.test resolved
 * to 127.0.0.1, its self-signed certificate trusted), a controllable clock shared by the API and
 * the webhook worker, and helpers to make real changes through the one write path.
 */
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { createApp } from '../../api/src/app.ts'
import { applyChangeSet } from '../../api/src/changes/service.ts'
import { regulationFromRow } from '../../api/src/db/rows.ts'
import { regulations } from '../../api/src/db/schema/index.ts'
import type { RegulationRecord } from '../../api/src/domain/types.ts'
import { SecretBox } from '../../api/src/lib/secret-box.ts'
import { outboundPolicy, type OutboundPolicy, type Resolver } from '../../api/src/webhooks/address-policy.ts'
import { WebhookWorker } from '../../api/src/workers/webhook-worker.ts'
import type { WebhookWorkerOptions } from '../../api/src/workers/webhook-worker-options.ts'
import { addressFormRunner } from './accounts.ts'
import { requester, testApp, type TestApp, type TestResponse } from './app.ts'
import { RECEIVER_NAME, resolveTo, type Certificate } from './tls-receiver.ts'

/** A clock tests move by hand; it starts at the real time. */
export class TestClock {
  private offsetMs = 0
  now = (): Date => new Date(Date.now() + this.offsetMs)
  advance(ms: number): void {
    this.offsetMs += ms
  }
}

export interface WebhookApp {
  t: TestApp
  clock: TestClock
  box: SecretBox
  policy: OutboundPolicy
  request(path: string, init?: RequestInit & { key?: string }): Promise<TestResponse>
  post(path: string, key: string, body?: unknown): Promise<TestResponse>
  /** A worker on the app's database with the same clock, resolver and CA; stopped by close(). */
  worker(options?: WebhookWorkerOptions): Promise<WebhookWorker>
  /** Changes a regulation's legal status through the change service; returns its id. */
  changeStatus(index?: number): Promise<string>
  /** Changes the legal status of several regulations in one change set (one event each); returns their ids. */
  changeStatuses(indexes: number[]): Promise<string[]>
  close(): Promise<void>
}

export async function webhookApp(
  certificate: Certificate,
  options: { variant?: 'nested' | 'column'; timeoutMs?: number; resolve?: Resolver; env?: Record<string, string> } = {},
): Promise<WebhookApp> {
  const t = await testApp({ variant: options.variant, env: options.env })
  const clock = new TestClock()
  const box = new SecretBox(randomBytes(32))
  const policy = outboundPolicy({
    allowNetworks: ['127.0.0.0/8'],
    resolve: options.resolve ?? resolveTo({ [RECEIVER_NAME]: ['127.0.0.1'] }),
    ca: certificate.cert,
  })
  const timeoutMs = options.timeoutMs ?? 5000
  // One box for the app, its workers and the tests (they open sealed links and secrets).
  t.services.secretBox = () => box
  const app = createApp({ ...t.services, outbound: policy, webhooks: { timeoutMs, now: clock.now } })
  const addressForms = await addressFormRunner(t.services)
  const workers: WebhookWorker[] = []
  const db = t.services.database.db

  const request = requester(app)

  async function changeStatuses(indexes: number[]): Promise<string[]> {
    const ids = indexes.map(index => t.services.store.current.regulations[index].id)
    const records: RegulationRecord[] = []
    for (const id of ids) {
      const [row] = await db.select().from(regulations).where(eq(regulations.id, id))
      const { createdAt: _c, updatedAt: _u, ...before } = regulationFromRow(row)
      records.push({ ...before, legalStatus: before.legalStatus === 'prohibited' ? 'restricted' : 'prohibited' })
    }
    await applyChangeSet(db, { reason: 'Test: status changes', regulations: records })
    return ids
  }

  return {
    t,
    clock,
    box,
    policy,
    request,
    post: (path, key, body) =>
      request(path, {
        method: 'POST',
        key,
        ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      }),
    async worker(workerOptions = {}) {
      const worker = new WebhookWorker(
        t.services.database,
        { box, policy, timeoutMs, now: clock.now },
        { mailFrom: 'HempData <no-reply@localhost>', publicUrl: 'http://localhost:3000', voice: t.services.profile },
        // The machine's load is not this suite's subject (tests that are hand in a load of their own).
        { pollMs: 200, load: idleMachine(), ...workerOptions },
      )
      await worker.start()
      workers.push(worker)
      return worker
    },
    changeStatus: async (index = 0) => (await changeStatuses([index]))[0],
    changeStatuses,

    async close() {
      for (const worker of workers) await worker.stop()
      await addressForms.stop()
      await t.close()
    },
  }
}

/** A machine load that is never busy, or busy until `settle` says otherwise. */
export function idleMachine(busy = false) {
  return {
    busy,
    onIdle: null as (() => void) | null,
    start() {},
    stop() {},
    /** The machine has CPU to spare again: the worker fills its slots. */
    settle() {
      this.busy = false
      this.onIdle?.()
    },
  }
}
