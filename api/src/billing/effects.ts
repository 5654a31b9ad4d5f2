/**
 * What billing does besides moving the tier: a live secret key provisioned for a new subscriber
 * (sealed until the dashboard reveals it once), the warning e-mail of a failed payment, and the
 * grace sweep that deactivates an account still unpaid when its 7 days of grace end.
 */
import { and, eq, isNotNull, lte } from 'drizzle-orm'
import { recordAudit } from '../accounts/audit.ts'
import type { AccountService } from '../accounts/service.ts'
import type { Db } from '../db/client.ts'
import { accounts, apiKeys, billingSubscriptions } from '../db/schema/index.ts'
import { queueMail } from '../mail/outbox.ts'
import { noticeEmail } from '../mail/templates.ts'
import type { BillingEvents } from './context.ts'

/** A live secret key for an account that has none active: its first paid subscription. */
export async function provisionLiveKey(
  ctx: Pick<BillingEvents, 'accounts' | 'box'>,
  tx: Db,
  accountId: string,
): Promise<string> {
  const live = await tx
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(
      and(
        eq(apiKeys.accountId, accountId),
        eq(apiKeys.kind, 'secret'),
        eq(apiKeys.env, 'live'),
        eq(apiKeys.status, 'active'),
      ),
    )
  if (live.length > 0) return 'live key already present'
  const box = ctx.box()
  const { key } = await ctx.accounts.createKey(
    accountId,
    {
      kind: 'secret',
      env: 'live',
      label: 'Live key',
      createdBy: 'billing',
      seal: (secret, id) => box.seal(secret, id),
    },
    undefined,
    tx,
  )
  return `live key ${key.displayPrefix} provisioned (shown once in the dashboard)`
}

export async function graceWarning(
  ctx: Pick<BillingEvents, 'mail'>,
  tx: Db,
  accountId: string,
  until: Date,
): Promise<void> {
  const [account] = await tx.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, accountId))
  if (!account) return
  const day = until.toISOString().slice(0, 10)
  const mail = noticeEmail({
    template: 'billing_payment_failed',
    subject: 'Your HempData payment failed',
    heading: 'Your payment did not go through',
    paragraphs: [
      `Stripe could not charge your card for your HempData subscription. Your access continues until ${day}.`,
      'Update your payment method (Billing in the dashboard, then Manage payment) before then, or the account and its keys are deactivated.',
    ],
    action: { label: 'Open Billing', url: `${ctx.mail.publicUrl}/account/billing` },
    footer: 'You get this because your HempData account has a paid subscription.',
  })
  await queueMail(tx, { from: ctx.mail.from, to: account.email, ...mail })
}

/** Deactivates every account whose grace ended unpaid; returns their ids. */
export async function sweepGrace(db: Db, accountService: AccountService, now: Date): Promise<string[]> {
  const b = billingSubscriptions
  const due = await db
    .select({ accountId: b.accountId })
    .from(b)
    .where(and(isNotNull(b.graceUntil), lte(b.graceUntil, now.toISOString())))
  const done: string[] = []
  for (const { accountId } of due) {
    await db.transaction(async transaction => {
      const tx = transaction as unknown as Db
      // Paid meanwhile: the payment cleared the grace in its own transaction.
      const [row] = await tx.select().from(b).where(eq(b.accountId, accountId)).for('update')
      if (!row?.graceUntil || Date.parse(row.graceUntil) > now.getTime()) return
      await tx.update(b).set({ graceUntil: null, status: 'unpaid' }).where(eq(b.accountId, accountId))
      await accountService.updateAccount(accountId, { status: 'deactivated' }, undefined, tx)
      await recordAudit(
        tx,
        { actor: { kind: 'system', id: 'billing-grace-sweep' }, ip: null },
        {
          accountId,
          action: 'billing.subscription_changed',
          after: { status: 'deactivated', reason: 'payment still failed when the 7-day grace ended' },
        },
      )
      done.push(accountId)
    })
  }
  return done
}
