/**
 * Security headers. Every response carries the standing ones: no MIME sniffing, no Referer sent
 * on from our pages, never framed, and HSTS when HempData is served over HTTPS. HTML pages add a
 * Content-Security-Policy of their own (the docs module builds it from the page it serves).
 *
 * They cost the cached reads nothing per request: they sit in the header templates those reads
 * already copy (respond.ts), in the error renderer, and in the few other responses' own headers.
 * None of them stands in the storefront badge's way: the script is loaded cross-origin with its
 * correct JavaScript type (so `nosniff` accepts it), and CORS and CORP are separate headers.
 */
import { createHash } from 'node:crypto'
import type { Env } from '../env.ts'

/** One year: the value HSTS preload lists ask for. No includeSubDomains: other hosts of the domain are not ours to decide. */
export const HSTS = 'max-age=31536000'

const STANDING = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
} as const

export interface SecurityHeaders {
  /** The headers every response carries. */
  readonly standing: Readonly<Record<string, string>>
  /**
   * True when a request may have arrived over HTTPS at a proxy while HempData itself is configured
   * with a plain-HTTP public URL: HSTS is then decided per request from `X-Forwarded-Proto`.
   */
  readonly httpsFromProxy: boolean
}

export function securityHeaders(env: Pick<Env, 'publicUrl' | 'trustedProxies'>): SecurityHeaders {
  const https = env.publicUrl.startsWith('https:')
  return {
    standing: https ? { ...STANDING, 'strict-transport-security': HSTS } : { ...STANDING },
    httpsFromProxy: !https && env.trustedProxies.length > 0,
  }
}

/**
 * Whether this response should carry HSTS although the deployment's public URL is plain HTTP: a
 * proxy in front says the request came over HTTPS. The header is not checked against the proxy's
 * address (a keyed read does not see the peer): a browser ignores HSTS received over plain HTTP
 * (RFC 6797 §8.1), so a client that sends the header itself gains nothing.
 */
export function proxiedHttps(security: SecurityHeaders, request: Request): boolean {
  return (
    security.httpsFromProxy && request.headers.get('x-forwarded-proto')?.split(',')[0].trim().toLowerCase() === 'https'
  )
}

/** The standing headers, and HSTS for a request a proxy received over HTTPS, onto a response's headers. */
export function secure(
  security: SecurityHeaders,
  request: Request,
  headers: Record<string, string | number | undefined>,
): void {
  Object.assign(headers, security.standing)
  if (proxiedHttps(security, request)) headers['strict-transport-security'] = HSTS
}

/** A Content-Security-Policy from its directives, `frame-ancestors 'none'` always among them. */
export function contentSecurityPolicy(directives: Record<string, string[]>): string {
  return Object.entries({ ...directives, 'frame-ancestors': ["'none'"] })
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

/** The CSP source that allows exactly this inline script or style. */
export function inlineHash(content: string): string {
  return `'sha256-${createHash('sha256').update(content).digest('base64')}'`
}
