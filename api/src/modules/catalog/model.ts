/** The reference-list routes' specs: one per route, feeding both validation and the OpenAPI document. */
import { query } from '../../http/params.ts'
import { KEYED, type RouteSpec } from '../../http/openapi.ts'
import type { VariantProfile } from '../../variants/profile.ts'
import { catalogShape } from './variants/index.ts'

/** Neither list takes a parameter: any one given is refused. */
const NO_PARAMETERS = query({})

export function catalogModel(profile: VariantProfile) {
  const shape = catalogShape(profile.name)
  const substances = {
    conditional: true,
    tag: 'Reference',
    summary: 'Substances',
    description: 'The cannabinoids the data covers, with what each is and how many jurisdictions allow it.',
    security: 'secret',
    query: NO_PARAMETERS,
    ok: shape.responses.substances,
    errors: [...KEYED, 'VALIDATION_ERROR'],
  } satisfies RouteSpec
  const productTypes = {
    conditional: true,
    tag: 'Reference',
    summary: 'Product types',
    description: 'The product forms the data covers (edibles, vapes, flower …) and how each is treated.',
    security: 'secret',
    query: NO_PARAMETERS,
    ok: shape.responses.productTypes,
    errors: [...KEYED, 'VALIDATION_ERROR'],
  } satisfies RouteSpec
  return { shape, routes: { substances, productTypes } }
}
