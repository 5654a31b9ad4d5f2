/** The monthly allowance in a route's OpenAPI text, for variants whose tiers have one (the column free tier). */
import type { ErrorCode } from '../../lib/errors.ts'
import type { VariantProfile } from '../../variants/profile.ts'

export interface AllowanceDocs {
  /** MONTHLY_QUOTA_EXCEEDED when some tier has an allowance. */
  errors: ErrorCode[]
  /** A paragraph for the route's description, or null. */
  note: string | null
}

/** What a route says about the allowance; `kind` is what its requests count as. */
export function allowanceDocs(profile: VariantProfile, kind: 'product check' | 'state lookup'): AllowanceDocs {
  const plans = profile.tiers.flatMap(tier => {
    const allowance = profile.monthlyAllowance(tier)
    return allowance === null ? [] : [`the ${tier} tier includes ${allowance}`]
  })
  if (plans.length === 0) return { errors: [], note: null }
  return {
    errors: ['MONTHLY_QUOTA_EXCEEDED'],
    note: [
      `Counts as a ${kind} against the monthly allowance: ${plans.join(', ')} product checks and state lookups together a calendar month (UTC).`,
      'Product checks are GET /v1/compliance/check and POST /v1/widget/check with a key; state lookups are GET /v1/regulations, /v1/regulations/{id}, /v1/regulations/compare and /v1/states/{code}, one per answered request however many states it names.',
      'Refused and failed requests are not counted. Past the allowance: 429 MONTHLY_QUOTA_EXCEEDED with `resets_at`, the first instant of the next month.',
    ].join(' '),
  }
}

/** A route's description with the allowance's paragraph, when there is one. */
export const withNote = (description: string, note: string | null): string =>
  note ? `${description}\n\n${note}` : description
