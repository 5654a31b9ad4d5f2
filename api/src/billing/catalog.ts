/**
 * The products and prices of a deployment in its Stripe account. `setUpCatalog` (npm run
 * billing:setup) creates or updates them, idempotently: products by their fixed ids, prices by lookup
 * key (a price whose amount changed gets a new price that takes the key over, as Stripe prices are
 * immutable). `priceFor` finds the price a checkout charges.
 */
import type Stripe from 'stripe'
import type { Variant } from '../env.ts'
import { ApiError } from '../lib/errors.ts'
import { BILLING_PERIODS, type BillingPeriod, chargeOf, CURRENCY, lookupKey, plansOf, productId } from './plans.ts'

export interface SetUpReport {
  products: { id: string; action: 'created' | 'updated' }[]
  prices: { lookupKey: string; id: string; action: 'created' | 'kept' | 'replaced' }[]
}

const missing = (error: unknown) => (error as { statusCode?: number }).statusCode === 404

export async function setUpCatalog(stripe: Stripe, variant: Variant): Promise<SetUpReport> {
  const report: SetUpReport = { products: [], prices: [] }
  for (const plan of plansOf(variant)) {
    const id = productId(variant, plan.tier)
    const fields = { name: plan.name, metadata: { hempdata_tier: plan.tier, hempdata_variant: variant } }
    const existing = await stripe.products.retrieve(id).catch(error => {
      if (missing(error)) return null
      throw error
    })
    if (existing) await stripe.products.update(id, { ...fields, active: true })
    else await stripe.products.create({ id, ...fields })
    report.products.push({ id, action: existing ? 'updated' : 'created' })
    for (const period of BILLING_PERIODS) {
      const key = lookupKey(variant, plan.tier, period)
      const amount = chargeOf(plan, period)
      const interval = period === 'annual' ? 'year' : 'month'
      const found = (await stripe.prices.list({ lookup_keys: [key], active: true })).data[0]
      if (found && found.unit_amount === amount && found.recurring?.interval === interval && found.product === id) {
        report.prices.push({ lookupKey: key, id: found.id, action: 'kept' })
        continue
      }
      const price = await stripe.prices.create({
        product: id,
        currency: CURRENCY,
        unit_amount: amount,
        recurring: { interval },
        lookup_key: key,
        transfer_lookup_key: true,
        metadata: { hempdata_tier: plan.tier, hempdata_period: period },
      })
      report.prices.push({ lookupKey: key, id: price.id, action: found ? 'replaced' : 'created' })
    }
  }
  return report
}

/** The active price of a plan, its product checked; PRODUCT_NOT_FOUND / PRICE_NOT_FOUND when not set up. */
export async function priceFor(
  stripe: Stripe,
  variant: Variant,
  tier: string,
  period: BillingPeriod,
): Promise<Stripe.Price> {
  const key = lookupKey(variant, tier, period)
  const [price] = (await stripe.prices.list({ lookup_keys: [key], active: true, expand: ['data.product'] })).data
  if (!price) {
    const product = await stripe.products.retrieve(productId(variant, tier)).catch(error => {
      if (missing(error)) return null
      throw error
    })
    if (!product)
      throw new ApiError(
        'PRODUCT_NOT_FOUND',
        `The ${tier} product is not in the Stripe account: run npm run billing:setup.`,
      )
    throw new ApiError('PRICE_NOT_FOUND', `No active price with lookup key ${key}: run npm run billing:setup.`)
  }
  const product = price.product as Stripe.Product | Stripe.DeletedProduct | string
  if (typeof product === 'string' || product.deleted || !product.active)
    throw new ApiError('PRODUCT_NOT_FOUND', `The ${tier} product is not active in the Stripe account.`)
  return price
}
