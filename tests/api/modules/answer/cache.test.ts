/** The answer cache: one computation per question and snapshot, cleared on a new snapshot, bounded by size. */
import { describe, expect, test } from 'bun:test'
import type { AnswerResult } from '../../../../api/src/engines/answer/engine.ts'
import { AnswerCache } from '../../../../api/src/modules/answer/cache.ts'

const result = (text: string) =>
  ({ status: 'gap', intent: 'out_of_scope', gap: { reason: text, missing: 'topic' } }) as unknown as AnswerResult

describe('AnswerCache', () => {
  test('computes once per question, state and snapshot version', () => {
    const cache = new AnswerCache()
    let runs = 0
    const compute = () => result(`run ${++runs}`)
    expect(cache.get(1, 'q', null, compute).json).toContain('run 1')
    expect(cache.get(1, 'q', null, compute).json).toContain('run 1')
    expect(cache.get(1, 'q', 'TX', compute).json).toContain('run 2')
    expect(cache.get(2, 'q', null, compute).json).toContain('run 3')
    expect(runs).toBe(3)
  })

  test('a failing computation is not cached', () => {
    const cache = new AnswerCache()
    expect(() =>
      cache.get(1, 'q', null, () => {
        throw new Error('engine fault')
      }),
    ).toThrow('engine fault')
    expect(cache.get(1, 'q', null, () => result('ok')).json).toContain('ok')
  })

  test('evicts the least recently used answers beyond its size', () => {
    const cache = new AnswerCache(16 * 400)
    let runs = 0
    const compute = () => result(`${++runs}`.padEnd(100, '.'))
    cache.get(1, 'a', null, compute)
    cache.get(1, 'b', null, compute)
    cache.get(1, 'a', null, compute)
    expect(runs).toBe(2)
    for (let i = 0; i < 60; i++) cache.get(1, `filler ${i}`, null, compute)
    const before = runs
    cache.get(1, 'b', null, compute)
    expect(runs).toBe(before + 1)
    // Recently used entries survive while older ones go.
    cache.get(1, 'filler 59', null, compute)
    expect(runs).toBe(before + 1)
  })
})
