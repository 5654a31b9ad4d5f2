/**
 * The signature headers of a delivery, two schemes at once:
 *
 * - `X-Service-Signature` (the contract): hex HMAC-SHA256 of the raw body, keyed with the signing
 *   secret exactly as shown to the subscriber (the UTF-8 bytes of `whsec_…`, prefix included).
 * - Standard Webhooks 1.0 (`webhook-id`, `webhook-timestamp`, `webhook-signature`): the signature is
 *   `v1,` + base64 HMAC-SHA256 over `{event_id}.{unix seconds}.{body}`, keyed with the bytes the
 *   secret's base64 encodes (after `whsec_`), so any Standard Webhooks library verifies it and a
 *   receiver can refuse replays by age. The id stays the same across retries; the timestamp is the
 *   attempt's.
 *
 * During a secret rotation's overlap the subscription has several secrets, newest first:
 * `webhook-signature` carries one `v1,` entry per secret (space-separated), so receivers holding
 * either verify; `X-Service-Signature` has room for one and is signed with the oldest secret, the one
 * receivers had before the rotation, until the overlap ends (receivers of that scheme try both
 * secrets during the overlap; the SDK's verifyWebhook takes a list).
 */
import { createHmac, randomBytes } from 'node:crypto'

export const SECRET_PREFIX = 'whsec_'

/** A new signing secret: `whsec_` + base64 of 32 random bytes. */
export function generateSigningSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64')
}

/** The key bytes Standard Webhooks defines for a secret: its base64 part decoded. */
function standardKey(secret: string): Buffer {
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret
  const key = Buffer.from(encoded, 'base64')
  if (key.length < 24 || !/^[A-Za-z0-9+/]+={0,2}$/.test(encoded))
    throw new TypeError('a signing secret is whsec_ + base64 of at least 24 bytes')
  return key
}

export interface SignatureHeaders {
  'x-service-signature': string
  'webhook-id': string
  'webhook-timestamp': string
  'webhook-signature': string
}

export interface SignInput {
  /** The raw body, exactly as it will be sent. */
  body: string
  /** The event's id (`event_id`), the receivers' deduplication key. */
  eventId: string
  /** When this attempt is sent. */
  timestamp: Date
  /** The subscription's current secret first, then any still valid during a rotation's overlap. */
  secrets: readonly string[]
}

export function signatureHeaders({ body, eventId, timestamp, secrets }: SignInput): SignatureHeaders {
  if (secrets.length === 0) throw new TypeError('at least one signing secret is needed')
  // Standard Webhooks signs `{id}.{timestamp}.{body}`: an id with a dot could shift that boundary.
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(eventId))
    throw new TypeError(`event id "${eventId}" must be 1 to 128 letters, digits, _ or -`)
  const seconds = String(Math.floor(timestamp.getTime() / 1000))
  const signed = `${eventId}.${seconds}.${body}`
  const signatures = secrets.map(
    secret => `v1,${createHmac('sha256', standardKey(secret)).update(signed).digest('base64')}`,
  )
  return {
    'x-service-signature': serviceSignature(body, secrets[secrets.length - 1]),
    'webhook-id': eventId,
    'webhook-timestamp': seconds,
    'webhook-signature': signatures.join(' '),
  }
}

/** The contract's `X-Service-Signature` for `body`, keyed with the secret in its `whsec_` form. */
export function serviceSignature(body: string, secret: string): string {
  const shown = secret.startsWith(SECRET_PREFIX) ? secret : SECRET_PREFIX + secret
  return createHmac('sha256', shown).update(body).digest('hex')
}
