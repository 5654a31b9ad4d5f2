/**
 * Judges an answer against what the data gives (the oracle's `expected`). Correct means the same
 * intent, the same jurisdictions, the same status, and then the same fact (answered) or the same
 * missing piece named (gap). A wrong-scope answer is an answer about another jurisdiction, substance
 * or product type than the question's: the one mistake HempData must never make.
 */
import type { AnswerResult } from '../../../../../api/src/engines/answer/engine.ts'
import type { Expected, Fact, Slots } from './oracle.ts'

export interface Verdict {
  correct: boolean
  wrongScope: boolean
  mismatches: string[]
}

const sameSet = (a: string[], b: string[]): boolean =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join()

function factMatches(expected: Fact, actual: unknown): boolean {
  if (!actual || typeof actual !== 'object') return false
  return Object.entries(expected).every(
    ([key, value]) => JSON.stringify((actual as Fact)[key]) === JSON.stringify(value),
  )
}

function answerMatches(expected: Expected, data: Record<string, unknown>): boolean {
  if ('fact' in expected) return factMatches(expected.fact, data.facts)
  if ('bills' in expected)
    return (
      JSON.stringify(((data.bills as { number: string }[]) ?? []).map(b => b.number).sort()) ===
      JSON.stringify(expected.bills)
    )
  if ('jurisdictions' in expected) {
    const rows = (data.jurisdictions as { jurisdiction: { code: string }; facts: Fact }[]) ?? []
    return expected.jurisdictions.every(want =>
      factMatches(want.fact, rows.find(row => row.jurisdiction.code === want.code)?.facts),
    )
  }
  return false
}

export function judge(slots: Slots, expected: Expected, result: AnswerResult): Verdict {
  const mismatches: string[] = []
  const [intent, topic] = slots.intent.split(':')
  if (result.intent !== intent || (topic && result.parsed.topic !== topic))
    mismatches.push(
      `intent ${result.intent}${result.intent === 'comparison' ? `:${result.parsed.topic}` : ''} ≠ ${slots.intent}`,
    )
  const statesRight = sameSet(result.parsed.states, slots.states)
  if (!statesRight)
    mismatches.push(`states ${result.parsed.states.join(',') || '-'} ≠ ${slots.states.join(',') || '-'}`)
  if (result.status !== expected.status) mismatches.push(`status ${result.status} ≠ ${expected.status}`)
  const wantSubstance = slots.substance === 'thc' ? null : slots.substance
  const slotsRight = result.parsed.substance === wantSubstance && result.parsed.product_type === slots.productType
  if (result.status === 'answered' && expected.status === 'answered') {
    if (!slotsRight)
      mismatches.push(
        `slots ${result.parsed.substance}/${result.parsed.product_type} ≠ ${wantSubstance}/${slots.productType}`,
      )
    if (!answerMatches(expected, result.answer.data)) mismatches.push('fact differs from the data')
  }
  if (result.status === 'gap' && expected.status === 'gap' && result.gap.missing !== expected.missing)
    mismatches.push(`missing ${result.gap.missing} ≠ ${expected.missing}`)
  const wrongScope = result.status === 'answered' && (!statesRight || !slotsRight)
  return { correct: mismatches.length === 0, wrongScope, mismatches }
}
