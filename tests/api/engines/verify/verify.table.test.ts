/**
 * The verification table: at least 150 orders whose expected verdicts were written from the cited
 * facts in the research notes (each case names its source), checked against the real seeded data
 * and its history as loaded through the change service.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { FAILURE_CODES, type OrderVerdict } from '../../../../api/src/engines/verify/index.ts'
import { seededData, verifyOn, type SeededData } from '../../../support/verify.ts'
import { FEDERAL_CASES } from './federal-cases.ts'
import { OTHER_CASES } from './other-cases.ts'
import { STATE_FACTS, casesFor } from './state-cases.ts'
import type { TableCase } from './table-case.ts'

const CASES: TableCase[] = [...STATE_FACTS.flatMap(casesFor), ...OTHER_CASES, ...FEDERAL_CASES]
const FAILURES = new Set<string>(FAILURE_CODES)

let data: SeededData
beforeAll(async () => {
  data = await seededData()
}, 300_000)
afterAll(() => data?.close())

const found = (verdict: OrderVerdict, failures: boolean): string[] => [
  ...new Set(
    verdict.lines.flatMap(line =>
      line.findings.filter(f => FAILURES.has(f.code) === failures).map(f => `${f.jurisdiction}:${f.code}`),
    ),
  ),
]

test('the table holds at least 150 cases and covers every failure and warning code', () => {
  expect(CASES.length).toBeGreaterThanOrEqual(150)
  const named = new Set(CASES.flatMap(c => [...(c.failures ?? []), ...(c.warnings ?? [])]).map(s => s.split(':')[1]))
  for (const code of [...FAILURE_CODES, 'PRODUCT_FACT_MISSING', 'RULE_UNKNOWN', 'RULE_DISPUTED', 'PENDING_CHANGE'])
    expect(named.has(code)).toBe(true)
})

describe('verification table', () => {
  for (const c of CASES) {
    test(`${c.name} [${c.cite}]`, () => {
      const verdict = verifyOn(data.snapshot(), c.order)
      const failures = found(verdict, true)
      if (c.failures) {
        if (c.someFailures) for (const f of c.failures) expect(failures).toContain(f)
        else expect(failures.sort()).toEqual([...c.failures].sort())
      }
      const warnings = found(verdict, false)
      for (const w of c.warnings ?? []) expect(warnings).toContain(w)
      expect(verdict.result).toBe(c.result)
      expect(verdict.compliant).toBe(c.result === 'undetermined' ? null : c.result === 'compliant')
      if (c.lines) expect(verdict.lines.map(line => line.result)).toEqual(c.lines)
      if (c.decidedBy) expect(verdict.lines[0].decidedBy).toBe(c.decidedBy)
      if (c.ageGate !== undefined) expect(verdict.lines[0].requirements.ageGateRequired).toBe(c.ageGate)
    })
  }
})
