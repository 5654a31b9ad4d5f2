/**
 * What a variant supplies for the regulation reads (list, one record, CSV, changelog, compare): the
 * query schemas and their parsers into the canonical requests below, the response schemas and the
 * presenters. The service works on the canonical requests and never branches on the variant.
 */
import type { TObject } from '@sinclair/typebox'
import type { TSchema } from 'elysia'
import type { ChangeEvent, Jurisdiction, Regulation } from '../../../domain/types.ts'
import type { Caller, Includes, PresentContext } from '../../../variants/profile.ts'

/** The canonical filter every regulations query is parsed into. */
export interface RegulationFilter {
  states: string[] | null
  substance: string | null
  productType: string | null
  status: ((regulation: Regulation) => boolean) | null
  minConfidence: number
  verifiedAfter: string | null
  includes: Includes
  page: number
  perPage: number
  format: 'json' | 'csv'
  /** Echo of the filters as the caller gave them, in the variant's names. */
  applied: Record<string, unknown>
}

export interface ChangelogFilter {
  state: string | null
  substance: string | null
  regulationId: string | null
  since: string | null
  until: string | null
  page: number
  perPage: number
}

export interface CompareRequest {
  states: string[]
  substance: string | null
  productType: string | null
}

/** One state's side of a comparison: its records, or none with a reason. */
export interface CompareRow {
  state: string
  jurisdiction: Jurisdiction | null
  regulations: Regulation[]
}

export interface RegulationsShape {
  queries: { regulations: TObject; changelog: TObject; compare: TObject }
  responses: Record<'regulation' | 'regulationList' | 'changelog' | 'compare', TSchema>

  parseRegulationsQuery(query: Record<string, unknown>): RegulationFilter
  parseChangelogQuery(query: Record<string, unknown>): ChangelogFilter
  parseCompareQuery(query: Record<string, unknown>): CompareRequest

  regulation(regulation: Regulation, ctx: PresentContext): Record<string, unknown>
  /** Extra `meta` fields for a regulations response (e.g. the column variant's upgrade hint). */
  regulationsMeta(requested: Includes, caller: Caller): Record<string, unknown>
  /** Includes the caller actually gets (lower tiers may have them silently dropped). */
  grantedIncludes(requested: Includes, caller: Caller): Includes
  csvRow(regulation: Regulation, ctx: PresentContext): Record<string, unknown>
  changelog(events: ChangeEvent[], ctx: PresentContext): Record<string, unknown>[]
  compare(
    rows: CompareRow[],
    request: CompareRequest,
    ctx: PresentContext,
  ): { data: unknown; meta: Record<string, unknown> }
}
