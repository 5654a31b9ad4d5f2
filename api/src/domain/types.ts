/**
 * HempData's canonical domain model. Both interface variants are presentations of these types;
 * nothing here knows about JSON field names of either variant.
 */

export const SUBSTANCES = ['delta-9-thc', 'delta-8-thc', 'cbd', 'thca', 'cbg', 'cbn'] as const
export type SubstanceId = (typeof SUBSTANCES)[number]

export const PRODUCT_TYPES = [
  'edibles',
  'topicals',
  'smokable',
  'tinctures',
  'beverages',
  'flower',
  'concentrates',
  'pet-products',
  'vapes',
] as const
export type ProductTypeId = (typeof PRODUCT_TYPES)[number]

/** Canonical legal status (the nested variant's scale, the finer of the two). */
export const LEGAL_STATUSES = ['legal', 'legal_with_restrictions', 'restricted', 'prohibited', 'unclear'] as const
export type LegalStatus = (typeof LEGAL_STATUSES)[number]

export const VERIFICATION_TIERS = ['attorney_reviewed', 'analyst_verified', 'automated', 'unverified'] as const
export type VerificationTier = (typeof VERIFICATION_TIERS)[number]

export const SOURCE_TYPES = ['statute', 'regulation', 'guidance', 'court', 'news'] as const
export type SourceType = (typeof SOURCE_TYPES)[number]

export const BILL_STATUSES = [
  'introduced',
  'in_committee',
  'passed_chamber',
  'passed_both',
  'signed',
  'vetoed',
  'dead',
] as const
export type BillStatus = (typeof BILL_STATUSES)[number]

export const CHANGE_EVENT_TYPES = [
  'legal_status_changed',
  'details_updated',
  'new_regulation',
  'regulation_expired',
  'bill_linked',
  'confidence_changed',
  'source_added',
] as const
export type ChangeEventType = (typeof CHANGE_EVENT_TYPES)[number]

export const REGIONS = ['Northeast', 'Southeast', 'Midwest', 'West', 'Southwest'] as const
export type Region = (typeof REGIONS)[number]

export const STANCES = ['permissive', 'moderate', 'restrictive', 'prohibitive'] as const
export type Stance = (typeof STANCES)[number]

export interface Source {
  id: string
  title: string
  url: string
  type: SourceType
  retrievedAt: string
}

export interface ConfidenceBreakdown {
  sourceQuality: number
  recency: number
  consistency: number
  aiParsing: number
}

/** Everything the law determines about one jurisdiction × substance × product type. */
export interface RegulationDetails {
  thcLimitText: string
  thcPctDryWeight: number | null
  thcMgPerServing: number | null
  thcMgPerContainer: number | null
  thcMeasurementMethod: string | null
  cbdMgPerServing: number | null
  minimumAge: number | null
  ageVerificationMethod: string | null
  labelingRequired: boolean | null
  labelingRequirements: string
  packagingRequirements: string
  warningTextVerbatim: string | null
  testingRequired: boolean
  testingStandard: string | null
  testingPanels: string[] | null
  shippingStatus: string | null
  carrierRestrictions: string[] | null
  licenseRequired: boolean
  licenseType: string | null
  enforcementAgency: string | null
  enforcementDate: string | null
  penaltyRange: string | null
  salesChannels: string[]
  possessionLimit: string | null
  additionalRestrictions: string | null
}

/**
 * The merchant-facing fields (a merchant's "may I ship it, and what must I do"), each of which a
 * record determines: a value, no state rule, or unknown.
 */
export const MERCHANT_FIELDS = [
  'shippingStatus',
  'minimumAge',
  'thcPctDryWeight',
  'thcMgPerServing',
  'thcMgPerContainer',
  'cbdMgPerServing',
  'testingStandard',
  'testingPanels',
  'labelingRequired',
  'warningTextVerbatim',
  'penaltyRange',
] as const satisfies readonly (keyof RegulationDetails)[]
export type MerchantField = (typeof MERCHANT_FIELDS)[number]

/** Each merchant-facing field's flat public name (the column variant's, and the changelog's). */
export const MERCHANT_FIELD_COLUMNS: Record<MerchantField, string> = {
  shippingStatus: 'shipping_status',
  minimumAge: 'age_restriction',
  thcPctDryWeight: 'thc_limit_pct_dryweight',
  thcMgPerServing: 'thc_limit_mg_per_serving',
  thcMgPerContainer: 'thc_limit_mg_per_container',
  cbdMgPerServing: 'cbd_limit_mg_per_serving',
  testingStandard: 'testing_standard',
  testingPanels: 'testing_panels_required',
  labelingRequired: 'labeling_required',
  warningTextVerbatim: 'warning_text_verbatim',
  penaltyRange: 'penalty_range',
}

/**
 * `value`: the record holds the rule, cited among its sources. `no_state_rule`: the state's law was
 * read and sets none (the federal layer and the carriers govern). `unknown`: nobody has determined it;
 * never to be read as permission.
 */
export const FIELD_STATES = ['value', 'no_state_rule', 'unknown'] as const
export type FieldState = (typeof FIELD_STATES)[number]

export interface FieldDetermination {
  state: FieldState
  /** `unknown`: why; `no_state_rule`: what was read, in words; null for a value. */
  note: string | null
  /** Ids of the record's sources that determine it (what was read, for no state rule). */
  sourceIds: string[]
}

export type Determinations = Record<MerchantField, FieldDetermination>

export interface Regulation {
  id: string
  state: string
  substance: SubstanceId
  productType: ProductTypeId
  legalStatus: LegalStatus
  /** A signed or scheduled change to this rule has not taken effect yet. */
  pendingChange: boolean
  federalStatus: LegalStatus
  summary: string
  details: RegulationDetails
  /** Each merchant-facing field: a value, no state rule, or unknown (and why). */
  determinations: Determinations
  blockSale: boolean
  effectiveDate: string
  expiryDate: string | null
  confidence: number
  confidenceBreakdown: ConfidenceBreakdown
  verificationTier: VerificationTier
  lastVerified: string
  sources: Source[]
  createdAt: string
  updatedAt: string
}

export interface Sponsor {
  name: string
  party: string
  role: string
}

export interface Bill {
  billId: string
  state: string
  number: string
  title: string
  description: string
  status: BillStatus
  introducedDate: string
  lastAction: string
  lastActionDate: string
  sponsors: Sponsor[]
  subjects: string[]
  impactSummary: string
  trackerUrl: string
  fullTextUrl: string | null
  lastChecked: string
}

export interface Jurisdiction {
  code: string
  name: string
  region: Region | null
  hempProgramStatus: 'active' | 'developing' | 'no_program'
  regulatoryAuthority: string
  hempProgramUrl: string | null
  adultUse: boolean
  overallStance: Stance
  keyHighlights: string[]
  notes: string | null
  hr5371Impact: string
  updatedAt: string
}

export interface Substance {
  id: SubstanceId
  name: string
  description: string
  federalStatus: LegalStatus
  federalThcLimit: string
  hr5371Relevance: 'high' | 'medium' | 'low'
  commonProductTypes: ProductTypeId[]
}

export interface ProductType {
  id: ProductTypeId
  name: string
  description: string
  commonRestrictions: string[]
}

/** A regulation's state as a changelog entry remembers it. */
export interface RegulationState {
  legalStatus: LegalStatus
  summary: string
  thcLimit: string
  ageRequirement: number | null
  /** The federal layer and the stricter verdict, so a change of federal law shows in the entry (absent in entries written before). */
  federalStatus?: LegalStatus
  blockSale?: boolean
  /** A signed change not yet in effect (the column variant names that status `pending_change`); absent on older entries. */
  pendingChange?: boolean
}

export interface FieldChange {
  /** Its own id, so the column variant can list each changed field as a row. */
  id: string
  field: string
  oldValue: unknown
  newValue: unknown
}

export interface ChangeEvent {
  id: string
  regulationId: string
  state: string
  substance: SubstanceId
  productType: ProductTypeId
  eventType: ChangeEventType
  before: RegulationState | null
  after: RegulationState
  fields: FieldChange[]
  diffSummary: string
  plainEnglishSummary: string
  reason: string
  changedAt: string
  detectedAt: string
}

/** The federal layer; served beside the 50 states and DC, never counted among them. */
export const FEDERAL = 'US'

/** The 50 states and DC. */
// biome-ignore format: data table, 17 codes a line
export const STATE_CODES = [
  'AK', 'AL', 'AR', 'AZ', 'CA', 'CO', 'CT', 'DC', 'DE', 'FL', 'GA', 'HI', 'IA', 'ID', 'IL', 'IN', 'KS',
  'KY', 'LA', 'MA', 'MD', 'ME', 'MI', 'MN', 'MO', 'MS', 'MT', 'NC', 'ND', 'NE', 'NH', 'NJ', 'NM', 'NV',
  'NY', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VA', 'VT', 'WA', 'WI', 'WV', 'WY',
] as const

/** A regulation as the change service receives it; timestamps are the database's. */
export type RegulationRecord = Omit<Regulation, 'createdAt' | 'updatedAt'>

export interface BillLink {
  regulationId: string
  billId: string
}
