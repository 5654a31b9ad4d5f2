/**
 * npm run billing:setup — creates or updates this deployment's products and prices in the configured
 * Stripe account (STRIPE_SECRET_KEY; HD_STRIPE_API_URL for a stand-in), by product id and price
 * lookup key, so running it again changes nothing. HD_API_VARIANT picks the catalogue.
 */
import { setUpCatalog } from '../billing/catalog.ts'
import { stripeClient } from '../billing/stripe-client.ts'
import { readEnv } from '../env.ts'

const env = readEnv()
if (!env.stripe) {
  console.error('STRIPE_SECRET_KEY is not set: nothing to set up (use a test-mode key, sk_test_…).')
  process.exit(1)
}
const report = await setUpCatalog(stripeClient(env.stripe), env.variant)
for (const product of report.products) console.log(`product ${product.id}: ${product.action}`)
for (const price of report.prices) console.log(`price ${price.lookupKey} (${price.id}): ${price.action}`)
