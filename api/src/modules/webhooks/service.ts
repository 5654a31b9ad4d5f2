/**
 * What the API routes and the dashboard do with an account's webhooks: the subscriptions
 * (subscriptions.ts), plus their deliveries with their attempts, a manual retry, a test event sent
 * now, and the reactivation of a paused subscription after a successful test event. Every query is
 * scoped to the account; every change is audited in its own transaction.
 */
import { desc, eq, inArray, sql, and } from 'drizzle-orm'
import { audited, type AuditBy } from '../../accounts/audit.ts'
import { webhookAttempts, webhookDeliveries, webhookSubscriptions } from '../../db/schema/index.ts'
import { ApiError } from '../../lib/errors.ts'
import type { SubscriptionRow } from '../../webhooks/delivery-queue.ts'
import { releaseHeld, retryFailed } from '../../webhooks/hold.ts'
import { errorText } from '../../webhooks/record-attempt.ts'
import { signingSecrets } from '../../webhooks/secrets.ts'
import { sendSigned, testEvent } from '../../webhooks/send.ts'
import { Subscriptions } from './subscriptions.ts'
import { recordTestDelivery } from './test-delivery.ts'

export { DEFAULT_OVERLAP_HOURS, type NewSubscription, type WebhookIds } from './subscriptions.ts'

export type DeliveryStatus = (typeof webhookDeliveries.$inferSelect)['status']
export type Delivery = typeof webhookDeliveries.$inferSelect & { attemptList: (typeof webhookAttempts.$inferSelect)[] }

export interface TestOutcome {
  delivered: boolean
  statusCode: number | null
  durationMs: number
  error: string | null
}

export class WebhookService extends Subscriptions {
  /** A page of the subscription's deliveries, newest first, each with its attempts. */
  async deliveries(
    accountId: string,
    id: string | null,
    filter: { status: DeliveryStatus | null; page: number; perPage: number },
  ): Promise<{ items: Delivery[]; total: number }> {
    const subscription = await this.get(accountId, id)
    const d = webhookDeliveries
    const where = and(eq(d.subscriptionId, subscription.id), filter.status ? eq(d.status, filter.status) : undefined)
    const [{ total }] = await this.db.select({ total: sql<number>`count(*)::int` }).from(d).where(where)
    const rows = await this.db
      .select()
      .from(d)
      .where(where)
      .orderBy(desc(d.createdAt), desc(d.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage)
    const attempts = rows.length
      ? await this.db
          .select()
          .from(webhookAttempts)
          .where(
            inArray(
              webhookAttempts.deliveryId,
              rows.map(row => row.id),
            ),
          )
          .orderBy(webhookAttempts.attempt)
      : []
    const items = rows.map(row => ({ ...row, attemptList: attempts.filter(a => a.deliveryId === row.id) }))
    return { items, total: Number(total) }
  }

  /** A failed delivery is sent again now, with one more attempt; 404 when it is not this subscription's. */
  async retry(accountId: string, id: string | null, deliveryId: string | null, by: AuditBy): Promise<void> {
    const subscription = await this.get(accountId, id)
    const d = webhookDeliveries
    const [delivery] = deliveryId
      ? await this.db
          .select({ id: d.id, status: d.status })
          .from(d)
          .where(and(eq(d.id, deliveryId), eq(d.subscriptionId, subscription.id)))
      : []
    if (!delivery) throw new ApiError('NOT_FOUND', 'No delivery with this id for this subscription.')
    await audited(
      this.db,
      by,
      async tx => {
        if (!(await retryFailed(tx, delivery.id, this.now())))
          throw new ApiError(
            'VALIDATION_ERROR',
            `path.delivery_id: only a failed delivery can be retried; this one is ${delivery.status}`,
          )
      },
      () => ({
        accountId,
        action: 'webhook.delivery_retried',
        target: this.ids.delivery(delivery.id),
        before: { status: delivery.status },
        after: { status: 'pending' },
      }),
    )
  }

  /** Sends a test event now and records it among the subscription's deliveries, audited. */
  async test(accountId: string, id: string | null, by: AuditBy): Promise<TestOutcome> {
    const subscription = await this.get(accountId, id)
    const event = testEvent(this.ids.subscription(subscription.id), this.now())
    const secrets = signingSecrets(this.secrets(), subscription, this.now())
    const result = await sendSigned(this.sendParts(), subscription.endpointUrl, event, secrets)
    const outcome = {
      delivered: result.ok,
      statusCode: result.status,
      durationMs: result.durationMs,
      error: errorText(result),
    }
    await audited(
      this.db,
      by,
      tx => recordTestDelivery(tx, subscription.id, event, result, this.now()),
      () => ({
        accountId,
        action: 'webhook.test_sent',
        target: this.ids.subscription(subscription.id),
        after: { event_id: event.eventId, delivered: outcome.delivered, status_code: outcome.statusCode },
      }),
    )
    return outcome
  }

  /**
   * A paused subscription becomes active again once a test event succeeds (else the test's failure
   * is the answer); its held deliveries are then sent, oldest first.
   */
  async reactivate(
    accountId: string,
    id: string | null,
    by: AuditBy,
  ): Promise<{ row: SubscriptionRow; released: number }> {
    const current = await this.get(accountId, id)
    if (current.status === 'active') return { row: current, released: 0 }
    const outcome = await this.test(accountId, current.id, by)
    if (!outcome.delivered) {
      throw outcome.statusCode === null
        ? new ApiError('ENDPOINT_UNREACHABLE', `The test event could not be delivered: ${outcome.error}`)
        : new ApiError(
            'ENDPOINT_VALIDATION_FAILED',
            `The test event got ${outcome.statusCode}; the subscription stays paused.`,
          )
    }
    return audited(
      this.db,
      by,
      async tx => {
        const [row] = await tx
          .update(webhookSubscriptions)
          .set({ status: 'active', consecutiveFailures: 0, pausedAt: null, warnedAt: null, updatedAt: sql`now()` })
          .where(eq(webhookSubscriptions.id, current.id))
          .returning()
        return { row, released: await releaseHeld(tx, current.id, this.now()) }
      },
      ({ row, released }) => ({
        accountId,
        action: 'webhook.reactivated',
        target: this.ids.subscription(row.id),
        before: { status: current.status },
        after: { status: row.status, released_deliveries: released },
      }),
    )
  }
}
