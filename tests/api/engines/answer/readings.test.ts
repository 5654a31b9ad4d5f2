/**
 * Readings added from the questions people asked in public: the enforcing agency, unqualified THC,
 * carriers without a state, city and county rules, selling online, the legal definition of hemp,
 * definitions, questions about many states, opinions and the near future.
 */
import { describe, expect, test } from 'bun:test'
import { answerQuestion, type AnswerResult } from '../../../../api/src/engines/answer/engine.ts'
import { THC_FAMILY } from '../../../../api/src/engines/answer/parse.ts'
import { regulationKey } from '../../../../api/src/snapshot/snapshot.ts'
import { nestedPresenter, seededSnapshot } from './evaluate.ts'

const snapshot = seededSnapshot()
const ask = (question: string, state: string | null = null): AnswerResult =>
  answerQuestion(snapshot, { question, state }, nestedPresenter)
const missing = (result: AnswerResult) => (result.status === 'gap' ? result.gap.missing : 'answered')

describe('readings', () => {
  test('the enforcing agency is its own intent, answered from the record', () => {
    const result = ask('Which agency regulates CBD tinctures in Florida?')
    expect(result.intent).toBe('enforcement_agency')
    if (result.status !== 'answered') throw new Error(result.gap.reason)
    const record = snapshot.byKey.get(regulationKey('FL', 'cbd', 'tinctures'))!
    expect(result.answer.data.facts).toEqual({ enforcement_agency: record.details.enforcementAgency })
    expect(ask('Does OLCC regulate hemp in Oregon?').intent).toBe('enforcement_agency')
    // A licence question naming the agency stays a licence question.
    expect(ask('When do I need to inform FDACS that I am selling hemp products?', 'FL').intent).toBe('licence')
  })

  test('unqualified THC covers delta-9, delta-8 and THCA together, or says they differ', () => {
    const outcomes = new Set<string>()
    for (const code of ['TX', 'MN', 'AZ', 'MI', 'ID', 'NY']) {
      const result = ask(`How old do you have to be to buy THC gummies in ${code}?`)
      const family = snapshot.regulations.filter(
        r => r.state === code && r.productType === 'edibles' && THC_FAMILY.includes(r.substance),
      )
      const ages = new Set(family.map(r => `${r.details.minimumAge}|${r.details.ageVerificationMethod}`))
      const expected = ages.size > 1 ? 'substance' : family[0].details.minimumAge === null ? 'minimum_age' : 'answered'
      expect(missing(result), code).toBe(expected)
      outcomes.add(missing(result))
      if (result.status === 'answered')
        expect((result.answer.data.applies_to as { substances: string[] }).substances.sort()).toEqual(
          [...THC_FAMILY].sort(),
        )
    }
    expect(outcomes.has('answered') && outcomes.has('substance')).toBe(true)
    expect(missing(ask('Is cbd or thc legal in texas?'))).toBe('substance')
  })

  test('a carrier with no state is the federal layer; a state still scopes it', () => {
    expect(ask('does ups ship delta 8 vapes').parsed.states).toEqual(['US'])
    expect(ask('Can I mail CBD gummies with USPS?', 'TX').parsed.states).toEqual(['TX'])
    expect(ask('Can I mail CBD gummies to Ohio with USPS?').parsed.states).toEqual(['OH'])
  })

  test('city and county rules are a gap, with or without a state', () => {
    expect(missing(ask('Are Delta-8 Gummies Legal in Your City?'))).toBe('local_rules')
    expect(missing(ask('Can a county in Texas ban delta 8 vapes?'))).toBe('local_rules')
  })

  test('selling online or across state lines is shipping; bringing it across state lines is travel', () => {
    expect(ask('Is it legal to sell CBD gummies online in Texas?').intent).toBe('shipping')
    expect(ask('Can I sell delta 8 across state lines from Ohio?').intent).toBe('shipping')
    expect(ask('Can I bring CBD across state lines?').intent).toBe('out_of_scope')
    expect(ask('Can I buy THCA flower online in Florida?').intent).toBe('legality')
  })

  test('definitions: the legal definition of hemp is its THC limit; "what is THCA?" is outside the data', () => {
    expect(ask('What Is The Legal Definition Of Industrial Hemp in Colorado?').intent).toBe('thc_limits')
    expect(missing(ask('What is THCA?'))).toBe('topic')
    expect(ask('What exactly is THCA, and is it legal in the Lone Star State?').parsed.states).toEqual(['TX'])
  })

  test('many states at once, opinions, shopping and the near future are gaps', () => {
    expect(ask('What US States are Legal for CBD?').parsed.states).toEqual([])
    expect(missing(ask('What US States are Legal for CBD?'))).toBe('state')
    expect(missing(ask('Should delta-8 continue to be legal in Texas?'))).toBe('topic')
    expect(missing(ask('Should You Buy That CBD At the Gas Station?'))).toBe('topic')
    expect(missing(ask('Texas is about to ban THC, could Louisiana be next?'))).toBe('future_law')
    expect(missing(ask('Is THC getting banned?'))).toBe('future_law')
  })

  test('how long and since when ask for the effective date; an age may be written in words', () => {
    expect(ask('How long has hemp been legal?', 'OH').intent).toBe('effective_date')
    expect(ask('Does someone have to be eighteen to buy CBD products?', 'CO').intent).toBe('minimum_age')
  })
})
