/** GET /v1/substances and /v1/product-types */
import { Elysia } from 'elysia'
import type { AppDeps } from '../../http/deps.ts'
import { cachedRead } from '../../http/respond.ts'
import { keyedRoute } from '../../http/auth.ts'
import { describe } from '../../http/openapi.ts'
import { emptyStats } from '../../snapshot/snapshot.ts'
import { noIncludes } from '../../variants/shared.ts'
import { catalogModel } from './model.ts'

const auth = { kind: 'secret' } as const

export function catalogModule(deps: AppDeps) {
  const { shape, routes } = catalogModel(deps.profile)
  return new Elysia({ name: 'hd-catalog', prefix: '/v1' })
    .get(
      '/substances',
      keyedRoute(deps, auth, (who, { request, set }) =>
        cachedRead(deps, { request, set, auth: who }, routes.substances.query, snapshot => {
          const present = { snapshot, caller: who.caller, includes: noIncludes, changesSince: null }
          const data = snapshot.substances.map(s => shape.substance(s, present))
          return { data, meta: { total: data.length } }
        }),
      ),
      { detail: describe(routes.substances) },
    )
    .get(
      '/product-types',
      keyedRoute(deps, auth, (who, { request, set }) =>
        cachedRead(deps, { request, set, auth: who }, routes.productTypes.query, snapshot => {
          const data = snapshot.productTypes.map(p =>
            shape.productType(p, snapshot.productTypeStats.get(p.id) ?? emptyStats()),
          )
          return { data, meta: { total: data.length } }
        }),
      ),
      { detail: describe(routes.productTypes) },
    )
}
