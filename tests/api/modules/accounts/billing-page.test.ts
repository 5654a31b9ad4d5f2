/**
 * The dashboard's Billing page, signed in as a customer does, against the local Stripe stand-in:
 * no plan yet → Upgrade opens a Checkout Session (303 to Stripe's page); once Stripe's event arrives
 * the page shows the plan, its price and period end, a pending cancellation and the invoices, and
 * Manage payment / Cancel opens the Customer Portal for the account's own customer.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { setUpCatalog } from '../../../../api/src/billing/catalog.ts'
import { auditEvents } from '../../../../api/src/db/schema/index.ts'
import type { JobRunner } from '../../../../api/src/workers/runner.ts'
import { addressFormRunner, nextEmail, Visitor } from '../../../support/accounts.ts'
import { billingApp, type BillingApp } from '../../../support/billing-app.ts'

let b: BillingApp
let runner: JobRunner
beforeAll(async () => {
  b = await billingApp('column', { HD_TRUSTED_PROXIES: '127.0.0.1' })
  runner = await addressFormRunner(b.t.services)
  await setUpCatalog(b.stripe, 'column')
}, 600_000)
afterAll(async () => {
  await runner.stop()
  await b.close()
})

test('Upgrade → Stripe Checkout → the event → plan, price, period end, invoices; Manage → the portal', async () => {
  const v = new Visitor(b.t)
  const email = nextEmail('billing')
  await v.signUp(email)
  const empty = await v.get('/dashboard/billing')
  expect(empty.status).toBe(200)
  expect(empty.text).toContain('No paid subscription')
  expect(empty.text).not.toContain('coming next')

  const upgrade = await v.submit('/dashboard/billing', '/dashboard/billing/checkout', {
    tier: 'brand',
    billing_period: 'monthly',
  })
  expect(upgrade.status).toBe(303)
  const location = upgrade.headers.get('location')!
  expect(location).toStartWith(`${b.stand.url}/pay/cs_test_`)
  const sessionId = location.split('/').at(-1)!
  const session = b.stand.sessions.get(sessionId)!
  expect(String(session.success_url)).toContain('/dashboard/billing?checkout=paid&session={CHECKOUT_SESSION_ID}')

  const paid = b.stand.complete(sessionId)
  expect((await b.deliver(b.event('checkout.session.completed', paid.session))).status).toBe(200)
  const invoice = {
    id: `in_page_${Date.now()}`,
    object: 'invoice',
    customer: paid.session.customer,
    subscription: paid.subscription.id,
    amount_due: 10000,
    amount_paid: 10000,
    currency: 'usd',
    created: Math.floor(Date.now() / 1000),
  }
  expect((await b.deliver(b.event('invoice.payment_succeeded', invoice))).status).toBe(200)
  const cancelled = b.stand.changeSubscription(paid.subscription.id as string, { cancelAtPeriodEnd: true })
  expect((await b.deliver(b.event('customer.subscription.updated', cancelled))).status).toBe(200)

  const page = await v.get('/dashboard/billing?checkout=paid')
  expect(page.status).toBe(200)
  expect(page.text).toContain('your subscription is active')
  expect(page.text).toContain('brand (active)')
  expect(page.text).toContain('100.00 USD a month')
  expect(page.text).toContain('Cancelled: the plan and its features stay until the period ends.')
  expect(page.text).toContain(invoice.id)
  expect(page.text).toContain('paid')

  const manage = await v.submit('/dashboard/billing', '/dashboard/billing/portal', {})
  expect(manage.status).toBe(303)
  expect(manage.headers.get('location')).toBe(`${b.stand.url}/portal/${paid.session.customer}`)
  // Both forms are in the account's audit log, by the signed-in session.
  const account = (await b.t.services.accounts.findAccountByEmail(email))!
  const entries = await b.t.services.database.db.select().from(auditEvents).where(eq(auditEvents.accountId, account.id))
  for (const action of ['billing.checkout_started', 'billing.portal_opened'])
    expect(entries.find(e => e.action === action)?.actor).toMatch(/^session:ses_/)
}, 120_000)
