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
const N = '2026-11-28'
const comarLabels: Cite = {
  title:
    'COMAR 14.17.18.03 General labeling requirements (Maryland Cannabis Administration; casetext copy, current through Dec 2024): four warning statements on every cannabis product sold at retail, the Maryland Poison Center number, and for topicals a statement that the product is not for consumption, ingestion or inhalation',
  url: 'https://casetext.com/regulation/maryland-administrative-code/title-14-independent-agencies/subtitle-17-maryland-cannabis-administration/chapter-141718-finished-product-packaging/section-14171803-general-labeling-requirements',
  type: 'regulation',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const comarEdibles: Cite = {
  title:
    'COMAR 14.17.18.05 Edible cannabis product packaging (casetext copy): mg of THC and CBD per serving and per package, servings per package, nutrition panel, ingredients, and the warning "Effects of this product may be delayed by 4 or more hours."; licensed edibles at most 10 mg THC per serving and 100 mg per package',
  url: 'https://casetext.com/regulation/maryland-administrative-code/title-14-independent-agencies/subtitle-17-maryland-cannabis-administration/chapter-141718-finished-product-packaging/section-14171805-edible-cannabis-product-packaging',
  type: 'regulation',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const abca36408: Cite = {
  title:
    "Md. Code, Alc. Bev. & Cannabis §36-408 (lexace copy): cannabis and cannabis products may not be sold unless tested by an MCA-registered independent testing laboratory and found to meet the Administration's testing protocols; medical and adult-use testing held to the same standards",
  url: 'https://lexace.ai/us/statute/maryland/ABC-36-408',
  type: 'statute',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const mdTestingList: Cite = {
  title:
    'Maryland State Cannabis: testing labs (ISO/IEC 17025 accreditation; required tests: water activity and moisture, potency, terpenes, foreign matter, microbiological impurities, mycotoxins, heavy metals, residual solvents, pesticide residue)',
  url: 'https://marylandstatecannabis.org/testing-lab',
  type: 'news',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
/** What was read for products at or under the caps, which anyone may sell: the potency statute and the ATCC standards. */
const underCapsRead = [potency, atccStandards]
const licensedWarnings =
  '"The contents may only be lawfully consumed by a consumer 21 years old or older, or a registered medical cannabis patient." "Consumption of cannabis may impair your ability to drive a car or operate machinery. Please use extreme caution." "There may be health risks associated with cannabis use, especially if pregnant or breastfeeding." "This package contains cannabis. Keep out of reach of children and animals."'
const licensedLabelText =
  'Products above 0.5 mg THC per serving or 2.5 mg per package are sold only by MCA licensees and carry the MCA label (COMAR 14.17.18.03): the four warning statements quoted, the Maryland Poison Center number, net weight, lot number, the licensees that packaged and manufactured it, and every cannabinoid and terpene by weight; topicals state that they are not for consumption, ingestion or inhalation'
const ediblesLabels = {
  warningTextVerbatim: `${licensedWarnings} "Effects of this product may be delayed by 4 or more hours."`,
  labelingRequirements:
    'MCA label (COMAR 14.17.18.03) plus, for edibles and tinctures (14.17.18.05): mg of total THC, total CBD and other marketed cannabinoids per serving and per package, servings per package, a nutrition panel, ingredients, and the delayed-effects warning; licensed edibles hold at most 10 mg THC per serving and 100 mg per package',
  cites: [comarLabels, comarEdibles],
}
const licensedProducts = { edibles: ediblesLabels, tinctures: ediblesLabels, beverages: ediblesLabels }
const underCaps = {
  testingRequired: false,
  labelingRequirements:
    'No state label rule for products at or under 0.5 mg THC per serving and 2.5 mg per package, which anyone may sell (ABCA §36-1102); the MCA label applies only to licensed products',
  noStateRule: {
    labelingRequired: underCapsRead,
    minimumAge: underCapsRead,
    testingStandard: underCapsRead,
    testingPanels: underCapsRead,
    warningTextVerbatim: underCapsRead,
  },
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
    testingStandard:
      "Products above the caps are sold only after testing by an MCA-registered independent testing laboratory (ISO/IEC 17025) under the Administration's protocols (ABCA §36-408)",
    testingPanels: [
      'potency',
      'foreign_matter',
      'microbials',
      'mycotoxins',
      'heavy_metals',
      'residual_solvents',
      'pesticides',
      'moisture',
    ],
    licenseRequired: true,
    licenseType: 'MCA cannabis licence for products above 0.5 mg/2.5 mg',
    enforcementAgency: 'Maryland Cannabis Administration',
    penaltyRange: 'Misdemeanor, up to $5,000 for unlicensed high-THC sales (reported)',
    salesChannels: ['MCA-licensed dispensaries', 'general retail (under caps)'],
    shippingStatus: 'allowed_with_conditions',
    additionalRestrictions:
      'A seller without an MCA licence, in the state or remote, may sell and ship to Maryland consumers only products with at most 0.5 mg THC per serving and 2.5 mg per package, THC counting delta-8, delta-9 and delta-10 however derived (ABCA §36-1102; ATCC THC compliance standards); anything stronger is sold only by MCA-licensed dispensaries; cannabinoids not derived from naturally occurring constituents are barred',
    noStateRule: { cbdMgPerServing: [potency, atccStandards] },
    effectiveDate: '2023-07-01',
    expiryDate: null,
    cites: [potency, mca, ktoy, atccStandards, abca36408, mdTestingList],
  },
  substances: {
    'delta-9-thc': {
      status: 'restricted',
      summary:
        'Hemp delta-9 products above 0.5 mg per serving or 2.5 mg per package may be sold only by MCA-licensed dispensaries to adults 21+.',
      cites: [potency, penalties, atccStandards, atccBulletin, comarLabels],
      warningTextVerbatim: licensedWarnings,
      labelingRequirements: licensedLabelText,
      products: licensedProducts,
    },
    'delta-8-thc': {
      status: 'restricted',
      summary:
        'Delta-8 counts as THC regardless of derivation, so products above the 0.5/2.5 mg caps are limited to MCA licensees; non-natural cannabinoids are banned.',
      cites: [potency, atccStandards, atccBulletin, comarLabels],
      warningTextVerbatim: licensedWarnings,
      labelingRequirements: licensedLabelText,
      products: licensedProducts,
    },
    cbd: {
      status: 'legal_with_restrictions',
      summary:
        'CBD products are legal at general retail if they stay under 0.5 mg THC per serving and 2.5 mg per package; 15:1 CBD:THC tinctures are excepted.',
      ageReason: 'Age limit applies to products above the THC caps',
      ...underCaps,
      cites: [potency, atccStandards],
    },
    thca: {
      status: 'restricted',
      summary: 'THCA flower is believed restricted to the licensed cannabis channel through the THC caps (memory).',
      cites: [mcaSite, comarLabels],
      warningTextVerbatim: licensedWarnings,
      labelingRequirements: licensedLabelText,
      products: licensedProducts,
    },
    cbg: {
      status: 'legal_with_restrictions',
      summary: 'CBG products are legal under the THC caps; the MCA may designate intoxicating cannabinoids.',
      ageReason: 'Age limit applies to products above the THC caps',
      ...underCaps,
      cites: [potency, atccStandards],
    },
    cbn: {
      status: 'legal_with_restrictions',
      summary: 'CBN products are legal under the THC caps; the MCA may designate intoxicating cannabinoids.',
      ageReason: 'Age limit applies to products above the THC caps',
      ...underCaps,
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
