/**
 * What each variant sells, in USD cents a month. Nested: the contract's table (starter 49 / 39,
 * professional 149 / 119, enterprise 499 / 399 a month billed monthly / annually; research is free
 * on application and not sold). Column: the contract leaves the figures to the deployment; this
 * deployment's are retailer 25 / 20, brand 100 / 80, enterprise 300 / 240 (the free tier is not
 * sold). Annual billing is 20 % lower and charged once a year (12 × the monthly figure).
 * Prices are found in Stripe by lookup key (`hd_<variant>_<tier>_<period>`), products by id.
 */
import type { Variant } from '../env.ts'

export const BILLING_PERIODS = ['monthly', 'annual'] as const
export type BillingPeriod = (typeof BILLING_PERIODS)[number]

export interface Plan {
  tier: string
  name: string
  /** Cents a month, by billing period. */
  monthly: Record<BillingPeriod, number>
}

const PLANS: Record<Variant, Plan[]> = {
  nested: [
    { tier: 'starter', name: 'HempData Starter', monthly: { monthly: 4900, annual: 3900 } },
    { tier: 'professional', name: 'HempData Professional', monthly: { monthly: 14900, annual: 11900 } },
    { tier: 'enterprise', name: 'HempData Enterprise', monthly: { monthly: 49900, annual: 39900 } },
  ],
  column: [
    { tier: 'retailer', name: 'HempData Retailer', monthly: { monthly: 2500, annual: 2000 } },
    { tier: 'brand', name: 'HempData Brand', monthly: { monthly: 10000, annual: 8000 } },
    { tier: 'enterprise', name: 'HempData Enterprise', monthly: { monthly: 30000, annual: 24000 } },
  ],
}

export const CURRENCY = 'usd'

export const plansOf = (variant: Variant): Plan[] => PLANS[variant]

export const planOf = (variant: Variant, tier: string): Plan | undefined => PLANS[variant].find(p => p.tier === tier)

/** What one payment charges: a month's price, or twelve months of the annual rate. */
export const chargeOf = (plan: Plan, period: BillingPeriod): number =>
  period === 'annual' ? plan.monthly.annual * 12 : plan.monthly.monthly

export const lookupKey = (variant: Variant, tier: string, period: BillingPeriod): string =>
  `hd_${variant}_${tier}_${period}`

export const productId = (variant: Variant, tier: string): string => `hd_${variant}_${tier}`

/** The tier and period a lookup key names on this deployment, or null (another deployment's price). */
export function planOfLookupKey(
  variant: Variant,
  key: string | null | undefined,
): { tier: string; period: BillingPeriod } | null {
  if (!key) return null
  for (const plan of PLANS[variant])
    for (const period of BILLING_PERIODS)
      if (lookupKey(variant, plan.tier, period) === key) return { tier: plan.tier, period }
  return null
}

export const describePlan = (plan: Plan, period: BillingPeriod): string =>
  `${plan.name}, billed ${period === 'annual' ? 'annually' : 'monthly'}: $${(chargeOf(plan, period) / 100).toFixed(2)} a ${period === 'annual' ? 'year' : 'month'}.`
