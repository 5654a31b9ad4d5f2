/**
 * CORS for the endpoints browsers call (the widget check, the public demo). Per route rather than a
 * global plugin such as @elysiajs/cors: only these routes answer cross-origin, no hook runs on the
 * other routes, and a publishable key's origin allow-list is decided with the key, after the
 * preflight (browsers send no Authorization header on a preflight, so it cannot know the key).
 */
import { secure, type SecurityHeaders } from './security-headers.ts'
import { ApiError } from '../lib/errors.ts'
import { normalizeOrigin } from '../lib/origins.ts'

type SetHeaders = { headers: Record<string, string | number | undefined>; status?: number | string }

/** Chromium caps a preflight's cache at two hours; asking for more buys nothing. */
export const PREFLIGHT_MAX_AGE = 7200

const EXPOSED = 'x-request-id, ratelimit, ratelimit-policy, retry-after, x-demo-ip-limit, x-demo-ip-remaining'

/**
 * Lets the calling page read the response, success or error. Requests without an Origin (servers,
 * curl) are not cross-origin reads and get no CORS headers; caches still key on Origin.
 */
export function allowOrigin(request: Request, set: SetHeaders): void {
  set.headers.vary = 'Origin, Accept-Encoding'
  const origin = request.headers.get('origin')
  if (origin === null) return
  set.headers['access-control-allow-origin'] = origin
  set.headers['access-control-expose-headers'] = EXPOSED
}

/** The answer to `OPTIONS`: 204 with the methods and headers the route accepts. */
export function preflight(security: SecurityHeaders, methods: string, headers = 'authorization, content-type') {
  return ({ request, set }: { request: Request; set: SetHeaders }) => {
    secure(security, request, set.headers)
    allowOrigin(request, set)
    set.headers['access-control-allow-methods'] = methods
    // Echoing what the page asks for costs nothing: the key, not a header, is what we check.
    set.headers['access-control-allow-headers'] = request.headers.get('access-control-request-headers') ?? headers
    set.headers['access-control-max-age'] = String(PREFLIGHT_MAX_AGE)
    set.status = 204
    return null
  }
}

/**
 * A publishable key with an allow-list only answers pages on those origins. A request without an
 * Origin header (not from a browser page) is refused too: the list says where the key may be used.
 */
export function assertOriginAllowed(allowed: string[] | null, origin: string | null): void {
  if (!allowed || allowed.length === 0) return
  const given = origin ? normalizeOrigin(origin) : null
  if (given && allowed.some(entry => normalizeOrigin(entry) === given)) return
  throw new ApiError(
    'FORBIDDEN',
    `This publishable key only works on ${allowed.join(', ')}; ${origin ? `the request came from ${origin}` : 'the request carried no Origin header'}. Add the origin to the key's allowed origins.`,
  )
}
