/** How a corpus case is written: c(question, intent, states, substance, product type, status, state parameter?). */
export type CorpusStatus = 'answered' | 'gap'

export interface CorpusCase {
  q: string
  /** The `state` parameter sent with the question, if any. */
  state?: string
  intent: string
  states: string[]
  substance: string | null
  productType: string | null
  status: CorpusStatus
}

export const A = 'answered'
export const G = 'gap'

export function c(
  q: string,
  intent: string,
  states: string,
  substance: string | null,
  productType: string | null,
  status: CorpusStatus,
  state?: string,
): CorpusCase {
  return {
    q,
    intent,
    states: states ? states.split(',') : [],
    substance,
    productType,
    status,
    ...(state ? { state } : {}),
  }
}

export const D8 = 'delta-8-thc'
export const D9 = 'delta-9-thc'
export const CBD = 'cbd'
export const THCA = 'thca'
export const CBG = 'cbg'
export const CBN = 'cbn'
