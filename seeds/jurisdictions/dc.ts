import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-06-30'
const code: Cite = {
  title: 'D.C. Code Title 7, Chapter 16B (medical cannabis; unlicensed establishments)',
  url: 'https://code.dccouncil.gov/us/dc/council/code/titles/7/chapters/16B/index.full.html',
  type: 'statute',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const harris: Cite = {
  title: 'D.C. hemp company sues feds over unworkable standard created by marijuana budget rider',
  url: 'https://medcan24.com/d-c-hemp-company-sues-feds-over-unworkable-standard-created-by-marijuana-budget-rider',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const outlaw: Cite = {
  title: 'D.C. hemp businesses sue District for alleged unlawful enforcement',
  url: 'https://outlawreport.com/d-c-hemp-businesses-sue-district-for-alleged-unlawful-enforcement',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const b162: Cite = {
  title: 'B26-0162 Unlicensed Establishment Enforcement Clarification Emergency Amendment Act of 2025',
  url: 'https://app.legiplex.com/dc/legislature/2025/2025-r/bills/b26-0162/drafts-compare',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const suit: Cite = {
  title: 'D.C. hemp company sues feds over Harris rider (June 2025)',
  url: 'https://meedspot.com/2025/06/16/d-c-hemp-company-sues-feds-over-unworkable-standard-created-by-marijuana-budget-rider',
  type: 'court',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}

const READ = '2026-11-28'
const program: Cite = {
  title:
    'D.C. Code §7-1671.05 Medical marijuana program (registration of dispensaries, cultivation centers and testing laboratories; testing and delivery regulated)',
  url: 'https://instalawyer.io/laws/district-of-columbia-code/title-99-reserved-sections-7-167105-perm-medical-marijuana',
  type: 'statute',
  retrieved: READ,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const mca: Cite = {
  title: 'DC Medical Cannabis Amendment Act of 2022: new internet retailer and courier licences (Mondaq)',
  url: 'https://webiis05.mondaq.com/unitedstates/cannabis--hemp/1305494/dc-medical-cannabis-bill-summary',
  type: 'news',
  retrieved: READ,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const codeRead: Cite = { ...code, retrieved: READ, scope: 'details' }

/** Why the merchant fields of non-intoxicating cannabinoids are not determined in DC. */
const contested =
  'The District has no hemp product law in what was read (D.C. Code ch. 16B is the medical cannabis program); ABCA says CBD sellers need a medical cannabis licence and hemp businesses contest this in court, so whether the medical cannabis rules apply to this product is not determined.'

export default {
  code: 'DC',
  name: 'District of Columbia',
  region: 'Northeast',
  hempProgramStatus: 'no_program',
  regulatoryAuthority:
    'Alcoholic Beverage and Cannabis Administration (ABCA): medical cannabis licensing and enforcement against unlicensed sellers',
  hempProgramUrl: null,
  adultUse: true,
  overallStance: 'restrictive',
  keyHighlights: [
    'Adult possession and home grow are legal (Initiative 71, 2014), but the congressional "Harris rider" blocks a regulated adult-use market.',
    'ABCA treats hemp-derived THC as cannabis; unlicensed sellers face enforcement and padlocking from 1 Apr 2025 (B26-0162/B26-0163).',
    'An ABCA official said CBD sellers need a medical cannabis licence; this is contested in litigation.',
    'No DC hemp-production plan was found.',
  ],
  notes:
    'adultUse is true for possession only; there is no legal adult-use retail. Hemp businesses sued the District (Oct 2024) and federal government (June 2025).',
  hr5371Impact:
    'DC already treats intoxicating hemp THC as cannabis that only medical licensees may sell, so the federal change mostly confirms District practice. From 12 Nov 2026 CBD, CBG and CBN products must also hold no more than 0.4 mg total THC per container to be federal hemp, which may narrow the products DC sellers argue fall outside ABCA licensing.',
  asOf: '2026-11-01',
  defaults: {
    thcLimitText: 'No DC hemp-specific cap; hemp-derived THC treated as cannabis',
    thcPctDryWeight: 0.3,
    minimumAge: 21,
    ageVerificationMethod: 'government_id',
    labelingRequired: null,
    labelingRequirements: 'Medical cannabis rules apply to licensed products',
    packagingRequirements: 'Medical cannabis rules apply to licensed products',
    testingRequired: false,
    testingStandard: null,
    licenseRequired: true,
    licenseType: 'ABCA medical cannabis retailer licence',
    enforcementAgency: 'Alcoholic Beverage and Cannabis Administration',
    enforcementDate: '2025-04-01',
    penaltyRange: 'Fines and padlocking of unlicensed establishments',
    salesChannels: [
      'ABCA-licensed medical cannabis retailers',
      'ABCA-licensed internet retailers and couriers (medical)',
    ],
    shippingStatus: null,
    effectiveDate: '2025-04-01',
    expiryDate: null,
    unknown: {
      shippingStatus: contested,
      thcMgPerServing: contested,
      thcMgPerContainer: contested,
      cbdMgPerServing: contested,
      testingStandard: contested,
      testingPanels: contested,
      labelingRequired: contested,
      warningTextVerbatim: contested,
    },
    cites: [code, b162, harris, program, mca],
  },
  substances: {
    'delta-9-thc': {
      status: 'restricted',
      summary:
        'ABCA treats hemp-derived delta-9 THC as cannabis, so it may be sold only by licensed medical cannabis retailers; unlicensed sellers face padlocking since 1 Apr 2025.',
      shippingStatus: 'prohibited_to_consumers',
      additionalRestrictions:
        'Treated as cannabis: only ABCA-licensed medical cannabis retailers, internet retailers and couriers may sell or deliver it, to registered patients; a hemp seller may not ship it to District consumers.',
      testingStandard:
        'Medical cannabis products are tested by ABCA-registered testing laboratories (D.C. Code §7-1671.05)',
      unknown: {
        thcMgPerServing: 'The medical cannabis rules (22-C DCMR) that would set dose limits were not read.',
        thcMgPerContainer: 'The medical cannabis rules (22-C DCMR) that would set package limits were not read.',
        cbdMgPerServing: 'The medical cannabis rules (22-C DCMR) were not read for a CBD limit.',
        testingPanels: 'The medical cannabis testing panels (22-C DCMR) were not read.',
        labelingRequired: 'The medical cannabis labelling rules (22-C DCMR) were not read.',
        warningTextVerbatim: 'The medical cannabis labelling rules (22-C DCMR) were not read.',
      },
      cites: [codeRead, program, mca],
    },
    'delta-8-thc': {
      status: 'restricted',
      summary: 'Delta-8 products are treated as cannabis and limited to ABCA-licensed retailers.',
      shippingStatus: 'prohibited_to_consumers',
      additionalRestrictions:
        'Treated as cannabis: only ABCA-licensed medical cannabis retailers, internet retailers and couriers may sell or deliver it, to registered patients; a hemp seller may not ship it to District consumers.',
      testingStandard:
        'Medical cannabis products are tested by ABCA-registered testing laboratories (D.C. Code §7-1671.05)',
      unknown: {
        thcMgPerServing: 'The medical cannabis rules (22-C DCMR) that would set dose limits were not read.',
        thcMgPerContainer: 'The medical cannabis rules (22-C DCMR) that would set package limits were not read.',
        cbdMgPerServing: 'The medical cannabis rules (22-C DCMR) were not read for a CBD limit.',
        testingPanels: 'The medical cannabis testing panels (22-C DCMR) were not read.',
        labelingRequired: 'The medical cannabis labelling rules (22-C DCMR) were not read.',
        warningTextVerbatim: 'The medical cannabis labelling rules (22-C DCMR) were not read.',
      },
      cites: [codeRead, program, mca],
    },
    cbd: {
      status: 'unclear',
      summary:
        'An ABCA official has said CBD sellers need a medical cannabis licence; hemp businesses contest this in court.',
      minimumAge: null,
      ageReason: 'No DC age rule for non-intoxicating CBD was found',
      unknown: { minimumAge: contested },
      cites: [outlaw],
    },
    thca: {
      status: 'restricted',
      summary: 'THCA flower and products are treated as cannabis and limited to licensed medical retailers.',
      shippingStatus: 'prohibited_to_consumers',
      additionalRestrictions:
        'Treated as cannabis: only ABCA-licensed medical cannabis retailers, internet retailers and couriers may sell or deliver it, to registered patients; a hemp seller may not ship it to District consumers.',
      testingStandard:
        'Medical cannabis products are tested by ABCA-registered testing laboratories (D.C. Code §7-1671.05)',
      unknown: {
        thcMgPerServing: 'The medical cannabis rules (22-C DCMR) that would set dose limits were not read.',
        thcMgPerContainer: 'The medical cannabis rules (22-C DCMR) that would set package limits were not read.',
        cbdMgPerServing: 'The medical cannabis rules (22-C DCMR) were not read for a CBD limit.',
        testingPanels: 'The medical cannabis testing panels (22-C DCMR) were not read.',
        labelingRequired: 'The medical cannabis labelling rules (22-C DCMR) were not read.',
        warningTextVerbatim: 'The medical cannabis labelling rules (22-C DCMR) were not read.',
      },
      cites: [codeRead, program, mca],
    },
    cbg: {
      status: 'unclear',
      summary: 'No DC rule on CBG was found; the licensing position on non-intoxicating cannabinoids is contested.',
      minimumAge: null,
      ageReason: 'No DC age rule for non-intoxicating cannabinoids was found',
      unknown: { minimumAge: contested },
      cites: [outlaw],
    },
    cbn: {
      status: 'unclear',
      summary: 'No DC rule on CBN was found; the licensing position on hemp cannabinoids is contested.',
      minimumAge: null,
      ageReason: 'No DC age rule for non-intoxicating cannabinoids was found',
      unknown: { minimumAge: contested },
      cites: [outlaw],
    },
  },
  bills: [
    {
      number: 'B26-0162',
      title: 'Unlicensed Establishment Enforcement Clarification Emergency Amendment Act of 2025',
      description:
        'Enforcement and padlocking against unlicensed sellers of cannabis or Schedule I substances from 1 Apr 2025 (temporary companion B26-0163).',
      status: 'signed',
      introducedDate: '2025-03-01',
      lastAction: 'Enacted as emergency legislation (dates approximate)',
      lastActionDate: '2025-04-01',
      sponsors: [],
      impactSummary: 'Gave ABCA padlocking power against unlicensed hemp THC sellers.',
      trackerUrl: 'https://app.legiplex.com/dc/legislature/2025/2025-r/bills/b26-0162/drafts-compare',
      fullTextUrl: null,
    },
  ],
  history: [
    {
      date: '2025-04-01',
      reason: 'B26-0162/B26-0163 enforcement and padlocking against unlicensed establishments took effect',
      substances: ['delta-9-thc', 'delta-8-thc', 'thca'],
      before: {
        status: 'restricted',
        summary:
          'Hemp THC was already treated as cannabis, but ABCA lacked the clarified padlocking power against unlicensed sellers.',
        enforcementDate: null,
        penaltyRange: null,
        cites: [suit],
      },
    },
  ],
} satisfies JurisdictionSeed
