/**
 * Nothing is lost: 200 subscriptions, five changes made through /ops, and the service killed with
 * SIGKILL ten times at random moments while it fans out and delivers. Afterwards every
 * (subscription, event) has reached the real HTTPS receiver at least once, and every repeat carries
 * the same event_id and the same body. On the run's driver: embedded PGlite in a data folder, or a
 * database on TEST_DATABASE_URL's server.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test'
import { TEST_SECRET_KEY } from '../support/app.ts'
import { freePort, launchServer, type LaunchedServer } from '../support/server-process.ts'
import { makeCertificate, removeCertificate, startTlsReceiver, type TlsReceiver } from '../support/tls-receiver.ts'
import { DRIVER, serviceStorage } from '../support/worker-database.ts'
import { ADMIN, figure, newKey, ops, someRegulations } from '../support/faults.ts'
import { MAX_SUBSCRIPTIONS } from '../../api/src/modules/webhooks/subscriptions.ts'

const SUBSCRIPTIONS = 200
const CHANGES = 5
const KILLS = 10

const certificate = makeCertificate('127.0.0.1')
let receiver: TlsReceiver
let storage: Awaited<ReturnType<typeof serviceStorage>> | null = null
let server: LaunchedServer | null = null

beforeAll(() => {
  receiver = startTlsReceiver(certificate)
  // A receiver taking 20 to 80 ms spreads each change's deliveries over the moments a kill may land.
  receiver.answer(() => Bun.sleep(20 + Math.random() * 60).then(() => new Response('ok')))
})
afterAll(async () => {
  await server?.kill()
  receiver.stop()
  removeCertificate(certificate)
  await storage?.close()
})

test(`${DRIVER}: ${CHANGES} changes to ${SUBSCRIPTIONS} subscriptions survive ${KILLS} SIGKILLs`, async () => {
  storage = await serviceStorage('hd-webhooks-kill-')
  const env = {
    ...storage.env,
    HD_ADMIN_SECRET: ADMIN,
    HD_SECRET_KEY: TEST_SECRET_KEY,
    HD_WEBHOOK_ALLOW_NETWORKS: '127.0.0.0/8',
    NODE_EXTRA_CA_CERTS: certificate.certFile,
    HD_HTTP_THREADS: '1',
  }
  const port = await freePort()
  server = await launchServer(env, port)
  await server.ready(120_000)
  const { key } = await newKey(server.url)
  // An account holds at most MAX_SUBSCRIPTIONS: the subscriptions are spread over accounts.
  const owners: string[] = []
  for (let i = 0; i < SUBSCRIPTIONS / MAX_SUBSCRIPTIONS; i++) owners.push((await newKey(server.url)).key)
  const created = async (i: number) => {
    const res = await fetch(`${server!.url}/v1/webhooks`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${owners[Math.floor(i / MAX_SUBSCRIPTIONS)]}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ endpoint_url: `https://127.0.0.1:${receiver.port}/s/${i}` }),
    })
    expect(res.status, await res.clone().text()).toBe(201)
  }
  for (let i = 0; i < SUBSCRIPTIONS; i += 10) await Promise.all(Array.from({ length: 10 }, (_, j) => created(i + j)))
  receiver.received.length = 0
  const ids = await someRegulations(server.url, key, CHANGES)

  const expected = new Set<string>()
  const started = performance.now()
  /** Kills that landed while some delivery of a queued event had not arrived yet. */
  let midway = 0
  const arrived = () => new Set(receiver.received.map(r => `${r.path} ${JSON.parse(r.body).event_id}`)).size
  for (let kill = 0; kill < KILLS; kill++) {
    if (kill < CHANGES) {
      const res = await ops(
        server.url,
        `/regulations/${ids[kill]}`,
        { reason: 'Kill suite', summary: `Kill suite change ${kill}` },
        'PATCH',
      )
      expect(res.status).toBe(200)
      for (const event of ((await res.json()) as any).data.events) expected.add(event.id)
    }
    // Somewhere in the fan-out and the deliveries of what is queued.
    await Bun.sleep(20 + Math.floor(Math.random() * 400))
    if (arrived() < SUBSCRIPTIONS * expected.size) midway++
    await server.kill()
    server = await launchServer(env, port)
    await server.ready(120_000)
  }
  const everyPair = () => {
    const seen = new Set(receiver.received.map(r => `${r.path} ${JSON.parse(r.body).event_id}`))
    return seen.size === SUBSCRIPTIONS * expected.size
  }
  const deadline = Date.now() + 180_000
  while (!everyPair() && Date.now() < deadline) await Bun.sleep(100)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)

  const bodies = new Map<string, string>()
  let duplicates = 0
  for (const r of receiver.received) {
    const event = JSON.parse(r.body)
    if (event.event_type === 'webhook.test') continue
    expect(expected.has(event.event_id), `unexpected event ${event.event_id}`).toBe(true)
    const pair = `${r.path} ${event.event_id}`
    const earlier = bodies.get(pair)
    if (earlier !== undefined) {
      duplicates++
      expect(r.body).toBe(earlier)
      expect(r.headers.get('webhook-id')).toBe(event.event_id)
    } else bodies.set(pair, r.body)
  }
  for (let i = 0; i < SUBSCRIPTIONS; i++)
    for (const id of expected) expect(bodies.has(`/s/${i} ${id}`), `/s/${i} never got ${id}`).toBe(true)
  figure(
    `webhooks (${DRIVER}): ${expected.size} events × ${SUBSCRIPTIONS} subscriptions all delivered through ${KILLS} SIGKILLs (${midway} while deliveries were under way) in ${seconds} s; ${receiver.received.length} POSTs, ${duplicates} repeats (same event_id and body)`,
  )
}, 900_000)
