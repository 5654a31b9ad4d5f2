/** Nested-variant regulation schemas: the OpenAPI document and the conformance tests read these. */
import { t } from 'elysia'
import {
  CHANGE_EVENT_TYPES,
  LEGAL_STATUSES,
  PRODUCT_TYPES,
  SOURCE_TYPES,
  SUBSTANCES,
  VERIFICATION_TIERS,
} from '../../../domain/types.ts'
import { NESTED_MERCHANT_FIELDS } from '../../../variants/nested.ts'
import {
  bill,
  date,
  dateTime,
  envelope,
  integer,
  literalUnion,
  meta,
  named,
  nullable,
  NO_STATE_RULE_FIELDS_DESCRIPTION,
  paginationMeta,
  UNKNOWN_FIELDS_DESCRIPTION,
  WARNING_TEXT_DESCRIPTION,
} from '../../../http/schemas.ts'

const status = literalUnion(LEGAL_STATUSES)
const n = t.Number({ minimum: 0 })

/** Nested field names, as paths under `details` (e.g. `age_requirement`, `thc_limits.mg_per_serving`). */
const fieldList = (description: string) =>
  t.Array(literalUnion(Object.values(NESTED_MERCHANT_FIELDS)), { description, uniqueItems: true })

const fieldNotes = t.Record(
  t.String(),
  t.Object({
    state: literalUnion(['no_state_rule', 'unknown']),
    note: nullable(t.String({ description: 'Why it is unknown, or what was read for no state rule.' })),
    source_ids: t.Array(t.String(), {
      description: 'The ids of the record’s sources (include_sources=true) that were read for it.',
    }),
  }),
  {
    description:
      'With include_sources=true: for each merchant-facing field that is not a value, its state, the reason or what was read, and the sources cited. A field absent here holds its value.',
  },
)

const regulationState = t.Object({
  legal_status: status,
  summary: t.String(),
  thc_limit: t.String(),
  age_requirement: nullable(integer()),
  federal_status: t.Optional({
    ...status,
    description: 'The federal layer at that time (entries written since it was kept).',
  }),
  block_sale: t.Optional(t.Boolean({ description: 'Whether state or federal law prohibited the sale at that time.' })),
})

export const changeEntry = named(
  'ChangelogEntry',
  t.Object({
    id: t.String({ pattern: '^chg_' }),
    regulation_id: t.String({ pattern: '^reg_' }),
    state: t.String(),
    substance: literalUnion(SUBSTANCES),
    product_type: literalUnion(PRODUCT_TYPES),
    event_type: literalUnion(CHANGE_EVENT_TYPES),
    before: nullable(regulationState),
    after: regulationState,
    diff_summary: t.String({
      description:
        'Each changed field as `name: before → after`, in this variant’s field names (`summary`, `confidence`, `details.age_requirement`).',
    }),
    plain_english_summary: t.String(),
    reason: t.String(),
    changed_at: dateTime(),
    detected_at: dateTime(),
  }),
)

export const regulation = named(
  'Regulation',
  t.Object(
    {
      id: t.String({ pattern: '^reg_[0-9a-f-]{36}$' }),
      state: t.String({ minLength: 2, maxLength: 2 }),
      state_name: t.String(),
      substance: literalUnion(SUBSTANCES),
      product_type: literalUnion(PRODUCT_TYPES),
      legal_status: status,
      federal_status: t.Optional(status),
      block_sale: t.Optional(t.Boolean()),
      summary: t.String(),
      details: t.Object({
        thc_limit: t.String(),
        age_requirement: nullable(t.Union([t.Literal(18), t.Literal(21)])),
        license_required: t.Boolean(),
        testing_required: t.Boolean(),
        labeling_requirements: t.String(),
        packaging_requirements: t.String(),
        sales_channels: t.Array(t.String()),
        possession_limit: nullable(t.String()),
        additional_restrictions: nullable(t.String()),
        thc_limits: t.Optional(
          t.Object({
            pct_dry_weight: nullable(n),
            mg_per_serving: nullable(n),
            mg_per_container: nullable(n),
            measurement_method: nullable(t.String()),
          }),
        ),
        cbd_limit_mg_per_serving: t.Optional(nullable(n)),
        age_verification_method: t.Optional(nullable(t.String())),
        warning_text_verbatim: t.Optional({ ...nullable(t.String()), description: WARNING_TEXT_DESCRIPTION }),
        testing_standard: t.Optional(nullable(t.String())),
        testing_panels: t.Optional(nullable(t.Array(t.String()))),
        shipping_status: t.Optional(nullable(t.String())),
        carrier_restrictions: t.Optional(nullable(t.Array(t.String()))),
        license_type: t.Optional(nullable(t.String())),
        enforcement_agency: t.Optional(nullable(t.String())),
        enforcement_date: t.Optional(nullable(date())),
        penalty_range: t.Optional(nullable(t.String())),
        unknown_fields: t.Optional(fieldList(UNKNOWN_FIELDS_DESCRIPTION)),
        no_state_rule_fields: t.Optional(fieldList(NO_STATE_RULE_FIELDS_DESCRIPTION)),
        field_notes: t.Optional(fieldNotes),
      }),
      effective_date: date(),
      expiration_date: nullable(date()),
      pending_change: t.Optional(t.Boolean()),
      confidence: t.Number({ minimum: 0, maximum: 1 }),
      confidence_breakdown: t.Object({
        source_quality: t.Number({ minimum: 0, maximum: 1 }),
        recency: t.Number({ minimum: 0, maximum: 1 }),
        consistency: t.Number({ minimum: 0, maximum: 1 }),
        ai_parsing: t.Number({ minimum: 0, maximum: 1 }),
      }),
      last_verified: dateTime(),
      verified_by: literalUnion(['automated', 'manual']),
      verification_tier: t.Optional(literalUnion(VERIFICATION_TIERS)),
      sources: t.Optional(
        t.Array(
          t.Object({
            id: t.String(),
            title: t.String(),
            url: t.String({ format: 'uri' }),
            type: literalUnion(SOURCE_TYPES),
            retrieved_at: dateTime(),
          }),
        ),
      ),
      related_bills: t.Optional(t.Array(bill)),
      changelog: t.Optional(t.Array(changeEntry)),
      created_at: dateTime(),
      updated_at: dateTime(),
    },
    { additionalProperties: false },
  ),
)

const compareRow = t.Object({
  state: t.String(),
  state_name: t.String(),
  substance: t.Optional(literalUnion(SUBSTANCES)),
  product_type: t.Optional(literalUnion(PRODUCT_TYPES)),
  legal_status: status,
  federal_status: t.Optional({ ...status, description: 'The federal layer for this substance and product type.' }),
  block_sale: t.Optional(
    t.Boolean({
      description: 'True when state or federal law prohibits the sale: the stricter verdict, as the list gives it.',
    }),
  ),
  summary: t.String(),
  thc_limit: nullable(t.String()),
  age_requirement: nullable(integer()),
  license_required: nullable(t.Boolean()),
  confidence: t.Number({ minimum: 0, maximum: 1 }),
  regulation_id: nullable(t.String()),
  note: t.Optional(t.String()),
  unknown_fields: t.Optional(fieldList(UNKNOWN_FIELDS_DESCRIPTION)),
  no_state_rule_fields: t.Optional(fieldList(NO_STATE_RULE_FIELDS_DESCRIPTION)),
})

export const nestedRegulationResponses = {
  regulation: envelope(regulation, meta()),
  regulationList: envelope(t.Array(regulation), paginationMeta({ applied_filters: t.Record(t.String(), t.Any()) })),
  changelog: envelope(t.Array(changeEntry), paginationMeta({ history_window_days: nullable(integer()) })),
  compare: envelope(
    t.Object({
      comparison: t.Array(compareRow),
      summary: t.String({
        description:
          'Each state under the verdict a seller acts on: the stricter of its own and the federal status, with "(do not sell)" where block_sale is true.',
      }),
    }),
    meta({ states_compared: t.Array(t.String()), substance: nullable(t.String()), product_type: nullable(t.String()) }),
  ),
}
