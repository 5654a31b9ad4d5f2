/** The account page (e-mail, sessions), the audit list, and the pages for what comes next. */
import type { AuditEvent } from '../../../accounts/audit.ts'
import { Csrf, Frame, Notice, Table, when } from '../layout.tsx'

interface AccountProps {
  csrf: string
  email: string
  company: string | null
  accountId: string
  sessions: number
  message?: string
  error?: string
}

export function AccountPage(p: AccountProps) {
  return (
    <Frame title="Account" current="/dashboard/account" csrf={p.csrf}>
      <h1>Account</h1>
      {p.message ? <Notice>{p.message}</Notice> : null}
      {p.error ? <Notice error>{p.error}</Notice> : null}
      <section class="card">
        <h2>Details</h2>
        <p>
          E-mail: <strong>{p.email}</strong>
          <br />
          Company: {p.company ?? '—'}
          <br />
          Account id: <code>{p.accountId}</code>
        </p>
      </section>
      <section class="card" aria-labelledby="email-title">
        <h2 id="email-title">Change e-mail</h2>
        <p class="muted">We send a link to the new address; the change happens when it is opened.</p>
        <form method="post" action="/dashboard/account/email">
          <Csrf token={p.csrf} />
          <label for="new-email">New e-mail</label>
          <input id="new-email" name="email" type="email" autocomplete="email" required maxlength={254} />
          <button type="submit">Send confirmation link</button>
        </form>
      </section>
      <section class="card" aria-labelledby="sessions-title">
        <h2 id="sessions-title">Sessions</h2>
        <p>
          Signed in on {p.sessions} {p.sessions === 1 ? 'device' : 'devices'}.
        </p>
        <form method="post" action="/dashboard/account/sign-out-everywhere" class="inline">
          <Csrf token={p.csrf} />
          <button type="submit" class="danger">
            Sign out everywhere
          </button>
        </form>
      </section>
    </Frame>
  )
}

export function AuditPage({ csrf, events }: { csrf: string; events: AuditEvent[] }) {
  return (
    <Frame title="Audit log" current="/dashboard/audit" csrf={csrf}>
      <h1>Audit log</h1>
      <p class="muted">Key and sign-in actions on this account, newest first (the last 200).</p>
      <section class="card">
        <Table columns={['When', 'Who', 'What', 'Target', 'From']}>
          {events.map(e => (
            <tr>
              <td>{when(e.at)}</td>
              <td>{e.actor}</td>
              <td>
                <code>{e.action}</code>
              </td>
              <td>{e.target ?? '—'}</td>
              <td>{e.ip ?? '—'}</td>
            </tr>
          ))}
        </Table>
      </section>
    </Frame>
  )
}

const COMING = {
  billing: {
    title: 'Billing',
    text: 'Plans and billing are next: you will choose a paid plan (which brings live keys and higher limits), manage payment through Stripe’s customer portal, and see invoices here.',
    meanwhile:
      'Meanwhile, test keys work now. For a live key or the research tier, write to HempData and an operator can approve it.',
  },
}

export function ComingPage({ csrf, area }: { csrf: string; area: keyof typeof COMING }) {
  const c = COMING[area]
  return (
    <Frame title={c.title} current={`/dashboard/${area}`} csrf={csrf}>
      <h1>{c.title}</h1>
      <section class="card">
        <h2>Coming next</h2>
        <p>{c.text}</p>
        <p class="muted">{c.meanwhile}</p>
      </section>
    </Frame>
  )
}
