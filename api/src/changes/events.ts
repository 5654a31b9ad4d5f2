/** Builds change events and their webhook payloads from a diff. */
import { CONFIDENCE_EVENT_THRESHOLD, describeFields, regulationState, type DiffPart } from '../domain/diff.ts'
import type { ChangeEvent, Regulation } from '../domain/types.ts'
import { newUuid } from '../lib/ids.ts'

const PHRASE: Record<ChangeEvent['eventType'], string> = {
  legal_status_changed: 'legal status changed',
  details_updated: 'requirements or limits changed',
  new_regulation: 'is now tracked',
  regulation_expired: 'reached its sunset date',
  bill_linked: 'is affected by a pending bill',
  confidence_changed: 'confidence in the record changed',
  source_added: 'gained a new source citation',
}

/**
 * Whether an event goes out to webhook subscribers: a new source citation, and a confidence move
 * within the event threshold (an operator's small correction), are kept in the changelog only.
 */
export function isDeliverable(event: ChangeEvent): boolean {
  if (event.eventType === 'source_added') return false
  if (event.eventType === 'confidence_changed') {
    const [move] = event.fields
    return Math.abs(Number(move?.newValue) - Number(move?.oldValue)) > CONFIDENCE_EVENT_THRESHOLD
  }
  return true
}

const human = (status: string): string => status.replaceAll('_', ' ')

function plainEnglish(before: Regulation | null, after: Regulation, part: DiffPart): string {
  const subject = `${after.state} ${after.substance} ${after.productType}`
  if (part.eventType === 'legal_status_changed' && before) {
    return `${subject}: status changed from ${human(before.legalStatus)} to ${human(after.legalStatus)}. ${after.summary}`
  }
  return `${subject}: ${PHRASE[part.eventType]}. ${after.summary}`
}

export function changeEventFor(
  before: Regulation | null,
  after: Regulation,
  part: DiffPart,
  reason: string,
  changedAt: string,
  detectedAt: string,
): ChangeEvent {
  return {
    id: newUuid(),
    regulationId: after.id,
    state: after.state,
    substance: after.substance,
    productType: after.productType,
    eventType: part.eventType,
    before: before ? regulationState(before) : null,
    after: regulationState(after),
    fields: part.fields.map(field => ({ id: newUuid(), ...field })),
    diffSummary: describeFields(part.fields),
    plainEnglishSummary: plainEnglish(before, after, part),
    reason,
    changedAt,
    detectedAt,
  }
}

/**
 * The webhook body of the contract, in its field order, in canonical terms (the regulation's UUID,
 * canonical statuses with their `pending_change` flag); webhooks/delivery-body.ts words it in the
 * deployment's variant when it is fanned out. `stateName` is the jurisdiction's name.
 */
export function webhookPayload(event: ChangeEvent, stateName: string): Record<string, unknown> {
  const state = (s: ChangeEvent['after'] | null) =>
    s && {
      legal_status: s.legalStatus,
      summary: s.summary,
      thc_limit: s.thcLimit,
      age_requirement: s.ageRequirement,
      pending_change: s.pendingChange ?? false,
    }
  return {
    event_id: event.id,
    event_type: event.eventType,
    regulation_id: event.regulationId,
    jurisdiction: { state: event.state, state_name: stateName },
    substance: event.substance,
    product_type: event.productType,
    before: state(event.before),
    after: state(event.after),
    diff_summary: event.diffSummary,
    plain_english_summary: event.plainEnglishSummary,
    timestamp: event.detectedAt,
  }
}
