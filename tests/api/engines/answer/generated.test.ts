/**
 * The generated suite in `npm test`: a seeded sample of the sweep over every intent × jurisdiction ×
 * substance × product type (the whole sweep runs in `npm run eval:answers`).
 */
import { describe, expect, test } from 'bun:test'
import { compileDataset } from '../../../../seeds/compile.ts'
import { seedInput } from '../../../../seeds/index.ts'
import { seededSnapshot } from './evaluate.ts'
import { GENERATED_INTENTS, generatedCases, generatedSpecs, scoreGenerated } from './generated.ts'

const dataset = compileDataset(seedInput)
const snapshot = seededSnapshot()

describe('generated suite', () => {
  test('the sweep covers every intent × jurisdiction × substance (and THC, and none) × product type (and none)', () => {
    const specs = generatedSpecs(dataset)
    const jurisdictions = dataset.jurisdictions.length
    // Comparisons pair states, so the federal layer is not one of their first parties.
    expect(specs.length).toBe((GENERATED_INTENTS.length * jurisdictions - 1) * 8 * 10)
    const cells = new Set(
      specs.map(
        c => `${c.slots.intent.split(':')[0]}|${c.slots.states[0]}|${c.slots.substance}|${c.slots.productType}`,
      ),
    )
    expect(cells.size).toBeGreaterThan(specs.length * 0.95)
  })

  test('a seeded sample of 4 000: at least 99 % correct, no wrong-scope answer', () => {
    const sample = generatedCases(dataset, { sample: 4000 })
    expect(sample.length).toBe(4000)
    expect(generatedCases(dataset, { sample: 4000 }).map(c => c.question)).toEqual(sample.map(c => c.question))
    const score = scoreGenerated(snapshot, sample)
    const misses = score.failures.slice(0, 20).map(f => `${f.item.question}: ${f.verdict.mismatches.join('; ')}`)
    expect(score.wrongScope.map(c => c.question)).toEqual([])
    expect(score.correct / score.total, misses.join('\n')).toBeGreaterThanOrEqual(0.99)
    // Both answers and honest gaps are exercised.
    expect(sample.filter(c => c.expected.status === 'gap').length).toBeGreaterThan(400)
    expect(sample.filter(c => c.expected.status === 'answered').length).toBeGreaterThan(1000)
  })
})
