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
const T = '2026-11-28'
const s465510: Cite = {
  title:
    'S.C. Code §46-55-10 Definitions ("commercial sales" of hemp products at retail, wholesale and online; "handling" excludes finished hemp products)',
  url: 'https://www.scstatehouse.gov/query.php?search=DOC&searchtext=thc&category=CODEOFLAWS&conid=36678068&result_pos=0&keyval=961&numrows=10',
  type: 'statute',
  retrieved: T,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const s465520: Cite = {
  title: 'S.C. Code §46-55-20 Hemp licence for cultivating, handling or processing (LawServer copy)',
  url: 'https://lawserver.com/law/state/south-carolina/sc-code/south_carolina_code_46-55-20',
  type: 'statute',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
/** The Hemp Farming Act as read: licences to grow, handle and process; nothing on selling finished products. */
const read: Cite[] = [scCode, s465510, s465520]

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
  notes:
    'Delta-8 status questioned by a 2021 AG opinion (memory). 2026 outcome of H.3924 not found: the statehouse page read shows it in the Senate Agriculture committee, and later reporting describes beverage-only and full-framework amendments (H.4758, H.4759). The "no state rule" findings on shipping, age, caps, testing, labels and penalties describe the Hemp Farming Act as read and would change if one of these bills were enacted.',
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
    // The Hemp Farming Act licenses cultivating, handling and processing hemp ("handling" excludes finished
    // hemp products) and counts online sales among commercial sales; it sets no rule on selling or shipping
    // finished products, and state radio reporting (Nov 2025) confirms no age or THC amount is set.
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
      penaltyRange: read,
    },
    cites: [scpr, scda],
  },
  substances: {
    'delta-9-thc': {
      status: 'legal',
      summary:
        'South Carolina sets no age limit, potency cap, testing or labeling rule for hemp delta-9 products; federal law limits final products to 0.4 mg total THC per container from 12 Nov 2026.',
      cites: [scpr, scCode],
    },
    'delta-8-thc': {
      status: 'unclear',
      summary:
        'Delta-8 is widely sold in South Carolina, but a 2021 Attorney General opinion questioned its legality under state law (background knowledge, not a cited page); federal law excludes converted delta-8 from hemp from 12 Nov 2026, so it may not be sold as hemp.',
      cites: [scda],
    },
    cbd: { status: 'legal', summary: 'CBD products are legal with no state product rules.', cites: [scCode] },
    thca: {
      status: 'unclear',
      summary:
        'South Carolina has no rule on THCA products and their legality under state law is untested; federal law counts THCA toward total THC from 12 Nov 2026.',
    },
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
