/**
 * Pending bills: the tracked bills without a final outcome (not signed, vetoed or dead) that are
 * linked to the records in question, or to any record of the jurisdiction when the question names
 * no substance or product type.
 */
import type { Bill, Regulation } from '../../domain/types.ts'
import type { Snapshot } from '../../snapshot/snapshot.ts'
import { isPending } from '../../variants/shared.ts'
import type { ClaimContext, Scope } from './sentences.ts'
import { subjectOf } from './sentences.ts'

export function pendingBills(snapshot: Snapshot, scope: Scope, candidates: Regulation[]): Bill[] {
  const narrowed = scope.substance !== null || scope.productType !== null
  const bills = narrowed
    ? [...new Map(candidates.flatMap(r => snapshot.billsByRegulation.get(r.id) ?? []).map(b => [b.billId, b])).values()]
    : (snapshot.billsByState.get(scope.code) ?? [])
  return bills
    .filter(isPending)
    .sort((a, b) =>
      a.lastActionDate < b.lastActionDate
        ? 1
        : a.lastActionDate > b.lastActionDate
          ? -1
          : a.billId.localeCompare(b.billId),
    )
}

/** The regulations a set of bills is linked to, among the candidates (the records the answer rests on). */
export function linkedRecords(snapshot: Snapshot, bills: Bill[], candidates: Regulation[]): Regulation[] {
  const ids = new Set(bills.flatMap(b => snapshot.linkedRegulations.get(b.billId) ?? []))
  const linked = candidates.filter(r => ids.has(r.id))
  return linked.length > 0 ? linked : candidates
}

export function writeBills(scope: Scope, bills: Bill[], records: Regulation[], ctx: ClaimContext) {
  const items = bills.map(b => {
    const marks = ctx.citations.mark([
      {
        title: `${b.state === 'US' ? 'Federal' : b.state} ${b.number}: ${b.title}`,
        url: b.fullTextUrl ?? b.trackerUrl,
      },
    ])
    return `${b.number} "${b.title}" (${b.status.replaceAll('_', ' ')}; last action ${b.lastActionDate}: ${b.lastAction}) ${marks}`
  })
  const count = bills.length === 1 ? 'One pending bill is' : `${bills.length} pending bills are`
  const place = scope.code === 'US' ? 'at the federal level' : `in ${scope.name}`
  const text = `${count} tracked ${place} that could change the rules for ${subjectOf(scope)}: ${items.join('; ')}. A pending bill is not law until enacted.`
  const data = {
    jurisdiction: { code: scope.code, name: scope.name },
    substance: scope.substance,
    product_type: scope.productType,
    bills: bills.map(b => ({
      bill_id: b.billId,
      number: b.number,
      title: b.title,
      status: b.status,
      last_action: b.lastAction,
      last_action_date: b.lastActionDate,
      impact_summary: b.impactSummary,
      url: b.fullTextUrl ?? b.trackerUrl,
      last_checked: b.lastChecked,
    })),
    regulation_ids: records.map(r => ctx.presenter.regulationId(r.id)),
  }
  return { text, data }
}
