/**
 * The generated suite: every intent × jurisdiction × substance × product type, each asked with a plain
 * template, expected from the oracle (the dataset, never the engine). The sweep is ~50 000 questions;
 * `npm test` runs a seeded sample, `npm run eval:answers` all of them.
 */
import { PRODUCT_TYPES, SUBSTANCES } from '../../../../api/src/domain/types.ts'
import { answerQuestion } from '../../../../api/src/engines/answer/engine.ts'
import type { Snapshot } from '../../../../api/src/snapshot/snapshot.ts'
import type { CompiledDataset } from '../../../../seeds/compile.ts'
import { nestedPresenter } from './evaluate.ts'
import { seededRandom } from './outside/corpus.ts'
import { judge, type Verdict } from './outside/judge.ts'
import { type Expected, Oracle, type Slots } from './outside/oracle.ts'

export interface GeneratedCase {
  question: string
  slots: Slots
  expected: Expected
}

export type GeneratedSpec = Omit<GeneratedCase, 'expected'>

/** How people name each substance ("thc": unqualified THC, the THC family) and product type; null: not named. */
const SUBSTANCE_FORMS: Record<string, string[]> = {
  'delta-9-thc': ['delta 9', 'delta-9 THC', 'D9'],
  'delta-8-thc': ['delta 8', 'Delta-8 THC', 'd8'],
  cbd: ['CBD', 'cannabidiol'],
  thca: ['THCA', 'THC-A'],
  cbg: ['CBG'],
  cbn: ['CBN'],
  thc: ['THC'],
}
const PRODUCT_FORMS: Record<string, string[]> = {
  edibles: ['gummies', 'edibles', 'chocolates'],
  beverages: ['drinks', 'seltzers', 'beverages'],
  smokable: ['pre-rolls', 'hemp cigarettes'],
  vapes: ['vapes', 'carts', 'vape pens'],
  flower: ['flower', 'buds'],
  tinctures: ['tinctures', 'drops'],
  topicals: ['topicals', 'lotions', 'balms'],
  concentrates: ['concentrates', 'wax', 'distillate'],
  'pet-products': ['pet products', 'dog treats'],
}

/**
 * Question templates by intent, in the shapes the outside corpus shows; {s} is the subject, {in} the
 * place ("in Texas", "in TX", "under federal law"). A comparison template names the topic compared.
 */
const TEMPLATES: Record<string, string[]> = {
  legality: [
    'Is {s} legal {in}?',
    'Can I sell {s} {in}?',
    'Are {s} allowed {in}?',
    '{s} legal {in}?',
    'Can you legally buy {s} {in}?',
    'Is it legal to sell {s} {in}?',
  ],
  thc_limits: [
    'What is the THC limit for {s} {in}?',
    'How much THC can {s} contain {in}?',
    'Is there a potency cap on {s} {in}?',
    'What is the legal definition of {s} {in}?',
  ],
  minimum_age: [
    'How old do you have to be to buy {s} {in}?',
    'What is the minimum age for {s} {in}?',
    'Do you have to be 21 to buy {s} {in}?',
    'Is there an age requirement for {s} {in}?',
  ],
  shipping: [
    'Can I ship {s} to customers {in}?',
    'Is shipping {s} allowed {in}?',
    'Can {s} be mailed to buyers {in}?',
    'Can I sell {s} online {in}?',
  ],
  licence: [
    'Do I need a license to sell {s} {in}?',
    'What permit is required for {s} {in}?',
    'Do retailers have to register to sell {s} {in}?',
    'Who can sell {s} {in}?',
  ],
  testing: ['Does {s} need lab testing {in}?', 'What testing is required for {s} {in}?', 'Do {s} need a COA {in}?'],
  labeling: [
    'What are the labeling requirements for {s} {in}?',
    'How must {s} be labeled {in}?',
    'What packaging rules apply to {s} {in}?',
  ],
  penalties: [
    'What are the penalties for selling {s} {in}?',
    'What fines apply to {s} {in}?',
    'What happens if I sell noncompliant {s} {in}?',
  ],
  effective_date: [
    'When did the rules for {s} {in} take effect?',
    'What is the effective date of the rule for {s} {in}?',
    'Since when have the rules for {s} applied {in}?',
  ],
  pending_bills: [
    'Are there pending bills about {s} {in}?',
    'What legislation is proposed for {s} {in}?',
    'Are lawmakers considering a bill on {s} {in}?',
  ],
  enforcement_agency: [
    'Which agency enforces the rules for {s} {in}?',
    'Who regulates {s} {in}?',
    'What is the regulatory authority for {s} {in}?',
  ],
  comparison: [
    'legality|Compare {s} {in}',
    'legality|Is {s} legal {in}? Compare them.',
    'minimum_age|Compare the minimum age for {s} {in}',
    'thc_limits|Compare THC limits for {s} {in}',
    'shipping|Compare shipping rules for {s} {in}',
  ],
}

export const GENERATED_INTENTS = Object.keys(TEMPLATES)

const SEED = 20261125

function subjectWords(substance: string | null, product: string | null, pick: <T>(items: T[]) => T): string {
  const s = substance ? pick(SUBSTANCE_FORMS[substance]) : null
  const p = product ? pick(PRODUCT_FORMS[product]) : null
  if (s && p) return `${s} ${p}`
  if (s) return `${s} products`
  if (p) return `hemp ${p}`
  return 'hemp products'
}

/**
 * Every question of the sweep and its reading, in a fixed order; surface forms, templates and how a
 * state is written (name or capital code) are drawn with the seed. Comparisons pair each jurisdiction
 * with the next state in the list.
 */
export function generatedSpecs(dataset: CompiledDataset, seed = SEED): GeneratedSpec[] {
  const random = seededRandom(seed)
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)]
  const names = new Map(dataset.jurisdictions.map(j => [j.code, j.name]))
  const codes = dataset.jurisdictions.map(j => j.code).sort()
  const states = codes.filter(code => code !== 'US')
  const specs: GeneratedSpec[] = []
  for (const intent of GENERATED_INTENTS) {
    for (const code of codes) {
      if (intent === 'comparison' && code === 'US') continue
      for (const substance of [...SUBSTANCES, 'thc', null]) {
        for (const product of [...PRODUCT_TYPES, null]) {
          const subject = subjectWords(substance, product, pick)
          let place = code === 'US' ? 'under federal law' : `in ${random() < 0.3 ? code : names.get(code)}`
          let jurisdictions = [code]
          if (intent === 'comparison') {
            const other = states[(states.indexOf(code) + 1) % states.length]
            place = `in ${names.get(code)} and ${names.get(other)}`
            jurisdictions = [code, other]
          }
          const [topic, template] =
            intent === 'comparison' ? pick(TEMPLATES[intent]).split('|') : [intent, pick(TEMPLATES[intent])]
          const written = template.replace('{s}', subject).replace('{in}', place)
          // A fifth are typed in lower case, the state's code (if any) kept in capitals.
          const question =
            random() < 0.2
              ? written.toLowerCase().replace(` in ${code.toLowerCase()}`, ` in ${code}`)
              : written.charAt(0).toUpperCase() + written.slice(1)
          // A THC limit measures THC: unqualified "THC" there does not narrow the substances.
          const familyRead = substance === 'thc' && topic === 'thc_limits' ? null : substance
          const readIntent =
            intent === 'comparison'
              ? `comparison:${topic}`
              : intent === 'legality' && code === 'US'
                ? 'federal_status'
                : intent
          const slots: Slots = {
            intent: readIntent,
            states: jurisdictions,
            substance: familyRead,
            productType: product,
            forced: null,
          }
          specs.push({ question, slots })
        }
      }
    }
  }
  return specs
}

/** The sweep with what the data gives for each question, or a seeded sample of `sample` of it. */
export function generatedCases(
  dataset: CompiledDataset,
  options: { sample?: number; seed?: number } = {},
): GeneratedCase[] {
  const seed = options.seed ?? SEED
  const specs = generatedSpecs(dataset, seed)
  const chosen =
    options.sample === undefined || options.sample >= specs.length ? specs : sampled(specs, options.sample, seed)
  const oracle = new Oracle(dataset)
  return chosen.map(spec => ({ ...spec, expected: oracle.expect(spec.slots, spec.question) }))
}

function sampled<T>(items: T[], size: number, seed: number): T[] {
  const random = seededRandom(seed ^ 0x5eed)
  const chosen = new Set<number>()
  while (chosen.size < Math.min(size, items.length)) chosen.add(Math.floor(random() * items.length))
  return [...chosen].sort((a, b) => a - b).map(i => items[i])
}

export interface SuiteScore {
  total: number
  correct: number
  wrongScope: GeneratedCase[]
  failures: { item: GeneratedCase; verdict: Verdict }[]
}

export function scoreGenerated(snapshot: Snapshot, cases: GeneratedCase[]): SuiteScore {
  const score: SuiteScore = { total: cases.length, correct: 0, wrongScope: [], failures: [] }
  for (const item of cases) {
    const verdict = judge(
      item.slots,
      item.expected,
      answerQuestion(snapshot, { question: item.question, state: null }, nestedPresenter),
    )
    if (verdict.correct) score.correct++
    else score.failures.push({ item, verdict })
    if (verdict.wrongScope) score.wrongScope.push(item)
  }
  return score
}
