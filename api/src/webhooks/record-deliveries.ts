/**
 * Delivered attempts recorded together: in one short transaction, each delivery marked succeeded
 * (fenced by its claim, as recordAttempt does one at a time), its attempt row, and each
 * subscription's counters moved once for all of its deliveries. One transaction a delivery was most
 * of the embedded database's work while a change went out to many subscriptions, and that work
 * competed with the requests being answered.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { webhookAttempts, webhookDeliveries, webhookSubscriptions } from '../db/schema/index.ts'
import { newUuid } from '../lib/ids.ts'
import type { DeliveryRow } from './delivery-queue.ts'
import type { OutboundResult } from './outbound.ts'

export interface Delivered {
  delivery: DeliveryRow
  /** A 2xx reply. */
  result: OutboundResult
  now: Date
}

/** Records each of `delivered`; returns the ids of the deliveries it recorded (a lost claim is left out). */
export async function recordDelivered(db: Db, delivered: Delivered[]): Promise<Set<string>> {
  if (delivered.length === 0) return new Set()
  const d = webhookDeliveries
  const s = webhookSubscriptions
  const values = sql.join(
    delivered.map(
      ({ delivery, result, now }) =>
        sql`(${delivery.id}::uuid, ${delivery.attempts}::int, ${delivery.lockedBy ?? ''}::text, ${result.status}::int, ${now.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  )
  return db.transaction(async transaction => {
    const tx = transaction as unknown as Db
    // A delivery rescued meanwhile (another claim), or deleted with its subscription, is not updated: its holder reports.
    const recorded = await tx
      .update(d)
      .set({
        status: 'succeeded',
        leaseUntil: null,
        lastStatusCode: sql`v.code`,
        lastError: null,
        deliveredAt: sql`v.at`,
        updatedAt: sql`now()`,
      })
      .from(sql`(values ${values}) as v(id, attempts, locked_by, code, at)`)
      .where(
        sql`${d.id} = v.id and ${d.status} = 'in_flight' and ${d.attempts} = v.attempts and ${d.lockedBy} = v.locked_by`,
      )
      .returning({ id: d.id, subscriptionId: d.subscriptionId })
    if (recorded.length === 0) return new Set()
    const ids = new Set(recorded.map(row => row.id))
    const kept = delivered.filter(item => ids.has(item.delivery.id))
    await tx.insert(webhookAttempts).values(
      kept.map(({ delivery, result, now }) => ({
        id: newUuid(),
        deliveryId: delivery.id,
        attempt: delivery.attempts,
        statusCode: result.status,
        error: null,
        durationMs: result.durationMs,
        responseStart: result.responseStart,
        at: now.toISOString(),
      })),
    )
    const bySubscription = new Map<string, { count: number; last: string }>()
    for (const { delivery, now } of kept) {
      const seen = bySubscription.get(delivery.subscriptionId)
      const at = now.toISOString()
      bySubscription.set(delivery.subscriptionId, {
        count: (seen?.count ?? 0) + 1,
        last: seen && seen.last > at ? seen.last : at,
      })
    }
    const counts = sql.join(
      [...bySubscription].map(([id, { count, last }]) => sql`(${id}::uuid, ${count}::int, ${last}::timestamptz)`),
      sql`, `,
    )
    await tx
      .update(s)
      .set({
        consecutiveFailures: 0,
        warnedAt: null,
        totalDeliveries: sql`${s.totalDeliveries} + c.n`,
        lastTriggeredAt: sql`greatest(${s.lastTriggeredAt}, c.last)`,
        updatedAt: sql`now()`,
      })
      .from(sql`(values ${counts}) as c(id, n, last)`)
      .where(sql`${s.id} = c.id`)
    return ids
  })
}
