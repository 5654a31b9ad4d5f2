/**
 * Held deliveries: the events of a paused subscription, kept until it is reactivated, and the
 * operations of the dashboard and API on single deliveries (manual retry).
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { webhookDeliveries } from '../db/schema/index.ts'
import type { DeliveryRow } from './delivery-queue.ts'
import { notifyDeliveries } from './fan-out.ts'

/** A claimed delivery whose subscription is paused goes back unsent, held; the attempt is not counted. */
export async function holdDelivery(db: Db, delivery: DeliveryRow): Promise<void> {
  const d = webhookDeliveries
  await db
    .update(d)
    .set({ status: 'held', attempts: sql`${d.attempts} - 1`, leaseUntil: null, updatedAt: sql`now()` })
    .where(and(eq(d.id, delivery.id), eq(d.status, 'in_flight'), eq(d.attempts, delivery.attempts)))
}

/** The held deliveries of a reactivated subscription become due now; returns how many. */
export async function releaseHeld(db: Db, subscriptionId: string, now: Date): Promise<number> {
  const d = webhookDeliveries
  const released = await db
    .update(d)
    .set({ status: 'pending', runAt: now.toISOString(), updatedAt: sql`now()` })
    .where(and(eq(d.subscriptionId, subscriptionId), eq(d.status, 'held')))
    .returning({ id: d.id })
  if (released.length > 0) await notifyDeliveries(db)
  return released.length
}

/**
 * A failed delivery runs again now, with one more attempt allowed (a manual retry adds one attempt).
 * Returns false when the delivery is not failed.
 */
export async function retryFailed(db: Db, deliveryId: string, now: Date): Promise<boolean> {
  const d = webhookDeliveries
  const [row] = await db
    .update(d)
    .set({
      status: 'pending',
      runAt: now.toISOString(),
      maxAttempts: sql`${d.attempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(d.id, deliveryId), eq(d.status, 'failed')))
    .returning({ id: d.id })
  if (row) await notifyDeliveries(db)
  return Boolean(row)
}
