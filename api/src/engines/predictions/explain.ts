/** Plain words for a forecast: per-substance direction and reasoning, and the methodology note. */
import type { SubstanceId } from '../../domain/types.ts'
import { MODEL_VERSION, type Direction, type ModelInputs, type PredictedChange, type Trigger } from './types.ts'

export const METHODOLOGY_DOC = 'api/src/engines/predictions/README.md'

const round3 = (value: number): number => Math.round(value * 1000) / 1000
const percent = (value: number): string => `${Math.round(value * 100)} %`

/** The direction the weight of evidence points to; `unclear` unless one side clearly outweighs the other and the undirected evidence. */
export function leaning(triggers: Trigger[]): Direction {
  const sum = (d: Direction) => triggers.filter(t => t.direction === d).reduce((s, t) => s + t.weight, 0)
  const tighter = sum('tighter')
  const looser = sum('looser')
  const unclear = sum('unclear')
  const [side, strong, weak] =
    tighter >= looser ? (['tighter', tighter, looser] as const) : (['looser', looser, tighter] as const)
  if (strong > 0 && strong >= 2 * weak && strong >= unclear / 2) return side
  return 'unclear'
}

export function describeChange(
  inputs: ModelInputs,
  substance: SubstanceId,
  triggers: Trigger[],
  horizon: number,
): PredictedChange {
  const direction = leaning(triggers)
  const lead = triggers[0]
  const where = inputs.stateName
  const trend = direction === 'unclear' ? 'a change in either direction' : `${direction} rules`
  const reasons = triggers.map(t => t.because).join('; ')
  return {
    substance,
    direction,
    estimated_effective_date: lead?.expectedDate ?? null,
    likely_triggers: triggers.map(t => ({
      type: t.type,
      reference_id: t.referenceId,
      label: t.label,
      weight: round3(t.weight),
    })),
    reasoning:
      `Within ${horizon} days the signals for ${substance} in ${where} point to ${trend}. ` +
      `The strongest signal: ${lead.label}, with about a ${percent(lead.weight)} chance of changing the rules in that time` +
      `${lead.expectedDate ? ` (expected around ${lead.expectedDate})` : ''}. Evidence: ${reasons}.`,
  }
}

export function methodologyNotes(baseRatePerYear: number): string {
  return [
    `Preview model ${MODEL_VERSION}, deterministic and rule-based (no machine learning).`,
    'Each signal is a trigger with a chance of changing the rules and a timing: linked bills weighted by stage (introduced 0.08, in committee 0.12, passed one chamber 0.35, passed both 0.70, signed but not in effect 0.80) and faded when idle;',
    "records with a future effective date, an expiry date or a pending-change flag; changes scheduled in the changelog; federal rules taking effect, federal bills, and pressure to conform after a federal change when the state's law is more permissive.",
    `Triggers combine as independent chances over the horizon, on top of a base rate of ${baseRatePerYear.toFixed(3)} own-law changes per jurisdiction-year from the recorded history; the result is capped at 0.97 and never falls as the horizon grows.`,
    "Confidence (0.35 to 0.9) grows with the number of signals and the confidence of the state's records. Risk bands: low below 0.25, moderate below 0.50, high below 0.75, critical from 0.75.",
    `Backtested against the recorded history (npm run eval:predictions). Full method: ${METHODOLOGY_DOC}.`,
  ].join(' ')
}
