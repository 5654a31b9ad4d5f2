/** Query and response schemas of GET /v1/predictions/{state}: the single source for validation, OpenAPI and tests. */
import { Type } from '@sinclair/typebox'
import { t } from 'elysia'
import { KEYED, type RouteSpec } from '../../http/openapi.ts'
import { flag, query } from '../../http/params.ts'
import { date, dateTime, envelope, integer, literalUnion, meta, nullable, named } from '../../http/schemas.ts'

export const HORIZON = { min: 7, max: 730, default: 90 } as const

export const predictionQuery = query({
  horizon_days: Type.Integer({
    minimum: HORIZON.min,
    maximum: HORIZON.max,
    default: HORIZON.default,
    error: `query.horizon_days: expected a whole number of days from ${HORIZON.min} to ${HORIZON.max}`,
    description: `How far ahead to forecast, in days (${HORIZON.min} to ${HORIZON.max}).`,
  }),
  refresh: flag('query.refresh', 'true recomputes the forecast instead of answering from the 24-hour cache.'),
})

const trigger = t.Object({
  type: literalUnion(['bill', 'federal_enforcement', 'regulation_sunset']),
  reference_id: t.String({ description: 'A bill id (bill_…), a regulation id, or a changelog entry id.' }),
  label: t.String(),
  weight: t.Number({
    minimum: 0,
    maximum: 1,
    description: 'Chance this trigger changes the rules within the horizon.',
  }),
})

export const predictionData = named(
  'Prediction',
  t.Object({
    state: t.String(),
    horizon_days: integer({ minimum: HORIZON.min, maximum: HORIZON.max }),
    change_probability: t.Number({ minimum: 0, maximum: 0.97 }),
    confidence: t.Number({ minimum: 0.35, maximum: 0.9 }),
    risk_level: literalUnion(['low', 'moderate', 'high', 'critical']),
    predicted_changes: t.Array(
      t.Object({
        substance: t.String(),
        direction: literalUnion(['tighter', 'looser', 'unclear']),
        estimated_effective_date: nullable(date()),
        likely_triggers: t.Array(trigger),
        reasoning: t.String(),
      }),
    ),
    signal_counts: t.Object({
      active_bills: integer({ minimum: 0 }),
      pending_regulations: integer({ minimum: 0 }),
      federal_triggers: integer({ minimum: 0 }),
    }),
    methodology_notes: t.String(),
    calculated_at: dateTime(),
    disclaimer: t.String(),
  }),
)

export const predictionResponse = envelope(
  predictionData,
  meta({ cached: t.Boolean(), calculated_at: dateTime(), legal_notice: t.String() }),
)

export const predictionRoutes = {
  forecast: {
    tag: 'Predictions',
    security: 'secret',
    summary: 'Forecast of regulatory change in a state (Preview)',
    description: [
      '**Preview; not legal advice.** The chance that the rules for a state change within `horizon_days`, from a deterministic model',
      "over the data's signals: linked bills weighted by stage, rules with pending changes, effective or expiry dates, and federal triggers.",
      '`change_probability` is 0 to 0.97 and never falls as the horizon grows; `confidence` is 0.35 to 0.9; risk bands: low < 0.25 ≤ moderate < 0.5 ≤ high < 0.75 ≤ critical.',
      'Each forecast is cached for 24 hours per state and horizon (shared by every instance) and recomputed when the data changes or with `refresh=true`;',
      '`meta.cached` says whether this one came from the cache and `meta.calculated_at` when it was computed. The disclaimer is always the current one.',
      'A state outside a starter plan answers 403 FORBIDDEN; an unknown code 400 VALIDATION_ERROR; a predictions store that cannot be reached 503 SERVICE_UNAVAILABLE.',
    ].join(' '),
    path: [
      {
        name: 'state',
        description: 'Exactly two letters: one of the 50 states, DC, or US for the federal layer. Case-insensitive.',
        pattern: '^[A-Za-z]{2}$',
      },
    ],
    query: predictionQuery,
    ok: predictionResponse,
    errors: [...KEYED, 'VALIDATION_ERROR'],
  } satisfies RouteSpec,
}
