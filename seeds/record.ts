/** One record of one jurisdiction: its layered facts, status, confidence, summary and sources. */
import { createHash } from 'node:crypto'
import { stableUuid } from '../api/src/lib/ids.ts'
import { mostRestrictive } from '../api/src/domain/status.ts'
import {
  FEDERAL,
  MERCHANT_FIELDS,
  PRODUCT_TYPES,
  SUBSTANCES,
  type LegalStatus,
  type ProductTypeId,
  type RegulationDetails,
  type RegulationRecord,
  type Source,
  type SubstanceId,
} from '../api/src/domain/types.ts'
import { scoreConfidence, strongestBasis } from './confidence.ts'
import { determine, readForNoRule, toDeterminations } from './determinations.ts'
import { aboutStatus, layersFor, merge } from './layers.ts'
import { evidenceOf, titleWithKind } from './source-kind.ts'
import { describeRule } from './summaries.ts'
import type { Cite, JurisdictionSeed, RuleFacts, ShippingStatus } from './types.ts'

export const regulationId = (state: string, substance: string, productType: string): string =>
  stableUuid(`regulation/${state}/${substance}/${productType}`)

const sourceId = (url: string): string => `src_${createHash('sha1').update(url).digest('hex').slice(0, 12)}`

/**
 * Shipping follows the sale. A product the jurisdiction prohibits cannot be shipped to consumers
 * there, whatever a wider layer says about shipping the products it allows (the 2018 Farm Bill still
 * protects hemp carried through a state, so not `prohibited` outright). Under federal law a product
 * outside the hemp definition is a controlled substance and cannot be shipped at all.
 */
export function shippingStatusFor(
  layered: ShippingStatus | null | undefined,
  status: LegalStatus,
  jurisdiction: string,
): ShippingStatus | null {
  if (status !== 'prohibited') return layered ?? null
  if (jurisdiction === FEDERAL || layered === 'prohibited') return 'prohibited'
  return 'prohibited_to_consumers'
}

function details(f: RuleFacts, shippingStatus: ShippingStatus | null): RegulationDetails {
  return {
    thcLimitText: f.thcLimitText ?? 'No state-specific THC limit beyond the federal hemp definition',
    thcPctDryWeight: f.thcPctDryWeight ?? null,
    thcMgPerServing: f.thcMgPerServing ?? null,
    thcMgPerContainer: f.thcMgPerContainer ?? null,
    thcMeasurementMethod: f.thcMeasurementMethod ?? null,
    cbdMgPerServing: f.cbdMgPerServing ?? null,
    minimumAge: f.minimumAge ?? null,
    ageVerificationMethod: f.ageVerificationMethod ?? null,
    labelingRequired: f.labelingRequired ?? null,
    labelingRequirements: f.labelingRequirements ?? 'No state-specific labeling rule found',
    packagingRequirements: f.packagingRequirements ?? 'No state-specific packaging rule found',
    warningTextVerbatim: f.warningTextVerbatim ?? null,
    testingRequired: f.testingRequired ?? false,
    testingStandard: f.testingStandard ?? null,
    testingPanels: f.testingPanels ?? null,
    shippingStatus,
    carrierRestrictions: f.carrierRestrictions ?? null,
    licenseRequired: f.licenseRequired ?? false,
    licenseType: f.licenseType ?? null,
    enforcementAgency: f.enforcementAgency ?? null,
    enforcementDate: f.enforcementDate ?? null,
    penaltyRange: f.penaltyRange ?? null,
    salesChannels: f.salesChannels ?? [],
    possessionLimit: f.possessionLimit ?? null,
    additionalRestrictions: f.additionalRestrictions ?? null,
  }
}

/**
 * The record's details and what each merchant-facing field's determination is. A field without a
 * value holds null; shipping that follows a prohibition is a value resting on the status's citations.
 */
function determinedDetails(
  layers: RuleFacts[],
  facts: RuleFacts,
  status: LegalStatus,
  jurisdiction: string,
  statusCites: Cite[],
): Pick<RegulationRecord, 'details' | 'determinations'> {
  const layered = determine(layers)
  const shipping = shippingStatusFor(
    layered.shippingStatus.state === 'value' ? facts.shippingStatus : null,
    status,
    jurisdiction,
  )
  if (shipping !== null && layered.shippingStatus.state !== 'value')
    layered.shippingStatus = { state: 'value', note: null, cites: statusCites }
  const held = details(facts, shipping)
  for (const field of MERCHANT_FIELDS) if (layered[field].state !== 'value') held[field] = null
  return { details: held, determinations: toDeterminations(layered, cite => sourceId(cite.url)) }
}

export function toSource(cite: Cite): Source {
  return {
    id: sourceId(cite.url),
    title: titleWithKind(cite),
    url: cite.url,
    type: cite.type,
    retrievedAt: `${cite.retrieved}T00:00:00.000Z`,
  }
}

export type FederalLookup = (substance: SubstanceId, productType: ProductTypeId) => LegalStatus

function compileRecord(
  seed: JurisdictionSeed,
  s: SubstanceId,
  p: ProductTypeId,
  federal: FederalLookup,
  cutoff: string | null,
): RegulationRecord {
  const layers = layersFor(seed, s, p, cutoff)
  const { facts, cites: factCites, statusCites } = merge(layers)
  // What was read to find that a field has no state rule is a source of the record's details.
  const known = new Set(factCites.map(cite => cite.url))
  const read = readForNoRule(layers).filter(cite => !known.has(cite.url) && known.add(cite.url))
  const cites = [...factCites, ...read.map(cite => ({ ...cite, scope: 'details' as const }))]
  const status = facts.status ?? 'unclear'
  const basis = strongestBasis(statusCites)
  // Source quality and agreement are about the status; every citation counts for recency.
  const aboutTheStatus = cites.filter(aboutStatus)
  const { confidence, breakdown } = scoreConfidence(aboutTheStatus, basis, seed.asOf, cites, facts.disputed === true)
  const federalStatus = federal(s, p)
  const lastVerified =
    cites
      .map(c => c.retrieved)
      .sort()
      .at(-1) ?? seed.asOf
  return {
    id: regulationId(seed.code, s, p),
    state: seed.code,
    substance: s,
    productType: p,
    legalStatus: status,
    pendingChange: facts.pendingChange ?? false,
    federalStatus,
    summary: describeRule({
      seed,
      substance: s,
      productType: p,
      status,
      facts,
      basis,
      evidence: evidenceOf(aboutTheStatus),
      // Layers from the third on (the product type, the substance × product type, history) speak of this product type.
      ownSummary: layers.findLastIndex(layer => layer.summary !== undefined) >= 2,
      federalStatus,
      blockSale: mostRestrictive(status, federalStatus) === 'prohibited',
    }),
    ...determinedDetails(layers, facts, status, seed.code, statusCites),
    blockSale: mostRestrictive(status, federalStatus) === 'prohibited',
    effectiveDate: facts.effectiveDate ?? seed.asOf,
    expiryDate: facts.expiryDate ?? null,
    confidence,
    confidenceBreakdown: breakdown,
    verificationTier: basis === 'confirmed' ? 'automated' : 'unverified',
    lastVerified: `${lastVerified}T00:00:00.000Z`,
    sources: cites.map(toSource),
  }
}

export function compileJurisdiction(
  seed: JurisdictionSeed,
  federal: FederalLookup,
  cutoff: string | null = null,
): RegulationRecord[] {
  return SUBSTANCES.flatMap(s => PRODUCT_TYPES.map(p => compileRecord(seed, s, p, federal, cutoff)))
}
