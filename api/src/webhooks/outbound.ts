/**
 * One webhook POST to a subscriber's endpoint, safely. Bun's fetch ignores request agents, so the
 * guard is ours: the name is resolved here, every address checked (address-policy.ts), and the
 * request sent to the checked address itself, with the original Host header and TLS server name so
 * the certificate is still verified against the name. A name that answered a public address when
 * the subscription was saved and a private one now (DNS rebinding) is refused here.
 *
 * Redirects are failures (never followed). The whole exchange (lookup, connect, reply headers and
 * the first 2 KiB of the body) has 30 s by default. A receiver's failure is a result, never a throw.
 */
import { type OutboundPolicy, resolvePublic } from './address-policy.ts'
import { urlProblem } from './endpoint-url.ts'
import { classifyFailure, NOT_CONNECTED, readReplyStart, retryAfterSeconds } from './reply.ts'

export const DEFAULT_TIMEOUT_MS = 30_000
export const USER_AGENT = 'HempData-Webhooks/1.0'

export type OutboundErrorKind = 'invalid_url' | 'dns' | 'refused_address' | 'connect' | 'tls' | 'timeout' | 'redirect'

export interface OutboundResult {
  /** A 2xx reply: delivered. */
  ok: boolean
  /** The reply's status, or null when none arrived. */
  status: number | null
  /** From the start of the lookup to the end of the reply's first 2 KiB. */
  durationMs: number
  /** The first 2 KiB of the reply's body as text ('' when none). */
  responseStart: string
  /** The receiver's `Retry-After`, in seconds from its reply; null when not given. */
  retryAfterSeconds: number | null
  /** The address connected to, once the checks passed. */
  address: string | null
  /** Why no usable reply arrived; null for any reply that is not a redirect (2xx or not). */
  error: { kind: OutboundErrorKind; message: string } | null
}

export interface OutboundRequest {
  url: string
  /** The raw body, exactly as signed. */
  body: string
  /** The signature headers (signing.ts) and any other delivery headers. */
  headers: Record<string, string>
}

export async function postWebhook(
  request: OutboundRequest,
  policy: OutboundPolicy,
  options: { timeoutMs?: number } = {},
): Promise<OutboundResult> {
  const started = performance.now()
  const signal = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS)
  const result = (fields: Partial<OutboundResult>): OutboundResult => ({
    ok: false,
    status: null,
    responseStart: '',
    retryAfterSeconds: null,
    address: null,
    error: null,
    ...fields,
    durationMs: Math.round(performance.now() - started),
  })
  const url = URL.parse(request.url)
  const problem = url ? urlProblem(url) : { message: 'not an absolute URL' }
  if (!url || problem) return result({ error: { kind: 'invalid_url', message: problem!.message } })

  const resolution = await resolvePublic(url.hostname, policy, signal)
  if (!resolution.ok) return result({ error: { kind: resolution.kind, message: resolution.message } })

  let failure: ReturnType<typeof classifyFailure> | null = null
  let tried: string | null = null
  for (const address of resolution.addresses) {
    tried = address
    try {
      const response = await fetch(pinned(url, address), {
        method: 'POST',
        body: request.body,
        headers: { ...request.headers, host: url.host, 'content-type': 'application/json', 'user-agent': USER_AGENT },
        redirect: 'manual',
        signal,
        tls: { serverName: url.hostname.replace(/^\[(.*)\]$/, '$1'), ...(policy.ca ? { ca: policy.ca } : {}) },
      })
      const status = response.status
      const retryAfter = retryAfterSeconds(response.headers.get('retry-after'))
      const redirect = status >= 300 && status < 400
      const location = response.headers.get('location')
      const responseStart = await readReplyStart(response)
      const error = redirect
        ? {
            kind: 'redirect' as const,
            message: `redirects are not followed: ${status}${location ? ` to ${location.slice(0, 200)}` : ''}`,
          }
        : null
      return result({
        ok: status >= 200 && status < 300,
        status,
        responseStart,
        retryAfterSeconds: retryAfter,
        address,
        error,
      })
    } catch (error) {
      failure = classifyFailure(error, signal)
      // Only a connection that never opened may be tried on the name's next address: nothing was sent.
      if (!NOT_CONNECTED.has(failure.code)) break
    }
  }
  const { kind, message } = failure!
  const shown = kind === 'timeout' ? `${message} (${options.timeoutMs ?? DEFAULT_TIMEOUT_MS} ms)` : message
  return result({ address: tried, error: { kind, message: shown } })
}

/** `url` with its host replaced by the checked address (IPv6 in brackets), path and query kept. */
function pinned(url: URL, address: string): string {
  const host = address.includes(':') ? `[${address}]` : address
  return `https://${host}${url.port ? `:${url.port}` : ''}${url.pathname}${url.search}`
}
