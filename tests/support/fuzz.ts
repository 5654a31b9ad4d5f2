/**
 * Hostile requests for the fuzz suite, built from the app's own route table, and the one verdict on
 * what comes back: never an app 5xx, always the envelope (except the documented non-envelope
 * answers), the security headers on every app response.
 */
import { ERROR_CODES, statusOf, type ErrorCode } from '../../api/src/lib/errors.ts'

export { bodies } from './fuzz-values.ts'
export { headers, hostileRequest, rawRequest } from './fuzz-requests.ts'

export interface Fixtures {
  variant: 'nested' | 'column'
  secret: string
  publishable: string
  admin: string
  regulationId: string
}

export interface HostileRequest {
  method: string
  path: string
  headers: Record<string, string>
  body?: string | Uint8Array
}

export interface Seen {
  status: number
  headers: Headers
  text: string
}

/** Answers that are not the envelope by design (README: endpoints table). */
const NON_ENVELOPE_PATHS =
  /^\/(v1\/status|openapi\.json|docs|errors|errors\.json|widget\/v1\/[^/]+|favicon\.(svg|ico)|\.well-known\/jwks\.json)?\/?$/
/**
 * The account pages are for people: they answer HTML (their form errors too), their stylesheet, the
 * audit log's CSV, or a 303 to the next page; a refusal the pipeline raises (CSRF, an unknown key) is still the envelope.
 */
const PAGE_PATHS = /^\/(signup|login|logout|dashboard|email|playground|assets\/dashboard\.css)(\/|\.csv|$)/
const pageAnswer = (pathname: string, seen: Seen): boolean =>
  PAGE_PATHS.test(pathname) &&
  (seen.status === 303 || /^text\/(html|css|csv)/.test(seen.headers.get('content-type') ?? ''))

/**
 * Why `seen` breaks the rules, or null. An app 5xx, a response outside the envelope where one is
 * due, an error whose status is not its code's, a request id that differs from the header's, or a
 * response without the standing security headers.
 */
export function violation(
  request: HostileRequest,
  seen: Seen,
): { kind: '5xx' | 'non-envelope' | 'headers'; detail: string } | null {
  const where = `${request.method} ${request.path.slice(0, 200)} → ${seen.status} ${seen.text.slice(0, 200)}`
  if (seen.status >= 500) return { kind: '5xx', detail: where }
  if (seen.headers.get('x-content-type-options') !== 'nosniff') return { kind: 'headers', detail: where }
  let pathname = '/'
  try {
    pathname = new URL(`http://h${request.path.startsWith('/') ? '' : '/'}${request.path}`).pathname
  } catch {}
  const exempt =
    request.method === 'HEAD' ||
    seen.status === 204 ||
    seen.status === 304 ||
    pageAnswer(pathname, seen) ||
    (seen.status < 300 &&
      (NON_ENVELOPE_PATHS.test(pathname) || (seen.headers.get('content-type') ?? '').startsWith('text/csv')))
  if (exempt) return null
  let body: any
  try {
    body = JSON.parse(seen.text)
  } catch {
    return { kind: 'non-envelope', detail: where }
  }
  const envelope =
    body !== null &&
    typeof body === 'object' &&
    typeof body.success === 'boolean' &&
    'data' in body &&
    typeof body.meta?.request_id === 'string' &&
    seen.headers.get('x-request-id') === body.meta.request_id &&
    (body.errors === null || Array.isArray(body.errors))
  if (!envelope) return { kind: 'non-envelope', detail: where }
  if (seen.status >= 400) {
    const code = body.errors?.[0]?.code
    const ok =
      body.success === false &&
      body.data === null &&
      code in ERROR_CODES &&
      statusOf(code as ErrorCode) === seen.status &&
      typeof body.errors[0].message === 'string' &&
      String(body.errors[0].doc_url).endsWith(`/errors#${code}`)
    if (!ok) return { kind: 'non-envelope', detail: where }
  } else if (body.success !== true) {
    return { kind: 'non-envelope', detail: where }
  }
  return null
}
