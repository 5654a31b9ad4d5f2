/**
 * The forecast model's vocabulary. Inputs are facts extracted from the snapshot with no notion of
 * "now"; the model applies a clock to them, and the backtest rebuilds them as of a past date.
 */
import type { BillStatus, LegalStatus, SubstanceId } from '../../domain/types.ts'
import type { Timing } from './time.ts'

export const MODEL_VERSION = 'hd-forecast-1'

export type Direction = 'tighter' | 'looser' | 'unclear'
export type TriggerType = 'bill' | 'federal_enforcement' | 'regulation_sunset'
export type RiskLevel = 'low' | 'moderate' | 'high' | 'critical'

export interface BillInput {
  id: string
  number: string
  title: string
  status: BillStatus
  introducedDate: string
  lastActionDate: string
  /** The bill's plain-English effect, where its direction is read first. */
  impact: string
  /** Title and description, read when the effect names no direction. */
  detail: string
  /** Substances of the records the bill is linked to. */
  substances: SubstanceId[]
}

export interface RecordInput {
  id: string
  substance: SubstanceId
  legalStatus: LegalStatus
  federalStatus: LegalStatus
  pendingChange: boolean
  effectiveDate: string
  expiryDate: string | null
}

/** One day on which rules changed, with the substances touched. */
export interface ChangeDay {
  date: string
  substances: SubstanceId[]
  /** The state's own law changed (not only the federal status its records carry). */
  stateLaw: boolean
  /** Reason of the first entry that day, for labels. */
  reason: string
  /** An entry id of that day, as a reference. */
  referenceId: string
}

export interface ModelInputs {
  state: string
  stateName: string
  substances: SubstanceId[]
  records: RecordInput[]
  bills: BillInput[]
  changes: ChangeDay[]
  /** Mean confidence of the state's records: how good the data behind the signals is. */
  dataQuality: number
  federal: { records: RecordInput[]; bills: BillInput[]; changes: ChangeDay[] }
  /** Days on which any state's own law changed, across the 50 states and DC: the base rate's evidence. */
  stateLawChangeDays: { state: string; date: string }[]
  jurisdictionCount: number
}

export interface Trigger {
  type: TriggerType
  referenceId: string
  label: string
  /** Probability this trigger changes the rules within the horizon (weight × timing). */
  weight: number
  direction: Direction
  substances: SubstanceId[]
  /** Known date of effect, or the median date given a change within the horizon. */
  expectedDate: string | null
  /** Part of the federal component (federal law) rather than the state's own law. */
  federal: boolean
  /** Short plain-words account for the reasoning text. */
  because: string
}

export interface PredictedChange {
  substance: SubstanceId
  direction: Direction
  estimated_effective_date: string | null
  likely_triggers: { type: TriggerType; reference_id: string; label: string; weight: number }[]
  reasoning: string
}

export interface Forecast {
  state: string
  horizon_days: number
  change_probability: number
  confidence: number
  risk_level: RiskLevel
  predicted_changes: PredictedChange[]
  signal_counts: { active_bills: number; pending_regulations: number; federal_triggers: number }
  methodology_notes: string
  calculated_at: string
}

/** The parts of a forecast the backtest scores separately. */
export interface Components {
  base: number
  stateLaw: number
  federal: number
  total: number
}

/** A signal that may change a record within the horizon, before it is weighed into a forecast. */
export interface Candidate {
  type: TriggerType
  referenceId: string
  label: string
  weight: number
  timing: Timing
  direction: Direction
  substances: SubstanceId[]
  federal: boolean
  kind: 'bill' | 'pending' | 'federal'
  because: string
}
