/** GET /v1/states and /v1/states/{code} */
import { Elysia, t } from 'elysia'
import type { AppDeps } from '../../deps.ts'
import { cachedRead } from '../../http/respond.ts'
import { authPlugin } from '../../plugins/auth.ts'
import { describe, KEYED } from '../docs/describe.ts'
import { listStates, stateProfile } from './service.ts'

const auth = { kind: 'secret' } as const

export function statesModule(deps: AppDeps) {
  const { profile } = deps
  return new Elysia({ name: 'hd-states', prefix: '/v1/states' })
    .use(authPlugin(deps))
    .get('', (ctx) => cachedRead(deps, ctx, (s) => listStates(s, profile, profile.parseStatesQuery(ctx.query))), {
      auth,
      query: profile.queries.states,
      detail: describe({ tag: 'States', summary: 'All 50 states and DC', ok: profile.responses.states, errors: [...KEYED, 'VALIDATION_ERROR'] }),
    })
    .get('/:code', (ctx) =>
      cachedRead(deps, ctx, (s) => ({ data: stateProfile(s, profile, ctx.auth.caller, ctx.params.code, profile.parseStateProfileQuery(ctx.query)) })), {
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
