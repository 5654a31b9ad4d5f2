import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-06-30'
const kar001: Cite = {
  title: '902 KAR 45:001 Definitions (hemp-derived cannabinoid products)',
  url: 'https://apps.legislature.ky.gov/law/kar/titles/902/045/001/15706',
  type: 'regulation',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const kar012: Cite = {
  title: '902 KAR 45:012 Adult-use cannabinoid product retail permits',
  url: 'https://apps.legislature.ky.gov/law/kar/titles/902/045/012/REG',
  type: 'regulation',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const kar021: Cite = {
  title: '902 KAR 45:021 Product registration',
  url: 'https://regulations.justia.com/states/kentucky/title-902/chapter-45/021',
  type: 'regulation',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const hs: Cite = {
  title: "Continued progress in Kentucky's first-in-the-nation adult cannabinoids regulations",
  url: 'https://hempsupporter.com/news/continued-progress-in-kentuckys-first-in-the-nation-adult-cannabinoids-regulations/',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const sb202: Cite = {
  title: 'Hemp THC beverages face more restrictions under Kentucky law (SB 202)',
  url: 'https://potshopnews.com/hemp-thc-beverages-face-more-restrictions-under-kentucky-law',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const bev: Cite = {
  title: 'Kentucky SB 202 beverage limits (13 Mar 2025)',
  url: 'https://kentuckystatecannabis.org/news-13mar2025',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const atach: Cite = {
  title: 'Kentucky hemp intoxicants regulations',
  url: 'https://atach.org/cannabis-and-hemp-encyclopedia/kentucky/kentucky-hemp-intoxicants-regulations',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const einbev: Cite = {
  title: 'Kentucky hemp beverages: ABC licence, no bar/restaurant sales',
  url: 'https://books.einnews.com/article/793656583',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const hb544: Cite = {
  title: 'Kentucky HB 544 (2023) text',
  url: 'https://app.legiplex.com/ky/legislature/2023/2023-r/bills/hb544/drafts-latest',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const N = '2026-11-28'
const krs217039: Cite = {
  title:
    'KRS 217.039 Ingestible or cosmetic cannabidiol products (casetext copy, current through Acts received 24 Apr 2024): certificate of analysis from a laboratory accredited to ISO standards showing delta-9 THC, other cannabinoids, pesticide residues, heavy metals, mycotoxins, residual solvents and microbiological contaminants; labels must give access to the certificate (QR code)',
  url: 'https://casetext.com/statute/kentucky-revised-statutes/title-18-public-health/chapter-217-foods-drugs-and-poisons/food-drug-and-cosmetic-act/section-217039-ingestible-or-cosmetic-cannabidiol-products-manufacturer-or-processor-to-be-permitted-labeling-and-certificate-of-analysis-requirements',
  type: 'statute',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const kar012Reg: Cite = {
  title:
    '902 KAR 45:012 Hemp-derived cannabinoid product retail and food service establishment requirements: only registered products may be sold; a $2,000 annual CHFS permit for each location selling adult-use cannabinoid products; no adult-use sales within 1,000 feet of a school',
  url: 'https://casetext.com/regulation/kentucky-administrative-regulations/title-902-cabinet-for-health-and-family-services-department-for-public-health/chapter-45-food-and-cosmetics/section-902-kar-45012-effective-until-572031-hemp-derived-cannabinoid-product-retail-and-food-service-establishment-requirements',
  type: 'regulation',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const chfsPage: Cite = {
  title:
    'Kentucky CHFS Department for Public Health, Hemp-Derived Cannabinoid Products: 902 KAR 45:012 (retail permits, proof of age), 45:021 (registration, packaging, labeling and warning statements), 45:031 (sampling and testing for cannabinoids, microbial impurities, mycotoxins, residual pesticides, heavy metals and residual solvents; certificate of analysis)',
  url: 'https://chfs.ky.gov/agencies/dph/dphps/fsb/Pages/HDCP.aspx',
  type: 'guidance',
  retrieved: N,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
/** A non-intoxicating cannabinoid product carries no age rule: 902 KAR 45 ties 21+ to adult-use cannabinoids. */
const nonIntoxicatingRead = [kar001, kar012Reg, krs217039]

export default {
  code: 'KY',
  name: 'Kentucky',
  region: 'Southeast',
  hempProgramStatus: 'active',
  regulatoryAuthority:
    'Cabinet for Health & Family Services, Department for Public Health (hemp-derived cannabinoid products); Department of Alcoholic Beverage Control (hemp beverages); Kentucky Department of Agriculture (growers/handlers)',
  hempProgramUrl: null,
  adultUse: false,
  overallStance: 'moderate',
  keyHighlights: [
    'HB 544 (2023) regulates delta-8 and other "adult-use cannabinoids" under CHFS rules (902 KAR 45).',
    '"Non-intoxicating" products: ≤2.5 mg adult-use cannabinoid per serving with a ≥15:1 non-intoxicating ratio.',
    'SB 202 (2025): hemp THC beverages ≤5 mg THC per 12 oz, ABC licence, no bar or restaurant sales.',
    'Adult-use cannabinoid products are 21+; retailers need a CHFS permit ($2,000/yr) and products must be registered.',
  ],
  notes:
    'Medical cannabis program launched 1 Jan 2026. THCA flower and smokable status unclear. UK Cannabis Center study due 2026. Lead not yet used: 302 KAR 50:070 (Department of Agriculture, effective 6 Apr 2018; its seven-year expiration date was 6 Apr 2025, and whether it was renewed was not checked) bars the manufacture of hemp cigarettes, cigars, chew and floral teas and the sale of whole hemp buds and ground floral material to unlicensed persons, with civil penalties of $100 to $1,000 per violation.',
  hr5371Impact:
    "Kentucky's regulated adult-use cannabinoid market (delta-8, delta-9 edibles and 5 mg beverages) sits well above the federal 0.4 mg-per-container cap, so from 12 Nov 2026 most CHFS-registered intoxicating products and ABC-licensed beverages lose federal hemp status; only the lowest-THC non-intoxicating products stay federally compliant.",
  asOf: '2026-11-01',
  defaults: {
    thcLimitText:
      'Non-intoxicating: ≤2.5 mg adult-use cannabinoid per serving with ≥15:1 ratio; adult-use products regulated by CHFS',
    thcPctDryWeight: 0.3,
    thcMgPerServing: 2.5,
    thcMeasurementMethod: 'adult-use cannabinoid per serving; non-intoxicating:adult-use ratio',
    minimumAge: 21,
    ageVerificationMethod: 'government_id',
    labelingRequired: true,
    labelingRequirements: 'Per 902 KAR 45; registered products',
    packagingRequirements: 'Per 902 KAR 45',
    testingRequired: true,
    testingStandard:
      'Certificate of analysis from a laboratory accredited to ISO standards for every product sold, reachable from the label (KRS 217.039); sampling, laboratory and certificate requirements in 902 KAR 45:031; product registration under 902 KAR 45:021',
    testingPanels: [
      'potency',
      'cannabinoid_profile',
      'pesticides',
      'heavy_metals',
      'mycotoxins',
      'residual_solvents',
      'microbials',
    ],
    licenseRequired: true,
    licenseType:
      'CHFS retail/food-service permit ($2,000/yr; $250 temporary event); product registration (902 KAR 45:021)',
    enforcementAgency: 'CHFS Department for Public Health; Department of Alcoholic Beverage Control',
    salesChannels: ['CHFS-permitted retailers', 'food service (permitted)'],
    noStateRule: { cbdMgPerServing: [kar001, krs217039] },
    unknown: {
      shippingStatus:
        '902 KAR 45:012 requires a CHFS permit for each retail location selling adult-use cannabinoid products and 45:021 requires product registration, but no provision on online sales or shipping to Kentucky consumers was found in the text read; the full text of 45:012 and 45:021 was not read.',
      thcMgPerContainer:
        'The per-serving standard (2.5 mg adult-use cannabinoid with a 15:1 ratio) defines non-intoxicating products; no per-package limit for adult-use cannabinoid products was found in 902 KAR 45:001, 45:012, 45:021 or KRS 217.039 as read, and the registration rule was not read in full.',
      warningTextVerbatim:
        'The CHFS page on hemp-derived cannabinoid products says 902 KAR 45:021 sets packaging, labeling and warning statements, but the text of those statements was not read in any stored copy, so their wording is not held.',
      penaltyRange:
        '902 KAR 45 is enforced under the Food, Drug and Cosmetic Act (KRS 217.992 is listed among the statutes it relates to), but the text of KRS 217.992 was not read, so the penalty classes are not known.',
    },
    effectiveDate: '2025-01-01',
    expiryDate: null,
    cites: [kar001, kar012, kar021, hs, krs217039, kar012Reg, chfsPage],
  },
  substances: {
    'delta-9-thc': {
      status: 'legal_with_restrictions',
      summary:
        'Hemp delta-9 products are legal for adults 21+ as registered adult-use cannabinoid products sold by CHFS-permitted retailers; beverages are capped at 5 mg per 12 oz.',
      cites: [hs],
    },
    'delta-8-thc': {
      status: 'legal_with_restrictions',
      summary:
        'Delta-8 is regulated as an adult-use cannabinoid under HB 544: 21+, product registration, testing and retailer permits.',
      cites: [atach, hb544],
    },
    cbd: {
      status: 'legal_with_restrictions',
      summary:
        'CBD products are legal; those meeting the ≤2.5 mg/15:1 non-intoxicating standard avoid adult-use rules.',
      ageReason: 'Non-intoxicating CBD products are outside the 21+ adult-use cannabinoid rules',
      noStateRule: { minimumAge: nonIntoxicatingRead },
      cites: [hs],
    },
    thca: { status: 'unclear', summary: 'Kentucky rules do not clearly address THCA flower or smokable hemp.' },
    cbg: {
      status: 'legal_with_restrictions',
      summary: 'CBG is treated as a non-intoxicating cannabinoid within the 2.5 mg/15:1 product standard.',
      ageReason: 'Non-intoxicating cannabinoid products are outside the 21+ adult-use rules',
      noStateRule: { minimumAge: nonIntoxicatingRead },
    },
    cbn: {
      status: 'legal_with_restrictions',
      summary: 'CBN products follow the CHFS cannabinoid product rules and registration.',
    },
  },
  products: {
    beverages: {
      thcMgPerServing: 5,
      thcLimitText: '≤5 mg THC per 12-oz beverage',
      licenseType: 'ABC licence for hemp beverages',
      salesChannels: ['ABC-licensed package retailers'],
      additionalRestrictions: 'No bar or restaurant sales',
      cites: [sb202, bev, einbev],
    },
  },
  bills: [
    {
      number: 'SB 202',
      title: 'Cannabis-infused beverages (2025)',
      description:
        'Limits hemp THC beverages to 5 mg per 12 oz, requires ABC licensing, bans bar/restaurant sales, commissions a UK Cannabis Center study.',
      status: 'signed',
      introducedDate: '2025-02-10',
      lastAction: 'Signed by Governor Beshear (dates approximate)',
      lastActionDate: '2025-03-24',
      sponsors: [],
      impactSummary: 'Moved THC beverages into the ABC system.',
      trackerUrl: 'https://potshopnews.com/hemp-thc-beverages-face-more-restrictions-under-kentucky-law',
      fullTextUrl: null,
      productTypes: ['beverages'],
    },
  ],
  history: [
    {
      date: '2025-03-24',
      reason: 'SB 202 (2025) moved hemp THC beverages to ABC licensing with a 5 mg per 12 oz cap (date approximate)',
      substances: ['delta-9-thc', 'delta-8-thc'],
      productTypes: ['beverages'],
      before: {
        status: 'legal_with_restrictions',
        summary:
          'Hemp THC beverages were sold as CHFS-registered adult-use cannabinoid products without an ABC licence or 5 mg per 12 oz cap.',
        thcLimitText: 'Adult-use cannabinoid product rules (902 KAR 45)',
        licenseType: 'CHFS retail permit',
        cites: [kar012],
      },
    },
  ],
} satisfies JurisdictionSeed
