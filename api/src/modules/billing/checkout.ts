/**
 * Starting a purchase and managing one: a Stripe Checkout Session in subscription mode for the
 * plan's price (found by lookup key), expiring in an hour, and a Customer Portal session for the
 * account's customer. Each is recorded with its audit entry; the customer is created once an
 * account buys, and kept on its billing row.
 */
import { eq } from 'drizzle-orm'
import type Stripe from 'stripe'
import { type AuditBy, audited } from '../../accounts/audit.ts'
import type { Account } from '../../accounts/service.ts'
import { priceFor } from '../../billing/catalog.ts'
import { type BillingPeriod, chargeOf, CURRENCY, describePlan, planOf } from '../../billing/plans.ts'
import type { Database } from '../../db/client.ts'
import { billingCheckouts, billingSubscriptions } from '../../db/schema/index.ts'
import type { Variant } from '../../env.ts'
import { ApiError } from '../../lib/errors.ts'

/** How long a Checkout Session stays open (the contract's States table: 1 hour). */
export const CHECKOUT_LIFETIME_S = 3600

export interface CheckoutInput {
  tier: string
  billingPeriod: BillingPeriod
  email: string
  successUrl: string
  cancelUrl: string
}

export interface CheckoutStarted {
  checkoutUrl: string
  sessionId: string
  tier: string
  billingPeriod: BillingPeriod
  amount: number
  currency: string
  description: string
  expiresAt: string
}

export class BillingCheckout {
  constructor(
    private readonly database: Database,
    private readonly stripe: Stripe,
    private readonly variant: Variant,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The account's Stripe customer, or null before its first purchase. */
  async customerOf(accountId: string): Promise<string | null> {
    const [row] = await this.database.db
      .select({ customerId: billingSubscriptions.customerId })
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.accountId, accountId))
    return row?.customerId ?? null
  }

  async start(input: CheckoutInput, account: Account | null, by: AuditBy): Promise<CheckoutStarted> {
    const plan = planOf(this.variant, input.tier)
    if (!plan) throw new ApiError('INVALID_TIER', `Unknown tier "${input.tier}".`)
    const price = await priceFor(this.stripe, this.variant, plan.tier, input.billingPeriod)
    const customer = account ? await this.customerOf(account.id) : null
    const expiresAt = Math.floor(this.now().getTime() / 1000) + CHECKOUT_LIFETIME_S
    const metadata = {
      hempdata_variant: this.variant,
      hempdata_tier: plan.tier,
      hempdata_period: input.billingPeriod,
      ...(account ? { hempdata_account: account.id } : {}),
    }
    const session = await this.stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: price.id, quantity: 1 }],
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      expires_at: expiresAt,
      metadata,
      subscription_data: { metadata },
      ...(account ? { client_reference_id: account.id } : {}),
      ...(customer ? { customer } : { customer_email: account?.email ?? input.email }),
    })
    await audited(
      this.database.db,
      by,
      tx =>
        tx.insert(billingCheckouts).values({
          sessionId: session.id,
          accountId: account?.id ?? null,
          email: account?.email ?? input.email,
          tier: plan.tier,
          billingPeriod: input.billingPeriod,
        }),
      () => ({
        accountId: account?.id ?? null,
        action: 'billing.checkout_started',
        target: session.id,
        after: { tier: plan.tier, billing_period: input.billingPeriod },
      }),
    )
    return {
      checkoutUrl: session.url ?? '',
      sessionId: session.id,
      tier: plan.tier,
      billingPeriod: input.billingPeriod,
      amount: price.unit_amount ?? chargeOf(plan, input.billingPeriod),
      currency: price.currency ?? CURRENCY,
      description: describePlan(plan, input.billingPeriod),
      expiresAt: new Date((session.expires_at ?? expiresAt) * 1000).toISOString(),
    }
  }

  /** A Customer Portal session for the account's customer: change plan, payment method, cancel. */
  async portal(account: Account, returnUrl: string, by: AuditBy): Promise<{ url: string; expiresAt: string }> {
    const customer = await this.customerOf(account.id)
    if (!customer)
      throw new ApiError('NOT_FOUND', 'This account has no subscription yet: start one with POST /v1/billing/checkout.')
    const session = await this.stripe.billingPortal.sessions.create({ customer, return_url: returnUrl })
    await audited(
      this.database.db,
      by,
      async () => session.id,
      id => ({ accountId: account.id, action: 'billing.portal_opened', target: id }),
    )
    // Stripe's portal sessions last five minutes.
    return { url: session.url, expiresAt: new Date((session.created + 300) * 1000).toISOString() }
  }
}
