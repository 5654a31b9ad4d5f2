/**
 * The seed format: one file per jurisdiction holding that jurisdiction's facts, with the citation
 * next to each fact. `compile.ts` expands a file into one record per substance × product type.
 *
 * Layering, last wins: `defaults` → `substances[s]` → `products[p]` → `substances[s].products[p]`.
 * A product-wide rule (e.g. "no smokable hemp") therefore beats a substance's general status,
 * and a substance-specific product rule beats both.
 */
import type {
  BillStatus,
  MerchantField,
  LegalStatus,
  ProductTypeId,
  Region,
  SourceType,
  Sponsor,
  Stance,
  SubstanceId,
} from '../api/src/domain/types.ts'

/**
 * Whether products may be shipped to consumers in the jurisdiction, as the law states it. Null when
 * no rule was found: the absence of a rule is not recorded as permission.
 */
export const SHIPPING_STATUSES = [
  'allowed',
  'allowed_with_conditions',
  'prohibited_to_consumers',
  'prohibited',
] as const
export type ShippingStatus = (typeof SHIPPING_STATUSES)[number]

/** How a fact is known: read on the cited page, from background knowledge, or inferred. */
export type Basis = 'confirmed' | 'memory' | 'inference'

/**
 * What a cited document is, as read (seeds/README.md, "Source kinds"): the text of a statute or a
 * rule on the publisher's own site, an agency's own guidance, official text reproduced elsewhere
 * (a secondary mirror), reporting and commentary (news, law-firm posts, bill trackers' summaries),
 * or a shipping carrier's own published policy.
 */
export const SOURCE_KINDS = [
  'statute',
  'rule',
  'agency_guidance',
  'secondary_mirror',
  'news',
  'carrier_policy',
] as const
export type SourceKind = (typeof SOURCE_KINDS)[number]

export interface Cite {
  title: string
  url: string
  type: SourceType
  /** Date the page was read (YYYY-MM-DD). */
  retrieved: string
  /** An official government or legislature page. */
  official: boolean
  basis: Basis
  /** What the document is; derived from `type` and `official` when omitted (seeds/source-kind.ts). */
  kind?: SourceKind
  /**
   * `details`: the page supports the layer's details (testing, labels, enforcement, shipping), not its
   * legal status. Such a citation is listed among the record's sources but does not raise the
   * confidence in the status, nor lift the cap on a status that rests on memory.
   */
  scope?: 'status' | 'details'
}

/**
 * The merchant-facing fields whose determination every record states: a value with its citation,
 * no state rule (the state's hemp and consumable-product statutes and rules were read and set none,
 * so the federal layer and the carriers govern), or unknown (with the reason). Names are
 * `RegulationDetails`' own (api/src/domain/types.ts, `MERCHANT_FIELDS`).
 */
export type { MerchantField } from '../api/src/domain/types.ts'

/** Facts that a layer sets; anything left out is inherited from the layer below. */
export interface RuleFacts {
  status?: LegalStatus
  /**
   * The sources disagree on this status (an AG opinion against a court, a regulator against the
   * statute, enforcement against the text). Scores agreement as none and caps the confidence at
   * DISPUTED_CAP. A later layer that sets a status without repeating it is not disputed.
   */
  disputed?: boolean
  summary?: string
  thcLimitText?: string
  thcPctDryWeight?: number | null
  thcMgPerServing?: number | null
  thcMgPerContainer?: number | null
  thcMeasurementMethod?: string | null
  cbdMgPerServing?: number | null
  minimumAge?: number | null
  /** Required when this layer's minimum age differs from the state's usual one. */
  ageReason?: string
  /** How age is checked: 'government_id' (ID inspected at sale), 'id_scan', 'online_age_verification', 'self_attestation'. */
  ageVerificationMethod?: string | null
  labelingRequired?: boolean | null
  labelingRequirements?: string
  packagingRequirements?: string
  warningTextVerbatim?: string | null
  testingRequired?: boolean
  testingStandard?: string | null
  testingPanels?: string[] | null
  shippingStatus?: ShippingStatus | null
  carrierRestrictions?: string[] | null
  licenseRequired?: boolean
  licenseType?: string | null
  enforcementAgency?: string | null
  enforcementDate?: string | null
  penaltyRange?: string | null
  salesChannels?: string[]
  possessionLimit?: string | null
  additionalRestrictions?: string | null
  effectiveDate?: string
  expiryDate?: string | null
  /** A signed or scheduled change has not taken effect yet. */
  pendingChange?: boolean
  /**
   * Fields for which the law was read and sets no rule of the state's own, each with what was read
   * (a statute or rule, its own text or a secondary mirror of it, or the agency's guidance). A value
   * set by a higher layer wins over this; this wins over a value of a lower layer.
   */
  noStateRule?: Partial<Record<MerchantField, Cite[]>>
  /**
   * Fields the research could not determine, each with the reason (e.g. "the rule's testing panels
   * were not found in any stored copy of N.D.A.C. 7-20"). A field with neither a value nor a
   * determination is unknown with the reason "not yet researched".
   */
  unknown?: Partial<Record<MerchantField, string>>
  /** Citations for the facts of this layer; they add to the layers below. */
  cites?: Cite[]
}

export interface SubstanceRules extends RuleFacts {
  products?: Partial<Record<ProductTypeId, RuleFacts>>
}

export interface BillSeed {
  number: string
  title: string
  description: string
  status: BillStatus
  introducedDate: string
  lastAction: string
  lastActionDate: string
  sponsors: Sponsor[]
  impactSummary: string
  trackerUrl: string
  fullTextUrl: string | null
  /** The rules the bill would change; omitted lists mean all. */
  substances?: SubstanceId[]
  productTypes?: ProductTypeId[]
}

/** A real past change: before `date`, the listed records held the `before` facts. */
export interface HistorySeed {
  date: string
  reason: string
  substances?: SubstanceId[]
  productTypes?: ProductTypeId[]
  before: RuleFacts
}

/**
 * A correction of HempData's own record (not a change in the law): research found the recorded status
 * wrong. Its reason, with the citation that shows it, is the changelog reason of the records it names
 * when the corrected files are imported; history (`HistorySeed`) stays for real changes in the law.
 */
export interface CorrectionSeed {
  /** When the correction was made (YYYY-MM-DD). */
  date: string
  /** What was wrong and what shows it, e.g. "Status corrected to prohibited: K.S.A. 2-3908 bans hemp vapes". */
  reason: string
  substances?: SubstanceId[]
  productTypes?: ProductTypeId[]
}

/** Shipping carriers' own policies: national, so they apply to every jurisdiction's records. */
export interface CarrierPolicies {
  /** One short phrase per carrier, e.g. "USPS: hemp-derived products only with a compliance statement". */
  restrictions: string[]
  cites: Cite[]
}

export interface JurisdictionSeed {
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
  /** How H.R. 5371 §781 (P.L. 119-37, effective 2026-11-12) lands in this jurisdiction. */
  hr5371Impact: string
  /** The date the facts in this file describe. */
  asOf: string
  defaults: RuleFacts
  substances: Partial<Record<SubstanceId, SubstanceRules>>
  products?: Partial<Record<ProductTypeId, RuleFacts>>
  bills?: BillSeed[]
  history?: HistorySeed[]
  /** Corrections of the recorded status, each with its cited reason. */
  corrections?: CorrectionSeed[]
  /** Federal layer only: carriers' policies, inherited by every record that sets none of its own. */
  carriers?: CarrierPolicies
}
