/** GET /v1/status: a health check without the envelope, for load balancers and uptime checks. */
import { Elysia } from 'elysia'
import { secure, type SecurityHeaders } from '../../http/security-headers.ts'
import { describe } from '../../http/openapi.ts'
import { newRequestId } from '../../http/request-id.ts'
import { statusRoutes } from './model.ts'

export const SERVICE_VERSION = '1.0.0'

export function statusModule(security: SecurityHeaders) {
  return new Elysia({ name: 'hd-status' }).get(
    '/v1/status',
    ({ request, set }) => {
      secure(security, request, set.headers)
      set.headers['x-request-id'] = newRequestId()
      return { status: 'healthy', version: SERVICE_VERSION, timestamp: new Date().toISOString() }
    },
    {
      detail: describe(statusRoutes.health),
    },
  )
}
