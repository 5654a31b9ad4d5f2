/**
 * Request bodies of the public POST endpoints, read inside the handler after the caller is
 * admitted (a refused request costs no parsing), and validated with the same compiled TypeBox
 * schemas as queries, with messages that name the failing field. Reading the body here rather
 * than through the framework's parser also keeps one code path for every JSON body we accept.
 */
import type { TObject } from '@sinclair/typebox'
import { ApiError } from '../lib/errors.ts'
import { checker, rejectFirst } from './query.ts'

/**
 * The body parsed as JSON, refused over `maxBytes` (declared or actual) or when it is not JSON.
 * The Content-Type is not consulted: what is sent must parse, whatever it is labelled.
 */
export function readJsonBody(request: Request, maxBytes: number, example: string): Promise<unknown> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge(maxBytes)
  return request.text().then((text) => {
    if (text.length > maxBytes) throw tooLarge(maxBytes)
    try {
      return JSON.parse(text)
    } catch {
      throw new ApiError('VALIDATION_ERROR', `body: not valid JSON; send ${example}`)
    }
  })
}

function tooLarge(maxBytes: number): ApiError {
  const size = maxBytes >= 1024 * 1024 ? `${maxBytes / 1024 / 1024} MiB` : `${maxBytes / 1024} KiB`
  return new ApiError('VALIDATION_ERROR', `body: larger than ${size}`)
}

export function parseBody<T = Record<string, unknown>>(schema: TObject, body: unknown): T {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError('VALIDATION_ERROR', 'body: expected a JSON object (Content-Type: application/json)')
  }
  const check = checker(schema)
  if (check.Check(body)) return body as T
  const missing = (schema.required ?? []).filter((name) => (body as Record<string, unknown>)[name] === undefined)
  if (missing.length > 0) throw new ApiError('MISSING_FIELDS', `body: missing ${missing.join(', ')}`)
  return rejectFirst(check, schema, body, 'body', 'field')
}
