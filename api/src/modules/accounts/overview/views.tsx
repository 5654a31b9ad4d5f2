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

interface OverviewProps {
  csrf: string
  apiUrl: string
  email: string
  overview: Overview
  states: string[] | null
  jurisdictions: Jurisdiction[]
  message?: string
  error?: string
}

export function OverviewPage({ csrf, apiUrl, email, overview, states, jurisdictions, message, error }: OverviewProps) {
  const o = overview
  return (
    <Frame title="Overview" current="/dashboard" csrf={csrf}>
      <h1>Overview</h1>
      {message ? <Notice>{message}</Notice> : null}
      {error ? <Notice error>{error}</Notice> : null}
      {o.reveal ? (
        <ShownOnce
          id="test-key"
          title="Your test secret key"
          note="Keep it on your server, never in a page."
          secret={o.reveal.secret}
        >
          <pre>{`curl -H "Authorization: Bearer ${o.reveal.secret}" "${apiUrl}/v1/regulations"`}</pre>
        </ShownOnce>
      ) : null}
      <div class="grid">
        <section class="card">
          <h2>Plan</h2>
          <p class="stat">{o.tier}</p>
          <p class="muted">Signed in as {email}. Test keys work now; live keys come with a paid plan.</p>
        </section>
        <section class="card">
          <h2>Rate limit</h2>
          <p class="stat">{o.ratePerMinute} / minute</p>
          <p class="muted">Per account, across its keys.</p>
        </section>
        <section class="card">
          <h2>Product checks this month</h2>
          <p class="stat">
            {o.checksThisMonth}
            {o.monthlyAllowance === null ? '' : ` of ${o.monthlyAllowance}`}
          </p>
          <p class="muted">
            {o.monthlyAllowance === null ? 'Your plan has no monthly cap.' : 'Renews on the 1st (UTC).'}
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
