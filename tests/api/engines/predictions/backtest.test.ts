/**
 * The model on the real dataset: every jurisdiction and horizon within bounds and monotonic, inputs
 * fingerprinted by content; and the backtest (what `npm run eval:predictions` prints): inputs rebuilt
 * as of past dates hide what was not yet known, and the scores are well formed and compared honestly
 * with the base-rate forecaster.
 */
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test'
import { formatBacktest } from '../../../../api/src/cli/eval-predictions.ts'
import {
  changedWithin,
  DEFAULT_HORIZONS,
  inputsAsOf,
  origins,
  runBacktest,
  type BacktestResult,
} from '../../../../api/src/engines/predictions/backtest.ts'
import { forecast } from '../../../../api/src/engines/predictions/forecast.ts'
import { fingerprint, inputsFor } from '../../../../api/src/engines/predictions/inputs.ts'
import type { Snapshot } from '../../../../api/src/snapshot/snapshot.ts'
import { testApp, type TestApp } from '../../../support/app.ts'

setDefaultTimeout(60_000)
const OBSERVED_UNTIL = '2026-11-21'
const NOW = new Date('2026-11-21T12:00:00Z')
let t: TestApp
let snapshot: Snapshot
let result: BacktestResult

beforeAll(async () => {
  t = await testApp()
  snapshot = t.services.store.current
  result = runBacktest(snapshot, { observedUntil: OBSERVED_UNTIL })
}, 120_000)

afterAll(async () => {
  await t.close()
})

describe('the model on the dataset', () => {
  test('every state, DC and US: bounded, monotonic in the horizon, deterministic', () => {
    const codes = [...snapshot.states.map(s => s.code), 'US']
    expect(codes.length).toBe(52)
    for (const code of codes) {
      const inputs = inputsFor(snapshot, code)!
      let previous = 0
      for (const horizonDays of [7, 30, 90, 180, 365, 730]) {
        const f = forecast(inputs, { now: NOW, horizonDays }).forecast
        expect(f.change_probability, `${code} ${horizonDays}`).toBeGreaterThanOrEqual(previous)
        expect(f.change_probability).toBeLessThanOrEqual(0.97)
        expect(f.confidence).toBeGreaterThanOrEqual(0.35)
        expect(f.confidence).toBeLessThanOrEqual(0.9)
        previous = f.change_probability
      }
      expect(JSON.stringify(forecast(inputsFor(snapshot, code)!, { now: NOW, horizonDays: 90 }))).toBe(
        JSON.stringify(forecast(inputs, { now: NOW, horizonDays: 90 })),
      )
    }
  })

  test('the data version is a content fingerprint: stable for the same data, different per state', () => {
    expect(fingerprint(inputsFor(snapshot, 'CO')!)).toBe(fingerprint(inputsFor(snapshot, 'CO')!))
    expect(fingerprint(inputsFor(snapshot, 'CO')!)).not.toBe(fingerprint(inputsFor(snapshot, 'TX')!))
    expect(fingerprint(inputsFor(snapshot, 'CO')!)).toMatch(/^hd-forecast-1:[0-9a-f]{32}$/)
    expect(inputsFor(snapshot, 'ZZ')).toBeNull()
  })

  test('federal follow-ups reach every state: the federal bills and the §781 change in effect since 2026-11-12', () => {
    const tx = forecast(inputsFor(snapshot, 'TX')!, { now: NOW, horizonDays: 365 }).forecast
    expect(tx.signal_counts.federal_triggers).toBeGreaterThanOrEqual(2)
    const labels = tx.predicted_changes.flatMap(c =>
      c.likely_triggers.filter(tr => tr.type === 'federal_enforcement').map(tr => tr.label),
    )
    expect(labels.some(label => label.includes('2026-11-12') && label.includes('781'))).toBe(true)
  })
})

describe('backtest', () => {
  test('inputs as of a past date hide later bills, later actions and later changes', () => {
    const oh = inputsFor(snapshot, 'OH')!
    const then = inputsAsOf(oh, '2025-06-01')
    expect(then.bills.every(b => b.introducedDate <= '2025-06-01')).toBe(true)
    expect(then.bills.find(b => b.number === 'HCR 28')).toBeUndefined()
    // SB 56 was signed on 2025-12-19: on 2025-06-01 it was still in committee, with no later action known.
    const sb56 = then.bills.find(b => b.number === 'SB 56')!
    expect(sb56).toMatchObject({ status: 'in_committee', lastActionDate: sb56.introducedDate })
    expect(then.changes.every(d => d.date <= '2025-06-01')).toBe(true)
    expect(then.stateLawChangeDays.every(d => d.date <= '2025-06-01')).toBe(true)
    expect(then.records.every(r => r.effectiveDate <= '2025-06-01' && !r.pendingChange && r.expiryDate === null)).toBe(
      true,
    )
    // Ohio's own law changed on 2026-03-19 (SB 56 in effect).
    expect(changedWithin(oh, '2026-03-01', 30)).toBe(true)
    expect(changedWithin(oh, '2026-03-19', 30)).toBe(false)
    expect(changedWithin(oh, '2026-04-01', 180)).toBe(false)
  })

  test('a signed law not yet in effect is what the rebuilt inputs see, and the forecast rises with it', () => {
    const oh = inputsFor(snapshot, 'OH')!
    const before = forecast(inputsAsOf(oh, '2025-12-01'), {
      now: new Date('2025-12-01T00:00:00Z'),
      horizonDays: 180,
      billsOnly: true,
    }).components
    const after = forecast(inputsAsOf(oh, '2026-01-01'), {
      now: new Date('2026-01-01T00:00:00Z'),
      horizonDays: 180,
      billsOnly: true,
    }).components
    expect(after.stateLaw).toBeGreaterThan(before.stateLaw + 0.3)
  })

  test('scores every horizon over monthly origins for all 51 jurisdictions, well formed', () => {
    console.log(formatBacktest(result))
    expect(result.jurisdictions).toBe(51)
    expect(result.horizons.map(h => h.horizon_days)).toEqual(DEFAULT_HORIZONS)
    for (const h of result.horizons) {
      expect(h.origins).toBe(origins('2024-01-01', h.horizon_days, OBSERVED_UNTIL).length)
      expect(h.origins).toBeGreaterThan(10)
      expect(h.forecasts).toBe(h.origins * 51)
      for (const score of [h.brier, h.base_rate_brier, h.event_rate, h.mean_forecast]) {
        expect(score).toBeGreaterThanOrEqual(0)
        expect(score).toBeLessThanOrEqual(1)
      }
      expect(h.event_rate).toBeGreaterThan(0)
      expect(Number.isFinite(h.skill)).toBe(true)
    }
    // Longer horizons see more change.
    const rates = result.horizons.map(h => h.event_rate)
    expect([...rates].sort((a, b) => a - b)).toEqual(rates)
  })

  test('against the base-rate forecaster: no worse than 10 % at any horizon (a regression guard; see the README for the figures)', () => {
    for (const h of result.horizons)
      expect(h.skill, `${h.horizon_days} d: model ${h.brier} vs base rate ${h.base_rate_brier}`).toBeGreaterThan(-0.1)
  })

  test('deterministic: the same data and date give the same scores', () => {
    expect(runBacktest(snapshot, { observedUntil: OBSERVED_UNTIL, horizons: [90] }).horizons[0]).toEqual(
      result.horizons[1],
    )
  })
})
