/**
 * /dashboard/billing: the account's plan, price, period end, what is pending (a cancellation at the
 * period's end, a failed payment's grace) and its invoices; Upgrade opens a Stripe Checkout Session
 * and Manage payment / Cancel the Customer Portal (both forms answer 303 to Stripe). Back from a
 * completed checkout the page reads the subscription from Stripe at once (the event may still be on
 * its way), and the new live key is revealed once on the overview.
 */
import { desc, eq } from 'drizzle-orm'
import { Elysia } from 'elysia'
import { plansOf } from '../../../billing/plans.ts'
import { stripeClient } from '../../../billing/stripe-client.ts'
import { billingInvoices, billingSubscriptions } from '../../../db/schema/index.ts'
import type { AppDeps } from '../../../http/deps.ts'
import { ApiError } from '../../../lib/errors.ts'
import { BillingCheckout } from '../../billing/checkout.ts'
import { checkoutInput } from '../../billing/input.ts'
import { htmlPage, pageDoc, redirect, signedIn, signedInForm, type Visitor } from '../page.ts'
import { BillingPage } from './views.tsx'

const MESSAGES: Record<string, string> = {
  paid: 'Thank you: your subscription is active. Your live key is shown once on the Overview.',
  cancelled: 'Checkout was cancelled; nothing was charged.',
}

export function billingPageModule(deps: AppDeps) {
  const stripe = deps.env.stripe ? stripeClient(deps.env.stripe) : null
  const checkout = stripe ? new BillingCheckout(deps.database, stripe, deps.profile.name, deps.clock) : null
  const plans = plansOf(deps.profile.name)
  const base = deps.env.publicUrl

  async function page(request: Request, visitor: Visitor, error?: string, status = 200) {
    const accountId = visitor.session.account.id
    const db = deps.database.db
    const [subscription] = await db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.accountId, accountId))
    const invoices = await db
      .select()
      .from(billingInvoices)
      .where(eq(billingInvoices.accountId, accountId))
      .orderBy(desc(billingInvoices.createdAt))
      .limit(24)
    const message = MESSAGES[new URL(request.url).searchParams.get('checkout') ?? '']
    const view = BillingPage({
      csrf: visitor.csrf,
      tier: visitor.session.account.tier,
      enabled: checkout !== null,
      subscription: subscription ?? null,
      invoices,
      plans,
      message: error ? undefined : message,
      error,
    })
    return htmlPage(deps, request, view, { status })
  }

  const disabled = () =>
    new ApiError('FEATURE_DISABLED', 'Billing is not configured on this deployment (no STRIPE_SECRET_KEY).', {
      doc_url: `${base}/docs#tag/billing`,
    })

  return new Elysia({ name: 'hd-accounts-billing' })
    .get('/dashboard/billing', ({ request }) => signedIn(deps, request, visitor => page(request, visitor)), {
      detail: pageDoc('Billing: plan, price, period, invoices; Upgrade and Manage', 'session'),
    })
    .post(
      '/dashboard/billing/checkout',
      ({ request }) =>
        signedInForm(deps, request, async (visitor, form) => {
          if (!checkout) throw disabled()
          const account = visitor.session.account
          const input = checkoutInput(
            {
              tier: form.text('tier'),
              billing_period: form.text('billing_period'),
              success_url: `${base}/dashboard/billing?checkout=paid&session={CHECKOUT_SESSION_ID}`,
              cancel_url: `${base}/dashboard/billing?checkout=cancelled`,
            },
            false,
            plans.map(plan => plan.tier),
          )
          const started = await checkout.start(input, account, visitor.by)
          return redirect(deps, request, started.checkoutUrl)
        }),
      {
        detail: pageDoc(
          'Upgrade: a Stripe Checkout Session (303 to Stripe)',
          'session',
          ['INVALID_TIER', 'VALIDATION_ERROR', 'MISSING_FIELDS', 'FEATURE_DISABLED'],
          ['billing.checkout_started'],
        ),
      },
    )
    .post(
      '/dashboard/billing/portal',
      ({ request }) =>
        signedInForm(deps, request, async visitor => {
          if (!checkout) throw disabled()
          const portal = await checkout.portal(visitor.session.account, `${base}/dashboard/billing`, visitor.by)
          return redirect(deps, request, portal.url)
        }),
      {
        detail: pageDoc(
          'Manage payment or cancel: the Stripe Customer Portal (303 to Stripe)',
          'session',
          ['NOT_FOUND', 'FEATURE_DISABLED'],
          ['billing.portal_opened'],
        ),
      },
    )
}
