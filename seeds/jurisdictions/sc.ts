import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-04-30'
const scpr: Cite = {
  title: 'Senate action targeting hemp comes as SC lawmakers restart talks to regulate THC-infused products',
  url: 'https://www.southcarolinapublicradio.org/sc-news/2025-11-11/senate-action-targeting-hemp-comes-as-sc-lawmakers-restart-talks-to-regulate-thc-infused-products',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const scda: Cite = {
  title: 'SC Department of Agriculture hemp program',
  url: 'https://agriculture.sc.gov/divisions/consumer-protection/hemp/',
  type: 'guidance',
  retrieved: '2026-11-01',
  official: true,
  basis: 'memory',
}

const scCode: Cite = {
  title:
    'S.C. Code Title 46 Ch. 55, The Hemp Farming Act (§46-55-10: hemp is an agricultural commodity; hemp products at the federally defined THC level, commercial sales at retail, wholesale and online)',
  url: 'https://www.scstatehouse.gov/code/t46c055.php',
  type: 'statute',
  retrieved: '2026-11-21',
  official: true,
  basis: 'confirmed',
}
export default {
  code: 'SC',
  name: 'South Carolina',
  region: 'Southeast',
  hempProgramStatus: 'active',
  regulatoryAuthority: 'SC Department of Agriculture Hemp Program (SC Hemp Farming Act, S.C. Code §46-55-10 et seq.)',
  hempProgramUrl: 'https://agriculture.sc.gov/divisions/consumer-protection/hemp/',
  adultUse: false,
  overallStance: 'permissive',
  keyHighlights: [
    'South Carolina "does not regulate hemp-infused products": no state age limit or per-product THC amount.',
    'H.3924 (21+ for consumable hemp; earlier versions with beer/wine permits, THC caps and 1,000-ft buffers) passed the House and sits in Senate Agriculture, slated for 2026 floor action.',
    'H.3601 would add SCDA licensing, 21+, behind-the-counter display, testing, labels and a 5% tax.',
    'Only 80 licensed hemp farmers as of Nov 2025.',
  ],
  notes: 'Delta-8 status questioned by a 2021 AG opinion (memory). 2026 outcome of H.3924 not found.',
  hr5371Impact:
    "With no state hemp product rules, South Carolina's market is fully exposed: from 12 Nov 2026 delta-9 edibles and drinks above 0.4 mg total THC per container, delta-8 and THCA flower lose federal hemp status, and pending state bills built around per-serving caps would be superseded in practice by the federal per-container cap.",
  asOf: '2026-11-01',
  defaults: {
    thcLimitText: 'Delta-9 ≤0.3% dry weight; no state product cap',
    thcPctDryWeight: 0.3,
    minimumAge: null,
    ageVerificationMethod: null,
    labelingRequired: null,
    labelingRequirements: 'No state hemp product labeling law',
    packagingRequirements: 'No state hemp product packaging law',
    testingRequired: false,
    testingStandard: null,
    licenseRequired: false,
    licenseType: null,
    enforcementAgency: 'None specific to hemp products',
    penaltyRange: null,
    salesChannels: ['general retail', 'smoke shops', 'convenience stores'],
    shippingStatus: null,
    effectiveDate: '2019-03-28',
    expiryDate: null,
    cites: [scpr, scda],
  },
  substances: {
    'delta-9-thc': {
      status: 'legal',
      summary: 'Hemp delta-9 edibles and beverages are sold with no state age limit or THC cap.',
      cites: [scpr, scCode],
    },
    'delta-8-thc': {
      status: 'unclear',
      summary: 'Delta-8 is widely sold, but a 2021 Attorney General opinion questioned its legality (memory).',
      cites: [scda],
    },
    cbd: { status: 'legal', summary: 'CBD products are legal with no state product rules.', cites: [scCode] },
    thca: { status: 'unclear', summary: 'THCA flower is sold without state rules; legality untested.' },
    cbg: { status: 'legal', summary: 'CBG products are legal with no state product rules.', cites: [scCode] },
    cbn: { status: 'legal', summary: 'CBN products are legal with no state product rules.', cites: [scCode] },
  },
  bills: [
    {
      number: 'H.3924',
      title: 'Consumable hemp products (Wooten)',
      description:
        'Makes under-21 possession or consumption of consumable hemp unlawful; earlier versions required off-premises beer/wine permits, per-serving THC caps and 1,000-ft buffers.',
      status: 'passed_chamber',
      introducedDate: '2025-02-06',
      lastAction:
        'Passed House as amended 9 Apr 2025; in Senate Agriculture & Natural Resources; 2026 outcome not found',
      lastActionDate: '2025-04-09',
      sponsors: [{ name: 'Wooten', party: 'R', role: 'sponsor' }],
      impactSummary: 'Would add a 21+ rule and possibly licensing.',
      trackerUrl: 'https://scstatehouse.gov/sess126_2025-2026/bills/3924.htm',
      fullTextUrl: 'https://app.legiplex.com/sc/legislature/2025/2025-r/bills/h3924/draft-2251458?id=2251458',
    },
    {
      number: 'H.3601',
      title: 'Hemp product licensing and tax',
      description: 'SCDA licensing, 21+, behind-the-counter display, testing and labels, 5% tax.',
      status: 'in_committee',
      introducedDate: '2025-01-14',
      lastAction: 'In committee (dates approximate)',
      lastActionDate: '2025-01-14',
      sponsors: [],
      impactSummary: 'Would license hemp retailers.',
      trackerUrl:
        'https://fastdemocracy.com/bill-summary/?billsummary_id=SCB00022102&billsummary_session=2025-2026&billsummary_state=sc',
      fullTextUrl: null,
    },
  ],
} satisfies JurisdictionSeed
