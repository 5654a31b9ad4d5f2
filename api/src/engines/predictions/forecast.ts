/**
 * The forecast: candidate triggers weighed over the horizon and combined as independent chances,
 * on top of a base rate of change learnt from the recorded history. Pure and deterministic: the
 * same inputs, clock and horizon give the same forecast.
 */
import { FEDERAL } from '../../domain/types.ts'
import { describeChange, methodologyNotes } from './explain.ts'
import { candidates, MIN_WEIGHT, type SignalOptions } from './signals.ts'
import type { Candidate } from './types.ts'
import { daysBetween, expectedDate, withinHorizon } from './time.ts'
import type { Components, Forecast, ModelInputs, RiskLevel, Trigger } from './types.ts'

export const MAX_PROBABILITY = 0.97
export const CONFIDENCE_RANGE = { min: 0.35, max: 0.9 }
/** Signal mass at which confidence has covered 63 % of its range. */
export const CONFIDENCE_SCALE = 5
/** Upper bounds of the low, moderate and high bands; critical above. */
export const RISK_BANDS: [RiskLevel, number][] = [
  ['low', 0.25],
  ['moderate', 0.5],
  ['high', 0.75],
  ['critical', Infinity],
]
/** Years of history the base rate looks back over, and its fallback when there is none. */
export const BASE_RATE_YEARS = 3
export const PRIOR_RATE_PER_YEAR = 0.1
/** Trigger weights shown in likely_triggers are at least this (smaller ones are noise). */
const SHOWN_WEIGHT = 0.01
const MAX_SHOWN_TRIGGERS = 5

export interface ForecastOptions extends SignalOptions {
  now: Date
  horizonDays: number
}

const round = (value: number, places = 3): number => Math.round(value * 10 ** places) / 10 ** places
const combine = (chances: number[]): number => 1 - chances.reduce((rest, p) => rest * (1 - p), 1)

/** Own-law change days per jurisdiction-year over the look-back window: the chance of change with no signal at all. */
export function baseRatePerYear(inputs: ModelInputs, today: string): number {
  const days =
    inputs.state === FEDERAL
      ? inputs.changes.filter(d => d.date <= today).map(d => ({ date: d.date }))
      : inputs.stateLawChangeDays.filter(d => d.date <= today)
  const jurisdictions = inputs.state === FEDERAL ? 1 : inputs.jurisdictionCount
  const earliest = days.map(d => d.date).sort()[0] ?? today
  const observedYears = Math.min(BASE_RATE_YEARS, daysBetween(earliest, today) / 365)
  const inWindow = days.filter(d => daysBetween(d.date, today) <= BASE_RATE_YEARS * 365)
  // Under three months of history says too little about how often rules change.
  if (inWindow.length === 0 || jurisdictions === 0 || observedYears < 0.25) return PRIOR_RATE_PER_YEAR
  return inWindow.length / (jurisdictions * observedYears)
}

export const riskLevel = (probability: number): RiskLevel => RISK_BANDS.find(([, upper]) => probability < upper)![0]

function toTrigger(c: Candidate, today: string, horizon: number): Trigger {
  const weight = c.weight * withinHorizon(c.timing, today, horizon)
  return {
    type: c.type,
    referenceId: c.referenceId,
    label: c.label,
    weight,
    direction: c.direction,
    substances: c.substances,
    expectedDate: weight > 0 ? expectedDate(c.timing, today, horizon) : null,
    federal: c.federal,
    because: c.because,
  }
}

/** The forecast and its components (base, state law, federal) for the backtest. */
export function forecast(
  inputs: ModelInputs,
  options: ForecastOptions,
): { forecast: Forecast; components: Components; triggers: Trigger[] } {
  const today = options.now.toISOString().slice(0, 10)
  const horizon = options.horizonDays
  const found = candidates(inputs, today, options)
  const triggers = found.map(c => toTrigger(c, today, horizon))
  const rate = baseRatePerYear(inputs, today)
  const base = 1 - Math.exp((-rate * horizon) / 365)
  const stateLaw = combine(triggers.filter(t => !t.federal).map(t => t.weight))
  const federal = combine(triggers.filter(t => t.federal).map(t => t.weight))
  const total = Math.min(MAX_PROBABILITY, combine([base, stateLaw, federal]))
  const live = found.filter(c => c.weight >= MIN_WEIGHT)
  const counts = {
    active_bills: live.filter(c => c.kind === 'bill').length,
    pending_regulations: live.filter(c => c.kind === 'pending').length,
    federal_triggers: live.filter(c => c.kind === 'federal').length,
  }
  // Dated triggers are firmer evidence than a bill's stage, so they count double.
  const mass =
    live.reduce((sum, c) => sum + (c.timing.kind === 'date' ? 2 : 1), 0) +
    (inputs.changes.some(d => d.date <= today) ? 1 : 0)
  const span = CONFIDENCE_RANGE.max - CONFIDENCE_RANGE.min
  const confidence = CONFIDENCE_RANGE.min + span * (1 - Math.exp(-mass / CONFIDENCE_SCALE)) * inputs.dataQuality
  const probability = round(total)
  const predicted = inputs.substances
    .map(substance => {
      const own = triggers
        .filter(t => t.substances.includes(substance) && t.weight >= SHOWN_WEIGHT)
        .sort((a, b) => b.weight - a.weight || (a.referenceId < b.referenceId ? -1 : 1))
      return own.length
        ? {
            substance,
            chance: combine(own.map(t => t.weight)),
            change: describeChange(inputs, substance, own.slice(0, MAX_SHOWN_TRIGGERS), horizon),
          }
        : null
    })
    .filter(p => p !== null)
    .sort((a, b) => b.chance - a.chance)
    .map(p => p.change)
  return {
    forecast: {
      state: inputs.state,
      horizon_days: horizon,
      change_probability: probability,
      confidence: round(Math.min(CONFIDENCE_RANGE.max, Math.max(CONFIDENCE_RANGE.min, confidence)), 2),
      risk_level: riskLevel(probability),
      predicted_changes: predicted,
      signal_counts: counts,
      methodology_notes: methodologyNotes(rate),
      calculated_at: options.now.toISOString(),
    },
    components: { base, stateLaw, federal, total },
    triggers,
  }
}
