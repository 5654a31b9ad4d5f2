import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-04-30'
const vdacs: Cite = {
  title: 'VDACS Food and Hemp Product Enforcement',
  url: 'https://vdacs.virginia.gov/food-hemp-product-enforcement.shtml',
  type: 'guidance',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const s5145: Cite = {
  title: 'Va. Code §3.2-5145.4',
  url: 'https://law.lis.virginia.gov/vacode/title3.2/chapter51/section3.2-5145.4/',
  type: 'statute',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const sb903: Cite = {
  title: 'Virginia SB 903 (2023)',
  url: 'https://lis.virginia.gov/cgi-bin/legp604.exe?ses=231&typ=bil&val=SB903',
  type: 'statute',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const s4122: Cite = {
  title: 'Va. Code §3.2-4122 Regulated hemp product retail facility registration',
  url: 'https://law.lis.virginia.gov/vacode/title3.2/chapter41.1/section3.2-4122',
  type: 'statute',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const inh: Cite = {
  title: 'VDACS begins retail inspections of inhalable hemp products (24 Sep 2025)',
  url: 'https://www.vdacs.virginia.gov/press-releases-250924-retail-inspections-inhalable-hemp-products.shtml',
  type: 'guidance',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const pkg: Cite = {
  title: 'State officials to inspect Virginia retailers inhalable hemp products',
  url: 'https://news.virginia.events/state-officials-to-inspect-virginia-retailers-inhalable-hemp-products',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const T = '2026-11-28'
const s4123: Cite = {
  title: 'Va. Code §3.2-4123 Product packaging, labeling, and testing (regulated hemp products; LII copy)',
  url: 'https://d1tvxue8o4w0fl.cloudfront.net/statute/code-of-virginia/title-32-agriculture-animal-care-and-food/subtitle-iii-production-and-sale-of-agricultural-products/chapter-411-industrial-hemp/article-4-regulated-hemp-products/section-32-4123-effective-pursuant-to-acts-2023-cc-744-and-794-cl-2-product-packaging-labeling-and-testing',
  type: 'statute',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const s4124: Cite = {
  title: 'Va. Code §3.2-4124 Topical hemp products; civil penalty (LawServer copy)',
  url: 'https://lawserver.com/?p=30131658',
  type: 'statute',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const s4126: Cite = {
  title: 'Va. Code §3.2-4126 Civil penalties (regulated hemp products; LII copy)',
  url: 'https://d1tvxue8o4w0fl.cloudfront.net/statute/code-of-virginia/title-32-agriculture-animal-care-and-food/subtitle-iii-production-and-sale-of-agricultural-products/chapter-411-industrial-hemp/article-4-regulated-hemp-products/section-32-4126-effective-pursuant-to-acts-2023-cc-744-and-794-cl-2-civil-penalties',
  type: 'statute',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
/** Virginia's regulated hemp product article as read: per-package caps, labels with set contents, no per-serving cap. */
const readArticle: Cite[] = [s4123, s4126, s4122, vdacs]

export default {
  code: 'VA',
  name: 'Virginia',
  region: 'Southeast',
  hempProgramStatus: 'active',
  regulatoryAuthority: 'Virginia Department of Agriculture & Consumer Services, Office of Hemp Enforcement',
  hempProgramUrl: 'https://vdacs.virginia.gov/food-hemp-product-enforcement.shtml',
  adultUse: true,
  overallStance: 'restrictive',
  keyHighlights: [
    'SB 903/HB 2294 (eff. 1 Jul 2023): retail hemp products ≤0.3% total THC and ≤2 mg total THC per package unless CBD is at least 25× THC.',
    'Regulated hemp product retail facility registration: $1,000 per year per location (Va. Code §3.2-4122).',
    '21+ for THC-containing products; labels must say so (§3.2-4123). VDACS began inspecting inhalable hemp products on 24 Sep 2025.',
    'Synthetic THC derivatives are banned under the VCPA; civil penalties up to $10,000 per violation or per day.',
    '2026 General Assembly passed adult-use retail bills targeting sales around 1 Nov 2026; signature not confirmed.',
  ],
  notes:
    'adultUse true reflects legal adult possession and home grow since 2021; a retail market was not confirmed as of Nov 2026. THCA formula is memory.',
  hr5371Impact:
    "Virginia's 2 mg-per-package limit is close to, but still above, the federal 0.4 mg-per-container cap, and the 25:1 CBD exception allows more THC; from 12 Nov 2026 packages above 0.4 mg total THC, including many 25:1 full-spectrum products, lose federal hemp status.",
  asOf: '2026-11-01',
  defaults: {
    thcLimitText: '≤0.3% total THC and ≤2 mg total THC per package unless CBD ≥25× THC',
    thcPctDryWeight: 0.3,
    thcMgPerContainer: 2,
    thcMeasurementMethod: 'total THC (including THCA)',
    minimumAge: 21,
    ageVerificationMethod: 'government_id',
    labelingRequired: true,
    packagingRequirements:
      'Child-resistant packaging for THC edibles; not shaped like humans, animals, vehicles or fruit; no food-brand marks',
    testingRequired: true,
    labelingRequirements:
      "Labels in English (font at least 1/16 inch) with all ingredients, the serving size, the total percentage and milligrams of all THC and the THC per serving, and, if the product contains THC, that it may not be sold to persons younger than 21; above 2 mg THC per package, the milligrams of CBD (at least 25 times the THC); COA from an ISO/IEC 17025 lab (§3.2-4123). The Code prescribes these statements' content, not their wording. Edible Hemp Products Disclosure Form for oral products",
    testingStandard:
      "Certificate of analysis from an independent laboratory accredited to ISO/IEC 17025 by a third-party body, stating the total THC concentration of the product or its batch; the lab's certificate of accreditation available where the product is sold (§3.2-4123(A)(3))",
    testingPanels: ['potency'],
    licenseRequired: true,
    licenseType:
      'Regulated hemp product retail facility registration ($1,000/yr per location); VDACS food permit where required',
    enforcementAgency: 'VDACS Office of Hemp Enforcement; Attorney General (VCPA)',
    penaltyRange:
      'Civil penalty up to $10,000 for each day of selling without a retail facility registration, above the THC limits or against the packaging and labeling rules (§3.2-4126), plus denial, suspension or revocation of the registration; synthetic THC derivatives are barred under the Virginia Consumer Protection Act',
    salesChannels: [
      'registered regulated hemp product retailers',
      'online sellers holding a retail facility registration',
    ],
    shippingStatus: 'allowed_with_conditions',
    additionalRestrictions:
      'The Code does not address remote sales expressly: anyone who offers for sale or sells a regulated hemp product at retail needs a regulated hemp product retail facility registration, which authorizes sales only from the registered location (§3.2-4122); products must meet the 0.3% total THC and 2 mg per package (or 25:1 CBD) limits and the §3.2-4123 packaging, label and COA rules; THC products only to buyers 21+',
    noStateRule: { thcMgPerServing: readArticle, cbdMgPerServing: readArticle, warningTextVerbatim: readArticle },
    effectiveDate: '2023-07-01',
    expiryDate: null,
    cites: [vdacs, s5145, s4122, sb903, s4123, s4126],
  },
  substances: {
    'delta-9-thc': {
      status: 'legal_with_restrictions',
      summary:
        'Hemp delta-9 products are legal for adults 21+ at ≤2 mg total THC per package, or more if CBD is at least 25 times THC.',
      cites: [s5145],
    },
    'delta-8-thc': {
      status: 'restricted',
      summary:
        'Under Virginia law delta-8 counts toward total THC under the 2 mg package limit and synthetic THC derivatives are banned; federal law excludes converted delta-8 from hemp from 12 Nov 2026, so it may not be sold as hemp.',
      cites: [sb903],
    },
    cbd: {
      status: 'legal_with_restrictions',
      summary:
        'CBD products are legal with registration, testing and labeling; the 25:1 CBD:THC exception allows higher-THC full-spectrum products.',
      cites: [vdacs],
    },
    thca: {
      status: 'restricted',
      summary:
        "Virginia's limits of 0.3% total THC and 2 mg per package (unless CBD is at least 25 times THC) count THCA (memory for the formula), so THCA-rich products, flower included, exceed them; VDACS inspects inhalable hemp products.",
      cites: [inh],
    },
    cbg: {
      status: 'legal_with_restrictions',
      summary: 'CBG products follow the registration, testing and total THC rules (inference).',
    },
    cbn: {
      status: 'legal_with_restrictions',
      summary:
        'CBN products follow the registration, testing and total THC rules; synthetic derivatives are banned (inference).',
    },
  },
  products: {
    topicals: {
      labelingRequirements:
        "Label stating that the product is not intended for human consumption (§3.2-4124); the Code prescribes the statement's content, not its wording",
      penaltyRange:
        'Civil penalty up to $500 for each day a topical hemp product is sold without that label (§3.2-4124)',
      cites: [s4124],
    },
    edibles: {
      packagingRequirements: 'Child-resistant packaging; not shaped like humans, animals, vehicles or fruit',
      cites: [pkg],
    },
    smokable: {
      enforcementDate: '2025-09-24',
      enforcementAgency:
        'VDACS Office of Hemp Enforcement (retail inspections of inhalable hemp products from 24 Sep 2025); Attorney General (VCPA)',
      cites: [inh],
    },
    vapes: {
      enforcementDate: '2025-09-24',
      enforcementAgency:
        'VDACS Office of Hemp Enforcement (retail inspections of inhalable hemp products from 24 Sep 2025); Attorney General (VCPA)',
      cites: [inh],
    },
    flower: {
      enforcementDate: '2025-09-24',
      enforcementAgency:
        'VDACS Office of Hemp Enforcement (retail inspections of inhalable hemp products from 24 Sep 2025); Attorney General (VCPA)',
      cites: [inh],
    },
  },
  bills: [
    {
      number: 'SB 903 / HB 2294',
      title: 'Regulated hemp products (2023)',
      description: '2 mg per package or 25:1 CBD:THC; retail registration; labeling and testing; synthetic THC ban.',
      status: 'signed',
      introducedDate: '2023-01-11',
      lastAction: 'Effective 1 Jul 2023 (dates approximate)',
      lastActionDate: '2023-03-26',
      sponsors: [],
      impactSummary: 'Created current Virginia limits.',
      trackerUrl: 'https://lis.virginia.gov/cgi-bin/legp604.exe?ses=231&typ=bil&val=SB903',
      fullTextUrl: null,
    },
    {
      number: 'Cannabis retail framework (2026, Krizek/Aird)',
      title: 'Adult-use cannabis retail market',
      description: 'Companion bills creating an adult-use retail framework with sales targeted around 1 Nov 2026.',
      status: 'passed_both',
      introducedDate: '2026-01-14',
      lastAction: 'Sent to Governor Spanberger; signature not confirmed (dates approximate)',
      lastActionDate: '2026-03-14',
      sponsors: [
        { name: 'Paul Krizek', party: 'D', role: 'sponsor' },
        { name: 'Lashrecse Aird', party: 'D', role: 'sponsor' },
      ],
      impactSummary: 'Would create a licensed cannabis channel alongside regulated hemp.',
      trackerUrl: 'https://fairfaxindependentnews.press/virginia-general-assembly-advances-cannabis-retail-framework',
      fullTextUrl: null,
    },
  ],
} satisfies JurisdictionSeed
