/**
 * The hard rule: never an answer about the wrong jurisdiction. A question naming two states is a
 * comparison of both or a gap; a state named in the question wins over a conflicting `state`
 * parameter; "here" or "my state" next to a named state that the parameter contradicts is a gap.
 */
import { describe, expect, test } from 'bun:test'
import { answerQuestion, type AnswerResult } from '../../../../api/src/engines/answer/engine.ts'
import { STATE_NAMES } from '../../../../api/src/engines/answer/lexicon.ts'
import { nestedPresenter, seededSnapshot } from './evaluate.ts'
import { seededRandom } from './outside/corpus.ts'

const snapshot = seededSnapshot()
const ask = (question: string, state: string | null = null): AnswerResult =>
  answerQuestion(snapshot, { question, state }, nestedPresenter)
const codes = Object.keys(STATE_NAMES)
const random = seededRandom(21)
const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)]
const sorted = (values: string[]) => [...values].sort().join(',')

/** Seeded pairs of different jurisdictions. */
const pairs = Array.from({ length: 400 }, () => {
  const a = pick(codes)
  let b = pick(codes)
  while (b === a) b = pick(codes)
  return [a, b] as const
})

const SUBJECTS = [
  'delta 8 gummies',
  'CBD tinctures',
  'THCA flower',
  'delta-9 THC drinks',
  'hemp vapes',
  'CBG',
  'THC edibles',
]

describe('wrong scope', () => {
  test('two states named: a comparison of both, or a gap; never an answer about one of them or another', () => {
    const templates = [
      'Is {s} legal in {a} or {b}?',
      'Can I ship {s} from {a} to {b}?',
      '{a} vs {b}: {s}',
      'Are {s} sold in {a} and in {b}?',
      'What is the minimum age for {s} in {a} and {b}?',
    ]
    for (const [a, b] of pairs) {
      const question = pick(templates)
        .replace('{s}', pick(SUBJECTS))
        .replace('{a}', STATE_NAMES[a])
        .replace('{b}', STATE_NAMES[b])
      const result = ask(question)
      if (result.status === 'answered') {
        expect(result.intent, question).toBe('comparison')
        expect(sorted(result.parsed.states), question).toBe(sorted([a, b]))
      }
    }
  })

  test('a state in the question wins over a conflicting state parameter', () => {
    for (const [a, b] of pairs) {
      const question = `Is ${pick(SUBJECTS)} legal in ${STATE_NAMES[a]}?`
      const result = ask(question, b)
      expect(result.parsed.states, `${question} [${b}]`).toEqual([a])
      expect(result.parsed.state_source).toBe('question')
      if (result.status === 'answered')
        expect(JSON.stringify(result.answer.data), question).not.toContain(`"code":"${b}"`)
    }
  })

  test('"here" or "my state" next to a named state the parameter contradicts: a gap naming the state as missing', () => {
    const templates = [
      'Is {s} legal here in {a}?',
      'Can I sell {s} in my state, {a}?',
      'Are {s} allowed in {a}, where I live?',
    ]
    for (const [a, b] of pairs) {
      const question = pick(templates).replace('{s}', pick(SUBJECTS)).replace('{a}', STATE_NAMES[a])
      const result = ask(question, b)
      expect(result.status, `${question} [${b}]`).toBe('gap')
      if (result.status === 'gap') expect(result.gap.missing, question).toBe('state')
      // The same question with the parameter agreeing is about that state.
      expect(ask(question, a).parsed.states, question).toEqual([a])
    }
  })

  test('"here" with no state named is the parameter\'s state', () => {
    for (const code of codes) expect(ask('Is delta 8 legal here?', code).parsed.states).toEqual([code])
  })

  test('a state named together with federal law is never answered as federal law alone, nor federal law as the state', () => {
    for (const code of codes) {
      const result = ask(`Is delta 8 legal federally but banned in ${STATE_NAMES[code]}?`)
      if (result.status === 'answered') expect(sorted(result.parsed.states)).toBe(sorted([code, 'US']))
    }
  })
})
