/** Reading questions: codes, capitals, typo budget and the words that must never be "corrected". */
import { describe, expect, test } from 'bun:test'
import { boundedDistance, editBudget } from '../../../../api/src/engines/answer/fuzzy.ts'
import { parseQuestion } from '../../../../api/src/engines/answer/parse.ts'

describe('edit distance', () => {
  test('counts a swap of neighbours as one edit and stops past the limit', () => {
    expect(boundedDistance('califronia', 'california', 2)).toBe(1)
    expect(boundedDistance('texs', 'texas', 1)).toBe(1)
    expect(boundedDistance('taxes', 'texas', 1)).toBe(2)
    expect(boundedDistance('kansas', 'arkansas', 1)).toBe(2)
    expect(editBudget(3)).toBe(0)
    expect(editBudget(8)).toBe(1)
    expect(editBudget(9)).toBe(2)
  })
})

describe('parseQuestion', () => {
  const slots = (q: string) => {
    const p = parseQuestion(q)
    return {
      states: p.states,
      federal: p.federal,
      substances: p.substances,
      productTypes: p.productTypes,
      other: p.otherSubstances,
    }
  }

  test('two-letter codes: capitals are codes, lower-case English words are not, shouting is not capitals', () => {
    expect(slots('Is delta 8 legal in IN for gummies?').states).toEqual(['IN'])
    expect(slots('is delta 8 legal in texas').states).toEqual(['TX'])
    expect(slots('IS DELTA 8 LEGAL IN TEXAS').states).toEqual(['TX'])
    expect(slots('is cbd legal in tx').states).toEqual(['TX'])
    expect(slots('Can us sellers ship CBD?').federal).toBe(false)
    expect(slots('Is CBD legal in the US?').federal).toBe(true)
  })

  test('a lower-case code that is also a word is a state only at the end, after "in", "to" or "from"', () => {
    expect(slots('is cbd legal in ca').states).toEqual(['CA'])
    expect(slots('can i ship delta 8 to md?').states).toEqual(['MD'])
    expect(slots('is cbd legal in ca for kids').states).toEqual([])
    expect(slots('can you ship it to me?').states).toEqual([])
    expect(slots('where is it legal to sell in?').states).toEqual([])
  })

  test('"ID" is an identity document unless it follows a word that introduces a place', () => {
    expect(slots('Is there an ID requirement in Alabama?').states).toEqual(['AL'])
    expect(slots('Is delta 8 sold in ID?').states).toEqual(['ID'])
  })

  test('numbers are never corrected: delta 10 is not delta 8 or 9', () => {
    expect(slots('is delta 10 legal in ohio')).toMatchObject({ substances: [], other: ['delta-10 THC'] })
    expect(slots('delat 8 gummies texas').substances).toEqual(['delta-8-thc'])
  })

  test('common words are not corrected into lexicon words', () => {
    expect(slots('What is the main rule for sellers in Ohio?')).toMatchObject({ states: ['OH'], productTypes: [] })
    expect(slots('Do I need a medical card?').productTypes).toEqual([])
    expect(slots('thc limt in georgia')).toMatchObject({ other: [], states: ['GA'] })
  })

  test('product words qualify each other: dog treats are pet products, a flower pre-roll is smokable', () => {
    expect(slots('CBD oil for dogs').productTypes).toEqual(['pet-products'])
    expect(slots('THCA flower pre-rolls').productTypes).toEqual(['smokable'])
    expect(slots('CBD massage oil').productTypes).toEqual(['topicals'])
  })

  test('longest place wins: West Virginia, Washington D.C., Kansas City', () => {
    expect(slots('delta 8 in West Virginia').states).toEqual(['WV'])
    expect(slots('delta 8 in Washington D.C.').states).toEqual(['DC'])
    const city = parseQuestion('delta 8 in Kansas City')
    expect(city.states).toEqual([])
    expect(city.cities).toEqual(['kansas city'])
  })
})
