/**
 * /dashboard/webhooks: the account's subscriptions; /dashboard/webhooks/:id one subscription's
 * deliveries (?status=) with their attempts, and its forms: test, reactivate, rotate-secret (a
 * recent sign-in required), delete (likewise) and deliveries/:delivery/retry. A rotated secret is
 * shown in the POST's own response (no-store), never again; other forms answer 303. The webhook
 * service audits each change. Webhooks are the top tier's: other accounts see which plan has them.
 */
import { Elysia } from 'elysia'
import type { AuditAction } from '../../../accounts/audit.ts'
import { DEFAULT_OVERLAP_HOURS, type DeliveryStatus, WebhookService } from '../../webhooks/service.ts'
import type { AppDeps } from '../../../http/deps.ts'
import { ApiError, type ErrorCode } from '../../../lib/errors.ts'
import { webhookShapesFor } from '../../webhooks/variants/index.ts'
import { htmlPage, pageDoc, redirect, signedIn, signedInForm, type Visitor } from '../page.ts'
import { unlessRecentSignIn } from '../step-up.tsx'
import { NoWebhooksPage, STATUSES, SubscriptionPage, WebhooksPage } from './views.tsx'

const PER_PAGE = 50
const PAGES = 10_000
/** Deliveries move counters and lists all the time: the pages show them as of at most this long ago. */
const DELIVERIES_FRESH_MS = 2000
const MESSAGES: Record<string, string> = {
  tested: 'A test event was sent: its attempt is in the deliveries below.',
  reactivated: 'The test event was delivered: the subscription is active again and its held events are on their way.',
  retried: 'The delivery is queued to be sent again now.',
}
const DELETED = 'The subscription is deleted: it receives nothing more, and its pending deliveries are dropped.'
/** Refusals shown on the subscription's page rather than as an error document. */
const SHOWN: ErrorCode[] = ['VALIDATION_ERROR', 'ENDPOINT_UNREACHABLE', 'ENDPOINT_VALIDATION_FAILED']
const FORM_ERRORS: ErrorCode[] = [...SHOWN, 'FORBIDDEN', 'NOT_FOUND']

type Params = Record<string, string | null> | undefined
type Extra = { secret?: string; error?: string; message?: string }

export function webhooksPageModule(deps: AppDeps) {
  // Pages (and the audit log) name subscriptions and deliveries as the API does: `whk_…` and `dlv_…` (nested) or UUIDs (column).
  const shapes = webhookShapesFor(deps.profile)
  const ids = { subscription: shapes.subscriptionId, delivery: shapes.deliveryId }
  const service = new WebhookService(deps.database, deps.secretBox, deps.outbound, ids, deps.webhooks)
  const hasWebhooks = (visitor: Visitor) => visitor.session.account.tier === deps.profile.topTier
  const plan = (request: Request, visitor: Visitor) =>
    htmlPage(
      deps,
      request,
      NoWebhooksPage({ csrf: visitor.csrf, tier: visitor.session.account.tier, needed: deps.profile.topTier }),
    )

  async function subscriptionPage(request: Request, visitor: Visitor, id: string, extra: Extra = {}, status = 200) {
    const accountId = visitor.session.account.id
    const query = new URL(request.url).searchParams
    const wanted = query.get('status') || null
    if (wanted !== null && !STATUSES.includes(wanted as DeliveryStatus))
      throw new ApiError('VALIDATION_ERROR', `query.status: expected one of ${STATUSES.join(', ')}`)
    const page = Number(query.get('page') ?? '1')
    if (!Number.isInteger(page) || page < 1 || page > PAGES)
      throw new ApiError('VALIDATION_ERROR', `query.page: expected a whole number from 1 to ${PAGES}`)
    const filter = { status: wanted as DeliveryStatus | null, page, perPage: PER_PAGE }
    const { subscription, items, total } = await deps.views.read(
      accountId,
      `webhook ${id} ${filter.status} ${page}`,
      async () => ({
        subscription: await service.get(accountId, id),
        ...(await service.deliveries(accountId, id, filter)),
      }),
      { freshMs: DELIVERIES_FRESH_MS },
    )
    const message = extra.message ?? MESSAGES[query.get('done') ?? '']
    const view = SubscriptionPage({
      csrf: visitor.csrf,
      ids,
      subscription,
      deliveries: items,
      total,
      page,
      perPage: PER_PAGE,
      status: filter.status,
      ...extra,
      message: extra.error ? undefined : message,
    })
    return htmlPage(deps, request, view, { status })
  }

  /** The ids in a path as stored; one that cannot be an id is 404 (after the session: anyone without one is sent to /login first). */
  const idsOf = (params: Params) => {
    const id = shapes.subscriptionUuid(params?.id ?? '')
    const delivery = params?.delivery === undefined ? null : shapes.deliveryUuid(params.delivery ?? '')
    if (id === null || (params?.delivery !== undefined && delivery === null))
      throw new ApiError('NOT_FOUND', 'No webhook subscription with this id.')
    return { id, delivery }
  }

  /** A path segment that does not decode (null) is 404 at once, with or without a session. */
  const undecodable = (params: Params): null => {
    if (Object.values(params ?? {}).includes(null))
      throw new ApiError('NOT_FOUND', 'No webhook subscription with this id.')
    return null
  }

  /**
   * A form on one of this account's subscriptions: session, ids, CSRF token, tier, then (for a
   * sensitive one, `recent` says what it does) a recent sign-in, then `act`.
   */
  const action =
    (
      recent: string | null,
      act: (visitor: Visitor, id: string, delivery: string | null, request: Request) => Promise<Response>,
    ) =>
    ({ request, params }: { request: Request; params?: Params }) =>
      undecodable(params) ??
      signedInForm(deps, request, async visitor => {
        const { id, delivery } = idsOf(params)
        if (!hasWebhooks(visitor))
          throw new ApiError('FORBIDDEN', `Webhooks are part of the ${deps.profile.topTier} plan.`)
        const page = `/dashboard/webhooks/${ids.subscription(id)}`
        const stepUp = recent ? unlessRecentSignIn(deps, request, visitor, page, recent) : null
        if (stepUp) return stepUp
        try {
          return await act(visitor, id, delivery, request)
        } catch (error) {
          if (error instanceof ApiError && SHOWN.includes(error.code))
            return subscriptionPage(request, visitor, id, { error: error.message }, error.status)
          throw error
        }
      })

  const options = (summary: string, audit: AuditAction[]) => ({
    parse: 'none' as const,
    detail: pageDoc(summary, 'session', FORM_ERRORS, audit),
  })
  const done = (request: Request, id: string, what: string) =>
    redirect(deps, request, `/dashboard/webhooks/${ids.subscription(id)}?done=${what}`)

  return new Elysia({ name: 'hd-accounts-webhooks' })
    .get(
      '/dashboard/webhooks',
      ({ request }) =>
        signedIn(deps, request, async visitor => {
          if (!hasWebhooks(visitor)) return plan(request, visitor)
          const accountId = visitor.session.account.id
          const subscriptions = await deps.views.read(accountId, 'webhooks', () => service.list(accountId), {
            freshMs: DELIVERIES_FRESH_MS,
          })
          const message = new URL(request.url).searchParams.get('done') === 'deleted' ? DELETED : undefined
          return htmlPage(deps, request, WebhooksPage({ csrf: visitor.csrf, ids, subscriptions, message }))
        }),
      { detail: pageDoc('Webhook subscriptions', 'session') },
    )
    .get(
      '/dashboard/webhooks/:id',
      ({ request, params }) =>
        undecodable(params) ??
        signedIn(deps, request, visitor =>
          hasWebhooks(visitor) ? subscriptionPage(request, visitor, idsOf(params).id) : plan(request, visitor),
        ),
      {
        detail: pageDoc('A webhook subscription’s deliveries and attempts', 'session', [
          'VALIDATION_ERROR',
          'NOT_FOUND',
        ]),
      },
    )
    .post(
      '/dashboard/webhooks/:id/test',
      action(null, async (visitor, id, _delivery, request) => {
        await service.test(visitor.session.account.id, id, visitor.by)
        return done(request, id, 'tested')
      }),
      options('Send a test event (form)', ['webhook.test_sent']),
    )
    .post(
      '/dashboard/webhooks/:id/reactivate',
      action(null, async (visitor, id, _delivery, request) => {
        await service.reactivate(visitor.session.account.id, id, visitor.by)
        return done(request, id, 'reactivated')
      }),
      options('Reactivate a paused subscription after a delivered test event (form)', [
        'webhook.test_sent',
        'webhook.reactivated',
      ]),
    )
    .post(
      '/dashboard/webhooks/:id/rotate-secret',
      action('rotate the signing secret', async (visitor, id, _delivery, request) => {
        const { secret } = await service.rotateSecret(visitor.session.account.id, id, DEFAULT_OVERLAP_HOURS, visitor.by)
        return subscriptionPage(request, visitor, id, { secret })
      }),
      options('Rotate the signing secret (form; a recent sign-in required); the new secret is in this response only', [
        'webhook.secret_rotated',
      ]),
    )
    .post(
      '/dashboard/webhooks/:id/delete',
      action('delete this subscription', async (visitor, id, _delivery, request) => {
        await service.delete(visitor.session.account.id, id, visitor.by)
        return redirect(deps, request, '/dashboard/webhooks?done=deleted')
      }),
      options('Delete a subscription (form; a recent sign-in required)', ['webhook.deleted']),
    )
    .post(
      '/dashboard/webhooks/:id/deliveries/:delivery/retry',
      action(null, async (visitor, id, delivery, request) => {
        await service.retry(visitor.session.account.id, id, delivery, visitor.by)
        return done(request, id, 'retried')
      }),
      options('Retry a failed delivery (form)', ['webhook.delivery_retried']),
    )
}
