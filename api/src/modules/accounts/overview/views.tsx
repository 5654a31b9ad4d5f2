/** The overview page: plan and limits, the chosen states, requests per day (inline SVG), this month's checks. */
import type { Jurisdiction } from '../../../domain/types.ts'
import { Csrf, Frame, Notice, ShownOnce } from '../layout.tsx'
import type { DayCount, Overview } from './service.ts'

const W = 600
const H = 160
const PAD = 24

/** Bars of requests per day; a table says the same for screen readers and copy-paste. */
export function UsageChart({ days }: { days: DayCount[] }) {
  const max = Math.max(1, ...days.map(d => d.count))
  const step = (W - PAD) / days.length
  const total = days.reduce((sum, d) => sum + d.count, 0)
  return (
    <figure>
      <svg class="chart" viewBox={`0 0 ${W} ${H + 20}`} role="img" aria-labelledby="chart-title">
        <title id="chart-title">{`Requests per day, last ${days.length} days: ${total} in all, at most ${max} in a day`}</title>
        <line class="axis" x1={PAD} y1={H} x2={W} y2={H} />
        <text x={0} y={12}>
          {String(max)}
        </text>
        <text x={0} y={H}>
          0
        </text>
        {days.map((d, i) => {
          const height = Math.round((d.count / max) * (H - 10))
          return (
            <rect class="bar-day" x={PAD + i * step + 1} y={H - height} width={Math.max(1, step - 2)} height={height}>
              <title>{`${d.day}: ${d.count}`}</title>
            </rect>
          )
        })}
        <text x={PAD} y={H + 16}>
          {days[0]?.day ?? ''}
        </text>
        <text x={W - 70} y={H + 16}>
          {days[days.length - 1]?.day ?? ''}
        </text>
      </svg>
      <figcaption class="muted">
        {total} requests in the last {days.length} days (UTC), counted per key and written every few seconds.
      </figcaption>
    </figure>
  )
}

/** The sign-up key as the reveal form answered: shown now, or already shown by another request. */
export type Revealed = { id: string; label: string | null; secret: string } | 'gone'

interface OverviewProps {
  csrf: string
  apiUrl: string
  email: string
  overview: Overview
  revealed?: Revealed
  states: string[] | null
  jurisdictions: Jurisdiction[]
  message?: string
  error?: string
}

/** The sign-up's secret key: the button that shows it once, the key itself, or word that it was shown. */
function SignUpKey({ csrf, apiUrl, revealed }: { csrf: string; apiUrl: string; revealed?: Revealed }) {
  if (revealed === 'gone')
    return <Notice error>The test secret key was already shown once; make a new one on Keys.</Notice>
  if (revealed)
    return (
      <ShownOnce
        id="test-key"
        title="Your test secret key"
        note="Keep it on your server, never in a page."
        secret={revealed.secret}
      >
        <pre tabindex={0}>{`curl -H "Authorization: Bearer ${revealed.secret}" "${apiUrl}/v1/regulations"`}</pre>
      </ShownOnce>
    )
  return (
    <section class="card" aria-labelledby="reveal-title">
      <h2 id="reveal-title">Your test secret key is ready</h2>
      <p>It is shown once. Have somewhere safe to keep it, then:</p>
      <form method="post" action="/dashboard/reveal-key" class="inline">
        <Csrf token={csrf} />
        <button type="submit">Show my test secret key</button>
      </form>
    </section>
  )
}

export function OverviewPage(props: OverviewProps) {
  const { csrf, apiUrl, email, overview, revealed, states, jurisdictions, message, error } = props
  const o = overview
  return (
    <Frame title="Overview" current="/dashboard" csrf={csrf}>
      <h1>Overview</h1>
      {message ? <Notice>{message}</Notice> : null}
      {error ? <Notice error>{error}</Notice> : null}
      {o.unshown || revealed ? <SignUpKey csrf={csrf} apiUrl={apiUrl} revealed={revealed} /> : null}
      <div class="grid">
        <section class="card">
          <h2>Plan</h2>
          <p class="stat">{o.tier}</p>
          <p class="muted">
            Signed in as {email}.{' '}
            {o.liveKeys
              ? 'Your plan makes test and live keys.'
              : 'Test keys work now; live keys come with a paid plan.'}
          </p>
        </section>
        <section class="card">
          <h2>Rate limit</h2>
          <p class="stat">{o.ratePerMinute} / minute</p>
          <p class="muted">Per account, across its keys.</p>
        </section>
        <section class="card">
          <h2>Product checks this month</h2>
          {/* Checks are counted only against a cap (http/allowance.ts): without one, no count to show, not a 0. */}
          <p class="stat">{o.monthlyAllowance === null ? 'No cap' : `${o.checksThisMonth} of ${o.monthlyAllowance}`}</p>
          <p class="muted">
            {o.monthlyAllowance === null
              ? 'Your plan has no monthly cap on product checks; requests per day are below.'
              : 'Renews on the 1st (UTC).'}
          </p>
        </section>
      </div>
      <section class="card" aria-labelledby="usage-title">
        <h2 id="usage-title">Requests per day</h2>
        <UsageChart days={o.days} />
      </section>
      {o.stateAllowance !== null ? (
        <section class="card" aria-labelledby="states-title">
          <h2 id="states-title">Your {o.stateAllowance} states</h2>
          <p class="muted">Your plan reads {o.stateAllowance} states of your choice. Change them here.</p>
          <form method="post" action="/dashboard/states">
            <Csrf token={csrf} />
            <fieldset>
              <legend>Choose exactly {o.stateAllowance}</legend>
              <div class="states">
                {jurisdictions.map(j => (
                  <label>
                    <input type="checkbox" name="states" value={j.code} checked={states?.includes(j.code)} /> {j.name}
                  </label>
                ))}
              </div>
            </fieldset>
            <button type="submit">Save states</button>
          </form>
        </section>
      ) : null}
    </Frame>
  )
}
