/** Plain-English summaries for records whose seed gives none, and the honesty note for unconfirmed ones. */
import type { LegalStatus, ProductTypeId, SubstanceId } from '../api/src/domain/types.ts'
import type { Evidence } from './source-kind.ts'
import type { Basis, JurisdictionSeed, RuleFacts } from './types.ts'

const STATUS_PHRASE: Record<LegalStatus, string> = {
  legal: 'may be sold',
  legal_with_restrictions: 'may be sold with conditions',
  restricted: 'are heavily restricted',
  prohibited: 'are prohibited',
  unclear: 'have an unclear legal status',
}

const SUBSTANCE_NAME: Record<SubstanceId, string> = {
  'delta-9-thc': 'Hemp-derived delta-9 THC',
  'delta-8-thc': 'Delta-8 THC',
  cbd: 'CBD',
  thca: 'THCA',
  cbg: 'CBG',
  cbn: 'CBN',
}

export const UNCONFIRMED_NOTE =
  'This status rests on unconfirmed background knowledge, not a cited page; verify before relying on it.'
export const NEWS_ONLY_NOTE =
  "This status rests only on news reports and commentary, not on the text of a law or an agency's own page; verify before relying on it."
export const SECONDARY_NOTE =
  'This status rests on secondary copies of official text; no page of the official publisher was read.'

interface RuleContext {
  seed: JurisdictionSeed
  substance: SubstanceId
  productType: ProductTypeId
  status: LegalStatus
  facts: RuleFacts
  basis: Basis
  /** What the status's citations are (official text, secondary copies, news only). */
  evidence: Evidence
  /** The seed's summary was written for this product type (its own layer), not for the substance or the state at large. */
  ownSummary: boolean
  federalStatus: LegalStatus
  blockSale: boolean
}

function conditions(facts: RuleFacts): string[] {
  const parts: string[] = []
  if (facts.minimumAge) parts.push(`buyers must be ${facts.minimumAge}+`)
  if (facts.thcMgPerServing != null) parts.push(`≤${facts.thcMgPerServing} mg THC per serving`)
  if (facts.thcMgPerContainer != null) parts.push(`≤${facts.thcMgPerContainer} mg THC per container`)
  if (facts.licenseRequired) parts.push('a licence is required')
  return parts
}

/**
 * The record's summary, about its own product type and never contradicting its verdict: a summary
 * written for the substance or the state at large follows a sentence about this product type, and
 * where federal law blocks a sale the state allows, the summary says so unless it already does.
 */
export function describeRule(context: RuleContext): string {
  const { seed, substance, productType, status, facts, basis, evidence } = context
  const own = composeSummary(seed.name, substance, productType, status, facts)
  let base = facts.summary ?? own
  if (facts.summary && !context.ownSummary)
    base = `${own} ${seed.name}'s rule for ${SUBSTANCE_NAME[substance]} products at large: ${facts.summary}`
  if (context.blockSale && status !== 'prohibited' && !/federal/i.test(base))
    base = `${base} Federal law ${STATUS_PHRASE[context.federalStatus].replace('are ', 'makes them ').replace('have ', 'gives them ')}: they may not be sold.`
  if (basis !== 'confirmed') return `${base} ${UNCONFIRMED_NOTE}`
  if (evidence === 'news') return `${base} ${NEWS_ONLY_NOTE}`
  return evidence === 'secondary' ? `${base} ${SECONDARY_NOTE}` : base
}

function composeSummary(
  state: string,
  substance: SubstanceId,
  productType: ProductTypeId,
  status: LegalStatus,
  facts: RuleFacts,
): string {
  const what = `${SUBSTANCE_NAME[substance]} ${productType.replace('-', ' ')}`
  const extra = status === 'prohibited' || status === 'unclear' ? [] : conditions(facts)
  return `${what} ${STATUS_PHRASE[status]} in ${state}${extra.length ? `: ${extra.join('; ')}` : ''}.`
}
