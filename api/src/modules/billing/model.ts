/** Route specs of billing: checkout and portal in both variants (security by variant), and Stripe's inbound events. */
import { t } from 'elysia'
import { HANDLED_EVENTS } from '../../billing/events.ts'
import { BILLING_PERIODS } from '../../billing/plans.ts'
import { describe, KEYED } from '../../http/openapi.ts'
import { dateTime, envelope, integer, meta } from '../../http/schemas.ts'
import type { VariantProfile } from '../../variants/profile.ts'

const TAG = 'Billing'
export const ENABLE =
  'Billing runs on Stripe: set STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET for POST /v1/webhooks/stripe), run `npm run billing:setup` once, and point a Stripe webhook endpoint at /v1/webhooks/stripe. Without a key these endpoints answer 503 FEATURE_DISABLED.'

export const checkoutBody = t.Object({
  tier: t.Optional(t.String({ maxLength: 40 })),
  billing_period: t.Optional(t.String({ maxLength: 20, description: BILLING_PERIODS.join(' or ') })),
  email: t.Optional(t.String({ maxLength: 254 })),
  success_url: t.Optional(
    t.String({ maxLength: 2000, description: 'Must contain the literal {CHECKOUT_SESSION_ID}.' }),
  ),
  cancel_url: t.Optional(t.String({ maxLength: 2000 })),
})

export const portalBody = t.Object({ return_url: t.Optional(t.String({ maxLength: 2000 })) })

export function billingDocs(profile: Pick<VariantProfile, 'name'>, sold: string[]) {
  const nested = profile.name === 'nested'
  const checkoutData = t.Object({
    checkout_url: t.String({ format: 'uri' }),
    session_id: t.String(),
    ...(nested
      ? {
          tier: t.String(),
          billing_period: t.String(),
          amount: integer({ description: 'Minor units (cents).' }),
          currency: t.String(),
          description: t.String(),
          expires_at: dateTime(),
        }
      : {}),
  })
  const portalData = t.Object({
    portal_url: t.String({ format: 'uri' }),
    ...(nested ? { expires_at: dateTime() } : {}),
  })
  const common = ['VALIDATION_ERROR', 'MISSING_FIELDS', 'FEATURE_DISABLED', 'SERVICE_UNAVAILABLE'] as const
  return {
    checkout: describe({
      security: nested ? 'secret' : 'none',
      tag: TAG,
      summary: 'Start a subscription: a Stripe Checkout Session',
      description: `Tiers sold: ${sold.join(', ')} (unknown: 400 INVALID_TIER); billing_period monthly or annual (annual is 20 % lower). Required: tier, billing_period, ${nested ? '' : 'email, '}success_url (with the literal {CHECKOUT_SESSION_ID}), cancel_url; 400 MISSING_FIELDS names every one missing. The session expires after 1 hour. 500 PRICE_NOT_FOUND / PRODUCT_NOT_FOUND when the Stripe catalogue is not set up. ${ENABLE}`,
      body: checkoutBody,
      ok: envelope(checkoutData, meta()),
      errors: [
        ...(nested ? KEYED : ['RATE_LIMITED' as const]),
        ...common,
        'INVALID_TIER',
        'PRICE_NOT_FOUND',
        'PRODUCT_NOT_FOUND',
      ],
      audit: ['billing.checkout_started'],
    }),
    portal: describe({
      security: 'secret',
      tag: TAG,
      summary: "Manage the account's subscription: a Stripe Customer Portal session",
      description: `Body: return_url. Change plan (upgrades at once, prorated; downgrades and cancellations at the period's end), payment method, invoices. 404 before a first purchase. ${ENABLE}`,
      body: portalBody,
      ok: envelope(portalData, meta()),
      errors: [...KEYED, ...common, 'NOT_FOUND'],
      audit: ['billing.portal_opened'],
    }),
    events: describe({
      security: 'processor-signature',
      tag: TAG,
      summary: "Stripe's events (called by Stripe, not by clients)",
      description: `Verified over the raw body with the Stripe-Signature header and STRIPE_WEBHOOK_SECRET (300 s tolerance): 400 MISSING_SIGNATURE without the header, 400 INVALID_SIGNATURE when it does not verify. Handles ${HANDLED_EVENTS.join(', ')}; each event id once (a redelivery answers 200 with duplicate: true and changes nothing); 500 HANDLER_ERROR makes Stripe deliver again. ${ENABLE}`,
      ok: envelope(t.Object({ received: t.Literal(true), duplicate: t.Boolean() }), meta()),
      errors: ['MISSING_SIGNATURE', 'INVALID_SIGNATURE', 'HANDLER_ERROR', 'FEATURE_DISABLED', 'VALIDATION_ERROR'],
      audit: ['billing.subscription_changed'],
    }),
  }
}
