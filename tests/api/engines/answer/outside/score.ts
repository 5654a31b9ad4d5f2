/** Scores the engine on outside-corpus entries: correct, wrong-scope, and each miss with why. */
import { answerQuestion, type AnswerResult } from '../../../../../api/src/engines/answer/engine.ts'
import type { Snapshot } from '../../../../../api/src/snapshot/snapshot.ts'
import { nestedPresenter } from '../evaluate.ts'
import type { OutsideEntry } from './corpus.ts'
import { judge, type Verdict } from './judge.ts'

export interface OutsideScore {
  total: number
  correct: number
  percent: number
  wrongScope: OutsideEntry[]
  misses: { entry: OutsideEntry; verdict: Verdict; result: AnswerResult }[]
}

export function scoreOutside(snapshot: Snapshot, entries: OutsideEntry[]): OutsideScore {
  const score: OutsideScore = { total: entries.length, correct: 0, percent: 0, wrongScope: [], misses: [] }
  for (const entry of entries) {
    const result = answerQuestion(snapshot, { question: entry.question, state: entry.state }, nestedPresenter)
    const verdict = judge(entry.slots, entry.expected, result)
    if (verdict.correct) score.correct++
    else score.misses.push({ entry, verdict, result })
    if (verdict.wrongScope) score.wrongScope.push(entry)
  }
  score.percent = entries.length ? Math.round((score.correct / entries.length) * 1000) / 10 : 0
  return score
}
