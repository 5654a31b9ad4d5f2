/**
 * Webhook subscriptions of an account: create (URL checked, test event sent, secret sealed), list
 * with counters, delete, rotate the secret with an overlap, list deliveries with their attempts,
 * retry one, reactivate a paused subscription after a successful test event, send a test event.
 * Every query is scoped to the account: another account's id is not found. These functions are
 * what the API routes and a dashboard page call.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { webhookAttempts, webhookDeliveries, webhookSubscriptions, type WebhookFilters } from '../../db/schema/index.ts'
import { ApiError } from '../../lib/errors.ts'
import { newUuid } from '../../lib/ids.ts'
import type { SecretBox } from '../../lib/secret-box.ts'
import type { OutboundPolicy } from '../../webhooks/address-policy.ts'
import type { SubscriptionRow } from '../../webhooks/delivery-queue.ts'
import { checkEndpointUrl } from '../../webhooks/endpoint-url.ts'
import { releaseHeld, retryFailed } from '../../webhooks/hold.ts'
import type { OutboundResult } from '../../webhooks/outbound.ts'
import { errorText } from '../../webhooks/record-attempt.ts'
import { sealSecret, signingSecrets } from '../../webhooks/secrets.ts'
import { sendSigned, testEvent } from '../../webhooks/send.ts'
import { generateSigningSecret } from '../../webhooks/signing.ts'
import { recordTestDelivery } from './test-delivery.ts'

export type DeliveryStatus = (typeof webhookDeliveries.$inferSelect)['status']
export type Delivery = typeof webhookDeliveries.$inferSelect & { attemptList: (typeof webhookAttempts.$inferSelect)[] }

export interface NewSubscription {
  endpointUrl: unknown
  filters: WebhookFilters
  description: string | null
}

export interface TestOutcome {
  delivered: boolean
  statusCode: number | null
  durationMs: number
  error: string | null
}

export const DEFAULT_OVERLAP_HOURS = 24

export class WebhookService {
  constructor(
    private readonly database: Database,
    private readonly secrets: () => SecretBox,
    private readonly policy: OutboundPolicy,
    private readonly options: { timeoutMs?: number; now?: () => Date } = {},
  ) {}

  private now(): Date {
    return this.options.now?.() ?? new Date()
  }

  private get db() {
    return this.database.db
  }

  /** Checks the URL, sends the test event signed with the new secret, then stores the subscription. */
  async create(accountId: string, input: NewSubscription): Promise<{ row: SubscriptionRow; secret: string }> {
    const endpointUrl = await checkEndpointUrl(input.endpointUrl, this.policy)
    const id = newUuid()
    const secret = generateSigningSecret()
    const test = testEvent(id, this.now())
    const result = await sendSigned(this.sendParts(), endpointUrl, test, [secret])
    failUnlessDelivered(result)
    const [row] = await this.db
      .insert(webhookSubscriptions)
      .values({
        id,
        accountId,
        endpointUrl,
        description: input.description,
        filters: input.filters,
        sealedSecret: sealSecret(this.secrets(), id, secret),
      })
      .returning()
    return { row, secret }
  }

  async list(accountId: string): Promise<SubscriptionRow[]> {
    return this.db
      .select()
      .from(webhookSubscriptions)
      .where(eq(webhookSubscriptions.accountId, accountId))
      .orderBy(webhookSubscriptions.createdAt, webhookSubscriptions.id)
  }

  /** The account's subscription, or 404 (also for another account's id: no hint that it exists). */
  async get(accountId: string, id: string | null): Promise<SubscriptionRow> {
    const s = webhookSubscriptions
    const [row] = id
      ? await this.db
          .select()
          .from(s)
          .where(and(eq(s.id, id), eq(s.accountId, accountId)))
      : []
    if (!row) throw new ApiError('NOT_FOUND', 'No webhook subscription with this id.')
    return row
  }

  async delete(accountId: string, id: string | null): Promise<void> {
    const row = await this.get(accountId, id)
    await this.db.delete(webhookSubscriptions).where(eq(webhookSubscriptions.id, row.id))
  }

  /**
   * A new secret, returned once. The old one keeps signing beside it for `overlapHours` (0: retired
   * at once), so receivers can switch without losing a delivery.
   */
  async rotateSecret(
    accountId: string,
    id: string | null,
    overlapHours = DEFAULT_OVERLAP_HOURS,
  ): Promise<{ row: SubscriptionRow; secret: string }> {
    const current = await this.get(accountId, id)
    const secret = generateSigningSecret()
    const expires = new Date(this.now().getTime() + overlapHours * 3_600_000).toISOString()
    const [row] = await this.db
      .update(webhookSubscriptions)
      .set({
        sealedSecret: sealSecret(this.secrets(), current.id, secret),
        previousSealedSecret: overlapHours > 0 ? current.sealedSecret : null,
        previousSecretExpiresAt: overlapHours > 0 ? expires : null,
        updatedAt: sql`now()`,
      })
      .where(eq(webhookSubscriptions.id, current.id))
      .returning()
    return { row, secret }
  }

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
  async retry(accountId: string, id: string | null, deliveryId: string | null): Promise<void> {
    const subscription = await this.get(accountId, id)
    const d = webhookDeliveries
    const [delivery] = deliveryId
      ? await this.db
          .select({ id: d.id, status: d.status })
          .from(d)
          .where(and(eq(d.id, deliveryId), eq(d.subscriptionId, subscription.id)))
      : []
    if (!delivery) throw new ApiError('NOT_FOUND', 'No delivery with this id for this subscription.')
    if (!(await retryFailed(this.db, delivery.id, this.now())))
      throw new ApiError(
        'VALIDATION_ERROR',
        `path.delivery_id: only a failed delivery can be retried; this one is ${delivery.status}`,
      )
  }

  /** Sends a test event now and records it among the subscription's deliveries. */
  async test(accountId: string, id: string | null): Promise<TestOutcome> {
    const subscription = await this.get(accountId, id)
    const event = testEvent(subscription.id, this.now())
    const secrets = signingSecrets(this.secrets(), subscription, this.now())
    const result = await sendSigned(this.sendParts(), subscription.endpointUrl, event, secrets)
    await recordTestDelivery(this.db, subscription.id, event, result, this.now())
    return {
      delivered: result.ok,
      statusCode: result.status,
      durationMs: result.durationMs,
      error: errorText(result),
    }
  }

  /**
   * A paused subscription becomes active again once a test event succeeds (else the test's failure
   * is the answer); its held deliveries are then sent, oldest first.
   */
  async reactivate(accountId: string, id: string | null): Promise<{ row: SubscriptionRow; released: number }> {
    const current = await this.get(accountId, id)
    if (current.status === 'active') return { row: current, released: 0 }
    const outcome = await this.test(accountId, current.id)
    if (!outcome.delivered) {
      throw outcome.statusCode === null
        ? new ApiError('ENDPOINT_UNREACHABLE', `The test event could not be delivered: ${outcome.error}`)
        : new ApiError(
            'ENDPOINT_VALIDATION_FAILED',
            `The test event got ${outcome.statusCode}; the subscription stays paused.`,
          )
    }
    return this.db.transaction(async tx => {
      const [row] = await tx
        .update(webhookSubscriptions)
        .set({ status: 'active', consecutiveFailures: 0, pausedAt: null, warnedAt: null, updatedAt: sql`now()` })
        .where(eq(webhookSubscriptions.id, current.id))
        .returning()
      const released = await releaseHeld(tx, current.id, this.now())
      return { row, released }
    })
  }

  private sendParts() {
    return { box: this.secrets(), policy: this.policy, timeoutMs: this.options.timeoutMs, now: this.options.now }
  }
}

/** The test event of a creation: unreachable (no reply) or refused (a non-2xx reply). */
function failUnlessDelivered(result: OutboundResult): void {
  if (result.ok) return
  if (result.status === null) {
    const why = result.error?.message ?? 'no reply'
    throw new ApiError('ENDPOINT_UNREACHABLE', `The test event could not be delivered to endpoint_url: ${why}`)
  }
  const redirect = result.error?.kind === 'redirect' ? ` (${result.error.message})` : ''
  throw new ApiError(
    'ENDPOINT_VALIDATION_FAILED',
    `The test event sent to endpoint_url got ${result.status}${redirect}; the endpoint must answer 2xx.`,
  )
}
