/** Column-variant regulation and change presenters: flat records whose columns depend on the caller's tier. */
import { MERCHANT_FIELD_COLUMNS, type ChangeEvent, type Regulation } from '../../../domain/types.ts'
import { columnStatus, tierRank } from '../../../variants/column.ts'
import type { PresentContext } from '../../../variants/profile.ts'
import { changesOf } from '../../../variants/shared.ts'
import { fieldsInState } from './field-states.ts'

export type Columns = Record<string, unknown>

function core(r: Regulation): Columns {
  const d = r.details
  return {
    id: r.id,
    jurisdiction: r.state,
    substance: r.substance,
    product_type: r.productType,
    legal_status: columnStatus(r.legalStatus, r),
    federal_status: r.federalStatus,
    thc_limit_pct_dryweight: d.thcPctDryWeight,
    thc_limit_mg_per_serving: d.thcMgPerServing,
    thc_limit_mg_per_container: d.thcMgPerContainer,
    thc_measurement_method: d.thcMeasurementMethod,
    block_sale: r.blockSale,
    effective_date: r.effectiveDate,
    expiry_date: r.expiryDate,
    last_verified: r.lastVerified,
    verification_tier: r.verificationTier,
    confidence_score: r.confidence,
  }
}

function retailer(r: Regulation): Columns {
  const d = r.details
  return {
    cbd_limit_mg_per_serving: d.cbdMgPerServing,
    age_restriction: d.minimumAge,
    age_verification_method: d.ageVerificationMethod,
    shipping_status: d.shippingStatus,
    carrier_restrictions: d.carrierRestrictions,
    license_required: d.licenseRequired,
    license_type: d.licenseType,
  }
}

function brand(r: Regulation): Columns {
  const d = r.details
  return {
    labeling_required: d.labelingRequired,
    warning_text_verbatim: d.warningTextVerbatim,
    testing_standard: d.testingStandard,
    testing_panels_required: d.testingPanels,
    enforcement_date: d.enforcementDate,
    enforcement_agency: d.enforcementAgency,
    penalty_range: d.penaltyRange,
    plain_english: r.summary,
  }
}

const cache = new WeakMap<Regulation, Columns[]>()

function tiered(r: Regulation, rank: number): Columns {
  let byRank = cache.get(r)
  if (!byRank) {
    byRank = []
    cache.set(r, byRank)
  }
  const hit = byRank[rank]
  if (hit) return hit
  const columns: Columns = { ...core(r), ...(rank >= 1 ? retailer(r) : {}), ...(rank >= 2 ? brand(r) : {}) }
  // The three states of the fields this tier sees: a field it does not see is not listed either.
  const shown = (column: string): boolean => column in columns
  columns.unknown_fields = fieldsInState(r, 'unknown', MERCHANT_FIELD_COLUMNS, shown)
  columns.no_state_rule_fields = fieldsInState(r, 'no_state_rule', MERCHANT_FIELD_COLUMNS, shown)
  byRank[rank] = columns
  return columns
}

export function presentRegulation(r: Regulation, ctx: PresentContext): Columns {
  const columns = tiered(r, tierRank(ctx.caller.tier))
  const { sources, bills, changelog } = ctx.includes
  if (!sources && !bills && !changelog) return columns
  const out: Columns = { ...columns }
  if (sources) {
    out.source_urls = r.sources.map(s => s.url)
    out.source_documents = r.sources.map(s => s.title)
  }
  if (bills) {
    out.related_bills = (ctx.snapshot.billsByRegulation.get(r.id) ?? []).map(b => ({
      bill_id: b.billId,
      title: b.title,
      status: b.status,
      url: b.trackerUrl,
    }))
  }
  if (changelog) out.changelog = presentChanges(changesOf(r, ctx))
  return out
}

/** One row per changed field, as the column changelog lists them. */
export function presentChanges(events: ChangeEvent[]): Columns[] {
  return events.flatMap(event =>
    event.fields.map(field => ({
      id: field.id,
      regulation_id: event.regulationId,
      jurisdiction: event.state,
      field_changed: field.field,
      old_value: field.oldValue ?? null,
      new_value: field.newValue ?? null,
      changed_at: event.changedAt,
      reason: event.reason,
    })),
  )
}
