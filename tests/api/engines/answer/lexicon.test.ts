/**
 * The lexicon: every phrase, read alone, resolves to what the lexicon says it means (no phrase is
 * shadowed by another, corrected into another, or dropped by the reader), and the words people used
 * in the outside corpus for substances and products are among them.
 */
import { describe, expect, test } from 'bun:test'
import { buildTerms, type Term } from '../../../../api/src/engines/answer/lexicon.ts'
import { type ParsedQuestion, parseQuestion } from '../../../../api/src/engines/answer/parse.ts'

function resolves(parsed: ParsedQuestion, term: Term): boolean {
  switch (term.kind) {
    case 'state':
      return parsed.states.includes(term.value)
    case 'federal':
      return parsed.federal
    case 'place':
      return parsed.places.includes(term.value)
    case 'city':
      return parsed.cities.includes(term.value)
    case 'substance':
      return (parsed.substances as string[]).includes(term.value)
    case 'other-substance':
      return parsed.otherSubstances.includes(term.value)
    case 'product':
      return (parsed.productTypes as string[]).includes(term.value)
    case 'cue':
      return parsed.cues.has(term.value)
  }
}

describe('lexicon', () => {
  const terms = buildTerms()

  test('every entry resolves to its own meaning when read alone, without a correction', () => {
    const wrong: string[] = []
    for (const [phrase, meanings] of terms) {
      const parsed = parseQuestion(phrase)
      for (const term of meanings)
        if (!resolves(parsed, term) || parsed.corrections.length > 0)
          wrong.push(`${phrase} → ${term.kind}:${term.value}`)
    }
    expect(wrong).toEqual([])
    expect(terms.size).toBeGreaterThan(900)
  })

  test('every entry also resolves inside a question', () => {
    const wrong: string[] = []
    for (const [phrase, meanings] of terms) {
      const parsed = parseQuestion(`So, ${phrase}, right?`)
      for (const term of meanings) if (!resolves(parsed, term)) wrong.push(`${phrase} → ${term.kind}:${term.value}`)
    }
    expect(wrong).toEqual([])
  })

  test('words from the outside corpus: nicknames, residents, slang and product forms', () => {
    expect(parseQuestion('Can Utahns buy CBD?').states).toEqual(['UT'])
    expect(parseQuestion('Can you legally buy Delta 8 in the Garden State?').states).toEqual(['NJ'])
    expect(parseQuestion('Is THCA legal in the Lone Star State?').states).toEqual(['TX'])
    expect(parseQuestion('Are Delta 8 Pens Legal?').productTypes).toEqual(['vapes'])
    expect(parseQuestion('Is smoking delta 8 legal?').productTypes).toEqual(['smokable'])
    expect(parseQuestion('Do Vape Shops Legally Sell THC Gummies?').productTypes).toEqual(['edibles'])
    expect(parseQuestion('Did grass suddenly become legal?').cues.has('topic:marijuana')).toBe(true)
  })

  test('unqualified THC is the THC family; a named THC, "THC-free" and "total THC" are not', () => {
    expect(parseQuestion('Are THC drinks legal in Texas?').thcFamily).toBe(true)
    expect(parseQuestion('Is delta 8 THC legal in Texas?').thcFamily).toBe(false)
    expect(parseQuestion('Is THC-free CBD legal in Idaho?').thcFamily).toBe(false)
    expect(parseQuestion('What is the total THC limit in Ohio?').thcFamily).toBe(false)
  })
})
