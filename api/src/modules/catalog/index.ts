/** GET /v1/substances and /v1/product-types */
import { Elysia } from 'elysia'
import type { AppDeps } from '../../http/deps.ts'
import { cachedRead } from '../../http/respond.ts'
import { query } from '../../http/params.ts'
import { keyedRoute } from '../../http/auth.ts'
import { emptyStats } from '../../snapshot/snapshot.ts'
import { noIncludes } from '../../variants/shared.ts'
import { describe, KEYED } from '../../http/openapi.ts'

const auth = { kind: 'secret' } as const
const NO_PARAMETERS = query({})

export function catalogModule(deps: AppDeps) {
  const { profile } = deps
  return new Elysia({ name: 'hd-catalog', prefix: '/v1' })
    .get(
      '/substances',
      keyedRoute(deps, auth, (who, { request, set }) =>
        cachedRead(deps, { request, set, auth: who }, NO_PARAMETERS, snapshot => {
          const present = { snapshot, caller: who.caller, includes: noIncludes, changesSince: null }
          const data = snapshot.substances.map(s => profile.substance(s, present))
          return { data, meta: { total: data.length } }
        }),
      ),
      {
        detail: describe({
          conditional: true,
          tag: 'Reference',
          summary: 'Substances',
          ok: profile.responses.substances,
          errors: [...KEYED, 'VALIDATION_ERROR'],
        }),
      },
    )
    .get(
      '/product-types',
      keyedRoute(deps, auth, (who, { request, set }) =>
        cachedRead(deps, { request, set, auth: who }, NO_PARAMETERS, snapshot => {
          const data = snapshot.productTypes.map(p =>
            profile.productType(p, snapshot.productTypeStats.get(p.id) ?? emptyStats()),
          )
          return { data, meta: { total: data.length } }
        }),
      ),
      {
        detail: describe({
          conditional: true,
          tag: 'Reference',
          summary: 'Product types',
          ok: profile.responses.productTypes,
          errors: [...KEYED, 'VALIDATION_ERROR'],
        }),
      },
    )
}
