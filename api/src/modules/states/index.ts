/** GET /v1/states and /v1/states/{code} */
import { Elysia } from 'elysia'
import type { AppDeps } from '../../http/deps.ts'
import { cachedRead } from '../../http/respond.ts'
import { charge } from '../../http/allowance.ts'
import { keyedRoute } from '../../http/auth.ts'
import { allowanceDocs, withNote } from '../docs/allowance.ts'
import { describe, KEYED } from '../../http/openapi.ts'
import { listStates, stateProfile } from './service.ts'

const auth = { kind: 'secret' } as const

export function statesModule(deps: AppDeps) {
  const { profile } = deps
  const { queries } = profile
  const quota = allowanceDocs(profile, 'state lookup')
  return new Elysia({ name: 'hd-states', prefix: '/v1/states' })
    .get(
      '',
      keyedRoute(deps, auth, (who, { request, set }) =>
        cachedRead(deps, { request, set, auth: who }, queries.states, (s, q) =>
          listStates(s, profile, profile.parseStatesQuery(q)),
        ),
      ),
      {
        detail: describe({
          conditional: true,
          tag: 'States',
          summary: 'All 50 states and DC',
          query: queries.states,
          ok: profile.responses.states,
          errors: [...KEYED, 'VALIDATION_ERROR'],
        }),
      },
    )
    .get(
      '/:code',
      keyedRoute(deps, auth, (who, { request, set, params }) =>
        charge(
          deps,
          who,
          cachedRead(deps, { request, set, auth: who }, queries.stateProfile, (s, q) => ({
            data: stateProfile(s, profile, who.caller, params.code ?? '', profile.parseStateProfileQuery(q)),
          })),
        ),
      ),
      {
        detail: describe({
          conditional: true,
          path: [
            {
              name: 'code',
              description: 'Two-letter state code, DC, or US for the federal layer.',
              pattern: '^[A-Za-z]{2}$',
            },
          ],
          tag: 'States',
          summary: 'A state profile',
          description: withNote(
            'A state with its regulations. `US` gives the federal layer and the federal bills.',
            quota.note,
          ),
          query: queries.stateProfile,
          ok: profile.responses.stateProfile,
          errors: [...KEYED, 'VALIDATION_ERROR', 'NOT_FOUND', ...quota.errors],
        }),
      },
    )
}
