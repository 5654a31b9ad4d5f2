/**
 * `verifyReceipt` for anyone holding a verification's receipt (a merchant, an auditor, a
 * marketplace): checks the compact JWS against HempData's published keys (`/.well-known/jwks.json`)
 * and returns what it signed. Web Crypto only (Ed25519: Node.js 20+, Bun, Deno, current browsers),
 * no dependencies; any JOSE library checks the same receipt.
 *
 * The payload is the canonical JSON (keys sorted, no whitespace) of the request and the answer, the
 * date the law was read for, the data version, the receipt id, the account and the time of issue.
 */

/** A JSON Web Key Set as `/.well-known/jwks.json` serves it. */
export interface ReceiptKeySet {
  keys: ReadonlyArray<{ kty?: string; crv?: string; x?: string; kid?: string; alg?: string; use?: string }>
}

/** What a receipt signs. */
export interface ReceiptPayload<Request = unknown, Result = unknown> {
  iss: string
  /** The receipt id (`rcp_…`). */
  jti: string
  /** The account that asked. */
  sub: string
  /** Seconds since the epoch at issue. */
  iat: number
  issued_at: string
  as_of: string
  data_version: string
  request: Request
  result: Result
}

export interface VerifiedReceipt<Request = unknown, Result = unknown> {
  /** The key that signed it. */
  kid: string
  payload: ReceiptPayload<Request, Result>
}

/**
 * - `MALFORMED`: not three base64url parts, or a header that is not JSON;
 * - `UNSUPPORTED_ALGORITHM`: the header's `alg` is not EdDSA, or it carries `crit` extensions;
 * - `UNKNOWN_KEY`: no Ed25519 key in the set has the header's `kid` (fetch the JWKS again);
 * - `INVALID_SIGNATURE`: the signature does not match (a changed byte, or another key's receipt);
 * - `INVALID_PAYLOAD`: the signature matched but the payload is not a receipt.
 */
export type ReceiptVerificationCode =
  | 'MALFORMED'
  | 'UNSUPPORTED_ALGORITHM'
  | 'UNKNOWN_KEY'
  | 'INVALID_SIGNATURE'
  | 'INVALID_PAYLOAD'

export class ReceiptVerificationError extends Error {
  override readonly name = 'ReceiptVerificationError'
  constructor(
    readonly code: ReceiptVerificationCode,
    message: string,
  ) {
    super(message)
  }
}

const fail = (code: ReceiptVerificationCode, message: string) => new ReceiptVerificationError(code, message)
const BASE64URL = /^[A-Za-z0-9_-]*$/

/** Checks `jws` against `jwks` and returns the signed payload; throws ReceiptVerificationError. */
export async function verifyReceipt<Request = unknown, Result = unknown>(
  jws: string,
  jwks: ReceiptKeySet,
): Promise<VerifiedReceipt<Request, Result>> {
  const parts = typeof jws === 'string' ? jws.split('.') : []
  if (parts.length !== 3 || !parts.every(part => BASE64URL.test(part)) || !parts[0] || !parts[2])
    throw fail('MALFORMED', 'a receipt is a compact JWS: three base64url parts joined by dots')
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string]
  const header = parseJson(decode(headerPart), 'MALFORMED', 'the JWS header is not a JSON object')
  if (header.alg !== 'EdDSA' && header.alg !== 'Ed25519')
    throw fail('UNSUPPORTED_ALGORITHM', `receipts are signed with EdDSA (Ed25519), not ${String(header.alg)}`)
  if (header.crit !== undefined) throw fail('UNSUPPORTED_ALGORITHM', 'the JWS header names critical extensions')
  const kid = typeof header.kid === 'string' ? header.kid : ''
  const jwk = jwks?.keys?.find(key => key.kid === kid && key.kty === 'OKP' && key.crv === 'Ed25519' && key.x)
  if (!jwk) throw fail('UNKNOWN_KEY', `no Ed25519 key ${kid || '(none named)'} in the key set: fetch the JWKS again`)
  const key = await crypto.subtle.importKey(
    'jwk',
    { kty: 'OKP', crv: 'Ed25519', x: jwk.x },
    { name: 'Ed25519' },
    false,
    ['verify'],
  )
  const signed = new TextEncoder().encode(`${headerPart}.${payloadPart}`)
  const valid = await crypto.subtle.verify({ name: 'Ed25519' }, key, decode(signaturePart), signed)
  if (!valid) throw fail('INVALID_SIGNATURE', 'the receipt does not match its signature')
  const payload = parseJson(decode(payloadPart), 'INVALID_PAYLOAD', 'the signed payload is not a JSON object')
  if (typeof payload.jti !== 'string' || typeof payload.as_of !== 'string')
    throw fail('INVALID_PAYLOAD', 'the signed payload is not a HempData receipt')
  return { kid, payload: payload as unknown as ReceiptPayload<Request, Result> }
}

function decode(part: string): Uint8Array<ArrayBuffer> {
  const text = atob(
    part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '='),
  )
  return Uint8Array.from(text, c => c.charCodeAt(0))
}

function parseJson(bytes: Uint8Array, code: ReceiptVerificationCode, message: string): Record<string, unknown> {
  let value: unknown
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    throw fail(code, message)
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw fail(code, message)
  return value as Record<string, unknown>
}
