/**
 * The order verification's vocabulary: what a merchant tells us about an order and its products,
 * and what we answer per line. Codes are the contract's; each finding names its jurisdiction.
 */
import type { Regulation } from '../../domain/types.ts'
import type { PendingChange } from '../../snapshot/as-of.ts'

export type { PendingChange }

export const FAILURE_CODES = [
  'SUBSTANCE_PROHIBITED',
  'THC_PER_SERVING_EXCEEDED',
  'THC_PER_CONTAINER_EXCEEDED',
  'THC_DRY_WEIGHT_EXCEEDED',
  /** A state's CBD cap per serving (the contract names no code for it; this one says what it is). */
  'CBD_PER_SERVING_EXCEEDED',
  'SYNTHESIZED_CANNABINOID',
  'SHIPPING_PROHIBITED',
  'BELOW_MINIMUM_AGE',
] as const
export type FailureCode = (typeof FAILURE_CODES)[number]

/**
 * The first three leave a line undetermined; a pending change and contradictory facts are said but
 * do not change the verdict (the larger of contradictory figures is the one checked).
 */
export const WARNING_CODES = [
  'PRODUCT_FACT_MISSING',
  'RULE_UNKNOWN',
  'RULE_DISPUTED',
  'PENDING_CHANGE',
  'FACTS_CONTRADICTORY',
] as const
export type WarningCode = (typeof WARNING_CODES)[number]
export type FindingCode = FailureCode | WarningCode

export const UNDETERMINING: ReadonlySet<FindingCode> = new Set([
  'PRODUCT_FACT_MISSING',
  'RULE_UNKNOWN',
  'RULE_DISPUTED',
])

export type VerifyResult = 'compliant' | 'not_compliant' | 'undetermined'
export type Channel = 'online' | 'in_store'

/** One product line; every product fact is optional, and a missing one is said, never assumed. */
export interface OrderLine {
  id: string
  substance: string
  productType: string
  quantity: number
  thcMgPerServing?: number
  servingsPerContainer?: number
  /** Total THC (THCA included) per container, as a certificate of analysis states it. */
  thcMgPerContainer?: number
  /** Total THC, percent of dry weight. */
  thcPctDryWeight?: number
  cbdMgPerServing?: number
  synthesized?: boolean
  coaUrl?: string
}

export interface Order {
  state: string
  asOf: string
  /** Whole years on `asOf`, when the merchant knows it. */
  buyerAge: number | null
  channel: Channel
  lines: OrderLine[]
}

/** The law in force on one date: the records as they stood, and what was about to change. */
export interface RecordsInForce {
  asOf: string
  record(state: string, substance: string, productType: string): Regulation | undefined
  /** The rule as held took effect after `asOf`: what stood that day is not in our history. */
  takesEffectLater(record: Regulation): boolean
  /** Dated changes to a record within the look-ahead window after `asOf`, soonest first. */
  pending(regulationId: string): PendingChange[]
}

export interface Citation {
  n: number
  label: string
  url: string
}

export interface Finding {
  code: FindingCode
  /** A state code, or `US` for the federal layer. */
  jurisdiction: string
  message: string
  /** The citation numbers (of the line's `citations`) this finding rests on. */
  refs: number[]
  /** A pending change's date. */
  date?: string
}

export interface Requirements {
  minimumAge: number | null
  ageGateRequired: boolean
  licenseRequired: boolean
  licenseTypes: string[]
  labelingRequired: boolean | null
  labeling: string[]
  testingRequired: boolean
  testingStandards: string[]
  shipping: string[]
}

export type DecidedBy = 'state' | 'federal' | 'both'

export interface LineVerdict {
  id: string
  substance: string
  productType: string
  quantity: number
  result: VerifyResult
  failureCodes: FailureCode[]
  warningCodes: WarningCode[]
  findings: Finding[]
  decidedBy: DecidedBy
  requirements: Requirements
  stateRule: Regulation | null
  federalRule: Regulation | null
  citations: Citation[]
}

export interface OrderVerdict {
  result: VerifyResult
  compliant: boolean | null
  failureCodes: FailureCode[]
  warningCodes: WarningCode[]
  asOf: string
  lines: LineVerdict[]
}
