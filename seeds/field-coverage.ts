/**
 * How far the merchant-facing fields are determined: per field and per jurisdiction, the share of the
 * records whose sale the state does not prohibit that hold a value, no state rule, or unknown.
 */
import {
  FEDERAL,
  MERCHANT_FIELD_COLUMNS,
  MERCHANT_FIELDS,
  type FieldState,
  type MerchantField,
  type RegulationRecord,
} from '../api/src/domain/types.ts'

export type StateCounts = Record<FieldState, number>

/**
 * The floors a field's determined share (a value or no state rule) must reach over the records a
 * merchant may act on: the merchant's questions (may I ship it, from what age, how much per serving and
 * per container, tested and labeled how) at 90 %, penalties at 75 %.
 */
export const DETERMINED_FLOORS: Partial<Record<MerchantField, number>> = {
  shippingStatus: 0.9,
  minimumAge: 0.9,
  thcMgPerServing: 0.9,
  thcMgPerContainer: 0.9,
  testingStandard: 0.9,
  labelingRequired: 0.9,
  penaltyRange: 0.75,
}

/** The records a merchant may act on: a state's, whose sale the state itself does not prohibit. */
export const sellable = (records: RegulationRecord[]): RegulationRecord[] =>
  records.filter(r => r.state !== FEDERAL && r.legalStatus !== 'prohibited')

const empty = (): StateCounts => ({ value: 0, no_state_rule: 0, unknown: 0 })

export function countStates(records: RegulationRecord[], field: MerchantField): StateCounts {
  const counts = empty()
  for (const r of records) counts[r.determinations[field].state]++
  return counts
}

export const determinedShare = (c: StateCounts): number => {
  const total = c.value + c.no_state_rule + c.unknown
  return total === 0 ? 1 : (c.value + c.no_state_rule) / total
}

export interface FieldCoverageRow {
  field: MerchantField
  column: string
  counts: StateCounts
  determined: number
  floor: number | null
}

export function fieldCoverage(records: RegulationRecord[]): FieldCoverageRow[] {
  const population = sellable(records)
  return MERCHANT_FIELDS.map(field => {
    const counts = countStates(population, field)
    return {
      field,
      column: MERCHANT_FIELD_COLUMNS[field],
      counts,
      determined: determinedShare(counts),
      floor: DETERMINED_FLOORS[field] ?? null,
    }
  })
}

/** Per jurisdiction, the determined share of each field (for finding where research is missing). */
export function fieldCoverageByJurisdiction(records: RegulationRecord[]): Map<string, Record<MerchantField, number>> {
  const byState = new Map<string, RegulationRecord[]>()
  for (const r of sellable(records)) byState.set(r.state, [...(byState.get(r.state) ?? []), r])
  return new Map(
    [...byState]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([code, regs]) => [
        code,
        Object.fromEntries(MERCHANT_FIELDS.map(f => [f, determinedShare(countStates(regs, f))])) as Record<
          MerchantField,
          number
        >,
      ]),
  )
}

const percent = (share: number): string => `${Math.floor(share * 1000) / 10}%`

/**
 * A field below its floor, as `seeds:check` reports it: its counts, and the jurisdictions where it is
 * least determined (every jurisdiction below the floor, least first), so the research knows where to go.
 */
export function floorProblems(records: RegulationRecord[]): { where: string; problem: string }[] {
  const byJurisdiction = fieldCoverageByJurisdiction(records)
  return fieldCoverage(records)
    .filter(row => row.floor !== null && row.determined < row.floor)
    .map(row => {
      const { value, no_state_rule, unknown } = row.counts
      const behind = [...byJurisdiction]
        .filter(([, shares]) => shares[row.field] < (row.floor ?? 0))
        .sort(([, a], [, b]) => a[row.field] - b[row.field])
        .map(([code, shares]) => `${code} ${percent(shares[row.field])}`)
      return {
        where: `fields/${row.column}`,
        problem: `below floor: ${percent(row.determined)} determined (value ${value}, no state rule ${no_state_rule}, unknown ${unknown}), floor ${percent(row.floor ?? 0)}; below it in ${behind.join(', ')}`,
      }
    })
}
