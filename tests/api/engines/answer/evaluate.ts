/**
 * Scores the answer engine against the corpus. A case is fully correct when intent, jurisdictions,
 * substance, product type and status all match. A wrong-slot answer is an `answered` result about
 * other jurisdictions, another substance or another product type than the question's: the one
 * mistake HempData must never make (such questions must be gaps).
 */
import { answerQuestion, type AnswerResult } from '../../../../api/src/engines/answer/engine.ts'
import type { Presenter } from '../../../../api/src/engines/answer/compose.ts'
import { buildSnapshot, type Snapshot } from '../../../../api/src/snapshot/snapshot.ts'
import { compileDataset } from '../../../../seeds/compile.ts'
import { seedInput } from '../../../../seeds/index.ts'
import { CORPUS, type CorpusCase } from './corpus.ts'

export const nestedPresenter: Presenter = { statusName: status => status, regulationId: uuid => `reg_${uuid}` }

/** The snapshot of the seeded dataset, built in memory (no database needed). */
export function seededSnapshot(): Snapshot {
  const dataset = compileDataset(seedInput)
  const regulations = dataset.regulations.map(r => ({ ...r, createdAt: r.lastVerified, updatedAt: r.lastVerified }))
  return buildSnapshot({ ...dataset, regulations, changes: [] }, 1)
}

export interface CaseOutcome {
  case: CorpusCase
  result: AnswerResult
  correct: boolean
  wrongSlot: boolean
  mismatches: string[]
}

const sameSet = (a: string[], b: string[]): boolean =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join()

export function judgeCase(c: CorpusCase, result: AnswerResult): CaseOutcome {
  const p = result.parsed
  const mismatches: string[] = []
  if (result.intent !== c.intent) mismatches.push(`intent ${result.intent} ≠ ${c.intent}`)
  if (!sameSet(p.states, c.states))
    mismatches.push(`states ${p.states.join(',') || '-'} ≠ ${c.states.join(',') || '-'}`)
  if (p.substance !== c.substance) mismatches.push(`substance ${p.substance} ≠ ${c.substance}`)
  if (p.product_type !== c.productType) mismatches.push(`product ${p.product_type} ≠ ${c.productType}`)
  if (result.status !== c.status) mismatches.push(`status ${result.status} ≠ ${c.status}`)
  const slotWrong = mismatches.some(m => m.startsWith('states') || m.startsWith('substance') || m.startsWith('product'))
  return {
    case: c,
    result,
    correct: mismatches.length === 0,
    wrongSlot: result.status === 'answered' && slotWrong,
    mismatches,
  }
}

export function evaluate(snapshot: Snapshot, cases: CorpusCase[] = CORPUS) {
  const outcomes = cases.map(c =>
    judgeCase(c, answerQuestion(snapshot, { question: c.q, state: c.state ?? null }, nestedPresenter)),
  )
  const correct = outcomes.filter(o => o.correct).length
  return {
    total: outcomes.length,
    correct,
    percent: Math.round((correct / outcomes.length) * 1000) / 10,
    wrongSlot: outcomes.filter(o => o.wrongSlot),
    failures: outcomes.filter(o => !o.correct),
  }
}
