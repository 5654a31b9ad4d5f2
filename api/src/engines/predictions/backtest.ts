/**
 * Backtest: rebuild every state's inputs as of past dates from the bill and change history, forecast,
 * and score against the own-law changes that followed (Brier score), beside a base-rate forecaster
 * that knows only how often rules changed before. Only signals whose knowledge date the data records
 * take part: bills (introduced and last-action dates) and the changelog. Pending-change flags,
 * effective and expiry dates and the federal layer are current facts with no record of when they
 * became known, so they are left out rather than leaked from the future.
 */
import { FEDERAL, type BillStatus } from '../../domain/types.ts'
import type { Snapshot } from '../../snapshot/snapshot.ts'
import { forecast, MAX_PROBABILITY } from './forecast.ts'
import { inputsFor } from './inputs.ts'
import { addDays, daysBetween } from './time.ts'
import type { BillInput, ModelInputs } from './types.ts'

export interface BacktestOptions {
  /** Outcomes are known up to this date; a window must end by it. */
  observedUntil: string
  firstOrigin?: string
  horizons?: number[]
}

export interface HorizonScore {
  horizon_days: number
  origins: number
  forecasts: number
  event_rate: number
  mean_forecast: number
  brier: number
  base_rate_brier: number
  /** 1 − brier / base_rate_brier: above 0 the model beats the base rate. */
  skill: number
}

export interface BacktestResult {
  observed_until: string
  first_origin: string
  jurisdictions: number
  horizons: HorizonScore[]
}

export const DEFAULT_HORIZONS = [30, 90, 180, 365]
export const DEFAULT_FIRST_ORIGIN = '2024-01-01'

/** What was known of a bill on `asOf`: nothing before it was introduced; a later action is not yet known. */
function billAsOf(bill: BillInput, asOf: string): BillInput | null {
  if (bill.introducedDate > asOf) return null
  if (bill.lastActionDate <= asOf) return bill
  const status: BillStatus = daysBetween(bill.introducedDate, asOf) < 30 ? 'introduced' : 'in_committee'
  return { ...bill, status, lastActionDate: bill.introducedDate }
}

const known = (bills: BillInput[], asOf: string): BillInput[] =>
  bills.map(b => billAsOf(b, asOf)).filter((b): b is BillInput => b !== null)

/** The inputs as they could have been known on `asOf`. */
export function inputsAsOf(inputs: ModelInputs, asOf: string): ModelInputs {
  return {
    ...inputs,
    // Only what was already in force: its effective date is a fact of the past; flags and expiry dates are today's knowledge.
    records: inputs.records
      .filter(r => r.effectiveDate <= asOf)
      .map(r => ({ ...r, pendingChange: false, expiryDate: null })),
    bills: known(inputs.bills, asOf),
    changes: inputs.changes.filter(d => d.date <= asOf),
    federal: {
      records: inputs.federal.records
        .filter(r => r.effectiveDate <= asOf)
        .map(r => ({ ...r, pendingChange: false, expiryDate: null })),
      bills: known(inputs.federal.bills, asOf),
      changes: inputs.federal.changes.filter(d => d.date <= asOf),
    },
    stateLawChangeDays: inputs.stateLawChangeDays.filter(d => d.date <= asOf),
  }
}

/** Did the state's own law change in (from, from + horizon]? */
export const changedWithin = (inputs: ModelInputs, from: string, horizon: number): boolean =>
  inputs.changes.some(d => d.stateLaw && d.date > from && daysBetween(from, d.date) <= horizon)

/** First days of the months from `first` while a window of `horizon` days still ends by `until`. */
export function origins(first: string, horizon: number, until: string): string[] {
  const out: string[] = []
  const [startYear, startMonth] = first.split('-').map(Number)
  for (let index = 0; ; index++) {
    const month = startMonth - 1 + index
    const date = `${startYear + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-01`
    if (addDays(date, horizon) > until) return out
    out.push(date)
  }
}

const mean = (values: number[]): number => (values.length ? values.reduce((s, v) => s + v, 0) / values.length : 0)
const r4 = (value: number): number => Math.round(value * 10_000) / 10_000

export function runBacktest(snapshot: Snapshot, options: BacktestOptions): BacktestResult {
  const first = options.firstOrigin ?? DEFAULT_FIRST_ORIGIN
  const states = snapshot.states.map(s => s.code).filter(code => code !== FEDERAL)
  const all = states.map(code => inputsFor(snapshot, code)).filter((i): i is ModelInputs => i !== null)
  const horizons = (options.horizons ?? DEFAULT_HORIZONS).map(horizon => {
    const dates = origins(first, horizon, options.observedUntil)
    const model: number[] = []
    const base: number[] = []
    const outcomes: number[] = []
    for (const date of dates) {
      for (const inputs of all) {
        const then = inputsAsOf(inputs, date)
        const { components } = forecast(then, {
          now: new Date(`${date}T00:00:00Z`),
          horizonDays: horizon,
          billsOnly: true,
        })
        model.push(Math.min(MAX_PROBABILITY, 1 - (1 - components.base) * (1 - components.stateLaw)))
        base.push(components.base)
        outcomes.push(changedWithin(inputs, date, horizon) ? 1 : 0)
      }
    }
    const brier = mean(model.map((p, i) => (p - outcomes[i]) ** 2))
    const baseBrier = mean(base.map((p, i) => (p - outcomes[i]) ** 2))
    return {
      horizon_days: horizon,
      origins: dates.length,
      forecasts: model.length,
      event_rate: r4(mean(outcomes)),
      mean_forecast: r4(mean(model)),
      brier: r4(brier),
      base_rate_brier: r4(baseBrier),
      skill: r4(baseBrier > 0 ? 1 - brier / baseBrier : 0),
    }
  })
  return { observed_until: options.observedUntil, first_origin: first, jurisdictions: all.length, horizons }
}
