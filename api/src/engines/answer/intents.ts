/**
 * What a question asks: one intent, chosen from its cue words by specificity (a question about
 * shipping legal products is about shipping), plus whether it asks about the future or about a
 * subject HempData holds no data on.
 */
import type { ParsedQuestion } from './parse.ts'

export const TOPIC_INTENTS = [
  'legality',
  'thc_limits',
  'minimum_age',
  'shipping',
  'licence',
  'testing',
  'labeling',
  'penalties',
  'effective_date',
  'pending_bills',
  'federal_status',
  'enforcement_agency',
] as const
export type TopicIntent = (typeof TOPIC_INTENTS)[number]
export const INTENTS = [...TOPIC_INTENTS, 'comparison', 'out_of_scope'] as const
export type Intent = (typeof INTENTS)[number]

/** Most specific first: the first intent whose cue appears wins. */
const PRIORITY: TopicIntent[] = [
  'pending_bills',
  'effective_date',
  'penalties',
  'shipping',
  'licence',
  'testing',
  'labeling',
  'minimum_age',
  'thc_limits',
  'enforcement_agency',
  'legality',
]

/** Subjects outside the data, with what a gap says is missing. */
export const OFF_TOPICS: Record<string, string> = {
  'topic:smalltalk': 'a question about hemp and cannabinoid rules',
  'topic:marijuana': 'marijuana (cannabis above the hemp THC limit) rules',
  'topic:alcohol': 'alcohol rules',
  'topic:tax': 'tax rates',
  'topic:dosage': 'dosage guidance',
  'topic:health': 'health and medical information',
  'topic:drug-testing': 'drug-testing information',
  'topic:shopping': 'product, brand, price and store information',
  'topic:cooking': 'recipes',
  'topic:travel': 'travel, flying and driving rules',
  'topic:possession': 'possession limits',
  'topic:employment': 'employment rules',
  'topic:cultivation': 'cultivation (growing) rules',
  'topic:opinion': 'opinions on what the law should be',
  'topic:lists': 'lists of approved sources, brands or products',
  'topic:definition': 'definitions of substances and products (what they are, how they are made)',
}

/** Verbs that, after "will", make a question about what the law will become. */
const FUTURE_VERBS = new Set([
  'be',
  'become',
  'change',
  'changes',
  'ban',
  'pass',
  'stay',
  'remain',
  'still',
  'legalize',
  'legalise',
  'outlaw',
  'regulate',
  'delayed',
  'delay',
  'allow',
  'get',
  'go',
])

/** Words that make a question about HempData's subject even when it names no substance or product. */
const SUBJECT_WORDS = new Set(['hemp', 'cannabis', 'cannabinoid', 'cannabinoids', 'thc'])

export interface Reading {
  intent: Intent
  /** The intent compared across jurisdictions (comparison), or the intent itself. */
  topic: TopicIntent
  offTopic: string | null
  future: boolean
  /** Jurisdictions the answer is about (federal `US` included when it is a party). */
  jurisdictions: string[]
  /** Unqualified "THC" narrows the records to the THC family (not for THC limits, where THC is what is measured). */
  thcFamily: boolean
}

/** Words that set a state against federal law in one question ("legal federally but banned in Texas?"). */
const CONTRAST = new Set(['but', 'whereas', 'while', 'yet', 'although', 'though'])

/** "What is THCA?", "What are cannabinoids?": a definition, when no cue says what about it is asked. */
function asksDefinition(tokens: string[]): boolean {
  const [first, second, third] = tokens
  if (first === 'whats') return true
  if (first !== 'what') return false
  if (second === 'exactly') return third === 'is' || third === 'are'
  return second === 'is' || second === 'are' || second === 's'
}

function topicOf(parsed: ParsedQuestion): TopicIntent | null {
  const { cues } = parsed
  for (const intent of PRIORITY) {
    // Selling online or across state lines is shipping, unless a more specific subject came first.
    if (intent === 'legality' && sellsAcross(parsed)) return 'shipping'
    if (cues.has(intent)) return intent
    if (intent === 'shipping' && cues.has('carrier')) return intent
    if (intent === 'labeling' && cues.has('warning')) return intent
    // An age written as a number ("be 21") counts unless the question is about limits ("21 mg").
    if (intent === 'minimum_age' && cues.has('age_number') && !cues.has('thc_limits')) return intent
  }
  if (cues.has('when')) return 'effective_date'
  return null
}

function sellsAcross({ cues }: ParsedQuestion): boolean {
  return (cues.has('selling') || cues.has('shipping')) && (cues.has('online') || cues.has('interstate'))
}

/** A subject outside the data, from the cues and from the shape of the question. */
function offTopicOf(parsed: ParsedQuestion, found: TopicIntent | null): string | null {
  const named = Object.keys(OFF_TOPICS).find(topic => parsed.cues.has(topic))
  if (named) return named
  if (parsed.cues.has('interstate') && !sellsAcross(parsed)) return 'topic:travel'
  if (!found && asksDefinition(parsed.tokens)) return 'topic:definition'
  return null
}

function asksFuture(parsed: ParsedQuestion, asOfYear: number, topic: TopicIntent | null): boolean {
  if (parsed.cues.has('future')) return true
  if (parsed.years.some(year => year > asOfYear)) return true
  // "When will the federal rule take effect?" asks for a recorded date, not a prediction.
  if (topic === 'effective_date') return false
  const { tokens } = parsed
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i] !== 'will') continue
    for (let k = i + 1; k < tokens.length; k++) if (FUTURE_VERBS.has(tokens[k])) return true
  }
  return false
}

export function readIntent(parsed: ParsedQuestion, asOfYear: number): Reading {
  const { cues } = parsed
  const named = parsed.states.filter(code => code !== 'US')
  const found = topicOf(parsed)
  const offTopic = offTopicOf(parsed, found)
  // "Which US states …" asks about many states, not about federal law; a carrier's policy is national.
  const federal = (parsed.federal || parsed.states.includes('US')) && !(cues.has('state_list') && named.length === 0)
  const carrierOnly =
    named.length === 0 &&
    !federal &&
    found === 'shipping' &&
    cues.has('carrier') &&
    parsed.places.length + parsed.cities.length === 0
  const jurisdictions = federal || carrierOnly ? [...named, 'US'] : named
  const hasSlots =
    jurisdictions.length +
      parsed.substances.length +
      parsed.productTypes.length +
      parsed.otherSubstances.length +
      parsed.places.length +
      parsed.cities.length >
      0 || parsed.thcFamily
  const topic: TopicIntent = found ?? 'legality'
  const future = asksFuture(parsed, asOfYear, found)
  const thcFamily = parsed.thcFamily && topic !== 'thc_limits'
  // "What is the capital of Texas?" names a state but asks nothing about hemp.
  const aboutSubject =
    found !== null ||
    parsed.substances.length + parsed.productTypes.length + parsed.otherSubstances.length > 0 ||
    parsed.thcFamily ||
    parsed.tokens.some(token => SUBJECT_WORDS.has(token))
  const base = { topic, offTopic, future, jurisdictions, thcFamily }
  if (offTopic || (!found && (!hasSlots || !aboutSubject)))
    return { ...base, intent: 'out_of_scope', offTopic: offTopic ?? 'topic:smalltalk' }
  const contrasted = named.length === 1 && federal && parsed.tokens.some(token => CONTRAST.has(token))
  const comparing = jurisdictions.length >= 2 && (named.length >= 2 || cues.has('compare') || contrasted)
  if (comparing) return { ...base, intent: 'comparison' }
  if (topic === 'legality' && federal)
    return { ...base, intent: 'federal_status', topic: 'federal_status', jurisdictions: named.length ? named : ['US'] }
  // A state named with "federal" for another intent: the state's record answers it.
  return { ...base, intent: topic, jurisdictions: named.length ? named : jurisdictions }
}
