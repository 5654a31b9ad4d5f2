/**
 * examples/webhook-receiver run as its README says (`npm start` in its folder, on Node.js), over
 * HTTPS with a test certificate, receiving deliveries sent the way the service sends them
 * (signing.ts + postWebhook): it prints each event once, acknowledges retries, and refuses forged,
 * replayed and downgraded deliveries with the verifier's code.
 */
import { afterAll, beforeAll, expect, setDefaultTimeout, test } from 'bun:test'
import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'
import { outboundPolicy } from '../../api/src/webhooks/address-policy.ts'
import { postWebhook } from '../../api/src/webhooks/outbound.ts'
import { generateSigningSecret, signatureHeaders } from '../../api/src/webhooks/signing.ts'
import { buildSdk, ROOT } from '../support/sdk-build.ts'
import { freePort } from '../support/server-process.ts'
import {
  type Certificate,
  makeCertificate,
  RECEIVER_NAME,
  removeCertificate,
  resolveTo,
} from '../support/tls-receiver.ts'

setDefaultTimeout(30_000)

const secret = generateSigningSecret()
let certificate: Certificate
let child: ChildProcess
let port: number
let output = ''
let errors = ''

const event = {
  event_id: '5d1c2b3a-0000-4000-8000-00000000abcd',
  event_type: 'legal_status_changed',
  regulation_id: 'reg_tx_delta8_edibles',
  jurisdiction: { state: 'TX', state_name: 'Texas' },
  substance: 'delta-8-thc',
  product_type: 'edibles',
  before: {
    legal_status: 'legal_with_restrictions',
    summary: 'Allowed with age limit',
    thc_limit: '0.3% delta-9',
    age_requirement: 21,
  },
  after: { legal_status: 'prohibited', summary: 'Banned', thc_limit: null, age_requirement: null },
  diff_summary: 'legal_status',
  plain_english_summary: 'TX delta-8-thc edibles: status changed from legal with restrictions to prohibited. Banned',
  timestamp: '2026-07-01T12:00:00.000Z',
}
const body = JSON.stringify(event)
const policy = () =>
  outboundPolicy({
    allowNetworks: ['127.0.0.0/8'],
    resolve: resolveTo({ [RECEIVER_NAME]: ['127.0.0.1'] }),
    ca: certificate.cert,
  })
const url = () => `https://${RECEIVER_NAME}:${port}/`
const deliver = (headers: Record<string, string>, text = body) =>
  postWebhook({ url: url(), body: text, headers }, policy())
const signed = (timestamp = new Date(), secrets = [secret]) => ({
  ...signatureHeaders({ body, eventId: event.event_id, timestamp, secrets }),
})

async function waitFor(pattern: string | RegExp, stream: () => string): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 25) {
    if (typeof pattern === 'string' ? stream().includes(pattern) : pattern.test(stream())) return
    await Bun.sleep(25)
  }
  throw new Error(`timed out waiting for ${pattern}; stdout:\n${output}\nstderr:\n${errors}`)
}

beforeAll(async () => {
  await buildSdk()
  certificate = makeCertificate()
  port = await freePort()
  // Its own process group: npm starts node as a child of its own, and both are stopped together.
  child = spawn('npm', ['start', '--silent'], {
    detached: true,
    cwd: join(ROOT, 'examples', 'webhook-receiver'),
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      PORT: String(port),
      HEMPDATA_WEBHOOK_SECRET: secret,
      TLS_CERT_FILE: join(certificate.dir, 'cert.pem'),
      TLS_KEY_FILE: join(certificate.dir, 'key.pem'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', chunk => (output += chunk))
  child.stderr?.on('data', chunk => (errors += chunk))
  await waitFor(`Receiving HempData webhooks on https://localhost:${port}/`, () => output)
}, 120_000)

afterAll(() => {
  if (child?.pid) process.kill(-child.pid, 'SIGTERM')
  if (certificate) removeCertificate(certificate)
})

test('a signed delivery is verified and printed; its retry is acknowledged without printing it again', async () => {
  expect(await deliver(signed())).toMatchObject({ ok: true, status: 204, error: null })
  await waitFor(event.plain_english_summary, () => output)
  expect(output).toContain(
    `2026-07-01T12:00:00.000Z legal_status_changed: TX delta-8-thc edibles (reg_tx_delta8_edibles, event ${event.event_id})`,
  )
  expect(output).toContain('legal status: legal_with_restrictions → prohibited')
  expect(await deliver(signed())).toMatchObject({ ok: true, status: 204 })
  await waitFor(`Already handled ${event.event_id} (a retry)`, () => output)
  expect(output.split(event.plain_english_summary)).toHaveLength(2)
})

test('forged, replayed and downgraded deliveries get 400 with the reason', async () => {
  const forged = await deliver(signed(new Date(), [generateSigningSecret()]))
  expect(forged).toMatchObject({ ok: false, status: 400, responseStart: 'INVALID_SIGNATURE' })
  const changed = await deliver(signed(), body.replace('prohibited', 'legal'))
  expect(changed.responseStart).toBe('INVALID_SIGNATURE')
  const replayed = await deliver(signed(new Date(Date.now() - 3_600_000)))
  expect(replayed).toMatchObject({ status: 400, responseStart: 'TIMESTAMP_OUT_OF_TOLERANCE' })
  const downgraded = await deliver({ 'x-service-signature': signed()['x-service-signature'] })
  expect(downgraded).toMatchObject({ status: 400, responseStart: 'MISSING_SIGNATURE' })
  await waitFor('Refused a delivery: MISSING_SIGNATURE', () => errors)
  expect(errors).toContain('Refused a delivery: TIMESTAMP_OUT_OF_TOLERANCE')
})
