/**
 * Records one attempt of a delivery in one short transaction: the attempt row, the delivery's new
 * state (succeeded, retry scheduled, or failed after its sixth attempt) fenced by its claim, and
 * the subscription's counters. What is counted is the contract's: consecutive failed *deliveries*
 * (a delivery fails once its sixth attempt fails; a failed attempt with a retry ahead counts
 * nothing, a delivered one ends the run). The 50th failed delivery in a row pauses the subscription
 * and holds its pending deliveries; the 40th queues a warning e-mail; the pause queues another.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { webhookAttempts, webhookDeliveries, webhookSubscriptions } from '../db/schema/index.ts'
import { newUuid } from '../lib/ids.ts'
import { queueFailureAlert, type AlertOptions } from './alerts.ts'
import type { DeliveryRow } from './delivery-queue.ts'
import type { OutboundResult } from './outbound.ts'
import { PAUSE_AFTER_FAILURES, retryDelayMs, WARN_AFTER_FAILURES } from './schedule.ts'

export type RecordedState = 'succeeded' | 'pending' | 'failed' | 'held' | 'lost'

export function errorText(result: OutboundResult): string | null {
  if (result.error) return `${result.error.kind}: ${result.error.message}`
  return result.ok ? null : `the endpoint answered ${result.status}`
}

export async function recordAttempt(
  db: Db,
  delivery: DeliveryRow,
  result: OutboundResult,
  now: Date,
  alerts: AlertOptions,
): Promise<RecordedState> {
  const d = webhookDeliveries
  const s = webhookSubscriptions
  const error = errorText(result)
  return db.transaction(async tx => {
    const spent = delivery.attempts >= delivery.maxAttempts
    const next: 'succeeded' | 'pending' | 'failed' = result.ok ? 'succeeded' : spent ? 'failed' : 'pending'
    const runAt =
      result.ok || spent
        ? delivery.runAt
        : new Date(now.getTime() + retryDelayMs(delivery.attempts, result.retryAfterSeconds)).toISOString()
    const [updated] = await tx
      .update(d)
      .set({
        status: next,
        runAt,
        leaseUntil: null,
        lastStatusCode: result.status,
        lastError: error?.slice(0, 2000) ?? null,
        deliveredAt: result.ok ? now.toISOString() : null,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(d.id, delivery.id),
          eq(d.status, 'in_flight'),
          eq(d.attempts, delivery.attempts),
          eq(d.lockedBy, delivery.lockedBy ?? ''),
        ),
      )
      .returning({ id: d.id })
    // A delivery rescued meanwhile, or deleted with its subscription: the new holder reports.
    if (!updated) return 'lost'
    await tx.insert(webhookAttempts).values({
      id: newUuid(),
      deliveryId: delivery.id,
      attempt: delivery.attempts,
      statusCode: result.status,
      error,
      durationMs: result.durationMs,
      responseStart: result.responseStart,
      at: now.toISOString(),
    })
    const [subscription] = await tx.select().from(s).where(eq(s.id, delivery.subscriptionId)).for('update')
    if (!subscription) return next
    const ended = next !== 'pending'
    if (result.ok) {
      await tx
        .update(s)
        .set({
          consecutiveFailures: 0,
          warnedAt: null,
          totalDeliveries: sql`${s.totalDeliveries} + 1`,
          lastTriggeredAt: now.toISOString(),
          updatedAt: sql`now()`,
        })
        .where(eq(s.id, subscription.id))
      return next
    }
    // An attempt with a retry ahead moves no counter: only a delivery that ended failed is counted.
    const failures = subscription.consecutiveFailures + (ended ? 1 : 0)
    const pause = ended && subscription.status === 'active' && failures >= PAUSE_AFTER_FAILURES
    const warn = ended && failures >= WARN_AFTER_FAILURES && subscription.warnedAt === null && !pause
    await tx
      .update(s)
      .set({
        consecutiveFailures: failures,
        totalDeliveries: ended ? sql`${s.totalDeliveries} + 1` : s.totalDeliveries,
        failedDeliveries: ended ? sql`${s.failedDeliveries} + 1` : s.failedDeliveries,
        lastTriggeredAt: now.toISOString(),
        ...(pause ? { status: 'paused' as const, pausedAt: now.toISOString() } : {}),
        ...(warn ? { warnedAt: now.toISOString() } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(s.id, subscription.id))
    const context = {
      accountId: subscription.accountId,
      endpointUrl: subscription.endpointUrl,
      failures,
      eventType: delivery.eventType,
      eventId: delivery.eventId,
      lastError: error ?? 'failed',
    }
    if (warn) await queueFailureAlert(tx, 'warning', context, alerts)
    if (pause) await queueFailureAlert(tx, 'paused', context, alerts)
    // Paused now, or while this attempt was under way: what waits for a retry is kept until reactivation.
    if (!pause && subscription.status === 'active') return next
    await tx
      .update(d)
      .set({ status: 'held', updatedAt: sql`now()` })
      .where(and(eq(d.subscriptionId, subscription.id), eq(d.status, 'pending')))
    return next === 'pending' ? 'held' : next
  })
}
