/** The forecast model for any inputs (property-based with fast-check): bounds, monotonic in the horizon, deterministic. */
import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { BILL_STATUSES, LEGAL_STATUSES, SUBSTANCES } from '../../../../api/src/domain/types.ts'
import { forecast, riskLevel } from '../../../../api/src/engines/predictions/forecast.ts'
import { addDays } from '../../../../api/src/engines/predictions/time.ts'
import type { BillInput, ChangeDay, ModelInputs, RecordInput } from '../../../../api/src/engines/predictions/types.ts'

const NOW = new Date('2026-11-21T12:00:00Z')
const TODAY = '2026-11-21'

const day = fc.integer({ min: -1200, max: 800 }).map(offset => addDays(TODAY, offset))
const substances = fc.subarray([...SUBSTANCES], { minLength: 1 })
const bill: fc.Arbitrary<BillInput> = fc.record({
  id: fc.uuid(),
  number: fc.string({ minLength: 1, maxLength: 8 }),
  title: fc.string({ maxLength: 20 }),
  status: fc.constantFrom(...BILL_STATUSES),
  introducedDate: day,
  lastActionDate: day,
  impact: fc.constantFrom(
    'Would ban delta-8.',
    'Would delay the federal redefinition.',
    'No change.',
    'Would regulate hemp products.',
    '',
  ),
  detail: fc.string({ maxLength: 30 }),
  substances,
})
const record: fc.Arbitrary<RecordInput> = fc.record({
  id: fc.uuid(),
  substance: fc.constantFrom(...SUBSTANCES),
  legalStatus: fc.constantFrom(...LEGAL_STATUSES),
  federalStatus: fc.constantFrom(...LEGAL_STATUSES),
  pendingChange: fc.boolean(),
  effectiveDate: day,
  expiryDate: fc.option(day, { nil: null }),
})
const change: fc.Arbitrary<ChangeDay> = fc.record({
  date: day,
  substances,
  stateLaw: fc.boolean(),
  reason: fc.string({ maxLength: 20 }),
  referenceId: fc.uuid(),
})
const inputs: fc.Arbitrary<ModelInputs> = fc.record({
  state: fc.constantFrom('CO', 'TX', 'US'),
  stateName: fc.constant('Somewhere'),
  substances,
  records: fc.array(record, { maxLength: 12 }),
  bills: fc.array(bill, { maxLength: 8 }),
  changes: fc.array(change, { maxLength: 6 }),
  dataQuality: fc.double({ min: 0, max: 1, noNaN: true }),
  federal: fc.record({
    records: fc.array(record, { maxLength: 6 }),
    bills: fc.array(bill, { maxLength: 4 }),
    changes: fc.array(change, { maxLength: 3 }),
  }),
  stateLawChangeDays: fc.array(fc.record({ state: fc.constantFrom('CO', 'TX', 'OH'), date: day }), { maxLength: 30 }),
  jurisdictionCount: fc.integer({ min: 1, max: 51 }),
})
const horizon = fc.integer({ min: 7, max: 730 })
const clock = fc.integer({ min: -400, max: 400 }).map(offset => new Date(NOW.getTime() + offset * 86_400_000))

describe('for any inputs (property-based)', () => {
  test('probability in [0, 0.97], confidence in [0.35, 0.9], weights in [0, 1], the risk band matches the probability', () => {
    fc.assert(
      fc.property(inputs, horizon, clock, (i, h, now) => {
        const f = forecast(i, { now, horizonDays: h }).forecast
        expect(f.change_probability).toBeGreaterThanOrEqual(0)
        expect(f.change_probability).toBeLessThanOrEqual(0.97)
        expect(f.confidence).toBeGreaterThanOrEqual(0.35)
        expect(f.confidence).toBeLessThanOrEqual(0.9)
        expect(f.risk_level).toBe(riskLevel(f.change_probability))
        const today = now.toISOString().slice(0, 10)
        for (const c of f.predicted_changes) {
          expect(['tighter', 'looser', 'unclear']).toContain(c.direction)
          for (const t of c.likely_triggers) {
            expect(t.weight).toBeGreaterThan(0)
            expect(t.weight).toBeLessThanOrEqual(1)
          }
          // An estimated date lies inside the horizon.
          if (c.estimated_effective_date) {
            expect(c.estimated_effective_date > today).toBe(true)
            expect(c.estimated_effective_date <= addDays(today, h)).toBe(true)
          }
        }
        for (const n of Object.values(f.signal_counts)) expect(Number.isInteger(n) && n >= 0).toBe(true)
      }),
      { numRuns: 400 },
    )
  })

  test('the probability never falls as the horizon grows', () => {
    fc.assert(
      fc.property(inputs, horizon, horizon, clock, (i, a, b, now) => {
        const [short, long] = a <= b ? [a, b] : [b, a]
        const p = (h: number) => forecast(i, { now, horizonDays: h }).forecast.change_probability
        expect(p(short)).toBeLessThanOrEqual(p(long))
      }),
      { numRuns: 400 },
    )
  })

  test('deterministic: the same inputs, clock and horizon give the same bytes', () => {
    fc.assert(
      fc.property(inputs, horizon, clock, (i, h, now) => {
        const copy = structuredClone(i)
        expect(JSON.stringify(forecast(i, { now, horizonDays: h }))).toBe(
          JSON.stringify(forecast(copy, { now, horizonDays: h })),
        )
      }),
      { numRuns: 200 },
    )
  })
})
