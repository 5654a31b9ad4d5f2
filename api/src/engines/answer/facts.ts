/**
 * The fact each intent reads from a regulation record, and the rule that turns a set of candidate
 * records into one answer: every candidate must hold the same fact. When the question leaves the
 * substance or product type open and the records disagree, the engine asks which; when the record
 * leaves the field empty, that is a gap, never a default.
 */
import { mostRestrictive } from '../../domain/status.ts'
import { FEDERAL, type Regulation } from '../../domain/types.ts'
import type { TopicIntent } from './intents.ts'

export type Fact = Record<string, unknown>

export interface FactOptions {
  /** The question names a carrier (UPS, USPS, FedEx): carriers' national policies answer it. */
  carrierAsked: boolean
  /** The question asks for the verbatim warning text. */
  warningAsked: boolean
}

export interface FactSpec {
  /** The field a gap names as missing when records leave it empty. */
  missing: string
  of(record: Regulation, options: FactOptions): Fact | null
  /** A few words naming the fact, for telling groups of records apart. */
  label(fact: Fact): string
}

const words = (value: unknown): string => String(value).replaceAll('_', ' ')

const SPECS: Record<Exclude<TopicIntent, 'pending_bills'>, FactSpec> = {
  legality: {
    missing: 'legal_status',
    of: r =>
      r.state === FEDERAL
        ? { federal_status: r.legalStatus, block_sale: r.blockSale }
        : {
            state_status: r.legalStatus,
            federal_status: r.federalStatus,
            effective_status: mostRestrictive(r.legalStatus, r.federalStatus),
            block_sale: r.blockSale,
          },
    label: f =>
      f.state_status
        ? `${words(f.state_status)} under state law, ${words(f.federal_status)} federally`
        : words(f.federal_status),
  },
  federal_status: {
    missing: 'federal_status',
    of: r => ({ federal_status: r.state === FEDERAL ? r.legalStatus : r.federalStatus }),
    label: f => words(f.federal_status),
  },
  thc_limits: {
    missing: 'thc_limit',
    of: r => ({
      thc_limit: r.details.thcLimitText,
      thc_pct_dry_weight: r.details.thcPctDryWeight,
      thc_mg_per_serving: r.details.thcMgPerServing,
      thc_mg_per_container: r.details.thcMgPerContainer,
      thc_measurement_method: r.details.thcMeasurementMethod,
      cbd_mg_per_serving: r.details.cbdMgPerServing,
    }),
    label: f => String(f.thc_limit),
  },
  minimum_age: {
    missing: 'minimum_age',
    of: r =>
      r.details.minimumAge === null
        ? null
        : { minimum_age: r.details.minimumAge, age_verification_method: r.details.ageVerificationMethod },
    label: f => `${f.minimum_age}+`,
  },
  shipping: {
    missing: 'shipping_status',
    of: (r, o) => {
      if (r.details.shippingStatus !== null)
        return { shipping_status: r.details.shippingStatus, carrier_restrictions: r.details.carrierRestrictions }
      if (o.carrierAsked && r.details.carrierRestrictions)
        return { shipping_status: null, carrier_restrictions: r.details.carrierRestrictions }
      return null
    },
    label: f => (f.shipping_status ? words(f.shipping_status) : 'no state shipping rule recorded'),
  },
  licence: {
    missing: 'license_required',
    of: r => ({
      license_required: r.details.licenseRequired,
      license_type: r.details.licenseType,
      enforcement_agency: r.details.enforcementAgency,
    }),
    label: f => (f.license_required ? String(f.license_type ?? 'licence required') : 'no licence requirement recorded'),
  },
  testing: {
    missing: 'testing_required',
    of: r => ({
      testing_required: r.details.testingRequired,
      testing_standard: r.details.testingStandard,
      testing_panels: r.details.testingPanels,
    }),
    label: f => (f.testing_required ? 'testing required' : 'no testing requirement recorded'),
  },
  labeling: {
    missing: 'labeling_required',
    of: (r, o) => {
      if (r.details.labelingRequired === null) return null
      if (o.warningAsked && r.details.warningTextVerbatim === null) return null
      return {
        labeling_required: r.details.labelingRequired,
        labeling_requirements: r.details.labelingRequirements,
        packaging_requirements: r.details.packagingRequirements,
        warning_text_verbatim: r.details.warningTextVerbatim,
      }
    },
    label: f => String(f.labeling_requirements),
  },
  penalties: {
    missing: 'penalty_range',
    of: r =>
      r.details.penaltyRange === null
        ? null
        : {
            penalty_range: r.details.penaltyRange,
            enforcement_agency: r.details.enforcementAgency,
            enforcement_date: r.details.enforcementDate,
          },
    label: f => String(f.penalty_range),
  },
  enforcement_agency: {
    missing: 'enforcement_agency',
    of: r => (r.details.enforcementAgency === null ? null : { enforcement_agency: r.details.enforcementAgency }),
    label: f => String(f.enforcement_agency),
  },
  effective_date: {
    missing: 'effective_date',
    of: r => ({
      effective_date: r.effectiveDate,
      enforcement_date: r.details.enforcementDate,
      expiry_date: r.expiryDate,
      pending_change: r.pendingChange,
    }),
    label: f => `effective ${f.effective_date}`,
  },
}

export function factSpec(
  intent: Exclude<TopicIntent, 'pending_bills'>,
  options: FactOptions,
): FactSpec & { read(r: Regulation): Fact | null } {
  const spec = SPECS[intent]
  return { ...spec, read: r => spec.of(r, options) }
}

export type Resolution =
  | { kind: 'resolved'; fact: Fact; records: Regulation[] }
  | { kind: 'empty'; records: Regulation[] }
  | { kind: 'differs'; groups: { label: string; records: Regulation[] }[] }
  | { kind: 'none' }

/** One fact for all candidates, or why there is none. */
export function resolve(candidates: Regulation[], spec: FactSpec & { read(r: Regulation): Fact | null }): Resolution {
  if (candidates.length === 0) return { kind: 'none' }
  const facts = candidates.map(r => spec.read(r))
  if (facts.every(f => f === null)) return { kind: 'empty', records: candidates }
  const groups = new Map<string, { label: string; records: Regulation[] }>()
  facts.forEach((fact, i) => {
    const key = fact === null ? 'null' : JSON.stringify(fact)
    const group = groups.get(key)
    if (group) group.records.push(candidates[i])
    else
      groups.set(key, {
        label: fact === null ? `no ${spec.missing.replaceAll('_', ' ')} recorded` : spec.label(fact),
        records: [candidates[i]],
      })
  })
  if (groups.size > 1) return { kind: 'differs', groups: [...groups.values()] }
  return { kind: 'resolved', fact: facts[0] as Fact, records: candidates }
}
