/**
 * When to send a failed request again, as the API's error guide says: back off exponentially with
 * jitter from 1 s, capped at 60 s; on RATE_LIMITED wait at least `Retry-After`; retry server and
 * network failures only for idempotent calls, so a POST that may have been applied is never repeated.
 */
import type { HempDataError } from '../errors.js'

export interface RetryOptions {
  /** Retries after the first attempt; 0 turns retrying off. Default 2. */
  maxRetries?: number
  /** First backoff ceiling. Default 1000 ms. */
  baseDelayMs?: number
  /** Largest wait; a `Retry-After` beyond it is not waited for. Default 60 000 ms. */
  maxDelayMs?: number
  /** Share of each delay that is randomised (0 to 1), so clients do not retry in step. Default 0.2. */
  jitter?: number
}

export type RetryPolicy = Required<RetryOptions>

export const DEFAULT_RETRY: RetryPolicy = { maxRetries: 2, baseDelayMs: 1000, maxDelayMs: 60_000, jitter: 0.2 }

export function retryPolicy(options: RetryOptions = {}, maxRetries?: number): RetryPolicy {
  const policy = { ...DEFAULT_RETRY, ...definedOnly(options), ...(maxRetries === undefined ? {} : { maxRetries }) }
  if (!Number.isInteger(policy.maxRetries) || policy.maxRetries < 0)
    throw new RangeError('maxRetries must be a whole number, 0 or more')
  if (!(policy.baseDelayMs >= 0) || !(policy.maxDelayMs >= policy.baseDelayMs))
    throw new RangeError('retry delays must satisfy 0 <= baseDelayMs <= maxDelayMs')
  if (!(policy.jitter >= 0 && policy.jitter <= 1)) throw new RangeError('jitter must be from 0 to 1')
  return policy
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>
}

/** The wait before retry number `attempt + 1` (attempt 0 is the first retry): in (ceiling × (1 − jitter), ceiling]. */
export function backoff(policy: RetryPolicy, attempt: number, random: () => number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt)
  return Math.round(ceiling * (1 - policy.jitter * random()))
}

/** Server answers worth retrying for an idempotent call; a gateway's non-envelope 502/503/504 too. */
const TRANSIENT = new Set(['INTERNAL_ERROR', 'SERVICE_UNAVAILABLE', 'NETWORK_ERROR', 'TIMEOUT'])
const GATEWAY = new Set([502, 503, 504])

/**
 * Milliseconds to wait before retrying after `error` on retry number `attempt + 1`, or null to give up.
 * RATE_LIMITED is retried for every method: the limit is checked before anything is applied.
 */
export function retryDelay(
  policy: RetryPolicy,
  error: HempDataError,
  attempt: number,
  idempotent: boolean,
  random: () => number,
): number | null {
  if (attempt >= policy.maxRetries) return null
  if (error.code === 'RATE_LIMITED') {
    const asked = error.retryAfter === null ? 0 : error.retryAfter * 1000
    if (asked > policy.maxDelayMs) return null
    const wait = Math.max(asked, backoff(policy, attempt, random))
    // Spread clients told the same Retry-After a little, without ever going under it.
    return wait === asked
      ? Math.min(policy.maxDelayMs, asked + Math.round(policy.baseDelayMs * policy.jitter * random()))
      : wait
  }
  if (!idempotent) return null
  const transient = TRANSIENT.has(error.code) || (error.code === 'INVALID_RESPONSE' && GATEWAY.has(error.status ?? 0))
  return transient ? backoff(policy, attempt, random) : null
}

/** `Retry-After` as seconds: delta-seconds or an HTTP date (RFC 9110); null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (value === null || value.trim() === '') return null
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed)
  const date = Date.parse(trimmed)
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000))
}
