/** What each interface variant decides about webhooks: ids, the states filter's name, response shapes. */
import type { TObject } from '@sinclair/typebox'
import { t, type TSchema } from 'elysia'
import type { WebhookFilters } from '../../../db/schema/index.ts'
import { dateTime, envelope, integer, meta, nullable, named } from '../../../http/schemas.ts'
import type { Delivery } from '../service.ts'
import type { SubscriptionRow } from '../../../webhooks/delivery-queue.ts'
import { createBody, delivery, deliveriesResponse, filtersSchema } from '../model.ts'

export interface WebhookShapes {
  /** The name of the states filter in requests and responses. */
  stateKey: 'states' | 'jurisdictions'
  idDescription: string
  idPattern: string
  subscriptionUuid(publicId: string): string | null
  subscriptionId(uuid: string): string
  deliveryUuid(publicId: string): string | null
  deliveryId(uuid: string): string
  /** The DELETE response's `data`. */
  deleted(publicId: string): Record<string, unknown>
  body: TObject
  responses: {
    created: TSchema
    subscription: TSchema
    list: TSchema
    deleted: TSchema
    deliveries: TSchema
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** `prefix` + uuid (nested) or the bare uuid (column, prefix ''). */
export const idCodec = (prefix: string) => ({
  parse: (publicId: string): string | null => {
    if (!publicId.startsWith(prefix)) return null
    const uuid = publicId.slice(prefix.length).toLowerCase()
    return UUID.test(uuid) ? uuid : null
  },
  format: (uuid: string): string => prefix + uuid,
})

/** The schemas of a variant, from its names. */
export function schemasFor(stateKey: 'states' | 'jurisdictions', idDescription: string, deleted: TSchema) {
  const base = {
    id: t.String({ description: idDescription }),
    endpoint_url: t.String(),
    description: nullable(t.String()),
    filters: filtersSchema(stateKey),
    status: t.Union([t.Literal('active'), t.Literal('paused')]),
    created_at: dateTime(),
  }
  const listed = named(
    'WebhookSubscription',
    t.Object({
      ...base,
      paused_at: nullable(dateTime()),
      consecutive_failures: integer(),
      last_triggered_at: nullable(dateTime()),
      total_deliveries: integer(),
      failed_deliveries: integer(),
      secret_overlap_until: nullable(dateTime()),
    }),
  )
  const created = named(
    'WebhookSubscriptionCreated',
    t.Object({ ...base, signing_secret: t.String({ description: 'Shown only in this response.' }) }),
  )
  return {
    body: createBody(stateKey),
    responses: {
      created: envelope(created, meta()),
      subscription: envelope(listed, meta()),
      list: envelope(t.Array(listed), meta({ total: integer() })),
      deleted: envelope(deleted, meta()),
      deliveries: deliveriesResponse(delivery('Delivery id.')),
    },
  }
}

/** Filters as stored (canonical names) → as the variant names them. */
export function presentFilters(filters: WebhookFilters, stateKey: string): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  if (filters.states) out[stateKey] = filters.states
  if (filters.substances) out.substances = filters.substances
  if (filters.product_types) out.product_types = filters.product_types
  if (filters.event_types) out.event_types = filters.event_types
  return out
}

export function presentSubscription(
  row: SubscriptionRow,
  shapes: WebhookShapes,
  extra: { secret?: string; counters?: boolean },
): Record<string, unknown> {
  const base = {
    id: shapes.subscriptionId(row.id),
    endpoint_url: row.endpointUrl,
    description: row.description,
    filters: presentFilters(row.filters, shapes.stateKey),
    status: row.status === 'active' ? 'active' : 'paused',
    created_at: iso(row.createdAt),
  }
  if (extra.secret) return { ...base, signing_secret: extra.secret }
  const overlap = row.previousSecretExpiresAt && Date.parse(row.previousSecretExpiresAt) > Date.now()
  return {
    ...base,
    paused_at: row.pausedAt && iso(row.pausedAt),
    consecutive_failures: row.consecutiveFailures,
    last_triggered_at: row.lastTriggeredAt && iso(row.lastTriggeredAt),
    total_deliveries: row.totalDeliveries,
    failed_deliveries: row.failedDeliveries,
    secret_overlap_until: overlap ? iso(row.previousSecretExpiresAt!) : null,
  }
}

export function presentDelivery(row: Delivery, shapes: WebhookShapes): Record<string, unknown> {
  return {
    id: shapes.deliveryId(row.id),
    event_id: row.eventId,
    event_type: row.eventType,
    status: row.status,
    attempts: row.attempts,
    max_attempts: row.maxAttempts,
    next_attempt_at: row.status === 'pending' ? iso(row.runAt) : null,
    last_status_code: row.lastStatusCode,
    last_error: row.lastError,
    created_at: iso(row.createdAt),
    delivered_at: row.deliveredAt && iso(row.deliveredAt),
    body: row.body,
    attempt_log: row.attemptList.map(a => ({
      attempt: a.attempt,
      status_code: a.statusCode,
      error: a.error,
      duration_ms: a.durationMs,
      response_start: a.responseStart,
      at: iso(a.at),
    })),
  }
}

/** Postgres and PGlite print timestamps differently: always ISO 8601 in UTC. */
const iso = (value: string): string => new Date(value).toISOString()
