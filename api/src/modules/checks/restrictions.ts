/**
 * The conditions a seller must meet, as short sentences a shopper and a merchant both understand.
 * Built from the state's record; the federal layer adds the federal THC definition when the state
 * sets none of its own, and carriers' rules stay out (they concern shipping, shown in its own line).
 */
import type { Regulation } from '../../domain/types.ts'

const SHIPPING: Record<string, string> = {
  allowed: 'Shipping to buyers is allowed.',
  allowed_with_conditions: 'Shipping to buyers is allowed with conditions.',
  prohibited_to_consumers: 'May not be shipped to consumers.',
  prohibited: 'May not be shipped.',
}

const VERIFICATION: Record<string, string> = {
  government_id: 'government ID',
}

const sentence = (text: string): string => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`)

/** A merchant field the state's record does not hold as a value: said as no state rule, or as unknown (never as allowed). */
function notAValue(record: Regulation, field: 'minimumAge' | 'shippingStatus', what: string): string | null {
  const state = record.determinations[field]?.state ?? 'unknown'
  if (state === 'value') return null
  return state === 'no_state_rule'
    ? `No state rule on ${what}: the state's law sets none, so federal law and the carriers govern.`
    : `The state's rule on ${what} is unknown to HempData: verify it before selling; it is not a permission.`
}

export function restrictionsOf(record: Regulation, federal: Regulation | null, minimumAge: number | null): string[] {
  const d = record.details
  const out: string[] = []
  if (minimumAge !== null) {
    const how = d.ageVerificationMethod
      ? ` (${VERIFICATION[d.ageVerificationMethod] ?? d.ageVerificationMethod.replaceAll('_', ' ')} checked)`
      : ''
    out.push(`Buyers must be ${minimumAge} or older${how}.`)
  } else {
    const age = notAValue(record, 'minimumAge', 'a minimum purchase age')
    if (age) out.push(age)
  }
  const thc = d.thcLimitText || federal?.details.thcLimitText
  if (thc) out.push(sentence(`THC limit: ${thc}`))
  if (d.licenseRequired)
    out.push(sentence(d.licenseType ? `Licence required: ${d.licenseType}` : 'A licence is required'))
  if (d.testingRequired) out.push('Lab testing with a certificate of analysis is required.')
  if (d.labelingRequired)
    out.push(sentence(d.labelingRequirements ? `Labeling: ${d.labelingRequirements}` : 'Labeling rules apply'))
  if (d.possessionLimit) out.push(sentence(`Possession limit: ${d.possessionLimit}`))
  if (d.additionalRestrictions) out.push(sentence(d.additionalRestrictions))
  const shippingRule = notAValue(record, 'shippingStatus', 'shipping to consumers')
  if (shippingRule) out.push(shippingRule)
  // Where the state's rule is unknown, the federal layer's shipping is not offered in its place: it could read as allowed.
  const shipping =
    d.shippingStatus ??
    (record.determinations.shippingStatus?.state === 'no_state_rule' ? federal?.details.shippingStatus : null)
  if (shipping && SHIPPING[shipping]) out.push(SHIPPING[shipping])
  if (record.pendingChange) out.push('A signed change to this rule has not taken effect yet.')
  return out
}
