/** Nested-variant regulation and change presenters: the canonical model in the nested field names. */
import type { ChangeEvent, Regulation, RegulationState } from '../../../domain/types.ts'
import { NESTED_MERCHANT_FIELDS, regId } from '../../../variants/nested.ts'
import type { PresentContext } from '../../../variants/profile.ts'
import { changesOf, presentBill } from '../../../variants/shared.ts'
import { fieldNotes, fieldsInState } from './field-states.ts'
import { nestedDiffSummary } from './nested-changes.ts'

export const chgId = (uuid: string): string => `chg_${uuid}`

const baseCache = new WeakMap<Regulation, Record<string, unknown>>()

function base(r: Regulation, stateName: string): Record<string, unknown> {
  const cached = baseCache.get(r)
  if (cached) return cached
  const d = r.details
  const presented = {
    id: regId(r.id),
    state: r.state,
    state_name: stateName,
    substance: r.substance,
    product_type: r.productType,
    legal_status: r.legalStatus,
    federal_status: r.federalStatus,
    block_sale: r.blockSale,
    summary: r.summary,
    details: {
      thc_limit: d.thcLimitText,
      age_requirement: d.minimumAge,
      license_required: d.licenseRequired,
      testing_required: d.testingRequired,
      labeling_requirements: d.labelingRequirements,
      packaging_requirements: d.packagingRequirements,
      sales_channels: d.salesChannels,
      possession_limit: d.possessionLimit,
      additional_restrictions: d.additionalRestrictions,
      thc_limits: {
        pct_dry_weight: d.thcPctDryWeight,
        mg_per_serving: d.thcMgPerServing,
        mg_per_container: d.thcMgPerContainer,
        measurement_method: d.thcMeasurementMethod,
      },
      cbd_limit_mg_per_serving: d.cbdMgPerServing,
      age_verification_method: d.ageVerificationMethod,
      warning_text_verbatim: d.warningTextVerbatim,
      testing_standard: d.testingStandard,
      testing_panels: d.testingPanels,
      shipping_status: d.shippingStatus,
      carrier_restrictions: d.carrierRestrictions,
      license_type: d.licenseType,
      enforcement_agency: d.enforcementAgency,
      enforcement_date: d.enforcementDate,
      penalty_range: d.penaltyRange,
      unknown_fields: fieldsInState(r, 'unknown', NESTED_MERCHANT_FIELDS),
      no_state_rule_fields: fieldsInState(r, 'no_state_rule', NESTED_MERCHANT_FIELDS),
    },
    effective_date: r.effectiveDate,
    expiration_date: r.expiryDate,
    pending_change: r.pendingChange,
    confidence: r.confidence,
    confidence_breakdown: {
      source_quality: r.confidenceBreakdown.sourceQuality,
      recency: r.confidenceBreakdown.recency,
      consistency: r.confidenceBreakdown.consistency,
      ai_parsing: r.confidenceBreakdown.aiParsing,
    },
    last_verified: r.lastVerified,
    verified_by:
      r.verificationTier === 'attorney_reviewed' || r.verificationTier === 'analyst_verified' ? 'manual' : 'automated',
    verification_tier: r.verificationTier,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
  }
  baseCache.set(r, presented)
  return presented
}

export function presentRegulation(r: Regulation, ctx: PresentContext): Record<string, unknown> {
  const presented = base(r, ctx.snapshot.jurisdiction.get(r.state)?.name ?? r.state)
  const { sources, bills, changelog } = ctx.includes
  if (!sources && !bills && !changelog) return presented
  const extended: Record<string, unknown> = { ...presented }
  if (sources) {
    // Each field's note names the sources it rests on, so it comes with them: every read stays lean.
    extended.details = { ...(presented.details as object), field_notes: fieldNotes(r, NESTED_MERCHANT_FIELDS) }
    extended.sources = r.sources.map(s => ({
      id: s.id,
      title: s.title,
      url: s.url,
      type: s.type,
      retrieved_at: s.retrievedAt,
    }))
  }
  if (bills)
    extended.related_bills = (ctx.snapshot.billsByRegulation.get(r.id) ?? []).map(b =>
      presentBill(b, ctx.snapshot, regId, r.id),
    )
  if (changelog) extended.changelog = changesOf(r, ctx).map(presentChange)
  return extended
}

const stateOf = (s: RegulationState | null) =>
  s && {
    legal_status: s.legalStatus,
    summary: s.summary,
    thc_limit: s.thcLimit,
    age_requirement: s.ageRequirement,
    ...(s.federalStatus === undefined ? {} : { federal_status: s.federalStatus }),
    ...(s.blockSale === undefined ? {} : { block_sale: s.blockSale }),
  }

export function presentChange(c: ChangeEvent): Record<string, unknown> {
  return {
    id: chgId(c.id),
    regulation_id: regId(c.regulationId),
    state: c.state,
    substance: c.substance,
    product_type: c.productType,
    event_type: c.eventType,
    before: stateOf(c.before),
    after: stateOf(c.after),
    diff_summary: c.fields.length > 0 ? nestedDiffSummary(c.fields) : c.diffSummary,
    plain_english_summary: c.plainEnglishSummary,
    reason: c.reason,
    changed_at: c.changedAt,
    detected_at: c.detectedAt,
  }
}
