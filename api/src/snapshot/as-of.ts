/**
 * The law in force on a past date, rebuilt from the snapshot: each record as it stood, by undoing
 * the changelog's changes in law dated after that day (newest first). A correction of our data
 * (recorded the moment it was made, `changedAt` = `detectedAt`) is not a change in law and stays:
 * the corrected fact was the law then too. Built lazily per record and kept per (date, version).
 */
import {
  FEDERAL,
  MERCHANT_FIELD_COLUMNS,
  MERCHANT_FIELDS,
  type ChangeEvent,
  type Regulation,
  type RegulationDetails,
} from '../domain/types.ts'
import { regulationKey, type Snapshot } from './snapshot.ts'

/** How far ahead a dated change is announced as pending. */
export const PENDING_WINDOW_DAYS = 90

export interface PendingChange {
  date: string
  reason: string
}

export interface RecordsAsOf {
  asOf: string
  dataVersion: number
  record(state: string, substance: string, productType: string): Regulation | undefined
  /**
   * Whether the rule as we hold it took effect after `asOf`, so what stood that day is not in our
   * history. A record walked back past its own effective date is the rule that stood before: in force.
   */
  takesEffectLater(record: Regulation): boolean
  pending(regulationId: string): PendingChange[]
}

const DETAIL_COLUMNS: Record<string, keyof RegulationDetails> = {
  thc_limit: 'thcLimitText',
  thc_limit_pct_dryweight: 'thcPctDryWeight',
  thc_limit_mg_per_serving: 'thcMgPerServing',
  thc_limit_mg_per_container: 'thcMgPerContainer',
  thc_measurement_method: 'thcMeasurementMethod',
  cbd_limit_mg_per_serving: 'cbdMgPerServing',
  age_restriction: 'minimumAge',
  age_verification_method: 'ageVerificationMethod',
  labeling_required: 'labelingRequired',
  labeling_requirements: 'labelingRequirements',
  packaging_requirements: 'packagingRequirements',
  warning_text_verbatim: 'warningTextVerbatim',
  testing_required: 'testingRequired',
  testing_standard: 'testingStandard',
  testing_panels_required: 'testingPanels',
  shipping_status: 'shippingStatus',
  carrier_restrictions: 'carrierRestrictions',
  license_required: 'licenseRequired',
  license_type: 'licenseType',
  enforcement_agency: 'enforcementAgency',
  enforcement_date: 'enforcementDate',
  penalty_range: 'penaltyRange',
  sales_channels: 'salesChannels',
  possession_limit: 'possessionLimit',
  additional_restrictions: 'additionalRestrictions',
}

const TOP_COLUMNS: Record<string, keyof Regulation> = {
  legal_status: 'legalStatus',
  federal_status: 'federalStatus',
  plain_english: 'summary',
  block_sale: 'blockSale',
  effective_date: 'effectiveDate',
  expiry_date: 'expiryDate',
  pending_change: 'pendingChange',
  verification_tier: 'verificationTier',
  confidence_score: 'confidence',
}

const FIELD_OF_COLUMN = new Map(MERCHANT_FIELDS.map(field => [MERCHANT_FIELD_COLUMNS[field], field]))

/** A change in law names the day it took effect; a correction is dated when it was made. */
export const isChangeInLaw = (event: ChangeEvent): boolean => event.changedAt !== event.detectedAt

const dayOf = (timestamp: string): string => timestamp.slice(0, 10)

/** The record before one change: every field it changed set back to the value it had. */
function undo(record: Regulation, event: ChangeEvent): Regulation {
  const out: Regulation = { ...record, details: { ...record.details }, determinations: { ...record.determinations } }
  const target = out as unknown as Record<string, unknown>
  const details = out.details as unknown as Record<string, unknown>
  for (const { field, oldValue } of event.fields) {
    if (field in TOP_COLUMNS) target[TOP_COLUMNS[field]] = oldValue
    else if (field in DETAIL_COLUMNS) details[DETAIL_COLUMNS[field]] = oldValue
    else if (field === 'source_urls') {
      const urls = new Set(oldValue as string[])
      out.sources = out.sources.filter(source => urls.has(source.url))
    }
  }
  // Determinations last: a field leaves `unknown` or `no state rule` for a value, or the other way round.
  for (const listed of ['unknown_fields', 'no_state_rule_fields'] as const) {
    const change = event.fields.find(f => f.field === listed)
    if (!change) continue
    const state = listed === 'unknown_fields' ? 'unknown' : 'no_state_rule'
    const was = new Set(change.oldValue as string[])
    for (const [column, field] of FIELD_OF_COLUMN) {
      const current = out.determinations[field]
      if (was.has(column)) out.determinations[field] = { ...current, state }
      else if (current?.state === state) out.determinations[field] = { ...current, state: 'value' }
    }
  }
  return out
}

/** Records rebuilt back past the day their rule took effect: each is the rule that stood before it. */
const walkedBack = new WeakSet<Regulation>()

/** The record as in force at the end of `asOf`, or undefined when it did not exist yet. */
export function recordAsOf(snapshot: Snapshot, current: Regulation, asOf: string): Regulation | undefined {
  const later = (snapshot.changesByRegulation.get(current.id) ?? []).filter(
    event => isChangeInLaw(event) && dayOf(event.changedAt) > asOf,
  )
  let record: Regulation | undefined = current
  let earlierRule = false
  // changesByRegulation is newest first, so undoing in order walks back in time.
  for (const event of later) {
    if (event.eventType === 'new_regulation') return undefined
    // A change on or before the day the held rule took effect: what it undoes is the rule before.
    if (dayOf(event.changedAt) <= record.effectiveDate) earlierRule = true
    record = undo(record, event)
  }
  if (earlierRule) walkedBack.add(record)
  return record
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

function build(snapshot: Snapshot, asOf: string): RecordsAsOf {
  const records = new Map<string, Regulation | undefined>()
  const until = addDays(asOf, PENDING_WINDOW_DAYS)
  return {
    asOf,
    dataVersion: snapshot.version,
    record(state, substance, productType) {
      const key = regulationKey(state, substance, productType)
      if (records.has(key)) return records.get(key)
      const current = snapshot.byKey.get(key)
      const record = current && recordAsOf(snapshot, current, asOf)
      records.set(key, record)
      return record
    },
    takesEffectLater: record => record.effectiveDate > asOf && !walkedBack.has(record),
    pending(regulationId) {
      const seen = new Set<string>()
      const out: PendingChange[] = []
      const events = (snapshot.changesByRegulation.get(regulationId) ?? []).filter(isChangeInLaw)
      for (const event of [...events].reverse()) {
        const day = dayOf(event.changedAt)
        if (day <= asOf || day > until || seen.has(`${day}|${event.reason}`)) continue
        seen.add(`${day}|${event.reason}`)
        out.push({ date: day, reason: event.reason })
      }
      return out
    },
  }
}

/** A few dates kept per data version: a checkout asks about today, an audit about a handful of days. */
const KEPT = 8
const kept = new Map<string, RecordsAsOf>()
const earliest = new Map<number, string>()

export function recordsAsOf(snapshot: Snapshot, asOf: string): RecordsAsOf {
  const key = `${snapshot.version}|${asOf}`
  const hit = kept.get(key)
  if (hit && hit.dataVersion === snapshot.version) return hit
  const built = build(snapshot, asOf)
  kept.set(key, built)
  if (kept.size > KEPT) kept.delete(kept.keys().next().value as string)
  return built
}

/**
 * The first day our history can answer for: when the oldest federal rule we hold took effect (before
 * it, not even the federal layer is known).
 */
export function earliestAnswerable(snapshot: Snapshot): string {
  const known = earliest.get(snapshot.version)
  if (known) return known
  const federal = snapshot.byState.get(FEDERAL) ?? []
  const days = federal
    .map(record => recordAsOf(snapshot, record, '0000-00-00')?.effectiveDate)
    .filter((day): day is string => Boolean(day))
    .sort()
  const day = days[0] ?? '0000-00-00'
  if (earliest.size > KEPT) earliest.clear()
  earliest.set(snapshot.version, day)
  return day
}
