/**
 * The forecast model on its own: each signal doing what the method says (README.md), and its parts.
 * For any inputs (property-based): model.properties.test.ts.
 */
import { describe, expect, test } from 'bun:test'
import { billDirection } from '../../../../api/src/engines/predictions/direction.ts'
import {
  baseRatePerYear,
  forecast,
  PRIOR_RATE_PER_YEAR,
  riskLevel,
} from '../../../../api/src/engines/predictions/forecast.ts'
import { addDays, expectedDate } from '../../../../api/src/engines/predictions/time.ts'
import type { BillInput, ModelInputs, RecordInput } from '../../../../api/src/engines/predictions/types.ts'

const NOW = new Date('2026-11-21T12:00:00Z')
const TODAY = '2026-11-21'

const empty = (over: Partial<ModelInputs> = {}): ModelInputs => ({
  state: 'CO',
  stateName: 'Colorado',
  substances: ['cbd', 'delta-8-thc'],
  records: [],
  bills: [],
  changes: [],
  dataQuality: 0.8,
  federal: { records: [], bills: [], changes: [] },
  stateLawChangeDays: [],
  jurisdictionCount: 51,
  ...over,
})
const aBill = (over: Partial<BillInput> = {}): BillInput => ({
  id: 'bill_co_sb-1',
  number: 'SB 1',
  title: 'Hemp',
  status: 'in_committee',
  introducedDate: '2026-10-01',
  lastActionDate: '2026-11-01',
  impact: 'Would ban delta-8.',
  detail: '',
  substances: ['delta-8-thc'],
  ...over,
})
const aRecord = (over: Partial<RecordInput> = {}): RecordInput => ({
  id: 'reg-1',
  substance: 'cbd',
  legalStatus: 'legal',
  federalStatus: 'legal',
  pendingChange: false,
  effectiveDate: '2024-01-01',
  expiryDate: null,
  ...over,
})
const run = (i: ModelInputs, h = 90) => forecast(i, { now: NOW, horizonDays: h })

describe('signals', () => {
  test('with no signal and no history the forecast is the prior base rate, with the lowest confidence', () => {
    const f = run(empty()).forecast
    expect(f.change_probability).toBeCloseTo(1 - Math.exp((-PRIOR_RATE_PER_YEAR * 90) / 365), 3)
    expect(f.confidence).toBe(0.35)
    expect(f.predicted_changes).toEqual([])
    expect(f.signal_counts).toEqual({ active_bills: 0, pending_regulations: 0, federal_triggers: 0 })
  })

  test('a bill weighs more the further it has moved; dead and vetoed bills weigh nothing', () => {
    for (const h of [7, 90, 365, 730]) {
      const p = (status: BillInput['status']) => run(empty({ bills: [aBill({ status })] }), h).components.stateLaw
      expect(p('introduced')).toBeLessThan(p('in_committee'))
      expect(p('in_committee')).toBeLessThan(p('passed_chamber'))
      expect(p('passed_chamber')).toBeLessThan(p('passed_both'))
      expect(p('passed_both')).toBeLessThan(p('signed'))
      expect(p('dead')).toBe(0)
      expect(p('vetoed')).toBe(0)
    }
    const tighter = run(empty({ bills: [aBill({ status: 'passed_both' })] })).forecast.predicted_changes[0]
    expect(tighter).toMatchObject({ substance: 'delta-8-thc', direction: 'tighter' })
    expect(tighter.likely_triggers[0]).toMatchObject({ type: 'bill', reference_id: 'bill_co_sb-1' })
  })

  test('idle bills fade; a signed bill counts until the rules change after it', () => {
    const fresh = run(empty({ bills: [aBill({ lastActionDate: '2026-11-01' })] })).components.stateLaw
    const idle = run(empty({ bills: [aBill({ lastActionDate: '2025-06-01' })] })).components.stateLaw
    expect(idle).toBeLessThan(fresh / 2)
    const signed = aBill({ status: 'signed', lastActionDate: '2026-10-01' })
    expect(run(empty({ bills: [signed] })).forecast.signal_counts.active_bills).toBe(1)
    const applied = empty({
      bills: [signed],
      changes: [
        { date: '2026-11-01', substances: ['delta-8-thc'], stateLaw: true, reason: 'SB 1', referenceId: 'chg-1' },
      ],
    })
    expect(run(applied).forecast.signal_counts.active_bills).toBe(0)
    const inForce = empty({ bills: [signed], records: [aRecord({ effectiveDate: '2026-10-15' })] })
    expect(run(inForce).forecast.signal_counts.active_bills).toBe(0)
  })

  test('a rule taking effect or expiring inside the horizon is a dated trigger; outside it, none', () => {
    const dated = empty({
      records: [
        aRecord({ effectiveDate: '2027-01-10' }),
        aRecord({ id: 'reg-2', substance: 'delta-8-thc', expiryDate: '2027-06-30' }),
      ],
    })
    const within = run(dated, 60).forecast
    expect(within.change_probability).toBeGreaterThanOrEqual(0.95)
    expect(within.signal_counts.pending_regulations).toBe(2)
    const cbd = within.predicted_changes.find(c => c.substance === 'cbd')!
    expect(cbd.estimated_effective_date).toBe('2027-01-10')
    expect(cbd.likely_triggers[0]).toMatchObject({ type: 'regulation_sunset', reference_id: 'reg-1', weight: 0.95 })
    expect(within.predicted_changes.find(c => c.substance === 'delta-8-thc')).toBeUndefined()
    expect(run(dated, 30).forecast.change_probability).toBeLessThan(0.1)
    const year = run(dated, 365).forecast
    expect(year.predicted_changes.find(c => c.substance === 'delta-8-thc')!.estimated_effective_date).toBe('2027-06-30')
  })

  test('a federal rule taking effect is a federal_enforcement trigger, tighter when stricter than what the state records carry', () => {
    const i = empty({
      records: [aRecord({ substance: 'delta-8-thc', federalStatus: 'legal_with_restrictions' })],
      federal: {
        records: [
          aRecord({ id: 'us-1', substance: 'delta-8-thc', legalStatus: 'prohibited', effectiveDate: '2027-01-01' }),
        ],
        bills: [],
        changes: [],
      },
    })
    const change = run(i).forecast.predicted_changes[0]
    expect(change).toMatchObject({
      substance: 'delta-8-thc',
      direction: 'tighter',
      estimated_effective_date: '2027-01-01',
    })
    expect(change.likely_triggers[0]).toMatchObject({ type: 'federal_enforcement', reference_id: 'us-1' })
    expect(run(i).forecast.signal_counts.federal_triggers).toBe(1)
  })

  test('after a federal change, a state whose law is more permissive is pressed to conform, less so as time passes', () => {
    const i = empty({
      substances: ['cbd', 'thca'],
      records: [
        aRecord({ substance: 'thca', legalStatus: 'legal', federalStatus: 'restricted' }),
        aRecord({ id: 'reg-2', legalStatus: 'prohibited', federalStatus: 'legal' }),
      ],
      federal: {
        records: [],
        bills: [],
        changes: [
          {
            date: '2026-11-12',
            substances: ['thca'],
            stateLaw: true,
            reason: 'Sec. 781 takes effect',
            referenceId: 'chg-us',
          },
        ],
      },
    })
    const soon = run(i).forecast.predicted_changes
    expect(soon.map(c => c.substance)).toEqual(['thca'])
    expect(soon[0]).toMatchObject({ direction: 'tighter' })
    expect(soon[0].likely_triggers[0].label).toContain('Sec. 781')
    const later = forecast(i, { now: new Date('2027-09-01T00:00:00Z'), horizonDays: 90 }).components.federal
    expect(later).toBeLessThan(run(i).components.federal)
  })

  test('the base rate counts own-law change days per jurisdiction-year over the last three years', () => {
    const days = [
      { state: 'CO', date: '2024-11-21' },
      { state: 'TX', date: '2025-06-01' },
      { state: 'OH', date: '2026-03-19' },
      { state: 'OH', date: '2027-01-01' },
    ]
    expect(baseRatePerYear(empty({ stateLawChangeDays: days, jurisdictionCount: 3 }), TODAY)).toBeCloseTo(
      3 / (3 * 2),
      3,
    )
    expect(baseRatePerYear(empty(), TODAY)).toBe(PRIOR_RATE_PER_YEAR)
  })

  test('more signal, more confidence', () => {
    const one = run(empty({ bills: [aBill()] })).forecast.confidence
    const many = run(
      empty({
        bills: [aBill(), aBill({ id: 'b2' }), aBill({ id: 'b3' })],
        records: [aRecord({ effectiveDate: '2027-01-10' })],
      }),
    ).forecast.confidence
    expect(one).toBeGreaterThan(0.35)
    expect(many).toBeGreaterThan(one)
  })
})

describe('parts', () => {
  test('bill direction from its plain-English effect', () => {
    expect(billDirection('Would prohibit hemp THC products statewide.', '')).toBe('tighter')
    expect(billDirection('Would add a 21+ rule.', '')).toBe('tighter')
    expect(billDirection('Would delay the federal hemp redefinition.', '')).toBe('looser')
    expect(billDirection('Would legalize regulated hemp beverages.', '')).toBe('looser')
    expect(billDirection('Would regulate hemp products.', '')).toBe('unclear')
    expect(billDirection('Unknown; flagged for follow-up.', 'Would ban smokables.')).toBe('tighter')
  })

  test('risk bands: low < 0.25 ≤ moderate < 0.5 ≤ high < 0.75 ≤ critical', () => {
    expect([0, 0.249, 0.25, 0.499, 0.5, 0.749, 0.75, 0.97].map(riskLevel)).toEqual([
      'low',
      'low',
      'moderate',
      'moderate',
      'high',
      'high',
      'critical',
      'critical',
    ])
  })

  test('an undated trigger is expected at its median date within the horizon', () => {
    expect(expectedDate({ kind: 'date', date: '2027-02-01' }, TODAY, 90)).toBe('2027-02-01')
    const median = expectedDate({ kind: 'spread', meanDays: 300 }, TODAY, 90)
    expect(median > TODAY && median < addDays(TODAY, 90)).toBe(true)
  })
})
