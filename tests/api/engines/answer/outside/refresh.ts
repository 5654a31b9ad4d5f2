/**
 * Recomputes each outside question's `expected` from the dataset (the oracle, not the engine).
 *   bun tests/api/engines/answer/outside/refresh.ts           prints the entries whose expectation the data changed
 *   bun tests/api/engines/answer/outside/refresh.ts --write   writes them back (after a data change was reviewed)
 */
import { writeFileSync } from 'node:fs'
import { compileDataset } from '../../../../../seeds/compile.ts'
import { seedInput } from '../../../../../seeds/index.ts'
import { CORPUS_PATH, loadOutsideCorpus, type OutsideCorpus } from './corpus.ts'
import { Oracle } from './oracle.ts'

/** The corpus with every expectation recomputed, and the ids whose expectation changed. */
export function refreshed(corpus: OutsideCorpus = loadOutsideCorpus()): { corpus: OutsideCorpus; changed: string[] } {
  const oracle = new Oracle(compileDataset(seedInput))
  const changed: string[] = []
  const entries = corpus.entries.map(entry => {
    const expected = oracle.expect(entry.slots, entry.question)
    if (JSON.stringify(expected) !== JSON.stringify(entry.expected)) changed.push(entry.id)
    return { ...entry, expected }
  })
  return { corpus: { ...corpus, entries }, changed }
}

if (import.meta.main) {
  const { corpus, changed } = refreshed()
  for (const id of changed) {
    const entry = corpus.entries.find(e => e.id === id)!
    console.log(`${id} ${entry.question}\n    ${JSON.stringify(entry.expected).slice(0, 200)}`)
  }
  if (process.argv.includes('--write')) writeFileSync(CORPUS_PATH, `${JSON.stringify(corpus, null, 1)}\n`)
  console.log(
    `${changed.length} of ${corpus.entries.length} expectations ${process.argv.includes('--write') ? 'rewritten' : 'differ from the data'}`,
  )
}
