import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-06-30'
const potency: Cite = {
  title: 'Md. Code, Alcoholic Beverages and Cannabis §36-1102 Potency',
  url: 'https://d1tvxue8o4w0fl.cloudfront.net/statute/code-of-maryland/article-alcoholic-beverages-and-cannabis/division-iii-cannabis/title-36-medical-and-adult-use-cannabis/subtitle-11-prohibited-acts/section-36-1102-potency',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const mca: Cite = {
  title: 'Understanding adult-use cannabis laws and regulations in Maryland',
  url: 'https://beasts.cc/understanding-adult-use-cannabis-laws-and-regulations-in-maryland.html',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const ktoy: Cite = {
  title: 'Maryland cannabis law and rules for dispensaries (2023)',
  url: 'https://ktoy1047.com/maryland-cannabis-law-and-rules-for-dispensaries-in-maryland-for-2023/',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const penalties: Cite = {
  title: 'Maryland raises penalties for unlicensed high-THC sales (reported HB 12/SB 214)',
  url: 'https://medcan24.com/?p=16246',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const mcaSite: Cite = {
  title: 'Maryland Cannabis Administration',
  url: 'https://cannabis.maryland.gov/',
  type: 'guidance',
  retrieved: '2026-11-01',
  official: true,
  basis: 'memory',
}

const atccStandards: Cite = {
  title:
    'Maryland ATCC: THC Compliance Standards (what counts as an intoxicating THC product; over 0.5 mg/serving or 2.5 mg/package only through MCA-licensed dispensaries)',
  url: 'https://atcc.maryland.gov/cannabis-information/thc-compliance-standards/',
  type: 'guidance',
  retrieved: '2026-11-21',
  official: true,
  basis: 'confirmed',
}
const atccBulletin: Cite = {
  title:
    'Maryland ATCC stakeholder bulletin on the Appellate Court decision: unlicensed sale of intoxicating THC above 0.5 mg/serving or 2.5 mg/package is a criminal offense (ABCA §36-1102(b)(1))',
  url: 'https://content.govdelivery.com/accounts/MDATCC/bulletins/3f201ff',
  type: 'guidance',
  retrieved: '2026-11-21',
  official: true,
  basis: 'confirmed',
}
export default {
  code: 'MD',
  name: 'Maryland',
  region: 'Northeast',
  hempProgramStatus: 'active',
  regulatoryAuthority:
    'Maryland Cannabis Administration (intoxicating hemp and cannabis); Maryland Department of Agriculture (hemp cultivation)',
  hempProgramUrl: null,
  adultUse: true,
  overallStance: 'restrictive',
  keyHighlights: [
    'Products for consumption or inhalation may not exceed 0.5 mg THC per serving or 2.5 mg per package unless sold by an MCA licensee.',
    'THC is defined to include delta-8, delta-9 and delta-10 regardless of how derived.',
    'Cannabinoid products not derived from naturally occurring constituents are banned.',
    'Tinctures with a CBD:THC ratio of at least 15:1 are excepted.',
  ],
  notes:
    'Adult-use sales since 1 Jul 2023. Reported 2025 penalty increase for unlicensed high-THC sales (misdemeanor, up to $5,000) — bill numbers unverified. THCA flower status rests on memory.',
  hr5371Impact:
    "Maryland's 0.5 mg/2.5 mg unlicensed limits are already close to the federal 0.4 mg-per-container cap, so the change mainly bites on packages between 0.4 and 2.5 mg total THC, which lose federal hemp status on 12 Nov 2026. Products above the state caps were already confined to MCA-licensed dispensaries.",
  asOf: '2026-11-01',
  defaults: {
    thcLimitText: '≤0.5 mg THC per serving and ≤2.5 mg per package outside MCA licensees',
    thcPctDryWeight: 0.3,
    thcMgPerServing: 0.5,
    thcMgPerContainer: 2.5,
    thcMeasurementMethod: 'THC including delta-8, delta-9, delta-10 regardless of derivation',
    minimumAge: 21,
    ageVerificationMethod: 'government_id',
    labelingRequired: true,
    labelingRequirements: 'MCA labeling for licensed products',
    packagingRequirements: 'MCA packaging for licensed products',
    testingRequired: true,
    testingStandard: 'MCA-licensed testing for products above caps',
    licenseRequired: true,
    licenseType: 'MCA cannabis licence for products above 0.5 mg/2.5 mg',
    enforcementAgency: 'Maryland Cannabis Administration',
    penaltyRange: 'Misdemeanor, up to $5,000 for unlicensed high-THC sales (reported)',
    salesChannels: ['MCA-licensed dispensaries', 'general retail (under caps)'],
    shippingStatus: null,
    effectiveDate: '2023-07-01',
    expiryDate: null,
    cites: [potency, mca, ktoy],
  },
  substances: {
    'delta-9-thc': {
      status: 'restricted',
      summary:
        'Hemp delta-9 products above 0.5 mg per serving or 2.5 mg per package may be sold only by MCA-licensed dispensaries to adults 21+.',
      cites: [potency, penalties, atccStandards, atccBulletin],
    },
    'delta-8-thc': {
      status: 'restricted',
      summary:
        'Delta-8 counts as THC regardless of derivation, so products above the 0.5/2.5 mg caps are limited to MCA licensees; non-natural cannabinoids are banned.',
      cites: [potency, atccStandards, atccBulletin],
    },
    cbd: {
      status: 'legal_with_restrictions',
      summary:
        'CBD products are legal at general retail if they stay under 0.5 mg THC per serving and 2.5 mg per package; 15:1 CBD:THC tinctures are excepted.',
      minimumAge: null,
      ageReason: 'Age limit applies to products above the THC caps',
      cites: [potency, atccStandards],
    },
    thca: {
      status: 'restricted',
      summary: 'THCA flower is believed restricted to the licensed cannabis channel through the THC caps (memory).',
      cites: [mcaSite],
    },
    cbg: {
      status: 'legal_with_restrictions',
      summary: 'CBG products are legal under the THC caps; the MCA may designate intoxicating cannabinoids.',
      minimumAge: null,
      ageReason: 'Age limit applies to products above the THC caps',
      cites: [potency, atccStandards],
    },
    cbn: {
      status: 'legal_with_restrictions',
      summary: 'CBN products are legal under the THC caps; the MCA may designate intoxicating cannabinoids.',
      minimumAge: null,
      ageReason: 'Age limit applies to products above the THC caps',
      cites: [potency, atccStandards],
    },
  },
  products: {
    tinctures: {
      additionalRestrictions: 'Tinctures with CBD:THC ≥15:1 are excepted from the per-serving cap',
      cites: [potency],
    },
  },
  bills: [
    {
      number: 'HB 12 / SB 214 (reported)',
      title: 'Penalties for unlicensed high-THC hemp sales',
      description:
        'Reported to raise penalties for unlicensed high-THC sales to a misdemeanor with up to $5,000 fines, effective 1 Jul 2025; bill numbers unverified.',
      status: 'signed',
      introducedDate: '2025-01-08',
      lastAction: 'Reported enacted, effective 1 Jul 2025 (bill numbers and dates unverified)',
      lastActionDate: '2025-07-01',
      sponsors: [],
      impactSummary: 'Higher penalties for unlicensed sales.',
      trackerUrl: 'https://medcan24.com/?p=16246',
      fullTextUrl: null,
    },
  ],
} satisfies JurisdictionSeed
