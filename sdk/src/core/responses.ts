/** Reading an answer: its body by content type, and an error answer as a HempDataError. */
import { type ApiErrorDetail, type ErrorCode, HempDataError } from '../errors.js'
import { parseRetryAfter } from './retry.js'

/** JSON when the answer says so, text otherwise; a JSON type with a broken body is INVALID_RESPONSE. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!/\bjson\b/i.test(response.headers.get('content-type') ?? '')) return text
  try {
    return JSON.parse(text)
  } catch (cause) {
    throw new HempDataError({
      code: 'INVALID_RESPONSE',
      message: `HTTP ${response.status} with a body that is not valid JSON`,
      status: response.status,
      requestId: response.headers.get('x-request-id'),
      cause,
    })
  }
}

interface ErrorEnvelope {
  success: false
  meta?: { request_id?: string }
  errors: ApiErrorDetail[]
}

function isErrorEnvelope(body: unknown): body is ErrorEnvelope {
  const errors = (body as { errors?: unknown } | null)?.errors
  return (
    Array.isArray(errors) &&
    errors.length > 0 &&
    typeof errors[0]?.code === 'string' &&
    typeof errors[0]?.message === 'string'
  )
}

/** The HempDataError a non-2xx answer stands for. */
export function failureOf(response: Response, body: unknown, now: number): HempDataError {
  const requestId = response.headers.get('x-request-id')
  if (!isErrorEnvelope(body)) {
    const snippet = typeof body === 'string' ? body.slice(0, 200) : JSON.stringify(body)?.slice(0, 200)
    return new HempDataError({
      code: 'INVALID_RESPONSE',
      message: `HTTP ${response.status} without HempData's error envelope${snippet ? `: ${snippet}` : ''}`,
      status: response.status,
      requestId,
      retryAfter: parseRetryAfter(response.headers.get('retry-after'), now),
    })
  }
  const [first] = body.errors
  return new HempDataError({
    code: first.code as ErrorCode,
    message: first.message,
    status: response.status,
    requestId: body.meta?.request_id ?? requestId,
    docUrl: first.doc_url ?? null,
    retryAfter: parseRetryAfter(response.headers.get('retry-after'), now),
    resetsAt: typeof first.resets_at === 'string' ? first.resets_at : null,
    errors: body.errors,
  })
}

/** A success body that is not the envelope the endpoint promises. */
export function unexpected(status: number, body: unknown, what: string): HempDataError {
  const snippet = (typeof body === 'string' ? body : (JSON.stringify(body) ?? '')).slice(0, 200)
  return new HempDataError({
    code: 'INVALID_RESPONSE',
    message: `HTTP ${status}: expected ${what}, got ${snippet || 'an empty body'}`,
    status,
  })
}
