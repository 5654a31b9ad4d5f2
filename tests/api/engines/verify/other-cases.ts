/** Cases of one rule each: prohibitions, shipping, effective dates, beverages, CBD, what is unknown. */
import { jar, order, POST_781, PRE_781, SEC_781, smokable, type TableCase } from './table-case.ts'

const IA = 'https://www.legis.iowa.gov/docs/publications/LGR/90/attachments/HF2605.html?layout=false'
const LA = 'https://legis.la.gov/Legis/Law.aspx?d=1147993&p=y'
const AL = 'https://www.headquest.com/alabama-cracks-down-edibles-in-smoke-out-and-retailers-scramble-to-comply/'
const MN = 'https://mn.gov/ocm/consumers/cannabinoid-products/faq'
const MN_CBD = 'https://northstarlaw.com/newsletter/this-summer-thc-on-tap/'
const CO = 'https://colorado.public.law/statutes/crs_25-5-427 (age: low-confidence only; smokables unclear)'

export const OTHER_CASES: TableCase[] = [
  // Smokable bans: state-only failures (federal law allows a smokable within 0.3 % and 0.4 mg).
  ...(['IA', 'LA', 'AL'] as const).flatMap((state): TableCase[] => {
    const cite = { IA, LA, AL }[state]
    return [
      {
        name: `${state}: a hemp smokable before Sec. 781`,
        cite,
        order: order(state, PRE_781, [smokable], { channel: 'in_store' }),
        result: 'not_compliant',
        failures: [`${state}:SUBSTANCE_PROHIBITED`],
        decidedBy: 'state',
      },
      {
        name: `${state}: a hemp smokable after Sec. 781 (state-only failure)`,
        cite,
        order: order(state, POST_781, [smokable], { channel: 'in_store' }),
        result: 'not_compliant',
        failures: [`${state}:SUBSTANCE_PROHIBITED`],
        decidedBy: 'state',
      },
    ]
  }),
  {
    name: 'AL: no online sales of consumable hemp',
    cite: AL,
    order: order('AL', PRE_781, [jar(0.3)]),
    result: 'not_compliant',
    failures: ['AL:SHIPPING_PROHIBITED'],
  },
  {
    name: 'AL: the same jar in store',
    cite: AL,
    order: order('AL', PRE_781, [jar(0.3)], { channel: 'in_store' }),
    result: 'compliant',
    failures: [],
  },
  {
    name: 'AL: online after Sec. 781, a 100 mg jar fails both layers',
    cite: `${AL}; ${SEC_781}`,
    order: order('AL', POST_781, [jar(100, { thcMgPerServing: 10 })]),
    result: 'not_compliant',
    failures: ['US:THC_PER_CONTAINER_EXCEEDED', 'AL:THC_PER_CONTAINER_EXCEEDED', 'AL:SHIPPING_PROHIBITED'],
    decidedBy: 'both',
  },
  // A state's own effective date (Iowa HF 2605: 1 Jul 2024; no earlier Iowa rule in our history).
  {
    name: 'IA: the day before HF 2605 took effect',
    cite: IA,
    order: order('IA', '2024-06-30', [jar(0.3)]),
    result: 'undetermined',
    failures: [],
    warnings: ['IA:RULE_UNKNOWN'],
  },
  {
    name: 'IA: the day HF 2605 took effect',
    cite: IA,
    order: order('IA', '2024-07-01', [jar(0.3)]),
    result: 'compliant',
    failures: [],
  },
  {
    name: 'IA: the day HF 2605 took effect, 20 mg jar',
    cite: IA,
    order: order('IA', '2024-07-01', [jar(20, { thcMgPerServing: 4 })]),
    result: 'not_compliant',
    failures: ['IA:THC_PER_CONTAINER_EXCEEDED'],
  },
  // Beverages.
  {
    name: 'MN: a 10 mg drink of two servings (beverage cap 10 mg)',
    cite: MN,
    order: order('MN', PRE_781, [
      { ...jar(10, { thcMgPerServing: 5, servingsPerContainer: 2 }), productType: 'beverages' },
    ]),
    result: 'compliant',
    failures: [],
  },
  {
    name: 'MN: an 11 mg drink',
    cite: MN,
    order: order('MN', PRE_781, [
      { ...jar(11, { thcMgPerServing: 5, servingsPerContainer: 2.2 }), productType: 'beverages' },
    ]),
    result: 'not_compliant',
    failures: ['MN:THC_PER_CONTAINER_EXCEEDED'],
  },
  {
    name: 'LA: a 5 mg drink (5 mg per container)',
    cite: LA,
    order: order('LA', PRE_781, [{ ...jar(5, { thcMgPerServing: 5 }), productType: 'beverages' }]),
    result: 'compliant',
    failures: [],
  },
  {
    name: 'LA: a 6 mg drink',
    cite: LA,
    order: order('LA', PRE_781, [{ ...jar(6, { thcMgPerServing: 5 }), productType: 'beverages' }]),
    result: 'not_compliant',
    failures: ['LA:THC_PER_CONTAINER_EXCEEDED'],
  },
  // CBD per serving (Minnesota: 25 mg).
  {
    name: 'MN: 25 mg CBD per serving',
    cite: MN_CBD,
    order: order('MN', PRE_781, [{ ...jar(0.3), substance: 'cbd', cbdMgPerServing: 25 }]),
    result: 'compliant',
    failures: [],
  },
  {
    name: 'MN: 26 mg CBD per serving',
    cite: MN_CBD,
    order: order('MN', PRE_781, [{ ...jar(0.3), substance: 'cbd', cbdMgPerServing: 26 }]),
    result: 'not_compliant',
    failures: ['MN:CBD_PER_SERVING_EXCEEDED'],
  },
  {
    name: 'MN: CBD per serving not said',
    cite: MN_CBD,
    order: order('MN', PRE_781, [{ ...jar(0.3), substance: 'cbd' }]),
    result: 'undetermined',
    failures: [],
    warnings: ['MN:PRODUCT_FACT_MISSING'],
  },
  // What the data does not determine.
  {
    name: 'CO: minimum age and shipping not determined',
    cite: CO,
    order: order('CO', PRE_781, [jar(1, { thcMgPerServing: 1 })]),
    result: 'undetermined',
    failures: [],
    warnings: ['CO:RULE_UNKNOWN'],
  },
  {
    name: 'CO: a serving over 1.75 mg fails whatever is unknown',
    cite: CO,
    order: order('CO', PRE_781, [jar(2, { thcMgPerServing: 2 })]),
    result: 'not_compliant',
    failures: ['CO:THC_PER_SERVING_EXCEEDED'],
    warnings: ['CO:RULE_UNKNOWN'],
  },
  {
    name: 'No record for a product type outside the catalogue',
    cite: 'HempData records cover six substances × nine product types',
    order: order('TX', POST_781, [{ ...jar(0.3), productType: 'seeds' }]),
    result: 'undetermined',
    failures: [],
    warnings: ['US:RULE_UNKNOWN', 'TX:RULE_UNKNOWN'],
  },
]
