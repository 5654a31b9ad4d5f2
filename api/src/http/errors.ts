/**
 * The one place errors become responses: every failure, from validation to an
 * unhandled exception, leaves as the contract's envelope with a request id and a doc_url.
 */
import { Elysia } from 'elysia'
import { isConnectionError } from '../lib/deadline.ts'
import { logFailure } from '../lib/log.ts'
import { failure } from './envelope.ts'
import { requestIdOf, type SetHeaders } from './request-id.ts'
import type { AppDeps } from './deps.ts'
import { HSTS, proxiedHttps } from './security-headers.ts'
import { ApiError, statusOf, type ErrorCode } from '../lib/errors.ts'

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
  const what =
    first?.message === 'Unexpected property'
      ? 'unknown parameter; check its spelling'
      : (first?.message ?? 'invalid value')
  return `${where}${path ? `.${path}` : ''}: ${what}`
}

type ErrorDeps = Pick<AppDeps, 'env' | 'security'>

/** What a failure is answered from: the request's headers so far, and the request when known (HSTS behind a proxy). */
interface ErrorContext {
  set: { headers: SetHeaders }
  request?: Request
}

function render(
  deps: ErrorDeps,
  code: ErrorCode,
  message: string,
  ctx: ErrorContext,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const body = failure(code, message, requestIdOf(ctx.set), deps.env.publicUrl, extra)
  const own = stringHeaders(ctx.set.headers)
  if (ctx.request && proxiedHttps(deps.security, ctx.request)) own['strict-transport-security'] = HSTS
  return new Response(JSON.stringify(body), {
    status: statusOf(code),
    headers: { ...deps.security.standing, ...own, ...headers, 'content-type': 'application/json; charset=utf-8' },
  })
}

function stringHeaders(headers: SetHeaders): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(headers)) if (value !== undefined) out[key] = String(value)
  return out
}

/**
 * The response for any failure of a request: ours (ApiError) as they are, the framework's
 * (validation, parse, no such route) as the contract's codes, an unreachable database as 503,
 * anything else as a 500 that says nothing of its cause. `code` is Elysia's name for its own errors.
 */
export function errorResponse(deps: ErrorDeps, code: string, error: unknown, ctx: ErrorContext): Response {
  // Elysia wraps what a parse hook throws (the body limit) in a ParseError; the cause is ours.
  const own = error instanceof ApiError ? error : (error as { cause?: unknown } | null)?.cause
  if (own instanceof ApiError) return render(deps, own.code, own.message, ctx, own.extra, own.headers)
  switch (code) {
    case 'VALIDATION':
      return render(deps, 'VALIDATION_ERROR', validationMessage(error as ValidationLike), ctx)
    case 'PARSE':
      return render(deps, 'VALIDATION_ERROR', 'body: not valid JSON (or not the declared content type)', ctx)
    case 'NOT_FOUND':
      return render(deps, 'NOT_FOUND', 'No such endpoint. See /docs for the routes HempData serves.', ctx)
    case 'INVALID_COOKIE_SIGNATURE':
    case 'INVALID_FILE_TYPE':
      return render(deps, 'VALIDATION_ERROR', 'request: invalid input', ctx)
  }
  if (isConnectionError(error))
    return render(deps, 'SERVICE_UNAVAILABLE', 'The database is unreachable. Retry with backoff.', ctx)
  // Ids and codes only: the error object of a failed query carries its parameters (lib/log.ts).
  logFailure(`[error] ${requestIdOf(ctx.set)}`, error)
  return render(deps, 'INTERNAL_ERROR', 'An unexpected error occurred. Quote the request_id if it persists.', ctx)
}

export function errorHandling(deps: ErrorDeps) {
  // Elysia reads which context fields a hook uses from its parameters: name them, never pass the whole context.
  return new Elysia({ name: 'hd-errors' }).onError({ as: 'global' }, ({ code, error, set, request }) =>
    errorResponse(deps, String(code), error, { set, request }),
  )
}
