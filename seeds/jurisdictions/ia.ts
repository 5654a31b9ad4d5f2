import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-06-30'
const hf2605: Cite = {
  title: 'Iowa HF 2605 (2024) enrolled, Iowa Legislature',
  url: 'https://www.legis.iowa.gov/docs/publications/LGR/90/attachments/HF2605.html?layout=false',
  type: 'statute',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const ipr: Cite = {
  title: 'Iowa consumable hemp regulations and marijuana law (IPR)',
  url: 'https://www.iowapublicradio.org/ipr-news/2024-06-05/iowa-consumable-hemp-regulations-marijuana-law',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const ncb: Cite = {
  title: 'Iowa governor signs bill to regulate hemp products',
  url: 'https://nationalcannabisbureau.com/ncbbureau/iowa-governor-signs-bill-to-regulate-hemp-products/',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const mcn: Cite = {
  title: 'The impact of House File 2605 on the Iowa hemp industry',
  url: 'https://mcnutraceuticals.com/the-detrimental-impact-of-house-file-2605-on-the-iowa-hemp-industry/',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const zakah: Cite = {
  title: "Understanding Iowa's new hemp and CBD laws",
  url: 'https://www.zakahlife.com/blogs/safety-travel/understanding-iowas-new-hemp-and-cbd-laws',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}

const iac1563: Cite = {
  title: 'Iowa Admin. Code 641-156.3 Testing requirements and documentation (consumable hemp products)',
  url: 'https://print.casetext.com/regulation/iowa-administrative-code/agency-641-public-health-department/chapter-156-consumable-hemp-products/rule-641-1563-testing-requirements-and-documentation',
  type: 'regulation',
  retrieved: '2026-11-21',
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const N = '2026-11-28'
const iac1564: Cite = {
  title:
    'Iowa Admin. Code 641-156.4 Packaging and labeling (consumable hemp): lot, expiration date, ingredients, mg of each cannabinoid per serving, total THC per serving and per container, and a warning label "containing the following or substantially similar language" (not evaluated or approved by the FDA; may cause a failed drug test for THC; THC may cause impairment …) (casetext copy, current through Dec 2024; cut after the third warning item)',
  url: 'https://print.casetext.com/regulation/iowa-administrative-code/agency-641-public-health-department/chapter-156-consumable-hemp-products/rule-641-1564-packaging-and-labeling',
  type: 'regulation',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const iac1562: Cite = {
  title:
    'Iowa Admin. Code 641-156.2 Registration and posting: a consumable hemp retailer registers with HHS at least 30 days before selling any consumable hemp product "in Iowa or to purchasers located in Iowa", listing every product it intends to sell; a registration is valid for one physical location (LII copy)',
  url: 'https://www.law.cornell.edu/regulations/iowa/Iowa-Admin-Code-r-641-156-2',
  type: 'regulation',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const hhsPage: Cite = {
  title:
    'Iowa HHS: Consumable Hemp program page (inhalable products prohibited under Iowa Code 204.14A, a serious misdemeanor; animal products and products marketed to cure, treat or prevent disease are also prohibited; 0.3% total THC)',
  url: 'https://hhs.iowa.gov/programs/programs-and-services/consumable-hemp',
  type: 'guidance',
  retrieved: N,
  official: true,
  basis: 'confirmed',
}

export default {
  code: 'IA',
  name: 'Iowa',
  region: 'Midwest',
  hempProgramStatus: 'active',
  regulatoryAuthority:
    'Iowa Department of Health and Human Services (consumable hemp processor/retailer registration); Iowa Department of Agriculture and Land Stewardship (cultivation)',
  hempProgramUrl: null,
  adultUse: false,
  overallStance: 'restrictive',
  keyHighlights: [
    'HF 2605 (effective 1 Jul 2024): total THC ≤ the lesser of 0.3% dry weight or 4 mg per serving and 10 mg per container.',
    'Consumable hemp products are 21+.',
    'Inhalable hemp products, including THCA flower and vapes, are prohibited.',
    'Synthetic THC is prohibited; delta-8 counts toward total THC.',
  ],
  notes: 'Injunction requests against HF 2605 were denied. No 2025–26 changes found.',
  hr5371Impact:
    "Iowa's 4 mg/10 mg caps exceed the federal 0.4 mg-per-container cap, so from 12 Nov 2026 nearly all Iowa-registered THC edibles and beverages lose federal hemp status. Iowa's inhalable and synthetic bans already match the federal exclusions.",
  asOf: '2026-11-01',
  defaults: {
    thcLimitText: 'Total THC ≤ lesser of 0.3% dry weight or 4 mg per serving and 10 mg per container',
    thcPctDryWeight: 0.3,
    thcMgPerServing: 4,
    thcMgPerContainer: 10,
    thcMeasurementMethod: 'total THC (all THC isomers)',
    minimumAge: 21,
    ageVerificationMethod: 'government_id',
    labelingRequired: true,
    labelingRequirements:
      'Iowa Admin. Code 641-156.4: the label must plainly identify a consumable hemp product and show the lot number, expiration date, brand and product name, ingredients, the manufacturer\'s name, telephone and email, the milligrams of each marketed cannabinoid per serving and the serving size, the certificate of analysis (≤0.3% total THC dry weight), and the number of servings and total THC per serving and per container; plus a warning label "containing the following or substantially similar language": that the product has not been evaluated or approved by the FDA, that it may cause a failed drug test for THC, that THC may cause impairment, and further items not read (the copy read was cut after the third). The rule allows substantially similar language, so it prescribes no exact wording.',
    packagingRequirements: 'Per HHS rules',
    testingRequired: true,
    testingStandard:
      'Certificate of analysis from an independent accredited laboratory, issued within the last year, per batch: cannabinoid concentrations (delta-9 THC, THCA, CBD and marketed cannabinoids), total delta-9 THC ≤0.3% by post-decarboxylation analysis, and no more than trace amounts of pesticides, residual solvents, metals, harmful pathogens and toxicants (Iowa Admin. Code 641-156.3)',
    testingPanels: ['potency', 'cannabinoid_profile', 'pesticides', 'residual_solvents', 'heavy_metals', 'microbials'],
    licenseRequired: true,
    licenseType: 'HHS consumable hemp processor/retailer registration',
    enforcementAgency: 'Iowa HHS',
    penaltyRange:
      'Selling or possessing an inhalable consumable hemp product is a serious misdemeanor (Iowa Code 204.14A(1), per Iowa HHS); HF 2605 adds other criminal and civil penalties, whose classes were not read',
    salesChannels: ['HHS-registered retailers (including remote sellers registered to sell to Iowa purchasers)'],
    shippingStatus: 'allowed_with_conditions',
    additionalRestrictions:
      'A retailer selling to purchasers located in Iowa, online included, must register with Iowa HHS at least 30 days before its first sale and list every product it sells (641-156.2); buyers must be 21 or older; the product must meet the 4 mg/10 mg total THC caps and carry the 641-156.4 label.',
    noStateRule: { cbdMgPerServing: [hf2605, iac1564], warningTextVerbatim: [iac1564] },
    effectiveDate: '2024-07-01',
    expiryDate: null,
    cites: [hf2605, ipr, zakah, iac1563, iac1562, iac1564, hhsPage],
  },
  substances: {
    'delta-9-thc': {
      status: 'legal_with_restrictions',
      summary:
        'Hemp delta-9 edibles and beverages are legal for adults 21+ at up to 4 mg THC per serving and 10 mg per container.',
      cites: [hf2605],
    },
    'delta-8-thc': {
      status: 'legal_with_restrictions',
      summary: 'Naturally derived delta-8 counts toward the 4 mg/10 mg total THC caps; synthetic THC is prohibited.',
      cites: [ncb],
    },
    cbd: {
      status: 'legal_with_restrictions',
      summary: 'CBD consumables are legal for adults 21+ from registered retailers within the total THC caps.',
    },
    thca: {
      status: 'prohibited',
      summary: 'THCA flower and other inhalable hemp products are prohibited.',
      cites: [mcn],
    },
    cbg: {
      status: 'legal_with_restrictions',
      summary: 'CBG consumables are legal for adults 21+ within the total THC caps.',
    },
    cbn: {
      status: 'legal_with_restrictions',
      summary: 'CBN consumables are legal for adults 21+ within the total THC caps.',
    },
  },
  products: {
    smokable: {
      status: 'prohibited',
      summary: 'Iowa prohibits consumable hemp products intended for inhalation.',
      cites: [mcn],
    },
    flower: { status: 'prohibited', summary: 'Hemp flower for inhalation is prohibited.', cites: [mcn] },
    vapes: { status: 'prohibited', summary: 'Inhalable hemp vapes are prohibited.', cites: [mcn, hhsPage] },
    'pet-products': {
      status: 'prohibited',
      summary:
        'Iowa HHS states that animal hemp products are prohibited: consumable hemp is defined as a product for the human body.',
      cites: [hhsPage],
    },
  },
  corrections: [
    {
      date: N,
      reason:
        'Pet products corrected from legal with restrictions to prohibited: the Iowa HHS consumable hemp page states that animal products are prohibited (https://hhs.iowa.gov/programs/programs-and-services/consumable-hemp).',
      productTypes: ['pet-products'],
    },
  ],
  bills: [
    {
      number: 'HF 2605',
      title: 'Consumable hemp products (2024)',
      description: 'Set 4 mg/10 mg total THC caps, 21+, inhalable ban and HHS registration.',
      status: 'signed',
      introducedDate: '2024-02-28',
      lastAction: 'Signed; effective 1 Jul 2024 (introduction date approximate)',
      lastActionDate: '2024-05-17',
      sponsors: [],
      impactSummary: 'Created current Iowa hemp limits.',
      trackerUrl: 'https://www.iowapublicradio.org/ipr-news/2024-06-05/iowa-consumable-hemp-regulations-marijuana-law',
      fullTextUrl: 'https://www.legis.iowa.gov/docs/publications/LGR/90/attachments/HF2605.html?layout=false',
    },
  ],
} satisfies JurisdictionSeed
