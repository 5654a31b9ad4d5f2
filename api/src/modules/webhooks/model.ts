/**
 * Schemas of /v1/webhooks shared by both variants: the filter lists, the extras' bodies and queries,
 * deliveries with attempts, a test event's outcome. Each variant's own names (subscription ids,
 * `states` or `jurisdictions`) are in variants/.
 */
import { Type } from '@sinclair/typebox'
import { t, type TSchema } from 'elysia'
import { CHANGE_EVENT_TYPES, PRODUCT_TYPES, SUBSTANCES } from '../../domain/types.ts'
import { page, perPage, query } from '../../http/params.ts'
import { dateTime, envelope, integer, literalUnion, meta, nullable, paginationMeta } from '../../http/schemas.ts'

/** Event types a subscription can ask for (`source_added` is a changelog entry, never delivered). */
export const WEBHOOK_EVENT_TYPES = CHANGE_EVENT_TYPES.filter(type => type !== 'source_added')
export const DELIVERY_STATUSES = ['pending', 'in_flight', 'succeeded', 'failed', 'held'] as const
export const MAX_DESCRIPTION = 500
export const MAX_FILTER_VALUES = 100

const list = (name: string, description: string) =>
  Type.Array(Type.String({ maxLength: 64 }), {
    maxItems: MAX_FILTER_VALUES,
    error: `${name}: expected an array of at most ${MAX_FILTER_VALUES} strings`,
    description,
  })

/** The creation body; `stateKey` is `states` (nested) or `jurisdictions` (column). */
export function createBody(stateKey: 'states' | 'jurisdictions') {
  return Type.Object(
    {
      // Any JSON value passes here so that the endpoint check answers with its own codes (MISSING_ENDPOINT,
      // INVALID_URL, HTTPS_REQUIRED); the document says what to send.
      endpoint_url: Type.Unknown({
        type: 'string',
        format: 'uri',
        description: 'HTTPS URL of the receiving endpoint.',
      }),
      filters: Type.Optional(
        Type.Object(
          {
            [stateKey]: Type.Optional(
              list(`body.filters.${stateKey}`, 'Two-letter codes (US for federal); omitted or empty = all.'),
            ),
            substances: Type.Optional(
              list('body.filters.substances', `Any of ${SUBSTANCES.join(', ')}; omitted or empty = all.`),
            ),
            product_types: Type.Optional(
              list('body.filters.product_types', `Any of ${PRODUCT_TYPES.join(', ')}; omitted or empty = all.`),
            ),
            event_types: Type.Optional(
              list('body.filters.event_types', `Any of ${WEBHOOK_EVENT_TYPES.join(', ')}; omitted or empty = all.`),
            ),
          },
          {
            additionalProperties: false,
            error: `body.filters: expected an object of ${stateKey}, substances, product_types, event_types`,
          },
        ),
      ),
      description: Type.Optional(
        Type.String({
          maxLength: MAX_DESCRIPTION,
          error: `body.description: expected a string of at most ${MAX_DESCRIPTION} characters`,
        }),
      ),
    },
    {
      additionalProperties: false,
      error: 'body: expected a JSON object {"endpoint_url": "https://…", "filters": {…}}',
    },
  )
}

export const rotateBody = Type.Object(
  {
    overlap_hours: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 168,
        error: 'body.overlap_hours: expected a whole number from 0 to 168',
        description:
          'How long the previous secret keeps signing beside the new one; 24 unless given, 0 retires it at once.',
      }),
    ),
  },
  { additionalProperties: false, error: 'body: expected a JSON object {"overlap_hours": 24} or no body' },
)

export const deliveriesQuery = query({
  status: t.Union(
    DELIVERY_STATUSES.map(value => t.Literal(value)),
    { error: `query.status: expected one of ${DELIVERY_STATUSES.join(', ')}` },
  ),
  page: page(),
  per_page: perPage(),
})

export const filtersSchema = (stateKey: string) =>
  t.Object({
    [stateKey]: t.Optional(t.Array(t.String())),
    substances: t.Optional(t.Array(t.String())),
    product_types: t.Optional(t.Array(t.String())),
    event_types: t.Optional(t.Array(t.String())),
  })

const attempt = t.Object({
  attempt: integer(),
  status_code: nullable(integer()),
  error: nullable(t.String()),
  duration_ms: integer(),
  response_start: t.String({ description: 'The first 2 KiB of the reply body.' }),
  at: dateTime(),
})

export const delivery = (idDescription: string) =>
  t.Object({
    id: t.String({ description: idDescription }),
    event_id: t.String(),
    event_type: t.String(),
    status: literalUnion(DELIVERY_STATUSES),
    attempts: integer(),
    max_attempts: integer(),
    next_attempt_at: nullable(dateTime()),
    last_status_code: nullable(integer()),
    last_error: nullable(t.String()),
    created_at: dateTime(),
    delivered_at: nullable(dateTime()),
    body: t.String({ description: 'The JSON body exactly as signed and sent.' }),
    attempt_log: t.Array(attempt),
  })

export const deliveriesResponse = (item: TSchema) => envelope(t.Array(item), paginationMeta())

export const testOutcome = envelope(
  t.Object({
    delivered: t.Boolean(),
    status_code: nullable(integer()),
    duration_ms: integer(),
    error: nullable(t.String()),
  }),
  meta(),
)
