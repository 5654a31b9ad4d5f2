/** What a HempData client is configured with, and the defaults it falls back on. */
import { retryPolicy, type RetryOptions, type RetryPolicy } from './retry.js'

export type Fetch = (input: string, init: RequestInit) => Promise<Response>

export interface ClientOptions {
  /** A secret key (`hd_live_sk_…`, server side) or publishable key (`hd_live_pk_…`, browsers). Default: HEMPDATA_API_KEY. */
  apiKey?: string
  /** Where the API is served. Default: HEMPDATA_BASE_URL, else http://localhost:3000 (what `npm start` serves). */
  baseUrl?: string
  /** A fetch implementation (a proxy-aware one, or a stand-in in tests). Default: the global fetch. */
  fetch?: Fetch
  /** Per attempt, until the whole answer has arrived. Default 30 000 ms. */
  timeoutMs?: number
  /** Retries after the first attempt; 0 turns retrying off. Default 2. */
  maxRetries?: number
  /** Backoff settings: baseDelayMs (1000), maxDelayMs (60 000), jitter (0.2). */
  retry?: Omit<RetryOptions, 'maxRetries'>
  /** Extra headers sent with every request. */
  headers?: Record<string, string>
  /** Waits between retries. Tests pass a fake clock here. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
  /** Source of jitter, from 0 (inclusive) to 1. Default Math.random. */
  random?: () => number
  /** Current time in ms, for HTTP-date Retry-After values. Default Date.now. */
  now?: () => number
}

/** Per-call settings that override the client's. */
export interface RequestOptions {
  signal?: AbortSignal
  timeoutMs?: number
  maxRetries?: number
  headers?: Record<string, string>
}

export interface ResolvedOptions {
  apiKey: string | null
  baseUrl: string
  fetch: Fetch
  timeoutMs: number
  retry: RetryPolicy
  headers: Record<string, string>
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>
  random: () => number
  now: () => number
}

export const DEFAULT_BASE_URL = 'http://localhost:3000'
export const DEFAULT_TIMEOUT_MS = 30_000

/** process.env where there is one (Node, Bun, Deno); nothing in browsers. */
function environment(name: string): string | undefined {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env
  const value = env?.[name]?.trim()
  return value ? value : undefined
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop)
      resolve()
    }, ms)
    function stop() {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', stop, { once: true })
  })
}

export function resolveOptions(options: ClientOptions): ResolvedOptions {
  const baseUrl = (options.baseUrl ?? environment('HEMPDATA_BASE_URL') ?? DEFAULT_BASE_URL).replace(/\/+$/, '')
  if (!/^https?:\/\//.test(baseUrl)) throw new TypeError(`baseUrl must be an http(s) URL, got "${baseUrl}"`)
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  if (!(timeoutMs > 0)) throw new RangeError('timeoutMs must be more than 0')
  const fetchImpl =
    options.fetch ?? (globalThis.fetch ? (input: string, init: RequestInit) => globalThis.fetch(input, init) : null)
  if (!fetchImpl) throw new TypeError('No fetch available: pass one as the `fetch` option')
  return {
    apiKey: options.apiKey ?? environment('HEMPDATA_API_KEY') ?? null,
    baseUrl,
    fetch: fetchImpl,
    timeoutMs,
    retry: retryPolicy(options.retry, options.maxRetries),
    headers: options.headers ?? {},
    sleep: options.sleep ?? sleep,
    random: options.random ?? Math.random,
    now: options.now ?? Date.now,
  }
}
