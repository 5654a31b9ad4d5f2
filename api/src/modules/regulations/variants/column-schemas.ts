/** Column-variant regulation schemas: the OpenAPI document and the conformance tests read these. */
import { t, type TSchema } from 'elysia'
import { MERCHANT_FIELD_COLUMNS, PRODUCT_TYPES, SUBSTANCES, VERIFICATION_TIERS } from '../../../domain/types.ts'
import {
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
import { COLUMN_STATUSES } from '../../../variants/column.ts'

const n = () => nullable(t.Number({ minimum: 0 }))
const s = () => nullable(t.String())
const tierNote = (tier: string) => ({ description: `Returned to the ${tier} tier and above.` })
const opt = <T extends TSchema>(schema: T, note?: { description: string }) => t.Optional({ ...schema, ...note } as T)

const fieldList = t.Array(literalUnion(Object.values(MERCHANT_FIELD_COLUMNS)), { uniqueItems: true })

export const changeRow = named(
  'ChangelogEntry',
  t.Object({
    id: t.String({ format: 'uuid' }),
    regulation_id: t.String({ format: 'uuid' }),
    jurisdiction: t.String(),
    field_changed: t.String(),
    old_value: t.Any(),
    new_value: t.Any(),
    changed_at: dateTime(),
    reason: t.String(),
  }),
)

export const regulation = named(
  'Regulation',
  t.Object(
    {
      id: t.String({ format: 'uuid' }),
      jurisdiction: t.String({ minLength: 2, maxLength: 2 }),
      substance: literalUnion(SUBSTANCES),
      product_type: literalUnion(PRODUCT_TYPES),
      legal_status: literalUnion(COLUMN_STATUSES),
      federal_status: t.String(),
      thc_limit_pct_dryweight: n(),
      thc_limit_mg_per_serving: n(),
      thc_limit_mg_per_container: n(),
      thc_measurement_method: s(),
      block_sale: nullable(t.Boolean()),
      effective_date: nullable(date()),
      expiry_date: nullable(date()),
      last_verified: dateTime(),
      verification_tier: literalUnion(VERIFICATION_TIERS),
      confidence_score: t.Number({ minimum: 0, maximum: 1 }),
      unknown_fields: opt(fieldList, {
        description: `${UNKNOWN_FIELDS_DESCRIPTION} Lists only the columns your tier is given.`,
      }),
      no_state_rule_fields: opt(fieldList, {
        description: `${NO_STATE_RULE_FIELDS_DESCRIPTION} Lists only the columns your tier is given.`,
      }),
      cbd_limit_mg_per_serving: opt(n(), tierNote('retailer')),
      age_restriction: opt(nullable(integer()), tierNote('retailer')),
      age_verification_method: opt(s(), tierNote('retailer')),
      shipping_status: opt(s(), tierNote('retailer')),
      carrier_restrictions: opt(nullable(t.Array(t.String())), tierNote('retailer')),
      license_required: opt(nullable(t.Boolean()), tierNote('retailer')),
      license_type: opt(s(), tierNote('retailer')),
      labeling_required: opt(nullable(t.Boolean()), tierNote('brand')),
      warning_text_verbatim: opt(s(), { description: `${WARNING_TEXT_DESCRIPTION} ${tierNote('brand').description}` }),
      testing_standard: opt(s(), tierNote('brand')),
      testing_panels_required: opt(nullable(t.Array(t.String())), tierNote('brand')),
      enforcement_date: opt(nullable(date()), tierNote('brand')),
      enforcement_agency: opt(s(), tierNote('brand')),
      penalty_range: opt(s(), tierNote('brand')),
      plain_english: opt(s(), tierNote('brand')),
      source_urls: opt(nullable(t.Array(t.String({ format: 'uri' }))), {
        description: 'Enterprise tier, with include_sources=true.',
      }),
      source_documents: opt(nullable(t.Array(t.String())), {
        description: 'Enterprise tier, with include_sources=true.',
      }),
      related_bills: opt(
        nullable(
          t.Array(
            t.Object({ bill_id: t.String(), title: t.String(), status: t.String(), url: t.String({ format: 'uri' }) }),
          ),
        ),
        { description: 'Enterprise tier, with include_bills=true.' },
      ),
      changelog: opt(t.Array(changeRow), { description: 'Enterprise tier, with include_changelog=true.' }),
    },
    { additionalProperties: false },
  ),
)

/** A compared state with no matching record: one row saying so, never an empty list that reads as "nothing to worry about". */
export const noDataRow = t.Object(
  {
    id: t.Null({ description: 'Null: there is no record.' }),
    jurisdiction: t.String({ minLength: 2, maxLength: 2 }),
    substance: nullable(literalUnion(SUBSTANCES)),
    product_type: nullable(literalUnion(PRODUCT_TYPES)),
    legal_status: t.Literal('gray_area', {
      description:
        "The contract says unclear; gray_area is the column scale's word for it. HempData holds no record, which is neither permission nor prohibition.",
    }),
    confidence_score: t.Literal(0),
    verification_tier: t.Literal('unverified'),
    note: t.String({ description: 'Says that no data exists for this state and filter.' }),
  },
  {
    additionalProperties: false,
    description:
      'Stands in for the records of a compared state that has none matching the filter (also listed in meta.missing).',
  },
)

export const upgradeHint = t.Optional(
  t.String({ description: 'Names the tier that unlocks an include_* parameter you passed.' }),
)

export const columnRegulationResponses = {
  regulation: envelope(regulation, meta({ upgrade_hint: upgradeHint })),
  regulationList: envelope(
    t.Array(regulation),
    paginationMeta({ applied_filters: t.Record(t.String(), t.Any()), upgrade_hint: upgradeHint }),
  ),
  changelog: envelope(t.Array(changeRow), paginationMeta()),
  compare: envelope(
    t.Record(t.String({ pattern: '^[A-Z]{2}$' }), t.Array(t.Union([regulation, noDataRow]), { minItems: 1 }), {
      description:
        "Each compared state's matching records; a state with none has one row with id null, legal_status gray_area and a note.",
    }),
    meta({
      states_compared: t.Array(t.String()),
      substance_filter: s(),
      product_type_filter: s(),
      missing: t.Optional(
        t.Array(t.Object({ state: t.String(), legal_status: t.Literal('gray_area'), note: t.String() })),
      ),
    }),
  ),
}
