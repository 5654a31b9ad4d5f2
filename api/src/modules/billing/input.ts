/** A checkout's and a portal's bodies checked as the contract says: every missing field named at once, then each value. */
import { BILLING_PERIODS, type BillingPeriod } from '../../billing/plans.ts'
import { isMailAddress } from '../../mail/outbox.ts'
import { ApiError } from '../../lib/errors.ts'
import type { CheckoutInput } from './checkout.ts'

const PLACEHOLDER = '{CHECKOUT_SESSION_ID}'

function present(body: Record<string, unknown>, fields: string[]): void {
  const missing = fields.filter(field => body[field] === undefined || body[field] === null || body[field] === '')
  if (missing.length > 0) throw new ApiError('MISSING_FIELDS', `Missing: ${missing.map(f => `body.${f}`).join(', ')}.`)
}

function webUrl(field: string, value: string): string {
  let parsed: URL
  try {
    parsed = new URL(value.replace(PLACEHOLDER, 'placeholder'))
  } catch {
    throw new ApiError('VALIDATION_ERROR', `body.${field}: expected an absolute http(s) URL`)
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new ApiError('VALIDATION_ERROR', `body.${field}: expected an absolute http(s) URL`)
  return value
}

/** `needEmail`: a keyless checkout names its buyer; a keyed one buys for the key's account. */
export function checkoutInput(body: Record<string, unknown>, needEmail: boolean, tiers: string[]): CheckoutInput {
  present(body, ['tier', 'billing_period', ...(needEmail ? ['email'] : []), 'success_url', 'cancel_url'])
  const tier = String(body.tier)
  if (!tiers.includes(tier))
    throw new ApiError('INVALID_TIER', `body.tier: "${tier}" is not sold here; choose one of ${tiers.join(', ')}.`)
  const period = String(body.billing_period)
  if (!BILLING_PERIODS.includes(period as BillingPeriod))
    throw new ApiError('VALIDATION_ERROR', `body.billing_period: expected one of ${BILLING_PERIODS.join(', ')}`)
  const email = body.email === undefined || body.email === '' ? '' : String(body.email).trim().toLowerCase()
  if (email && !isMailAddress(email)) throw new ApiError('VALIDATION_ERROR', 'body.email: expected an e-mail address')
  const successUrl = webUrl('success_url', String(body.success_url))
  if (!successUrl.includes(PLACEHOLDER))
    throw new ApiError('VALIDATION_ERROR', `body.success_url: must contain the literal ${PLACEHOLDER}`)
  return {
    tier,
    billingPeriod: period as BillingPeriod,
    email,
    successUrl,
    cancelUrl: webUrl('cancel_url', String(body.cancel_url)),
  }
}

export function portalInput(body: Record<string, unknown>): string {
  present(body, ['return_url'])
  return webUrl('return_url', String(body.return_url))
}
