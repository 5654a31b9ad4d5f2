/** Checks on the compiled dataset: coverage, valid values, sources, and no internal contradiction. */
import {
  FEDERAL,
  LEGAL_STATUSES,
  PRODUCT_TYPES,
  SOURCE_TYPES,
  STATE_CODES,
  SUBSTANCES,
  VERIFICATION_TIERS,
  type RegulationRecord,
} from '../api/src/domain/types.ts'
import { compileDataset, type CompiledDataset, type SeedInput } from './compile.ts'
import { floorProblems } from './field-coverage.ts'
import { kindProblem } from './source-kind.ts'
import {
  SHIPPING_STATUSES,
  SOURCE_KINDS,
  type Cite,
  type JurisdictionSeed,
  type RuleFacts,
  type ShippingStatus,
} from './types.ts'

export interface Problem {
  where: string
  problem: string
}

const DATE = /^\d{4}-\d{2}-\d{2}$/
const validDate = (value: string | null | undefined): boolean =>
  value == null || (DATE.test(value) && !Number.isNaN(Date.parse(value)))

function checkRecord(r: RegulationRecord, out: Problem[]): void {
  const where = `${r.state}/${r.substance}/${r.productType}`
  const bad = (problem: string) => out.push({ where, problem })
  if (!LEGAL_STATUSES.includes(r.legalStatus)) bad(`legal status ${r.legalStatus}`)
  if (!LEGAL_STATUSES.includes(r.federalStatus)) bad(`federal status ${r.federalStatus}`)
  if (!VERIFICATION_TIERS.includes(r.verificationTier)) bad(`verification tier ${r.verificationTier}`)
  if (r.verificationTier === 'attorney_reviewed' || r.verificationTier === 'analyst_verified')
    bad('claims a human review that did not happen')
  if (!(r.confidence >= 0 && r.confidence <= 1)) bad(`confidence ${r.confidence}`)
  if (r.sources.length === 0) bad('no source')
  for (const s of r.sources) {
    if (!SOURCE_TYPES.includes(s.type)) bad(`source type ${s.type}`)
    try {
      if (!['http:', 'https:'].includes(new URL(s.url).protocol)) bad(`source URL ${s.url}`)
    } catch {
      bad(`malformed source URL ${s.url}`)
    }
  }
  for (const [name, value] of [
    ['effective', r.effectiveDate],
    ['expiry', r.expiryDate],
    ['enforcement', r.details.enforcementDate],
  ] as const) {
    if (!validDate(value)) bad(`${name} date ${value}`)
  }
  if (r.expiryDate && r.expiryDate < r.effectiveDate)
    bad(`expires ${r.expiryDate} before it takes effect ${r.effectiveDate}`)
  if (r.legalStatus === 'prohibited' && !r.blockSale) bad('prohibited but block_sale is false')
  const d = r.details
  for (const [name, value] of Object.entries({
    thcPctDryWeight: d.thcPctDryWeight,
    thcMgPerServing: d.thcMgPerServing,
    thcMgPerContainer: d.thcMgPerContainer,
    cbdMgPerServing: d.cbdMgPerServing,
  })) {
    if (value !== null && !(value >= 0)) bad(`${name} ${value}`)
  }
  if (d.thcPctDryWeight !== null && d.thcPctDryWeight > 100) bad(`thcPctDryWeight ${d.thcPctDryWeight} > 100`)
  if (d.minimumAge !== null && ![18, 19, 21].includes(d.minimumAge)) bad(`minimum age ${d.minimumAge}`)
  if (d.shippingStatus !== null && !SHIPPING_STATUSES.includes(d.shippingStatus as ShippingStatus))
    bad(`shipping status "${d.shippingStatus}"`)
  if (r.legalStatus === 'prohibited' && (d.shippingStatus === null || d.shippingStatus.startsWith('allowed')))
    bad(`prohibited but shipping status is ${d.shippingStatus}`)
}

/** A product layer that changes the state's minimum age must say why. */
function checkAgeReasons(seed: JurisdictionSeed, out: Problem[]): void {
  const base = seed.defaults.minimumAge
  const layers: [string, RuleFacts | undefined][] = [
    ...Object.entries(seed.products ?? {}).map(([p, f]) => [`products.${p}`, f] as [string, RuleFacts]),
    ...Object.entries(seed.substances).flatMap(([s, rules]) => [
      [`substances.${s}`, rules] as [string, RuleFacts],
      ...Object.entries(rules?.products ?? {}).map(
        ([p, f]) => [`substances.${s}.products.${p}`, f] as [string, RuleFacts],
      ),
    ]),
  ]
  for (const [where, facts] of layers) {
    if (
      facts?.minimumAge !== undefined &&
      facts.minimumAge !== base &&
      !facts.ageReason &&
      facts.status !== 'prohibited'
    ) {
      out.push({
        where: `${seed.code} ${where}`,
        problem: `minimum age ${facts.minimumAge} differs from the state's ${base ?? 'none'} without an ageReason`,
      })
    }
  }
}

/** Every citation of a seed file, wherever it stands (layers, history, carriers). */
export function citesOf(value: unknown, out: Cite[] = []): Cite[] {
  if (!value || typeof value !== 'object') return out
  const cites = (value as { cites?: unknown }).cites
  if (Array.isArray(cites)) out.push(...(cites as Cite[]))
  for (const child of Object.values(value))
    if (child && typeof child === 'object' && child !== cites) citesOf(child, out)
  return out
}

/** A citation's kind must be known and agree with where it was read. */
function checkKinds(seed: JurisdictionSeed, out: Problem[]): void {
  for (const cite of citesOf(seed)) {
    if (cite.kind !== undefined && !SOURCE_KINDS.includes(cite.kind))
      out.push({ where: `${seed.code} ${cite.url}`, problem: `source kind ${cite.kind}` })
    const problem = kindProblem(cite)
    if (problem) out.push({ where: `${seed.code} ${cite.url}`, problem })
  }
}

export function checkDataset(input: SeedInput, dataset: CompiledDataset = compileDataset(input)): Problem[] {
  const out: Problem[] = []
  const codes = new Set(input.jurisdictions.map(j => j.code))
  if (codes.size !== STATE_CODES.length)
    out.push({ where: 'jurisdictions', problem: `${codes.size} jurisdictions, expected ${STATE_CODES.length}` })
  for (const code of codes)
    if (!(STATE_CODES as readonly string[]).includes(code)) out.push({ where: code, problem: 'not a state or DC' })
  const keys = new Set(dataset.regulations.map(r => `${r.state}/${r.substance}/${r.productType}`))
  for (const code of [...STATE_CODES, FEDERAL]) {
    for (const s of SUBSTANCES)
      for (const p of PRODUCT_TYPES)
        if (!keys.has(`${code}/${s}/${p}`)) out.push({ where: `${code}/${s}/${p}`, problem: 'missing record' })
  }
  for (const r of dataset.regulations) checkRecord(r, out)
  for (const seed of [input.federal, ...input.jurisdictions]) {
    checkAgeReasons(seed, out)
    checkKinds(seed, out)
  }
  out.push(...floorProblems(dataset.regulations))
  if (JSON.stringify(compileDataset(input)) !== JSON.stringify(dataset))
    out.push({ where: 'compile', problem: 'not deterministic' })
  return out
}

export interface CoverageRow {
  code: string
  counts: Record<string, number>
  officialShare: number
  meanConfidence: number
}

/** An official source (statute, rule or an agency's own page, as read) backs the status: quality 0.9 or more. */
export const restsOnOfficialSource = (r: RegulationRecord): boolean => r.confidenceBreakdown.sourceQuality >= 0.9

export function coverage(dataset: CompiledDataset): CoverageRow[] {
  const byState = new Map<string, RegulationRecord[]>()
  for (const r of dataset.regulations) byState.set(r.state, [...(byState.get(r.state) ?? []), r])
  return [...byState]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, regs]) => ({
      code,
      counts: Object.fromEntries(LEGAL_STATUSES.map(s => [s, regs.filter(r => r.legalStatus === s).length])),
      officialShare: regs.filter(restsOnOfficialSource).length / regs.length,
      meanConfidence: regs.reduce((sum, r) => sum + r.confidence, 0) / regs.length,
    }))
}
