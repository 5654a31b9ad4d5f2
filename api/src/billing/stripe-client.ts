/** The Stripe SDK built once from the settings: Stripe's servers, or HD_STRIPE_API_URL (a local stand-in). */
import Stripe from 'stripe'
import type { StripeSettings } from '../env.ts'

export type StripeClient = Stripe

export function stripeClient(settings: StripeSettings): Stripe {
  const api = settings.apiUrl
  const protocol = api?.protocol === 'http:' ? 'http' : 'https'
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    ...(api ? { host: api.hostname, port: Number(api.port || (protocol === 'http' ? 80 : 443)), protocol } : {}),
  })
}
