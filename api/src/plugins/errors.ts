/**
 * Request ids and the one place errors become responses: every failure, from validation to an
 * unhandled exception, leaves as the contract's envelope with a request id and a doc_url.
 */
import { randomBytes } from 'node:crypto'
import { Elysia } from 'elysia'
import { isConnectionError } from '../lib/deadline.ts'
import { failure } from '../lib/envelope.ts'
import { ApiError, statusOf, type ErrorCode } from '../lib/errors.ts'

// Random per HTTP thread (each has its own copy of this module), so ids never repeat across threads.
const ID_PREFIX = `req_${randomBytes(5).toString('hex')}`
// Counting from 36^6 gives seven base-36 digits without padding for the first 76 billion requests.
let counter = 36 ** 6

export const newRequestId = (): string => ID_PREFIX + (counter++).toString(36)

type Headers = Record<string, string | number | undefined>

/**
 * The request id of the current request, assigned on first use: every enveloped response and every
 * error asks for it, so no per-request hook is needed (a global hook costs every request).
 */
export function requestIdOf(set: { headers: Headers }): string {
  const existing = set.headers['x-request-id']
  if (existing) return String(existing)
  const id = newRequestId()
  set.headers['x-request-id'] = id
  return id
}

interface ValidationLike {
  type?: string
  all?: { path?: string; message?: string; schema?: { error?: unknown } }[]
  message?: string
}

/** "query.per_page: expected a whole number from 1 to 100" — always naming the failing path. */
export function validationMessage(error: ValidationLike): string {
  const where = error.type ?? 'request'
  const first = error.all?.[0]
  const custom = first?.schema?.error
  if (typeof custom === 'string') return custom
  const path = first?.path ? first.path.replace(/^\//, '').replaceAll('/', '.') : ''
  const what = first?.message === 'Unexpected property' ? 'unknown parameter; check its spelling' : (first?.message ?? 'invalid value')
  return `${where}${path ? `.${path}` : ''}: ${what}`
}

function render(code: ErrorCode, message: string, set: { headers: Headers }, publicUrl: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const body = failure(code, message, requestIdOf(set), publicUrl, extra)
  return new Response(JSON.stringify(body), {
    status: statusOf(code),
    headers: { ...stringHeaders(set.headers), ...headers, 'content-type': 'application/json; charset=utf-8' },
  })
}

function stringHeaders(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(headers)) if (value !== undefined) out[key] = String(value)
  return out
}

/**
 * The response for any failure of a request: ours (ApiError) as they are, the framework's
 * (validation, parse, no such route) as the contract's codes, an unreachable database as 503,
 * anything else as a 500 that says nothing of its cause. `code` is Elysia's name for its own errors.
 */
export function errorResponse(publicUrl: string, code: string, error: unknown, set: { headers: Headers }): Response {
  // Elysia wraps what a parse hook throws (the body limit) in a ParseError; the cause is ours.
  const own = error instanceof ApiError ? error : (error as { cause?: unknown } | null)?.cause
  if (own instanceof ApiError) return render(own.code, own.message, set, publicUrl, own.extra, own.headers)
  switch (code) {
    case 'VALIDATION':
      return render('VALIDATION_ERROR', validationMessage(error as ValidationLike), set, publicUrl)
    case 'PARSE':
      return render('VALIDATION_ERROR', 'body: not valid JSON (or not the declared content type)', set, publicUrl)
    case 'NOT_FOUND':
      return render('NOT_FOUND', 'No such endpoint. See /docs for the routes HempData serves.', set, publicUrl)
    case 'INVALID_COOKIE_SIGNATURE':
    case 'INVALID_FILE_TYPE':
      return render('VALIDATION_ERROR', 'request: invalid input', set, publicUrl)
  }
  if (isConnectionError(error)) return render('SERVICE_UNAVAILABLE', 'The database is unreachable. Retry with backoff.', set, publicUrl)
  console.error(`[error] ${requestIdOf(set)}`, error)
  return render('INTERNAL_ERROR', 'An unexpected error occurred. Quote the request_id if it persists.', set, publicUrl)
}

export function errorHandling(publicUrl: string) {
  // Elysia reads which context fields a hook uses from its parameters: name them, never pass the whole context.
  return new Elysia({ name: 'hd-errors' })
    .onError({ as: 'global' }, ({ code, error, set }) => errorResponse(publicUrl, String(code), error, set))
}
