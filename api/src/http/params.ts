/**
 * Query-parameter schemas with messages that name the failing parameter. They are the single
 * source for validation (api/src/http/query.ts) and for the OpenAPI document. Numbers and booleans
 * are plain TypeBox types: the strings of a query are converted strictly before checking.
 */
import { Type } from '@sinclair/typebox'
import { t, type TSchema } from 'elysia'
import { PRODUCT_TYPES, SUBSTANCES } from '../domain/types.ts'
// Strict `date` and `date-time` formats (see dates.ts) before any schema is checked.
import '../lib/dates.ts'

/** Product-type words accepted besides the identifiers (the demo check says `vape`). */
export const PRODUCT_TYPE_ALIASES: Record<string, string> = { vape: 'vapes' }

export function oneOf<const V extends string>(name: string, values: readonly V[], description?: string) {
  return t.Union(
    values.map(value => t.Literal(value)),
    { error: `${name}: expected one of ${values.join(', ')}`, description },
  )
}

export const stateCode = (name: string, description = 'Two-letter state code (or DC).') =>
  t.String({ pattern: '^[A-Za-z]{2}$', error: `${name}: expected a two-letter state code such as CO`, description })

export const stateList = (name: string, description: string) =>
  t.String({
    pattern: '^[A-Za-z]{2}(\\s*,\\s*[A-Za-z]{2})*$',
    error: `${name}: expected comma-separated two-letter state codes such as CO,TX`,
    description,
  })

export const substance = (name: string) => oneOf(name, SUBSTANCES, 'Substance identifier.')

export const productType = (name: string) =>
  oneOf(
    name,
    [...PRODUCT_TYPES, ...Object.keys(PRODUCT_TYPE_ALIASES)],
    'Product type identifier (`vape` is an alias of `vapes`).',
  )

export const MAX_PAGE = 100_000

export const page = () =>
  Type.Integer({
    minimum: 1,
    maximum: MAX_PAGE,
    error: `query.page: expected a whole number from 1 to ${MAX_PAGE}`,
    description: 'Page number, from 1.',
    default: 1,
  })

export const perPage = () =>
  Type.Integer({
    minimum: 1,
    maximum: 100,
    error: 'query.per_page: expected a whole number from 1 to 100',
    description: 'Items per page, 1 to 100.',
    default: 25,
  })

export const flag = (name: string, description: string) =>
  Type.Boolean({ error: `${name}: expected true or false`, description, default: false })

export const confidence = (name: string) =>
  Type.Number({
    minimum: 0,
    maximum: 1,
    error: `${name}: expected a number from 0 to 1`,
    description: 'Only records with confidence at or above this.',
    default: 0,
  })

/** The forms a date-time parameter accepts (dates.ts), for its OpenAPI description. */
export const DATE_TIME_FORMS =
  'RFC 3339 (ISO 8601): `YYYY-MM-DDTHH:MM:SS`, an optional fraction of 1 to 9 digits, then `Z` or an offset `±HH:MM` (e.g. `2026-01-31T00:00:00Z`, `2026-01-31T09:30:00.5+02:00`); upper-case `T` and `Z`; a real calendar date. Anything else, quoted values included, is 400 VALIDATION_ERROR.'

export const DATE_FORMS =
  'ISO 8601 calendar date `YYYY-MM-DD` (e.g. `2026-01-31`), a real one. Anything else is 400 VALIDATION_ERROR.'

export const dateTime = (name: string, description: string) =>
  t.String({
    format: 'date-time',
    error: `${name}: expected an ISO 8601 date-time such as 2026-01-31T00:00:00Z or 2026-01-31T09:30:00.5+02:00 (a real date; T and Z upper-case)`,
    description: `${description} ${DATE_TIME_FORMS}`,
  })

export const date = (name: string, description: string) =>
  t.String({
    format: 'date',
    error: `${name}: expected an ISO 8601 date such as 2026-01-31 (a real date)`,
    description: `${description} ${DATE_FORMS}`,
  })

/** A query object that rejects parameters it does not know (a typo must not widen a compliance query). */
export const query = (properties: Record<string, TSchema>, required: string[] = []) =>
  t.Object(
    Object.fromEntries(
      Object.entries(properties).map(([key, schema]) => [key, required.includes(key) ? schema : t.Optional(schema)]),
    ),
    { additionalProperties: false },
  )

export const normalizeProductType = (value: string): string => PRODUCT_TYPE_ALIASES[value] ?? value

export const upperStates = (value: string): string[] => [
  ...new Set(
    value
      .split(',')
      .map(code => code.trim().toUpperCase())
      .filter(Boolean),
  ),
]
