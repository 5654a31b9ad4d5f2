/**
 * A Stripe subscription applied to its HempData account, guarded by time: the billing row keeps the
 * creation time of the state it reflects (`state_at`), and an older state changes nothing, so events
 * that arrive out of order end in the state Stripe holds. The account's tier and status follow in
 * the same transaction through AccountService.updateAccount, whose change notice reaches every
 * instance's key cache at once: rate limit, scope and features (webhooks, widget, CSV, changelog
 * window) are the tier's from the next request on. Stripe applies upgrades at once (prorated) and
 * downgrades and cancellations at the period's end, so the higher tier is kept until Stripe says so.
 */
import { eq, sql } from 'drizzle-orm'
import type Stripe from 'stripe'
import type { AccountService } from '../accounts/service.ts'
import type { Db } from '../db/client.ts'
import { billingSubscriptions } from '../db/schema/index.ts'
import type { Variant } from '../env.ts'
import { ApiError } from '../lib/errors.ts'
import type { VariantProfile } from '../variants/profile.ts'
import { planOfLookupKey } from './plans.ts'

/** Stripe statuses that keep access: the subscription is paid for, or its payment is being retried (grace). */
const LIVE = new Set(['active', 'trialing', 'past_due'])

export interface SubscriptionView {
  id: string
  customerId: string
  status: string
  tier: string | null
  period: string
  amount: number
  currency: string
  periodEnd: string | null
  cancelAtPeriodEnd: boolean
}

export function viewOf(subscription: Stripe.Subscription, variant: Variant): SubscriptionView {
  const item = subscription.items.data[0]
  const price = item?.price
  const plan = planOfLookupKey(variant, price?.lookup_key)
  const customer = subscription.customer
  return {
    id: subscription.id,
    customerId: typeof customer === 'string' ? customer : customer.id,
    status: subscription.status,
    tier: plan?.tier ?? null,
    period: plan?.period ?? (price?.recurring?.interval === 'year' ? 'annual' : 'monthly'),
    amount: price?.unit_amount ?? 0,
    currency: price?.currency ?? 'usd',
    periodEnd: item?.current_period_end ? new Date(item.current_period_end * 1000).toISOString() : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  }
}

export interface Applied {
  /** False: the row already reflects a newer state (an event that arrived late). */
  applied: boolean
  effect: string
}

/** Writes `view` as of `stateAt` for `accountId`, and moves the account's tier and status with it. */
export async function applySubscription(
  tx: Db,
  accounts: AccountService,
  accountId: string,
  view: SubscriptionView,
  stateAt: Date,
  profile: Pick<VariantProfile, 'stateAllowance'>,
): Promise<Applied> {
  const b = billingSubscriptions
  const values = {
    accountId,
    customerId: view.customerId,
    subscriptionId: view.id,
    status: view.status,
    tier: view.tier ?? 'unknown',
    billingPeriod: view.period,
    amount: view.amount,
    currency: view.currency,
    periodEnd: view.periodEnd,
    cancelAtPeriodEnd: view.cancelAtPeriodEnd,
    stateAt: stateAt.toISOString(),
  }
  const [row] = await tx
    .insert(b)
    .values(values)
    .onConflictDoUpdate({
      target: b.accountId,
      set: { ...values, updatedAt: sql`now()` },
      setWhere: sql`${b.stateAt} <= ${values.stateAt}::timestamptz`,
    })
    .returning({ accountId: b.accountId })
  if (!row) return { applied: false, effect: `older than the state kept (${view.status}); nothing changed` }
  const account = await accounts.getAccount(accountId, tx)
  const live = LIVE.has(view.status)
  const patch: Parameters<AccountService['updateAccount']>[1] = {}
  if (live && view.tier && view.tier !== account.tier) {
    patch.tier = view.tier
    // A negotiated limit belongs to the plan it was agreed for; a plan of every state has no chosen ones.
    patch.rateLimitPerMinute = null
    if (profile.stateAllowance(view.tier) === null) patch.states = null
  }
  if (live && account.status !== 'active') patch.status = 'active'
  if (!live && account.status !== 'deactivated') patch.status = 'deactivated'
  let held = ''
  if (Object.keys(patch).length > 0)
    await accounts.updateAccount(accountId, patch, undefined, tx).catch(async error => {
      // A starter plan needs its five states chosen (the dashboard asks); the rest of the change applies.
      if (!(error instanceof ApiError) || !patch.tier) throw error
      held = ` (tier ${patch.tier} waits: ${error.message})`
      delete patch.tier
      delete patch.rateLimitPerMinute
      delete patch.states
      if (Object.keys(patch).length > 0) await accounts.updateAccount(accountId, patch, undefined, tx)
    })
  const tierNote = (patch.tier ? `tier ${account.tier} → ${patch.tier}` : `tier ${account.tier}`) + held
  const statusNote = patch.status ? `, account ${patch.status}` : ''
  return { applied: true, effect: `subscription ${view.status}: ${tierNote}${statusNote}` }
}

/** The account a customer's billing row names, or null. */
export async function accountOfCustomer(db: Db, customerId: string): Promise<string | null> {
  const [row] = await db
    .select({ accountId: billingSubscriptions.accountId })
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.customerId, customerId))
  return row?.accountId ?? null
}
