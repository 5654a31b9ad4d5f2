/** One case of the verification table: an order, what the cited law says of it, and where it says so. */
import type { OrderFacts } from '../../../support/verify.ts'

export interface TableCase {
  name: string
  /** The research note's source for the expectation (../shared/research/state-facts-*.md). */
  cite: string
  order: OrderFacts
  result: 'compliant' | 'not_compliant' | 'undetermined'
  /** Every failure, as `JURISDICTION:CODE`; exactly these (unless `someFailures`). */
  failures?: string[]
  /** Only these must be among the failures (the other layer may add its own). */
  someFailures?: boolean
  /** Warnings that must be present, as `JURISDICTION:CODE`. */
  warnings?: string[]
  /** Per line, when the order mixes lines. */
  lines?: ('compliant' | 'not_compliant' | 'undetermined')[]
  decidedBy?: 'state' | 'federal' | 'both'
  ageGate?: boolean
}

export const PRE_781 = '2026-06-01'
export const POST_781 = '2026-11-28'

/** Sec. 781 of P.L. 119-37: 0.4 mg total THC per container, synthesized cannabinoids excluded, from 12 Nov 2026. */
export const SEC_781 =
  'https://www.regulatoryoversight.com/?p=22197; https://libationlawblog.com/2025/11/13/0-4-mg-thc-cap-hemp-beverages-shutdown-bill'

/** A delta-9 gummy jar of `mg` total THC per container, not synthesized. */
export const jar = (mg: number, extra: Record<string, unknown> = {}) => ({
  substance: 'delta-9-thc',
  productType: 'edibles',
  thcMgPerContainer: mg,
  synthesized: false,
  ...extra,
})

/** A delta-9 smokable within the federal limits. */
export const smokable = {
  substance: 'delta-9-thc',
  productType: 'smokable',
  thcMgPerContainer: 0.3,
  thcPctDryWeight: 0.2,
  synthesized: false,
}

/** An order to `state` on `asOf` from a 30-year-old buyer. */
export const order = (state: string, asOf: string, lines: object[], extra: Record<string, unknown> = {}) => ({
  state,
  asOf,
  buyerAge: 30,
  lines: lines as never,
  ...extra,
})
