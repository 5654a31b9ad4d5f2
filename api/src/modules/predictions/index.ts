/** GET /v1/predictions/{state}: the preview forecast of regulatory change (see api/src/engines/predictions/README.md). */
import { Elysia } from 'elysia'
import type { AppDeps } from '../deps.ts'
import { parseQuery } from '../../http/query.ts'
import { secure } from '../../http/security-headers.ts'
import { assertStates } from '../../domain/access.ts'
import { ok } from '../../http/envelope.ts'
import { ApiError } from '../../lib/errors.ts'
import { keyedRoute } from '../../http/auth.ts'
import { requestIdOf } from '../../http/errors.ts'
import { describe, KEYED } from '../../http/openapi.ts'
import { HORIZON, predictionQuery, predictionResponse } from './model.ts'
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
      const query = parseQuery(predictionQuery, request.url) as { horizon_days?: number; refresh?: boolean }
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
      detail: describe({
        tag: 'Predictions',
        security: 'secret',
        summary: 'Forecast of regulatory change in a state (Preview)',
        description: [
          '**Preview; not legal advice.** The chance that the rules for a state change within `horizon_days`, from a deterministic model',
          "over the data's signals: linked bills weighted by stage, rules with pending changes, effective or expiry dates, and federal triggers.",
          '`change_probability` is 0 to 0.97 and never falls as the horizon grows; `confidence` is 0.35 to 0.9; risk bands: low < 0.25 ≤ moderate < 0.5 ≤ high < 0.75 ≤ critical.',
          'Each forecast is cached for 24 hours per state and horizon (shared by every instance) and recomputed when the data changes or with `refresh=true`;',
          '`meta.cached` says whether this one came from the cache and `meta.calculated_at` when it was computed. The disclaimer is always the current one.',
          'A state outside a starter plan answers 403 FORBIDDEN; an unknown code 400 VALIDATION_ERROR; a predictions store that cannot be reached 503 SERVICE_UNAVAILABLE.',
        ].join(' '),
        path: [
          {
            name: 'state',
            description:
              'Exactly two letters: one of the 50 states, DC, or US for the federal layer. Case-insensitive.',
            pattern: '^[A-Za-z]{2}$',
          },
        ],
        query: predictionQuery,
        ok: predictionResponse,
        errors: [...KEYED, 'VALIDATION_ERROR'],
      }),
    },
  )
}
