/**
 * No legal status changes without a cited reason in the changelog: every status change between the
 * compiled history's steps is explained by its jurisdiction's step (or the federal one), the current
 * files change no status beyond the last step unless a correction names the record, and every
 * correction names records and cites what shows it.
 */
import { describe, expect, test } from 'bun:test'
import type { RegulationRecord } from '../../api/src/domain/types.ts'
import { compileDataset, compileHistory } from '../../seeds/compile.ts'
import { byImportReason, correctionReasonFor, correctionsOf } from '../../seeds/corrections.ts'
import { seedInput } from '../../seeds/index.ts'

const history = compileHistory(seedInput)
const current = compileDataset(seedInput).regulations
const key = (r: RegulationRecord) => `${r.state}/${r.substance}/${r.productType}`

describe('every legal status change has a cited reason', () => {
  test('each history step explains every status it changes, with its own law named', () => {
    let previous = new Map(history.baseline.map(r => [r.id, r]))
    const changes: string[] = []
    for (const step of history.steps) {
      for (const r of step.regulations) {
        const before = previous.get(r.id)
        if (!before || before.legalStatus === r.legalStatus) continue
        const reason = step.reasons[r.state] ?? (r.state === 'US' ? undefined : step.reasons.US)
        expect(reason, `${step.date} ${key(r)}: ${before.legalStatus} → ${r.legalStatus}`).toBeString()
        // A reason names the law or the act that changed it, not a generic word.
        expect(reason!.length, `${step.date} ${key(r)}`).toBeGreaterThan(30)
        changes.push(`${step.date} ${key(r)}`)
      }
      previous = new Map(step.regulations.map(r => [r.id, r]))
    }
    expect(changes.length).toBeGreaterThan(100)
  })

  test('the current files change no status beyond the last step but through a correction', () => {
    const last = new Map(history.steps.at(-1)!.regulations.map(r => [r.id, r]))
    const reasonOf = correctionReasonFor(seedInput)
    const unexplained = current
      .filter(r => last.get(r.id) && last.get(r.id)!.legalStatus !== r.legalStatus && !reasonOf(r))
      .map(key)
    expect(unexplained).toEqual([])
  })

  test('every correction names records and cites what shows it', () => {
    const all = correctionsOf(seedInput)
    expect(all.map(c => c.code).sort()).toEqual(expect.arrayContaining(['IA', 'KY', 'MA', 'ME', 'TX']))
    const reasonOf = correctionReasonFor(seedInput)
    for (const { code, correction } of all) {
      const named = current.filter(r => r.state === code && reasonOf(r) === correction.reason)
      expect(named.length, `${code} ${correction.date}`).toBeGreaterThan(0)
      expect(correction.reason, `${code} ${correction.date}`).toMatch(/https?:\/\/\S+/)
      expect(correction.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
    const txVapes = current.filter(r => r.state === 'TX' && r.productType === 'vapes' && r.substance !== 'thca')
    for (const r of txVapes) expect(reasonOf(r)).toContain('SB 2024')
    expect(reasonOf(current.find(r => r.state === 'TX' && r.productType === 'edibles')!)).toBeNull()
  })

  test('an import groups the records a correction names under its reason, every other under its own', () => {
    const groups = byImportReason(seedInput, current, 'Seed re-import: source files updated')
    expect([...groups.values()].flat().length).toBe(current.length)
    const iaPets = groups.get(correctionsOf(seedInput).find(c => c.code === 'IA')!.correction.reason)!
    expect(iaPets.length).toBeGreaterThan(0)
    for (const r of iaPets) expect([r.state, r.productType]).toEqual(['IA', 'pet-products'])
  })
})
