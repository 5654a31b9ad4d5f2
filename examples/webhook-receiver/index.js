// Receives HempData's webhooks: verifies each delivery's signature and prints the change.
// Usage: HEMPDATA_WEBHOOK_SECRET=whsec_… npm start   (PORT, default 4000)
// HempData delivers to https:// endpoints only: run this behind a TLS tunnel or proxy, or give it a
// certificate with TLS_CERT_FILE and TLS_KEY_FILE (see examples/README.md).
// @ts-check
import { readFileSync } from 'node:fs'
import { createServer as createHttpServer } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import { verifyWebhook, WebhookVerificationError } from '@hempdata/sdk'

const secret = process.env.HEMPDATA_WEBHOOK_SECRET ?? ''
const port = Number(process.env.PORT ?? 4000)
const MAX_BODY_BYTES = 1024 * 1024
/** Event ids already handled: a retry can deliver an event again, with the same event_id. */
const handled = new Set()

if (!secret) {
  console.error('Set HEMPDATA_WEBHOOK_SECRET to the signing_secret shown when the subscription was created.')
  process.exit(1)
}

/** @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response */
async function receive(request, response) {
  if (request.method !== 'POST') return response.writeHead(405, { allow: 'POST' }).end()
  const chunks = []
  let size = 0
  for await (const chunk of request) {
    size += chunk.length
    if (size > MAX_BODY_BYTES) return response.writeHead(413).end()
    chunks.push(chunk)
  }
  try {
    // The raw bytes, exactly as received: parsing and re-serialising JSON first would break the signature.
    // requireTimestamp refuses a captured delivery replayed without its Standard Webhooks headers.
    const event = await verifyWebhook(Buffer.concat(chunks), request.headers, secret, { requireTimestamp: true })
    if (handled.has(event.event_id)) {
      console.log(`Already handled ${event.event_id} (a retry); acknowledged again.`)
    } else {
      handled.add(event.event_id)
      print(event)
    }
    // Answer fast (within 5 s); do slow work after answering.
    response.writeHead(204).end()
  } catch (error) {
    if (!(error instanceof WebhookVerificationError)) throw error
    console.error(`Refused a delivery: ${error.code}: ${error.message}`)
    response.writeHead(400, { 'content-type': 'text/plain' }).end(error.code)
  }
}

/** @param {import('@hempdata/sdk').WebhookEvent} event */
function print(event) {
  const where = `${event.jurisdiction.state} ${event.substance} ${event.product_type}`
  console.log(`${event.timestamp} ${event.event_type}: ${where} (${event.regulation_id}, event ${event.event_id})`)
  console.log(`  ${event.plain_english_summary}`)
  if (event.before && event.after && event.before.legal_status !== event.after.legal_status) {
    console.log(`  legal status: ${event.before.legal_status} → ${event.after.legal_status}`)
  }
  if (event.diff_summary) console.log(`  changed: ${event.diff_summary}`)
}

/** @type {import('node:http').RequestListener} */
const listener = (request, response) => {
  receive(request, response).catch((error) => {
    console.error(error)
    if (!response.headersSent) response.writeHead(500).end()
  })
}

const tls = process.env.TLS_CERT_FILE && process.env.TLS_KEY_FILE
const server = tls
  ? createHttpsServer({ cert: readFileSync(process.env.TLS_CERT_FILE ?? ''), key: readFileSync(process.env.TLS_KEY_FILE ?? '') }, listener)
  : createHttpServer(listener)
server.listen(port, () => {
  console.log(`Receiving HempData webhooks on ${tls ? 'https' : 'http'}://localhost:${port}/`)
})
