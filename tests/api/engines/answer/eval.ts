/**
 * `npm run eval:answers`: the answer engine's score on HempData's own corpus, on the outside corpus
 * (tuning half and held-out half) and on the full generated sweep; gaps by reason; and the engine's
 * own speed (no HTTP). Exits 1 when the held-out half is below 95 % or any answer has the wrong scope.
 *   --held-out-misses   also lists the held-out half's misses (kept out of sight while tuning)
 */
import { answerQuestion, type AnswerResult } from '../../../../api/src/engines/answer/engine.ts'
import { compileDataset } from '../../../../seeds/compile.ts'
import { seedInput } from '../../../../seeds/index.ts'
import { CORPUS } from './corpus.ts'
import { evaluate, nestedPresenter, seededSnapshot } from './evaluate.ts'
import { generatedCases, scoreGenerated } from './generated.ts'
import { loadOutsideCorpus } from './outside/corpus.ts'
import { type OutsideScore, scoreOutside } from './outside/score.ts'

const snapshot = seededSnapshot()
const percent = (correct: number, total: number) => `${correct}/${total} = ${((correct / total) * 100).toFixed(1)} %`

// HempData's own corpus.
const own = evaluate(snapshot)
console.log('── own corpus')
for (const miss of own.failures)
  console.log(
    `✗ ${miss.case.q}${miss.case.state ? ` [state=${miss.case.state}]` : ''}\n    ${miss.mismatches.join('; ')}`,
  )
console.log(`${percent(own.correct, own.total)} correct, ${own.wrongSlot.length} wrong-scope`)

// The outside corpus.
const outside = loadOutsideCorpus()
const tuning = scoreOutside(
  snapshot,
  outside.entries.filter(e => e.split === 'tuning'),
)
const heldOut = scoreOutside(
  snapshot,
  outside.entries.filter(e => e.split === 'held_out'),
)
const showMisses = (score: OutsideScore) => {
  for (const { entry, verdict, result } of score.misses) {
    const why = result.status === 'gap' ? ` — ${result.gap.reason.slice(0, 120)}` : ''
    console.log(
      `✗ ${entry.id} ${entry.question}${entry.state ? ` [state=${entry.state}]` : ''}\n    ${verdict.mismatches.join('; ')}${why}`,
    )
  }
}
console.log(`\n── outside corpus (split seed ${outside.split.seed})\ntuning half misses:`)
showMisses(tuning)
console.log(`tuning half:   ${percent(tuning.correct, tuning.total)} correct, ${tuning.wrongScope.length} wrong-scope`)
console.log(
  `held-out half: ${percent(heldOut.correct, heldOut.total)} correct, ${heldOut.wrongScope.length} wrong-scope`,
)

// The generated sweep.
const started = performance.now()
const cases = generatedCases(compileDataset(seedInput))
const generated = scoreGenerated(snapshot, cases)
console.log(
  `\n── generated suite (every intent × jurisdiction × substance × product type, ${((performance.now() - started) / 1000).toFixed(1)} s)`,
)
for (const { item, verdict } of generated.failures.slice(0, 20))
  console.log(`✗ ${item.question}\n    ${verdict.mismatches.join('; ')}`)
console.log(`${percent(generated.correct, generated.total)} correct, ${generated.wrongScope.length} wrong-scope`)

// Gaps by reason: what the engine said was missing, per suite.
const gapsByReason = (results: AnswerResult[]) => {
  const counts = new Map<string, number>()
  for (const r of results) if (r.status === 'gap') counts.set(r.gap.missing, (counts.get(r.gap.missing) ?? 0) + 1)
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([reason, n]) => `${reason} ${n}`)
    .join(', ')
}
const run = (question: string, state: string | null) => answerQuestion(snapshot, { question, state }, nestedPresenter)
console.log('\n── gaps by reason')
console.log(`outside corpus: ${gapsByReason(outside.entries.map(e => run(e.question, e.state)))}`)
console.log(`generated suite: ${gapsByReason(cases.map(c => run(c.question, null)))}`)

// Engine speed over every corpus question: 20 rounds after a warm-up round, each answer timed alone.
const questions = [
  ...CORPUS.map(c => [c.q, c.state ?? null] as const),
  ...outside.entries.map(e => [e.question, e.state] as const),
]
for (const [q, s] of questions) run(q, s)
const samples: number[] = []
const best = questions.map(() => Number.POSITIVE_INFINITY)
for (let round = 0; round < 20; round++) {
  questions.forEach(([q, s], i) => {
    const t = performance.now()
    run(q, s)
    const took = performance.now() - t
    samples.push(took)
    best[i] = Math.min(best[i], took)
  })
}
const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))].toFixed(3)
console.log(`\n── engine latency (${questions.length} questions × 20 rounds, in process)`)
console.log(
  `every answer: p50 ${quantile(samples, 0.5)} ms, p99 ${quantile(samples, 0.99)} ms (includes garbage collection and other processes' load)`,
)
console.log(`per question, best of 20: p50 ${quantile(best, 0.5)} ms, p99 ${quantile(best, 0.99)} ms`)

if (process.argv.includes('--held-out-misses')) {
  console.log('\n── held-out half misses')
  showMisses(heldOut)
}
const wrongScope =
  own.wrongSlot.length + tuning.wrongScope.length + heldOut.wrongScope.length + generated.wrongScope.length
if (heldOut.percent < 95 || wrongScope > 0) {
  console.log(`\nFAIL: held-out ${heldOut.percent} % (goal ≥ 95 %), ${wrongScope} wrong-scope answers (goal 0)`)
  process.exitCode = 1
}
