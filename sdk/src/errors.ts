/** The one error the SDK throws: what the API said, or what went wrong on the way to it. */
import type { ApiErrorCode } from './generated/error-codes.js'

export type { ApiErrorCode }

/**
 * Failures that happen before the API could answer:
 * - `NETWORK_ERROR`: the request could not be sent or the connection broke;
 * - `TIMEOUT`: no complete answer within `timeoutMs`;
 * - `ABORTED`: the caller's `signal` aborted the request;
 * - `INVALID_RESPONSE`: an answer that is not HempData's envelope (a proxy's error page, say).
 */
export type ClientErrorCode = 'NETWORK_ERROR' | 'TIMEOUT' | 'ABORTED' | 'INVALID_RESPONSE'

export type ErrorCode = ApiErrorCode | ClientErrorCode

/** One entry of the envelope's `errors` array, with any extra fields the code carries. */
export interface ApiErrorDetail {
  code: string
  message: string
  doc_url?: string
  resets_at?: string
  replacement?: string
  [field: string]: unknown
}

export interface HempDataErrorInit {
  code: ErrorCode
  message: string
  status?: number | null
  requestId?: string | null
  docUrl?: string | null
  retryAfter?: number | null
  resetsAt?: string | null
  errors?: ApiErrorDetail[]
  attempts?: number
  cause?: unknown
}

export class HempDataError extends Error {
  override readonly name = 'HempDataError'
  /** The API's error code (stable; handle this, not the message), or a ClientErrorCode. */
  readonly code: ErrorCode
  /** HTTP status, or null when no answer arrived. */
  readonly status: number | null
  /** `meta.request_id`: quote it when you contact HempData. */
  readonly requestId: string | null
  /** Link to the code's entry on the /errors page. */
  readonly docUrl: string | null
  /** Seconds to wait, from the `Retry-After` header (RATE_LIMITED). */
  readonly retryAfter: number | null
  /** When a monthly allowance renews (MONTHLY_QUOTA_EXCEEDED), as the API gave it. */
  readonly resetsAt: string | null
  /** Every error entry of the envelope (usually one). */
  readonly errors: ApiErrorDetail[]
  /** How many requests were sent, retries included. */
  readonly attempts: number

  constructor(init: HempDataErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause })
    this.code = init.code
    this.status = init.status ?? null
    this.requestId = init.requestId ?? null
    this.docUrl = init.docUrl ?? null
    this.retryAfter = init.retryAfter ?? null
    this.resetsAt = init.resetsAt ?? null
    this.errors = init.errors ?? []
    this.attempts = init.attempts ?? 1
  }

  /** The same error, counting `attempts` requests. */
  withAttempts(attempts: number): HempDataError {
    return new HempDataError({ ...this.init(), attempts })
  }

  private init(): HempDataErrorInit {
    const { code, message, status, requestId, docUrl, retryAfter, resetsAt, errors, cause } = this
    return { code, message, status, requestId, docUrl, retryAfter, resetsAt, errors, cause }
  }
}

export const isHempDataError = (value: unknown): value is HempDataError => value instanceof HempDataError
