/** The account page (e-mail, sessions) and the audit log. */
import type { AuditEvent, AuditFilter } from '../../../accounts/audit-log.ts'
import { RECENT_SIGN_IN_MINUTES } from '../../../accounts/sessions.ts'
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
        <p class="muted">
          We send a link to the new address; the change happens when it is opened. Your current address is told, and can
          undo it for a week. Every other session is signed out. Needs a sign-in in the last {RECENT_SIGN_IN_MINUTES}{' '}
          minutes.
        </p>
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

interface AuditProps {
  csrf: string
  actions: readonly string[]
  filter: AuditFilter
  /** This browser's session id: its entries are marked. */
  session: string
  events: AuditEvent[]
  next: string | null
}

/** Query string of the filter, with `extra` (a page cursor). */
function query(filter: AuditFilter, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams()
  if (filter.action) q.set('action', filter.action)
  if (filter.actor) q.set('actor', filter.actor)
  for (const [name, value] of Object.entries(extra)) q.set(name, value)
  const text = q.toString()
  return text ? `?${text}` : ''
}

const change = (e: AuditEvent): string =>
  [e.before ? `before ${JSON.stringify(e.before)}` : '', e.after ? `after ${JSON.stringify(e.after)}` : '']
    .filter(Boolean)
    .join('; ') || '—'

export function AuditPage({ csrf, actions, filter, session, events, next }: AuditProps) {
  return (
    <Frame title="Audit log" current="/dashboard/audit" csrf={csrf}>
      <h1>Audit log</h1>
      <p class="muted">
        Every change to this account, its keys and webhooks, through the dashboard, the API or HempData's operators:
        newest first, all of it, a page at a time. Nothing is ever removed from it.
      </p>
      <form method="get" action="/dashboard/audit" class="card inline">
        <label for="audit-action">Action</label>
        <select id="audit-action" name="action">
          <option value="">Any action</option>
          {actions.map(a => (
            <option value={a} selected={filter.action === a}>
              {a}
            </option>
          ))}
        </select>
        <label for="audit-actor">Actor starts with</label>
        <input id="audit-actor" name="actor" type="text" maxlength={90} value={filter.actor ?? ''} placeholder="key:" />
        <button type="submit">Filter</button>
        <a href={`/dashboard/audit.csv${query(filter)}`}>Download CSV</a>
      </form>
      <section class="card audit">
        <Table columns={['When', 'Who', 'What', 'Target', 'From', 'Change']}>
          {events.map(e => (
            <tr>
              <td>{when(e.at)}</td>
              <td>
                <code>{e.actor}</code>
                {e.actor === `session:${session}` ? ' (this browser)' : ''}
              </td>
              <td>
                <code>{e.action}</code>
              </td>
              <td>{e.target ?? '—'}</td>
              <td>{e.ip ?? '—'}</td>
              <td>{change(e)}</td>
            </tr>
          ))}
        </Table>
        <p>
          {events.length === 0 ? 'No entries. ' : ''}
          {next ? <a href={`/dashboard/audit${query(filter, { after: next })}`}>Older entries</a> : 'No older entries.'}{' '}
          <a href={`/dashboard/audit${query(filter)}`}>Newest</a>
        </p>
      </section>
    </Frame>
  )
}
