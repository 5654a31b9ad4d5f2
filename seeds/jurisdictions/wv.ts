import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-04-30'
const wvda: Cite = {
  title: 'WVDA: Interagency collaboration increases hemp product safety',
  url: 'https://agriculture.wv.gov/2024/05/08/interagency-collaboration-increases-hemp-product-safety/',
  type: 'guidance',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const wvnews: Cite = {
  title: 'Crossover day: West Virginia Senate sends bills to House of Delegates (SB 220)',
  url: 'https://www.wvnews.com/crossover-day-west-virginia-senate-sends-bills-to-house-of-delegates/article_3d22a436-b8a0-11ed-9e93-6fb7ef6b8c4b.html',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const oracle: Cite = {
  title: 'West Virginia delta-8 THC laws',
  url: 'https://cbdoracle.com/news/policy/west-virginia-delta-8-thc-laws',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const tax: Cite = {
  title: 'WV 2026 bill summary: CBD/kratom oversight to ABCA (11% tax in current code)',
  url: 'https://fastdemocracy.com/bill-summary/?billsummary_id=WVB00033186&billsummary_session=2026&billsummary_state=wv',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const wboy: Cite = {
  title: 'Marijuana edibles being disguised as legal hemp in West Virginia',
  url: 'https://www.wboy.com/news/west-virginia/marijuana-edibles-being-disguised-as-legal-hemp-in-west-virginia/',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const ch1940: Cite = {
  title: 'WV 2026 bill: new §19-40 consumable hemp framework',
  url: 'https://fastdemocracy.com/bill-summary/?billsummary_id=WVB00033529&billsummary_session=2026&billsummary_state=wv',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const T = '2026-11-28'
const r61304: Cite = {
  title:
    'W. Va. Code R. §61-30-4 Registration of hemp products or extracts (every hemp product available for distribution in West Virginia, wherever made; casetext copy)',
  url: 'https://casetext.com/regulation/west-virginia-administrative-code/agency-61-agriculture/title-61-legislative-rule-department-of-agriculture/series-61-30-hemp-products/section-61-30-4-registration-of-hemp-products-or-extracts',
  type: 'regulation',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const r61307: Cite = {
  title:
    'W. Va. Code R. §61-30-7 Labeling (FDA food, supplement and cosmetic labeling; traceable lot; nothing attractive to children; casetext copy)',
  url: 'https://casetext.com/regulation/west-virginia-administrative-code/agency-61-agriculture/title-61-legislative-rule-department-of-agriculture/series-61-30-hemp-products/section-61-30-7-labeling',
  type: 'regulation',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const steptoe: Cite = {
  title:
    'Steptoe & Johnson: West Virginia commences regulating entire CBD industry (registration wherever the maker is; labeling, dosing and testing parameters; civil penalties and embargo)',
  url: 'https://wvrecord.com/stories/541860461-steptoe-johnson-pllc-west-virginia-commences-regulating-entire-cbd-industry',
  type: 'news',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const wvpublic: Cite = {
  title:
    'WV Public Broadcasting: SB 220 (2023) becomes law: 21+, unapproved products contraband with criminal penalties for unlawful possession, distribution and sale',
  url: 'https://wvpublic.org/tag/industrial-hemp/?amp=1',
  type: 'news',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const rule61_30 =
  'The hemp products rule (W. Va. Code R. §61-30) sets "dosing" and testing parameters, as a law-firm summary reports; only its sections 4 (registration) and 7 (labeling) are in the stored copies (casetext, Cornell), and sections 5 and 6, where dosing and testing would sit, were searched for and not found. The industrial hemp rule (61 CSR 29, §61-29-5 read) covers sampling of growing crops only, and W. Va. Code §19-12E, as read, sets no milligram cap'

export default {
  code: 'WV',
  name: 'West Virginia',
  region: 'Southeast',
  hempProgramStatus: 'active',
  regulatoryAuthority:
    'West Virginia Department of Agriculture (product and retailer registration, label review, testing); WV Alcohol Beverage Control Administration (retail enforcement, SB 679 of 2024)',
  hempProgramUrl: null,
  adultUse: false,
  overallStance: 'moderate',
  keyHighlights: [
    'SB 220 (2023) Hemp-derived Cannabinoid Regulation Act: 21+; naturally occurring hemp cannabinoids (incl. delta-8, delta-10) allowed; synthetic derivatives deemed contaminated and unlawful.',
    'WVDA product registration, retailer/vendor registration, label review and potency/contaminant testing; ABCA enforces at retail since 2024.',
    'Retail privilege tax on hemp cannabinoid sales (11% per current code).',
    '2026 bills would move oversight to ABCA and create a §19-40 framework banning smokables and synthetics with a 10% excise; status unknown.',
  ],
  notes:
    'Most delta-8 on the market is converted from CBD, which makes its legality contested. THCA status unclear. Medical program since 2021.',
  hr5371Impact:
    "West Virginia's registered market for naturally derived delta-8 and delta-9 products has no mg cap, so from 12 Nov 2026 most registered THC products exceed the federal 0.4 mg-per-container cap and converted delta-8 is excluded as synthesized; both lose federal hemp status while remaining state-registered.",
  asOf: '2026-11-01',
  defaults: {
    thcLimitText: 'Delta-9 ≤0.3% dry weight; no per-serving mg cap',
    thcPctDryWeight: 0.3,
    minimumAge: 21,
    ageVerificationMethod: 'government_id',
    labelingRequired: true,
    packagingRequirements: 'Per WVDA rules',
    testingRequired: true,
    testingStandard: 'WVDA potency and contaminant testing',
    licenseRequired: true,
    licenseType: 'WVDA product registration and retailer/vendor registration',
    enforcementAgency: 'WV Department of Agriculture; ABCA',
    labelingRequirements:
      'WVDA label review at registration; FDA food, dietary supplement or cosmetic labeling as the product is; lot traceable to the plant; nothing attractive to children; misbranded if cannabinoids are more than 20% off the label (W. Va. Code R. §61-30-7)',
    penaltyRange:
      'Unapproved hemp-derived cannabinoid products are contraband, and unlawful possession, distribution and sale carry criminal penalties (SB 220, 2023; classes and fines not read); WVDA administrative civil penalties and embargo under the hemp products rule',
    salesChannels: ['WVDA-registered retailers', 'online (registered products)'],
    shippingStatus: 'allowed_with_conditions',
    additionalRestrictions:
      'Every hemp product available for distribution in West Virginia must be registered with WVDA each year, wherever it is made (W. Va. Code R. §61-30-4); sellers register with WVDA; buyers 21+; retail privilege tax (11% per current code)',
    noStateRule: { warningTextVerbatim: [r61307] },
    unknown: {
      thcMgPerServing: rule61_30,
      thcMgPerContainer: rule61_30,
      cbdMgPerServing: rule61_30,
      testingPanels:
        'WVDA requires potency and contaminant testing for product registration (WVDA release of 8 May 2024), but the sections of the hemp products rule (W. Va. Code R. §61-30) that would name the contaminants were not found in any stored copy (only §§61-30-4 and -7 are), and 61 CSR 29 (§61-29-5) covers THC sampling of growing crops only',
    },
    effectiveDate: '2023-06-01',
    expiryDate: null,
    cites: [wvda, wvnews, tax, r61304, r61307, steptoe, wvpublic],
  },
  substances: {
    'delta-9-thc': {
      status: 'legal_with_restrictions',
      summary: 'Hemp delta-9 products are legal for adults 21+ if WVDA-registered and tested; no mg cap.',
      cites: [wvnews],
    },
    'delta-8-thc': {
      status: 'legal_with_restrictions',
      summary:
        'Under West Virginia law naturally derived delta-8 may be sold to adults 21+ if registered, and synthetic derivatives are unlawful, which contests most converted delta-8; federal law excludes converted delta-8 from hemp from 12 Nov 2026, so it may not be sold as hemp.',
      cites: [oracle, wboy],
    },
    cbd: {
      status: 'legal_with_restrictions',
      summary: 'CBD products are legal with WVDA product registration and testing.',
      cites: [wvda],
    },
    thca: {
      status: 'unclear',
      summary:
        'No West Virginia rule specific to THCA products was found; a 2026 bill would ban smokable hemp, THCA flower included.',
      cites: [ch1940],
    },
    cbg: { status: 'legal_with_restrictions', summary: 'CBG products are legal with WVDA registration and testing.' },
    cbn: {
      status: 'legal_with_restrictions',
      summary: 'Naturally derived CBN products are legal with WVDA registration; synthetic CBN is unlawful.',
    },
  },
  bills: [
    {
      number: 'SB 220 (2023)',
      title: 'Hemp-derived Cannabinoid Regulation Act',
      description: '21+, natural cannabinoids allowed, synthetics contaminated, retail tax.',
      status: 'signed',
      introducedDate: '2023-01-11',
      lastAction: 'Enacted (dates approximate)',
      lastActionDate: '2023-03-29',
      sponsors: [],
      impactSummary: 'Created current regime.',
      trackerUrl:
        'https://www.wvnews.com/crossover-day-west-virginia-senate-sends-bills-to-house-of-delegates/article_3d22a436-b8a0-11ed-9e93-6fb7ef6b8c4b.html',
      fullTextUrl: null,
    },
    {
      number: '2026 CBD/kratom oversight bill',
      title: 'Move CBD/kratom oversight to ABCA',
      description: 'Would move CBD and kratom oversight from WVDA to the ABCA Commissioner, effective 1 Jul 2026.',
      status: 'introduced',
      introducedDate: '2026-01-14',
      lastAction: 'Status unknown (dates approximate)',
      lastActionDate: '2026-01-14',
      sponsors: [],
      impactSummary: 'Would change the regulator.',
      trackerUrl:
        'https://fastdemocracy.com/bill-summary/?billsummary_id=WVB00033186&billsummary_session=2026&billsummary_state=wv',
      fullTextUrl: null,
    },
    {
      number: '2026 §19-40 consumable hemp bill',
      title: 'Consumable hemp framework (W. Va. Code §19-40)',
      description:
        'Would ban smokable hemp and synthetics, require ABCA licences, impose a 10% excise and preempt local ordinances.',
      status: 'introduced',
      introducedDate: '2026-01-14',
      lastAction: 'Status unknown (dates approximate)',
      lastActionDate: '2026-01-14',
      sponsors: [],
      impactSummary: 'Would ban smokables and tighten licensing.',
      trackerUrl:
        'https://fastdemocracy.com/bill-summary/?billsummary_id=WVB00033529&billsummary_session=2026&billsummary_state=wv',
      fullTextUrl: null,
    },
  ],
} satisfies JurisdictionSeed
