/** GET /v1/regulations, /v1/regulations/{id}, /v1/regulations/changelog, /v1/regulations/compare */
import { Elysia } from 'elysia'
import type { AppDeps } from '../../http/deps.ts'
import { parseQuery } from '../../http/query.ts'
import { query as querySchema } from '../../http/params.ts'
import { cachedRead } from '../../http/respond.ts'
import { charge } from '../../http/allowance.ts'
import { secure } from '../../http/security-headers.ts'
import { keyedRoute } from '../../http/auth.ts'
import { requestIdOf } from '../../http/request-id.ts'
import { allowanceDocs, withNote } from '../docs/allowance.ts'
import { describe, KEYED } from '../../http/openapi.ts'
import { compareStates, exportRegulations, getRegulation, listChanges, listRegulations } from './service.ts'

const auth = { kind: 'secret', xApiKey: true } as const
const CSV_REQUESTED = /[?&]format=csv(&|$)/
const NO_QUERY = querySchema({})

export function regulationsModule(deps: AppDeps) {
  const { profile } = deps
  const { queries } = profile
  // The codes a lower tier's gates answer with in this variant (FORBIDDEN or UPGRADE_REQUIRED).
  const lowest = profile.tiers[0]
  const csvGate = profile.csvGate(lowest)?.code ?? 'FORBIDDEN'
  const changelogGate = profile.changelogGate(lowest)?.code ?? 'FORBIDDEN'
  const quota = allowanceDocs(profile, 'state lookup')
  return new Elysia({ name: 'hd-regulations', prefix: '/v1/regulations' })
    .get(
      '',
      keyedRoute(deps, auth, (who, { request, set }) => {
        if (CSV_REQUESTED.test(request.url)) {
          const filter = profile.parseRegulationsQuery(parseQuery(queries.regulations, request.url))
          // Counted before the CSV headers are set: a refusal must not leave as an attachment.
          const counted = charge(deps, who, exportRegulations(deps.store.current, profile, who.caller, filter))
          const csv = (result: { csv: string; total: number }) => {
            set.headers['content-type'] = 'text/csv; charset=utf-8'
            set.headers['content-disposition'] = 'attachment; filename="hempdata-regulations.csv"'
            set.headers['x-total-count'] = String(result.total)
            secure(deps.security, request, set.headers)
            requestIdOf(set)
            return result.csv
          }
          return counted instanceof Promise ? counted.then(csv) : csv(counted)
        }
        return charge(
          deps,
          who,
          cachedRead(deps, { request, set, auth: who }, queries.regulations, (s, q) =>
            listRegulations(s, profile, who.caller, profile.parseRegulationsQuery(q)),
          ),
        )
      }),
      {
        detail: describe({
          conditional: true,
          tag: 'Regulations',
          summary: 'List regulations',
          description: withNote(
            'One record per jurisdiction × substance × product type, filtered. Unknown or repeated query parameters are rejected so a typo cannot silently change a compliance query. `format=csv` returns every matching record (not paginated). Responses are gzip-compressed for clients that send `Accept-Encoding: gzip`.',
            quota.note,
          ),
          security: 'secret-or-x-api-key',
          query: queries.regulations,
          okContent: {
            'application/json': { schema: profile.responses.regulationList },
            'text/csv': { schema: { type: 'string' } as never },
          },
          errors: [...KEYED, 'VALIDATION_ERROR', csvGate, ...quota.errors],
        }),
      },
    )
    .get(
      '/changelog',
      keyedRoute(deps, auth, (who, { request, set }) =>
        cachedRead(deps, { request, set, auth: who }, queries.changelog, (s, q) =>
          listChanges(s, profile, who.caller, profile.parseChangelogQuery(q)),
        ),
      ),
      {
        detail: describe({
          conditional: true,
          tag: 'Regulations',
          summary: 'Change history',
          description: 'Changes newest first, within the history window of your tier.',
          security: 'secret-or-x-api-key',
          query: queries.changelog,
          ok: profile.responses.changelog,
          errors: [...KEYED, 'VALIDATION_ERROR', changelogGate],
        }),
      },
    )
    .get(
      '/compare',
      keyedRoute(deps, auth, (who, { request, set }) =>
        charge(
          deps,
          who,
          cachedRead(deps, { request, set, auth: who }, queries.compare, (s, q) =>
            compareStates(s, profile, who.caller, profile.parseCompareQuery(q)),
          ),
        ),
      ),
      {
        detail: describe({
          conditional: true,
          tag: 'Regulations',
          summary: 'Compare states',
          description: withNote(
            'Two to ten states side by side. A state with no matching record still appears, as unclear with a note.',
            quota.note,
          ),
          security: 'secret-or-x-api-key',
          query: queries.compare,
          ok: profile.responses.compare,
          errors: [...KEYED, 'VALIDATION_ERROR', ...quota.errors],
        }),
      },
    )
    .get(
      '/:id',
      keyedRoute(deps, auth, (who, { request, set, params }) =>
        charge(
          deps,
          who,
          cachedRead(deps, { request, set, auth: who }, NO_QUERY, s => ({
            data: getRegulation(s, profile, who.caller, params.id ?? ''),
          })),
        ),
      ),
      {
        detail: describe({
          conditional: true,
          tag: 'Regulations',
          summary: 'One regulation',
          ...(quota.note ? { description: quota.note } : {}),
          path: [{ name: 'id', description: profile.regulationIdDescription }],
          security: 'secret-or-x-api-key',
          ok: profile.responses.regulation,
          errors: [...KEYED, 'NOT_FOUND', ...quota.errors],
        }),
      },
    )
}
