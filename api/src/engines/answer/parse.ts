/**
 * From a question to its slots: normalise (case, accents, Δ, punctuation, "delta8" → "delta 8"),
 * match lexicon phrases longest first wherever they stand (word order does not matter), then
 * correct the leftover words towards the lexicon within a small edit budget.
 */
import { PRODUCT_TYPES, SUBSTANCES, type ProductTypeId, type SubstanceId } from '../../domain/types.ts'
import { FuzzyIndex } from './fuzzy.ts'
import { buildTerms, COMMON_WORDS, STATE_NAMES, WORDLIKE_CODES, type Term } from './lexicon.ts'

export interface Token {
  text: string
  /** Written in capitals in a question that is not all capitals (an "IN" that means Indiana). */
  capital: boolean
}

export interface ParsedQuestion {
  tokens: string[]
  /** Covered jurisdictions in order of mention; `US` for the federal layer. */
  states: string[]
  federal: boolean
  /** Places HempData does not cover: other countries and territories, and cities. */
  places: string[]
  cities: string[]
  substances: SubstanceId[]
  /**
   * "THC" standing alone (not "delta 8 THC", "THC-free", "total THC"): hemp THC of any kind, read as
   * the family of delta-9 THC, delta-8 THC and THCA unless one of them is named.
   */
  thcFamily: boolean
  otherSubstances: string[]
  productTypes: ProductTypeId[]
  cues: Set<string>
  years: number[]
  /** Words read as a nearby lexicon phrase, e.g. {from: 'texs', to: 'texas'}. */
  corrections: { from: string; to: string }[]
}

const TERMS = buildTerms()
const MEANING = new Map(
  [...TERMS].map(([phrase, terms]) => [
    phrase,
    terms
      .map(t => `${t.kind}:${t.value}`)
      .sort()
      .join('|'),
  ]),
)
const FUZZY = new FuzzyIndex(MEANING)
const MAX_PHRASE_WORDS = Math.max(...[...TERMS.keys()].map(phrase => phrase.split(' ').length))
const STATE_CODES = new Set(Object.keys(STATE_NAMES).map(code => code.toLowerCase()))

/** The substances unqualified "THC" stands for: the THC a hemp product may contain or turn into. */
export const THC_FAMILY: readonly SubstanceId[] = ['delta-9-thc', 'delta-8-thc', 'thca']

/** Splits a question into lower-case tokens, remembering which were written as capitals. */
export function tokenize(question: string): Token[] {
  const text = question
    .replace(/[Δδ∆]/g, ' delta ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/%/g, ' percent ')
  const letters = text.replace(/[^A-Za-z]/g, '')
  const shouting = letters.length >= 6 && letters.replace(/[^A-Z]/g, '').length / letters.length > 0.6
  const tokens: Token[] = []
  for (const word of text.split(/[^A-Za-z0-9]+/)) {
    if (!word) continue
    // "delta8" → "delta 8", "d8" → "d 8", "21st" stays one number-ish word split into "21", "st".
    for (const part of word.split(/(?<=[A-Za-z])(?=\d)|(?<=\d)(?=[A-Za-z])/)) {
      tokens.push({
        text: part.toLowerCase(),
        capital: !shouting && part.length === 2 && part === part.toUpperCase() && /^[A-Z]+$/.test(part),
      })
    }
  }
  return tokens
}

/** Words after which a capitalised "ID" names Idaho ("sold in ID"); elsewhere it is an identity document. */
const BEFORE_PLACE = new Set(['in', 'to', 'from', 'into', 'of', 'across', 'within'])

/** Codes that end sentences as words ("ship it to me", "say hi"): never a state in lower case. */
const ALWAYS_WORDS = new Set(['me', 'hi', 'oh', 'ok', 'in', 'or'])

/**
 * A two-letter token that stands for a jurisdiction: capitals always; lower case unless it is also a
 * word, or when it ends the question after a word that introduces a place ("legal in ca?").
 */
function codeTerm(token: Token, previous: Token | undefined, last: boolean): Term | null {
  if (token.text === 'us') return token.capital ? { kind: 'federal', value: 'US' } : null
  if (!STATE_CODES.has(token.text)) return null
  const afterPlaceWord = previous !== undefined && BEFORE_PLACE.has(previous.text)
  if (token.text === 'id' && !(afterPlaceWord && (token.capital || last))) return null
  if (!token.capital && WORDLIKE_CODES.has(token.text) && !(afterPlaceWord && last && !ALWAYS_WORDS.has(token.text)))
    return null
  return { kind: 'state', value: token.text.toUpperCase() }
}

function phraseAt(tokens: Token[], start: number, words: number): string {
  let phrase = tokens[start].text
  for (let i = start + 1; i < start + words; i++) phrase += ` ${tokens[i].text}`
  return phrase
}

/** Exact matches, longest phrase first at each position; returns what matched at each consumed position. */
function exactPass(tokens: Token[], found: (Term[] | null)[]): void {
  let i = 0
  while (i < tokens.length) {
    let matched = 0
    for (let words = Math.min(MAX_PHRASE_WORDS, tokens.length - i); words >= 1; words--) {
      const terms = TERMS.get(phraseAt(tokens, i, words))
      // A lone two-letter code is read by the capital rule below first (so "in" and "or" stay words).
      if (
        terms &&
        !(
          words === 1 &&
          tokens[i].text.length === 2 &&
          STATE_CODES.has(tokens[i].text) &&
          codeTerm(tokens[i], tokens[i - 1], i === tokens.length - 1)
        )
      ) {
        found[i] = terms
        for (let k = 1; k < words; k++) found[i + k] = []
        matched = words
        break
      }
    }
    if (!matched) {
      const code = tokens[i].text.length === 2 ? codeTerm(tokens[i], tokens[i - 1], i === tokens.length - 1) : null
      if (code) {
        found[i] = [code]
        matched = 1
      }
    }
    i += matched || 1
  }
}

const correctable = (token: string): boolean => !/\d/.test(token) && !COMMON_WORDS.has(token)

/**
 * In a window of several words only the uncommon words may be misspelt: numbers and common words
 * must stand as they are ("delat 8" may be "delta 8", never "delta 9"; "texs for" is not "the us").
 */
const keepsFixedWords =
  (window: Token[]) =>
  (phrase: string): boolean => {
    const words = phrase.split(' ')
    return window.every((token, k) => correctable(token.text) || words[k] === token.text)
  }

/** Typo tolerance over the words the exact pass left, longest window first. */
function fuzzyPass(tokens: Token[], found: (Term[] | null)[], corrections: ParsedQuestion['corrections']): void {
  let i = 0
  while (i < tokens.length) {
    let matched = 0
    for (let words = Math.min(3, tokens.length - i); words >= 1 && !matched; words--) {
      const window = tokens.slice(i, i + words)
      if (window.some((_, k) => found[i + k] !== null)) continue
      if (!window.some(t => correctable(t.text))) continue
      const candidate = phraseAt(tokens, i, words)
      const nearest = FUZZY.nearest(candidate, words, keepsFixedWords(window))
      if (!nearest) continue
      found[i] = TERMS.get(nearest) ?? []
      for (let k = 1; k < words; k++) found[i + k] = []
      corrections.push({ from: candidate, to: nearest })
      matched = words
    }
    i += matched || 1
  }
}

const pushUnique = <T>(list: T[], value: T) => {
  if (!list.includes(value)) list.push(value)
}

/** Product words that qualify another: "dog treats" are pet products, a "vape oil" is a vape, a "flower pre-roll" is smokable. */
function narrowProducts(types: ProductTypeId[]): ProductTypeId[] {
  let result = types
  if (result.includes('pet-products')) return ['pet-products']
  if (result.includes('smokable')) result = result.filter(t => t !== 'flower')
  if (result.includes('vapes')) result = result.filter(t => t !== 'tinctures' && t !== 'concentrates')
  if (result.includes('beverages')) result = result.filter(t => t !== 'tinctures')
  return result
}

export function parseQuestion(question: string): ParsedQuestion {
  const tokens = tokenize(question)
  const found: (Term[] | null)[] = tokens.map(() => null)
  const corrections: ParsedQuestion['corrections'] = []
  exactPass(tokens, found)
  fuzzyPass(tokens, found, corrections)
  const parsed: ParsedQuestion = {
    tokens: tokens.map(t => t.text),
    states: [],
    federal: false,
    places: [],
    cities: [],
    substances: [],
    thcFamily: false,
    otherSubstances: [],
    productTypes: [],
    cues: new Set(),
    years: [],
    corrections,
  }
  for (const token of tokens) {
    if (/^(19|20)\d\d$/.test(token.text)) parsed.years.push(Number(token.text))
  }
  for (const terms of found) {
    for (const term of terms ?? []) {
      switch (term.kind) {
        case 'state':
          pushUnique(parsed.states, term.value)
          break
        case 'federal':
          parsed.federal = true
          break
        case 'place':
          pushUnique(parsed.places, term.value)
          break
        case 'city':
          pushUnique(parsed.cities, term.value)
          break
        case 'substance':
          pushUnique(parsed.substances, term.value as SubstanceId)
          break
        case 'other-substance':
          pushUnique(parsed.otherSubstances, term.value)
          break
        case 'product':
          pushUnique(parsed.productTypes, term.value as ProductTypeId)
          break
        case 'cue':
          parsed.cues.add(term.value)
          break
      }
    }
  }
  parsed.substances.sort((a, b) => SUBSTANCES.indexOf(a) - SUBSTANCES.indexOf(b))
  parsed.thcFamily =
    tokens.some((token, i) => token.text === 'thc' && found[i] === null) &&
    !parsed.substances.some(s => THC_FAMILY.includes(s))
  parsed.productTypes = narrowProducts(parsed.productTypes).sort(
    (a, b) => PRODUCT_TYPES.indexOf(a) - PRODUCT_TYPES.indexOf(b),
  )
  return parsed
}
