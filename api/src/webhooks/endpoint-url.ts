/**
 * The check a subscription's endpoint_url passes when it is saved. The same rules run again at
 * every delivery (outbound.ts), because a name may point elsewhere by then.
 *
 * - https only, absolute, at most 2,048 characters, no user name or password in it (the signature
 *   authenticates deliveries);
 * - port 443, or an unprivileged port from 1024 to 65535 (receivers behind 8443, 3000 …): the ports
 *   below 1024 other than 443 belong to other protocols (SSH, SMTP, databases' admin ports) that a
 *   delivery must not be aimed at;
 * - the name resolved and every address it answers public (address-policy.ts).
 */
import { ApiError } from '../lib/errors.ts'
import { type OutboundPolicy, resolvePublic } from './address-policy.ts'

export const MAX_URL_LENGTH = 2048
/** How long a save waits for the name to resolve. */
export const SAVE_LOOKUP_TIMEOUT_MS = 5000

export interface UrlProblem {
  code: 'INVALID_URL' | 'HTTPS_REQUIRED'
  message: string
}

/** Why `url` may not be an endpoint, before any lookup; null when its shape is fine. */
export function urlProblem(url: URL): UrlProblem | null {
  if (url.protocol !== 'https:')
    return { code: 'HTTPS_REQUIRED', message: `endpoint_url must use https://, not ${url.protocol}//` }
  if (url.username || url.password) {
    return {
      code: 'INVALID_URL',
      message: 'endpoint_url must not carry a user name or password; deliveries are authenticated by their signature',
    }
  }
  const port = url.port === '' ? 443 : Number(url.port)
  if (port !== 443 && port < 1024)
    return {
      code: 'INVALID_URL',
      message: `endpoint_url port ${port} is not allowed: use 443 or a port from 1024 to 65535`,
    }
  return null
}

/**
 * The normalised endpoint URL to store, or an ApiError with the contract's code: MISSING_ENDPOINT,
 * INVALID_URL, HTTPS_REQUIRED, or ENDPOINT_UNREACHABLE when the name does not resolve (within 5 s
 * by default) or resolves to an address that is not public.
 */
export async function checkEndpointUrl(
  raw: unknown,
  policy: OutboundPolicy,
  options: { lookupTimeoutMs?: number } = {},
): Promise<string> {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    throw new ApiError('MISSING_ENDPOINT', 'endpoint_url is required')
  }
  if (typeof raw !== 'string') throw new ApiError('INVALID_URL', 'endpoint_url must be a string')
  if (raw.length > MAX_URL_LENGTH)
    throw new ApiError('INVALID_URL', `endpoint_url is longer than ${MAX_URL_LENGTH} characters`)
  const url = URL.parse(raw.trim())
  if (!url) throw new ApiError('INVALID_URL', 'endpoint_url is not an absolute URL')
  const problem = urlProblem(url)
  if (problem) throw new ApiError(problem.code, problem.message)
  const resolution = await resolvePublic(
    url.hostname,
    policy,
    AbortSignal.timeout(options.lookupTimeoutMs ?? SAVE_LOOKUP_TIMEOUT_MS),
  )
  if (!resolution.ok) {
    const advice = resolution.kind === 'refused_address' ? ': webhooks are delivered only to public addresses' : ''
    throw new ApiError('ENDPOINT_UNREACHABLE', `${resolution.message}${advice}`)
  }
  return url.href
}
