/**
 * A record's merchant-facing fields in their three states (a value, no state rule, unknown), named as
 * the variant names them. Both variants list the fields that are not a value; a value is the field itself.
 */
import { MERCHANT_FIELDS, type FieldState, type MerchantField, type Regulation } from '../../../domain/types.ts'

export type FieldNames = Record<MerchantField, string>

/** The fields of `r` in `state`, by the variant's names; `shown` keeps only the fields the caller sees. */
export function fieldsInState(
  r: Regulation,
  state: Exclude<FieldState, 'value'>,
  names: FieldNames,
  shown: (name: string) => boolean = () => true,
): string[] {
  return MERCHANT_FIELDS.filter(field => r.determinations[field]?.state === state)
    .map(field => names[field])
    .filter(shown)
}

/** Why each field that is not a value is what it is: the reason it is unknown, or what was read for no state rule. */
export function fieldNotes(
  r: Regulation,
  names: FieldNames,
): Record<string, { state: Exclude<FieldState, 'value'>; note: string | null; source_ids: string[] }> {
  const out: Record<string, { state: Exclude<FieldState, 'value'>; note: string | null; source_ids: string[] }> = {}
  for (const field of MERCHANT_FIELDS) {
    const determination = r.determinations[field]
    if (!determination || determination.state === 'value') continue
    out[names[field]] = { state: determination.state, note: determination.note, source_ids: determination.sourceIds }
  }
  return out
}
