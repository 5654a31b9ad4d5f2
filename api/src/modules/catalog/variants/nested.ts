/** Nested-variant substances and product types: every status count, in the canonical names. */
import { t } from 'elysia'
import { PRODUCT_TYPES, SUBSTANCES, LEGAL_STATUSES, type ProductType, type Substance } from '../../../domain/types.ts'
import { envelope, integer, literalUnion, meta, named } from '../../../http/schemas.ts'
import type { Stats } from '../../../snapshot/snapshot.ts'
import type { PresentContext } from '../../../variants/profile.ts'
import { countStates, headlineStatuses } from './headline.ts'
import type { CatalogShape } from './shape.ts'

const statesCount = integer({ minimum: 0 })

const substance = named(
  'Substance',
  t.Object({
    id: literalUnion(SUBSTANCES),
    name: t.String(),
    description: t.String(),
    federal_status: literalUnion(LEGAL_STATUSES),
    federal_thc_limit: t.String(),
    total_state_regulations: integer(),
    states_legal: statesCount,
    states_legal_with_restrictions: statesCount,
    states_restricted: statesCount,
    states_prohibited: statesCount,
    states_unclear: statesCount,
    hr5371_relevance: literalUnion(['high', 'medium', 'low']),
    common_product_types: t.Array(t.String()),
  }),
)

const productType = named(
  'ProductType',
  t.Object({
    id: literalUnion(PRODUCT_TYPES),
    name: t.String(),
    description: t.String(),
    total_regulations: integer(),
    states_with_regulations: integer(),
    common_restrictions: t.Array(t.String()),
    avg_confidence: t.Number({ minimum: 0, maximum: 1 }),
  }),
)

function presentSubstance(s: Substance, ctx: PresentContext): Record<string, unknown> {
  const counts = countStates(headlineStatuses(ctx.snapshot, s.id), status => status)
  return {
    id: s.id,
    name: s.name,
    description: s.description,
    federal_status: s.federalStatus,
    federal_thc_limit: s.federalThcLimit,
    total_state_regulations: ctx.snapshot.substanceStats.get(s.id)?.total ?? 0,
    states_legal: counts.legal ?? 0,
    states_legal_with_restrictions: counts.legal_with_restrictions ?? 0,
    states_restricted: counts.restricted ?? 0,
    states_prohibited: counts.prohibited ?? 0,
    states_unclear: counts.unclear ?? 0,
    hr5371_relevance: s.hr5371Relevance,
    common_product_types: s.commonProductTypes,
  }
}

function presentProductType(p: ProductType, stats: Stats): Record<string, unknown> {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    total_regulations: stats.total,
    states_with_regulations: stats.jurisdictions,
    common_restrictions: p.commonRestrictions,
    avg_confidence: stats.avgConfidence,
  }
}

export const nestedCatalog: CatalogShape = {
  responses: {
    substances: envelope(t.Array(substance), meta({ total: integer() })),
    productTypes: envelope(t.Array(productType), meta({ total: integer() })),
  },
  substance: presentSubstance,
  productType: presentProductType,
}
