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
    labelingRequirements:
      'Labels with THC content, under-21 statement, COA from ISO 17025 lab; Edible Hemp Products Disclosure Form',
    packagingRequirements:
      'Child-resistant packaging for THC edibles; not shaped like humans, animals, vehicles or fruit; no food-brand marks',
    testingRequired: true,
    testingStandard: 'COA from ISO/IEC 17025-accredited laboratory',
    licenseRequired: true,
    licenseType:
      'Regulated hemp product retail facility registration ($1,000/yr per location); VDACS food permit where required',
    enforcementAgency: 'VDACS Office of Hemp Enforcement; Attorney General (VCPA)',
    penaltyRange: 'Civil penalties up to $10,000 per violation or per day',
    salesChannels: ['registered regulated hemp product retailers'],
    shippingStatus: null,
    effectiveDate: '2023-07-01',
    expiryDate: null,
    cites: [vdacs, s5145, s4122, sb903],
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
        'Delta-8 counts toward total THC under the 2 mg package limit, and synthetic THC derivatives are banned.',
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
        'Total THC includes THCA (memory), so high-THCA flower exceeds the limits; VDACS inspects inhalable hemp products.',
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
