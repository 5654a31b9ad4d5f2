/**
 * An in-process HempData whose billing talks to the local Stripe stand-in through the real `stripe`
 * SDK, and helpers that play Stripe's side: events signed with the SDK's own test-header function
 * and posted to POST /v1/webhooks/stripe.
 */
import Stripe from 'stripe'
import { testApp, type TestApp, type TestResponse } from './app.ts'
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in.ts'

export const WEBHOOK_SECRET = 'whsec_test_billing_secret'
const SECRET_KEY = 'sk_test_hempdata'

export interface BillingApp {
  t: TestApp
  stand: StripeStandIn
  /** The SDK as the service uses it (for billing:setup and to sign events). */
  stripe: Stripe
  post(path: string, body: unknown, key?: string, headers?: Record<string, string>): Promise<TestResponse>
  /** An event of `type` about `object`, created at `created` (seconds; now unless given). */
  event(type: string, object: unknown, created?: number): Stripe.Event
  /** Posts `event` signed as Stripe signs it. */
  deliver(event: Stripe.Event, secret?: string): Promise<TestResponse>
  close(): Promise<void>
}

let serial = 0

export async function billingApp(variant: 'nested' | 'column', env: Record<string, string> = {}): Promise<BillingApp> {
  const stand = startStripeStandIn()
  const t = await testApp({
    variant,
    env: { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, HD_STRIPE_API_URL: stand.url, ...env },
  })
  const api = new URL(stand.url)
  const stripe = new Stripe(SECRET_KEY, { host: api.hostname, port: Number(api.port), protocol: 'http' })
  const post = (path: string, body: unknown, key?: string, headers: Record<string, string> = {}) =>
    t.request(path, {
      method: 'POST',
      key,
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...headers },
    })
  return {
    t,
    stand,
    stripe,
    post,
    event: (type, object, created) =>
      ({
        id: `evt_${Date.now()}_${serial++}`,
        object: 'event',
        type,
        created: created ?? Math.floor(Date.now() / 1000),
        livemode: false,
        api_version: '2025-10-29.clover',
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object },
      }) as unknown as Stripe.Event,
    async deliver(event, secret = WEBHOOK_SECRET) {
      const payload = JSON.stringify(event)
      const header = await stripe.webhooks.generateTestHeaderStringAsync({ payload, secret })
      return post('/v1/webhooks/stripe', payload, undefined, { 'stripe-signature': header })
    },
    async close() {
      await t.close()
      stand.close()
    },
  }
}
