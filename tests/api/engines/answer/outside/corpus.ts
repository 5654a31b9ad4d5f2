/**
 * The outside corpus: questions real people asked in public (agency FAQ pages, merchant help pages,
 * forums and news Q&A), each with where it was found, the slots a correct reading finds, and what the
 * data gives for them (`expected`, computed by the oracle from the dataset). Split once, at random
 * with a recorded seed, into a tuning half and a held-out half; the engine is never changed against
 * the held-out half.
 */
import { readFileSync } from 'node:fs'
import type { Expected, Slots } from './oracle.ts'

export interface OutsideEntry {
  id: string
  split: 'tuning' | 'held_out'
  source: { url: string; title: string }
  /** As asked, verbatim or lightly trimmed. */
  question: string
  /** The `state` parameter a page about one state would send with the question, if any. */
  state: string | null
  slots: Slots
  expected: Expected
}

export interface OutsideCorpus {
  about: string
  collected: string
  split: { seed: number; method: string }
  entries: OutsideEntry[]
}

export const CORPUS_PATH = new URL('./questions.json', import.meta.url)

export function loadOutsideCorpus(): OutsideCorpus {
  return JSON.parse(readFileSync(CORPUS_PATH, 'utf8')) as OutsideCorpus
}

/** mulberry32: a small seeded generator, so a split or a sample is the same on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Fisher–Yates with the seeded generator. */
export function shuffled<T>(items: T[], seed: number): T[] {
  const random = seededRandom(seed)
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[out[i], out[j]] = [out[j], out[i]]
  }
  return out
}

/** The split: ids shuffled with the seed; the first half (rounded up) tunes, the rest is held out. */
export function splitOf(ids: string[], seed: number): Map<string, OutsideEntry['split']> {
  const order = shuffled(ids, seed)
  const half = Math.ceil(order.length / 2)
  return new Map(order.map((id, i) => [id, i < half ? 'tuning' : 'held_out']))
}
