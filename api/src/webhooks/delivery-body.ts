/**
 * A delivery's body in the deployment's variant. The outbox keeps each change's body in canonical
 * terms; a receiver gets the ids and status names the same deployment's API answers with, so
 * `GET /v1/regulations/{regulation_id}` finds the record and `before`/`after.legal_status` read as
 * that response's `legal_status` does (nested: `reg_…` ids and its status names; column: UUIDs and
 * legal / restricted / prohibited / gray_area / pending_change).
 */
import type { LegalStatus } from '../domain/types.ts'
import type { VariantProfile } from '../variants/profile.ts'

export type BodyVoice = Pick<VariantProfile, 'regulationPublicId' | 'statusName'>

interface CanonicalState {
  legal_status: LegalStatus
  pending_change?: boolean
  [field: string]: unknown
}

function stateIn(voice: BodyVoice, state: CanonicalState | null | undefined): Record<string, unknown> | null {
  if (!state) return null
  const { pending_change: pendingChange, legal_status: status, ...rest } = state
  const out: Record<string, unknown> = {}
  // The contract's order: legal_status first, then the state's other fields.
  out.legal_status = voice.statusName(status, { pendingChange: pendingChange ?? false })
  return Object.assign(out, rest)
}

/** The outbox payload (canonical) → the body a subscriber of this deployment receives. */
export function deliveryBody(voice: BodyVoice, payload: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...payload }
  if (typeof payload.regulation_id === 'string') out.regulation_id = voice.regulationPublicId(payload.regulation_id)
  if ('before' in payload) out.before = stateIn(voice, payload.before as CanonicalState | null)
  if ('after' in payload) out.after = stateIn(voice, payload.after as CanonicalState | null)
  return out
}
