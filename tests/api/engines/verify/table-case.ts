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
