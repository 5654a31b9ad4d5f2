/**
 * Expands the seed files into records, deterministically: the same files always give the same
 * bytes (no clock, no randomness; ids derive from names).
 */
import { createHash } from 'node:crypto'
import { stableUuid } from '../api/src/lib/ids.ts'
import { mostRestrictive } from '../api/src/domain/status.ts'
import {
  FEDERAL,
  PRODUCT_TYPES,
  SUBSTANCES,
  type Bill,
  type BillLink,
  type Jurisdiction,
  type LegalStatus,
  type ProductType,
  type ProductTypeId,
  type RegulationDetails,
  type RegulationRecord,
  type Source,
  type Substance,
  type SubstanceId,
} from '../api/src/domain/types.ts'
import { scoreConfidence, strongestBasis } from './confidence.ts'
import { evidenceOf, titleWithKind } from './source-kind.ts'
import { describeRule } from './summaries.ts'
import type { Cite, JurisdictionSeed, RuleFacts, ShippingStatus } from './types.ts'

export interface CompiledDataset {
  jurisdictions: Jurisdiction[]
  substances: Substance[]
  productTypes: ProductType[]
  regulations: RegulationRecord[]
  bills: Bill[]
  links: BillLink[]
}

export interface HistoryStep {
  date: string
  /** Why each jurisdiction changed on this date; records of others changed through federal law. */
  reasons: Record<string, string>
  regulations: RegulationRecord[]
}

export const regulationId = (state: string, substance: string, productType: string): string =>
  stableUuid(`regulation/${state}/${substance}/${productType}`)

const sourceId = (url: string): string => `src_${createHash('sha1').update(url).digest('hex').slice(0, 12)}`

/** The layers for one record, lowest first; history `before` layers for steps after `cutoff` go on top. */
function layersFor(
  seed: JurisdictionSeed,
  substance: SubstanceId,
  productType: ProductTypeId,
  cutoff: string | null,
): RuleFacts[] {
  const substanceRules = seed.substances[substance] ?? {}
  const { products: substanceProducts, ...substanceFacts } = substanceRules
  const layers: RuleFacts[] = [
    seed.defaults,
    substanceFacts,
    seed.products?.[productType] ?? {},
    substanceProducts?.[productType] ?? {},
  ]
  if (cutoff !== null) {
    const later = (seed.history ?? [])
      .filter(step => step.date > cutoff)
      .filter(step => !step.substances || step.substances.includes(substance))
      .filter(step => !step.productTypes || step.productTypes.includes(productType))
      .sort((a, b) => (a.date < b.date ? 1 : -1))
    for (const step of later) layers.push(step.before)
  }
  return layers
}

const aboutStatus = (cite: Cite): boolean => cite.scope !== 'details'

function merge(layers: RuleFacts[]): { facts: RuleFacts; cites: Cite[]; statusCites: Cite[] } {
  const facts: RuleFacts = {}
  const cites: Cite[] = []
  let statusCites: Cite[] = []
  for (const layer of layers) {
    const { cites: layerCites = [], ...rest } = layer
    if (rest.status !== undefined) facts.disputed = undefined
    for (const [key, value] of Object.entries(rest)) {
      if (value !== undefined) (facts as Record<string, unknown>)[key] = value
    }
    // A summary written for a lower layer's status does not describe a status this layer overrides.
    if (layer.status !== undefined && layer.summary === undefined) delete facts.summary
    for (const cite of layerCites) if (!cites.some(c => c.url === cite.url)) cites.push(cite)
    if (layer.status !== undefined) {
      const own = layerCites.filter(aboutStatus)
      statusCites = own.length > 0 ? own : cites.filter(aboutStatus)
    }
  }
  return { facts, cites, statusCites: statusCites.length > 0 ? statusCites : cites.filter(aboutStatus) }
}

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

function toSource(cite: Cite): Source {
  return {
    id: sourceId(cite.url),
    title: titleWithKind(cite),
    url: cite.url,
    type: cite.type,
    retrievedAt: `${cite.retrieved}T00:00:00.000Z`,
  }
}

type FederalLookup = (substance: SubstanceId, productType: ProductTypeId) => LegalStatus

function compileRecord(
  seed: JurisdictionSeed,
  s: SubstanceId,
  p: ProductTypeId,
  federal: FederalLookup,
  cutoff: string | null,
): RegulationRecord {
  const { facts, cites, statusCites } = merge(layersFor(seed, s, p, cutoff))
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
    }),
    details: details(facts, shippingStatusFor(facts.shippingStatus, status, seed.code)),
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

function jurisdictionOf(seed: JurisdictionSeed): Jurisdiction {
  return {
    code: seed.code,
    name: seed.name,
    region: seed.region,
    hempProgramStatus: seed.hempProgramStatus,
    regulatoryAuthority: seed.regulatoryAuthority,
    hempProgramUrl: seed.hempProgramUrl,
    adultUse: seed.adultUse,
    overallStance: seed.overallStance,
    keyHighlights: seed.keyHighlights,
    notes: seed.notes,
    hr5371Impact: seed.hr5371Impact,
    updatedAt: `${seed.asOf}T00:00:00.000Z`,
  }
}

const billId = (state: string, number: string): string =>
  `bill_${state.toLowerCase()}_${number
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`

function billsOf(seed: JurisdictionSeed): { bills: Bill[]; links: BillLink[] } {
  const bills: Bill[] = []
  const links: BillLink[] = []
  for (const b of seed.bills ?? []) {
    const id = billId(seed.code, b.number)
    const subjects = [...(b.substances ?? []), ...(b.productTypes ?? [])]
    bills.push({
      billId: id,
      state: seed.code,
      number: b.number,
      title: b.title,
      description: b.description,
      status: b.status,
      introducedDate: b.introducedDate,
      lastAction: b.lastAction,
      lastActionDate: b.lastActionDate,
      sponsors: b.sponsors,
      subjects: subjects.length > 0 ? subjects : [...SUBSTANCES],
      impactSummary: b.impactSummary,
      trackerUrl: b.trackerUrl,
      fullTextUrl: b.fullTextUrl,
      lastChecked: `${seed.asOf}T00:00:00.000Z`,
    })
    for (const s of b.substances ?? SUBSTANCES) {
      for (const p of b.productTypes ?? PRODUCT_TYPES)
        links.push({ regulationId: regulationId(seed.code, s, p), billId: id })
    }
  }
  return { bills, links }
}

export interface SeedInput {
  federal: JurisdictionSeed
  jurisdictions: JurisdictionSeed[]
  substances: Substance[]
  productTypes: ProductType[]
}

/** The federal status for a substance × product type, at the same history cutoff. */
function federalLookup(federal: JurisdictionSeed, cutoff: string | null): FederalLookup {
  const none: FederalLookup = () => 'unclear'
  const records = compileJurisdiction(federal, none, cutoff)
  const byKey = new Map(records.map(r => [`${r.substance}/${r.productType}`, r.legalStatus]))
  return (s, p) => byKey.get(`${s}/${p}`) ?? 'unclear'
}

/**
 * Carriers' policies are national: a record whose jurisdiction sets none gets the federal layer's,
 * with their citations added to its sources. They do not enter the confidence score, which is about
 * the legal status.
 */
function withCarriers(record: RegulationRecord, carriers: JurisdictionSeed['carriers']): RegulationRecord {
  if (!carriers || record.details.carrierRestrictions !== null) return record
  const known = new Set(record.sources.map(source => source.url))
  return {
    ...record,
    details: { ...record.details, carrierRestrictions: carriers.restrictions },
    sources: [...record.sources, ...carriers.cites.filter(cite => !known.has(cite.url)).map(toSource)],
  }
}

/** Every record of every jurisdiction (federal layer included) as of `cutoff` (null = now). */
export function compileRegulations(input: SeedInput, cutoff: string | null = null): RegulationRecord[] {
  const federal = federalLookup(input.federal, cutoff)
  const all = [input.federal, ...input.jurisdictions]
  return all
    .flatMap(seed => compileJurisdiction(seed, seed.code === input.federal.code ? () => 'unclear' : federal, cutoff))
    .map(record =>
      record.state === input.federal.code
        ? { ...record, federalStatus: record.legalStatus, blockSale: record.legalStatus === 'prohibited' }
        : record,
    )
    .map(record => withCarriers(record, input.federal.carriers))
}

export function compileDataset(input: SeedInput): CompiledDataset {
  const all = [input.federal, ...input.jurisdictions]
  const billParts = all.map(billsOf)
  return {
    jurisdictions: all.map(jurisdictionOf),
    substances: input.substances,
    productTypes: input.productTypes,
    regulations: compileRegulations(input),
    bills: billParts.flatMap(part => part.bills),
    links: billParts.flatMap(part => part.links),
  }
}

/**
 * The dataset's history: the records as they stood before the first recorded change (baseline),
 * then the records after each change date, oldest first. Loading them in order through the change
 * service writes the changelog of the real changes.
 */
export function compileHistory(input: SeedInput): { baseline: RegulationRecord[]; steps: HistoryStep[] } {
  const all = [input.federal, ...input.jurisdictions]
  const dated = all.flatMap(seed =>
    (seed.history ?? []).map(step => ({ date: step.date, reason: step.reason, state: seed.code })),
  )
  const dates = [...new Set(dated.map(d => d.date))].sort()
  const baseline = compileRegulations(input, '0000-00-00')
  const steps = dates.map(date => ({
    date,
    reasons: Object.fromEntries(dated.filter(d => d.date === date).map(d => [d.state, d.reason])),
    regulations: compileRegulations(input, date),
  }))
  return { baseline, steps }
}
