/**
 * Body validation inside a handler, after authentication (as query.ts does for queries): the same
 * compiled TypeBox schemas, and messages that name the failing field.
 */
import type { TObject } from '@sinclair/typebox'
import { ApiError } from '../lib/errors.ts'
import { checker, rejectFirst } from './query.ts'

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
