/** The column variant: tiers free/retailer/brand/enterprise, UUID ids, its own legal status scale. */
import type { LegalStatus, Regulation } from '../domain/types.ts'
import { isUuid } from '../lib/ids.ts'
import type { VariantProfile } from './profile.ts'

export const COLUMN_TIERS = ['free', 'retailer', 'brand', 'enterprise'] as const
export const tierRank = (tier: string): number =>
  Math.max(0, COLUMN_TIERS.indexOf(tier as (typeof COLUMN_TIERS)[number]))
export const ENTERPRISE = tierRank('enterprise')

export const COLUMN_STATUSES = ['legal', 'restricted', 'prohibited', 'gray_area', 'pending_change'] as const

/**
 * Canonical → column status. The column scale has no separate "legal with conditions": conditions
 * (age, limits, licences) make a product `restricted`; not knowing is `gray_area`; a signed change
 * that has not taken effect yet is `pending_change`.
 */
export function columnStatus(status: LegalStatus, regulation?: Pick<Regulation, 'pendingChange'>): string {
  if (regulation?.pendingChange) return 'pending_change'
  if (status === 'legal') return 'legal'
  if (status === 'prohibited') return 'prohibited'
  if (status === 'unclear') return 'gray_area'
  return 'restricted'
}

/** Per-minute limits; the contract leaves the column tiers' figures to the deployment. */
const RATE: Record<string, number> = { free: 10, retailer: 60, brand: 120, enterprise: 300 }

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
  regulationUuid: publicId => (isUuid(publicId) ? publicId : null),
  regulationPublicId: uuid => uuid,
  legalStatuses: COLUMN_STATUSES,
  statusName: (status, regulation) => columnStatus(status, regulation),
  widget: {
    key: 'optional',
    ipField: 'ip_address',
    gate: () => null,
    footerHideable: tier => tierRank(tier) >= ENTERPRISE,
  },
}
