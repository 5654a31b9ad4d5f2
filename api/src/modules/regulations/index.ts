/** GET /v1/regulations, /v1/regulations/{id}, /v1/regulations/changelog, /v1/regulations/compare */
import { Elysia } from 'elysia'
import type { AppDeps } from '../../http/deps.ts'
import { parseQuery } from '../../http/query.ts'
import { cachedRead } from '../../http/respond.ts'
import { charge } from '../../http/allowance.ts'
import { secure } from '../../http/security-headers.ts'
import { keyedRoute } from '../../http/auth.ts'
import { requestIdOf } from '../../http/request-id.ts'
import { describe } from '../../http/openapi.ts'
import { regulationsModel } from './model.ts'
import { compareStates, exportRegulations, getRegulation, listChanges, listRegulations } from './service.ts'

const auth = { kind: 'secret' } as const
const CSV_REQUESTED = /[?&]format=csv(&|$)/

export function regulationsModule(deps: AppDeps) {
  const { profile } = deps
  const { shape, routes } = regulationsModel(profile)
  const view = { profile, shape }
  return new Elysia({ name: 'hd-regulations', prefix: '/v1/regulations' })
    .get(
      '',
      keyedRoute(deps, { ...auth, playground: routes.list.playground }, (who, { request, set }) => {
        if (CSV_REQUESTED.test(request.url)) {
          const filter = shape.parseRegulationsQuery(parseQuery(routes.list.query, request.url))
          // Counted before the CSV headers are set: a refusal must not leave as an attachment.
          const counted = charge(deps, who, exportRegulations(deps.store.current, view, who.caller, filter))
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
          cachedRead(deps, { request, set, auth: who }, routes.list.query, (s, q) =>
            listRegulations(s, view, who.caller, shape.parseRegulationsQuery(q)),
          ),
        )
      }),
      { detail: describe(routes.list) },
    )
    .get(
      '/changelog',
      keyedRoute(deps, auth, (who, { request, set }) =>
        cachedRead(deps, { request, set, auth: who }, routes.changelog.query, (s, q) =>
          listChanges(s, view, who.caller, shape.parseChangelogQuery(q)),
        ),
      ),
      { detail: describe(routes.changelog) },
    )
    .get(
      '/compare',
      keyedRoute(deps, { ...auth, playground: routes.compare.playground }, (who, { request, set }) =>
        charge(
          deps,
          who,
          cachedRead(deps, { request, set, auth: who }, routes.compare.query, (s, q) =>
            compareStates(s, view, who.caller, shape.parseCompareQuery(q)),
          ),
        ),
      ),
      { detail: describe(routes.compare) },
    )
    .get(
      '/:id',
      keyedRoute(deps, { ...auth, playground: routes.byId.playground }, (who, { request, set, params }) =>
        charge(
          deps,
          who,
          cachedRead(deps, { request, set, auth: who }, routes.byId.query, s => ({
            data: getRegulation(s, view, who.caller, params.id ?? ''),
          })),
        ),
      ),
      { detail: describe(routes.byId) },
    )
}
