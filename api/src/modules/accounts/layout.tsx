/** The frame of every account page: head, header with navigation, main, and shared pieces. */
import type { Child } from 'hono/jsx'

export const STYLESHEET = '/assets/dashboard.css'

const NAV = [
  ['/dashboard', 'Overview'],
  ['/dashboard/keys', 'Keys'],
  ['/dashboard/widget', 'Widget'],
  ['/dashboard/webhooks', 'Webhooks'],
  ['/dashboard/verifications', 'Verifications'],
  ['/dashboard/billing', 'Billing'],
  ['/dashboard/audit', 'Audit log'],
  ['/dashboard/account', 'Account'],
] as const

/** Every page of the signed-in navigation, in its order (the page suites and the dashboard bench walk these). */
export const DASHBOARD_PAGES: readonly string[] = NAV.map(([path]) => path)

interface FrameProps {
  title: string
  children?: Child
  /** The signed-in person's navigation, or none (sign-up and sign-in pages). */
  current?: string
  csrf?: string
  narrow?: boolean
  /** Extra elements at the end of body (the widget page's badge script). */
  tail?: Child
}

export function Frame({ title, children, current, csrf, narrow, tail }: FrameProps) {
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} · HempData`}</title>
        <link rel="stylesheet" href={STYLESHEET} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body>
        <a class="skip" href="#main">
          Skip to content
        </a>
        <header class="top">
          <div class="bar">
            <a class="brand" href={current ? '/dashboard' : '/'}>
              Hemp<span>Data</span>
            </a>
            {current && csrf ? (
              <nav aria-label="Dashboard">
                <ul>
                  {NAV.map(([href, label]) => (
                    <li>
                      <a href={href} aria-current={href === current ? 'page' : undefined}>
                        {label}
                      </a>
                    </li>
                  ))}
                  <li>
                    <form method="post" action="/logout" class="inline">
                      <input type="hidden" name="csrf" value={csrf} />
                      <button type="submit" class="secondary small">
                        Sign out
                      </button>
                    </form>
                  </li>
                </ul>
              </nav>
            ) : null}
          </div>
        </header>
        <main id="main" class={narrow ? 'narrow' : undefined}>
          {children}
        </main>
        <footer class="page">HempData · hemp and cannabinoid compliance data</footer>
        {tail}
      </body>
    </html>
  )
}

export function Notice({ children, error }: { children?: Child; error?: boolean }) {
  return (
    <div class={error ? 'notice error' : 'notice'} role={error ? 'alert' : 'status'}>
      {children}
    </div>
  )
}

/** A table that scrolls sideways on a phone: column headings, then the rows. */
export function Table({ columns, children }: { columns: readonly string[]; children?: Child }) {
  return (
    <div class="table-wrap">
      <table>
        <thead>
          <tr>
            {columns.map(column => (
              <th scope="col">{column}</th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

/** A secret shown this once (a new key, a new signing secret), with the warning that goes with it. */
export function ShownOnce(props: { id: string; title: string; note?: string; secret: string; children?: Child }) {
  const { id, title, note, secret, children } = props
  return (
    <section class="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p>Copy it now: it is shown only this once.{note ? ` ${note}` : ''}</p>
      <p class="secret" id={id}>
        {secret}
      </p>
      {children}
    </section>
  )
}

export const Csrf = ({ token }: { token: string }) => <input type="hidden" name="csrf" value={token} />

/** Dates as people read them, in UTC (the service's clock), e.g. "2026-11-25 14:03 UTC". */
export function when(value: string | Date | null): string {
  if (!value) return '—'
  const date = typeof value === 'string' ? new Date(value) : value
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`
}
