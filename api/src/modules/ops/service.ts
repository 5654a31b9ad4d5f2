/** Operator actions: presenting accounts and keys, and editing a regulation through the change service. */
import { eq } from 'drizzle-orm'
import type { Account, ApiKey } from '../../accounts/service.ts'
import { applyChangeSet } from '../../changes/service.ts'
import { regulationFromRow } from '../../db/rows.ts'
import type { Db } from '../../db/client.ts'
import { regulations } from '../../db/schema/index.ts'
import type { LegalStatus, RegulationDetails, RegulationRecord } from '../../domain/types.ts'
import { ApiError } from '../../lib/errors.ts'

/** Postgres's text form (`2026-11-22 02:03:04.5+00`) as the ISO 8601 the rest of the API uses. */
const iso = (timestamp: string | null): string | null => (timestamp === null ? null : new Date(timestamp).toISOString())

export const presentAccount = (a: Account) => ({
  id: a.id,
  name: a.name,
  email: a.email,
  tier: a.tier,
  status: a.status,
  states: a.states,
  rate_limit_per_minute: a.rateLimitPerMinute,
  created_at: iso(a.createdAt),
  updated_at: iso(a.updatedAt),
})

export const presentKey = (k: ApiKey) => ({
  id: k.id,
  account_id: k.accountId,
  kind: k.kind,
  env: k.env,
  display_prefix: k.displayPrefix,
  label: k.label,
  status: k.status,
  allowed_origins: k.allowedOrigins,
  created_at: iso(k.createdAt),
  deactivated_at: iso(k.deactivatedAt),
})

export interface RegulationEdit {
  reason: string
  changed_at?: string
  legal_status?: LegalStatus
  summary?: string
  confidence?: number
  block_sale?: boolean
  effective_date?: string
  expiry_date?: string | null
  details?: Partial<RegulationDetails>
}

/** The record's name of each field an edit's body names in snake case (details keep their own names). */
const RECORD_FIELD: Record<string, string> = {
  legal_status: 'legalStatus',
  block_sale: 'blockSale',
  effective_date: 'effectiveDate',
  expiry_date: 'expiryDate',
}

/**
 * Edits a record through the change service; past `notAfter` (ms since the epoch) the change rolls
 * back. Returns the answer, and the edited fields as they were and as they became (for the audit log).
 */
export async function editRegulation(db: Db, id: string, edit: RegulationEdit, notAfter?: number) {
  const [row] = await db.select().from(regulations).where(eq(regulations.id, id))
  if (!row) throw new ApiError('NOT_FOUND', `No regulation ${id}.`)
  const { createdAt: _c, updatedAt: _u, ...current } = regulationFromRow(row)
  // Only fields the record already has may be edited; anything else is a typo or an injection.
  const unknown = Object.keys(edit.details ?? {}).filter(key => !(key in current.details))
  if (unknown.length > 0)
    throw new ApiError(
      'VALIDATION_ERROR',
      `body.details.${unknown[0]}: not a regulation detail; known: ${Object.keys(current.details).join(', ')}`,
    )
  const next: RegulationRecord = {
    ...current,
    legalStatus: edit.legal_status ?? current.legalStatus,
    summary: edit.summary ?? current.summary,
    confidence: edit.confidence ?? current.confidence,
    blockSale: edit.block_sale ?? current.blockSale,
    effectiveDate: edit.effective_date ?? current.effectiveDate,
    expiryDate: edit.expiry_date === undefined ? current.expiryDate : edit.expiry_date,
    details: { ...current.details, ...edit.details },
    lastVerified: new Date().toISOString(),
  }
  const result = await applyChangeSet(
    db,
    { reason: edit.reason, changedAt: edit.changed_at, regulations: [next], everyChange: true },
    { notAfter },
  )
  const { reason: _reason, changed_at: _at, details, ...fields } = edit
  const edited = [...Object.keys(fields), ...Object.keys(details ?? {})]
  const pick = (record: RegulationRecord) => {
    const flat: Record<string, unknown> = { ...record, ...record.details }
    return Object.fromEntries(edited.map(key => [key, flat[RECORD_FIELD[key] ?? key] ?? null]))
  }
  return {
    answer: {
      regulation_id: id,
      events: result.events.map(e => ({ id: e.id, event_type: e.eventType, diff_summary: e.diffSummary })),
    },
    before: pick(current as RegulationRecord),
    after: pick(next),
  }
}
