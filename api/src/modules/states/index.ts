/** GET /v1/states and /v1/states/{code} */
import { Elysia } from 'elysia'
import type { AppDeps } from '../../http/deps.ts'
import { cachedRead } from '../../http/respond.ts'
import { charge } from '../../http/allowance.ts'
import { keyedRoute } from '../../http/auth.ts'
import { describe } from '../../http/openapi.ts'
import { statesModel } from './model.ts'
import { listStates, stateProfile } from './service.ts'

const auth = { kind: 'secret' } as const

export function statesModule(deps: AppDeps) {
  const { profile } = deps
  const { shape, routes } = statesModel(profile)
  return new Elysia({ name: 'hd-states', prefix: '/v1/states' })
    .get(
      '',
      keyedRoute(deps, { ...auth, playground: routes.list.playground }, (who, { request, set }) =>
        cachedRead(deps, { request, set, auth: who }, routes.list.query, (s, q) =>
          listStates(s, shape, shape.parseStatesQuery(q)),
        ),
      ),
      { detail: describe(routes.list) },
    )
    .get(
      '/:code',
      keyedRoute(deps, { ...auth, playground: routes.byCode.playground }, (who, { request, set, params }) =>
        charge(
          deps,
          who,
          cachedRead(deps, { request, set, auth: who }, routes.byCode.query, (s, q) => ({
            data: stateProfile(s, { profile, shape }, who.caller, params.code ?? '', shape.parseStateProfileQuery(q)),
          })),
        ),
      ),
      { detail: describe(routes.byCode) },
    )
}
