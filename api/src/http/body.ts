/**
 * Body validation inside a handler, after authentication (as query.ts does for queries): the same
 * compiled TypeBox schemas, and messages that name the failing field.
 */
import type { TObject } from '@sinclair/typebox'
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler'
import { ApiError } from '../lib/errors.ts'

const compiled = new WeakMap<TObject, TypeCheck<TObject>>()

export function parseBody<T = Record<string, unknown>>(schema: TObject, body: unknown): T {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError('VALIDATION_ERROR', 'body: expected a JSON object (Content-Type: application/json)')
  }
  let check = compiled.get(schema)
  if (!check) {
    check = TypeCompiler.Compile(schema)
    compiled.set(schema, check)
  }
  if (check.Check(body)) return body as T
  const missing = (schema.required ?? []).filter((name) => (body as Record<string, unknown>)[name] === undefined)
  if (missing.length > 0) throw new ApiError('MISSING_FIELDS', `body: missing ${missing.join(', ')}`)
  const first = check.Errors(body).First()
  const name = first?.path.replace(/^\//, '').split('/')[0] ?? ''
  const property = name ? (schema.properties[name] as { error?: unknown } | undefined) : undefined
  if (name && !property) throw new ApiError('VALIDATION_ERROR', `body.${name}: unknown field; check its spelling`)
  if (typeof property?.error === 'string') throw new ApiError('VALIDATION_ERROR', property.error)
  throw new ApiError('VALIDATION_ERROR', `body${name ? `.${name}` : ''}: ${first?.message ?? 'invalid value'}`)
}
