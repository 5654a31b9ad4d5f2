/**
 * What an interface variant supplies: its tiers and their limits, its query schemas, and a
 * presenter per resource. Handlers call the active profile and never branch on the variant.
 */
import type { TObject } from '@sinclair/typebox'
import type { TSchema } from 'elysia'
import type { ChangeEvent, Jurisdiction, LegalStatus, ProductType, Regulation, Substance } from '../domain/types.ts'
import type { ErrorCode } from '../lib/errors.ts'
import type { Snapshot, Stats } from '../snapshot/snapshot.ts'

export interface Includes {
  changelog: boolean
  sources: boolean
  bills: boolean
}

/** Who is asking: decides field gating and data scope. */
export interface Caller {
  tier: string
  /** States this account may read; null = all. */
  states: string[] | null
}

export interface PresentContext {
  snapshot: Snapshot
  caller: Caller
  includes: Includes
  /** Changes older than this are outside the caller's history window (null = unlimited). */
  changesSince: string | null
}

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

export interface StateProfileRequest {
  substance: string | null
  productType: string | null
  includes: Includes
}

export interface StatesListRequest {
  sort: string
  order: 'asc' | 'desc'
}

export interface Gate {
  code: ErrorCode
  message: string
}

/** How the variant offers the storefront widget's check (POST /v1/widget/check). */
export interface WidgetPolicy {
  /** `required`: a publishable key must be sent; `optional`: keyless, and a publishable key adds its origin allow-list and branding. */
  key: 'required' | 'optional'
  /** The body field naming an IP address to geolocate instead of the caller's, or null when the variant has none. */
  ipField: string | null
  /** Why this tier may not use the widget, or null when it may. */
  gate(tier: string): Gate | null
  /** Whether this tier may hide the badge's footer (`--hd-footer-show`). */
  footerHideable(tier: string): boolean
}

export interface VariantProfile {
  name: 'nested' | 'column'
  tiers: readonly string[]
  /** The tier a key created without one gets. */
  defaultTier: string
  /** The tier with everything, for operators and local development. */
  topTier: string
  rateLimitPerMinute(tier: string): number
  /**
   * Product checks and state lookups a month the tier includes, counted together (null: no monthly
   * cap, only the per-minute limit). Which requests count: http/allowance.ts.
   */
  monthlyAllowance(tier: string): number | null
  /** States a tier may choose (starter plans), or null when the tier covers every state. */
  stateAllowance(tier: string): number | null

  /** Why this tier may not export CSV, or null when it may. */
  csvGate(tier: string): Gate | null
  /** Why this tier may not read the changelog, or null; and how far back it may read. */
  changelogGate(tier: string): Gate | null
  changelogWindowDays(tier: string): number | null

  /** How the variant spells a regulation id, for the docs. */
  regulationIdDescription: string
  /** Every legal status name this variant answers with. */
  legalStatuses: readonly string[]
  widget: WidgetPolicy
  queries: {
    regulations: TObject
    changelog: TObject
    compare: TObject
    states: TObject
    stateProfile: TObject
  }
  responses: Record<
    | 'regulation'
    | 'regulationList'
    | 'changelog'
    | 'compare'
    | 'states'
    | 'stateProfile'
    | 'substances'
    | 'productTypes',
    TSchema
  >

  parseRegulationsQuery(query: Record<string, unknown>): RegulationFilter
  parseChangelogQuery(query: Record<string, unknown>): ChangelogFilter
  parseCompareQuery(query: Record<string, unknown>): CompareRequest
  parseStatesQuery(query: Record<string, unknown>): StatesListRequest
  parseStateProfileQuery(query: Record<string, unknown>): StateProfileRequest
  /** The canonical UUID behind a public regulation id, or null when malformed. */
  regulationUuid(publicId: string): string | null
  /** The public id of a regulation (the reverse of regulationUuid). */
  regulationPublicId(uuid: string): string

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
  stateSummary(state: Jurisdiction, stats: Stats): Record<string, unknown>
  stateSortKey(sort: string): (state: Jurisdiction, stats: Stats) => string | number
  stateProfile(
    state: Jurisdiction,
    stats: Stats,
    regulations: Regulation[],
    ctx: PresentContext,
  ): Record<string, unknown>
  substance(substance: Substance, ctx: PresentContext): Record<string, unknown>
  productType(productType: ProductType, stats: Stats): Record<string, unknown>
  /** How this variant names a canonical status. */
  statusName(status: LegalStatus, regulation?: Regulation): string
}

/** One state's side of a comparison: its records, or none with a reason. */
export interface CompareRow {
  state: string
  jurisdiction: Jurisdiction | null
  regulations: Regulation[]
}
