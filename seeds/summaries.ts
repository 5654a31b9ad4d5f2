/** Plain-English summaries for records whose seed gives none, and the honesty note for unconfirmed ones. */
import type { LegalStatus, ProductTypeId, SubstanceId } from '../api/src/domain/types.ts'
import type { Basis, JurisdictionSeed, RuleFacts } from './types.ts'

const STATUS_PHRASE: Record<LegalStatus, string> = {
  legal: 'may be sold',
  legal_with_restrictions: 'may be sold with conditions',
  restricted: 'are heavily restricted',
  prohibited: 'are prohibited',
  unclear: 'have an unclear legal status',
}

const SUBSTANCE_NAME: Record<SubstanceId, string> = {
  'delta-9-thc': 'Hemp-derived delta-9 THC', 'delta-8-thc': 'Delta-8 THC', cbd: 'CBD', thca: 'THCA', cbg: 'CBG', cbn: 'CBN',
}

export const UNCONFIRMED_NOTE = 'This status rests on unconfirmed background knowledge, not a cited page; verify before relying on it.'

interface RuleContext {
  seed: JurisdictionSeed
  substance: SubstanceId
  productType: ProductTypeId
  status: LegalStatus
  facts: RuleFacts
  basis: Basis
}

function conditions(facts: RuleFacts): string[] {
  const parts: string[] = []
  if (facts.minimumAge) parts.push(`buyers must be ${facts.minimumAge}+`)
  if (facts.thcMgPerServing != null) parts.push(`≤${facts.thcMgPerServing} mg THC per serving`)
  if (facts.thcMgPerContainer != null) parts.push(`≤${facts.thcMgPerContainer} mg THC per container`)
  if (facts.licenseRequired) parts.push('a licence is required')
  return parts
}

export function describeRule({ seed, substance, productType, status, facts, basis }: RuleContext): string {
  const base = facts.summary ?? composeSummary(seed.name, substance, productType, status, facts)
  return basis === 'confirmed' ? base : `${base} ${UNCONFIRMED_NOTE}`
}

function composeSummary(state: string, substance: SubstanceId, productType: ProductTypeId, status: LegalStatus, facts: RuleFacts): string {
  const what = `${SUBSTANCE_NAME[substance]} ${productType.replace('-', ' ')}`
  const extra = status === 'prohibited' || status === 'unclear' ? [] : conditions(facts)
  return `${what} ${STATUS_PHRASE[status]} in ${state}${extra.length ? `: ${extra.join('; ')}` : ''}.`
}
