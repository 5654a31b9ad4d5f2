/** GET /v1/predictions/{state}: the preview forecast of regulatory change (see api/src/engines/predictions/README.md). */
import { Elysia } from 'elysia'
import type { AppDeps } from '../../http/deps.ts'
import { parseQuery } from '../../http/query.ts'
import { secure } from '../../http/security-headers.ts'
import { assertStates } from '../../domain/access.ts'
import { ok } from '../../http/envelope.ts'
import { ApiError } from '../../lib/errors.ts'
import { keyedRoute } from '../../http/auth.ts'
import { requestIdOf } from '../../http/request-id.ts'
import { describe } from '../../http/openapi.ts'
import { HORIZON, predictionRoutes } from './model.ts'
import { PredictionService } from './service.ts'

const auth = { kind: 'secret' } as const

/** Exactly two letters, any case; which jurisdictions exist is the service's question. */
function stateParam(raw: string): string {
  if (!/^[A-Za-z]{2}$/.test(raw))
    throw new ApiError(
      'VALIDATION_ERROR',
      'path.state: expected exactly two letters, a state code such as CO, DC, or US',
    )
  return raw.toUpperCase()
}

export function predictionsModule(deps: AppDeps) {
  const service = new PredictionService(deps.database, deps.env.dbTimeoutMs, deps.clock)
  return new Elysia({ name: 'hd-predictions', prefix: '/v1/predictions' }).get(
    '/:state',
    keyedRoute(deps, auth, async (who, { request, set, params }) => {
      const query = parseQuery(predictionRoutes.forecast.query, request.url) as {
        horizon_days?: number
        refresh?: boolean
      }
      const state = stateParam(params.state ?? '')
      assertStates(who.caller, [state])
      const result = await service.predict(
        deps.store.current,
        state,
        query.horizon_days ?? HORIZON.default,
        query.refresh ?? false,
      )
      secure(deps.security, request, set.headers)
      return ok(result.data, requestIdOf(set), result.meta)
    }),
    {
      detail: describe(predictionRoutes.forecast),
    },
  )
}
