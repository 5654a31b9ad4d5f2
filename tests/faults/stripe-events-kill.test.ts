/**
 * Stripe's events survive the service dying while it handles them: completed checkouts are posted
 * to a real service process (column variant, billing through the local Stripe stand-in), the process
 * is killed with SIGKILL while they are in flight, and after the restart Stripe delivers every event
 * again (as it does until it gets a 2xx). Each effect happens exactly once: one account per buyer on
 * the tier bought, one live key each, and an event handled before the kill answers as a duplicate.
 */
import { afterAll, expect, test } from 'bun:test'
import Stripe from 'stripe'
import { setUpCatalog } from '../../api/src/billing/catalog.ts'
import { TEST_SECRET_KEY } from '../support/app.ts'
import { ADMIN, figure } from '../support/faults.ts'
import { launchServer, type LaunchedServer } from '../support/server-process.ts'
import { startStripeStandIn } from '../support/stripe-stand-in.ts'
import { DRIVER, serviceStorage } from '../support/worker-database.ts'

const BUYERS = 8
const WEBHOOK_SECRET = 'whsec_kill_suite'
const SECRET_KEY = 'sk_test_killsuite'
const stand = startStripeStandIn()
let storage: Awaited<ReturnType<typeof serviceStorage>> | null = null
const servers: LaunchedServer[] = []

afterAll(async () => {
  await Promise.all(servers.map(server => server.kill()))
  await storage?.close()
  stand.close()
})

test(`${DRIVER}: ${BUYERS} completed checkouts, SIGKILL while they are handled, Stripe delivers again: each effect once`, async () => {
  storage = await serviceStorage('hd-stripe-kill-')
  const api = new URL(stand.url)
  const stripe = new Stripe(SECRET_KEY, { host: api.hostname, port: Number(api.port), protocol: 'http' })
  await setUpCatalog(stripe, 'column')
  const env = {
    ...storage.env,
    HD_API_VARIANT: 'column',
    HD_ADMIN_SECRET: ADMIN,
    HD_SECRET_KEY: TEST_SECRET_KEY,
    HD_PUBLIC_URL: 'http://localhost',
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    HD_STRIPE_API_URL: stand.url,
  }
  const first = await launchServer(env)
  servers.push(first)
  await first.printed('ready in', 420_000)

  const emails = Array.from({ length: BUYERS }, (_, i) => `kill-${i}-${Date.now().toString(36)}@shop.example`)
  const events: string[] = []
  for (const email of emails) {
    const res = await fetch(`${first.url}/v1/billing/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        tier: 'brand',
        billing_period: 'monthly',
        email,
        success_url: 'https://shop.example/ok?s={CHECKOUT_SESSION_ID}',
        cancel_url: 'https://shop.example/no',
      }),
    })
    expect(res.status).toBe(200)
    const { data } = (await res.json()) as { data: { session_id: string } }
    const { session } = stand.complete(data.session_id)
    const created = Math.floor(Date.now() / 1000)
    events.push(
      JSON.stringify({
        id: `evt_kill_${events.length}_${created}`,
        object: 'event',
        type: 'checkout.session.completed',
        created,
        data: { object: session },
      }),
    )
  }
  const deliver = async (base: string, payload: string) => {
    const header = await stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: WEBHOOK_SECRET })
    const res = await fetch(`${base}/v1/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    }).catch(() => null)
    return res ? { status: res.status, body: (await res.json().catch(() => null)) as any } : null
  }

  // All at once; the service dies as soon as the first is answered, the others in flight.
  const inFlight = events.map(payload => deliver(first.url, payload))
  await Promise.race(inFlight)
  await first.kill()
  const before = await Promise.all(inFlight)
  const answeredBefore = before.filter(r => r?.status === 200).length

  const second = await launchServer(env)
  servers.push(second)
  await second.printed('ready in', 420_000)
  const after = await Promise.all(events.map(payload => deliver(second.url, payload)))
  expect(after.map(r => r?.status)).toEqual(Array(BUYERS).fill(200))
  // What was answered 200 before the kill was done then: its redelivery changes nothing.
  const duplicates = after.filter(r => r?.body?.data?.duplicate === true).length
  expect(duplicates).toBeGreaterThanOrEqual(answeredBefore)

  const accounts = (await (
    await fetch(`${second.url}/ops/accounts`, { headers: { 'x-admin-key': ADMIN } })
  ).json()) as {
    data: { id: string; email: string; tier: string }[]
  }
  const bought = accounts.data.filter(a => emails.includes(a.email))
  expect(bought.map(a => a.email).sort()).toEqual([...emails].sort())
  expect(bought.every(a => a.tier === 'brand')).toBe(true)
  for (const account of bought) {
    const keys = (await (
      await fetch(`${second.url}/ops/accounts/${account.id}/keys`, { headers: { 'x-admin-key': ADMIN } })
    ).json()) as { data: unknown[] }
    expect(keys.data).toHaveLength(1)
  }
  figure(
    `stripe events: ${answeredBefore}/${BUYERS} answered before SIGKILL, ${duplicates} redeliveries were duplicates, every effect once`,
  )
}, 1_200_000)
