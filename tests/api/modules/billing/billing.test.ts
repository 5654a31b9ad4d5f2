/**
 * Billing end to end in both variants, with the real `stripe` SDK against the local Stripe stand-in:
 * the catalogue set up idempotently by lookup key, checkout and portal with the contract's errors,
 * and Stripe's events signed by the SDK: checkout → live key works; update → the new tier's rate
 * limit; payment failed → grace, then the sweep deactivates after 7 days; deletion → 403; each event
 * once however often it arrives; checkout, upgrade and deletion shuffled into every order end in
 * Stripe's state.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { setUpCatalog } from '../../../../api/src/billing/catalog.ts'
import { sweepGrace } from '../../../../api/src/billing/effects.ts'
import { lookupKey } from '../../../../api/src/billing/plans.ts'
import { apiKeys, auditEvents, emails, stripeEvents } from '../../../../api/src/db/schema/index.ts'
import { billingApp, type BillingApp } from '../../../support/billing-app.ts'

const SUCCESS = 'https://shop.example/thanks?session={CHECKOUT_SESSION_ID}'
const CANCEL = 'https://shop.example/pricing'

for (const variant of ['nested', 'column'] as const) {
  const [lower, higher] = variant === 'nested' ? ['professional', 'enterprise'] : ['retailer', 'enterprise']
  describe(`billing (${variant})`, () => {
    let b: BillingApp
    beforeAll(async () => {
      b = await billingApp(variant)
    }, 600_000)
    afterAll(() => b.close())

    const db = () => b.t.services.database.db
    const checkout = (body: Record<string, unknown>, key?: string) => b.post('/v1/billing/checkout', body, key)
    const full = (tier: string, email = `buyer-${Date.now()}@example.com`) => ({
      tier,
      billing_period: 'monthly',
      email,
      success_url: SUCCESS,
      cancel_url: CANCEL,
    })
    // A nested buyer starts on a starter plan with its five states; a column buyer has no key yet.
    const keyOrNone = async () =>
      variant === 'nested' ? await b.t.key('starter', { states: ['CO', 'TX', 'CA', 'NY', 'FL'] }) : undefined

    test('before the catalogue is set up: 500 PRODUCT_NOT_FOUND; billing:setup twice creates then keeps', async () => {
      const missing = await checkout(full(lower), await keyOrNone())
      expect(missing.status).toBe(500)
      expect(missing.body.errors[0].code).toBe('PRODUCT_NOT_FOUND')
      const first = await setUpCatalog(b.stripe, variant)
      expect(first.prices.every(p => p.action === 'created')).toBe(true)
      const again = await setUpCatalog(b.stripe, variant)
      expect(again.prices.every(p => p.action === 'kept')).toBe(true)
      expect(again.products.every(p => p.action === 'updated')).toBe(true)
      expect(b.stand.prices.size).toBe(6)
    })

    test('the contract’s errors: MISSING_FIELDS names each, INVALID_TIER lists the tiers, the placeholder is required', async () => {
      const key = await keyOrNone()
      const none = await checkout({}, key)
      expect(none.status).toBe(400)
      expect(none.body.errors[0].code).toBe('MISSING_FIELDS')
      for (const field of ['tier', 'billing_period', 'success_url', 'cancel_url'])
        expect(none.body.errors[0].message).toContain(`body.${field}`)
      if (variant === 'column') expect(none.body.errors[0].message).toContain('body.email')
      const tier = await checkout(full('platinum'), key)
      expect(tier.body.errors[0].code).toBe('INVALID_TIER')
      expect(tier.body.errors[0].message).toContain(
        variant === 'nested' ? 'starter, professional, enterprise' : 'retailer, brand, enterprise',
      )
      const placeholder = await checkout({ ...full(lower), success_url: 'https://shop.example/thanks' }, key)
      expect(placeholder.body.errors[0].code).toBe('VALIDATION_ERROR')
      expect(placeholder.body.errors[0].message).toContain('{CHECKOUT_SESSION_ID}')
    })

    test('checkout → event → live key works; update → new rate limit; failed payment → grace then sweep; deletion → 403', async () => {
      const email = `customer-${variant}-${Date.now()}@example.com`
      const key = await keyOrNone()
      const started = await checkout({ ...full(lower, email), billing_period: 'annual' }, key)
      expect(started.status).toBe(200)
      const data = started.body.data
      expect(data.session_id).toMatch(/^cs_test_/)
      expect(data.checkout_url).toStartWith(b.stand.url)
      const session = b.stand.sessions.get(data.session_id)!
      expect(session.mode).toBe('subscription')
      expect(Number(session.expires_at) - Math.floor(Date.now() / 1000)).toBeWithin(3590, 3601)
      if (variant === 'nested') {
        expect(data).toMatchObject({ tier: lower, billing_period: 'annual', amount: 11900 * 12, currency: 'usd' })
        expect(Date.parse(data.expires_at) - Date.now()).toBeWithin(3_590_000, 3_601_000)
      } else expect(Object.keys(data).sort()).toEqual(['checkout_url', 'session_id'])

      const paid = b.stand.complete(data.session_id)
      const done = await b.deliver(b.event('checkout.session.completed', paid.session))
      expect(done.status).toBe(200)
      const account =
        variant === 'nested'
          ? (await b.t.services.accounts.findAccountByEmail((await accountOfKey(key!)).email))!
          : (await b.t.services.accounts.findAccountByEmail(email))!
      expect(account).toMatchObject({ tier: lower, status: 'active' })
      // A keyless buyer gets a live key, sealed until the dashboard shows it once; an account with one keeps it.
      const provisioned = (await db().select().from(apiKeys).where(eq(apiKeys.accountId, account.id))).find(
        k => k.createdBy === 'billing',
      )
      let liveKey: string
      if (variant === 'nested') {
        expect(provisioned).toBeUndefined()
        liveKey = key!
      } else {
        expect(provisioned?.sealedKey).not.toBeNull()
        liveKey = b.t.services.secretBox().open(provisioned!.sealedKey!, provisioned!.id)
      }
      const read = await b.t.get('/v1/states/CO', liveKey)
      expect(read.status).toBe(200)
      const started_ = await db().select().from(auditEvents).where(eq(auditEvents.target, data.session_id))
      expect(started_.map(e => e.action)).toEqual(['billing.checkout_started'])
      // The portal, with the live key: the account's own customer.
      const portal = await b.post('/v1/billing/portal', { return_url: 'https://shop.example/account' }, liveKey)
      expect(portal.status).toBe(200)
      expect(portal.body.data.portal_url).toBe(`${b.stand.url}/portal/${paid.session.customer}`)
      const opened = await db().select().from(auditEvents).where(eq(auditEvents.accountId, account.id))
      expect(opened.some(e => e.action === 'billing.portal_opened')).toBe(true)
      const limitOf = async () => (await b.t.get('/v1/states/CO', liveKey)).headers.get('ratelimit-policy')
      expect(await limitOf()).toContain(`q=${b.t.services.profile.rateLimitPerMinute(lower)}`)

      // Upgrade in the portal: the new tier and its limit at once.
      const upgraded = b.stand.changeSubscription(paid.subscription.id as string, {
        price: [...b.stand.prices.values()].find(p => p.lookup_key === lookupKey(variant, higher, 'annual'))!
          .id as string,
      })
      expect((await b.deliver(b.event('customer.subscription.updated', upgraded))).status).toBe(200)
      expect((await b.t.services.accounts.getAccount(account.id)).tier).toBe(higher)
      expect(await limitOf()).toContain(`q=${b.t.services.profile.rateLimitPerMinute(higher)}`)

      // A failed payment: warning, 7 days of grace, then the sweep.
      const invoice = {
        id: `in_${Date.now()}`,
        object: 'invoice',
        customer: paid.session.customer,
        subscription: paid.subscription.id,
        amount_due: 100,
        amount_paid: 0,
        currency: 'usd',
        created: Math.floor(Date.now() / 1000),
      }
      expect((await b.deliver(b.event('invoice.payment_failed', invoice))).status).toBe(200)
      const warned = await db().select().from(emails).where(eq(emails.toAddress, account.email))
      expect(warned.filter(mail => mail.template === 'billing_payment_failed')).toHaveLength(1)
      expect(await sweepGrace(db(), b.t.services.accounts, new Date(Date.now() + 6 * 86_400_000))).toEqual([])
      expect((await b.t.get('/v1/states/CO', liveKey)).status).toBe(200)
      expect(await sweepGrace(db(), b.t.services.accounts, new Date(Date.now() + 7 * 86_400_000 + 1000))).toEqual([
        account.id,
      ])
      const swept = await b.t.get('/v1/states/CO', liveKey)
      expect(swept.status).toBe(403)
      expect(swept.body.errors[0].code).toBe('FORBIDDEN')

      // Paid after all: access is back; then the subscription ends: 403 again.
      const paidInvoice = { ...invoice, amount_paid: 100 }
      expect((await b.deliver(b.event('invoice.payment_succeeded', paidInvoice))).status).toBe(200)
      expect((await b.t.get('/v1/states/CO', liveKey)).status).toBe(200)
      const ended = b.stand.changeSubscription(paid.subscription.id as string, { status: 'canceled' })
      expect((await b.deliver(b.event('customer.subscription.deleted', ended))).status).toBe(200)
      expect((await b.t.get('/v1/states/CO', liveKey)).status).toBe(403)
    }, 60_000)

    test('each event delivered 10 times at once: one effect; unsigned 400 MISSING_SIGNATURE, wrong secret 400 INVALID_SIGNATURE', async () => {
      const started = await checkout(full(lower), await keyOrNone())
      const paid = b.stand.complete(started.body.data.session_id)
      const event = b.event('checkout.session.completed', paid.session)
      const answers = await Promise.all(Array.from({ length: 10 }, () => b.deliver(event)))
      expect(answers.map(a => a.status)).toEqual(Array(10).fill(200))
      expect(answers.filter(a => a.body.data.duplicate === false)).toHaveLength(1)
      expect(await db().select().from(stripeEvents).where(eq(stripeEvents.id, event.id))).toHaveLength(1)
      expect(
        (await db().select().from(auditEvents).where(eq(auditEvents.target, event.id))).filter(
          e => e.action === 'billing.subscription_changed',
        ),
      ).toHaveLength(1)
      const keys = await db().select().from(apiKeys).where(eq(apiKeys.createdBy, 'billing'))
      expect(new Set(keys.map(k => k.accountId)).size).toBe(keys.length)

      const unsigned = await b.post('/v1/webhooks/stripe', JSON.stringify(event))
      expect([unsigned.status, unsigned.body.errors[0].code]).toEqual([400, 'MISSING_SIGNATURE'])
      const forged = await b.deliver(event, 'whsec_not_the_secret')
      expect([forged.status, forged.body.errors[0].code]).toEqual([400, 'INVALID_SIGNATURE'])
    }, 60_000)

    test('an update that arrives after a later deletion changes nothing: the account stays deactivated', async () => {
      const started = await checkout(full(lower), await keyOrNone())
      const paid = b.stand.complete(started.body.data.session_id)
      const now = Math.floor(Date.now() / 1000)
      const ended = b.stand.changeSubscription(paid.subscription.id as string, { status: 'canceled' })
      const stale = { ...paid.subscription, status: 'active' }
      expect((await b.deliver(b.event('customer.subscription.deleted', ended, now + 2))).status).toBe(200)
      expect((await b.deliver(b.event('customer.subscription.updated', stale, now + 1))).status).toBe(200)
      const completed = b.event('checkout.session.completed', paid.session, now)
      expect((await b.deliver(completed)).status).toBe(200)
      const [event] = await db().select().from(stripeEvents).where(eq(stripeEvents.id, completed.id))
      const account = await b.t.services.accounts.getAccount(event.accountId!)
      expect(account.status).toBe('deactivated')
    }, 60_000)

    test('checkout, upgrade and deletion shuffled into every order end in Stripe’s state; checkout and upgrade in both orders end upgraded', async () => {
      const orders = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
        [0, 1],
        [1, 0],
      ]
      const higherPrice = [...b.stand.prices.values()].find(
        p => p.lookup_key === lookupKey(variant, higher, 'monthly'),
      )!
      for (const order of orders) {
        const started = await checkout(full(lower), await keyOrNone())
        const paid = b.stand.complete(started.body.data.session_id)
        const t0 = Math.floor(Date.now() / 1000)
        const upgraded = b.stand.changeSubscription(paid.subscription.id as string, { price: higherPrice.id as string })
        const deleting = order.includes(2)
        const ended = deleting
          ? b.stand.changeSubscription(paid.subscription.id as string, { status: 'canceled' })
          : null
        const events = [
          b.event('checkout.session.completed', paid.session, t0),
          b.event('customer.subscription.updated', upgraded, t0 + 1),
          b.event('customer.subscription.deleted', ended, t0 + 2),
        ]
        for (const index of order) expect((await b.deliver(events[index])).status).toBe(200)
        const [row] = await db().select().from(stripeEvents).where(eq(stripeEvents.id, events[0].id))
        const account = await b.t.services.accounts.getAccount(row.accountId!)
        const expected = deleting ? { status: 'deactivated' } : { status: 'active', tier: higher }
        expect(account, `order ${order.join('-')}`).toMatchObject(expected)
      }
    }, 120_000)

    async function accountOfKey(key: string) {
      const read = await b.t.get('/v1/states/CO', key)
      expect(read.status).toBe(200)
      const rows = await db().select().from(apiKeys)
      const { hashKey } = await import('../../../../api/src/lib/keys.ts')
      const row = rows.find(r => r.hash === hashKey(key))!
      return b.t.services.accounts.getAccount(row.accountId)
    }
  })
}
