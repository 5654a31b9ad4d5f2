/**
 * Query validation for cached reads. Elysia would validate every request; a cached read only needs
 * it on a cache miss (a hit means this exact query string already passed, repeated parameters
 * included), so the routes validate here with the same TypeBox schemas, compiled once, and the
 * same messages naming the parameter.
 */
import { Kind, type TObject, type TSchema } from '@sinclair/typebox'
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler'
import { ApiError } from '../lib/errors.ts'

const compiled = new WeakMap<TObject, TypeCheck<TObject>>()

/** The schema's compiled check, made once per schema. */
export function checker(schema: TObject): TypeCheck<TObject> {
  let check = compiled.get(schema)
  if (!check) {
    check = TypeCompiler.Compile(schema)
    compiled.set(schema, check)
  }
  return check
}

const DECIMAL = /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/

/** Strict conversion of one query string to the property's type; anything else stays a string and fails the check. */
function convert(schema: TSchema | undefined, raw: string): unknown {
  switch (schema?.[Kind]) {
    case 'Integer':
      return /^-?\d+$/.test(raw) ? Number(raw) : raw
    case 'Number':
      return DECIMAL.test(raw) && Number.isFinite(Number(raw)) ? Number(raw) : raw
    case 'Boolean':
      return raw === 'true' ? true : raw === 'false' ? false : raw
    default:
      return raw
  }
}

/**
 * The query of `url` converted to the schema's types (numbers, booleans), or a 400 naming the
 * parameter. A repeated parameter is refused: `state=WA&state=CO` is ambiguous, and rather than
 * silently keep one value HempData asks for each parameter once.
 */
export function parseQuery(schema: TObject, url: string): Record<string, unknown> {
  const start = url.indexOf('?')
  const value: Record<string, unknown> = {}
  if (start !== -1) {
    for (const [key, raw] of new URLSearchParams(url.slice(start + 1))) {
      if (key !== '' && Object.hasOwn(value, key)) {
        throw new ApiError(
          'VALIDATION_ERROR',
          `query.${key}: given more than once; send each parameter once (lists are comma-separated)`,
        )
      }
      value[key] = convert(schema.properties[key], raw)
    }
  }
  const check = checker(schema)
  if (check.Check(value)) return value
  return rejectFirst(check, schema, value, 'query', 'parameter')
}

/** A 400 VALIDATION_ERROR naming the first failing part of `value`: `query.state: …`, `body.substance: …`. */
export function rejectFirst(
  check: TypeCheck<TObject>,
  schema: TObject,
  value: unknown,
  where: 'query' | 'body',
  what: 'parameter' | 'field',
): never {
  const first = check.Errors(value).First()
  const name = first?.path.replace(/^\//, '').split('/')[0] ?? ''
  const property = name ? (schema.properties[name] as { error?: unknown } | undefined) : undefined
  if (name && !property) throw new ApiError('VALIDATION_ERROR', `${where}.${name}: unknown ${what}; check its spelling`)
  if (typeof property?.error === 'string') throw new ApiError('VALIDATION_ERROR', property.error)
  throw new ApiError('VALIDATION_ERROR', `${where}${name ? `.${name}` : ''}: ${first?.message ?? 'invalid value'}`)
}

/** OpenAPI parameters for a query schema (the routes no longer hand it to Elysia). */
export function queryParameters(schema: TObject) {
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties).map(([name, property]) => {
    const { error: _error, description, ...rest } = property as Record<string, unknown>
    return { name, in: 'query', required: required.has(name), description, schema: rest }
  })
}
