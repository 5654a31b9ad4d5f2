/** The health check's spec: keyless, no envelope. */
import { t } from 'elysia'
import type { RouteSpec } from '../../http/openapi.ts'

export const statusRoutes = {
  health: {
    tag: 'Service',
    summary: 'Health check',
    description:
      'No key, no envelope. Reads are served from memory, so this stays healthy while the database is briefly away.',
    security: 'none',
    ok: t.Object({
      status: t.Literal('healthy'),
      version: t.String(),
      timestamp: t.String({ format: 'date-time' }),
    }),
    errors: [],
  } satisfies RouteSpec,
}
