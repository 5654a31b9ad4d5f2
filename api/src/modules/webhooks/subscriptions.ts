/**
 * Webhook subscriptions of an account: create (URL checked, test event sent, secret sealed), list,
 * get, delete, and rotate the secret with an overlap. Every query is scoped to the account: another
 * account's id is not found. Each change is one transaction with its audit entry (accounts/audit.ts),
 * naming the subscription as the API does (`ids`). An account holds at most MAX_SUBSCRIPTIONS, and
 * one per endpoint URL: five subscriptions to one URL would each get every event.
 */
import { and, eq, sql } from 'drizzle-orm'
import { audited, type AuditBy } from '../../accounts/audit.ts'
import { lockAccount } from '../../accounts/quotas.ts'
import type { Database, Db } from '../../db/client.ts'
import { webhookSubscriptions, type WebhookFilters } from '../../db/schema/index.ts'
import { ApiError } from '../../lib/errors.ts'
import { newUuid } from '../../lib/ids.ts'
import type { SecretBox } from '../../lib/secret-box.ts'
import type { OutboundPolicy } from '../../webhooks/address-policy.ts'
import type { SubscriptionRow } from '../../webhooks/delivery-queue.ts'
import { checkEndpointUrl } from '../../webhooks/endpoint-url.ts'
import type { OutboundResult } from '../../webhooks/outbound.ts'
import { sealSecret } from '../../webhooks/secrets.ts'
import { sendSigned, testEvent } from '../../webhooks/send.ts'
import { generateSigningSecret } from '../../webhooks/signing.ts'

export const MAX_SUBSCRIPTIONS = 20
export const DEFAULT_OVERLAP_HOURS = 24

export interface NewSubscription {
  endpointUrl: unknown
  filters: WebhookFilters
  description: string | null
}

/** How the API names subscriptions and deliveries in this deployment's variant (`whk_…`, or the UUID). */
export interface WebhookIds {
  subscription(uuid: string): string
  delivery(uuid: string): string
}

export interface WebhookServiceOptions {
  timeoutMs?: number
  now?: () => Date
}

export class Subscriptions {
  constructor(
    protected readonly database: Database,
    protected readonly secrets: () => SecretBox,
    protected readonly policy: OutboundPolicy,
    protected readonly ids: WebhookIds,
    protected readonly options: WebhookServiceOptions = {},
  ) {}

  protected now(): Date {
    return this.options.now?.() ?? new Date()
  }

  protected get db() {
    return this.database.db
  }

  protected sendParts() {
    return { box: this.secrets(), policy: this.policy, timeoutMs: this.options.timeoutMs, now: this.options.now }
  }

  /** Refuses a subscription the account may not add: one too many, or a second to the same URL. */
  private async roomFor(db: Db, accountId: string, endpointUrl: string): Promise<void> {
    const s = webhookSubscriptions
    const rows = await db.select({ url: s.endpointUrl }).from(s).where(eq(s.accountId, accountId))
    if (rows.some(row => row.url === endpointUrl))
      throw new ApiError('ALREADY_EXISTS', 'This account already has a subscription to this endpoint_url.')
    if (rows.length >= MAX_SUBSCRIPTIONS)
      throw new ApiError(
        'FORBIDDEN',
        `An account holds at most ${MAX_SUBSCRIPTIONS} webhook subscriptions; delete one first (filters narrow what one receives).`,
      )
  }

  /**
   * Checks the URL and the account's room, sends the test event signed with the new secret, then
   * stores the subscription (the room checked again under the account's lock) with its audit entry.
   */
  async create(
    accountId: string,
    input: NewSubscription,
    by: AuditBy,
  ): Promise<{ row: SubscriptionRow; secret: string }> {
    const endpointUrl = await checkEndpointUrl(input.endpointUrl, this.policy)
    await this.roomFor(this.db, accountId, endpointUrl)
    const id = newUuid()
    const secret = generateSigningSecret()
    const result = await sendSigned(this.sendParts(), endpointUrl, testEvent(this.ids.subscription(id), this.now()), [
      secret,
    ])
    failUnlessDelivered(result)
    const values = { id, accountId, endpointUrl, description: input.description, filters: input.filters }
    const row = await audited(
      this.db,
      by,
      async tx => {
        await lockAccount(tx, accountId)
        await this.roomFor(tx, accountId, endpointUrl)
        const sealedSecret = sealSecret(this.secrets(), id, secret)
        return (
          await tx
            .insert(webhookSubscriptions)
            .values({ ...values, sealedSecret })
            .returning()
        )[0]
      },
      made => ({
        accountId,
        action: 'webhook.created',
        target: this.ids.subscription(made.id),
        after: { endpoint_url: made.endpointUrl, filters: made.filters, description: made.description },
      }),
    )
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
  async get(accountId: string, id: string | null, db: Db = this.db): Promise<SubscriptionRow> {
    const s = webhookSubscriptions
    const [row] = id
      ? await db
          .select()
          .from(s)
          .where(and(eq(s.id, id), eq(s.accountId, accountId)))
      : []
    if (!row) throw new ApiError('NOT_FOUND', 'No webhook subscription with this id.')
    return row
  }

  async delete(accountId: string, id: string | null, by: AuditBy): Promise<void> {
    await audited(
      this.db,
      by,
      async tx => {
        const row = await this.get(accountId, id, tx)
        await tx.delete(webhookSubscriptions).where(eq(webhookSubscriptions.id, row.id))
        return row
      },
      row => ({
        accountId,
        action: 'webhook.deleted',
        target: this.ids.subscription(row.id),
        before: { endpoint_url: row.endpointUrl, status: row.status, description: row.description },
      }),
    )
  }

  /**
   * A new secret, returned once. The old one keeps signing beside it for `overlapHours` (0: retired
   * at once), so receivers can switch without losing a delivery.
   */
  async rotateSecret(
    accountId: string,
    id: string | null,
    overlapHours: number,
    by: AuditBy,
  ): Promise<{ row: SubscriptionRow; secret: string }> {
    const secret = generateSigningSecret()
    const expires = new Date(this.now().getTime() + overlapHours * 3_600_000).toISOString()
    const row = await audited(
      this.db,
      by,
      async tx => {
        const current = await this.get(accountId, id, tx)
        const [updated] = await tx
          .update(webhookSubscriptions)
          .set({
            sealedSecret: sealSecret(this.secrets(), current.id, secret),
            previousSealedSecret: overlapHours > 0 ? current.sealedSecret : null,
            previousSecretExpiresAt: overlapHours > 0 ? expires : null,
            updatedAt: sql`now()`,
          })
          .where(eq(webhookSubscriptions.id, current.id))
          .returning()
        return updated
      },
      updated => ({
        accountId,
        action: 'webhook.secret_rotated',
        target: this.ids.subscription(updated.id),
        after: { overlap_hours: overlapHours, previous_secret_expires_at: updated.previousSecretExpiresAt },
      }),
    )
    return { row, secret }
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
