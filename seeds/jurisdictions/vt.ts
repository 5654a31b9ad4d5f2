import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-04-30'
const ccb: Cite = {
  title: 'Vermont Cannabis Control Board: Hemp',
  url: 'https://ccb.vermont.gov/hemp',
  type: 'guidance',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const d8: Cite = {
  title: 'VAAFM: Delta-8 in Vermont, revisiting rule',
  url: 'https://agriculture.vermont.gov/hemp-program/delta-8-vermont-revisiting-rule',
  type: 'guidance',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const phase: Cite = {
  title: 'VAAFM: New phase for Vermont hemp production',
  url: 'https://agriculture.vermont.gov/hemp-program/new-phase-vermont-hemp-production',
  type: 'guidance',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const cen: Cite = {
  title: 'Vermont adopts emergency rules banning delta-8 THC',
  url: 'https://www.cannabisequipmentnews.com/video/video/22847266/vermont-adopts-emergency-rules-banning-delta8-thc',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const T = '2026-11-28'
const s562: Cite = {
  title:
    '6 V.S.A. §562 Definitions (hemp products exclude products the CCB deems regulated cannabis products or above 0.3% total THC, which are cannabis products; casetext copy, through 2024)',
  url: 'https://casetext.com/statute/vermont-statutes/title-6-agriculture/chapter-34-hemp/section-562-definitions',
  type: 'statute',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const s566: Cite = {
  title: '6 V.S.A. §566 Rulemaking authority (hemp testing and labels by rule; Instalawyer copy)',
  url: 'https://instalawyer.io/laws/vermont-statutes/566-rulemaking-authority',
  type: 'statute',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const ccbFaq: Cite = {
  title:
    'Vermont Cannabis Control Board FAQ: cannabis may be bought only from a licensed retail establishment by adults 21+ showing a government photo ID on entry and again before purchase',
  url: 'https://ccb.vermont.gov/faq',
  type: 'guidance',
  retrieved: T,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const s907: Cite = {
  title:
    "7 V.S.A. §907 Retailer license (sale to the public for consumption off the premises; ID check; packaging with warnings prescribed by Board rule; Vermont Statutes Online, unofficial copy on the legislature's site)",
  url: 'https://legislature.vermont.gov/statutes/section/07/033/00907',
  type: 'statute',
  retrieved: T,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const s568: Cite = {
  title:
    '6 V.S.A. §568 Test results; enforcement (disposal of products over the THC limit; inspection of retail locations and samples; stop-sale orders)',
  url: 'https://legislature.vermont.gov/statutes/section/06/034/00568',
  type: 'statute',
  retrieved: T,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const s569: Cite = {
  title:
    '6 V.S.A. §569 Administrative penalties (up to $1,000 per violation of the hemp chapter or its rules; up to $5,000 for growers or processors who ignore a corrective action plan, violate three times in five years or act with more than negligence)',
  url: 'https://legislature.vermont.gov/statutes/section/06/034/00569',
  type: 'statute',
  retrieved: T,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const rule2: Cite = {
  title:
    'CCB Rule 2: Regulation of Cannabis Establishments (Justia copy, current through August 2024; governs cannabis establishments and synthetic and hemp-derived cannabinoids; adulteration includes falling outside the Board testing guidance action levels)',
  url: 'https://regulations.justia.com/states/vermont/agency-25/sub-agency-000/chapter-002/section-25-000-002',
  type: 'regulation',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const ccbGuidance: Cite = {
  title:
    'CCB Guidance Documents (Lab Testing Action Limit Guidance, April 2022; Labeling Guidance, May 2022; point-of-sale safety flyer required at retail)',
  url: 'https://ccb.vermont.gov/guidance',
  type: 'guidance',
  retrieved: T,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}

/** Intoxicating hemp products are cannabis products: bought in person at a licensed retailer, ID shown. */
const cannabisRetailOnly = {
  shippingStatus: 'prohibited_to_consumers' as const,
  additionalRestrictions:
    'Intoxicating hemp products (1 mg or more total THC per serving, or more than 10 mg per package) are cannabis products, bought only in person at a licensed cannabis retailer by adults 21+ showing a government photo ID on entry and before purchase; no delivery licence exists in the law read (the CCB has recommended one and a 2026 bill proposed delivery permits; outcome not found)',
  unknown: {
    penaltyRange:
      "Intoxicating hemp products are cannabis products (6 V.S.A. §562), so selling them outside the licensed market falls under the cannabis sale offenses of 18 V.S.A. §4230 (an advocacy summary gives up to 2 years and $10,000 for under half an ounce); the statute's own text was not found in any stored copy, and CCB Rule 2's enforcement section was not read",
  },
  cites: [ccbFaq, s907],
}
/** Vermont's hemp chapter and the CCB's hemp page as read: a THC line, no rules of its own yet for non-intoxicating products. */
const readHemp: Cite[] = [ccb, s562, s566]
const nonIntoxicating = {
  noStateRule: { minimumAge: readHemp, shippingStatus: readHemp },
}

export default {
  code: 'VT',
  name: 'Vermont',
  region: 'Northeast',
  hempProgramStatus: 'active',
  regulatoryAuthority:
    'Vermont Cannabis Control Board (hemp and hemp-derived products since 31 May 2022, Act 158); USDA (grower licences since 2023)',
  hempProgramUrl: 'https://ccb.vermont.gov/hemp',
  adultUse: true,
  overallStance: 'restrictive',
  keyHighlights: [
    'A consumable hemp product with ≥1 mg total THC per serving or >10 mg per package is "intoxicating" and may be sold only through the adult-use or medical cannabis market.',
    'Makers of intoxicating hemp products must be licensed cannabis manufacturers with cannabis testing, packaging and product registration.',
    'CCB emergency rule bans hemp-derived cannabinoids made by chemical manipulation (delta-8, delta-10, analogs) unless CCB-registered.',
    'VAAFM withdrew the state hemp production plan on 31 Dec 2022; growers are USDA-licensed.',
  ],
  notes:
    'The CCB hemp page says its hemp rules are still being drafted; 6 V.S.A. ch. 34 and that page set no age or shipping rule for non-intoxicating hemp products. THCA status is inference.',
  hr5371Impact:
    "Vermont's non-intoxicating hemp line (under 1 mg per serving and 10 mg per package) is still above the federal 0.4 mg-per-container cap, so from 12 Nov 2026 hemp products between 0.4 and 10 mg per package sold outside cannabis stores lose federal hemp status; products already in the cannabis channel are federally controlled either way.",
  asOf: '2026-11-01',
  defaults: {
    thcLimitText:
      'Non-intoxicating: <1 mg total THC per serving and ≤10 mg per package; above that only via cannabis market',
    thcPctDryWeight: 0.3,
    thcMgPerServing: 1,
    thcMgPerContainer: 10,
    thcMeasurementMethod: 'total THC',
    minimumAge: 21,
    ageVerificationMethod: 'government_id',
    labelingRequired: true,
    labelingRequirements: 'CCB labeling; cannabis labeling for intoxicating products',
    packagingRequirements: 'Cannabis packaging for intoxicating products',
    testingRequired: true,
    testingStandard: 'CCB testing; cannabis testing for intoxicating products',
    licenseRequired: true,
    licenseType: 'CCB cannabis product manufacturer licence and product registration (intoxicating products)',
    enforcementAgency: 'Vermont Cannabis Control Board',
    penaltyRange:
      'Hemp chapter violations: administrative penalty up to $1,000 per violation, up to $5,000 for growers or processors who ignore a corrective action plan, violate three times in five years or act with more than negligence (6 V.S.A. §569); stop-sale orders, retail inspections and sampling (§568)',
    salesChannels: ['licensed cannabis retailers (intoxicating)', 'general retail (non-intoxicating)'],
    shippingStatus: null,
    effectiveDate: '2022-05-31',
    expiryDate: null,
    noStateRule: { cbdMgPerServing: readHemp },
    unknown: {
      testingPanels:
        'Intoxicating products take the cannabis testing rules: CCB Rule 2 ties adulteration to the action levels of the Board testing guidance (Lab Testing Action Limit Guidance, April 2022), but the stored copy of Rule 2 stops at its definitions and the guidance document itself was not found, so the panels are not known; the CCB hemp page says rules for other hemp products are still being drafted',
      warningTextVerbatim:
        'Intoxicating products take the cannabis labeling rules (CCB Rule 2 and its Labeling Guidance of May 2022); the stored copy of Rule 2 stops at its definitions and the guidance was not found, so the wording is not held; no warning wording for other hemp products was found in 6 V.S.A. ch. 34 or the CCB hemp page',
    },
    cites: [ccb, phase, s562, s566, s568, s569, rule2, ccbGuidance],
  },
  substances: {
    'delta-9-thc': {
      status: 'restricted',
      summary:
        'Hemp delta-9 products at ≥1 mg per serving or >10 mg per package are intoxicating and sold only in the cannabis market to adults 21+.',
      ...cannabisRetailOnly,
      cites: [ccb, ccbFaq, s907],
    },
    'delta-8-thc': {
      status: 'restricted',
      summary:
        'Under Vermont law delta-8 made by chemical manipulation is banned unless registered by the CCB, and then only in the cannabis channel; federal law excludes converted delta-8 from hemp from 12 Nov 2026, so it may not be sold as hemp.',
      ...cannabisRetailOnly,
      cites: [cen, d8, ccbFaq, s907],
    },
    cbd: {
      status: 'legal_with_restrictions',
      summary:
        'CBD products under the THC thresholds (under 1 mg total THC per serving and 10 mg per package) may be sold at general retail; Vermont sets no age rule for non-intoxicating hemp products.',
      minimumAge: null,
      ageReason: 'Vermont sets no age rule for non-intoxicating hemp products (6 V.S.A. ch. 34; CCB hemp page)',
      ...nonIntoxicating,
      cites: [ccb],
    },
    thca: {
      status: 'restricted',
      summary:
        'THCA products above the THC thresholds, THCA flower included, would be intoxicating and limited to the cannabis market (inference).',
      ...cannabisRetailOnly,
      cites: [ccb, ccbFaq, s907],
    },
    cbg: {
      status: 'legal_with_restrictions',
      summary: 'CBG products under the THC thresholds are sold at general retail, with no state age rule.',
      minimumAge: null,
      ageReason: 'Vermont sets no age rule for non-intoxicating hemp products (6 V.S.A. ch. 34; CCB hemp page)',
      ...nonIntoxicating,
      cites: [ccb],
    },
    cbn: {
      status: 'legal_with_restrictions',
      summary:
        'Naturally derived CBN products under the THC thresholds are sold at general retail; chemically manipulated CBN is banned unless registered.',
      minimumAge: null,
      ageReason: 'Vermont sets no age rule for non-intoxicating hemp products (6 V.S.A. ch. 34; CCB hemp page)',
      ...nonIntoxicating,
      cites: [ccb, cen],
    },
  },
} satisfies JurisdictionSeed
