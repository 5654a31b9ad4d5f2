/** The nested variant: tiers starter/professional/enterprise/research, `reg_` ids, the canonical status names. */
import { LEGAL_STATUSES, type MerchantField } from '../domain/types.ts'
import { isUuid } from '../lib/ids.ts'
import type { VariantProfile } from './profile.ts'

const TIERS = ['starter', 'professional', 'enterprise', 'research'] as const
const RATE: Record<string, number> = { starter: 10, professional: 60, enterprise: 300, research: 5 }
const CHANGELOG_DAYS: Record<string, number | null> = { starter: 30, research: 30, professional: 365, enterprise: null }

export const regId = (uuid: string): string => `reg_${uuid}`

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
  regulationUuid: publicId => (publicId.startsWith('reg_') && isUuid(publicId.slice(4)) ? publicId.slice(4) : null),
  regulationPublicId: regId,
  legalStatuses: LEGAL_STATUSES,
  statusName: status => status,
  widget: {
    key: 'required',
    ipField: null,
    gate: tier =>
      tier === 'professional' || tier === 'enterprise'
        ? null
        : { code: 'FORBIDDEN', message: 'The widget needs the professional or enterprise tier.' },
    footerHideable: tier => tier === 'enterprise',
  },
}

/** Each merchant-facing field by its nested name (a path under `details`), as the lists of field states give it. */
export const NESTED_MERCHANT_FIELDS: Record<MerchantField, string> = {
  shippingStatus: 'shipping_status',
  minimumAge: 'age_requirement',
  thcPctDryWeight: 'thc_limits.pct_dry_weight',
  thcMgPerServing: 'thc_limits.mg_per_serving',
  thcMgPerContainer: 'thc_limits.mg_per_container',
  cbdMgPerServing: 'cbd_limit_mg_per_serving',
  testingStandard: 'testing_standard',
  testingPanels: 'testing_panels',
  labelingRequired: 'labeling_requirements',
  warningTextVerbatim: 'warning_text_verbatim',
  penaltyRange: 'penalty_range',
}
