/**
 * A change entry's `diff_summary` in the nested variant's own field names: the changelog stores the
 * changed fields by their flat names (the column variant's), and a nested reader looks for `summary`,
 * `confidence` and `details.age_requirement`, not `plain_english`, `confidence_score` or `age_restriction`.
 */
import { describeFields, type DiffPart } from '../../../domain/diff.ts'
import { MERCHANT_FIELD_COLUMNS, MERCHANT_FIELDS, type FieldChange } from '../../../domain/types.ts'
import { NESTED_MERCHANT_FIELDS } from '../../../variants/nested.ts'

const TOP: Record<string, string> = {
  legal_status: 'legal_status',
  federal_status: 'federal_status',
  plain_english: 'summary',
  block_sale: 'block_sale',
  effective_date: 'effective_date',
  expiry_date: 'expiration_date',
  pending_change: 'pending_change',
  verification_tier: 'verification_tier',
  confidence_score: 'confidence',
  source_urls: 'sources',
}

const DETAILS: Record<string, string> = {
  thc_limit: 'thc_limit',
  thc_measurement_method: 'thc_limits.measurement_method',
  age_verification_method: 'age_verification_method',
  labeling_requirements: 'labeling_requirements',
  packaging_requirements: 'packaging_requirements',
  testing_required: 'testing_required',
  carrier_restrictions: 'carrier_restrictions',
  license_required: 'license_required',
  license_type: 'license_type',
  enforcement_agency: 'enforcement_agency',
  enforcement_date: 'enforcement_date',
  sales_channels: 'sales_channels',
  possession_limit: 'possession_limit',
  additional_restrictions: 'additional_restrictions',
  unknown_fields: 'unknown_fields',
  no_state_rule_fields: 'no_state_rule_fields',
}
// The merchant fields by their nested paths; labeling_required has none of its own (labeling_requirements says it).
for (const field of MERCHANT_FIELDS)
  if (field !== 'labelingRequired') DETAILS[MERCHANT_FIELD_COLUMNS[field]] = NESTED_MERCHANT_FIELDS[field]

const BY_COLUMN = new Map(MERCHANT_FIELDS.map(field => [MERCHANT_FIELD_COLUMNS[field], NESTED_MERCHANT_FIELDS[field]]))

/** The nested name of a stored field name, or null for a field the nested variant does not serve. */
export function nestedFieldName(flat: string): string | null {
  if (flat in TOP) return TOP[flat]
  return flat in DETAILS ? `details.${DETAILS[flat]}` : null
}

/** Lists of field names (unknown_fields, no_state_rule_fields) hold names too: nested ones. */
const nestedValue = (flat: string, value: unknown): unknown =>
  (flat === 'unknown_fields' || flat === 'no_state_rule_fields') && Array.isArray(value)
    ? value.map(name => BY_COLUMN.get(String(name)) ?? name)
    : value

export function nestedDiffSummary(fields: FieldChange[]): string {
  const named: DiffPart['fields'] = []
  for (const f of fields) {
    const name = nestedFieldName(f.field)
    if (name)
      named.push({
        field: name,
        oldValue: nestedValue(f.field, f.oldValue),
        newValue: nestedValue(f.field, f.newValue),
      })
  }
  return named.length > 0 ? describeFields(named) : 'Fields this variant does not serve changed.'
}
