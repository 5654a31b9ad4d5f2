/**
 * The signals of a forecast, as candidate triggers: each has a weight (the chance it changes the
 * rules at all) and a timing (when). Reads the inputs as of `today`; knows nothing of the horizon.
 * The constants are the model's documented assumptions (README.md), not fitted parameters; the
 * signals a layer's own records give (scheduled changes, pending flags, sunsets) are in record-signals.ts.
 */
import { isAtLeastAsRestrictive } from '../../domain/status.ts'
import type { BillStatus } from '../../domain/types.ts'
import { billDirection } from './direction.ts'
import { ordered, recordCandidates } from './record-signals.ts'
import { daysBetween } from './time.ts'
import type { BillInput, Candidate, ChangeDay, ModelInputs, RecordInput } from './types.ts'

/**
 * Chance that a bill at this stage ends up changing the rules, and the mean delay until it would.
 * Weights rise and delays shorten with each stage, so a further-moved bill weighs more at every horizon.
 */
export const BILL_STAGES: Record<BillStatus, { weight: number; meanDays: number }> = {
  introduced: { weight: 0.08, meanDays: 330 },
  in_committee: { weight: 0.12, meanDays: 300 },
  passed_chamber: { weight: 0.35, meanDays: 240 },
  passed_both: { weight: 0.7, meanDays: 180 },
  signed: { weight: 0.8, meanDays: 150 },
  vetoed: { weight: 0, meanDays: 365 },
  dead: { weight: 0, meanDays: 365 },
}

/** Bills idle longer than this start to fade (sessions end); a signed law not in effect after a year fades too. */
export const IDLE_GRACE_DAYS = 90
export const IDLE_FADE_DAYS = 180
export const SIGNED_GRACE_DAYS = 365
/** After a federal change takes effect, states whose law is more permissive tend to conform. */
export const CONFORMITY = { weight: 0.5, fadeDays: 365, meanDays: 240, windowDays: 365 }
/** Below this a trigger is not counted as a live signal. */
export const MIN_WEIGHT = 0.01

const STAGE_WORDS: Record<BillStatus, string> = {
  introduced: 'introduced',
  in_committee: 'in committee',
  passed_chamber: 'passed one chamber',
  passed_both: 'passed both chambers',
  signed: 'signed, not yet in effect',
  vetoed: 'vetoed',
  dead: 'dead',
}

/**
 * A signed bill counts as in effect once the rules changed on or after its signing, or the rule in
 * force took effect on or after it (laws that predate the recorded history).
 */
const implemented = (bill: BillInput, days: ChangeDay[], records: RecordInput[], today: string): boolean =>
  days.some(d => d.date >= bill.lastActionDate && d.date <= today) ||
  records.some(r => r.effectiveDate >= bill.lastActionDate && r.effectiveDate <= today)

function billCandidate(
  bill: BillInput,
  days: ChangeDay[],
  records: RecordInput[],
  today: string,
  federal: boolean,
): Candidate | null {
  const stage = BILL_STAGES[bill.status]
  if (stage.weight === 0 || bill.introducedDate > today) return null
  if (bill.status === 'signed' && implemented(bill, days, records, today)) return null
  const idle = Math.max(0, daysBetween(bill.lastActionDate, today))
  const fade =
    bill.status === 'signed'
      ? Math.exp(-Math.max(0, idle - SIGNED_GRACE_DAYS) / SIGNED_GRACE_DAYS)
      : Math.exp(-Math.max(0, idle - IDLE_GRACE_DAYS) / IDLE_FADE_DAYS)
  const weight = stage.weight * fade
  if (weight < MIN_WEIGHT) return null
  return {
    type: 'bill',
    referenceId: bill.id,
    label: `${bill.number}: ${bill.title} (${STAGE_WORDS[bill.status]})`,
    weight,
    timing: { kind: 'spread', meanDays: stage.meanDays },
    direction: billDirection(bill.impact, bill.detail),
    substances: bill.substances,
    federal,
    kind: federal ? 'federal' : 'bill',
    because: `${federal ? 'federal bill ' : ''}${bill.number} (${STAGE_WORDS[bill.status]}, last action ${bill.lastActionDate}): ${bill.impact.replace(/\.$/, '')}`,
  }
}

/** States whose own law is more permissive than a federal change now in effect are pressed to conform. */
function conformityCandidate(inputs: ModelInputs, today: string): Candidate | null {
  const recent = inputs.federal.changes
    .filter(d => d.date <= today && daysBetween(d.date, today) <= CONFORMITY.windowDays)
    .at(-1)
  if (!recent || inputs.records.length === 0) return null
  const behind = inputs.records.filter(r => !isAtLeastAsRestrictive(r.legalStatus, r.federalStatus))
  if (behind.length === 0) return null
  const since = daysBetween(recent.date, today)
  const weight = CONFORMITY.weight * (behind.length / inputs.records.length) * Math.exp(-since / CONFORMITY.fadeDays)
  if (weight < MIN_WEIGHT) return null
  const subs = ordered(behind.map(r => r.substance))
  return {
    type: 'federal_enforcement',
    referenceId: recent.referenceId,
    label: `Federal change in effect since ${recent.date}: ${recent.reason}`,
    weight,
    timing: { kind: 'spread', meanDays: CONFORMITY.meanDays },
    direction: 'tighter',
    substances: subs,
    federal: true,
    kind: 'federal',
    because: `federal law changed on ${recent.date} and ${behind.length} of ${inputs.records.length} ${inputs.state} records are more permissive than federal law now is`,
  }
}

export interface SignalOptions {
  /** Leave out signals whose knowledge date the data does not record (the backtest rebuilds only bills and history). */
  billsOnly?: boolean
}

export function candidates(inputs: ModelInputs, today: string, options: SignalOptions = {}): Candidate[] {
  const own = inputs.bills.map(b => billCandidate(b, inputs.changes, inputs.records, today, false))
  const federalBills = inputs.federal.bills.map(b =>
    billCandidate(b, inputs.federal.changes, inputs.federal.records, today, true),
  )
  const bills = [...own, ...federalBills].filter((c): c is Candidate => c !== null)
  if (options.billsOnly) return own.filter((c): c is Candidate => c !== null)
  return [
    ...bills,
    ...recordCandidates(inputs.records, inputs.changes, today, false, inputs.records),
    ...recordCandidates(inputs.federal.records, inputs.federal.changes, today, true, inputs.records),
    ...[conformityCandidate(inputs, today)].filter((c): c is Candidate => c !== null),
  ]
}
