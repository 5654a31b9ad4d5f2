/** What a variant supplies for the reference lists (/v1/substances, /v1/product-types): schemas and presenters. */
import type { TSchema } from 'elysia'
import type { ProductType, Substance } from '../../../domain/types.ts'
import type { Stats } from '../../../snapshot/snapshot.ts'
import type { PresentContext } from '../../../variants/profile.ts'

export interface CatalogShape {
  responses: { substances: TSchema; productTypes: TSchema }
  substance(substance: Substance, ctx: PresentContext): Record<string, unknown>
  productType(productType: ProductType, stats: Stats): Record<string, unknown>
}
