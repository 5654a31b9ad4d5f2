/**
 * A verification's body, read into an order: bounded, validated with the schema, each error naming
 * its path as a merchant's code would (`lines[3].thc_mg_per_container: must be ≥ 0`), then the
 * checks a schema cannot make (a state we serve, a known product type, a date we hold history for).
 */
import type { TObject } from '@sinclair/typebox'
import { ValueErrorType } from '@sinclair/typebox/errors'
import { STATE_CODES, PRODUCT_TYPES } from '../../domain/types.ts'
import type { Order } from '../../engines/verify/index.ts'
import { parseBody } from '../../http/body.ts'
import { normalizeProductType } from '../../http/params.ts'
import { checker } from '../../http/query.ts'
import { isIsoDate } from '../../lib/dates.ts'
import { ApiError } from '../../lib/errors.ts'
import { verifyBody } from './schemas.ts'

type Body = {
  ship_to: { state: string }
  as_of?: string
  buyer_age?: number
  buyer_birth_date?: string
  channel?: Order['channel']
  lines: Array<{ id: string; substance: string; product_type: string; quantity?: number } & Record<string, unknown>>
}

const STATES = new Set<string>(STATE_CODES)
const PRODUCTS = new Set<string>(PRODUCT_TYPES)

/** `/lines/3/thc_mg_per_container` → `lines[3].thc_mg_per_container` */
export const pathOf = (pointer: string): string =>
  pointer
    .split('/')
    .filter(Boolean)
    .map((part, i) => (/^\d+$/.test(part) ? `[${part}]` : i === 0 ? part : `.${part}`))
    .join('')

function describeError(error: { schema: Record<string, unknown>; value: unknown; message: string }): string {
  const { schema, value } = error
  if (value === undefined) return 'required'
  if (typeof value === 'number' && typeof schema.minimum === 'number' && value < schema.minimum)
    return `must be ≥ ${schema.minimum}`
  if (typeof value === 'number' && typeof schema.exclusiveMinimum === 'number' && value <= schema.exclusiveMinimum)
    return `must be > ${schema.exclusiveMinimum}`
  if (typeof value === 'number' && typeof schema.maximum === 'number' && value > schema.maximum)
    return `must be ≤ ${schema.maximum}`
  if (Array.isArray(schema.anyOf))
    return `must be one of ${(schema.anyOf as { const: unknown }[]).map(s => s.const).join(', ')}`
  if (schema.type === 'array' && Array.isArray(value))
    return `must hold ${schema.minItems} to ${schema.maxItems} items; it holds ${value.length}`
  return error.message.toLowerCase()
}

/** The first failing part of a body, by its path. */
function refuse(schema: TObject, body: unknown): never {
  const first = checker(schema).Errors(body).First()
  if (!first) throw new ApiError('VALIDATION_ERROR', 'body: invalid')
  const unknown = first.type === ValueErrorType.ObjectAdditionalProperties
  const path = pathOf(first.path) || 'body'
  throw new ApiError(
    'VALIDATION_ERROR',
    `${path}: ${unknown ? 'unknown field; check its spelling' : describeError(first as never)}`,
  )
}

function ageOn(birth: string, day: string): number {
  const [by, bm, bd] = birth.split('-').map(Number)
  const [y, m, d] = day.split('-').map(Number)
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0)
}

export interface OrderRequest {
  order: Order
  /** The body as the merchant sent it, for the receipt. */
  body: Body
}

export function readOrder(raw: unknown, today: string, earliest: string): OrderRequest {
  if (raw !== null && typeof raw === 'object' && !Array.isArray(raw) && !checker(verifyBody).Check(raw))
    refuse(verifyBody, raw)
  const body = parseBody<Body>(verifyBody, raw)
  const state = body.ship_to.state.toUpperCase()
  if (!STATES.has(state))
    throw new ApiError('VALIDATION_ERROR', `ship_to.state: ${body.ship_to.state} is not one of the 50 states or DC`)
  const asOf = body.as_of ?? today
  if (!isIsoDate(asOf)) throw new ApiError('VALIDATION_ERROR', 'as_of: expected a date (YYYY-MM-DD)')
  if (asOf < earliest)
    throw new ApiError(
      'VALIDATION_ERROR',
      `as_of: ${asOf} is before ${earliest}, the earliest date HempData's history answers for`,
    )
  if (body.buyer_age !== undefined && body.buyer_birth_date !== undefined)
    throw new ApiError('VALIDATION_ERROR', 'buyer_birth_date: send buyer_age or buyer_birth_date, not both')
  const birth = body.buyer_birth_date
  if (birth !== undefined && (!isIsoDate(birth) || birth > asOf))
    throw new ApiError('VALIDATION_ERROR', `buyer_birth_date: must be a date on or before ${asOf}`)
  const lines = body.lines.map((line, i) => {
    const productType = normalizeProductType(line.product_type)
    if (!PRODUCTS.has(productType))
      throw new ApiError('VALIDATION_ERROR', `lines[${i}].product_type: must be one of ${PRODUCT_TYPES.join(', ')}`)
    return {
      id: line.id,
      substance: line.substance,
      productType,
      quantity: line.quantity ?? 1,
      thcMgPerServing: line.thc_mg_per_serving as number | undefined,
      servingsPerContainer: line.servings_per_container as number | undefined,
      thcMgPerContainer: line.thc_mg_per_container as number | undefined,
      thcPctDryWeight: line.thc_pct_dry_weight as number | undefined,
      cbdMgPerServing: line.cbd_mg_per_serving as number | undefined,
      synthesized: line.synthesized as boolean | undefined,
      coaUrl: line.coa_url as string | undefined,
    }
  })
  const buyerAge = body.buyer_age ?? (birth !== undefined ? ageOn(birth, asOf) : null)
  return { order: { state, asOf, buyerAge, channel: body.channel ?? 'online', lines }, body }
}
