/**
 * Expands the seed files into records, deterministically: the same files always give the same
 * bytes (no clock, no randomness; ids derive from names). One record: record.ts (its layers:
 * layers.ts); jurisdiction rows and bills: catalog.ts.
 */
import type { Bill, BillLink, Jurisdiction, ProductType, RegulationRecord, Substance } from '../api/src/domain/types.ts'
import { billsOf, jurisdictionOf } from './catalog.ts'
import { compileJurisdiction, toSource, type FederalLookup } from './record.ts'
import type { JurisdictionSeed } from './types.ts'

export { regulationId, shippingStatusFor } from './record.ts'

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

/** Records of one seed, by which of its (and the federal layer's) history steps lie after the cutoff. */
type SeedCache = Map<string, RegulationRecord[]>

/** How many of a seed's history steps come after `cutoff`: the only way the cutoff reaches its records. */
const stepsAfter = (seed: JurisdictionSeed, cutoff: string | null): number =>
  cutoff === null ? 0 : (seed.history ?? []).filter(step => step.date > cutoff).length

/**
 * Every record of every jurisdiction (federal layer included) as of `cutoff` (null = now). A history
 * compiles the dataset at every change date; with a `cache`, a jurisdiction whose records cannot
 * differ from an earlier date's (none of its steps, nor the federal layer's, lie in between) is not
 * compiled again.
 */
export function compileRegulations(
  input: SeedInput,
  cutoff: string | null = null,
  cache?: SeedCache,
): RegulationRecord[] {
  const federal = federalLookup(input.federal, cutoff)
  const federalKey = stepsAfter(input.federal, cutoff)
  const compile = (seed: JurisdictionSeed): RegulationRecord[] =>
    compileJurisdiction(seed, seed.code === input.federal.code ? () => 'unclear' : federal, cutoff)
      .map(record =>
        record.state === input.federal.code
          ? { ...record, federalStatus: record.legalStatus, blockSale: record.legalStatus === 'prohibited' }
          : record,
      )
      .map(record => withCarriers(record, input.federal.carriers))
  return [input.federal, ...input.jurisdictions].flatMap(seed => {
    if (!cache) return compile(seed)
    const key = `${seed.code}|${stepsAfter(seed, cutoff)}|${federalKey}`
    const cached = cache.get(key)
    if (cached) return cached
    const records = compile(seed)
    cache.set(key, records)
    return records
  })
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
  // One cache for this history only: its steps share the records that did not change between them.
  const cache: SeedCache = new Map()
  const baseline = compileRegulations(input, '0000-00-00', cache)
  const steps = dates.map(date => ({
    date,
    reasons: Object.fromEntries(dated.filter(d => d.date === date).map(d => [d.state, d.reason])),
    regulations: compileRegulations(input, date, cache),
  }))
  return { baseline, steps }
}
