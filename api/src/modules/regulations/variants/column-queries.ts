/** Column-variant regulation queries: their schemas (validation and OpenAPI) and their canonical parse. */
import type { Regulation } from '../../../domain/types.ts'
import * as p from '../../../http/params.ts'
import { COLUMN_STATUSES, columnStatus } from '../../../variants/column.ts'
import { parseIncludes, queryNumber, queryText } from '../../../variants/shared.ts'
import type { ChangelogFilter, CompareRequest, RegulationFilter } from './shape.ts'

export const columnRegulationQueries = {
  regulations: p.query(
    {
      state: p.stateList('query.state', 'Required. Comma-separated two-letter codes, e.g. CO,TX.'),
      substance: p.substance('query.substance'),
      product_type: p.productType('query.product_type'),
      legal_status: p.oneOf('query.legal_status', COLUMN_STATUSES, 'Legal status.'),
      min_confidence: p.confidence('query.min_confidence'),
      verified_after: p.date('query.verified_after', 'Only records verified after this date.'),
      include_changelog: p.flag('query.include_changelog', 'Enterprise: embed each record’s changes.'),
      include_sources: p.flag('query.include_sources', 'Enterprise: add source_urls and source_documents.'),
      include_bills: p.flag('query.include_bills', 'Enterprise: add related_bills.'),
      page: p.page(),
      per_page: p.perPage(),
      format: p.oneOf(
        'query.format',
        ['json', 'csv'],
        'json (default) or csv (brand and enterprise; every matching record, unpaginated).',
      ),
    },
    ['state'],
  ),
  changelog: p.query({ state: p.stateCode('query.state'), page: p.page(), per_page: p.perPage() }),
  compare: p.query(
    {
      states: p.stateList('query.states', 'Two to ten comma-separated state codes.'),
      substance: p.substance('query.substance'),
      product_type: p.productType('query.product_type'),
    },
    ['states'],
  ),
}

export function parseColumnRegulationsQuery(q: Record<string, unknown>): RegulationFilter {
  const states = p.upperStates(String(q.state ?? ''))
  const status = queryText(q.legal_status)
  const productType = q.product_type ? p.normalizeProductType(String(q.product_type)) : null
  const includes = parseIncludes(q)
  const verifiedAfter = queryText(q.verified_after)
  return {
    states,
    substance: queryText(q.substance),
    productType,
    status: status ? (r: Regulation) => columnStatus(r.legalStatus, r) === status : null,
    minConfidence: queryNumber(q.min_confidence, 0),
    // A date means "after that day": records verified on the day itself do not count.
    verifiedAfter: verifiedAfter ? `${verifiedAfter}T23:59:59.999Z` : null,
    includes,
    page: queryNumber(q.page, 1),
    perPage: queryNumber(q.per_page, 25),
    format: q.format === 'csv' ? 'csv' : 'json',
    applied: {
      state: states,
      substance: queryText(q.substance),
      product_type: productType,
      legal_status: status,
      min_confidence: queryNumber(q.min_confidence, 0),
      verified_after: verifiedAfter,
      include_changelog: includes.changelog,
      include_sources: includes.sources,
      include_bills: includes.bills,
      format: q.format === 'csv' ? 'csv' : 'json',
    },
  }
}

export const parseColumnChangelogQuery = (q: Record<string, unknown>): ChangelogFilter => ({
  state: queryText(q.state)?.toUpperCase() ?? null,
  substance: null,
  regulationId: null,
  since: null,
  until: null,
  page: queryNumber(q.page, 1),
  perPage: queryNumber(q.per_page, 25),
})

export const parseColumnCompareQuery = (q: Record<string, unknown>): CompareRequest => ({
  states: p.upperStates(String(q.states)),
  substance: queryText(q.substance),
  productType: q.product_type ? p.normalizeProductType(String(q.product_type)) : null,
})
