/**
 * /v1/webhooks: subscriptions to regulation changes (enterprise tier), in both variants, plus the
 * extras receivers need: rotate the secret, read deliveries with their attempts, retry one,
 * reactivate a paused subscription, send a test event. Routes only; service.ts does the work, and
 * writes each change to the audit log with the key that asked for it. Every answer is
 * Cache-Control: no-store: two of them carry a signing secret, and all of them an account's data.
 */
import { Elysia } from 'elysia'
import { auditByKey, keyedRoute, type Authenticated } from '../../http/auth.ts'
import { parseBody, readJsonBody } from '../../http/body.ts'
import { ok } from '../../http/envelope.ts'
import { requestIdOf } from '../../http/request-id.ts'
import { parseQuery } from '../../http/query.ts'
import type { RouteContext } from '../../http/direct.ts'
import { secure } from '../../http/security-headers.ts'
import { ApiError } from '../../lib/errors.ts'
import type { AppDeps } from '../../http/deps.ts'
import type { AuditBy } from '../../accounts/audit.ts'
import { checkFilters } from './filters.ts'
import { deliveriesQuery, rotateBody } from './model.ts'
import { webhookDocs } from './docs.ts'
import { DEFAULT_OVERLAP_HOURS, type DeliveryStatus, WebhookService } from './service.ts'
import { webhookShapesFor } from './variants/index.ts'
import { presentDelivery, presentSubscription } from './variants/shapes.ts'

const auth = { kind: 'secret' } as const
const MAX_BODY = 16 * 1024
const EXAMPLE = '{"endpoint_url": "https://example.com/hooks"}'

interface Answer {
  data: unknown
  meta?: Record<string, unknown>
}

export function webhooksModule(deps: AppDeps) {
  const shapes = webhookShapesFor(deps.profile)
  // The audit log names subscriptions and deliveries as this variant's API does.
  const ids = { subscription: shapes.subscriptionId, delivery: shapes.deliveryId }
  const service = new WebhookService(deps.database, deps.secretBox, deps.outbound, ids, deps.webhooks)
  const docs = webhookDocs(shapes)

  /** Webhooks are an enterprise feature: every other tier gets a 403 naming the tier it needs. */
  function route(handle: (who: Authenticated, ctx: RouteContext, by: AuditBy) => Promise<Answer>) {
    return keyedRoute(deps, auth, async (who, ctx) => {
      ctx.set.headers['cache-control'] = 'no-store'
      if (who.caller.tier !== deps.profile.topTier)
        throw new ApiError(
          'FORBIDDEN',
          `Webhooks are part of the ${deps.profile.topTier} tier; this account is on the ${who.caller.tier} tier.`,
        )
      const { data, meta } = await handle(who, ctx, auditByKey(deps, ctx.request, who))
      secure(deps.security, ctx.request, ctx.set.headers)
      return ok(data, requestIdOf(ctx.set), meta)
    })
  }
  const subscriptionOf = (params: RouteContext['params']) => shapes.subscriptionUuid(params.id ?? '')
  // No body at all means the defaults; a body must be a JSON object (`null` is not one).
  const body = <T>(request: Request, use: (value: unknown) => T) =>
    request.headers.get('content-length') === '0' || !request.body
      ? Promise.resolve(use({}))
      : readJsonBody(request, MAX_BODY, EXAMPLE, use)

  return new Elysia({ name: 'hd-webhooks', prefix: '/v1/webhooks' })
    .post(
      '',
      route(async (who, { request, set }, by) => {
        const input = await readJsonBody(request, MAX_BODY, EXAMPLE, raw => {
          if (raw !== null && typeof raw === 'object' && !Array.isArray(raw)) {
            const url = (raw as Record<string, unknown>).endpoint_url
            if (url === undefined || url === null || url === '')
              throw new ApiError('MISSING_ENDPOINT', 'body.endpoint_url is required')
          }
          return parseBody<{ endpoint_url: unknown; filters?: Record<string, string[]>; description?: string }>(
            shapes.body,
            raw,
          )
        })
        const filters = checkFilters(input.filters, shapes.stateKey, deps.store.current)
        const { row, secret } = await service.create(
          who.account.id,
          { endpointUrl: input.endpoint_url, filters, description: input.description ?? null },
          by,
        )
        set.status = 201
        return { data: presentSubscription(row, shapes, { secret }) }
      }),
      { parse: 'none', detail: docs.create },
    )
    .get(
      '',
      route(async who => {
        const rows = await service.list(who.account.id)
        return { data: rows.map(row => presentSubscription(row, shapes, {})), meta: { total: rows.length } }
      }),
      { detail: docs.list },
    )
    .delete(
      '/:id',
      route(async (who, { params }, by) => {
        await service.delete(who.account.id, subscriptionOf(params), by)
        return { data: shapes.deleted(shapes.subscriptionId(subscriptionOf(params)!)) }
      }),
      { detail: docs.delete },
    )
    .post(
      '/:id/rotate-secret',
      route(async (who, { request, params }, by) => {
        const input = await body(request, raw => parseBody<{ overlap_hours?: number }>(rotateBody, raw))
        const overlap = input.overlap_hours ?? DEFAULT_OVERLAP_HOURS
        const { row, secret } = await service.rotateSecret(who.account.id, subscriptionOf(params), overlap, by)
        return { data: { ...presentSubscription(row, shapes, {}), signing_secret: secret } }
      }),
      { parse: 'none', detail: docs.rotate },
    )
    .get(
      '/:id/deliveries',
      route(async (who, { request, params }) => {
        const q = parseQuery(deliveriesQuery, request.url) as {
          status?: DeliveryStatus
          page?: number
          per_page?: number
        }
        const page = q.page ?? 1
        const perPage = q.per_page ?? 25
        const { items, total } = await service.deliveries(who.account.id, subscriptionOf(params), {
          status: q.status ?? null,
          page,
          perPage,
        })
        return {
          data: items.map(item => presentDelivery(item, shapes)),
          meta: { page, per_page: perPage, total, total_pages: Math.max(1, Math.ceil(total / perPage)) },
        }
      }),
      { detail: docs.deliveries },
    )
    .post(
      '/:id/deliveries/:delivery_id/retry',
      route(async (who, { params }, by) => {
        const deliveryId = shapes.deliveryUuid(params.delivery_id ?? '')
        await service.retry(who.account.id, subscriptionOf(params), deliveryId, by)
        return { data: { id: params.delivery_id, status: 'pending' } }
      }),
      { parse: 'none', detail: docs.retry },
    )
    .post(
      '/:id/reactivate',
      route(async (who, { params }, by) => {
        const { row, released } = await service.reactivate(who.account.id, subscriptionOf(params), by)
        return { data: { ...presentSubscription(row, shapes, {}), released_deliveries: released } }
      }),
      { parse: 'none', detail: docs.reactivate },
    )
    .post(
      '/:id/test',
      route(async (who, { params }, by) => {
        const outcome = await service.test(who.account.id, subscriptionOf(params), by)
        const { delivered, statusCode, durationMs, error } = outcome
        return { data: { delivered, status_code: statusCode, duration_ms: durationMs, error } }
      }),
      { parse: 'none', detail: docs.test },
    )
}
