/** The column variant: tiers free/retailer/brand/enterprise, UUID ids, flat tier-gated records. */
import type { Regulation } from '../../domain/types.ts'
import { isUuid } from '../../lib/ids.ts'
import * as p from '../../http/params.ts'
import type { CompareRequest, CompareRow, Includes, VariantProfile } from '../profile.ts'
import { noIncludes, parseIncludes } from '../shared.ts'
import {
  COLUMN_STATUSES,
  COLUMN_TIERS,
  columnStatus,
  presentChanges,
  presentProductType,
  presentRegulation,
  presentStateProfile,
  presentStateSummary,
  presentSubstance,
  tierRank,
} from './present.ts'
import { columnResponses } from './schemas.ts'

/** Per-minute limits; the contract leaves the column tiers' figures to the deployment. */
const RATE: Record<string, number> = { free: 10, retailer: 60, brand: 120, enterprise: 300 }
const ENTERPRISE = tierRank('enterprise')

/** What a comparison asked about, in words: "cbd edibles", "any cbd product", "edibles of any substance". */
function noDataScope(request: CompareRequest): string {
  if (request.substance && request.productType) return `${request.substance} ${request.productType}`
  if (request.substance) return `any ${request.substance} product`
  return request.productType ? `${request.productType} of any substance` : 'any product'
}

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null)
const num = (value: unknown, fallback: number): number => (typeof value === 'number' ? value : fallback)
const anyInclude = (i: Includes): boolean => i.changelog || i.sources || i.bills

export const columnProfile: VariantProfile = {
  name: 'column',
  tiers: COLUMN_TIERS,
  defaultTier: 'free',
  topTier: 'enterprise',
  rateLimitPerMinute: tier => RATE[tier] ?? 10,
  // The contract's free-tier allowance: 100 product checks a month, renewed on the 1st; its
  // MONTHLY_QUOTA_EXCEEDED names state lookups too, so they draw on the same 100.
  monthlyAllowance: tier => (tier === 'free' ? 100 : null),
  stateAllowance: () => null,
  csvGate: tier =>
    tierRank(tier) >= tierRank('brand')
      ? null
      : { code: 'UPGRADE_REQUIRED', message: 'CSV export needs the brand or enterprise tier.' },
  changelogGate: tier =>
    tierRank(tier) >= ENTERPRISE
      ? null
      : { code: 'UPGRADE_REQUIRED', message: 'The changelog needs the enterprise tier.' },
  changelogWindowDays: () => null,

  regulationIdDescription: 'Regulation UUID.',
  legalStatuses: COLUMN_STATUSES,
  widget: {
    key: 'optional',
    ipField: 'ip_address',
    gate: () => null,
    footerHideable: tier => tierRank(tier) >= ENTERPRISE,
  },
  queries: {
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
    states: p.query({}),
    stateProfile: p.query({}),
  },
  responses: columnResponses,

  parseRegulationsQuery(q) {
    const states = p.upperStates(String(q.state ?? ''))
    const status = str(q.legal_status)
    const productType = q.product_type ? p.normalizeProductType(String(q.product_type)) : null
    const includes = parseIncludes(q)
    const verifiedAfter = str(q.verified_after)
    return {
      states,
      substance: str(q.substance),
      productType,
      status: status ? (r: Regulation) => columnStatus(r.legalStatus, r) === status : null,
      minConfidence: num(q.min_confidence, 0),
      // A date means "after that day": records verified on the day itself do not count.
      verifiedAfter: verifiedAfter ? `${verifiedAfter}T23:59:59.999Z` : null,
      includes,
      page: num(q.page, 1),
      perPage: num(q.per_page, 25),
      format: q.format === 'csv' ? 'csv' : 'json',
      applied: {
        state: states,
        substance: str(q.substance),
        product_type: productType,
        legal_status: status,
        min_confidence: num(q.min_confidence, 0),
        verified_after: verifiedAfter,
        include_changelog: includes.changelog,
        include_sources: includes.sources,
        include_bills: includes.bills,
        format: q.format === 'csv' ? 'csv' : 'json',
      },
    }
  },
  parseChangelogQuery: q => ({
    state: str(q.state)?.toUpperCase() ?? null,
    substance: null,
    regulationId: null,
    since: null,
    until: null,
    page: num(q.page, 1),
    perPage: num(q.per_page, 25),
  }),
  parseCompareQuery: q => ({
    states: p.upperStates(String(q.states)),
    substance: str(q.substance),
    productType: q.product_type ? p.normalizeProductType(String(q.product_type)) : null,
  }),
  parseStatesQuery: () => ({ sort: 'name', order: 'asc' }),
  parseStateProfileQuery: () => ({ substance: null, productType: null, includes: noIncludes }),
  regulationUuid: publicId => (isUuid(publicId) ? publicId : null),
  regulationPublicId: uuid => uuid,

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
  stateSummary: presentStateSummary,
  stateSortKey: () => s => s.name,
  stateProfile: presentStateProfile,
  substance: presentSubstance,
  productType: presentProductType,
  statusName: (status, regulation) => columnStatus(status, regulation),
}
