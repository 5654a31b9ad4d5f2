/** Nested-variant states: sortable summaries with counts per status, profiles with nested regulations and bills. */
import { t } from 'elysia'
import { LEGAL_STATUSES, type Jurisdiction, type Regulation } from '../../../domain/types.ts'
import * as p from '../../../http/params.ts'
import { bill, dateTime, envelope, integer, literalUnion, meta, nullable, named } from '../../../http/schemas.ts'
import type { Stats } from '../../../snapshot/snapshot.ts'
import { regId } from '../../../variants/nested.ts'
import type { PresentContext } from '../../../variants/profile.ts'
import { isPending, presentBill, queryText, sortDirection } from '../../../variants/shared.ts'
import { presentRegulation } from '../../regulations/variants/nested-present.ts'
import { regulation } from '../../regulations/variants/nested-schemas.ts'
import type { StatesShape } from './shape.ts'

const STATE_SORTS = ['name', 'code', 'total_regulations', 'avg_confidence', 'last_verified'] as const

const counts = t.Object(Object.fromEntries(LEGAL_STATUSES.map(s => [s, integer({ minimum: 0 })])))

const stateSummaryFields = {
  code: t.String(),
  name: t.String(),
  total_regulations: integer(),
  counts_by_legal_status: counts,
  avg_confidence: t.Number({ minimum: 0, maximum: 1 }),
  last_verified: dateTime(),
}

const stateSummary = named('StateSummary', t.Object(stateSummaryFields))

const stateProfile = named(
  'StateProfile',
  t.Object({
    ...stateSummaryFields,
    region: nullable(literalUnion(['Northeast', 'Southeast', 'Midwest', 'West', 'Southwest'])),
    hemp_program_status: literalUnion(['active', 'developing', 'no_program']),
    regulatory_authority: t.String(),
    hemp_program_url: nullable(t.String()),
    adult_use: t.Boolean(),
    overall_stance: literalUnion(['permissive', 'moderate', 'restrictive', 'prohibitive']),
    key_highlights: t.Array(t.String()),
    notes: nullable(t.String()),
    regulations: t.Array(regulation),
    pending_bills_count: integer({ minimum: 0 }),
    bills: t.Optional(t.Array(bill)),
    hr5371_impact_assessment: t.String(),
  }),
)

function presentStateSummary(state: Jurisdiction, stats: Stats): Record<string, unknown> {
  return {
    code: state.code,
    name: state.name,
    total_regulations: stats.total,
    counts_by_legal_status: stats.counts,
    avg_confidence: stats.avgConfidence,
    last_verified: stats.lastVerified,
  }
}

function presentStateProfile(
  state: Jurisdiction,
  stats: Stats,
  regs: Regulation[],
  ctx: PresentContext,
): Record<string, unknown> {
  const bills = ctx.snapshot.billsByState.get(state.code) ?? []
  return {
    ...presentStateSummary(state, stats),
    region: state.region,
    hemp_program_status: state.hempProgramStatus,
    regulatory_authority: state.regulatoryAuthority,
    hemp_program_url: state.hempProgramUrl,
    adult_use: state.adultUse,
    overall_stance: state.overallStance,
    key_highlights: state.keyHighlights,
    notes: state.notes,
    regulations: regs.map(r => presentRegulation(r, ctx)),
    pending_bills_count: bills.filter(isPending).length,
    ...(ctx.includes.bills ? { bills: bills.map(b => presentBill(b, ctx.snapshot, regId)) } : {}),
    hr5371_impact_assessment: state.hr5371Impact,
  }
}

export const nestedStates: StatesShape = {
  queries: {
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
  responses: {
    states: envelope(t.Array(stateSummary), meta({ total: integer() })),
    stateProfile: envelope(stateProfile, meta()),
  },
  parseStatesQuery: q => ({ sort: queryText(q.sort) ?? 'name', order: sortDirection(q.order) }),
  parseStateProfileQuery: q => ({
    substance: queryText(q.substance),
    productType: q.product_type ? p.normalizeProductType(String(q.product_type)) : null,
    includes: { changelog: false, sources: q.include_sources === true, bills: q.include_bills === true },
  }),
  stateSummary: presentStateSummary,
  stateSortKey(sort) {
    if (sort === 'code') return s => s.code
    if (sort === 'total_regulations') return (_s, stats) => stats.total
    if (sort === 'avg_confidence') return (_s, stats) => stats.avgConfidence
    if (sort === 'last_verified') return (_s, stats) => stats.lastVerified
    return s => s.name
  },
  stateProfile: presentStateProfile,
}
