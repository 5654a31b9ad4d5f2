/** A variant's request and response schemas across the read features, by the names the conformance tests use. */
import type { Variant } from '../../api/src/env.ts'
import { catalogShape } from '../../api/src/modules/catalog/variants/index.ts'
import { regulationsShape } from '../../api/src/modules/regulations/variants/index.ts'
import { statesShape } from '../../api/src/modules/states/variants/index.ts'

export function variantShapes(variant: Variant) {
  const regulations = regulationsShape(variant)
  const states = statesShape(variant)
  return {
    queries: { ...regulations.queries, ...states.queries },
    responses: { ...regulations.responses, ...states.responses, ...catalogShape(variant).responses },
  }
}

export type ResponseName = keyof ReturnType<typeof variantShapes>['responses']
