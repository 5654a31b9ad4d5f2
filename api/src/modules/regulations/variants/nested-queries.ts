/** Nested-variant regulation queries: their schemas (validation and OpenAPI) and their canonical parse. */
import { t } from 'elysia'
import { LEGAL_STATUSES, type Regulation } from '../../../domain/types.ts'
import * as p from '../../../http/params.ts'
import { utcInstant } from '../../../lib/dates.ts'
import { parseIncludes, queryNumber, queryText } from '../../../variants/shared.ts'
import type { ChangelogFilter, CompareRequest, RegulationFilter } from './shape.ts'

export const nestedRegulationQueries = {
  regulations: p.query({
    state: p.stateCode('query.state', 'Two-letter state code (or DC); `US` gives the federal layer.'),
    substance: p.substance('query.substance'),
    product_type: p.productType('query.product_type'),
    legal_status: p.oneOf('query.legal_status', LEGAL_STATUSES, 'Legal status.'),
    min_confidence: p.confidence('query.min_confidence'),
    verified_after: p.dateTime('query.verified_after', 'Only records verified after this date-time.'),
    include_changelog: p.flag('query.include_changelog', 'Embed each record’s changes within your history window.'),
    include_sources: p.flag('query.include_sources', 'Embed source citations.'),
    include_bills: p.flag('query.include_bills', 'Embed linked bills.'),
    page: p.page(),
    per_page: p.perPage(),
    format: p.oneOf(
      'query.format',
      ['json', 'csv'],
      'json (default) or csv (professional and enterprise; every matching record, unpaginated).',
    ),
  }),
  changelog: p.query({
    state: p.stateCode('query.state'),
    substance: p.substance('query.substance'),
    regulation_id: t.String({
      pattern: '^reg_[0-9a-f-]{36}$',
      error: 'query.regulation_id: expected a regulation id such as reg_…',
      description: 'Only changes of this regulation.',
    }),
    since: p.dateTime('query.since', 'Only changes after this date-time.'),
    until: p.dateTime('query.until', 'Only changes before this date-time.'),
    page: p.page(),
    per_page: p.perPage(),
  }),
  compare: p.query(
    {
      states: p.stateList('query.states', 'Two to ten comma-separated state codes.'),
      substance: p.substance('query.substance'),
      product_type: p.productType('query.product_type'),
    },
    ['states'],
  ),
}

export function parseNestedRegulationsQuery(q: Record<string, unknown>): RegulationFilter {
  const state = queryText(q.state)?.toUpperCase() ?? null
  const status = queryText(q.legal_status)
  const includes = parseIncludes(q)
  const verifiedAfter = q.verified_after ? utcInstant(String(q.verified_after)) : null
  return {
    states: state ? [state] : null,
    substance: queryText(q.substance),
    productType: q.product_type ? p.normalizeProductType(String(q.product_type)) : null,
    status: status ? (r: Regulation) => r.legalStatus === status : null,
    minConfidence: queryNumber(q.min_confidence, 0),
    verifiedAfter,
    includes,
    page: queryNumber(q.page, 1),
    perPage: queryNumber(q.per_page, 25),
    format: q.format === 'csv' ? 'csv' : 'json',
    applied: {
      state,
      substance: queryText(q.substance),
      product_type: q.product_type ? p.normalizeProductType(String(q.product_type)) : null,
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

export const parseNestedChangelogQuery = (q: Record<string, unknown>): ChangelogFilter => ({
  state: queryText(q.state)?.toUpperCase() ?? null,
  substance: queryText(q.substance),
  regulationId: queryText(q.regulation_id)?.slice(4) ?? null,
  since: q.since ? utcInstant(String(q.since)) : null,
  until: q.until ? utcInstant(String(q.until)) : null,
  page: queryNumber(q.page, 1),
  perPage: queryNumber(q.per_page, 25),
})

export const parseNestedCompareQuery = (q: Record<string, unknown>): CompareRequest => ({
  states: p.upperStates(String(q.states)),
  substance: queryText(q.substance),
  productType: q.product_type ? p.normalizeProductType(String(q.product_type)) : null,
})
