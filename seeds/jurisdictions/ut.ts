import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-04-30'
const udaf: Cite = {
  title: 'UDAF Industrial Hemp Program',
  url: 'https://www.ag.utah.gov/industrialhempprogram/',
  type: 'guidance',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const hb227: Cite = {
  title: 'Utah HB 227 (2023) enrolled text',
  url: 'https://app.legiplex.com/ut/legislature/2023/2023-r/bills/hb0227/drafts-latest',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const code: Cite = {
  title: 'Utah Code §4-41-103.5',
  url: 'https://lawserver.com/law/state/utah/ut-code/utah_code_4-41-103-5',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const mjbiz: Cite = {
  title: 'Utah outlaws smokable hemp, CBD in food and gives hemp oversight to USDA',
  url: 'https://mjbizdaily.com/utah-outlaws-smokable-hemp-cbd-in-food-and-gives-hemp-oversight-to-usda/',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}

const r6829: Cite = {
  title:
    'Utah Admin. Code R68-29 Quality Assurance Testing on Cannabis (scope includes industrial hemp and cannabinoid products; docslib copy)',
  url: 'https://docslib.org/doc/10520553/r68-agriculture-and-food-plant-industry',
  type: 'regulation',
  retrieved: '2026-11-21',
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const r66355: Cite = {
  title: 'Utah Admin. Code R66-35-5 Label Requirements (cannabinoid products; LII copy)',
  url: 'https://www.law.cornell.edu/regulations/utah/Utah-Admin-Code-R66-35-5',
  type: 'regulation',
  retrieved: '2026-11-21',
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const r66355ct: Cite = {
  title: 'Utah Admin. Code R66-35-5 Label Requirements (casetext copy)',
  url: 'https://casetext.com/regulation/utah-administrative-code/agriculture-and-food/title-r66-medical-cannabis-and-industrial-hemp/rule-r66-35-cannabinoid-product-registration-and-labeling/section-r66-35-5-label-requirements',
  type: 'regulation',
  retrieved: '2026-11-21',
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
/** R66-35-5(3): every cannabinoid product intended for human consumption or to be vaporized for inhalation. */
const fdaText =
  'This product has not been evaluated by the Food and Drug Administration. This product is not intended to diagnose, treat, cure, or prevent any disease.'
/** R66-35-5(4): added when the product contains a cannabinoid other than CBD; both statements are then required. */
const safetyText = 'Warning - The safety of this product has not been determined.'
const warned = { warningTextVerbatim: fdaText, cites: [r66355, r66355ct] }
const warnedNonCbd = { warningTextVerbatim: `${fdaText} ${safetyText}`, cites: [r66355, r66355ct] }
const nonCbdWarnings = {
  edibles: warnedNonCbd,
  tinctures: warnedNonCbd,
  concentrates: warnedNonCbd,
  vapes: warnedNonCbd,
}
const T = '2026-11-28'
const udafRetail: Cite = {
  title:
    'UDAF: Utah retail outlets can now apply to sell industrial hemp products (permit for Utah retailers, online platforms in the state included; out-of-state online sellers need registered products)',
  url: 'https://ag.utah.gov/2020/07/13/utah-retail-outlets-can-now-apply-to-sell-industrial-hemp-products/',
  type: 'guidance',
  retrieved: T,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const s41104: Cite = {
  title:
    'Utah Code §4-41-104 Product registration required for distribution (LawServer copy; cannabinoid product: ≤5 mg THC and analogs per serving, ≤150 mg per package)',
  url: 'https://lawserver.com/law/state/utah/ut-code/utah_code_4-41-104',
  type: 'statute',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const r66343: Cite = {
  title: 'Utah Admin. Code R66-34-3 Industrial hemp retailer permit (casetext copy)',
  url: 'https://casetext.com/regulation/utah-administrative-code/agriculture-and-food/title-r66-medical-cannabis-and-industrial-hemp/rule-r66-34-industrial-hemp-retailer-permit/section-r66-34-3-industrial-hemp-retailer-permit',
  type: 'regulation',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
/** The Hemp and Cannabinoid Act as read: THC caps and a 21+ rule for THC products only, no CBD cap. */
const readAct: Cite[] = [hb227, code, s41104]
const labelScope =
  'R66-35-5(3)–(4) require the FDA and safety statements on cannabinoid products intended for human consumption or to be vaporized for inhalation; whether they reach this product type was not determined'

export default {
  code: 'UT',
  name: 'Utah',
  region: 'West',
  hempProgramStatus: 'active',
  regulatoryAuthority:
    'Utah Department of Agriculture & Food, Industrial Hemp & Medical Cannabis Division (product approval/registration, retailer inspection); USDA (cultivation)',
  hempProgramUrl: 'https://www.ag.utah.gov/industrialhempprogram/',
  adultUse: false,
  overallStance: 'restrictive',
  keyHighlights: [
    'HB 227 (eff. 3 May 2023): cannabinoid products ≤5 mg THC+analogs per serving and ≤150 mg per package, THC ≤10% of total cannabinoids, discrete serving sizes.',
    'Products containing THC or THC analogs may not be sold to anyone under 21.',
    '2024 law criminalizes smokable hemp and bans adding hemp to conventional food or beverages.',
    'UDAF approves and registers products before market entry; artificially derived cannabinoids are listed as adulterants.',
  ],
  notes:
    'Delta-8 status conflicts: UDAF is "moving away" from artificially derived cannabinoids, but reporting says the 2024 definition excludes converted cannabinoids from "synthetic". 2024 bill number not captured.',
  hr5371Impact:
    "Utah's 5 mg/150 mg dosage-form products exceed the federal 0.4 mg-per-container cap, so from 12 Nov 2026 most UDAF-registered THC products lose federal hemp status. Utah's smokable and conventional-food bans already remove THCA flower and THC beverages.",
  asOf: '2026-11-01',
  defaults: {
    thcLimitText: '≤5 mg THC+analogs per serving, ≤150 mg per package; THC ≤10% of total cannabinoids',
    thcPctDryWeight: 0.3,
    thcMgPerServing: 5,
    thcMgPerContainer: 150,
    thcMeasurementMethod: 'total THC plus THC analogs',
    minimumAge: 21,
    ageVerificationMethod: 'government_id',
    labelingRequired: true,
    labelingRequirements: 'UDAF-approved labels; warning label on inhalables',
    packagingRequirements: 'Integer, discrete serving sizes',
    testingRequired: true,
    testingStandard:
      'UDAF product approval and registration testing under R68-29 (Quality Assurance Testing on Cannabis), which sets potency testing and limits for water activity, foreign matter, microbiological life, pesticides, residual solvents, heavy metals and mycotoxins for cannabis, industrial hemp and cannabinoid products',
    testingPanels: [
      'potency',
      'moisture',
      'foreign_matter',
      'microbials',
      'pesticides',
      'residual_solvents',
      'heavy_metals',
      'mycotoxins',
    ],
    licenseRequired: true,
    licenseType: 'UDAF product registration; retailer permit',
    enforcementAgency: 'Utah Department of Agriculture & Food',
    penaltyRange: 'Criminal penalties for smokable hemp',
    salesChannels: ['retailers with a UDAF industrial hemp retailer permit', 'online (registered products only)'],
    shippingStatus: 'allowed_with_conditions',
    additionalRestrictions:
      'Only cannabinoid products registered with UDAF may be distributed in Utah (Utah Code §4-41-104); Utah retailers, online platforms based in the state included, need an industrial hemp retailer permit (R66-34-3 requires one of anyone selling a cannabinoid product in the state), while UDAF has said out-of-state online sellers need only registered products; products with THC or THC analogs only to buyers 21+',
    noStateRule: { cbdMgPerServing: readAct },
    cites: [udaf, hb227, code, r6829, udafRetail, s41104, r66343],
  },
  substances: {
    'delta-9-thc': {
      status: 'legal_with_restrictions',
      summary:
        'Hemp delta-9 in dosage-form products is legal for adults 21+ at ≤5 mg per serving and ≤150 mg per package; conventional foods and beverages are prohibited.',
      cites: [udaf],
      products: nonCbdWarnings,
    },
    'delta-8-thc': {
      status: 'unclear',
      summary:
        'Under Utah law the status of delta-8 is unclear: artificially derived cannabinoids are listed as adulterants and UDAF is moving away from allowing them, but the 2024 synthetic definition reportedly excludes converted cannabinoids. Federal law excludes converted delta-8 from hemp from 12 Nov 2026, so it may not be sold as hemp.',
      cites: [udaf, mjbiz],
      products: nonCbdWarnings,
    },
    cbd: {
      status: 'legal_with_restrictions',
      summary: 'CBD products are legal if UDAF-registered; CBD may not be added to conventional food or beverages.',
      minimumAge: null,
      ageReason: 'The 21+ rule applies only to products containing THC or THC analogs',
      noStateRule: { minimumAge: readAct },
      cites: [mjbiz],
    },
    thca: {
      status: 'prohibited',
      summary:
        'Utah criminalizes smokable hemp, THCA flower included (2024 law). Other THCA products are recorded as prohibited too: a registrable cannabinoid product may hold THC and THC analogs of at most 10% of its cannabinoids and 5 mg per serving, which THCA-rich products exceed if THCA counts as THC; verify for non-smokable forms.',
      cites: [mjbiz],
      products: nonCbdWarnings,
    },
    cbg: {
      status: 'legal_with_restrictions',
      summary: 'CBG products are legal if UDAF-registered and not in conventional food.',
      minimumAge: null,
      ageReason: 'The 21+ rule applies only to products containing THC or THC analogs',
      noStateRule: { minimumAge: readAct },
      products: nonCbdWarnings,
    },
    cbn: {
      status: 'legal_with_restrictions',
      summary: 'CBN products are legal if UDAF-registered; artificially derived CBN is an adulterant.',
      minimumAge: null,
      ageReason: 'The 21+ rule applies only to products containing THC or THC analogs',
      noStateRule: { minimumAge: readAct },
      products: nonCbdWarnings,
    },
  },
  products: {
    topicals: { unknown: { warningTextVerbatim: labelScope } },
    'pet-products': { unknown: { warningTextVerbatim: labelScope } },
    edibles: warned,
    tinctures: warned,
    concentrates: warned,
    vapes: warned,
    beverages: {
      status: 'prohibited',
      summary: 'Utah bans adding hemp cannabinoids to conventional beverages.',
      cites: [mjbiz],
    },
    smokable: {
      status: 'prohibited',
      summary: 'Utah criminalizes growing, processing or possessing smokable hemp.',
      cites: [mjbiz],
    },
    flower: { status: 'prohibited', summary: 'Smokable hemp flower is criminalized in Utah.', cites: [mjbiz] },
  },
  bills: [
    {
      number: 'HB 227',
      title: 'Hemp and cannabinoid amendments (2023)',
      description: '5 mg/150 mg caps, 10% THC ratio, 21+ for THC products, inhalable warnings, adulterant list.',
      status: 'signed',
      introducedDate: '2023-01-17',
      lastAction: 'Effective 3 May 2023 (dates approximate)',
      lastActionDate: '2023-05-03',
      sponsors: [],
      impactSummary: 'Created current Utah caps.',
      trackerUrl: 'https://app.legiplex.com/ut/legislature/2023/2023-r/bills/hb0227/drafts-latest',
      fullTextUrl: 'https://app.legiplex.com/ut/legislature/2023/2023-r/bills/hb0227/drafts-latest',
    },
  ],
} satisfies JurisdictionSeed
