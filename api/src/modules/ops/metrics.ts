/**
 * GET /ops/metrics: what an operator watches on one instance, one section per part of HempData.
 * Every HTTP thread of the instance answers with the same figures (they are kept in shared memory).
 * A new section is one entry in `sections` and one in `metricsSchema`.
 */
import { t } from 'elysia'
import type { AppDeps } from '../../http/deps.ts'
import { dateTime, integer, literalUnion, nullable } from '../../http/schemas.ts'

export function metricsOf(deps: AppDeps) {
  return {
    rate_limits: deps.limits.metrics(),
  }
}

const at = (description: string) => nullable({ ...dateTime(), description } as ReturnType<typeof dateTime>)

export const metricsSchema = t.Object(
  {
    rate_limits: t.Object({
      store: {
        ...literalUnion(['redis', 'memory']),
        description:
          'Where counters are kept when all is well: redis (one budget for every instance) or memory (this instance only).',
      },
      fallback: t.Object({
        active: t.Boolean({
          description:
            'True while Redis does not answer and this instance counts in its own memory (each instance then limits on its own).',
        }),
        since: at('When the current fallback began; null when none is active.'),
        engaged: integer({ description: 'How many times this instance has fallen back since it started.' }),
        last_ended: at('When the last fallback ended; null if none has.'),
      }),
    }),
  },
  { description: 'Figures of this instance, by part of the service.' },
)
