/**
 * The words HempData's answer engine understands: jurisdictions, substances, product types and the
 * cues of what is asked, each as the normalised token phrase people type (see parse.ts `normalize`).
 * Places and products HempData does not cover are listed too, so that "delta 10" or "Kansas City"
 * is recognised as uncovered rather than read as the nearest covered word. The word lists are data
 * files beside this one: places, products, cues (what is asked) and context (what sets the scene).
 */
import { CONTEXT_CUES, STATE_NICKNAMES } from './lexicon-context.ts'
import { CUES } from './lexicon-cues.ts'
import { CITIES, FEDERAL_FORMS, STATE_FORMS, STATE_NAMES, UNCOVERED_PLACES } from './lexicon-places.ts'
import { OTHER_SUBSTANCES, PRODUCT_FORMS, SUBSTANCE_FORMS } from './lexicon-products.ts'

export { STATE_NAMES, WORDLIKE_CODES } from './lexicon-places.ts'

export type TermKind = 'state' | 'federal' | 'place' | 'city' | 'substance' | 'other-substance' | 'product' | 'cue'

export interface Term {
  kind: TermKind
  /** A state code, a substance or product-type id, an intent or topic name, or the uncovered thing's name. */
  value: string
}

/** Every phrase of the lexicon and what it means. */
export function buildTerms(): Map<string, Term[]> {
  const terms = new Map<string, Term[]>()
  const add = (phrase: string, term: Term) => {
    const list = terms.get(phrase)
    if (!list) terms.set(phrase, [term])
    else if (!list.some(t => t.kind === term.kind && t.value === term.value)) list.push(term)
  }
  for (const [code, name] of Object.entries(STATE_NAMES)) {
    add(name.toLowerCase(), { kind: 'state', value: code })
    add(`state of ${name.toLowerCase()}`, { kind: 'state', value: code })
    for (const form of [...(STATE_FORMS[code] ?? []), ...(STATE_NICKNAMES[code] ?? [])])
      add(form, { kind: 'state', value: code })
  }
  for (const form of FEDERAL_FORMS) add(form, { kind: 'federal', value: 'US' })
  for (const place of UNCOVERED_PLACES) add(place, { kind: 'place', value: place })
  for (const city of CITIES) add(city, { kind: 'city', value: city })
  for (const [id, forms] of Object.entries(SUBSTANCE_FORMS))
    for (const form of forms) add(form, { kind: 'substance', value: id })
  for (const [name, forms] of Object.entries(OTHER_SUBSTANCES))
    for (const form of forms) add(form, { kind: 'other-substance', value: name })
  for (const [id, forms] of Object.entries(PRODUCT_FORMS))
    for (const form of forms) add(form, { kind: 'product', value: id })
  for (const [cue, forms] of Object.entries({ ...CUES, ...CONTEXT_CUES }))
    for (const form of forms) add(form, { kind: 'cue', value: cue })
  return terms
}

/** Words never corrected towards a lexicon word: a typo-tolerant "main" must not become Maine. */
export const COMMON_WORDS = new Set(
  `
a about above after again against all also am an and any are as at be because been before being below between both but by can
could did do does doing down during each few for from further had has have having he her here hers him his how i if into is it its
just more most my no nor not now of off on once only other our out over own same she should so some such than that the their them
then there these they this those through to too under until up very was we were what when where which while who whom why with would
you your yours main mine male line fine find kind mind wine dine shop stop step slip ship shot shut best rest text next test must
most post past cost list lost last fast vast state states statewide rule rules rural law laws lawyer store stores online order
sale sales get got need needs want wants make made take took give know tell say said see look like time year years day days month
week new old one two three four five ten more less many much well good bad sure yes also still even ever only just some every
product products item items thing things type types kind sort form forms hemp thc cannabis cannabinoid cannabinoids derived
business businesses retailer retailers customer customers people person someone anyone company companies brand shelf shelves
require required requirement requirements need needed rule regulation regulations apply applies use used using there
whether either card cards care core cord bar bars date dates plan plans part parts pass case cases sample samples other others
offer offers fee fees free legit real fact facts area areas place places county counties city cities town local
indian indians seller sellers sells buyer buyers vendor vendors shops shopper shoppers owner owners merchant merchants
dealer dealers distributor distributors manufacturer manufacturers wholesaler wholesalers retail retailer
`
    .split(/\s+/)
    .filter(Boolean),
)
