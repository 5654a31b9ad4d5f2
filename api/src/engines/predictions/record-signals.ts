/**
 * The signals in a layer's own records (the state's, or the federal layer's): changes with a future
 * effective date, changes flagged pending without a date, sunsets, and scheduled changelog entries.
 * Their weights are the model's documented assumptions (README.md).
 */
import { isAtLeastAsRestrictive } from '../../domain/status.ts'
import { SUBSTANCES, type LegalStatus, type SubstanceId } from '../../domain/types.ts'
import { daysBetween } from './time.ts'
import type { Candidate, ChangeDay, Direction, RecordInput, TriggerType } from './types.ts'

export const SCHEDULED_WEIGHT = 0.95
export const CHANGELOG_SCHEDULED_WEIGHT = 0.97
export const SUNSET_WEIGHT = 0.9
export const UNDATED_PENDING = { weight: 0.6, meanDays: 365 }
/** A pending flag on a rule that took effect this recently is read as that rule's own arrival. */
export const FRESH_EFFECT_DAYS = 30

export const ordered = (list: Iterable<SubstanceId>): SubstanceId[] => SUBSTANCES.filter(s => new Set(list).has(s))

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
export function recordCandidates(
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
