/**
 * What changed between two versions of a regulation, in the change event types of the contract.
 * Field names are the flat public names (the column variant's), so every presenter can show them.
 */
import {
  MERCHANT_FIELD_COLUMNS,
  MERCHANT_FIELDS,
  type ChangeEventType,
  type FieldState,
  type Regulation,
  type RegulationState,
} from './types.ts'

export function regulationState(regulation: Regulation): RegulationState {
  return {
    legalStatus: regulation.legalStatus,
    summary: regulation.summary,
    thcLimit: regulation.details.thcLimitText,
    ageRequirement: regulation.details.minimumAge,
    federalStatus: regulation.federalStatus,
    blockSale: regulation.blockSale,
    pendingChange: regulation.pendingChange,
  }
}

type Flat = Record<string, unknown>

/** The fields whose change is a `details_updated` event, by public name. */
export function flattenDetails(r: Regulation): Flat {
  const d = r.details
  return {
    federal_status: r.federalStatus,
    plain_english: r.summary,
    thc_limit: d.thcLimitText,
    thc_limit_pct_dryweight: d.thcPctDryWeight,
    thc_limit_mg_per_serving: d.thcMgPerServing,
    thc_limit_mg_per_container: d.thcMgPerContainer,
    thc_measurement_method: d.thcMeasurementMethod,
    cbd_limit_mg_per_serving: d.cbdMgPerServing,
    age_restriction: d.minimumAge,
    age_verification_method: d.ageVerificationMethod,
    labeling_required: d.labelingRequired,
    labeling_requirements: d.labelingRequirements,
    packaging_requirements: d.packagingRequirements,
    warning_text_verbatim: d.warningTextVerbatim,
    testing_required: d.testingRequired,
    testing_standard: d.testingStandard,
    testing_panels_required: d.testingPanels,
    shipping_status: d.shippingStatus,
    carrier_restrictions: d.carrierRestrictions,
    license_required: d.licenseRequired,
    license_type: d.licenseType,
    enforcement_agency: d.enforcementAgency,
    enforcement_date: d.enforcementDate,
    penalty_range: d.penaltyRange,
    sales_channels: d.salesChannels,
    possession_limit: d.possessionLimit,
    additional_restrictions: d.additionalRestrictions,
    block_sale: r.blockSale,
    effective_date: r.effectiveDate,
    expiry_date: r.expiryDate,
    pending_change: r.pendingChange,
    verification_tier: r.verificationTier,
    unknown_fields: fieldsIn(r, 'unknown'),
    no_state_rule_fields: fieldsIn(r, 'no_state_rule'),
  }
}

/** The public names of the merchant-facing fields in one determination state. */
export const fieldsIn = (r: Regulation, state: FieldState): string[] =>
  MERCHANT_FIELDS.filter(field => r.determinations[field]?.state === state).map(field => MERCHANT_FIELD_COLUMNS[field])

export interface DiffPart {
  eventType: ChangeEventType
  fields: { field: string; oldValue: unknown; newValue: unknown }[]
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b)

/** A confidence move larger than this is an event of its own. */
export const CONFIDENCE_EVENT_THRESHOLD = 0.1

export function diffRegulations(before: Regulation, after: Regulation): DiffPart[] {
  const parts: DiffPart[] = []
  if (before.legalStatus !== after.legalStatus) {
    parts.push({
      eventType: 'legal_status_changed',
      fields: [{ field: 'legal_status', oldValue: before.legalStatus, newValue: after.legalStatus }],
    })
  }
  const old = flattenDetails(before)
  const now = flattenDetails(after)
  const details = Object.keys(now)
    .filter(field => !same(old[field], now[field]))
    .map(field => ({ field, oldValue: old[field], newValue: now[field] }))
  if (details.length > 0) parts.push({ eventType: 'details_updated', fields: details })
  if (Math.abs(before.confidence - after.confidence) > CONFIDENCE_EVENT_THRESHOLD) {
    parts.push({
      eventType: 'confidence_changed',
      fields: [{ field: 'confidence_score', oldValue: before.confidence, newValue: after.confidence }],
    })
  }
  const known = new Set(before.sources.map(source => source.url))
  const added = after.sources.filter(source => !known.has(source.url))
  if (added.length > 0) {
    parts.push({
      eventType: 'source_added',
      fields: [{ field: 'source_urls', oldValue: [...known], newValue: after.sources.map(s => s.url) }],
    })
  }
  return parts
}

/** "legal_status: legal → prohibited; age_restriction: 18 → 21" */
export function describeFields(fields: DiffPart['fields']): string {
  const show = (value: unknown): string =>
    value === null || value === undefined ? 'none' : Array.isArray(value) ? value.join(', ') || 'none' : String(value)
  return fields.map(f => `${f.field}: ${show(f.oldValue)} → ${show(f.newValue)}`).join('; ')
}
