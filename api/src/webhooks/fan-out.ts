/**
 * Fan-out: outbox rows (written by the change service in the change's own transaction) become one
 * delivery per matching subscription. Each pass claims a batch of outbox rows with FOR UPDATE SKIP
 * LOCKED, inserts their deliveries ON CONFLICT DO NOTHING (a pass cut short by a crash and run again
 * adds nothing twice), marks the rows processed and NOTIFYs the delivery workers, all in one short
 * transaction: nothing is sent from here.
 */
import { asc, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { outbox, webhookDeliveries, webhookSubscriptions } from '../db/schema/index.ts'
import { newUuid } from '../lib/ids.ts'
import { deliveryBody, type BodyVoice } from './delivery-body.ts'
import type { DeliveryRow, SubscriptionRow } from './delivery-queue.ts'
import { MAX_ATTEMPTS } from './schedule.ts'

/** Delivery workers LISTEN here: new deliveries, manual retries, reactivations. */
export const WEBHOOKS_CHANNEL = 'hd_webhooks'

const OUTBOX_BATCH = 500
const INSERT_CHUNK = 500

export interface OutboxEvent {
  event_id: string
  event_type: string
  jurisdiction: { state: string }
  substance: string
  product_type: string
}

type Subscriber = Pick<typeof webhookSubscriptions.$inferSelect, 'id' | 'status' | 'filters' | 'createdAt'>

/**
 * Whether `subscriber` wants `event`: subscribed before it was written (a new subscriber does not
 * get the history), and each filter absent (every value) or naming the event's value.
 */
function wants(subscriber: Subscriber, event: OutboxEvent, writtenAt: number): boolean {
  if (Date.parse(subscriber.createdAt) > writtenAt) return false
  const { states, substances, product_types, event_types } = subscriber.filters
  return (
    (!states || states.includes(event.jurisdiction.state)) &&
    (!substances || substances.includes(event.substance)) &&
    (!product_types || product_types.includes(event.product_type)) &&
    (!event_types || event_types.includes(event.event_type))
  )
}

/** Deliveries the fan-out hands straight to its worker, already leased to it. */
export interface ClaimOnInsert {
  workerId: string
  leaseMs: number
  /** At most this many (the worker's free slots). */
  limit: number
}

export interface FanOutResult {
  /** Outbox rows processed (0: the outbox is empty). */
  events: number
  deliveries: number
  /** Deliveries inserted already claimed by `claim.workerId` (attempt 1 under way), with their subscriptions. */
  claimed: DeliveryRow[]
  subscriptions: Map<string, SubscriptionRow>
}

/**
 * One pass; `voice` words each body in the deployment's variant (delivery-body.ts). With `claim`, the first deliveries of active subscriptions are inserted already leased
 * to the calling worker, so it sends them without another round trip to the database: on the
 * embedded database the snapshot's reload, woken by the same change, would otherwise queue ahead.
 */
export async function fanOutOnce(db: Db, now: Date, voice: BodyVoice, claim?: ClaimOnInsert): Promise<FanOutResult> {
  return db.transaction(async tx => {
    const rows = await tx
      .select()
      .from(outbox)
      .where(isNull(outbox.processedAt))
      .orderBy(asc(outbox.createdAt), asc(outbox.id))
      .limit(OUTBOX_BATCH)
      .for('update', { skipLocked: true })
    const result: FanOutResult = { events: rows.length, deliveries: 0, claimed: [], subscriptions: new Map() }
    if (rows.length === 0) return result
    const runAt = now.toISOString()
    const lease = claim ? new Date(now.getTime() + claim.leaseMs).toISOString() : null
    let free = claim?.limit ?? 0
    // The subscriptions table is small next to the outbox: read once a pass, matched here.
    const subscriptions = await tx
      .select()
      .from(webhookSubscriptions)
      .where(ne(webhookSubscriptions.status, 'disabled'))
    for (const row of rows) {
      const event = row.payload as OutboxEvent
      const body = JSON.stringify(inContractOrder(deliveryBody(voice, row.payload as Record<string, unknown>)))
      const writtenAt = Date.parse(row.createdAt)
      const subscribers = subscriptions.filter(subscriber => wants(subscriber, event, writtenAt))
      for (let i = 0; i < subscribers.length; i += INSERT_CHUNK) {
        const values = subscribers.slice(i, i + INSERT_CHUNK).map(subscriber => {
          const value = {
            id: newUuid(),
            subscriptionId: subscriber.id,
            eventId: event.event_id,
            eventType: event.event_type,
            body,
            // A paused subscription keeps its events, delivered once it is reactivated.
            status: subscriber.status === 'paused' ? ('held' as const) : ('pending' as const),
            maxAttempts: MAX_ATTEMPTS,
            runAt,
          }
          if (!claim || value.status !== 'pending' || free <= 0) return value
          free--
          return { ...value, status: 'in_flight' as const, attempts: 1, lockedBy: claim.workerId, leaseUntil: lease }
        })
        const added = await tx.insert(webhookDeliveries).values(values).onConflictDoNothing().returning()
        result.deliveries += added.length
        for (const delivery of added) if (delivery.status === 'in_flight') result.claimed.push(delivery)
      }
    }
    for (const subscription of subscriptions)
      if (result.claimed.some(d => d.subscriptionId === subscription.id))
        result.subscriptions.set(subscription.id, subscription)
    await tx
      .update(outbox)
      .set({ processedAt: sql`now()` })
      .where(
        inArray(
          outbox.id,
          rows.map(row => row.id),
        ),
      )
    // Other workers take what this one did not claim.
    if (result.deliveries > result.claimed.length) await notifyDeliveries(tx)
    return result
  })
}

const FIELD_ORDER = [
  'event_id',
  'event_type',
  'regulation_id',
  'jurisdiction',
  'substance',
  'product_type',
  'before',
  'after',
  'diff_summary',
  'plain_english_summary',
  'timestamp',
]

/** The body's fields in the order of the contract's table (jsonb keeps its own order), any others after. */
function inContractOrder(payload: Record<string, unknown>): Record<string, unknown> {
  const ordered: Record<string, unknown> = {}
  for (const key of FIELD_ORDER) if (key in payload) ordered[key] = payload[key]
  for (const [key, value] of Object.entries(payload)) if (!(key in ordered)) ordered[key] = value
  return ordered
}

/** Wakes every delivery worker (at commit, when called inside a transaction). */
export async function notifyDeliveries(db: Db): Promise<void> {
  await db.execute(sql`select pg_notify(${WEBHOOKS_CHANNEL}, '')`)
}
