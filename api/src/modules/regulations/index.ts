/** GET /v1/regulations, /v1/regulations/{id}, /v1/regulations/changelog, /v1/regulations/compare */
import { Elysia } from 'elysia'
import type { AppDeps } from '../../deps.ts'
import { cachedRead } from '../../http/respond.ts'
import { authPlugin } from '../../plugins/auth.ts'
import { describe, KEYED } from '../docs/describe.ts'
import { compareStates, exportRegulations, getRegulation, listChanges, listRegulations } from './service.ts'

const auth = { kind: 'secret', xApiKey: true } as const

export function regulationsModule(deps: AppDeps) {
  const { profile } = deps
  // The codes a lower tier's gates answer with in this variant (FORBIDDEN or UPGRADE_REQUIRED).
  const lowest = profile.tiers[0]
  const csvGate = profile.csvGate(lowest)?.code ?? 'FORBIDDEN'
  const changelogGate = profile.changelogGate(lowest)?.code ?? 'FORBIDDEN'
  const snapshot = () => deps.store.current
  return new Elysia({ name: 'hd-regulations', prefix: '/v1/regulations' })
    .use(authPlugin(deps))
    .get(
      '',
      (ctx) => {
        const filter = profile.parseRegulationsQuery(ctx.query)
        if (filter.format === 'json') return cachedRead(deps, ctx, (s) => listRegulations(s, profile, ctx.auth.caller, filter))
        const result = exportRegulations(snapshot(), profile, ctx.auth.caller, filter)
        ctx.set.headers['content-type'] = 'text/csv; charset=utf-8'
        ctx.set.headers['content-disposition'] = 'attachment; filename="hempdata-regulations.csv"'
        ctx.set.headers['x-total-count'] = String(result.total)
        return result.csv
      },
      {
        auth,
        query: profile.queries.regulations,
        detail: describe({
          tag: 'Regulations',
          summary: 'List regulations',
          description: 'One record per jurisdiction × substance × product type, filtered. Unknown query parameters are rejected so a typo cannot silently widen a compliance query. `format=csv` returns every matching record (not paginated).',
          security: 'secret-or-x-api-key',
          okContent: {
            'application/json': { schema: profile.responses.regulationList },
            'text/csv': { schema: { type: 'string' } as never },
          },
          errors: [...KEYED, 'VALIDATION_ERROR', csvGate],
        }),
      },
    )
    .get('/changelog', (ctx) => cachedRead(deps, ctx, (s) => listChanges(s, profile, ctx.auth.caller, profile.parseChangelogQuery(ctx.query))), {
      auth,
      query: profile.queries.changelog,
      detail: describe({
        tag: 'Regulations',
        summary: 'Change history',
        description: 'Changes newest first, within the history window of your tier.',
        security: 'secret-or-x-api-key',
        ok: profile.responses.changelog,
        errors: [...KEYED, 'VALIDATION_ERROR', changelogGate],
      }),
    })
    .get('/compare', (ctx) => cachedRead(deps, ctx, (s) => compareStates(s, profile, ctx.auth.caller, profile.parseCompareQuery(ctx.query))), {
      auth,
      query: profile.queries.compare,
      detail: describe({
        tag: 'Regulations',
        summary: 'Compare states',
        description: 'Two to ten states side by side. A state with no matching record still appears, as unclear with a note.',
        security: 'secret-or-x-api-key',
        ok: profile.responses.compare,
        errors: [...KEYED, 'VALIDATION_ERROR'],
      }),
    })
    .get('/:id', (ctx) => cachedRead(deps, ctx, (s) => ({ data: getRegulation(s, profile, ctx.auth.caller, ctx.params.id) })), {
      auth,
      params: profile.queries.regulationId,
      detail: describe({
        tag: 'Regulations',
        summary: 'One regulation',
        security: 'secret-or-x-api-key',
        ok: profile.responses.regulation,
        errors: [...KEYED, 'NOT_FOUND'],
      }),
    })
}
