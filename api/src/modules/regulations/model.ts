/** The regulation routes' specs: one per route, feeding both validation and the OpenAPI document. */
import { query } from '../../http/params.ts'
import { KEYED, PLAYGROUND_ERRORS, type RouteSpec } from '../../http/openapi.ts'
import type { VariantProfile } from '../../variants/profile.ts'
import { allowanceDocs, withNote } from '../docs/allowance.ts'
import { regulationsShape } from './variants/index.ts'

const NO_QUERY = query({})

export function regulationsModel(profile: VariantProfile) {
  const shape = regulationsShape(profile.name)
  const { queries, responses } = shape
  // The codes a lower tier's gates answer with in this variant (FORBIDDEN or UPGRADE_REQUIRED).
  const lowest = profile.tiers[0]
  const csvGate = profile.csvGate(lowest)?.code ?? 'FORBIDDEN'
  const changelogGate = profile.changelogGate(lowest)?.code ?? 'FORBIDDEN'
  const quota = allowanceDocs(profile, 'state lookup')

  const list = {
    conditional: true,
    tag: 'Regulations',
    summary: 'List regulations',
    description: withNote(
      'One record per jurisdiction × substance × product type, filtered. Unknown or repeated query parameters are rejected so a typo cannot silently change a compliance query. `format=csv` returns every matching record (not paginated). Responses are gzip-compressed for clients that send `Accept-Encoding: gzip`.',
      quota.note,
    ),
    security: 'secret',
    query: queries.regulations,
    okContent: {
      'application/json': { schema: responses.regulationList },
      'text/csv': { schema: { type: 'string' } as never },
    },
    playground: true,
    errors: [...KEYED, ...PLAYGROUND_ERRORS, 'VALIDATION_ERROR', csvGate, ...quota.errors],
  } satisfies RouteSpec
  const changelog = {
    conditional: true,
    tag: 'Regulations',
    summary: 'Change history',
    description: 'Changes newest first, within the history window of your tier.',
    security: 'secret',
    query: queries.changelog,
    ok: responses.changelog,
    errors: [...KEYED, 'VALIDATION_ERROR', changelogGate],
  } satisfies RouteSpec
  const compare = {
    conditional: true,
    tag: 'Regulations',
    summary: 'Compare states',
    description: withNote(
      'Two to ten states side by side. A state with no matching record still appears, as unclear with a note.',
      quota.note,
    ),
    security: 'secret',
    query: queries.compare,
    ok: responses.compare,
    playground: true,
    errors: [...KEYED, ...PLAYGROUND_ERRORS, 'VALIDATION_ERROR', ...quota.errors],
  } satisfies RouteSpec
  const byId = {
    conditional: true,
    tag: 'Regulations',
    summary: 'One regulation',
    description: withNote(
      'One jurisdiction × substance × product type: its status, the federal layer beside it, details, sources and confidence.',
      quota.note,
    ),
    path: [{ name: 'id', description: profile.regulationIdDescription }],
    security: 'secret',
    query: NO_QUERY,
    ok: responses.regulation,
    playground: true,
    errors: [...KEYED, ...PLAYGROUND_ERRORS, 'NOT_FOUND', ...quota.errors],
  } satisfies RouteSpec
  return { shape, routes: { list, changelog, compare, byId } }
}
