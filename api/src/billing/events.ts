/**
 * Stripe's events, each handled once. What an event needs from Stripe (the subscription behind a
 * completed checkout, read back) is fetched first, outside any transaction; then one transaction
 * records the event id with its effect and makes the effect: a redelivery (or the same event
 * delivered ten times at once: the id's row is taken by the first, the others wait on it and find
 * it) answers 200 and changes nothing. Order is guarded by each state's creation time
 * (subscription-state.ts); a completed checkout and a payment read the subscription back from Stripe
 * (`syncSubscription`), so whatever arrives last, the account ends in the state Stripe holds.
 */
import { eq } from 'drizzle-orm'
import type Stripe from 'stripe'
import { type AuditBy, recordAudit } from '../accounts/audit.ts'
import type { Db } from '../db/client.ts'
import { billingCheckouts, billingInvoices, billingSubscriptions, stripeEvents } from '../db/schema/index.ts'
import { PROFILES } from '../variants/index.ts'
import type { BillingEvents } from './context.ts'
import { graceWarning, provisionLiveKey } from './effects.ts'
import { accountOfCustomer, applySubscription, viewOf } from './subscription-state.ts'

export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.payment_succeeded',
  'invoice.payment_failed',
] as const

/** Access kept after a failed payment before the grace sweep deactivates the account. */
export const GRACE_MS = 7 * 86_400_000

const BY: AuditBy = { actor: { kind: 'system', id: 'stripe' }, ip: null }

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id

/** Stripe's subscription now: what every effect that is not itself a subscription event starts from. */
export async function syncSubscription(stripe: Stripe, subscriptionId: string): Promise<Stripe.Subscription> {
  return stripe.subscriptions.retrieve(subscriptionId)
}

async function customerEmail(stripe: Stripe, customerId: string): Promise<string | null> {
  const customer = await stripe.customers.retrieve(customerId)
  return 'deleted' in customer && customer.deleted ? null : (customer as Stripe.Customer).email
}

/** The account an event is about: named in metadata, by its checkout, by its customer, or made for the buyer. */
async function accountFor(
  ctx: BillingEvents,
  tx: Db,
  hints: {
    customerId: string | null
    metadata?: Record<string, string> | null
    sessionId?: string
    email?: string | null
  },
): Promise<string | null> {
  const named = hints.metadata?.hempdata_account
  if (named) return named
  if (hints.customerId) {
    const known = await accountOfCustomer(tx, hints.customerId)
    if (known) return known
  }
  let email = hints.email ?? null
  if (hints.sessionId) {
    const [checkout] = await tx.select().from(billingCheckouts).where(eq(billingCheckouts.sessionId, hints.sessionId))
    if (checkout?.accountId) return checkout.accountId
    email ??= checkout?.email ?? null
  }
  if (!email) return null
  const existing = await ctx.accounts.findAccountByEmail(email, tx)
  if (existing) return existing.id
  // A keyless purchase (column variant): the buyer's account starts on the free tier, the subscription lifts it.
  const made = await ctx.accounts.createAccount({ name: email, email }, undefined, tx)
  return made.id
}

export type Outcome = { duplicate: true } | { duplicate: false; effect: string }

export async function handleStripeEvent(ctx: BillingEvents, event: Stripe.Event): Promise<Outcome> {
  const [seen] = await ctx.database.db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, event.id))
  if (seen) return { duplicate: true }
  const now = ctx.now?.() ?? new Date()
  const createdAt = new Date(event.created * 1000)
  // Read from Stripe before the transaction: no lock is held across a network call.
  let subscription: Stripe.Subscription | null = null
  const object = event.data.object as unknown as Record<string, unknown>
  if (event.type === 'checkout.session.completed' || event.type.startsWith('invoice.')) {
    const subscriptionId =
      idOf(object.subscription as string | null) ?? idOf((object.parent as any)?.subscription_details?.subscription)
    if (subscriptionId) subscription = await syncSubscription(ctx.stripe, subscriptionId)
  } else if (event.type.startsWith('customer.subscription.')) subscription = event.data.object as Stripe.Subscription
  const customerId =
    idOf(object.customer as string | null) ?? (subscription ? viewOf(subscription, ctx.variant).customerId : null)
  const metadata = (subscription?.metadata ?? (object.metadata as Record<string, string> | null)) || null
  // A keyless buyer's event may come before its checkout's: the customer's e-mail names the account.
  const email =
    (object.customer_email as string | null) ??
    (object.customer_details as { email?: string } | null)?.email ??
    (customerId && !metadata?.hempdata_account && !(await accountOfCustomer(ctx.database.db, customerId))
      ? await customerEmail(ctx.stripe, customerId)
      : null)

  return ctx.database.db.transaction(async transaction => {
    const tx = transaction as unknown as Db
    const claimed = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, effect: 'handling', createdAt: createdAt.toISOString() })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id })
    if (claimed.length === 0) return { duplicate: true } as const
    const effects: string[] = []
    let accountId: string | null = null
    if ((HANDLED_EVENTS as readonly string[]).includes(event.type)) {
      accountId = await accountFor(ctx, tx, {
        customerId,
        metadata,
        sessionId: event.type === 'checkout.session.completed' ? String(object.id) : undefined,
        email,
      })
      if (!accountId) effects.push('no account found for this customer; nothing changed')
    }
    if (accountId && subscription) {
      // A read-back is Stripe's state now; an event's own object is its state at the event's creation.
      // Stripe counts time in seconds: a read-back in the same second as an event is not older than it.
      const stateAt = event.type.startsWith('customer.subscription.')
        ? createdAt
        : new Date(Math.floor(now.getTime() / 1000) * 1000)
      const applied = await applySubscription(
        tx,
        ctx.accounts,
        accountId,
        viewOf(subscription, ctx.variant),
        stateAt,
        PROFILES[ctx.variant],
      )
      effects.push(applied.effect)
    }
    if (accountId && event.type === 'checkout.session.completed')
      effects.push(await provisionLiveKey(ctx, tx, accountId))
    if (accountId && event.type.startsWith('invoice.'))
      effects.push(await invoiceEffect(ctx, tx, accountId, event, now))
    if (!(HANDLED_EVENTS as readonly string[]).includes(event.type)) effects.push('not an event HempData acts on')
    const effect = effects.join('; ')
    await tx.update(stripeEvents).set({ effect, accountId }).where(eq(stripeEvents.id, event.id))
    if (accountId)
      await recordAudit(tx, BY, {
        accountId,
        action: 'billing.subscription_changed',
        target: event.id,
        after: { type: event.type, effect },
      })
    return { duplicate: false, effect } as const
  })
}

async function invoiceEffect(
  ctx: BillingEvents,
  tx: Db,
  accountId: string,
  event: Stripe.Event,
  now: Date,
): Promise<string> {
  const invoice = event.data.object as Stripe.Invoice
  const paid = event.type === 'invoice.payment_succeeded'
  const status = paid ? 'paid' : 'payment_failed'
  const amount = paid ? invoice.amount_paid : invoice.amount_due
  await tx
    .insert(billingInvoices)
    .values({
      id: invoice.id ?? event.id,
      accountId,
      status,
      amount,
      currency: invoice.currency,
      createdAt: new Date(invoice.created * 1000).toISOString(),
    })
    .onConflictDoUpdate({ target: billingInvoices.id, set: { status, amount } })
  const b = billingSubscriptions
  if (paid) {
    await tx.update(b).set({ graceUntil: null }).where(eq(b.accountId, accountId))
    return 'payment recorded; grace cleared'
  }
  const [row] = await tx.select({ graceUntil: b.graceUntil }).from(b).where(eq(b.accountId, accountId))
  if (row?.graceUntil) return `payment failed again; grace still ends ${new Date(row.graceUntil).toISOString()}`
  const until = new Date(now.getTime() + GRACE_MS)
  await tx.update(b).set({ graceUntil: until.toISOString() }).where(eq(b.accountId, accountId))
  await graceWarning(ctx, tx, accountId, until)
  return `payment failed; warning sent; access until ${until.toISOString()} unless paid`
}
