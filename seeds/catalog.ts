/** A seed's jurisdiction row, and its bills with the records each may change. */
import { PRODUCT_TYPES, SUBSTANCES, type Bill, type BillLink, type Jurisdiction } from '../api/src/domain/types.ts'
import { regulationId } from './record.ts'
import type { JurisdictionSeed } from './types.ts'

export function jurisdictionOf(seed: JurisdictionSeed): Jurisdiction {
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

export function billsOf(seed: JurisdictionSeed): { bills: Bill[]; links: BillLink[] } {
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
