/**
 * Gaps: what the engine says instead of guessing. Each names the reason in plain words and what is
 * missing, so a client can ask again (name a state, a product type) or knows the data cannot help.
 */
import type { Regulation } from '../../domain/types.ts'
import { OFF_TOPICS, type Reading } from './intents.ts'
import type { ParsedQuestion } from './parse.ts'
import { PRODUCT_WORDS, type Scope, SUBSTANCE_WORDS, subjectOf } from './sentences.ts'

export interface Gap {
  reason: string
  missing: string
}

const COVERED_SUBSTANCES = 'delta-9 THC, delta-8 THC, CBD, THCA, CBG and CBN'
const COVERAGE = 'HempData covers the 50 US states, the District of Columbia and the federal layer'

const place = (scope: Scope): string => (scope.code === 'US' ? 'federal law' : scope.name)

export const gapFor = {
  noRecord: (scope: Scope): Gap => ({
    reason: `HempData has no record for ${subjectOf(scope)} in ${place(scope)}.`,
    missing: 'regulation',
  }),
  noBills: (scope: Scope): Gap => ({
    reason: `HempData tracks no pending bill that would change the rules for ${subjectOf(scope)} in ${place(scope)}. That is a statement about what is tracked, not proof that no bill exists.`,
    missing: 'pending_bills',
  }),
  emptyField: (scope: Scope, field: string): Gap => ({
    reason: `HempData's ${scope.substance && scope.productType ? 'record' : 'records'} for ${subjectOf(scope)} in ${place(scope)} give no ${field.replaceAll('_', ' ')}; the data does not say, and HempData does not guess.`,
    missing: field,
  }),
}

/** Names a record by what the question left open. */
function itemOf(scope: Scope, r: Regulation): string {
  if (scope.substance) return PRODUCT_WORDS[r.productType]
  if (scope.productType) return SUBSTANCE_WORDS[r.substance]
  return `${SUBSTANCE_WORDS[r.substance]} ${PRODUCT_WORDS[r.productType]}`
}

export function describeAmbiguity(
  scope: Scope,
  field: string,
  groups: { label: string; records: Regulation[] }[],
): Gap {
  const open = scope.substance ? 'product type' : scope.productType ? 'substance' : 'substance and product type'
  const parts = groups.map(({ label, records }) => {
    const items = [...new Set(records.map(r => itemOf(scope, r)))]
    const shown = items.slice(0, 5).join(', ')
    return `${label} for ${shown}${items.length > 5 ? ` and ${items.length - 5} more` : ''}`
  })
  return {
    reason: `In ${place(scope)} the ${field.replaceAll('_', ' ')} for ${subjectOf(scope)} differs by ${open}: ${parts.join('; ')}. Ask about one ${open}.`,
    missing: open === 'substance and product type' ? 'substance, product_type' : open.replace(' ', '_'),
  }
}

/** Gaps decided before any record is read: subject, places, substances, time, and missing slots. */
export function topicGap(
  parsed: ParsedQuestion,
  reading: Reading,
  asOfYear: number,
  conflictingState: string | null = null,
): Gap | null {
  if (reading.intent === 'out_of_scope') {
    const what = OFF_TOPICS[reading.offTopic ?? 'topic:smalltalk']
    return {
      reason: `HempData answers questions about hemp and cannabinoid rules (legal status, THC limits, age, shipping, licences, testing, labeling, penalties, enforcing agencies, dates, bills) from its records; it holds no data on ${what}.`,
      missing: 'topic',
    }
  }
  if (parsed.places.length > 0) {
    return {
      reason: `${COVERAGE}; ${parsed.places.join(', ')} ${parsed.places.length === 1 ? 'is' : 'are'} not covered.`,
      missing: 'jurisdiction',
    }
  }
  if (parsed.cities.length > 0) {
    return {
      reason: `HempData records state and federal law only; local rules for ${parsed.cities.join(', ')} are not covered. Ask about the state instead.`,
      missing: 'local_rules',
    }
  }
  if (parsed.cues.has('local')) {
    return {
      reason:
        'HempData records state and federal law only; city and county rules are not covered. Ask about the state instead.',
      missing: 'local_rules',
    }
  }
  if (conflictingState) {
    return {
      reason: `The question names ${reading.jurisdictions.join(', ')} and also points at "here" or "my state", while the state parameter is ${conflictingState}; say which state the question is about.`,
      missing: 'state',
    }
  }
  if (parsed.otherSubstances.length > 0) {
    return {
      reason: `HempData keeps no records for ${parsed.otherSubstances.join(', ')}; it covers ${COVERED_SUBSTANCES}.`,
      missing: 'substance',
    }
  }
  if (reading.future) {
    return {
      reason: `HempData describes the law as recorded (as of ${asOfYear}) and does not predict it. Pending bills and the preview forecast (GET /v1/predictions/{state}) show what may change.`,
      missing: 'future_law',
    }
  }
  if (
    parsed.years.some(year => year < asOfYear) &&
    reading.topic !== 'effective_date' &&
    reading.topic !== 'pending_bills'
  ) {
    return {
      reason:
        'HempData answers about the law as currently recorded; for earlier years see the change history (GET /v1/regulations/changelog).',
      missing: 'history',
    }
  }
  const substances = [...parsed.substances.map(s => SUBSTANCE_WORDS[s]), ...(reading.thcFamily ? ['THC'] : [])]
  if (substances.length > 1) {
    return {
      reason: `The question names ${substances.length} substances (${substances.join(', ')}); ask about one at a time.`,
      missing: 'substance',
    }
  }
  if (parsed.productTypes.length > 1) {
    return {
      reason: `The question names ${parsed.productTypes.length} product types (${parsed.productTypes.map(p => PRODUCT_WORDS[p]).join(', ')}); ask about one at a time.`,
      missing: 'product_type',
    }
  }
  if (reading.jurisdictions.length === 0) {
    return {
      reason:
        'The question names no state. Name one (or DC, or federal law), or pass the two-letter `state` parameter.',
      missing: 'state',
    }
  }
  return null
}
