/**
 * The webhooks pages: the account's subscriptions with state and counters, and one subscription's
 * deliveries (filtered by status) with every attempt, plus the Retry, Reactivate, Send test event
 * and Rotate secret forms. Accounts without webhooks see which plan has them.
 */
import type { Delivery, DeliveryStatus } from '../../webhooks/service.ts'
import type { SubscriptionRow } from '../../../webhooks/delivery-queue.ts'
import { Csrf, Frame, Notice, ShownOnce, Table, when } from '../layout.tsx'

export const STATUSES: DeliveryStatus[] = ['pending', 'in_flight', 'succeeded', 'failed', 'held']
const CURRENT = '/dashboard/webhooks'

/** How the API names subscriptions and deliveries in this variant (the pages' paths use the same ids). */
export interface PublicIds {
  subscription(uuid: string): string
  delivery(uuid: string): string
}

export function NoWebhooksPage({ csrf, tier, needed }: { csrf: string; tier: string; needed: string }) {
  return (
    <Frame title="Webhooks" current={CURRENT} csrf={csrf}>
      <h1>Webhooks</h1>
      <section class="card">
        <h2>Webhooks come with the {needed} plan</h2>
        <p>
          This account is on the {tier} plan. Webhook subscriptions (regulation changes sent to your HTTPS endpoint,
          signed, with retries) are part of the {needed} plan: see Billing, or write to HempData.
        </p>
        <p class="muted">
          Meanwhile, poll GET /v1/regulations/changelog with a secret key for changes since your last read.
        </p>
      </section>
    </Frame>
  )
}

const tone = (status: string) => (status === 'active' ? 'tag live' : 'tag off')

export function WebhooksPage({
  csrf,
  ids,
  subscriptions,
  message,
}: {
  csrf: string
  ids: PublicIds
  subscriptions: SubscriptionRow[]
  message?: string
}) {
  return (
    <Frame title="Webhooks" current={CURRENT} csrf={csrf}>
      <h1>Webhooks</h1>
      {message ? <Notice>{message}</Notice> : null}
      <section class="card" aria-labelledby="subs-title">
        <h2 id="subs-title">Subscriptions</h2>
        {subscriptions.length === 0 ? (
          <p class="muted">No subscriptions yet: create one with POST /v1/webhooks and an enterprise secret key.</p>
        ) : (
          <Table
            columns={['Endpoint', 'State', 'Deliveries', 'Failed', 'Failed deliveries in a row', 'Last triggered']}
          >
            {subscriptions.map(s => (
              <tr>
                <td>
                  <a href={`${CURRENT}/${ids.subscription(s.id)}`}>
                    <code>{s.endpointUrl}</code>
                  </a>
                  {s.description ? <div class="muted">{s.description}</div> : null}
                </td>
                <td>
                  <span class={tone(s.status)}>{s.status}</span>
                </td>
                <td>{s.totalDeliveries}</td>
                <td>{s.failedDeliveries}</td>
                <td>{s.consecutiveFailures}</td>
                <td>{when(s.lastTriggeredAt)}</td>
              </tr>
            ))}
          </Table>
        )}
      </section>
    </Frame>
  )
}

interface SubscriptionProps {
  csrf: string
  ids: PublicIds
  subscription: SubscriptionRow
  deliveries: Delivery[]
  total: number
  /** The page of deliveries shown (1-based), newest first, `perPage` a page. */
  page: number
  perPage: number
  status: DeliveryStatus | null
  /** A secret just rotated: shown once, on this response only. */
  secret?: string
  message?: string
  error?: string
}

function Action({ csrf, action, label, kind }: { csrf: string; action: string; label: string; kind?: string }) {
  return (
    <form method="post" action={action} class="inline">
      <Csrf token={csrf} />
      <button type="submit" class={kind ?? 'secondary small'}>
        {label}
      </button>
    </form>
  )
}

function DeliveryRow({ csrf, base, id, d }: { csrf: string; base: string; id: string; d: Delivery }) {
  return (
    <tr>
      <td>
        <code>{d.eventType}</code>
        <div class="muted">{d.eventId}</div>
      </td>
      <td>
        <span class={d.status === 'succeeded' ? 'tag live' : 'tag'}>{d.status}</span>
      </td>
      <td>{when(d.createdAt)}</td>
      <td>
        {d.attemptList.length === 0 ? (
          <span class="muted">none yet</span>
        ) : (
          <ol>
            {d.attemptList.map(a => (
              <li>
                {a.statusCode ?? 'no reply'} · {a.durationMs} ms · {when(a.at)}
                {a.error ? <div class="muted">{a.error}</div> : null}
                {a.responseStart ? <pre tabindex={0}>{a.responseStart}</pre> : null}
              </li>
            ))}
          </ol>
        )}
      </td>
      <td>
        {d.status === 'failed' ? <Action csrf={csrf} action={`${base}/deliveries/${id}/retry`} label="Retry" /> : null}
      </td>
    </tr>
  )
}

export function SubscriptionPage(p: SubscriptionProps) {
  const s = p.subscription
  const base = `${CURRENT}/${p.ids.subscription(s.id)}`
  return (
    <Frame title="Webhook subscription" current={CURRENT} csrf={p.csrf}>
      <h1>
        <code>{s.endpointUrl}</code>
      </h1>
      {p.error ? <Notice error>{p.error}</Notice> : null}
      {p.message ? <Notice>{p.message}</Notice> : null}
      {p.secret ? (
        <ShownOnce
          id="new-secret"
          title="Your new signing secret"
          note="The previous secret keeps signing beside it for 24 hours."
          secret={p.secret}
        />
      ) : null}
      <section class="card" aria-labelledby="state-title">
        <h2 id="state-title">State</h2>
        <p>
          <code>{p.ids.subscription(s.id)}</code> · <span class={tone(s.status)}>{s.status}</span> · {s.totalDeliveries}{' '}
          deliveries, {s.failedDeliveries} failed, {s.consecutiveFailures} failed deliveries in a row · last triggered{' '}
          {when(s.lastTriggeredAt)}
          {s.pausedAt ? ` · paused ${when(s.pausedAt)}` : ''}
        </p>
        <Action csrf={p.csrf} action={`${base}/test`} label="Send test event" />
        {s.status === 'paused' ? <Action csrf={p.csrf} action={`${base}/reactivate`} label="Reactivate" /> : null}
        <Action csrf={p.csrf} action={`${base}/rotate-secret`} label="Rotate secret" kind="danger small" />
        <Action csrf={p.csrf} action={`${base}/delete`} label="Delete subscription" kind="danger small" />
      </section>
      <section class="card" aria-labelledby="deliveries-title">
        <h2 id="deliveries-title">Deliveries ({p.total})</h2>
        <form method="get" action={base} class="inline">
          <label for="status">Status</label>
          <select id="status" name="status">
            <option value="">all</option>
            {STATUSES.map(status => (
              <option value={status} selected={status === p.status}>
                {status}
              </option>
            ))}
          </select>
          <button type="submit" class="secondary small">
            Filter
          </button>
        </form>
        <Table columns={['Event', 'Status', 'Created', 'Attempts (status, duration, reply)', 'Actions']}>
          {p.deliveries.map(d => (
            <DeliveryRow csrf={p.csrf} base={base} id={p.ids.delivery(d.id)} d={d} />
          ))}
        </Table>
        <Pages base={base} status={p.status} page={p.page} perPage={p.perPage} total={p.total} />
      </section>
    </Frame>
  )
}

/** Where this page of deliveries sits among them all, and links to the pages beside it (newest first). */
function Pages({
  base,
  status,
  page,
  perPage,
  total,
}: Omit<SubscriptionProps, 'csrf' | 'ids' | 'subscription' | 'deliveries'> & { base: string }) {
  const last = Math.max(1, Math.ceil(total / perPage))
  const link = (to: number) => `${base}?${new URLSearchParams({ ...(status ? { status } : {}), page: String(to) })}`
  const first = (page - 1) * perPage + 1
  return (
    <nav class="pages" aria-label="Pages of deliveries">
      <span class="muted">
        {total === 0
          ? 'No deliveries yet'
          : first > total
            ? 'No deliveries on this page'
            : `${first}–${Math.min(total, page * perPage)} of ${total}`}
      </span>
      {page > 1 ? <a href={link(Math.min(page - 1, last))}>Newer</a> : null}
      {page < last ? <a href={link(page + 1)}>Older</a> : null}
    </nav>
  )
}
