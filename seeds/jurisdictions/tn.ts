import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-04-30'
const tabc: Cite = {
  title: 'TABC reminds hemp businesses of current regulations and addresses upcoming changes',
  url: 'https://www.tn.gov/abc/public-information-and-forms/newsroom/2025/6/11/information-release--tabc-reminds-hemp-businesses-of-current-regulations-and-addresses-upcoming-changes.html',
  type: 'guidance',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const support: Cite = {
  title: 'TABC: What products may be sold with an HDCP license',
  url: 'https://tabcsupport.tn.gov/hc/en-us/articles/50224828110612-What-products-may-be-sold-with-an-HDCP-license',
  type: 'guidance',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const hometown: Cite = {
  title: 'New guidance on hemp-derived cannabinoid products: what will change on Jan 1, 2026',
  url: 'https://www.hometownconnect.com/news-new-guidance-on-hemp-derived-cannabinoid-products-what-will-change-on-jan-1-2026-26430.html',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const mondaq: Cite = {
  title: "Tennessee's new law moves hemp-derived cannabinoids under ABC authority January 1, 2026",
  url: 'https://www.mondaq.com/unitedstates/topics/1642166/tennessees-new-law-moves-hemp-derived-cannabinoids-under-abc-authority-january-1-2026',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const tnhaa: Cite = {
  title: 'TNHAA member FAQ (delta-8 under PC 526)',
  url: 'https://tnhaa.org/pages/tnhaa-member-faq',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const hb1376: Cite = {
  title: 'Tennessee HB 1376 (2025) / Public Chapter 526 text',
  url: 'https://app.legiplex.com/tn/legislature/2025/2025-r/bills/hb1376/draft-2055170?id=2055170',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}

const fbt: Cite = {
  title:
    "Tennessee's new hemp laws: Public Chapter 526 (Frost Brown Todd): direct-to-consumer shipping and delivery prohibited",
  url: 'https://staging.frostbrowntodd.com/tennessees-new-hemp-laws-protecting-your-business-in-a-changing-landscape',
  type: 'news',
  retrieved: '2026-11-21',
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const mmjdaily: Cite = {
  title:
    'TN governor signs bill introducing changes to hemp industry in 2026 (HB 1376 prohibits direct-to-consumer sales)',
  url: 'https://www.mmjdaily.com/article/9737751/us-tn-governor-signs-bill-introducing-changes-to-hemp-industry-in-2026/',
  type: 'news',
  retrieved: '2026-11-21',
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const newbloom: Cite = {
  title:
    'Hemp-derived cannabinoid regulations now in effect in Tennessee (New Bloom Labs): TDA active enforcement from 1 Oct 2024',
  url: 'https://newbloomlabs.com/tennessee-compliance',
  type: 'news',
  retrieved: '2026-11-21',
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const T = '2026-11-28'
const chatt: Cite = {
  title:
    'TABC issues guidance on hemp-derived cannabinoid regulation (Chattanoogan, Jun 2025): accredited lab panels, warnings, Class A misdemeanor for unlicensed sale',
  url: 'https://www.chattanoogan.com/2025/6/11/504836/TABC-Issues-Guidance-On-Hemp-Derived.aspx',
  type: 'news',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const fdSummary: Cite = {
  title:
    'Tennessee HB 1376 (2025) bill summary: Class A misdemeanor offences (sale to under-21s, without proof of age, samples)',
  url: 'https://fastdemocracy.com/bill-summary/?billsummary_id=TNB00056585&billsummary_session=114&billsummary_state=tn',
  type: 'news',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const cultivate: Cite = {
  title:
    'How to sell to consumers in Tennessee (Cultivate Tennessee): the 2023 law set a serving size of 25 mg or less of hemp-derived cannabinoids in the aggregate',
  url: 'http://www.cultivatetennessee.com/updates/how-to-sell-to-consumers-in-tennessee',
  type: 'news',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const caps =
  'Public Chapter 526 and the TABC product page, as read, limit products to 0.3% total THC and ban THCp, and TABC points to its rules for "allowable concentrations"; neither those rules nor the sections of PC 526 past its definitions (57-7-102) were found in any stored copy. The 2023 law that PC 526 deleted (T.C.A. 43-27-2) set a 25 mg per serving limit on hemp-derived cannabinoids in the aggregate, as an industry summary reports, but whether PC 526 or the TABC rules kept it was not found, so no per-serving or per-package milligram cap is confirmed or ruled out'

export default {
  code: 'TN',
  name: 'Tennessee',
  region: 'Southeast',
  hempProgramStatus: 'active',
  regulatoryAuthority:
    'Tennessee Alcoholic Beverage Commission and Department of Revenue (hemp-derived cannabinoid products from 1 Jan 2026, Public Chapter 526); TN Department of Agriculture (cultivation)',
  hempProgramUrl: 'https://tabcsupport.tn.gov',
  adultUse: false,
  overallStance: 'restrictive',
  keyHighlights: [
    'Public Chapter 526 (HB 1376/SB 1413, signed 21 May 2025) moved hemp-derived cannabinoid products to the TABC on 1 Jan 2026.',
    'Products must be ≤0.3% total THC (THCA×0.877 + delta-9), so THCA flower is effectively prohibited; THCp is banned.',
    'Separate supplier ($2,500), wholesaler ($5,000) and retailer ($1,000) licences plus $500 application fee; retailers must buy from TABC-licensed wholesalers.',
    'Retail only in package stores with a hemp retail licence, 21+-only venues and on-premise licensees; 21+.',
    'TABC-registered lab testing and labels with ingredients, batch number, warnings and a QR code to the COA.',
  ],
  notes:
    'Per-serving mg caps not confirmed. Existing TDA licences stayed valid until expiry, by 30 Jun 2026. A trade group reads PC 526 as allowing hemp-derived delta-8, including delta-8 converted from CBD.',
  hr5371Impact:
    'Tennessee already counts THCA in total THC, so THCA flower is out under both laws. From 12 Nov 2026 the TABC-licensed delta-9 and delta-8 edibles and beverages, which have no confirmed state mg cap, will almost all exceed the federal 0.4 mg-per-container cap, and converted delta-8 is excluded federally as synthesized, so most of the new TABC market loses federal hemp status.',
  asOf: '2026-11-01',
  defaults: {
    thcLimitText: '≤0.3% total THC (THCA×0.877 + delta-9); no confirmed per-serving mg cap',
    thcPctDryWeight: 0.3,
    thcMeasurementMethod: 'total THC = THCA×0.877 + delta-9 THC',
    minimumAge: 21,
    ageVerificationMethod: 'government_id',
    labelingRequired: true,
    labelingRequirements:
      'Ingredient list, batch number, mandatory warnings (exact wording not quoted by HempData: see the sources), QR code to COA',
    packagingRequirements: 'Per TABC rules',
    testingRequired: true,
    testingStandard:
      'Testing by a third-party accredited laboratory registered with TABC, verifying thresholds for THC content, heavy metals, residual solvents, pesticides and other contaminants; COA linked by QR code',
    testingPanels: ['potency', 'heavy_metals', 'residual_solvents', 'pesticides'],
    licenseRequired: true,
    licenseType:
      'TABC HDCP supplier ($2,500/yr), wholesaler ($5,000/yr) or retailer ($1,000/yr) licence; $500 application fee',
    enforcementAgency: 'Tennessee Alcoholic Beverage Commission; Department of Revenue',
    enforcementDate: '2026-01-01',
    penaltyRange:
      'Class A misdemeanor to sell or distribute hemp-derived cannabinoid products without a licence, to a person under 21, or without proof of age, and to hand out samples in public (Public Chapter 526); TABC civil penalties and licence action',
    salesChannels: [
      'package stores with hemp retail licence',
      '21+-only venues',
      'on-premise licensees (on-site consumption)',
    ],
    shippingStatus: 'prohibited_to_consumers',
    additionalRestrictions: 'Retailers must buy from TABC-licensed wholesalers, wholesalers from licensed suppliers',
    effectiveDate: '2026-01-01',
    expiryDate: null,
    unknown: {
      thcMgPerServing: caps,
      thcMgPerContainer: caps,
      cbdMgPerServing: caps,
      warningTextVerbatim:
        'TABC says labels must carry "mandatory warning statements" (information release of 11 Jun 2025); their wording sits in the TABC rules and the former Department of Agriculture rules, and no stored copy of either, nor any law-firm summary quoting the statements, was found, so the wording is not held',
    },
    cites: [tabc, support, mondaq, hb1376, fbt, mmjdaily, chatt, fdSummary, cultivate],
  },
  substances: {
    'delta-9-thc': {
      status: 'legal_with_restrictions',
      summary:
        'Hemp delta-9 products (edibles, beverages, inhalables and absorbed topicals) may be sold in Tennessee only to adults 21+ through TABC-licensed package stores, 21+ venues and on-premise licensees, at ≤0.3% total THC with registered-lab testing; no shipping to consumers.',
      cites: [support],
    },
    'delta-8-thc': {
      status: 'legal_with_restrictions',
      summary:
        'Under Tennessee law delta-8 may be sold under TABC licences to adults 21+ (a trade group reads PC 526 as not treating hemp-derived delta-8 as synthetic); federal law excludes converted delta-8 from hemp from 12 Nov 2026, so it may not be sold as hemp.',
      cites: [tnhaa, support],
    },
    cbd: {
      status: 'legal_with_restrictions',
      summary: 'CBD products fall under TABC HDCP licensing, testing and 21+ rules from 1 Jan 2026.',
      cites: [tabc],
    },
    thca: {
      status: 'prohibited',
      summary:
        'From 1 Jan 2026 Tennessee counts THCA toward total THC (THCA×0.877 + delta-9) and caps products at 0.3% total THC, which effectively prohibits THCA products, THCA flower included.',
      cites: [support, hometown],
    },
    cbg: {
      status: 'legal_with_restrictions',
      summary: 'CBG products fall under TABC HDCP licensing, testing and 21+ rules.',
    },
    cbn: {
      status: 'legal_with_restrictions',
      summary: 'CBN products fall under TABC HDCP licensing, testing and 21+ rules.',
    },
  },
  bills: [
    {
      number: 'HB 1376 / SB 1413',
      title: 'Hemp-derived cannabinoid products (Public Chapter 526)',
      description:
        'Moves hemp-derived cannabinoid products to TABC and Revenue, creates supplier/wholesaler/retailer licences, total-THC standard and 21+; replaces T.C.A. 43-27-201 et seq. with Title 57 ch. 7.',
      status: 'signed',
      introducedDate: '2025-02-06',
      lastAction: 'Signed as Public Chapter 526; effective 1 Jan 2026 (introduction date approximate)',
      lastActionDate: '2025-05-21',
      sponsors: [],
      impactSummary: 'Created current TABC regime.',
      trackerUrl:
        'https://www.tn.gov/abc/public-information-and-forms/newsroom/2025/6/11/information-release--tabc-reminds-hemp-businesses-of-current-regulations-and-addresses-upcoming-changes.html',
      fullTextUrl: 'https://app.legiplex.com/tn/legislature/2025/2025-r/bills/hb1376/draft-2055170?id=2055170',
    },
  ],
  history: [
    {
      date: '2026-01-01',
      reason: 'Public Chapter 526 took effect: TABC licensing and total-THC (incl. THCA) standard',
      substances: ['thca'],
      before: {
        status: 'legal_with_restrictions',
        summary: 'Before 2026 THCA flower was sold by TDA-licensed retailers to adults 21+ under the delta-9 standard.',
        thcMeasurementMethod: 'delta-9 THC',
        licenseType: 'TN Department of Agriculture hemp-derived cannabinoid retailer licence',
        enforcementAgency: 'TN Department of Agriculture',
        enforcementDate: '2024-10-01',
        cites: [hometown, newbloom],
      },
    },
    {
      date: '2026-01-01',
      reason: 'Public Chapter 526 moved hemp-derived cannabinoid products from the Department of Agriculture to TABC',
      substances: ['delta-9-thc', 'delta-8-thc', 'cbd', 'cbg', 'cbn'],
      before: {
        status: 'legal_with_restrictions',
        summary:
          'Before 2026 hemp-derived cannabinoid products were sold by TDA-licensed retailers to adults 21+ under T.C.A. 43-27-201 et seq.',
        licenseType: 'TN Department of Agriculture hemp-derived cannabinoid retailer licence',
        enforcementAgency: 'TN Department of Agriculture',
        enforcementDate: '2024-10-01',
        salesChannels: ['TDA-licensed retailers'],
        cites: [mondaq, newbloom],
      },
    },
  ],
} satisfies JurisdictionSeed
