/**
 * What HempData's data says for a question's slots, computed from the compiled dataset alone (never
 * from the engine): the one fact every matching record shares, or the gap a correct reading must
 * give: the field no record holds, the slot the records disagree on, or a reason fixed by the
 * question itself (no jurisdiction named, a subject outside the data, the future, a past year …).
 */
import type { CompiledDataset } from '../../../../../seeds/compile.ts'
import type { Bill, RegulationRecord } from '../../../../../api/src/domain/types.ts'

/** The slots a reader finds in a question; `substance: 'thc'` is unqualified "THC" (delta-9, delta-8 or THCA). */
export interface Slots {
  intent: string
  states: string[]
  substance: string | null
  productType: string | null
  /** A gap the question forces whatever the data holds (see GAP_REASONS). */
  forced: string | null
}

export type Fact = Record<string, unknown>
export type Expected =
  | { status: 'answered'; fact: Fact }
  | { status: 'answered'; jurisdictions: { code: string; fact: Fact }[] }
  | { status: 'answered'; bills: string[] }
  | { status: 'gap'; missing: string }

/** Reasons a question is a gap before any record is read, as the `missing` the answer names. */
export const GAP_REASONS = [
  'state',
  'topic',
  'jurisdiction',
  'local_rules',
  'substance',
  'product_type',
  'future_law',
  'history',
] as const

const THC_FAMILY = ['delta-9-thc', 'delta-8-thc', 'thca']

type Reader = (r: RegulationRecord, question: string) => Fact | null

const present = (r: RegulationRecord, federal: boolean): Fact =>
  federal ? { federal_status: r.legalStatus } : { state_status: r.legalStatus, federal_status: r.federalStatus }

/** The fact each intent reads from a record; null when the record leaves it empty. */
const READERS: Record<string, Reader> = {
  legality: r => present(r, r.state === 'US'),
  federal_status: r => ({ federal_status: r.federalStatus }),
  thc_limits: r => ({
    thc_limit: r.details.thcLimitText,
    thc_pct_dry_weight: r.details.thcPctDryWeight,
    thc_mg_per_serving: r.details.thcMgPerServing,
    thc_mg_per_container: r.details.thcMgPerContainer,
    thc_measurement_method: r.details.thcMeasurementMethod,
    cbd_mg_per_serving: r.details.cbdMgPerServing,
  }),
  minimum_age: r =>
    r.details.minimumAge === null
      ? null
      : { minimum_age: r.details.minimumAge, age_verification_method: r.details.ageVerificationMethod },
  shipping: (r, q) => {
    if (r.details.shippingStatus !== null)
      return { shipping_status: r.details.shippingStatus, carrier_restrictions: r.details.carrierRestrictions }
    const carrierAsked = /\b(usps|ups|fedex|dhl|post office|carriers?)\b/i.test(q)
    return carrierAsked && r.details.carrierRestrictions
      ? { shipping_status: null, carrier_restrictions: r.details.carrierRestrictions }
      : null
  },
  licence: r => ({
    license_required: r.details.licenseRequired,
    license_type: r.details.licenseType,
    enforcement_agency: r.details.enforcementAgency,
  }),
  testing: r => ({
    testing_required: r.details.testingRequired,
    testing_standard: r.details.testingStandard,
    testing_panels: r.details.testingPanels,
  }),
  labeling: (r, q) => {
    if (r.details.labelingRequired === null) return null
    if (/\bwarning/i.test(q) && r.details.warningTextVerbatim === null) return null
    return {
      labeling_required: r.details.labelingRequired,
      labeling_requirements: r.details.labelingRequirements,
      packaging_requirements: r.details.packagingRequirements,
      warning_text_verbatim: r.details.warningTextVerbatim,
    }
  },
  penalties: r =>
    r.details.penaltyRange === null
      ? null
      : {
          penalty_range: r.details.penaltyRange,
          enforcement_agency: r.details.enforcementAgency,
          enforcement_date: r.details.enforcementDate,
        },
  effective_date: r => ({
    effective_date: r.effectiveDate,
    enforcement_date: r.details.enforcementDate,
    expiry_date: r.expiryDate,
    pending_change: r.pendingChange,
  }),
  enforcement_agency: r =>
    r.details.enforcementAgency === null ? null : { enforcement_agency: r.details.enforcementAgency },
}

/** The field a gap names when every matching record leaves the fact empty. */
const FIELD: Record<string, string> = {
  minimum_age: 'minimum_age',
  shipping: 'shipping_status',
  labeling: 'labeling_required',
  penalties: 'penalty_range',
  enforcement_agency: 'enforcement_agency',
}

const isPending = (b: Bill): boolean => !['signed', 'vetoed', 'dead'].includes(b.status)

export class Oracle {
  private readonly byState = new Map<string, RegulationRecord[]>()

  constructor(private readonly dataset: CompiledDataset) {
    for (const r of dataset.regulations) this.byState.set(r.state, [...(this.byState.get(r.state) ?? []), r])
  }

  expect(slots: Slots, question: string): Expected {
    if (slots.forced) return { status: 'gap', missing: slots.forced }
    const [kind, topic] = slots.intent.split(':')
    if (kind === 'comparison') {
      const rows = slots.states.map(code => ({ code, result: this.one(topic, code, slots, question) }))
      const gap = rows.find(row => row.result.status === 'gap')
      if (gap) return gap.result
      return {
        status: 'answered',
        jurisdictions: rows.map(row => ({ code: row.code, fact: (row.result as { fact: Fact }).fact })),
      }
    }
    if (slots.states.length !== 1) return { status: 'gap', missing: 'state' }
    return this.one(kind, slots.states[0], slots, question)
  }

  private candidates(code: string, slots: Slots): RegulationRecord[] {
    const substances = slots.substance === 'thc' ? THC_FAMILY : slots.substance ? [slots.substance] : null
    return (this.byState.get(code) ?? []).filter(
      r =>
        (substances === null || substances.includes(r.substance)) &&
        (slots.productType === null || r.productType === slots.productType),
    )
  }

  private one(intent: string, code: string, slots: Slots, question: string): Expected {
    const records = this.candidates(code, slots)
    if (records.length === 0) return { status: 'gap', missing: 'regulation' }
    if (intent === 'pending_bills') return this.bills(code, slots, records)
    const read = READERS[intent]
    const facts = records.map(r => read(r, question))
    if (facts.every(f => f === null)) return { status: 'gap', missing: FIELD[intent] ?? intent }
    if (new Set(facts.map(f => JSON.stringify(f))).size > 1) {
      const substanceOpen = slots.substance === null || slots.substance === 'thc'
      const productOpen = slots.productType === null
      return {
        status: 'gap',
        missing:
          substanceOpen && productOpen ? 'substance, product_type' : substanceOpen ? 'substance' : 'product_type',
      }
    }
    return { status: 'answered', fact: facts[0] as Fact }
  }

  private bills(code: string, slots: Slots, records: RegulationRecord[]): Expected {
    const narrowed = slots.substance !== null || slots.productType !== null
    const ids = new Set(records.map(r => r.id))
    const linked = new Set(this.dataset.links.filter(l => ids.has(l.regulationId)).map(l => l.billId))
    const bills = this.dataset.bills.filter(
      b => b.state === code && (!narrowed || linked.has(b.billId)) && isPending(b),
    )
    return bills.length === 0
      ? { status: 'gap', missing: 'pending_bills' }
      : { status: 'answered', bills: bills.map(b => b.number).sort() }
  }
}
