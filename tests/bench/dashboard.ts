/**
 * `npm run bench:dashboard`: the dashboard's pages under load, as the design budgets them (server
 * p99 ≤ 20 ms at 8 connections). HempData starts as in production (fresh PGlite, no SMTP, so the
 * sign-in link is read from what it prints), a person signs up and in over HTTP, makes some keyed
 * requests for the chart; an operator moves the account to the top tier, whose live key subscribes
 * a local HTTPS receiver to webhooks and makes changes that are delivered to it, so the webhook
 * pages show a subscription with deliveries. Each page is loaded by wrk (or autocannon) with the
 * session cookie. Figures: tests/artifacts/dashboard-bench.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { DASHBOARD_PAGES } from '../../api/src/modules/accounts/layout.tsx'
import { makeCertificate, removeCertificate, startTlsReceiver } from '../support/tls-receiver.ts'
import { cleanup, installCleanupHandlers } from './children.ts'
import { createBenchKey, startHempData } from './hempdata.ts'
import { runLoad, type LoadResult } from './load.ts'
import { wrkAvailable } from './wrk.ts'

const CONNECTIONS = 8
const DURATION = Number(process.env.BENCH_DURATION ?? 5)
const BUDGET_P99_MS = 20
const PAGES = [...DASHBOARD_PAGES, '/dashboard/webhooks/:subscription', '/login']
const DELIVERED_CHANGES = 20

const cookieOf = (res: Response, name: string): string =>
  res.headers
    .getSetCookie()
    .map(c => c.split(';')[0])
    .find(c => c.startsWith(`${name}=`)) ?? ''
const csrfOf = (html: string): string => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? ''

async function signIn(baseUrl: string, log: () => string): Promise<{ cookie: string; email: string }> {
  const form = await fetch(`${baseUrl}/signup`)
  const formCookie = cookieOf(form, 'hd_form')
  const post = (path: string, fields: Record<string, string>, cookie = formCookie) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie,
        'sec-fetch-site': 'same-origin',
      },
      body: new URLSearchParams(fields).toString(),
    })
  const csrf = csrfOf(await form.text())
  const email = `bench-dashboard-${Date.now()}@example.com`
  await post('/signup', { csrf, email, company: 'Bench' })
  const deadline = Date.now() + 30_000
  const printedToken = () => /\/login\/link\?token=([A-Za-z0-9_-]+)/.exec(log())?.[1]
  while (!printedToken()) {
    if (Date.now() > deadline) throw new Error('no sign-in link printed')
    await Bun.sleep(50)
  }
  const token = printedToken()!
  const signedIn = await post('/login/link', { csrf, token })
  const session = cookieOf(signedIn, 'hd_session')
  if (signedIn.status !== 303 || !session) throw new Error(`sign-in answered ${signedIn.status}`)
  // The sign-up's secret key is shown once by the overview's button: pressed here, so the measured overview is the usual one.
  const overview = await (await fetch(`${baseUrl}/dashboard`, { headers: { cookie: session } })).text()
  const shown = await post('/dashboard/reveal-key', { csrf: csrfOf(overview) }, session)
  const key = /hd_test_sk_[0-9A-Za-z]{36}/.exec(await shown.text())?.[0]
  if (key)
    for (let i = 0; i < 50; i++)
      await fetch(`${baseUrl}/v1/regulations`, { headers: { authorization: `Bearer ${key}` } })
  return { cookie: session, email }
}

/**
 * The signed-in account on the top tier, with a live key that subscribes `endpoint` and
 * DELIVERED_CHANGES changes delivered there; returns the subscription's id.
 */
async function withWebhooks(baseUrl: string, adminSecret: string, email: string, endpoint: string): Promise<string> {
  const ops = (method: string, path: string, body?: unknown) =>
    fetch(`${baseUrl}/ops${path}`, {
      method,
      headers: { 'x-admin-key': adminSecret, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then(async res => ({ status: res.status, json: (await res.json()) as any }))
  const accounts = await ops('GET', '/accounts')
  const account = (accounts.json.data as { id: string; email: string }[]).find(a => a.email === email)
  if (!account) throw new Error('the signed-up account is not listed by /ops/accounts')
  const upgraded = await ops('PATCH', `/accounts/${account.id}`, { tier: 'enterprise', states: null })
  if (upgraded.status !== 200) throw new Error(`PATCH /ops/accounts answered ${upgraded.status}`)
  const key = (await ops('POST', `/accounts/${account.id}/keys`, {})).json.data.key as string
  const subscribed = await fetch(`${baseUrl}/v1/webhooks`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ endpoint_url: endpoint }),
  })
  const subscription = (await subscribed.json()) as any
  if (subscribed.status !== 201) throw new Error(`POST /v1/webhooks answered ${subscribed.status}`)
  const regulations = (await (
    await fetch(`${baseUrl}/v1/regulations?state=CO&per_page=1`, { headers: { authorization: `Bearer ${key}` } })
  ).json()) as any
  const id = regulations.data[0].id
  for (let i = 0; i < DELIVERED_CHANGES; i++) {
    const patched = await ops('PATCH', `/regulations/${id}`, {
      reason: 'Dashboard bench',
      summary: `Bench change ${i}`,
    })
    if (patched.status !== 200) throw new Error(`PATCH /ops/regulations answered ${patched.status}`)
  }
  // The dashboard names a subscription as the API does.
  return subscription.data.id
}

async function main(): Promise<void> {
  installCleanupHandlers()
  // BENCH_DATABASE_URL: on a Postgres server (queries in parallel) instead of the embedded PGlite (one at a time).
  const certificate = makeCertificate('127.0.0.1')
  const receiver = startTlsReceiver(certificate)
  try {
    const hempdata = await startHempData({
      databaseUrl: process.env.BENCH_DATABASE_URL ?? null,
      redisUrl: null,
      env: { HD_WEBHOOK_ALLOW_NETWORKS: '127.0.0.0/8', NODE_EXTRA_CA_CERTS: certificate.certFile },
    })
    await createBenchKey(hempdata.baseUrl, hempdata.adminSecret)
    const { cookie, email } = await signIn(hempdata.baseUrl, hempdata.child.log)
    const endpoint = `https://127.0.0.1:${receiver.port}/hempdata`
    const subscription = await withWebhooks(hempdata.baseUrl, hempdata.adminSecret, email, endpoint)
    const deadline = Date.now() + 30_000
    while (receiver.received.length < DELIVERED_CHANGES + 1 && Date.now() < deadline) await Bun.sleep(50)
    console.log(`webhook deliveries received before measuring: ${receiver.received.length}`)
    await measure(hempdata.baseUrl, cookie, subscription)
  } finally {
    receiver.stop()
    removeCertificate(certificate)
  }
}

async function measure(baseUrl: string, cookie: string, subscription: string): Promise<void> {
  const driver = wrkAvailable() ? 'wrk' : 'autocannon'
  const rows: { page: string; result: LoadResult }[] = []
  for (const page of PAGES) {
    const url = `${baseUrl}${page.replace(':subscription', subscription)}`
    const check = await fetch(url, { headers: { cookie }, redirect: 'manual' })
    if (check.status !== 200) throw new Error(`${page} answered ${check.status}`)
    await runLoad({ driver, url, headers: { cookie }, connections: CONNECTIONS, durationSeconds: 2 })
    const result = await runLoad({
      driver,
      url,
      headers: { cookie },
      connections: CONNECTIONS,
      durationSeconds: DURATION,
    })
    rows.push({ page, result })
    const { p50, p99 } = result.latency
    console.log(
      `${page.padEnd(36)} ${Math.round(result.requestsPerSecond).toString().padStart(6)} req/s  p50 ${p50.toFixed(2)} ms  p99 ${p99.toFixed(2)} ms  non-2xx ${result.non2xx}  ${p99 <= BUDGET_P99_MS ? 'within' : 'OVER'} budget`,
    )
  }
  mkdirSync('tests/artifacts', { recursive: true })
  writeFileSync(
    'tests/artifacts/dashboard-bench.json',
    JSON.stringify({ driver, connections: CONNECTIONS, rows }, null, 2),
  )
  const worst = Math.max(...rows.map(r => r.result.latency.p99))
  console.log(`worst p99 ${worst.toFixed(2)} ms at ${CONNECTIONS} connections (budget ${BUDGET_P99_MS} ms, ${driver})`)
}

main()
  .catch(error => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(cleanup)
