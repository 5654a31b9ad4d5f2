/** Presentation pieces both variants share across features: bills, a record's changes, the include_* flags. */
import type { Bill, Regulation } from '../domain/types.ts'
import type { Snapshot } from '../snapshot/snapshot.ts'
import type { Includes, PresentContext } from './profile.ts'

/**
 * A bill as the contract shapes it. Embedded in a regulation (`embeddedIn`, that regulation's id), its
 * `linked_regulation_ids` names that regulation only: a federal or state bill links to dozens of
 * records, and repeating every id in every record's copy made `/v1/states/TX?include_bills=true`
 * 677 KB. The full list is on the state profile's `bills` (and US for federal bills).
 */
export function presentBill(
  bill: Bill,
  snapshot: Snapshot,
  publicId: (uuid: string) => string,
  embeddedIn?: string,
): Record<string, unknown> {
  return {
    bill_id: bill.billId,
    state: bill.state,
    number: bill.number,
    title: bill.title,
    description: bill.description,
    status: bill.status,
    introduced_date: bill.introducedDate,
    last_action: bill.lastAction,
    last_action_date: bill.lastActionDate,
    sponsors: bill.sponsors,
    subjects: bill.subjects,
    impact_summary: bill.impactSummary,
    legislative_tracker_url: bill.trackerUrl,
    full_text_url: bill.fullTextUrl,
    linked_regulation_ids:
      embeddedIn === undefined
        ? (snapshot.linkedRegulations.get(bill.billId) ?? []).map(publicId)
        : [publicId(embeddedIn)],
    last_checked: bill.lastChecked,
  }
}

/** Bills that have not reached a final outcome. */
export const isPending = (bill: Bill): boolean => !['signed', 'vetoed', 'dead'].includes(bill.status)

/** Changes of one regulation inside the caller's history window, newest first. */
export function changesOf(regulation: Regulation, ctx: PresentContext) {
  const all = ctx.snapshot.changesByRegulation.get(regulation.id) ?? []
  return ctx.changesSince ? all.filter(c => c.changedAt >= ctx.changesSince!) : all
}

export function parseIncludes(query: Record<string, unknown>): Includes {
  return {
    changelog: query.include_changelog === true,
    sources: query.include_sources === true,
    bills: query.include_bills === true,
  }
}

export const noIncludes: Includes = { changelog: false, sources: false, bills: false }

export const sortDirection = (order: unknown): 'asc' | 'desc' => (order === 'desc' ? 'desc' : 'asc')

/** A validated query's string value, or null when absent. */
export const queryText = (value: unknown): string | null => (typeof value === 'string' ? value : null)

/** A validated query's number, or the default when absent. */
export const queryNumber = (value: unknown, fallback: number): number => (typeof value === 'number' ? value : fallback)
