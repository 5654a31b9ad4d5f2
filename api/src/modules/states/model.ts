/** The state routes' specs: one per route, feeding both validation and the OpenAPI document. */
import { KEYED, PLAYGROUND_ERRORS, type RouteSpec } from '../../http/openapi.ts'
import type { VariantProfile } from '../../variants/profile.ts'
import { allowanceDocs, withNote } from '../docs/allowance.ts'
import { statesShape } from './variants/index.ts'

export function statesModel(profile: VariantProfile) {
  const shape = statesShape(profile.name)
  const quota = allowanceDocs(profile, 'state lookup')
  const list = {
    conditional: true,
    tag: 'States',
    summary: 'All 50 states and DC',
    description: 'Each jurisdiction with its overall status and counts of its records by status.',
    security: 'secret',
    query: shape.queries.states,
    ok: shape.responses.states,
    playground: true,
    errors: [...KEYED, ...PLAYGROUND_ERRORS, 'VALIDATION_ERROR'],
  } satisfies RouteSpec
  const byCode = {
    conditional: true,
    path: [
      {
        name: 'code',
        description: 'Two-letter state code, DC, or US for the federal layer.',
        pattern: '^[A-Za-z]{2}$',
      },
    ],
    tag: 'States',
    summary: 'A state profile',
    description: withNote(
      'A state with its regulations. `US` gives the federal layer and the federal bills.',
      quota.note,
    ),
    security: 'secret',
    query: shape.queries.stateProfile,
    ok: shape.responses.stateProfile,
    playground: true,
    errors: [...KEYED, ...PLAYGROUND_ERRORS, 'VALIDATION_ERROR', 'NOT_FOUND', ...quota.errors],
  } satisfies RouteSpec
  return { shape, routes: { list, byCode } }
}
