/**
 * The immutable read model every request reads: all regulatory data with its indexes and the
 * aggregates the state, substance and product-type endpoints report. Built once per change.
 */
import {
  FEDERAL,
  LEGAL_STATUSES,
  PRODUCT_TYPES,
  SUBSTANCES,
  type Bill,
  type BillLink,
  type ChangeEvent,
  type Jurisdiction,
  type LegalStatus,
  type ProductType,
  type Regulation,
  type Substance,
} from '../domain/types.ts'

export interface Stats {
  total: number
  counts: Record<LegalStatus, number>
  /** Distinct jurisdictions per status (for substances and product types). */
  jurisdictionsByStatus: Record<LegalStatus, number>
  jurisdictions: number
  avgConfidence: number
  lastVerified: string
  lastUpdated: string
}

export interface SnapshotData {
  jurisdictions: Jurisdiction[]
  substances: Substance[]
  productTypes: ProductType[]
  regulations: Regulation[]
  bills: Bill[]
  links: BillLink[]
  changes: ChangeEvent[]
}

export interface Snapshot {
  version: number
  builtAt: string
  jurisdiction: Map<string, Jurisdiction>
  /** The 50 states and DC, by name. */
  states: Jurisdiction[]
  substances: Substance[]
  substance: Map<string, Substance>
  productTypes: ProductType[]
  productType: Map<string, ProductType>
  /** All regulations of the 50 states and DC, in a stable order (state, substance, product type). */
  regulations: Regulation[]
  regulation: Map<string, Regulation>
  byState: Map<string, Regulation[]>
  byKey: Map<string, Regulation>
  bill: Map<string, Bill>
  billsByRegulation: Map<string, Bill[]>
  billsByState: Map<string, Bill[]>
  linkedRegulations: Map<string, string[]>
  /** Newest first. */
  changes: ChangeEvent[]
  changesByRegulation: Map<string, ChangeEvent[]>
  stateStats: Map<string, Stats>
  substanceStats: Map<string, Stats>
  productTypeStats: Map<string, Stats>
}

export const regulationKey = (state: string, substance: string, productType: string): string =>
  `${state}/${substance}/${productType}`

const zeroCounts = (): Record<LegalStatus, number> =>
  Object.fromEntries(LEGAL_STATUSES.map(s => [s, 0])) as Record<LegalStatus, number>

function statsOf(regs: Regulation[]): Stats {
  const counts = zeroCounts()
  const jurisdictionStatus = new Map<LegalStatus, Set<string>>()
  let confidence = 0
  let lastVerified = ''
  let lastUpdated = ''
  for (const r of regs) {
    counts[r.legalStatus]++
    if (!jurisdictionStatus.has(r.legalStatus)) jurisdictionStatus.set(r.legalStatus, new Set())
    jurisdictionStatus.get(r.legalStatus)!.add(r.state)
    confidence += r.confidence
    if (r.lastVerified > lastVerified) lastVerified = r.lastVerified
    if (r.updatedAt > lastUpdated) lastUpdated = r.updatedAt
  }
  const jurisdictionsByStatus = zeroCounts()
  for (const [status, set] of jurisdictionStatus) jurisdictionsByStatus[status] = set.size
  return {
    total: regs.length,
    counts,
    jurisdictionsByStatus,
    jurisdictions: new Set(regs.map(r => r.state)).size,
    avgConfidence: regs.length ? Math.round((confidence / regs.length) * 1000) / 1000 : 0,
    lastVerified: lastVerified || new Date(0).toISOString(),
    lastUpdated: lastUpdated || new Date(0).toISOString(),
  }
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const k = key(item)
    const group = groups.get(k)
    if (group) group.push(item)
    else groups.set(k, [item])
  }
  return groups
}

const SUBSTANCE_ORDER = new Map<string, number>(SUBSTANCES.map((s, i) => [s, i]))
const PRODUCT_ORDER = new Map<string, number>(PRODUCT_TYPES.map((p, i) => [p, i]))

function byStableOrder(a: Regulation, b: Regulation): number {
  return (
    a.state.localeCompare(b.state) ||
    (SUBSTANCE_ORDER.get(a.substance) ?? 99) - (SUBSTANCE_ORDER.get(b.substance) ?? 99) ||
    (PRODUCT_ORDER.get(a.productType) ?? 99) - (PRODUCT_ORDER.get(b.productType) ?? 99)
  )
}

export function buildSnapshot(data: SnapshotData, version: number): Snapshot {
  const all = [...data.regulations].sort(byStableOrder)
  const stateRegs = all.filter(r => r.state !== FEDERAL)
  const bill = new Map(data.bills.map(b => [b.billId, b]))
  const billsByRegulation = new Map<string, Bill[]>()
  for (const link of data.links) {
    const b = bill.get(link.billId)
    if (!b) continue
    billsByRegulation.set(link.regulationId, [...(billsByRegulation.get(link.regulationId) ?? []), b])
  }
  const changes = [...data.changes].sort((a, b) =>
    a.changedAt < b.changedAt ? 1 : a.changedAt > b.changedAt ? -1 : a.id < b.id ? 1 : -1,
  )
  const byState = groupBy(all, r => r.state)
  return {
    version,
    builtAt: new Date().toISOString(),
    jurisdiction: new Map(data.jurisdictions.map(j => [j.code, j])),
    states: data.jurisdictions.filter(j => j.code !== FEDERAL).sort((a, b) => a.name.localeCompare(b.name)),
    substances: [...data.substances].sort(
      (a, b) => (SUBSTANCE_ORDER.get(a.id) ?? 99) - (SUBSTANCE_ORDER.get(b.id) ?? 99),
    ),
    substance: new Map(data.substances.map(s => [s.id, s])),
    productTypes: [...data.productTypes].sort(
      (a, b) => (PRODUCT_ORDER.get(a.id) ?? 99) - (PRODUCT_ORDER.get(b.id) ?? 99),
    ),
    productType: new Map(data.productTypes.map(p => [p.id, p])),
    regulations: stateRegs,
    regulation: new Map(all.map(r => [r.id, r])),
    byState,
    byKey: new Map(all.map(r => [regulationKey(r.state, r.substance, r.productType), r])),
    bill,
    billsByRegulation,
    billsByState: groupBy(data.bills, b => b.state),
    linkedRegulations: new Map(
      [...groupBy(data.links, l => l.billId)].map(([id, links]) => [id, links.map(l => l.regulationId)]),
    ),
    changes,
    changesByRegulation: groupBy(changes, c => c.regulationId),
    stateStats: new Map([...byState].map(([code, regs]) => [code, statsOf(regs)])),
    substanceStats: new Map([...groupBy(stateRegs, r => r.substance)].map(([id, regs]) => [id, statsOf(regs)])),
    productTypeStats: new Map([...groupBy(stateRegs, r => r.productType)].map(([id, regs]) => [id, statsOf(regs)])),
  }
}

export function emptyStats(): Stats {
  return statsOf([])
}
