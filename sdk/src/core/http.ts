/**
 * The SDK's small core: one request with a key, a per-attempt timeout, the API's envelope unwrapped
 * or turned into a HempDataError, and retries by the rules in retry.ts. Resources build on `send`.
 */
import { HempDataError } from '../errors.js'
import { type ClientOptions, type RequestOptions, type ResolvedOptions, resolveOptions } from './options.js'
import { queryString, type QueryValue } from './query.js'
import { retryDelay } from './retry.js'
import { failureOf, readBody } from './responses.js'

export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  query?: Record<string, QueryValue>
  /** Sent as JSON. */
  body?: unknown
  /**
   * Safe to send twice. Defaults to true for GET, PUT and DELETE; a POST only when its endpoint
   * reads without changing anything (a compliance check, say).
   */
  idempotent?: boolean
  /** What the caller wants back. Default application/json. */
  accept?: string
}

/** A successful answer: its status, headers and body (parsed JSON, or text for other types). */
export interface RawResponse {
  status: number
  headers: Headers
  body: unknown
}

const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS'])

export class HttpClient {
  readonly options: ResolvedOptions

  constructor(options: ClientOptions = {}) {
    this.options = resolveOptions(options)
  }

  /** Sends `request`, retrying as allowed; resolves with a 2xx answer or throws a HempDataError. */
  async send(request: ApiRequest, options: RequestOptions = {}): Promise<RawResponse> {
    const idempotent = request.idempotent ?? IDEMPOTENT.has(request.method)
    const maxRetries = options.maxRetries ?? this.options.retry.maxRetries
    const policy = { ...this.options.retry, maxRetries }
    for (let attempt = 0; ; attempt++) {
      let error: HempDataError
      try {
        return await this.attempt(request, options)
      } catch (caught) {
        error = caught as HempDataError
      }
      const delay = retryDelay(policy, error, attempt, idempotent, this.options.random)
      if (delay === null) throw error.withAttempts(attempt + 1)
      try {
        await this.options.sleep(delay, options.signal)
      } catch (cause) {
        throw new HempDataError({
          code: 'ABORTED',
          message: 'Request aborted while waiting to retry',
          attempts: attempt + 1,
          cause,
        })
      }
    }
  }

  private async attempt(request: ApiRequest, options: RequestOptions): Promise<RawResponse> {
    const { signal } = options
    if (signal?.aborted)
      throw new HempDataError({ code: 'ABORTED', message: 'Request aborted before it was sent', cause: signal.reason })
    const controller = new AbortController()
    const timeoutMs = options.timeoutMs ?? this.options.timeoutMs
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    const forward = () => controller.abort(signal?.reason)
    signal?.addEventListener('abort', forward, { once: true })
    try {
      const response = await this.options.fetch(this.url(request), this.init(request, options, controller.signal))
      const body = await readBody(response)
      if (!response.ok) throw failureOf(response, body, this.options.now())
      return { status: response.status, headers: response.headers, body }
    } catch (error) {
      if (error instanceof HempDataError) throw error
      if (signal?.aborted)
        throw new HempDataError({ code: 'ABORTED', message: 'Request aborted', cause: signal.reason })
      if (timedOut)
        throw new HempDataError({
          code: 'TIMEOUT',
          message: `No complete answer within ${timeoutMs} ms (${request.method} ${request.path})`,
          cause: error,
        })
      throw new HempDataError({
        code: 'NETWORK_ERROR',
        message: `Could not reach HempData at ${this.options.baseUrl}: ${messageOf(error)}`,
        cause: error,
      })
    } finally {
      clearTimeout(timer)
      signal?.removeEventListener('abort', forward)
    }
  }

  private url(request: ApiRequest): string {
    return `${this.options.baseUrl}${request.path}${queryString(request.query)}`
  }

  private init(request: ApiRequest, options: RequestOptions, signal: AbortSignal): RequestInit {
    const headers: Record<string, string> = {
      accept: request.accept ?? 'application/json',
      ...this.options.headers,
      ...options.headers,
    }
    if (this.options.apiKey) headers.authorization = `Bearer ${this.options.apiKey}`
    const init: RequestInit = { method: request.method, headers, signal }
    if (request.body !== undefined) {
      headers['content-type'] = 'application/json'
      init.body = JSON.stringify(request.body)
    }
    return init
  }
}

function messageOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } } | null)?.cause
  const own = error instanceof Error ? error.message : String(error)
  return cause?.code ? `${own} (${cause.code})` : own
}
