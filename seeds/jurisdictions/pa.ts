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
const T = '2026-11-28'
const paBull: Cite = {
  title:
    'PA Department of Agriculture, General Permit Standards and Requirements for Hemp, 53 Pa.B. 837 (11 Feb 2023): permits for planting material, cultivation, testing, transport, storage and processing of hemp',
  url: 'https://pacodeandbulletin.gov/Display/pabull?file=/secure/pabulletin/data/vol53/53-6/183.html',
  type: 'regulation',
  retrieved: T,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const s1515: Cite = {
  title: '3 Pa.C.S. §1515 Unlawful conduct (Controlled Plants and Noxious Weeds; CourtGPT copy)',
  url: 'https://courtgpt.ai/laws/pennsylvania/title-3/chapter-15/section-1515',
  type: 'statute',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const s1543: Cite = {
  title: '3 Pa.C.S. §1543 Enforcement and penalties (Controlled Plants and Noxious Weeds; Instalawyer copy)',
  url: 'https://instalawyer.io/laws/pennsylvania-consolidated-unconsolidated-statutes/section-1543-enforcement-and',
  type: 'statute',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
/** Pennsylvania's hemp law as read: permits for growing and processing hemp, nothing on consumer products. */
const read: Cite[] = [paBull, pdaFaq, s1515]

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
    penaltyRange:
      'Hemp permit violations under the Controlled Plants and Noxious Weeds chapter (3 Pa.C.S. §1543): a first offense is a summary offense (fine of at least $100, up to 90 days, or both); a repeat within three years is a second-degree misdemeanor (fine of at least $500, up to two years, or both); civil penalty up to $10,000 per violation. No penalty specific to selling hemp-derived consumer products',
    salesChannels: ['general retail', 'smoke shops', 'online'],
    shippingStatus: null,
    effectiveDate: '2026-01-15',
    expiryDate: null,
    // The hemp chapter and the General Permit govern growing, processing and handling hemp; neither sets a
    // rule on selling or shipping hemp-derived products to consumers (the Jan 2026 hearing said as much).
    noStateRule: {
      shippingStatus: read,
      minimumAge: read,
      thcMgPerServing: read,
      thcMgPerContainer: read,
      cbdMgPerServing: read,
      testingStandard: read,
      testingPanels: read,
      labelingRequired: read,
      warningTextVerbatim: read,
    },
    cites: [njev, wpsu, pda, pdaFaq, s1543],
  },
  substances: {
    'delta-9-thc': {
      status: 'legal',
      summary:
        'Pennsylvania sets no age, potency, testing or labeling rules for hemp delta-9 products; federal law limits final products to 0.4 mg total THC per container from 12 Nov 2026.',
      cites: [wpsu],
    },
    'delta-8-thc': {
      status: 'unclear',
      summary:
        'No Pennsylvania statute or rule addresses delta-8; federal law excludes converted delta-8 from hemp from 12 Nov 2026, so it may not be sold as hemp.',
      cites: [njev],
    },
    cbd: {
      status: 'legal_with_restrictions',
      summary: 'CBD products are legal; the Department of Agriculture follows the FDA position against CBD in food.',
      cites: [c10x],
    },
    thca: {
      status: 'unclear',
      summary:
        'Pennsylvania has no rule on THCA products and their legality under state law is untested; federal law counts THCA toward total THC from 12 Nov 2026.',
      cites: [njev],
    },
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
