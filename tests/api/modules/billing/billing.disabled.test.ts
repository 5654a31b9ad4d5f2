/**
 * A deployment without STRIPE_SECRET_KEY (the embedded default): well-formed requests to the billing
 * endpoints answer 503 FEATURE_DISABLED with a doc_url that says how to turn billing on, and the
 * rest of the API works.
 */
import { describe, expect, test } from 'bun:test'
import { testApp } from '../../../support/app.ts'

const SUCCESS = 'https://shop.example/thanks?session={CHECKOUT_SESSION_ID}'
const CANCEL = 'https://shop.example/pricing'

describe('without a Stripe key', () => {
  test('the billing endpoints answer 503 FEATURE_DISABLED with a doc_url; the rest works', async () => {
    const t = await testApp({ variant: 'column' })
    try {
      // Well-formed requests: a keyless checkout (the column variant's), a keyed portal, a signed event.
      const sent: [string, unknown, Record<string, string>][] = [
        [
          '/v1/billing/checkout',
          {
            tier: 'brand',
            billing_period: 'monthly',
            email: 'a@example.com',
            success_url: SUCCESS,
            cancel_url: CANCEL,
          },
          {},
        ],
        ['/v1/billing/portal', { return_url: CANCEL }, { authorization: `Bearer ${await t.key()}` }],
        ['/v1/webhooks/stripe', {}, { 'stripe-signature': 't=1,v1=00' }],
      ]
      for (const [path, body, headers] of sent) {
        const res = await t.request(path, {
          method: 'POST',
          body: JSON.stringify(body),
          headers: { 'content-type': 'application/json', ...headers },
        })
        expect(res.status, path).toBe(503)
        expect(res.body.errors[0].code).toBe('FEATURE_DISABLED')
        expect(res.body.errors[0].doc_url).toContain('/docs')
      }
      expect((await t.get('/v1/states/CO', await t.key())).status).toBe(200)
    } finally {
      await t.close()
    }
  }, 600_000)
})
