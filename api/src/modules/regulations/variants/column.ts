/** The column variant's regulation reads: flat tier-gated records, CSV from the same columns, a comparison keyed by state. */
import { ENTERPRISE, tierRank } from '../../../variants/column.ts'
import type { Includes } from '../../../variants/profile.ts'
import { noIncludes } from '../../../variants/shared.ts'
import { presentChanges, presentRegulation } from './column-present.ts'
import {
  columnRegulationQueries,
  parseColumnChangelogQuery,
  parseColumnCompareQuery,
  parseColumnRegulationsQuery,
} from './column-queries.ts'
import { columnRegulationResponses } from './column-schemas.ts'
import type { CompareRequest, CompareRow, RegulationsShape } from './shape.ts'

/** What a comparison asked about, in words: "cbd edibles", "any cbd product", "edibles of any substance". */
function noDataScope(request: CompareRequest): string {
  if (request.substance && request.productType) return `${request.substance} ${request.productType}`
  if (request.substance) return `any ${request.substance} product`
  return request.productType ? `${request.productType} of any substance` : 'any product'
}

const anyInclude = (i: Includes): boolean => i.changelog || i.sources || i.bills

export const columnRegulations: RegulationsShape = {
  queries: columnRegulationQueries,
  responses: columnRegulationResponses,
  parseRegulationsQuery: parseColumnRegulationsQuery,
  parseChangelogQuery: parseColumnChangelogQuery,
  parseCompareQuery: parseColumnCompareQuery,

  regulation: presentRegulation,
  regulationsMeta: (requested, caller) =>
    anyInclude(requested) && tierRank(caller.tier) < ENTERPRISE
      ? {
          upgrade_hint:
            'include_changelog, include_sources and include_bills need the enterprise tier; the parameters were ignored.',
        }
      : {},
  grantedIncludes: (requested, caller) => (tierRank(caller.tier) >= ENTERPRISE ? requested : noIncludes),
  csvRow(r, ctx) {
    const row = presentRegulation(r, { ...ctx, includes: noIncludes })
    return Object.fromEntries(
      Object.entries(row).map(([key, value]) => [key, Array.isArray(value) ? value.join('; ') : value]),
    )
  },
  changelog: events => presentChanges(events),
  compare(rows: CompareRow[], request, ctx) {
    const data: Record<string, unknown[]> = {}
    const missing: Record<string, string>[] = []
    for (const row of rows) {
      if (row.regulations.length > 0) {
        data[row.state] = row.regulations.map(r => presentRegulation(r, ctx))
        continue
      }
      // The contract's "unclear" with a note; gray_area is the column scale's word for not knowing.
      const note = `No data exists for this state and filter: HempData holds no record of ${noDataScope(request)} in ${row.jurisdiction?.name ?? row.state}.`
      data[row.state] = [
        {
          id: null,
          jurisdiction: row.state,
          substance: request.substance,
          product_type: request.productType,
          legal_status: 'gray_area',
          confidence_score: 0,
          verification_tier: 'unverified',
          note,
        },
      ]
      missing.push({ state: row.state, legal_status: 'gray_area', note: 'No data exists for this state and filter.' })
    }
    return {
      data,
      meta: {
        states_compared: request.states,
        substance_filter: request.substance,
        product_type_filter: request.productType,
        ...(missing.length ? { missing } : {}),
      },
    }
  },
}
