/** Column-variant substances and product types: slugs, and counts on the column status scale. */
import { t } from 'elysia'
import { PRODUCT_TYPES, SUBSTANCES, type ProductType, type Substance } from '../../../domain/types.ts'
import { envelope, integer, literalUnion, meta, named } from '../../../http/schemas.ts'
import type { Stats } from '../../../snapshot/snapshot.ts'
import { columnStatus } from '../../../variants/column.ts'
import type { PresentContext } from '../../../variants/profile.ts'
import { countStates, headlineStatuses } from './headline.ts'
import type { CatalogShape } from './shape.ts'

const substance = named(
  'Substance',
  t.Object({
    slug: literalUnion(SUBSTANCES),
    name: t.String(),
    description: t.String(),
    regulation_count: integer(),
    states_legal: integer(),
    states_restricted: integer(),
    states_prohibited: integer(),
  }),
)

const productType = named(
  'ProductType',
  t.Object({
    slug: literalUnion(PRODUCT_TYPES),
    name: t.String(),
    description: t.String(),
    regulation_count: integer(),
  }),
)

function presentSubstance(s: Substance, ctx: PresentContext): Record<string, unknown> {
  const counts = countStates(headlineStatuses(ctx.snapshot, s.id), status => columnStatus(status))
  return {
    slug: s.id,
    name: s.name,
    description: s.description,
    regulation_count: ctx.snapshot.substanceStats.get(s.id)?.total ?? 0,
    states_legal: counts.legal ?? 0,
    states_restricted: counts.restricted ?? 0,
    states_prohibited: counts.prohibited ?? 0,
  }
}

const presentProductType = (p: ProductType, stats: Stats): Record<string, unknown> => ({
  slug: p.id,
  name: p.name,
  description: p.description,
  regulation_count: stats.total,
})

export const columnCatalog: CatalogShape = {
  responses: {
    substances: envelope(t.Array(substance), meta({ total: integer() })),
    productTypes: envelope(t.Array(productType), meta({ total: integer() })),
  },
  substance: presentSubstance,
  productType: presentProductType,
}
