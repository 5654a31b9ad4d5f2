/** The retired question endpoints' spec: keyless, always 410. */
import type { RouteSpec } from '../../http/openapi.ts'

export const RETIRED_ON = '2026-08-03'
export const REPLACEMENT = '/v1/answer'

export const retiredRoutes = {
  ask: {
    tag: 'Retired',
    summary: `Retired on ${RETIRED_ON}; use ${REPLACEMENT}`,
    description: 'Always 410 ENDPOINT_RETIRED; the error carries `replacement`. Keyless, limited per client address.',
    security: 'none',
    errors: ['ENDPOINT_RETIRED', 'RATE_LIMITED'],
    audit: false,
  } satisfies RouteSpec,
}
