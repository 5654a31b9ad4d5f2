/** GET /v1/states and /v1/states/{code} */
import { Elysia, t } from 'elysia'
import type { AppDeps } from '../../deps.ts'
import { ok } from '../../lib/envelope.ts'
import { authPlugin } from '../../plugins/auth.ts'
import { requestIdOf } from '../../plugins/errors.ts'
import { describe, KEYED } from '../docs/describe.ts'
import { listStates, stateProfile } from './service.ts'

const auth = { kind: 'secret' } as const

export function statesModule(deps: AppDeps) {
  const { profile } = deps
  return new Elysia({ name: 'hd-states', prefix: '/v1/states' })
    .use(authPlugin(deps))
    .get('', ({ query, set }) => {
      const result = listStates(deps.store.current, profile, profile.parseStatesQuery(query))
      return ok(result.data, requestIdOf(set), result.meta)
    }, {
      auth,
      query: profile.queries.states,
      detail: describe({ tag: 'States', summary: 'All 50 states and DC', ok: profile.responses.states, errors: [...KEYED, 'VALIDATION_ERROR'] }),
    })
    .get('/:code', ({ params, query, auth: who, set }) =>
      ok(stateProfile(deps.store.current, profile, who.caller, params.code, profile.parseStateProfileQuery(query)), requestIdOf(set)), {
      auth,
      params: t.Object({ code: t.String({ minLength: 2, maxLength: 2, error: 'path.code: expected a two-letter state code (or US)' }) }),
      query: profile.queries.stateProfile,
      detail: describe({
        tag: 'States',
        summary: 'A state profile',
        description: 'A state with its regulations. `US` gives the federal layer and the federal bills.',
        ok: profile.responses.stateProfile,
        errors: [...KEYED, 'VALIDATION_ERROR', 'NOT_FOUND'],
      }),
    })
}
