/**
 * Cross-site request forgery, refused twice over on every state-changing page request: the browser's
 * own word on where the request came from (Sec-Fetch-Site, else Origin) must be this site, and the
 * form must carry the token of its session (http/session.ts) or, before sign-in, the token of the
 * form cookie (double submit). Either check alone would do in a modern browser; both cover older
 * browsers and a subdomain that turns hostile.
 */
import { timingSafeEqual } from 'node:crypto'
import { ApiError } from '../lib/errors.ts'

const REFUSED = 'This form was sent from another site, or its page is out of date: reload the page and try again.'

/**
 * Whether the request says it came from this site. Sec-Fetch-Site is set by the browser alone and
 * decides when present: our pages send no Referer, so Chromium sends `Origin: null` on their own
 * forms. Without it (older browsers), the Origin must be ours. Requests that say neither (not a
 * browser) pass to the token check.
 */
export function fromThisSite(request: Request, publicUrl: string): boolean {
  const site = request.headers.get('sec-fetch-site')
  if (site !== null) return site === 'same-origin'
  const origin = request.headers.get('origin')
  if (origin === null) return true
  if (origin === 'null') return false
  try {
    return origin === new URL(publicUrl).origin || origin === new URL(request.url).origin
  } catch {
    return false
  }
}

function sameToken(given: string | null, expected: string | null): boolean {
  if (!given || !expected) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Throws 403 FORBIDDEN unless the request is from this site and carries the expected token. */
export function checkCsrf(request: Request, publicUrl: string, given: string | null, expected: string | null): void {
  if (!fromThisSite(request, publicUrl) || !sameToken(given, expected)) throw new ApiError('FORBIDDEN', REFUSED)
}
