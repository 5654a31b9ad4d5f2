/** The former question endpoints answer 410 and point at /v1/answer. */
import { Elysia } from 'elysia'
import type { AppDeps } from '../../http/deps.ts'
import { ApiError } from '../../lib/errors.ts'
import { keyless } from '../../http/auth.ts'
import { describe } from '../../http/openapi.ts'
import { REPLACEMENT, RETIRED_ON, retiredRoutes } from './model.ts'

function retired(): never {
  throw new ApiError(
    'ENDPOINT_RETIRED',
    `This endpoint was retired on ${RETIRED_ON}. Use GET ${REPLACEMENT} (with a key) or POST ${REPLACEMENT}.`,
    { replacement: REPLACEMENT, retired_on: RETIRED_ON },
  )
}

const detail = describe(retiredRoutes.ask)

export function retiredModule(deps: AppDeps) {
  // Bodies are never read: a retired endpoint answers the same whatever is sent.
  return new Elysia({ name: 'hd-retired' })
    .post('/v1/regulations/ask', ({ request, set, server }) => keyless(deps, { request, set, server }, retired), {
      detail,
      parse: 'none',
    })
    .post('/api/ask', ({ request, set, server }) => keyless(deps, { request, set, server }, retired), {
      detail,
      parse: 'none',
    })
}
