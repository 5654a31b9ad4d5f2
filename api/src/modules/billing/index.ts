/**
 * Billing: POST /v1/billing/checkout and POST /v1/billing/portal (checkout keyless in the column
 * variant, with a secret key in the nested one; the portal always with the account's key), and
 * Stripe's inbound events (events.ts). Without STRIPE_SECRET_KEY every billing endpoint answers 503
 * FEATURE_DISABLED with a doc_url that says how to turn it on; the rest of the API is unaffected.
 */
import { Elysia } from 'elysia'
import type { AuditBy } from '../../accounts/audit.ts'
import { plansOf } from '../../billing/plans.ts'
import { stripeClient } from '../../billing/stripe-client.ts'
import { auditByKey, keyed, keyless } from '../../http/auth.ts'
import { parseBody, readJsonBody } from '../../http/body.ts'
import type { AppDeps } from '../../http/deps.ts'
import { direct, type RouteContext } from '../../http/direct.ts'
import { ok } from '../../http/envelope.ts'
import { requestIdOf } from '../../http/request-id.ts'
import { secure } from '../../http/security-headers.ts'
import { ApiError } from '../../lib/errors.ts'
import type { BillingEvents } from '../../billing/context.ts'
import { BillingCheckout, type CheckoutStarted } from './checkout.ts'
import { receiveStripeEvent } from './stripe-events.ts'
import { checkoutInput, portalInput } from './input.ts'
import { billingDocs, checkoutBody, portalBody } from './model.ts'

const MAX_BODY = 8 * 1024
const EXAMPLE =
  '{"tier": "…", "billing_period": "monthly", "email": "buyer@example.com", "success_url": "https://example.com/thanks?session={CHECKOUT_SESSION_ID}", "cancel_url": "https://example.com/pricing"}'

export function billingDisabled(publicUrl: string): ApiError {
  return new ApiError(
    'FEATURE_DISABLED',
    'Billing is not configured on this deployment (no STRIPE_SECRET_KEY); everything else works.',
    { doc_url: `${publicUrl}/docs#tag/billing` },
  )
}

export function billingModule(deps: AppDeps) {
  const profile = deps.profile
  const nested = profile.name === 'nested'
  const tiers = plansOf(profile.name).map(plan => plan.tier)
  const docs = billingDocs(profile, tiers)
  const stripe = deps.env.stripe ? stripeClient(deps.env.stripe) : null
  const checkout = stripe ? new BillingCheckout(deps.database, stripe, profile.name, deps.clock) : null
  const enabled = (): BillingCheckout => {
    if (!checkout) throw billingDisabled(deps.env.publicUrl)
    return checkout
  }
  const answer = (ctx: Pick<RouteContext, 'request' | 'set'>, data: unknown) => {
    ctx.set.headers['cache-control'] = 'no-store'
    secure(deps.security, ctx.request, ctx.set.headers)
    return ok(data, requestIdOf(ctx.set))
  }
  const present = (started: CheckoutStarted) => ({
    checkout_url: started.checkoutUrl,
    session_id: started.sessionId,
    ...(nested
      ? {
          tier: started.tier,
          billing_period: started.billingPeriod,
          amount: started.amount,
          currency: started.currency,
          description: started.description,
          expires_at: started.expiresAt,
        }
      : {}),
  })
  const body = (request: Request, schema: typeof checkoutBody | typeof portalBody) =>
    readJsonBody(request, MAX_BODY, EXAMPLE, raw => parseBody<Record<string, unknown>>(schema, raw))

  const events: BillingEvents | null = stripe
    ? {
        database: deps.database,
        stripe,
        accounts: deps.accounts,
        variant: profile.name,
        box: deps.secretBox,
        mail: { from: deps.env.mailFrom, publicUrl: deps.env.publicUrl },
        now: deps.clock,
      }
    : null

  // The caller's key and the body are checked first (401, 400 as everywhere); a well-formed request
  // to a deployment without Stripe gets the 503 that says how to turn billing on.
  return new Elysia({ name: 'hd-billing' })
    .post(
      '/v1/webhooks/stripe',
      direct(deps, async ctx => {
        if (!ctx.request.headers.has('stripe-signature'))
          throw new ApiError('MISSING_SIGNATURE', 'The Stripe-Signature header is missing.')
        if (!stripe || !events) throw billingDisabled(deps.env.publicUrl)
        const secret = deps.env.stripe?.webhookSecret ?? null
        return answer(ctx, await receiveStripeEvent(ctx.request, stripe, secret, events))
      }),
      { parse: 'none', detail: docs.events },
    )
    .post(
      '/v1/billing/checkout',
      ctx => {
        const route = { request: ctx.request, set: ctx.set, params: {} }
        if (!nested)
          return keyless(deps, ctx, async ip => {
            const input = checkoutInput(await body(ctx.request, checkoutBody), true, tiers)
            const by: AuditBy = { actor: { kind: 'visitor' }, ip }
            return answer(route, present(await enabled().start(input, null, by)))
          })
        return keyed(deps, ctx, { kind: 'secret' }, async who => {
          const input = checkoutInput(await body(ctx.request, checkoutBody), false, tiers)
          const started = await enabled().start(input, who.account, auditByKey(deps, ctx.request, who))
          return answer(route, present(started))
        })
      },
      { parse: 'none', detail: docs.checkout },
    )
    .post(
      '/v1/billing/portal',
      direct(deps, ctx =>
        keyed(deps, ctx, { kind: 'secret' }, async who => {
          const returnUrl = portalInput(await body(ctx.request, portalBody))
          const portal = await enabled().portal(who.account, returnUrl, auditByKey(deps, ctx.request, who))
          return answer(ctx, { portal_url: portal.url, ...(nested ? { expires_at: portal.expiresAt } : {}) })
        }),
      ),
      { parse: 'none', detail: docs.portal },
    )
}
