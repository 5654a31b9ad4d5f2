/**
 * The webhook worker suites' file setup: a real HTTPS receiver, an app wired to it whose receiver
 * name resolves to `answer` at delivery time, an enterprise key, and the subscribe / read helpers.
 */
import { afterAll, beforeAll, expect } from 'bun:test'
import { eq } from 'drizzle-orm'
import { webhookDeliveries } from '../../api/src/db/schema/index.ts'
import { RECEIVER_NAME, resolveTo, useTlsReceiver } from './tls-receiver.ts'
import { webhookApp, type WebhookApp } from './webhook-app.ts'

export interface DeliverySuite {
  readonly tls: ReturnType<typeof useTlsReceiver>
  readonly w: WebhookApp
  readonly key: string
  /** The addresses the receiver's name resolves to when a delivery is sent (127.0.0.1 unless a test says). */
  answer: string[]
  db(): WebhookApp['t']['services']['database']['db']
  /** What the receiver got on `path`. */
  received(path: string): ReturnType<typeof useTlsReceiver>['receiver']['received']
  /** Indexes of the snapshot's regulations in `state`. */
  inState(state: string): number[]
  /** A subscription of an account of its own (an account holds at most MAX_SUBSCRIPTIONS), and that account's key. */
  subscribe(path: string, state: string): Promise<{ id: string; secret: string; uuid: string; key: string }>
  deliveriesOf(uuid: string): Promise<(typeof webhookDeliveries.$inferSelect)[]>
}

export function deliverySuite(): DeliverySuite {
  const tls = useTlsReceiver()
  let w: WebhookApp
  let key: string
  const suite: DeliverySuite = {
    tls,
    get w() {
      return w
    },
    get key() {
      return key
    },
    answer: ['127.0.0.1'],
    db: () => w.t.services.database.db,
    received: path => tls.receiver.received.filter(r => r.path === path),
    inState: state => w.t.services.store.current.regulations.flatMap((r, i) => (r.state === state ? [i] : [])),
    async subscribe(path, state) {
      const owner = await w.t.key('enterprise')
      const res = await w.post('/v1/webhooks', owner, {
        endpoint_url: tls.receiver.url(path),
        filters: { states: [state] },
      })
      expect(res.status).toBe(201)
      return { id: res.body.data.id, secret: res.body.data.signing_secret, uuid: res.body.data.id.slice(4), key: owner }
    },
    deliveriesOf: uuid =>
      w.t.services.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.subscriptionId, uuid)),
  }
  beforeAll(async () => {
    w = await webhookApp(tls.certificate, {
      timeoutMs: 2000,
      resolve: resolveTo({ [RECEIVER_NAME]: () => suite.answer }),
    })
    key = await w.t.key('enterprise')
  }, 300_000)
  afterAll(() => w.close())
  return suite
}
