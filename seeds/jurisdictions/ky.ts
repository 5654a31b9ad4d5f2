import type { Cite, JurisdictionSeed, RuleFacts } from '../types.ts'

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
const kdaLaw: Cite = {
  title:
    'Kentucky Department of Agriculture, Hemp and the Law: quotes KRS 260.858(3) (unlawful to cultivate, handle, process or market living hemp plants, viable seeds, leaf or floral materials without a KDA licence; the penalties are those of KRS chapter 218A for marijuana)',
  url: 'https://www.kyagr.com/Content.aspx?PageId=415',
  type: 'guidance',
  retrieved: N,
  official: true,
  basis: 'confirmed',
}
const kar50070: Cite = {
  title:
    '302 KAR 50:070 Prohibited products (LRC page generated 12 May 2023: no manufacture of hemp cigarettes, cigars, chew or floral teas; no sale of whole hemp buds or ground floral or leaf material to persons without a KDA licence; civil penalties of $100 to $1,000 per violation; seven-year expiration 6 Apr 2025)',
  url: 'https://apps.legislature.ky.gov/law/kar/titles/302/050/070/',
  type: 'regulation',
  retrieved: N,
  official: true,
  basis: 'confirmed',
}
const kar50070Justia: Cite = {
  title: '302 KAR 50:070 Prohibited products (Justia copy, current through Register Vol. 50, No. 9, 1 Mar 2024)',
  url: 'https://regulations.justia.com/states/kentucky/title-302/chapter-50/070/',
  type: 'regulation',
  retrieved: N,
  official: false,
  basis: 'confirmed',
}
const plantMaterialSummary =
  'Hemp flower and smokable hemp are unclear in Kentucky: KRS 260.858(3) makes it unlawful to market hemp leaf or floral material without a Kentucky Department of Agriculture licence, with the penalties of the marijuana laws, and 302 KAR 50:070 barred making hemp cigarettes and cigars and selling whole buds or ground floral material to unlicensed persons; that rule was in force through at least March 2024, and whether it survived its 6 April 2025 expiration date was not found.'
const plantMaterial: RuleFacts = {
  status: 'unclear',
  summary: plantMaterialSummary,
  penaltyRange:
    'Marketing hemp leaf or floral material without a Kentucky Department of Agriculture licence carries the penalties of KRS chapter 218A for marijuana (KRS 260.858(3)); 302 KAR 50:070 adds KDA civil penalties of $100 to $1,000 per violation and possible termination of the licence, if the rule is still in force',
  licenseType: 'Kentucky Department of Agriculture hemp licence to market leaf or floral material (KRS 260.858(3))',
  unknown: {
    shippingStatus:
      'KRS 260.858(3) requires a KDA licence to market hemp floral material and 302 KAR 50:070 barred selling whole buds to anyone in or outside Kentucky without a licence or state authorization; whether that rule is still in force after its 6 Apr 2025 expiration date was not found, so whether flower may be shipped to consumers is not determined.',
  },
  cites: [kdaLaw, kar50070, kar50070Justia],
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
    'Medical cannabis program launched 1 Jan 2026. UK Cannabis Center study due 2026. Hemp flower and smokables are unclear: KRS 260.858(3) (quoted by the Department of Agriculture) requires a KDA licence to market hemp leaf or floral material, and 302 KAR 50:070 (effective 6 Apr 2018, in the Justia copy current through 1 Mar 2024) bars making hemp cigarettes, cigars, chew and floral teas and selling whole buds or ground floral material to unlicensed persons, with civil penalties of $100 to $1,000 per violation; its seven-year expiration date was 6 Apr 2025 and no stored page says whether it was renewed or expired. CHFS also lists restrictions on hemp plant material among the subjects of 902 KAR 45:021, whose text past Section 1 was not read.',
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
        '902 KAR 45:012 requires a CHFS permit for each retail location selling adult-use cannabinoid products and only registered products may be sold; the parts read (its Section 1, the CHFS page, KRS 217.039) say nothing of online sales, delivery or shipping to Kentucky consumers, and no stored copy of the rest of 45:012 or of 45:021 past its Section 1 was found (Justia, casetext and LRC copies searched).',
      thcMgPerContainer:
        'The 2.5 mg per serving standard (with a 15:1 ratio) defines non-intoxicating products; no per-package limit for adult-use cannabinoid products appears in 902 KAR 45:001, 45:012 Section 1 or KRS 217.039, and 45:021, where a package limit would sit, was found in stored copies only through its Section 1.',
      warningTextVerbatim:
        'The CHFS page says 902 KAR 45:021 sets packaging, labeling and warning statements; the stored copies of 45:021 (Justia, LRC) stop at its Section 1, and no law-firm or agency page quoting the statements was found, so their wording is not held.',
      penaltyRange:
        '902 KAR 45 is enforced under the Food, Drug and Cosmetic Act, and 45:012 and 45:021 name KRS 217.992 among the statutes they relate to; no stored copy of KRS 217.992 was found (LRC, casetext, LawServer and self-law searched), so the penalty classes for selling unregistered or mislabeled products are not known.',
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
    thca: {
      status: 'unclear',
      summary:
        'THCA products are unclear in Kentucky: CHFS rules regulate intoxicating cannabinoids as adult-use products, and hemp flower and smokables need a Department of Agriculture licence to be marketed (KRS 260.858(3)), with a rule barring bud sales to unlicensed persons whose survival after April 2025 was not found.',
    },
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
    flower: plantMaterial,
    smokable: plantMaterial,
    beverages: {
      thcMgPerServing: 5,
      thcLimitText: '≤5 mg THC per 12-oz beverage',
      licenseType: 'ABC licence for hemp beverages',
      salesChannels: ['ABC-licensed package retailers'],
      additionalRestrictions: 'No bar or restaurant sales',
      cites: [sb202, bev, einbev],
    },
  },
  corrections: [
    {
      date: N,
      reason:
        'Hemp flower and smokables corrected from legal with restrictions to unclear: KRS 260.858(3), quoted on the Kentucky Department of Agriculture page (https://www.kyagr.com/Content.aspx?PageId=415), makes marketing hemp leaf or floral material without a KDA licence unlawful with marijuana penalties, and 302 KAR 50:070 (https://apps.legislature.ky.gov/law/kar/titles/302/050/070/) barred hemp cigarettes and cigars and the sale of whole buds to unlicensed persons, in force through at least March 2024 with an expiration date of 6 Apr 2025 whose outcome was not found.',
      substances: ['delta-9-thc', 'delta-8-thc', 'cbd', 'cbg', 'cbn'],
      productTypes: ['flower', 'smokable'],
    },
  ],
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
