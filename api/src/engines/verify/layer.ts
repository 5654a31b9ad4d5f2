/**
 * One jurisdiction's rule against one line: the state's record or the federal layer's, as in force
 * on the order's date. Each finding names the jurisdiction and the sources it rests on.
 */
import { FEDERAL, type MerchantField, type Regulation } from '../../domain/types.ts'
import type { CitationList } from './citations.ts'
import type { LineFigures } from './facts.ts'
import type { Channel, Finding, FindingCode, OrderLine } from './types.ts'

/**
 * Sec. 781 of P.L. 119-37 (7 U.S.C. 1639o note) takes effect: from this day a final product with a
 * cannabinoid synthesized outside the plant is not hemp, whatever its dose. The federal records carry
 * the exclusion in their text only, so the date is the rule's.
 */
export const SYNTHESIZED_EXCLUSION_FROM = '2026-11-12'

/** Plant matter: its dry-weight concentration decides; a manufactured product's container cap does. */
const DRY_WEIGHT_DECIDES = new Set(['flower', 'smokable'])
const SHIPPING_REFUSED = new Set(['prohibited', 'prohibited_to_consumers'])

export interface LayerInput {
  jurisdiction: string
  record: Regulation | undefined
  line: OrderLine
  figures: LineFigures
  asOf: string
  takesEffectLater: boolean
  buyerAge: number | null
  channel: Channel
  cites: CitationList
}

const fmt = (n: number): string => String(Math.round(n * 10000) / 10000)
const nameOf = (jurisdiction: string): string => (jurisdiction === FEDERAL ? 'Federal law' : `${jurisdiction} law`)

interface Limit {
  field: MerchantField
  code: FindingCode
  fact: string
  value: (f: LineFigures, line: OrderLine) => number | undefined
  unit: string
  /** Whether the limit speaks to this line at all. */
  applies: (line: OrderLine) => boolean
}

const LIMITS: Limit[] = [
  {
    field: 'thcMgPerContainer',
    code: 'THC_PER_CONTAINER_EXCEEDED',
    fact: 'thc_mg_per_container',
    value: f => f.perContainer,
    unit: 'mg total THC per container',
    applies: () => true,
  },
  {
    field: 'thcMgPerServing',
    code: 'THC_PER_SERVING_EXCEEDED',
    fact: 'thc_mg_per_serving',
    value: f => f.perServing,
    unit: 'mg THC per serving',
    applies: () => true,
  },
  {
    field: 'thcPctDryWeight',
    code: 'THC_DRY_WEIGHT_EXCEEDED',
    fact: 'thc_pct_dry_weight',
    value: (_, line) => line.thcPctDryWeight,
    unit: '% total THC by dry weight',
    // For manufactured products the per-serving and per-container caps decide; a dry-weight figure
    // checked only when given would let a merchant pass by leaving it out.
    applies: line => DRY_WEIGHT_DECIDES.has(line.productType),
  },
  {
    field: 'cbdMgPerServing',
    code: 'CBD_PER_SERVING_EXCEEDED',
    fact: 'cbd_mg_per_serving',
    value: (_, line) => line.cbdMgPerServing,
    unit: 'mg CBD per serving',
    applies: line => line.substance === 'cbd',
  },
]

export function checkLayer(input: LayerInput): Finding[] {
  const { jurisdiction, record, line, asOf, cites } = input
  const who = nameOf(jurisdiction)
  const out: Finding[] = []
  const add = (code: FindingCode, message: string, refs: number[], date?: string) =>
    out.push({ code, jurisdiction, message, refs, ...(date ? { date } : {}) })
  if (!record) {
    add('RULE_UNKNOWN', `HempData holds no ${who.toLowerCase()} rule for ${line.substance} ${line.productType}.`, [])
    return out
  }
  if (input.takesEffectLater) {
    add(
      'RULE_UNKNOWN',
      `${who} for ${line.substance} ${line.productType} as HempData holds it took effect on ${record.effectiveDate}; the rule in force on ${asOf} is not in our history.`,
      cites.status(record),
    )
    return out
  }
  if (record.legalStatus === 'prohibited') {
    add(
      'SUBSTANCE_PROHIBITED',
      `${who} prohibits ${line.substance} ${line.productType}: ${record.summary}`,
      cites.status(record),
    )
    return out
  }
  if (record.legalStatus === 'unclear') {
    add(
      'RULE_DISPUTED',
      `${who} on ${line.substance} ${line.productType} is unsettled: ${record.summary}`,
      cites.status(record),
    )
  }
  if (jurisdiction === FEDERAL && asOf >= SYNTHESIZED_EXCLUSION_FROM) {
    if (line.synthesized === true)
      add(
        'SYNTHESIZED_CANNABINOID',
        'Federal law (Sec. 781, from 12 Nov 2026): a product with a cannabinoid synthesized outside the plant is not hemp but a controlled substance, whatever its dose.',
        cites.status(record),
      )
    else if (line.synthesized === undefined)
      add(
        'PRODUCT_FACT_MISSING',
        'synthesized: federal law excludes products with synthesized cannabinoids from hemp since 12 Nov 2026; say whether the product has any.',
        cites.status(record),
      )
  }
  for (const limit of LIMITS) if (limit.applies(line)) checkLimit(input, limit, add)
  checkAge(input, add)
  if (input.channel === 'online') checkShipping(input, add)
  return out
}

type Add = (code: FindingCode, message: string, refs: number[], date?: string) => void

function checkLimit({ jurisdiction, record, line, figures, cites }: LayerInput, limit: Limit, add: Add) {
  const rule = record!
  const determination = rule.determinations[limit.field]?.state ?? 'unknown'
  const who = nameOf(jurisdiction)
  if (determination === 'no_state_rule') return
  const refs = cites.field(rule, limit.field)
  const cap = rule.details[limit.field] as number | null
  if (determination === 'unknown' || cap === null) {
    const why = rule.determinations[limit.field]?.note
    add('RULE_UNKNOWN', `${who}: the limit in ${limit.unit} is not known to HempData${why ? ` (${why})` : ''}.`, refs)
    return
  }
  const value = limit.value(figures, line)
  // A serving is never more than its container: a container within the serving cap meets it.
  if (
    value === undefined &&
    limit.field === 'thcMgPerServing' &&
    figures.perContainer !== undefined &&
    figures.perContainer <= cap
  )
    return
  if (value === undefined) {
    add(
      'PRODUCT_FACT_MISSING',
      `${limit.fact}: ${who} caps it at ${fmt(cap)} ${limit.unit}; the line does not say.`,
      refs,
    )
    return
  }
  if (value <= cap) return
  // A dry-weight limit measured as delta-9 alone is not decided by a total-THC figure above it.
  if (limit.field === 'thcPctDryWeight' && /^delta-9/i.test(rule.details.thcMeasurementMethod ?? '')) {
    add(
      'PRODUCT_FACT_MISSING',
      `thc_pct_dry_weight: ${who} measured delta-9 THC alone (≤ ${fmt(cap)} %); a total THC of ${fmt(value)} % does not decide it.`,
      refs,
    )
    return
  }
  add(limit.code, `${who} caps ${limit.unit} at ${fmt(cap)}; this product has ${fmt(value)}.`, refs)
}

function checkAge({ jurisdiction, record, buyerAge, cites }: LayerInput, add: Add) {
  const rule = record!
  const state = rule.determinations.minimumAge?.state ?? 'unknown'
  if (state === 'no_state_rule') return
  const refs = cites.field(rule, 'minimumAge')
  const minimum = rule.details.minimumAge
  if (state === 'unknown' || minimum === null) {
    add('RULE_UNKNOWN', `${nameOf(jurisdiction)}: the minimum buyer age is not known to HempData.`, refs)
    return
  }
  if (buyerAge !== null && buyerAge < minimum)
    add(
      'BELOW_MINIMUM_AGE',
      `${nameOf(jurisdiction)} requires buyers to be ${minimum} or older; this buyer is ${buyerAge}.`,
      refs,
    )
}

function checkShipping({ jurisdiction, record, cites }: LayerInput, add: Add) {
  const rule = record!
  const state = rule.determinations.shippingStatus?.state ?? 'unknown'
  if (state === 'no_state_rule') return
  const refs = cites.field(rule, 'shippingStatus')
  const shipping = rule.details.shippingStatus
  if (state === 'unknown' || shipping === null) {
    add(
      'RULE_UNKNOWN',
      `${nameOf(jurisdiction)}: whether it may be shipped to consumers is not known to HempData.`,
      refs,
    )
    return
  }
  if (SHIPPING_REFUSED.has(shipping))
    add(
      'SHIPPING_PROHIBITED',
      `${nameOf(jurisdiction)} does not allow shipping it to consumers (${shipping.replaceAll('_', ' ')}).`,
      refs,
    )
}
