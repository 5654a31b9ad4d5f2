/**
 * The signals of a forecast, as candidate triggers: each has a weight (the chance it changes the
 * rules at all) and a timing (when). Reads the inputs as of `today`; knows nothing of the horizon.
 * The constants are the model's documented assumptions (README.md), not fitted parameters.
 */
import { isAtLeastAsRestrictive } from '../../domain/status.ts'
import { SUBSTANCES, type BillStatus, type LegalStatus, type SubstanceId } from '../../domain/types.ts'
import { billDirection } from './direction.ts'
import { daysBetween, type Timing } from './time.ts'
import type { BillInput, ChangeDay, Direction, ModelInputs, RecordInput, TriggerType } from './types.ts'

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
export const SCHEDULED_WEIGHT = 0.95
export const CHANGELOG_SCHEDULED_WEIGHT = 0.97
export const SUNSET_WEIGHT = 0.9
export const UNDATED_PENDING = { weight: 0.6, meanDays: 365 }
/** A pending flag on a rule that took effect this recently is read as that rule's own arrival. */
export const FRESH_EFFECT_DAYS = 30
/** After a federal change takes effect, states whose law is more permissive tend to conform. */
export const CONFORMITY = { weight: 0.5, fadeDays: 365, meanDays: 240, windowDays: 365 }
/** Below this a trigger is not counted as a live signal. */
export const MIN_WEIGHT = 0.01

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

const ordered = (list: Iterable<SubstanceId>): SubstanceId[] => SUBSTANCES.filter(s => new Set(list).has(s))
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

function grouped<K extends string>(records: RecordInput[], key: (r: RecordInput) => K | null): Map<K, RecordInput[]> {
  const groups = new Map<K, RecordInput[]>()
  for (const r of records) {
    const k = key(r)
    if (k !== null) groups.set(k, [...(groups.get(k) ?? []), r])
  }
  return new Map([...groups].sort(([a], [b]) => (a < b ? -1 : 1)))
}

const names = (subs: SubstanceId[]): string => subs.join(', ')

/** Which way moving `from` to `to` goes for a seller. */
function statusDirection(from: LegalStatus[], to: LegalStatus[]): Direction {
  const tighter = from.some((f, i) => f !== to[i] && isAtLeastAsRestrictive(to[i], f))
  const looser = from.some((f, i) => f !== to[i] && !isAtLeastAsRestrictive(to[i], f))
  return tighter === looser ? 'unclear' : tighter ? 'tighter' : 'looser'
}

/** Dated and undated pending changes of a layer's records, its sunsets, and scheduled changelog entries. */
function recordCandidates(
  records: RecordInput[],
  days: ChangeDay[],
  today: string,
  federal: boolean,
  stateRecords: RecordInput[],
): Candidate[] {
  const type: TriggerType = federal ? 'federal_enforcement' : 'regulation_sunset'
  const kind = federal ? 'federal' : 'pending'
  const who = federal ? 'Federal rule' : 'Rule'
  const out: Candidate[] = []
  const stateStatus = (s: SubstanceId) => stateRecords.find(r => r.substance === s)
  for (const [date, group] of grouped(records, r => (r.effectiveDate > today ? r.effectiveDate : null))) {
    const subs = ordered(group.map(r => r.substance))
    const direction = federal
      ? statusDirection(
          group.map(r => stateStatus(r.substance)?.federalStatus ?? r.legalStatus),
          group.map(r => r.legalStatus),
        )
      : 'unclear'
    out.push({
      type,
      referenceId: group[0].id,
      label: `${who} for ${names(subs)} takes effect ${date}`,
      weight: SCHEDULED_WEIGHT,
      timing: { kind: 'date', date },
      direction,
      substances: subs,
      federal,
      kind,
      because: `${group.length} ${federal ? 'federal ' : ''}record(s) for ${names(subs)} carry an effective date of ${date}`,
    })
  }
  const undated = grouped(records, r =>
    r.pendingChange && r.effectiveDate <= today && daysBetween(r.effectiveDate, today) > FRESH_EFFECT_DAYS
      ? 'pending'
      : null,
  ).get('pending')
  if (undated) {
    const subs = ordered(undated.map(r => r.substance))
    out.push({
      type,
      referenceId: undated[0].id,
      label: `${who} for ${names(subs)} flagged with a signed or scheduled change not yet in effect`,
      weight: UNDATED_PENDING.weight,
      timing: { kind: 'spread', meanDays: UNDATED_PENDING.meanDays },
      direction: 'unclear',
      substances: subs,
      federal,
      kind,
      because: `${undated.length} ${federal ? 'federal ' : ''}record(s) for ${names(subs)} are flagged as having a change pending, with no date recorded`,
    })
  }
  for (const [date, group] of grouped(records, r => (r.expiryDate && r.expiryDate > today ? r.expiryDate : null))) {
    const subs = ordered(group.map(r => r.substance))
    out.push({
      type,
      referenceId: group[0].id,
      label: `${who} for ${names(subs)} expires ${date}`,
      weight: SUNSET_WEIGHT,
      timing: { kind: 'date', date },
      direction: 'unclear',
      substances: subs,
      federal,
      kind,
      because: `${group.length} ${federal ? 'federal ' : ''}record(s) for ${names(subs)} expire on ${date}`,
    })
  }
  for (const day of days.filter(d => d.date > today)) {
    out.push({
      type,
      referenceId: day.referenceId,
      label: `Scheduled change on ${day.date}: ${day.reason}`,
      weight: CHANGELOG_SCHEDULED_WEIGHT,
      timing: { kind: 'date', date: day.date },
      direction: 'unclear',
      substances: day.substances,
      federal,
      kind,
      because: `a change recorded for ${day.date} (${day.reason})`,
    })
  }
  return out
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
