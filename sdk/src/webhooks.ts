/**
 * `verifyWebhook` for receivers of HempData's webhooks: checks a delivery's signature over the raw
 * body and returns the parsed event. Web Crypto only (Node.js 20+, Bun, Deno, browsers and edge
 * runtimes), signatures compared in constant time.
 *
 * Two schemes, both on every delivery:
 * - Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`), checked first when
 *   present: HMAC-SHA256 over `{id}.{timestamp}.{body}`, any one of several `v1,` signatures may match
 *   (a secret rotation), and the timestamp must be within `toleranceSeconds` of now, past or future,
 *   so a captured delivery cannot be replayed later.
 * - `X-Service-Signature` alone otherwise: hex HMAC-SHA256 of the body. It carries no time, so it
 *   offers no replay protection; and a replayer can strip the Standard Webhooks headers to fall back
 *   to it. Pass `requireTimestamp: true` to refuse deliveries without them.
 */

export type WebhookEventType =
  | 'legal_status_changed'
  | 'details_updated'
  | 'new_regulation'
  | 'regulation_expired'
  | 'bill_linked'
  | 'confidence_changed'

/** A regulation's state before or after the change. */
export interface WebhookRegulationState {
  legal_status: string
  summary: string
  thc_limit: string | null
  age_requirement: number | null
}

/** A delivery's body, as the contract's Events section lists it. */
export interface WebhookEvent {
  /** Unique per event and the same on every retry: deduplicate on it. */
  event_id: string
  event_type: WebhookEventType
  regulation_id: string
  jurisdiction: { state: string; state_name: string }
  substance: string
  product_type: string
  before: WebhookRegulationState | null
  after: WebhookRegulationState | null
  diff_summary: string
  plain_english_summary: string
  /** When the change was detected (ISO 8601). */
  timestamp: string
}

/**
 * - `MISSING_SIGNATURE`: no signature header, only some of the Standard Webhooks headers, or none of
 *   them with `requireTimestamp`;
 * - `INVALID_SIGNATURE`: no signature matches the body and secret;
 * - `INVALID_TIMESTAMP`: `webhook-timestamp` is not Unix seconds;
 * - `TIMESTAMP_OUT_OF_TOLERANCE`: it is further from now than `toleranceSeconds`;
 * - `INVALID_SECRET`: the secret is empty or not `whsec_` + base64;
 * - `INVALID_PAYLOAD`: the signature matched but the body is not JSON.
 */
export type WebhookVerificationCode =
  | 'MISSING_SIGNATURE'
  | 'INVALID_SIGNATURE'
  | 'INVALID_TIMESTAMP'
  | 'TIMESTAMP_OUT_OF_TOLERANCE'
  | 'INVALID_SECRET'
  | 'INVALID_PAYLOAD'

export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError'
  constructor(
    readonly code: WebhookVerificationCode,
    message: string,
  ) {
    super(message)
  }
}

/** A Fetch `Headers`, or a plain object such as Node's `request.headers` (any letter case). */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>

export interface VerifyWebhookOptions {
  /** Largest distance between `webhook-timestamp` and now, in seconds, either way. Default 300. */
  toleranceSeconds?: number
  /** The time to check against (tests). Default: the clock. */
  now?: Date | number
  /** Refuse deliveries without the Standard Webhooks headers (no `X-Service-Signature` fallback). */
  requireTimestamp?: boolean
}

export const DEFAULT_TOLERANCE_SECONDS = 300
const PREFIX = 'whsec_'
const utf8 = new TextEncoder()
const fail = (code: WebhookVerificationCode, message: string) => new WebhookVerificationError(code, message)

/**
 * Verifies a delivery and returns its parsed body. `rawBody` must be the bytes as received (parse
 * JSON after, never before). `secret` is the subscription's signing secret, with or without its
 * `whsec_` prefix; pass several (new and old) while a rotation is under way.
 */
export async function verifyWebhook<T = WebhookEvent>(
  rawBody: string | Uint8Array | ArrayBuffer,
  headers: WebhookHeaders,
  secret: string | readonly string[],
  options: VerifyWebhookOptions = {},
): Promise<T> {
  const body = typeof rawBody === 'string' ? utf8.encode(rawBody) : new Uint8Array(rawBody)
  const secrets = (typeof secret === 'string' ? [secret] : [...secret]).map(s => s?.trim() ?? '')
  if (secrets.length === 0 || secrets.some(s => !s)) throw fail('INVALID_SECRET', 'the signing secret is empty')
  const shown = secrets.map(s => (s.startsWith(PREFIX) ? s : PREFIX + s))
  const [id, timestamp, signature] = ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map(name =>
    header(headers, name),
  )

  if (id !== null || timestamp !== null || signature !== null) {
    if (id === null || timestamp === null || signature === null) {
      throw fail(
        'MISSING_SIGNATURE',
        'webhook-id, webhook-timestamp and webhook-signature come together; one is missing',
      )
    }
    checkTimestamp(timestamp, options)
    const signed = concat(utf8.encode(`${id}.${timestamp}.`), body)
    const given = signature.split(' ').map(entry => (entry.startsWith('v1,') ? fromBase64(entry.slice(3)) : null))
    if (await matches(shown.map(standardKey), given, signed)) return parse<T>(body)
    throw fail('INVALID_SIGNATURE', 'no webhook-signature matches the body and secret')
  }
  if (options.requireTimestamp)
    throw fail('MISSING_SIGNATURE', 'the webhook-id, webhook-timestamp and webhook-signature headers are required')
  const service = header(headers, 'x-service-signature')
  if (service === null) throw fail('MISSING_SIGNATURE', 'neither webhook-signature nor X-Service-Signature is present')
  const given = service.split(/[\s,]+/).map(fromHex)
  if (
    await matches(
      shown.map(s => utf8.encode(s)),
      given,
      body,
    )
  )
    return parse<T>(body)
  throw fail('INVALID_SIGNATURE', 'X-Service-Signature does not match the body and secret')
}

function header(headers: WebhookHeaders, name: string): string | null {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name)
  for (const [key, value] of Object.entries(headers as Record<string, string | string[] | undefined>)) {
    if (key.toLowerCase() === name && value !== undefined) return Array.isArray(value) ? value.join(' ') : value
  }
  return null
}

function checkTimestamp(value: string, options: VerifyWebhookOptions): void {
  if (!/^\d{1,12}$/.test(value)) throw fail('INVALID_TIMESTAMP', 'webhook-timestamp is not Unix seconds')
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS
  const now = Math.floor(Number(options.now ?? Date.now()) / 1000)
  const age = now - Number(value)
  if (age > tolerance)
    throw fail('TIMESTAMP_OUT_OF_TOLERANCE', `the delivery was signed ${age} s ago, more than ${tolerance} s`)
  if (age < -tolerance)
    throw fail('TIMESTAMP_OUT_OF_TOLERANCE', `the delivery is dated ${-age} s ahead, more than ${tolerance} s`)
}

/** The Standard Webhooks key of a `whsec_` secret: its base64 part decoded. */
function standardKey(secret: string): Uint8Array<ArrayBuffer> {
  const key = fromBase64(secret.slice(PREFIX.length))
  if (!key) throw fail('INVALID_SECRET', 'the signing secret is not whsec_ followed by base64')
  return key
}

/** Whether any given signature is the HMAC-SHA256 of `data` under any key, compared in constant time. */
async function matches(
  keys: Uint8Array<ArrayBuffer>[],
  given: (Uint8Array | null)[],
  data: Uint8Array<ArrayBuffer>,
): Promise<boolean> {
  let found = false
  for (const raw of keys) {
    const key = await crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
    const expected = new Uint8Array(await crypto.subtle.sign('HMAC', key, data))
    for (const signature of given) if (signature && sameBytes(expected, signature)) found = true
  }
  return found
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let i = 0; i < a.length; i++) difference |= a[i] ^ b[i]
  return difference === 0
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return null
  try {
    return Uint8Array.from(atob(text), c => c.charCodeAt(0))
  } catch {
    return null
  }
}

function fromHex(text: string): Uint8Array | null {
  if (!/^(?:[0-9a-fA-F]{2})+$/.test(text)) return null
  return Uint8Array.from(text.match(/../g)!, pair => Number.parseInt(pair, 16))
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(a.length + b.length)
  out.set(a)
  out.set(b, a.length)
  return out
}

function parse<T>(body: Uint8Array): T {
  try {
    return JSON.parse(new TextDecoder().decode(body)) as T
  } catch {
    throw fail('INVALID_PAYLOAD', 'the signature matched but the body is not JSON')
  }
}
