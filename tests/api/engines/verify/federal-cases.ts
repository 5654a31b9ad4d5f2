/** Cases of one rule each: Texas and the federal date, CBN, flower and mixed orders. */
import { jar, order, POST_781, PRE_781, SEC_781, smokable, type TableCase } from './table-case.ts'

const IA = 'https://www.legis.iowa.gov/docs/publications/LGR/90/attachments/HF2605.html?layout=false'
const LA = 'https://legis.la.gov/Legis/Law.aspx?d=1147993&p=y'
const MN = 'https://mn.gov/ocm/consumers/cannabinoid-products/faq'
const TX = 'research/state-facts-N-W.md Texas: GA-56 / TABC rules, 21+ from 1 Oct 2025; no mg caps'
const FILTER = 'https://filtermag.org/fda-cannabinoid-deadline-hemp/amp (CBN: natural CBN pending FDA list)'
const FARM_BILL =
  'https://www.cannabisbusinesstimes.com/hemp/news/15693248/delta-9-in-edible-hemp-products-whats-a-dry-weight-basis-anyway (2018: delta-9 ≤ 0.3% dry weight)'
const EARTHLAW =
  'https://www.earthlawllc.com/post/language-set-to-change-federal-hemp-policy-as-government-shutdown-ends (total THC incl. THCA ≤ 0.3%)'

export const FEDERAL_CASES: TableCase[] = [
  // Texas: no mg caps, 21+ since 1 Oct 2025; federal-only failures.
  {
    name: 'TX: the 5 mg × 20 gummy jar, federally controlled',
    cite: `${TX}; ${SEC_781}`,
    order: order('TX', POST_781, [jar(100, { thcMgPerServing: 5, servingsPerContainer: 20 })]),
    result: 'not_compliant',
    failures: ['US:THC_PER_CONTAINER_EXCEEDED'],
    decidedBy: 'federal',
  },
  {
    name: 'TX: the same jar at 0.3 mg total',
    cite: `${TX}; ${SEC_781}`,
    order: order('TX', POST_781, [jar(0.3)]),
    result: 'compliant',
    failures: [],
  },
  {
    name: 'TX: a buyer of 20',
    cite: TX,
    order: order('TX', POST_781, [jar(0.3)], { buyerAge: 20 }),
    result: 'not_compliant',
    failures: ['TX:BELOW_MINIMUM_AGE'],
  },
  // The federal date itself.
  {
    name: 'US: 100 mg jar the day before Sec. 781, with the change pending',
    cite: SEC_781,
    order: order('TX', '2026-11-11', [jar(100, { thcMgPerServing: 5 })]),
    result: 'compliant',
    failures: [],
    warnings: ['US:PENDING_CHANGE'],
  },
  {
    name: 'US: 100 mg jar the day Sec. 781 takes effect',
    cite: SEC_781,
    order: order('TX', '2026-11-12', [jar(100, { thcMgPerServing: 5 })]),
    result: 'not_compliant',
    failures: ['US:THC_PER_CONTAINER_EXCEEDED'],
  },
  {
    name: 'US: synthesized the day before Sec. 781',
    cite: SEC_781,
    order: order('TX', '2026-11-11', [jar(0.3, { synthesized: true })]),
    result: 'compliant',
    failures: [],
  },
  {
    name: 'US: synthesized the day Sec. 781 takes effect',
    cite: SEC_781,
    order: order('TX', '2026-11-12', [jar(0.3, { synthesized: true })]),
    result: 'not_compliant',
    failures: ['US:SYNTHESIZED_CANNABINOID'],
  },
  {
    name: 'US: 90 days before Sec. 781 the change is pending',
    cite: SEC_781,
    order: order('TX', '2026-08-14', [jar(0.3)]),
    result: 'compliant',
    failures: [],
    warnings: ['US:PENDING_CHANGE'],
  },
  // CBN: whether it is hemp awaits FDA's list.
  {
    name: 'US: CBN edibles after Sec. 781 are unsettled',
    cite: FILTER,
    order: order('TX', POST_781, [{ ...jar(0.3), substance: 'cbn' }]),
    result: 'undetermined',
    failures: [],
    warnings: ['US:RULE_DISPUTED'],
  },
  // Flower: dry weight decides; before Sec. 781 only delta-9 counted.
  {
    name: 'MN: THCA flower at 0.5 % total THC after Sec. 781',
    cite: `${EARTHLAW}; ${MN}`,
    order: order('MN', POST_781, [
      {
        substance: 'thca',
        productType: 'flower',
        thcPctDryWeight: 0.5,
        thcMgPerServing: 1,
        thcMgPerContainer: 1,
        synthesized: false,
      },
    ]),
    result: 'not_compliant',
    failures: ['US:THC_DRY_WEIGHT_EXCEEDED', 'MN:THC_DRY_WEIGHT_EXCEEDED'],
  },
  {
    name: 'MN: THCA flower at 0.5 % total THC before Sec. 781: delta-9 alone decided federally',
    cite: `${FARM_BILL}; ${MN}`,
    order: order('MN', PRE_781, [
      { substance: 'thca', productType: 'flower', thcPctDryWeight: 0.5, thcMgPerServing: 1, thcMgPerContainer: 1 },
    ]),
    result: 'not_compliant',
    failures: ['MN:THC_DRY_WEIGHT_EXCEEDED'],
    warnings: ['US:PRODUCT_FACT_MISSING'],
  },
  {
    name: 'MN: flower without its dry-weight figure',
    cite: `${EARTHLAW}; ${MN}`,
    order: order('MN', PRE_781, [
      { substance: 'thca', productType: 'flower', thcMgPerServing: 1, thcMgPerContainer: 1 },
    ]),
    result: 'undetermined',
    failures: [],
    warnings: ['MN:PRODUCT_FACT_MISSING'],
  },
  // Mixed orders across codes.
  {
    name: 'IA: three lines, one federal failure, one state failure, one fine',
    cite: `${IA}; ${SEC_781}`,
    order: order('IA', POST_781, [jar(0.3), jar(0.5), smokable], { channel: 'in_store' }),
    result: 'not_compliant',
    failures: ['US:THC_PER_CONTAINER_EXCEEDED', 'IA:SUBSTANCE_PROHIBITED'],
    lines: ['compliant', 'not_compliant', 'not_compliant'],
  },
  {
    name: 'LA: all lines compliant',
    cite: `${LA}; ${SEC_781}`,
    order: order('LA', POST_781, [jar(0.3), jar(0.4), jar(0.1)]),
    result: 'compliant',
    failures: [],
    lines: ['compliant', 'compliant', 'compliant'],
  },
]
