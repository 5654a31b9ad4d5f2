/** Query and response schemas of GET /v1/predictions/{state}: the single source for validation, OpenAPI and tests. */
import { Type } from '@sinclair/typebox'
import { t } from 'elysia'
import { flag, query } from '../../http/params.ts'
import { date, dateTime, envelope, literalUnion, meta, nullable } from '../../http/schemas.ts'

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

export const predictionData = t.Object({
  state: t.String(),
  horizon_days: t.Integer({ minimum: HORIZON.min, maximum: HORIZON.max }),
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
    active_bills: t.Integer({ minimum: 0 }),
    pending_regulations: t.Integer({ minimum: 0 }),
    federal_triggers: t.Integer({ minimum: 0 }),
  }),
  methodology_notes: t.String(),
  calculated_at: dateTime(),
  disclaimer: t.String(),
})

export const predictionResponse = envelope(
  predictionData,
  meta({ cached: t.Boolean(), calculated_at: dateTime(), legal_notice: t.String() }),
)
