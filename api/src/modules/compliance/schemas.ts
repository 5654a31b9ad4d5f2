/** The verification's body and answer as TypeBox schemas: validation, the OpenAPI document and the SDK types read them. */
import { t } from 'elysia'
import { PRODUCT_TYPES, SUBSTANCES } from '../../domain/types.ts'
import { FAILURE_CODES, WARNING_CODES } from '../../engines/verify/index.ts'
import { integer, literalUnion, nullable } from '../../http/schemas.ts'

export const MAX_LINES = 100
const MAX_FIGURE = 1_000_000

const figure = (description: string) => t.Optional(t.Number({ minimum: 0, maximum: MAX_FIGURE, description }))

export const orderLine = t.Object(
  {
    id: t.String({ minLength: 1, maxLength: 100, description: 'Your line id, echoed.' }),
    substance: literalUnion(SUBSTANCES),
    product_type: t.String({
      minLength: 1,
      maxLength: 40,
      description: `One of ${PRODUCT_TYPES.join(', ')} (\`vape\` is accepted for \`vapes\`).`,
    }),
    quantity: t.Optional(
      integer({
        minimum: 1,
        maximum: MAX_FIGURE,
        description: 'Containers ordered (default 1); never changes per-container arithmetic.',
      }),
    ),
    thc_mg_per_serving: figure('Total THC per serving, mg.'),
    servings_per_container: t.Optional(t.Number({ exclusiveMinimum: 0, maximum: MAX_FIGURE })),
    thc_mg_per_container: figure(
      'Total THC (THCA included) per container, mg, as the certificate of analysis states it.',
    ),
    thc_pct_dry_weight: t.Optional(
      t.Number({ minimum: 0, maximum: 100, description: 'Total THC, percent of dry weight.' }),
    ),
    cbd_mg_per_serving: figure('CBD per serving, mg.'),
    synthesized: t.Optional(
      t.Boolean({ description: 'Whether any cannabinoid was synthesized outside the plant (e.g. converted delta-8).' }),
    ),
    coa_url: t.Optional(t.String({ maxLength: 2000, description: 'The certificate of analysis.' })),
  },
  { additionalProperties: false },
)

export const verifyBody = t.Object(
  {
    ship_to: t.Object(
      { state: t.String({ minLength: 2, maxLength: 2, description: 'Two-letter state code or DC.' }) },
      { additionalProperties: false },
    ),
    as_of: t.Optional(t.String({ format: 'date', description: 'The law in force on this day (default today, UTC).' })),
    buyer_age: t.Optional(integer({ minimum: 0, maximum: 150 })),
    buyer_birth_date: t.Optional(t.String({ format: 'date' })),
    channel: t.Optional(literalUnion(['online', 'in_store'])),
    lines: t.Array(orderLine, { minItems: 1, maxItems: MAX_LINES }),
  },
  { additionalProperties: false },
)

const result = literalUnion(['compliant', 'not_compliant', 'undetermined'])
const failureCodes = t.Array(literalUnion(FAILURE_CODES))
const warningCodes = t.Array(literalUnion(WARNING_CODES))
const rule = nullable(
  t.Object({
    jurisdiction: t.String(),
    legal_status: t.String(),
    summary: t.String(),
    regulation_id: t.String(),
    effective_date: t.String({ format: 'date' }),
    confidence: t.Number(),
    verification_tier: t.String(),
  }),
)

export const verifyLineResult = t.Object({
  id: t.String(),
  substance: t.String(),
  product_type: t.String(),
  quantity: integer(),
  result,
  failure_codes: failureCodes,
  warning_codes: warningCodes,
  findings: t.Array(
    t.Object({
      code: t.String(),
      jurisdiction: t.String(),
      message: t.String(),
      citations: t.Array(integer()),
      date: t.Optional(t.String({ format: 'date' })),
    }),
  ),
  messages: t.Array(t.String()),
  decided_by: literalUnion(['state', 'federal', 'both']),
  requirements: t.Object({
    minimum_age: nullable(integer()),
    age_gate_required: t.Boolean(),
    license_required: t.Boolean(),
    license_types: t.Array(t.String()),
    labeling_required: nullable(t.Boolean()),
    labeling: t.Array(t.String()),
    testing_required: t.Boolean(),
    testing_standards: t.Array(t.String()),
    shipping: t.Array(t.String()),
  }),
  state_rule: rule,
  federal_rule: rule,
  citations: t.Array(t.Object({ n: integer(), label: t.String(), url: t.String() })),
})

export const verifyResponse = t.Object({
  result,
  compliant: nullable(t.Boolean()),
  failure_codes: failureCodes,
  warning_codes: warningCodes,
  as_of: t.String({ format: 'date' }),
  data_version: t.String(),
  ship_to: t.Object({ state: t.String() }),
  channel: literalUnion(['online', 'in_store']),
  lines: t.Array(verifyLineResult),
  receipt: t.Object({ id: t.String(), issued_at: t.String(), jws: t.String() }),
})
