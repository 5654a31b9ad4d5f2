/**
 * Cases built from each state's cited caps (research/state-facts-*.md): the same products checked
 * before and after Sec. 781, at and around the state's own caps and minimum age.
 */
import { POST_781, PRE_781, SEC_781, type TableCase } from './table-case.ts'

interface StateFacts {
  code: string
  serving: number
  container: number
  age: number
  cite: string
  /** Alabama allows no online sales: its cases are in-store, and shipping has a case of its own. */
  channel: 'online' | 'in_store'
}

export const STATE_FACTS: StateFacts[] = [
  {
    code: 'IA',
    serving: 4,
    container: 10,
    age: 21,
    channel: 'online',
    cite: 'https://www.legis.iowa.gov/docs/publications/LGR/90/attachments/HF2605.html?layout=false (HF 2605: 4 mg/serving, 10 mg/container, 21+)',
  },
  {
    code: 'LA',
    serving: 5,
    container: 40,
    age: 21,
    channel: 'online',
    cite: 'https://www.americanbar.org/groups/tort_trial_insurance_practice/resources/committee-articles/legal-legislative-shifts-louisianas-hemp-industry/ (Act 752: 5 mg/serving, 40 mg/package, 21+)',
  },
  {
    code: 'MN',
    serving: 5,
    container: 50,
    age: 21,
    channel: 'online',
    cite: 'https://mn.gov/ocm/consumers/cannabinoid-products/faq (5 mg/serving, 50 mg/package, 21+)',
  },
  {
    code: 'AL',
    serving: 10,
    container: 40,
    age: 21,
    channel: 'in_store',
    cite: 'https://hifycbd.com/news/alabama-cbd-hemp-ban-hb445-5031 (HB 445: 10 mg/serving, 40 mg/package, 21+)',
  },
  {
    code: 'NY',
    serving: 1,
    container: 10,
    age: 21,
    channel: 'online',
    cite: 'https://skynnabis.com/new-york-cannabis-regulators-ban-delta-8-thc-a-thc-o/ (1 mg/serving, 10 mg/package); 9 NYCRR 114.16 (21+)',
  },
]

const gummy = (serving: number, servings: number, extra: Record<string, unknown> = {}) => ({
  substance: 'delta-9-thc',
  productType: 'edibles',
  thcMgPerServing: serving,
  servingsPerContainer: servings,
  thcMgPerContainer: Math.round(serving * servings * 1000) / 1000,
  synthesized: false,
  ...extra,
})

export function casesFor(s: StateFacts): TableCase[] {
  const at = gummy(s.serving, s.container / s.serving)
  const order = (asOf: string, lines: object[], buyerAge: number | null = 30) => ({
    state: s.code,
    asOf,
    buyerAge,
    channel: s.channel,
    lines: lines as never,
  })
  const both = `${s.cite}; ${SEC_781}`
  const c = s.code
  return [
    {
      name: `${c}: a jar exactly at the state's caps before Sec. 781`,
      cite: s.cite,
      order: order(PRE_781, [at]),
      result: 'compliant',
      failures: [],
    },
    {
      name: `${c}: ten such jars (quantity never changes per-container arithmetic)`,
      cite: s.cite,
      order: order(PRE_781, [{ ...at, quantity: 10 }]),
      result: 'compliant',
      failures: [],
    },
    {
      name: `${c}: a serving over the cap`,
      cite: s.cite,
      order: order(PRE_781, [gummy(s.serving + 0.5, 1)]),
      result: 'not_compliant',
      failures: [`${c}:THC_PER_SERVING_EXCEEDED`],
      decidedBy: 'state',
    },
    {
      name: `${c}: a container over the cap`,
      cite: s.cite,
      order: order(PRE_781, [gummy(s.serving, s.container / s.serving + 1)]),
      result: 'not_compliant',
      failures: [`${c}:THC_PER_CONTAINER_EXCEEDED`],
    },
    {
      name: `${c}: both caps exceeded`,
      cite: s.cite,
      order: order(PRE_781, [gummy(s.serving * 2, s.container)]),
      result: 'not_compliant',
      failures: [`${c}:THC_PER_SERVING_EXCEEDED`, `${c}:THC_PER_CONTAINER_EXCEEDED`],
    },
    {
      name: `${c}: a buyer a year under the minimum age`,
      cite: s.cite,
      order: order(PRE_781, [at], s.age - 1),
      result: 'not_compliant',
      failures: [`${c}:BELOW_MINIMUM_AGE`],
    },
    {
      name: `${c}: a buyer of 18`,
      cite: s.cite,
      order: order(PRE_781, [at], 18),
      result: 'not_compliant',
      failures: [`${c}:BELOW_MINIMUM_AGE`],
    },
    {
      name: `${c}: a buyer exactly the minimum age`,
      cite: s.cite,
      order: order(PRE_781, [at], s.age),
      result: 'compliant',
      failures: [],
    },
    {
      name: `${c}: buyer's age not given: an age gate is required`,
      cite: s.cite,
      order: order(PRE_781, [at], null),
      result: 'compliant',
      failures: [],
      ageGate: true,
    },
    {
      name: `${c}: no THC facts at all`,
      cite: s.cite,
      order: order(PRE_781, [{ substance: 'delta-9-thc', productType: 'edibles', synthesized: false }]),
      result: 'undetermined',
      failures: [],
      warnings: [`${c}:PRODUCT_FACT_MISSING`],
    },
    {
      name: `${c}: only a per-container figure above the serving cap`,
      cite: s.cite,
      order: order(PRE_781, [{ substance: 'delta-9-thc', productType: 'edibles', thcMgPerContainer: s.container }]),
      result: 'undetermined',
      failures: [],
      warnings: [`${c}:PRODUCT_FACT_MISSING`],
    },
    {
      name: `${c}: only a per-serving figure (container unknown)`,
      cite: s.cite,
      order: order(PRE_781, [{ substance: 'delta-9-thc', productType: 'edibles', thcMgPerServing: s.serving }]),
      result: 'undetermined',
      failures: [],
      warnings: [`${c}:PRODUCT_FACT_MISSING`],
    },
    {
      name: `${c}: 0.3 mg in the container decides the serving cap too`,
      cite: s.cite,
      order: order(PRE_781, [{ substance: 'delta-9-thc', productType: 'edibles', thcMgPerContainer: 0.3 }]),
      result: 'compliant',
      failures: [],
    },
    {
      name: `${c}: contradictory facts: the larger figure is checked`,
      cite: s.cite,
      order: order(PRE_781, [{ ...gummy(s.serving, 2), thcMgPerContainer: 0.5 }]),
      result: 'compliant',
      failures: [],
      warnings: [`${c}:FACTS_CONTRADICTORY`],
    },
    {
      name: `${c}: the jar at the state's caps is federally controlled after Sec. 781`,
      cite: both,
      order: order(POST_781, [at]),
      result: 'not_compliant',
      failures: ['US:THC_PER_CONTAINER_EXCEEDED'],
      decidedBy: 'federal',
    },
    {
      name: `${c}: 0.4 mg per container, exactly the federal cap`,
      cite: both,
      order: order(POST_781, [gummy(0.1, 4)]),
      result: 'compliant',
      failures: [],
    },
    {
      name: `${c}: 0.41 mg per container`,
      cite: both,
      order: order(POST_781, [
        { substance: 'delta-9-thc', productType: 'edibles', thcMgPerContainer: 0.41, synthesized: false },
      ]),
      result: 'not_compliant',
      failures: ['US:THC_PER_CONTAINER_EXCEEDED'],
    },
    {
      name: `${c}: synthesized at 0.3 mg`,
      cite: both,
      order: order(POST_781, [
        { substance: 'delta-9-thc', productType: 'edibles', thcMgPerContainer: 0.3, synthesized: true },
      ]),
      result: 'not_compliant',
      failures: ['US:SYNTHESIZED_CANNABINOID'],
    },
    {
      name: `${c}: whether synthesized not said`,
      cite: both,
      order: order(POST_781, [{ substance: 'delta-9-thc', productType: 'edibles', thcMgPerContainer: 0.3 }]),
      result: 'undetermined',
      failures: [],
      warnings: ['US:PRODUCT_FACT_MISSING'],
    },
    {
      name: `${c}: a serving over both layers' caps`,
      cite: both,
      order: order(POST_781, [gummy(s.serving + 1, 1)]),
      result: 'not_compliant',
      failures: ['US:THC_PER_CONTAINER_EXCEEDED', `${c}:THC_PER_SERVING_EXCEEDED`],
      decidedBy: 'both',
    },
    {
      name: `${c}: the at-cap jar for a buyer of 20`,
      cite: both,
      order: order(POST_781, [at], 20),
      result: 'not_compliant',
      failures: ['US:THC_PER_CONTAINER_EXCEEDED', `${c}:BELOW_MINIMUM_AGE`],
      decidedBy: 'both',
    },
    {
      name: `${c}: converted delta-8 after Sec. 781`,
      cite: both,
      order: order(POST_781, [
        { substance: 'delta-8-thc', productType: 'edibles', thcMgPerContainer: 0.3, synthesized: true },
      ]),
      result: 'not_compliant',
      failures: ['US:SUBSTANCE_PROHIBITED'],
      someFailures: true,
    },
    {
      name: `${c}: a 0.3 mg jar and a 100 mg jar in one order`,
      cite: both,
      order: order(POST_781, [gummy(0.1, 3), gummy(5, 20)]),
      result: 'not_compliant',
      failures: ['US:THC_PER_CONTAINER_EXCEEDED'],
      someFailures: true,
      lines: ['compliant', 'not_compliant'],
    },
    {
      name: `${c}: a 0.3 mg jar and a product without facts`,
      cite: both,
      order: order(POST_781, [gummy(0.1, 3), { substance: 'delta-9-thc', productType: 'edibles' }]),
      result: 'undetermined',
      failures: [],
      lines: ['compliant', 'undetermined'],
    },
  ]
}
