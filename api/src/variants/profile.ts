/**
 * What an interface variant is across every feature: its tiers and their limits, its gates, how it
 * spells ids and legal statuses, and its widget policy. Each feature's request and response shapes
 * live with the feature, in modules/<feature>/variants/; this core never imports a module.
 */
import type { Variant } from '../env.ts'
import type { LegalStatus, Regulation } from '../domain/types.ts'
import type { ErrorCode } from '../lib/errors.ts'
import type { Snapshot } from '../snapshot/snapshot.ts'

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
  name: Variant
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
  /** The canonical UUID behind a public regulation id, or null when malformed. */
  regulationUuid(publicId: string): string | null
  /** The public id of a regulation (the reverse of regulationUuid). */
  regulationPublicId(uuid: string): string
  /** Every legal status name this variant answers with. */
  legalStatuses: readonly string[]
  /** How this variant names a canonical status. */
  statusName(status: LegalStatus, regulation?: Pick<Regulation, 'pendingChange'>): string
  widget: WidgetPolicy
}
