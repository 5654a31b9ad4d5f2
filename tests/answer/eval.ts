/**
 * `npm run eval:answers`: the answer engine's score on the corpus, every miss with its reason, and
 * the engine's own speed over the corpus (no HTTP; each question answered afresh, many times).
 */
import { answerQuestion } from '../../api/src/answer/engine.ts'
import { CORPUS } from './corpus.ts'
import { evaluate, nestedPresenter, seededSnapshot } from './evaluate.ts'

const snapshot = seededSnapshot()
const report = evaluate(snapshot)

for (const miss of report.failures) {
  const gap = miss.result.status === 'gap' ? ` — ${miss.result.gap.reason.slice(0, 140)}` : ''
  console.log(`✗ ${miss.case.q}${miss.case.state ? ` [state=${miss.case.state}]` : ''}\n    ${miss.mismatches.join('; ')}${gap}`)
}
const answered = CORPUS.filter((c) => c.status === 'answered').length
console.log(`\ncorpus: ${report.total} questions (${answered} expect an answer, ${report.total - answered} a gap)`)
console.log(`fully correct: ${report.correct}/${report.total} = ${report.percent} %`)
console.log(`wrong-slot answers (answered about another state, substance or product type): ${report.wrongSlot.length}`)

// Engine speed: every corpus question, 20 rounds after a warm-up round; per-question latencies.
const rounds = 20
for (const c of CORPUS) answerQuestion(snapshot, { question: c.q, state: c.state ?? null }, nestedPresenter)
const samples: number[] = []
for (let round = 0; round < rounds; round++) {
  for (const c of CORPUS) {
    const started = performance.now()
    answerQuestion(snapshot, { question: c.q, state: c.state ?? null }, nestedPresenter)
    samples.push(performance.now() - started)
  }
}
samples.sort((a, b) => a - b)
const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))].toFixed(3)
console.log(`engine alone over ${samples.length} answers: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${samples.at(-1)!.toFixed(3)} ms`)
if (report.percent < 95 || report.wrongSlot.length > 0) process.exitCode = 1
