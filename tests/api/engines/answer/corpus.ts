/**
 * The answer engine's quality corpus: plain questions as merchants type them, each with what a correct
 * reading finds (intent, jurisdictions, substance, product type) and whether the data supports an
 * answer. Expected statuses follow the dataset: a field the record leaves empty, a product type whose
 * status differs by form, a place or product HempData does not cover, a question about the future
 * are gaps. Written from how people ask, not from what the parser handles; hard cases are kept.
 * Eleven expected statuses were corrected after the first run, each where the dataset itself showed
 * the first guess wrong (a field that differs by product type, a limit that is the same for all);
 * no question was removed or reworded.
 *
 * c(question, intent, states 'TX' | 'TX,FL' | '', substance | null, product type | null, status, state parameter?)
 */
import type { CorpusCase } from './corpus/case.ts'
import { legality, legalityWithoutProduct, thcLimits } from './corpus/topics.ts'
import {
  ambiguous,
  comparison,
  future,
  notCovered,
  outOfScope,
  secondBatch,
  withStateParameter,
} from './corpus/edges.ts'
import {
  bills,
  effectiveDates,
  federal,
  labeling,
  licence,
  minimumAge,
  penalties,
  shipping,
  testing,
} from './corpus/sale-rules.ts'

export type { CorpusCase, CorpusStatus } from './corpus/case.ts'

export const CORPUS: CorpusCase[] = [
  ...legality,
  ...legalityWithoutProduct,
  ...thcLimits,
  ...minimumAge,
  ...shipping,
  ...licence,
  ...testing,
  ...labeling,
  ...penalties,
  ...effectiveDates,
  ...bills,
  ...federal,
  ...comparison,
  ...outOfScope,
  ...notCovered,
  ...future,
  ...ambiguous,
  ...withStateParameter,
  ...secondBatch,
]
