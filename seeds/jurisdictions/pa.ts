import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-04-30'
const njev: Cite = {
  title: 'Harrisburg hearing highlights regulatory vacuum in Pennsylvania',
  url: 'https://420njevents.com/east-coast-news/harrisburg-hearing-highlights-regulatory-vacuum-in-pennsylvania-as-congress-acts-on-intoxicating-hemp',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const wpsu: Cite = {
  title: 'PA lawmakers hear testimony about regulating intoxicating hemp products',
  url: 'https://radio.wpsu.org/2026-01-16/pa-lawmakers-hear-testimony-about-regulating-intoxicating-hemp-products',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const c10x: Cite = {
  title: 'Hemp CBD across state lines: Pennsylvania',
  url: 'https://cannabis10x.com/hemp-cbd-across-state-lines-pennsylvania-2/',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const pda: Cite = {
  title: 'Pennsylvania Department of Agriculture: Hemp',
  url: 'https://www.agriculture.pa.gov/Plants_Land_Water/PlantIndustry/Hemp/',
  type: 'guidance',
  retrieved: '2026-11-01',
  official: true,
  basis: 'memory',
}
const pdaFaq: Cite = {
  title: 'Pennsylvania Department of Agriculture: Industrial Hemp Program FAQs',
  url: 'https://www.agriculture.pa.gov/Plants_Land_Water/industrial_hemp/Pages/Industrial-Hemp-Program-FAQs.aspx',
  type: 'guidance',
  retrieved: '2026-11-21',
  official: true,
  basis: 'confirmed',
}

export default {
  code: 'PA',
  name: 'Pennsylvania',
  region: 'Northeast',
  hempProgramStatus: 'active',
  regulatoryAuthority: 'Pennsylvania Department of Agriculture (PA Hemp General Permit)',
  hempProgramUrl: 'https://www.agriculture.pa.gov/Plants_Land_Water/PlantIndustry/Hemp/',
  adultUse: false,
  overallStance: 'permissive',
  keyHighlights: [
    'No statewide regulation of intoxicating hemp products: no age verification, testing, labeling or enforcement regime (Jan 2026 hearing).',
    'PDA follows the FDA position on CBD in food.',
    'SB 49 (Cannabis Control Board), SB 120 and a hemp-beverage bill were pending; none enacted.',
    'AG Sunday joined the 39-AG letter asking Congress to close the hemp loophole (late 2025).',
  ],
  notes: 'Medical marijuana only. Delta-8, THCA and CBG/CBN status unclear for lack of rules.',
  hr5371Impact:
    'Pennsylvania has no state hemp product rules, so from 12 Nov 2026 federal law is the only limit: delta-9 edibles and drinks above 0.4 mg total THC per container, delta-8 and THCA flower lose federal hemp status, and reporting expects most products now on PA shelves to become federally illegal.',
  asOf: '2026-11-01',
  defaults: {
    thcLimitText: 'Delta-9 ≤0.3% dry weight; no state product cap',
    thcPctDryWeight: 0.3,
    minimumAge: null,
    ageVerificationMethod: null,
    labelingRequired: null,
    labelingRequirements: 'No state hemp product labeling regime',
    packagingRequirements: 'No state hemp product packaging regime',
    testingRequired: false,
    testingStandard: null,
    licenseRequired: false,
    licenseType: null,
    enforcementAgency: 'None specific to hemp products',
    penaltyRange: null,
    salesChannels: ['general retail', 'smoke shops', 'online'],
    shippingStatus: null,
    effectiveDate: '2026-01-15',
    expiryDate: null,
    cites: [njev, wpsu, pda, pdaFaq],
  },
  substances: {
    'delta-9-thc': {
      status: 'legal',
      summary: 'Hemp delta-9 edibles and beverages are sold without state age, testing or labeling rules.',
      cites: [wpsu],
    },
    'delta-8-thc': {
      status: 'unclear',
      summary: 'Delta-8 is sold without state regulation; no statute addresses it directly.',
      cites: [njev],
    },
    cbd: {
      status: 'legal_with_restrictions',
      summary: 'CBD products are legal; the Department of Agriculture follows the FDA position against CBD in food.',
      cites: [c10x],
    },
    thca: { status: 'unclear', summary: 'THCA flower is sold without state rules; legality untested.', cites: [njev] },
    cbg: { status: 'unclear', summary: 'No Pennsylvania rule on CBG was found.' },
    cbn: { status: 'unclear', summary: 'No Pennsylvania rule on CBN was found.' },
  },
  products: {
    edibles: { additionalRestrictions: 'PDA follows FDA position on cannabinoids in food', cites: [c10x] },
  },
  bills: [
    {
      number: 'SB 49',
      title: 'Cannabis Control Board',
      description: 'Would create a Cannabis Control Board with authority over hemp-derived products.',
      status: 'in_committee',
      introducedDate: '2025-01-01',
      lastAction: 'Pending in committee (dates approximate)',
      lastActionDate: '2026-01-15',
      sponsors: [],
      impactSummary: 'Would create a regulator.',
      trackerUrl: 'https://hempsupporter.com/news/state-updates-in-three-states-maine-pennsylvania-and-texas',
      fullTextUrl: null,
    },
    {
      number: 'SB 120',
      title: 'Hemp regulation (Laughlin, 2025)',
      description: 'Hemp product regulation bill.',
      status: 'in_committee',
      introducedDate: '2025-01-01',
      lastAction: 'Not enacted (dates approximate)',
      lastActionDate: '2026-01-15',
      sponsors: [{ name: 'Dan Laughlin', party: 'R', role: 'sponsor' }],
      impactSummary: 'Would regulate hemp products.',
      trackerUrl:
        'https://420njevents.com/east-coast-news/harrisburg-hearing-highlights-regulatory-vacuum-in-pennsylvania-as-congress-acts-on-intoxicating-hemp',
      fullTextUrl: null,
    },
  ],
} satisfies JurisdictionSeed
