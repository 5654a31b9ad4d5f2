/** The dashboard's Billing page: the plan, its price and period, what is pending, invoices, and the ways to change it. */
import type { Plan } from '../../../billing/plans.ts'
import { Csrf, Frame, Notice, Table, when } from '../layout.tsx'

export interface BillingView {
  tier: string
  status: string
  billingPeriod: string
  amount: number
  currency: string
  periodEnd: string | null
  cancelAtPeriodEnd: boolean
  graceUntil: string | null
}

export interface InvoiceView {
  id: string
  status: string
  amount: number
  currency: string
  createdAt: string
}

interface Props {
  csrf: string
  tier: string
  enabled: boolean
  subscription: BillingView | null
  invoices: InvoiceView[]
  plans: Plan[]
  message?: string
  error?: string
}

const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`

export function BillingPage(p: Props) {
  const s = p.subscription
  return (
    <Frame title="Billing" current="/dashboard/billing" csrf={p.csrf}>
      <h1>Billing</h1>
      {p.message ? <Notice>{p.message}</Notice> : null}
      {p.error ? <Notice error>{p.error}</Notice> : null}
      {!p.enabled ? (
        <Notice>Billing is not switched on for this deployment (no Stripe key). Your plan is {p.tier}.</Notice>
      ) : null}
      <section class="card">
        <h2>Current plan</h2>
        {s ? (
          <dl>
            <dt>Plan</dt>
            <dd>
              {s.tier} ({s.status})
            </dd>
            <dt>Price</dt>
            <dd>
              {money(s.amount, s.currency)} {s.billingPeriod === 'annual' ? 'a year' : 'a month'}
            </dd>
            <dt>Current period ends</dt>
            <dd>{s.periodEnd ? when(s.periodEnd) : '—'}</dd>
            {s.cancelAtPeriodEnd ? (
              <>
                <dt>Pending</dt>
                <dd>Cancelled: the plan and its features stay until the period ends.</dd>
              </>
            ) : null}
            {s.graceUntil ? (
              <>
                <dt>Payment</dt>
                <dd>The last payment failed: access continues until {when(s.graceUntil)} unless a payment succeeds.</dd>
              </>
            ) : null}
          </dl>
        ) : (
          <p>No paid subscription: the account is on the {p.tier} plan.</p>
        )}
        {p.enabled && s ? (
          <form method="post" action="/dashboard/billing/portal">
            <Csrf token={p.csrf} />
            <button type="submit">Manage payment / Cancel</button>
          </form>
        ) : null}
      </section>
      {p.enabled ? (
        <section class="card">
          <h2>Upgrade</h2>
          <p class="muted">
            Upgrades take effect at once (prorated); downgrades and cancellations at the end of the period.
          </p>
          <form method="post" action="/dashboard/billing/checkout">
            <Csrf token={p.csrf} />
            <label for="billing-tier">Plan</label>
            <select id="billing-tier" name="tier">
              {p.plans.map(plan => (
                <option value={plan.tier} selected={plan.tier === s?.tier}>
                  {plan.name}: {money(plan.monthly.monthly, 'usd')} a month, or {money(plan.monthly.annual, 'usd')} a
                  month billed annually
                </option>
              ))}
            </select>
            <label for="billing-period">Billing</label>
            <select id="billing-period" name="billing_period">
              <option value="monthly">Monthly</option>
              <option value="annual">Annually (20 % lower)</option>
            </select>
            <button type="submit">Upgrade</button>
          </form>
        </section>
      ) : null}
      <section class="card">
        <h2>Invoices</h2>
        <Table columns={['Date', 'Invoice', 'Amount', 'Status']}>
          {p.invoices.map(invoice => (
            <tr>
              <td>{when(invoice.createdAt)}</td>
              <td>
                <code>{invoice.id}</code>
              </td>
              <td>{money(invoice.amount, invoice.currency)}</td>
              <td>{invoice.status}</td>
            </tr>
          ))}
        </Table>
        {p.invoices.length === 0 ? <p>No invoices yet.</p> : null}
      </section>
    </Frame>
  )
}
