/**
 * The three shapes of a check. The widget result is the contract's table (plus how the state was
 * decided and, for publishable-key calls, whether the footer may be hidden); the compliance check
 * adds what a compliance officer needs to rely on it: both layers, the reasons and the citations;
 * the demo says it is one.
 */
import type { Regulation } from '../../domain/types.ts'
import type { StateSource } from '../../engines/geo/detect-state.ts'
import type { VariantProfile } from '../../variants/profile.ts'
import type { CheckOutcome } from './service.ts'

/** `minimum_age` when no age rule applies: anyone may buy, and age_gate_required is false. */
export const NO_MINIMUM_AGE = 0

export function widgetResult(
  outcome: CheckOutcome,
  profile: VariantProfile,
  source: StateSource,
): Record<string, unknown> {
  const { record } = outcome
  return {
    state: outcome.jurisdiction.code,
    state_name: outcome.jurisdiction.name,
    substance: outcome.substance,
    product_type: outcome.productType,
    // The state record's own spelling in the variant when it decides (column: `pending_change`).
    legal_status: profile.statusName(outcome.effective, outcome.decidedBy === 'federal' ? undefined : record),
    badge_color: outcome.badge,
    headline: outcome.headline,
    summary: outcome.summary,
    restrictions: outcome.restrictions,
    age_gate_required: outcome.ageGateRequired,
    // An integer as the contract says: 0 when the rules HempData holds set no minimum age.
    minimum_age: outcome.minimumAge ?? NO_MINIMUM_AGE,
    confidence: outcome.confidence,
    last_verified: outcome.lastVerified,
    regulation_id: profile.regulationPublicId(record.id),
    state_source: source,
  }
}

function layer(regulation: Regulation, profile: VariantProfile, name: string) {
  return {
    jurisdiction: regulation.state,
    jurisdiction_name: name,
    legal_status: profile.statusName(regulation.legalStatus, regulation),
    summary: regulation.summary,
    regulation_id: profile.regulationPublicId(regulation.id),
    confidence: regulation.confidence,
    verification_tier: regulation.verificationTier,
    last_verified: regulation.lastVerified,
    effective_date: regulation.effectiveDate,
  }
}

function reasons(outcome: CheckOutcome, profile: VariantProfile): string[] {
  const { record, federal, jurisdiction } = outcome
  const name = (r: Regulation) => profile.statusName(r.legalStatus, r)
  const out = [`${jurisdiction.name} law: ${name(record)}. ${record.summary}`]
  if (federal) out.push(`Federal law: ${name(federal)}. ${federal.summary}`)
  const verdict = profile.statusName(outcome.effective, outcome.decidedBy === 'federal' ? undefined : record)
  if (outcome.decidedBy === 'both') out.push(`Both layers agree: ${verdict}.`)
  else if (federal)
    out.push(`A seller must satisfy both, so the stricter ${outcome.decidedBy} rule applies: ${verdict}.`)
  if (record.blockSale) out.push('The record blocks the sale (block_sale).')
  if (outcome.minimumAge !== null && outcome.ageGateRequired)
    out.push(`Buyers must be ${outcome.minimumAge} or older, so an age gate is required.`)
  return out
}

function citations(outcome: CheckOutcome) {
  const seen = new Set<string>()
  const out: Record<string, unknown>[] = []
  for (const r of [outcome.record, outcome.federal]) {
    for (const source of r?.sources ?? []) {
      if (seen.has(source.url)) continue
      seen.add(source.url)
      out.push({
        jurisdiction: r!.state,
        title: source.title,
        url: source.url,
        type: source.type,
        retrieved_at: source.retrievedAt,
      })
    }
  }
  return out
}

export function complianceResult(outcome: CheckOutcome, profile: VariantProfile): Record<string, unknown> {
  const { record, federal, jurisdiction } = outcome
  return {
    ...widgetResult(outcome, profile, 'request'),
    block_sale: record.blockSale,
    decided_by: outcome.decidedBy,
    state_rule: layer(record, profile, jurisdiction.name),
    federal_rule: federal ? layer(federal, profile, 'United States (federal)') : null,
    reasons: reasons(outcome, profile),
    citations: citations(outcome),
  }
}

export const DEMO_NOTICE =
  'Demo result from the public compliance check: limited per IP address and not legal advice. Use GET /v1/compliance/check with a secret key for the reasons and citations.'

export function demoResult(
  outcome: CheckOutcome,
  profile: VariantProfile,
  source: StateSource,
): Record<string, unknown> {
  return { demo: true, notice: DEMO_NOTICE, ...widgetResult(outcome, profile, source) }
}
