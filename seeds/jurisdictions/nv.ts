import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-04-30'
const nrs557: Cite = {
  title: 'NRS Chapter 557 (Hemp)',
  url: 'https://leg.state.nv.us/division/legal/lawlibrary/NRS/NRS-557.html',
  type: 'statute',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const nrs678d: Cite = {
  title: 'NRS Chapter 678D (adult use of cannabis)',
  url: 'https://leg.state.nv.us/Nrs/NRS-678D.html',
  type: 'statute',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const nrs678a: Cite = {
  title: 'NRS Chapter 678A (Cannabis Compliance Board)',
  url: 'https://www.leg.state.nv.us/division/Legal/LawLibrary/NRS/NRS-678A.html',
  type: 'statute',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const nac439: Cite = {
  title: 'NAC 439 sec. 6.1 (hemp in food, R035-22A)',
  url: 'https://d1tvxue8o4w0fl.cloudfront.net/regulation/nevada-administrative-code/chapter-439-administration-of-public-health/section-439sec-61-new',
  type: 'regulation',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const d8a: Cite = {
  title: 'Is delta-8 THC legal in Nevada',
  url: 'https://zeropointextraction.com/blogs/delta-8/is-delta-8-thc-legal-in-nevada',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const sb356: Cite = {
  title:
    'Nevada SB 356 (2025) as introduced, with the Legislative Counsel Digest (legiplex copy): would have made the Cannabis Compliance Board regulate consumable hemp products, barred sales to persons under 21, set packaging and required certificates of analysis; the introduced version is the latest draft stored, so it did not advance',
  url: 'https://app.legiplex.com/nv/legislature/2025/2025-r/bills/sb356/drafts-latest',
  type: 'statute',
  retrieved: '2026-11-28',
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const N = '2026-11-28'
const nac43971: Cite = {
  title:
    'NAC 439 sec. 7.1 (R035-22A, eff. 18 Sep 2023; casetext print copy, current through 8 Nov 2024): a hemp product processed, sold or offered for sale in Nevada is tested by an independent testing laboratory certified by the Cannabis Compliance Board as an equivalent marijuana product would be, plus THC on a dry weight basis and every cannabinoid or terpenoid listed on the label; the processor keeps the certificate of analysis two years',
  url: 'https://d1tvxue8o4w0fl.cloudfront.net/regulation/nevada-administrative-code/chapter-439-administration-of-public-health/section-439sec-71-new',
  type: 'regulation',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const nrs439532: Cite = {
  title:
    "NRS 439.532 Testing and labeling of certain products containing cannabidiol (casetext print copy, current through the 2023 sessions): no sale of a hemp commodity or product for human consumption unless tested by an independent testing laboratory and labeled under the Department's regulations",
  url: 'https://d1tvxue8o4w0fl.cloudfront.net/statute/nevada-revised-statutes/title-40-public-health-and-safety/chapter-439-administration-of-public-health/miscellaneous-provisions/section-439532-testing-and-labeling-of-certain-products-containing-cannabidiol-regulations',
  type: 'statute',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const nrs678b290: Cite = {
  title:
    'NRS 678B.290 Cannabis independent testing laboratories (casetext copy): CCB-certified laboratories, accredited to ISO/IEC 17025 within a year of licensure, determine THC and CBD concentration, microbes, molds and fungi, composition, and chemicals including pesticides, heavy metals, herbicides and growth regulators; they may also test hemp and CBD products',
  url: 'https://casetext.com/statute/nevada-revised-statutes/title-56-regulation-of-cannabis/chapter-678b-licensing-and-control-of-cannabis/production-and-distribution-of-cannabis/licensing-of-cannabis-establishments-and-registration-of-cannabis-establishment-agents/section-678b290-cannabis-independent-testing-laboratories',
  type: 'statute',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const nrs585: Cite = {
  title:
    'NRS Chapter 585, Food, Drugs and Cosmetics: Adulteration; Labels; Brands (Legislature site, rev. 29 Jun 2024; table of contents read): tagging and detention of articles, petition for condemnation and destruction of adulterated or misbranded articles, correction by relabeling or processing',
  url: 'https://leg.state.nv.us/division/legal/lawlibrary/NRS/NRS-585.html',
  type: 'statute',
  retrieved: N,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
/** Read for the fields Nevada leaves to the federal layer: NRS 557 and the NAC 439 food rules set none. */
const hempLaw = [nrs557, nac439, sb356]

export default {
  code: 'NV',
  name: 'Nevada',
  region: 'West',
  hempProgramStatus: 'active',
  regulatoryAuthority:
    'Nevada Department of Agriculture (growers, handlers, producers, NRS ch. 557); Board of Health (hemp in food, NAC 439); Cannabis Compliance Board (hemp sales by cannabis establishments)',
  hempProgramUrl: 'https://agri.nv.gov/Plant/Hemp/',
  adultUse: true,
  overallStance: 'moderate',
  keyHighlights: [
    'Hemp products processed in Nevada must be independently lab-tested, labeled per 21 CFR and NRS 446/585, and use FDA-safe or GRAS ingredients (NAC 439, eff. Sept 2022).',
    'A hemp product is adulterated if THC exceeds the federal maximum.',
    'Delta-8 reportedly limited to CCB licensees under 2021 SB 49 (secondary sources; not verified in statute).',
    'No hemp-specific age limit; SB 356 (2025) would have required 21+ and non-detectable THC; enactment unconfirmed.',
  ],
  notes:
    'NAC 439 sec. 6.1 (ingredients and labels) covers hemp products processed in Nevada; its testing rule, sec. 7.1, reaches every hemp product processed, sold or offered for sale in the state. Hemp program URL is from memory. Merchant fields: NRS 557 and the NAC 439 hemp-in-food rules set no shipping, age, mg cap or warning wording (labels follow 21 CFR and NRS 446/585); SB 356 (2025, 21+ and limit-of-detection THC) never went past its introduced version (the latest draft stored).',
  hr5371Impact:
    "Nevada ties hemp adulteration to the federal THC maximum, so the federal total-THC and 0.4 mg-per-container rules flow directly into Nevada's food rules from 12 Nov 2026: in-state processed hemp edibles above the cap become adulterated, and THCA flower above 0.3% total THC falls outside hemp.",
  asOf: '2026-11-01',
  defaults: {
    thcLimitText: 'THC may not exceed the federal hemp maximum (NAC 439); no state mg cap',
    thcPctDryWeight: 0.3,
    thcMeasurementMethod: 'Federal hemp THC standard',
    minimumAge: null,
    ageVerificationMethod: null,
    labelingRequired: true,
    labelingRequirements: 'Labeled per 21 CFR and NRS 446/585 (in-state processed products)',
    packagingRequirements: 'Per NAC 439',
    testingRequired: true,
    testingStandard:
      'Every hemp product processed, sold or offered for sale in Nevada tested by an independent testing laboratory certified by the Cannabis Compliance Board, as the equivalent marijuana product would be, with THC on a dry weight basis and every cannabinoid or terpenoid on the label (NAC 439 sec. 7.1, NRS 439.532); CCB laboratories are accredited to ISO/IEC 17025 within a year of licensure (NRS 678B.290)',
    testingPanels: ['potency', 'cannabinoid_profile', 'microbials', 'pesticides', 'heavy_metals'],
    licenseRequired: true,
    licenseType: 'NDA hemp handler/producer licence',
    enforcementAgency: 'Nevada Department of Agriculture; Division of Public and Behavioral Health; CCB',
    penaltyRange:
      "A hemp product over the federal THC maximum or carrying unapproved or excess pesticides is adulterated food (NAC 439 sec. 6.1(2)), and adulterated or misbranded articles may be tagged and detained, condemned and destroyed, or corrected by relabeling (NRS 585.250 to 585.290, read in the chapter's table of contents). The fines or criminal class of NRS 585 and any hemp penalty of NRS 557 were not read",
    salesChannels: ['general retail', 'cannabis establishments'],
    shippingStatus: null,
    effectiveDate: '2022-09-01',
    expiryDate: null,
    cites: [nrs557, nac439, nrs678a, nac43971, nrs439532, nrs678b290, nrs585],
    noStateRule: {
      shippingStatus: hempLaw,
      minimumAge: hempLaw,
      thcMgPerServing: hempLaw,
      thcMgPerContainer: hempLaw,
      cbdMgPerServing: hempLaw,
      warningTextVerbatim: [nrs557, nac439],
    },
  },
  substances: {
    'delta-9-thc': {
      status: 'legal_with_restrictions',
      summary:
        'Hemp delta-9 products are legal within the federal THC maximum with testing and labeling for in-state processed products; no state mg cap or age limit.',
      cites: [nac439],
    },
    'delta-8-thc': {
      status: 'unclear',
      summary:
        'Secondary sources say 2021 SB 49 lets only CCB licensees sell delta-8 and similar isomers, but this was not verified in statute.',
      cites: [d8a, nrs678d],
    },
    cbd: {
      status: 'legal_with_restrictions',
      summary: 'CBD products are legal if they meet NAC 439 testing, labeling and ingredient conditions.',
      cites: [nac439],
    },
    thca: { status: 'unclear', summary: 'No Nevada rule on THCA products, flower included, was found.' },
    cbg: { status: 'unclear', summary: 'No Nevada rule on CBG was found.' },
    cbn: { status: 'unclear', summary: 'No Nevada rule on CBN was found.' },
  },
  bills: [
    {
      number: 'SB 356',
      title: 'Consumable hemp products (2025)',
      description:
        'Would bar consumable hemp with THC above the limit of detection, require 21+, and give the CCB rulemaking power over testing and serving sizes.',
      status: 'dead',
      introducedDate: '2025-03-17',
      lastAction: 'Latest stored draft is introduced version; enactment unconfirmed (dates approximate)',
      lastActionDate: '2025-06-02',
      sponsors: [{ name: 'Rogich', party: 'R', role: 'sponsor' }],
      impactSummary: 'Would have removed THC from general hemp retail.',
      trackerUrl: 'https://app.legiplex.com/nv/legislature/2025/2025-r/bills/sb356/drafts-latest',
      fullTextUrl: null,
    },
    {
      number: 'AB 76',
      title: 'Cannabis establishments and hemp (2025)',
      description: 'CCB request bill letting cannabis establishments engage in certain hemp activities.',
      status: 'introduced',
      introducedDate: '2025-02-03',
      lastAction: 'Enactment unconfirmed (dates approximate)',
      lastActionDate: '2025-02-03',
      sponsors: [],
      impactSummary: 'Would expand hemp activity by cannabis licensees.',
      trackerUrl: 'https://app.legiplex.com/nv/legislature/2025/2025-r/bills/ab76/drafts-latest',
      fullTextUrl: null,
    },
  ],
} satisfies JurisdictionSeed
