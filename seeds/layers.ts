/**
 * How a record's facts are layered: jurisdiction defaults, then the substance, the product type and
 * the substance × product type, each overriding the one below; for a date in the past, the `before`
 * facts of every later history step go on top.
 */
import type { ProductTypeId, SubstanceId } from '../api/src/domain/types.ts'
import type { Cite, JurisdictionSeed, RuleFacts } from './types.ts'

/** The layers for one record, lowest first; history `before` layers for steps after `cutoff` go on top. */
export function layersFor(
  seed: JurisdictionSeed,
  substance: SubstanceId,
  productType: ProductTypeId,
  cutoff: string | null,
): RuleFacts[] {
  const substanceRules = seed.substances[substance] ?? {}
  const { products: substanceProducts, ...substanceFacts } = substanceRules
  const layers: RuleFacts[] = [
    seed.defaults,
    substanceFacts,
    seed.products?.[productType] ?? {},
    substanceProducts?.[productType] ?? {},
  ]
  if (cutoff !== null) {
    const later = (seed.history ?? [])
      .filter(step => step.date > cutoff)
      .filter(step => !step.substances || step.substances.includes(substance))
      .filter(step => !step.productTypes || step.productTypes.includes(productType))
      .sort((a, b) => (a.date < b.date ? 1 : -1))
    for (const step of later) layers.push(step.before)
  }
  return layers
}

export const aboutStatus = (cite: Cite): boolean => cite.scope !== 'details'

export function merge(layers: RuleFacts[]): { facts: RuleFacts; cites: Cite[]; statusCites: Cite[] } {
  const facts: RuleFacts = {}
  const cites: Cite[] = []
  let statusCites: Cite[] = []
  for (const layer of layers) {
    const { cites: layerCites = [], ...rest } = layer
    if (rest.status !== undefined) facts.disputed = undefined
    for (const [key, value] of Object.entries(rest)) {
      if (value !== undefined) (facts as Record<string, unknown>)[key] = value
    }
    // A summary written for a lower layer's status does not describe a status this layer overrides.
    if (layer.status !== undefined && layer.summary === undefined) delete facts.summary
    for (const cite of layerCites) if (!cites.some(c => c.url === cite.url)) cites.push(cite)
    if (layer.status !== undefined) {
      const own = layerCites.filter(aboutStatus)
      statusCites = own.length > 0 ? own : cites.filter(aboutStatus)
    }
  }
  return { facts, cites, statusCites: statusCites.length > 0 ? statusCites : cites.filter(aboutStatus) }
}
