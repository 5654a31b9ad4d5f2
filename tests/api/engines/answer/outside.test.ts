/**
 * The outside corpus: questions real people asked in public, with their sources, split once at random
 * with a recorded seed. Expectations come from the dataset (the oracle), so a data change that moves
 * one shows up here until `bun tests/api/engines/answer/outside/refresh.ts --write` is run after review.
 */
import { describe, expect, test } from 'bun:test'
import { INTENTS } from '../../../../api/src/engines/answer/intents.ts'
import { seededSnapshot } from './evaluate.ts'
import { loadOutsideCorpus, splitOf } from './outside/corpus.ts'
import { GAP_REASONS } from './outside/oracle.ts'
import { refreshed } from './outside/refresh.ts'
import { scoreOutside } from './outside/score.ts'

const corpus = loadOutsideCorpus()
const snapshot = seededSnapshot()

describe('outside corpus', () => {
  test('at least 300 distinct questions, each with its page (URL and title) and a reading', () => {
    expect(corpus.entries.length).toBeGreaterThanOrEqual(300)
    expect(new Set(corpus.entries.map(e => e.id)).size).toBe(corpus.entries.length)
    expect(new Set(corpus.entries.map(e => `${e.question.toLowerCase()}|${e.state}`)).size).toBe(corpus.entries.length)
    const intents = new Set<string>(INTENTS)
    for (const e of corpus.entries) {
      expect(() => new URL(e.source.url), e.id).not.toThrow()
      expect(e.source.title.trim().length, e.id).toBeGreaterThan(0)
      expect(e.question.trim().length, e.id).toBeGreaterThan(3)
      expect(intents.has(e.slots.intent.split(':')[0]), e.id).toBe(true)
      if (e.slots.forced) expect(GAP_REASONS as readonly string[], e.id).toContain(e.slots.forced)
    }
    // Collected from many pages, not a few.
    expect(new Set(corpus.entries.map(e => new URL(e.source.url).hostname)).size).toBeGreaterThan(60)
  })

  test('the split is the one its recorded seed gives, half and half', () => {
    const split = splitOf(
      corpus.entries.map(e => e.id),
      corpus.split.seed,
    )
    for (const e of corpus.entries) expect(e.split, e.id).toBe(split.get(e.id)!)
    const tuning = corpus.entries.filter(e => e.split === 'tuning').length
    expect(Math.abs(tuning - (corpus.entries.length - tuning))).toBeLessThanOrEqual(1)
  })

  test('every expectation is what the dataset gives for the reading (recomputed by the oracle)', () => {
    const { changed } = refreshed(corpus)
    expect(changed).toEqual([])
  })

  test('held-out half: at least 95 % correct; no wrong-scope answer in either half', () => {
    const tuning = scoreOutside(
      snapshot,
      corpus.entries.filter(e => e.split === 'tuning'),
    )
    const heldOut = scoreOutside(
      snapshot,
      corpus.entries.filter(e => e.split === 'held_out'),
    )
    console.log(
      `outside corpus: tuning ${tuning.correct}/${tuning.total} = ${tuning.percent} %, held-out ${heldOut.correct}/${heldOut.total} = ${heldOut.percent} %`,
    )
    expect([...tuning.wrongScope, ...heldOut.wrongScope].map(e => `${e.id} ${e.question}`)).toEqual([])
    expect(heldOut.percent).toBeGreaterThanOrEqual(95)
  })
})
