/** The nested variant: tiers starter/professional/enterprise/research, `reg_` ids, nested records. */
import { t } from 'elysia'
import { LEGAL_STATUSES, type Regulation } from '../../domain/types.ts'
import { utcInstant } from '../../lib/dates.ts'
import { isUuid } from '../../lib/ids.ts'
import * as p from '../../http/params.ts'
import type { CompareRow, VariantProfile } from '../profile.ts'
import { parseIncludes, sortDirection } from '../shared.ts'
import {
  presentChange,
  presentProductType,
  presentRegulation,
  presentStateProfile,
  presentStateSummary,
  presentSubstance,
  regId,
} from './present.ts'
import { nestedResponses } from './schemas.ts'

const TIERS = ['starter', 'professional', 'enterprise', 'research'] as const
const RATE: Record<string, number> = { starter: 10, professional: 60, enterprise: 300, research: 5 }
const CHANGELOG_DAYS: Record<string, number | null> = { starter: 30, research: 30, professional: 365, enterprise: null }
const STATE_SORTS = ['name', 'code', 'total_regulations', 'avg_confidence', 'last_verified'] as const

const regulationsQuery = p.query({
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
})

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null)
const num = (value: unknown, fallback: number): number => (typeof value === 'number' ? value : fallback)

function compareSummary(rows: Record<string, unknown>[]): string {
  const byStatus = new Map<string, string[]>()
  for (const row of rows) {
    const status = String(row.legal_status).replaceAll('_', ' ')
    const states = byStatus.get(status) ?? []
    if (!states.includes(String(row.state))) states.push(String(row.state))
    byStatus.set(status, states)
  }
  return [...byStatus].map(([status, states]) => `${status}: ${states.join(', ')}`).join('; ') + '.'
}

export const nestedProfile: VariantProfile = {
  name: 'nested',
  tiers: TIERS,
  defaultTier: 'starter',
  topTier: 'enterprise',
  rateLimitPerMinute: tier => RATE[tier] ?? 10,
  monthlyAllowance: () => null,
  stateAllowance: tier => (tier === 'starter' ? 5 : null),
  csvGate: tier =>
    tier === 'professional' || tier === 'enterprise'
      ? null
      : { code: 'FORBIDDEN', message: 'CSV export needs the professional or enterprise tier.' },
  changelogGate: () => null,
  changelogWindowDays: tier => (tier in CHANGELOG_DAYS ? CHANGELOG_DAYS[tier] : 30),

  regulationIdDescription: 'Regulation id: `reg_` followed by a UUID.',
  legalStatuses: LEGAL_STATUSES,
  widget: {
    key: 'required',
    ipField: null,
    gate: tier =>
      tier === 'professional' || tier === 'enterprise'
        ? null
        : { code: 'FORBIDDEN', message: 'The widget needs the professional or enterprise tier.' },
    footerHideable: tier => tier === 'enterprise',
  },
  queries: {
    regulations: regulationsQuery,
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
    states: p.query({
      sort: p.oneOf('query.sort', STATE_SORTS, 'Sort field (default name).'),
      order: p.oneOf('query.order', ['asc', 'desc'], 'Sort order (default asc).'),
    }),
    stateProfile: p.query({
      substance: p.substance('query.substance'),
      product_type: p.productType('query.product_type'),
      include_sources: p.flag('query.include_sources', 'Embed source citations in each regulation.'),
      include_bills: p.flag('query.include_bills', 'Embed the state’s bills and each regulation’s linked bills.'),
    }),
  },
  responses: nestedResponses,

  parseRegulationsQuery(q) {
    const state = str(q.state)?.toUpperCase() ?? null
    const status = str(q.legal_status)
    const includes = parseIncludes(q)
    const verifiedAfter = q.verified_after ? utcInstant(String(q.verified_after)) : null
    return {
      states: state ? [state] : null,
      substance: str(q.substance),
      productType: q.product_type ? p.normalizeProductType(String(q.product_type)) : null,
      status: status ? (r: Regulation) => r.legalStatus === status : null,
      minConfidence: num(q.min_confidence, 0),
      verifiedAfter,
      includes,
      page: num(q.page, 1),
      perPage: num(q.per_page, 25),
      format: q.format === 'csv' ? 'csv' : 'json',
      applied: {
        state,
        substance: str(q.substance),
        product_type: q.product_type ? p.normalizeProductType(String(q.product_type)) : null,
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
  parseChangelogQuery(q) {
    return {
      state: str(q.state)?.toUpperCase() ?? null,
      substance: str(q.substance),
      regulationId: str(q.regulation_id)?.slice(4) ?? null,
      since: q.since ? utcInstant(String(q.since)) : null,
      until: q.until ? utcInstant(String(q.until)) : null,
      page: num(q.page, 1),
      perPage: num(q.per_page, 25),
    }
  },
  parseCompareQuery: q => ({
    states: p.upperStates(String(q.states)),
    substance: str(q.substance),
    productType: q.product_type ? p.normalizeProductType(String(q.product_type)) : null,
  }),
  parseStatesQuery: q => ({ sort: str(q.sort) ?? 'name', order: sortDirection(q.order) }),
  parseStateProfileQuery: q => ({
    substance: str(q.substance),
    productType: q.product_type ? p.normalizeProductType(String(q.product_type)) : null,
    includes: { changelog: false, sources: q.include_sources === true, bills: q.include_bills === true },
  }),
  regulationUuid: publicId => (publicId.startsWith('reg_') && isUuid(publicId.slice(4)) ? publicId.slice(4) : null),
  regulationPublicId: regId,

  regulation: presentRegulation,
  regulationsMeta: () => ({}),
  grantedIncludes: requested => requested,
  csvRow(r, ctx) {
    const d = r.details
    return {
      id: regId(r.id),
      state: r.state,
      state_name: ctx.snapshot.jurisdiction.get(r.state)?.name ?? r.state,
      substance: r.substance,
      product_type: r.productType,
      legal_status: r.legalStatus,
      federal_status: r.federalStatus,
      block_sale: r.blockSale,
      summary: r.summary,
      thc_limit: d.thcLimitText,
      age_requirement: d.minimumAge,
      license_required: d.licenseRequired,
      license_type: d.licenseType,
      testing_required: d.testingRequired,
      labeling_requirements: d.labelingRequirements,
      packaging_requirements: d.packagingRequirements,
      sales_channels: d.salesChannels.join('; '),
      shipping_status: d.shippingStatus,
      penalty_range: d.penaltyRange,
      effective_date: r.effectiveDate,
      expiration_date: r.expiryDate,
      confidence: r.confidence,
      verification_tier: r.verificationTier,
      last_verified: r.lastVerified,
      source_urls: r.sources.map(s => s.url).join(' '),
    }
  },
  changelog: events => events.map(presentChange),
  compare(rows: CompareRow[], request) {
    const comparison = rows.flatMap((row): Record<string, unknown>[] => {
      const name = row.jurisdiction?.name ?? row.state
      if (row.regulations.length === 0) {
        return [
          {
            state: row.state,
            state_name: name,
            legal_status: 'unclear',
            summary: `HempData has no record for this combination in ${name}.`,
            thc_limit: null,
            age_requirement: null,
            license_required: null,
            confidence: 0,
            regulation_id: null,
            note: 'No data exists for this state and filter.',
          },
        ]
      }
      return row.regulations.map(r => ({
        state: r.state,
        state_name: name,
        substance: r.substance,
        product_type: r.productType,
        legal_status: r.legalStatus,
        summary: r.summary,
        thc_limit: r.details.thcLimitText,
        age_requirement: r.details.minimumAge,
        license_required: r.details.licenseRequired,
        confidence: r.confidence,
        regulation_id: regId(r.id),
      }))
    })
    return {
      data: { comparison, summary: compareSummary(comparison) },
      meta: { states_compared: request.states, substance: request.substance, product_type: request.productType },
    }
  },
  stateSummary: presentStateSummary,
  stateSortKey(sort) {
    if (sort === 'code') return s => s.code
    if (sort === 'total_regulations') return (_s, stats) => stats.total
    if (sort === 'avg_confidence') return (_s, stats) => stats.avgConfidence
    if (sort === 'last_verified') return (_s, stats) => stats.lastVerified
    return s => s.name
  },
  stateProfile: presentStateProfile,
  substance: presentSubstance,
  productType: presentProductType,
  statusName: status => status,
}
