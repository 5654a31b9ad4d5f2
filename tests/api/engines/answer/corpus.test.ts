/** The answer engine's quality on the corpus, and properties every answer must have. */
import { describe, expect, test } from 'bun:test'
import { answerQuestion } from '../../../../api/src/engines/answer/engine.ts'
import { CORPUS } from './corpus.ts'
import { evaluate, nestedPresenter, seededSnapshot } from './evaluate.ts'

const snapshot = seededSnapshot()

describe('answer corpus', () => {
  test('at least 300 varied questions, answered and gap both well represented', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(300)
    expect(new Set(CORPUS.map(c => c.q.toLowerCase() + (c.state ?? ''))).size).toBe(CORPUS.length)
    expect(CORPUS.filter(c => c.status === 'gap').length).toBeGreaterThanOrEqual(60)
    expect(new Set(CORPUS.map(c => c.intent)).size).toBeGreaterThanOrEqual(13)
  })

  test('≥ 95 % fully correct and no answer about the wrong state, substance or product type', () => {
    const report = evaluate(snapshot)
    const misses = report.failures.map(f => `${f.case.q}: ${f.mismatches.join('; ')}`)
    expect(report.wrongSlot.map(f => f.case.q)).toEqual([])
    expect(report.percent, misses.join('\n')).toBeGreaterThanOrEqual(95)
  })

  test('deterministic: every question gives the same result twice', () => {
    for (const c of CORPUS) {
      const input = { question: c.q, state: c.state ?? null }
      expect(JSON.stringify(answerQuestion(snapshot, input, nestedPresenter))).toBe(
        JSON.stringify(answerQuestion(snapshot, input, nestedPresenter)),
      )
    }
  })

  test('every answer cites what it marks, marks what it cites, and says how far to trust it', () => {
    for (const c of CORPUS) {
      const result = answerQuestion(snapshot, { question: c.q, state: c.state ?? null }, nestedPresenter)
      if (result.status !== 'answered') {
        expect(result.gap.reason.length, c.q).toBeGreaterThan(20)
        expect(result.gap.missing.length, c.q).toBeGreaterThan(0)
        continue
      }
      const { text, citations, verification } = result.answer
      const marked = [...new Set([...text.matchAll(/\[(\d+)\]/g)].map(m => Number(m[1])))].sort((a, b) => a - b)
      expect(marked, c.q).toEqual(citations.map(x => x.n))
      expect(citations.length, c.q).toBeGreaterThan(0)
      for (const citation of citations) expect(() => new URL(citation.url), c.q).not.toThrow()
      expect(verification.status, c.q).toBe('orientation_only')
      expect(text, c.q).toContain('Orientation only')
      expect(snapshot.regulation.has(verification.factId.replace(/^reg_/, '')), c.q).toBe(true)
    }
  })
})
