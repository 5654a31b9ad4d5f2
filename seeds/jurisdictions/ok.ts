import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-04-30'
const stat: Cite = {
  title: '2 O.S. §3-404 (Oklahoma Industrial Hemp Program)',
  url: 'https://law.justia.com/codes/oklahoma/2019/title-2/section-2-3-404/',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const oac: Cite = {
  title: 'OAC 35:30-24-3',
  url: 'https://regulations.justia.com/states/oklahoma/title-35/chapter-30/subchapter-24/section-35-30-24-3/',
  type: 'regulation',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const news9: Cite = {
  title: 'Gov. Stitt orders agencies to crack down on psychoactive hemp-based products',
  url: 'https://www.news9.com/story/680fdab23566637b4de9e4f7/gov-stitt-orders-agencies-to-crack-down-on-psychoactive-hemp-based-products',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const mjbiz: Cite = {
  title: 'Oklahoma cannabis regulator to seek authority over delta-8 THC',
  url: 'https://mjbizdaily.com/oklahoma-cannabis-regulator-to-seek-authority-over-delta-8-thc/',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const crai: Cite = {
  title: 'Oklahoma 2025 delta-8 loophole (secondary)',
  url: 'https://www.cannabisregulations.ai/cannabis-and-hemp-regulations-compliance-ai-blog/oklahoma-2025-delta-8-loophole-governor-omma-limits',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const bill: Cite = {
  title: 'Oklahoma 2026 bill amending Uniform CDS Act (THC definition)',
  url: 'https://fastdemocracy.com/bill-summary/?billsummary_id=OKB00037591&billsummary_session=2026&billsummary_state=ok',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const odaffHemp: Cite = {
  title: 'ODAFF Consumer Protection Services: Industrial Hemp',
  url: 'https://www.oda.state.ok.us/cps/IndustrialHemp.htm',
  type: 'guidance',
  retrieved: '2026-11-21',
  official: true,
  basis: 'confirmed',
}
/** Read for the fields Oklahoma leaves to the federal layer: its hemp law licenses growing and processing only. */
const hempLaw = [stat, oac, odaffHemp]

export default {
  code: 'OK',
  name: 'Oklahoma',
  region: 'Southwest',
  hempProgramStatus: 'active',
  regulatoryAuthority:
    'Oklahoma Department of Agriculture, Food & Forestry (Industrial Hemp Program, 2 O.S. §3-401 et seq.)',
  hempProgramUrl: 'https://ag.ok.gov/divisions/consumer-protection-services/industrial-hemp/',
  adultUse: false,
  overallStance: 'permissive',
  keyHighlights: [
    'No comprehensive intoxicating-hemp statute; delta-8 and other hemp THC products are still sold.',
    'OMMA (medical marijuana) has no jurisdiction over hemp products.',
    "Gov. Stitt's 28 Apr 2025 letter directed OBNDD, OMMA, DPS and OSBI to coordinate enforcement against delta-8, delta-10, HHC, THC-O, THCP and THCV.",
    'A 2026 bill would bring tetrahydrocannabinols and synthetic equivalents into the CDS Act "marijuana" definition from 1 Nov 2026; status unknown.',
  ],
  notes:
    'Medical program only. THCA legality rests on memory. Merchant fields: the Oklahoma Industrial Hemp Program (2 O.S. §3-401 et seq., OAC 35:30-24; ODAFF) licenses growers and processors and sets no shipping, age, mg cap, retail testing, labeling or penalty rule for hemp products, so the federal layer and the carriers govern; the 2026 bill folding tetrahydrocannabinols into the CDS Act marijuana definition (effective 1 Nov 2026 if enacted) was not found enacted.',
  hr5371Impact:
    "With no state product rules, Oklahoma's hemp retail market is exposed to the federal change in full: from 12 Nov 2026 delta-8, THCA flower and delta-9 products above 0.4 mg total THC per container lose federal hemp status, reinforcing the Governor's enforcement push.",
  asOf: '2026-11-01',
  defaults: {
    thcLimitText: 'Delta-9 ≤0.3% dry weight; no state product cap',
    thcPctDryWeight: 0.3,
    minimumAge: null,
    ageVerificationMethod: null,
    labelingRequired: null,
    labelingRequirements: 'No hemp-retail-specific labeling regime confirmed',
    packagingRequirements: 'No hemp-retail-specific packaging regime confirmed',
    testingRequired: false,
    testingStandard: null,
    licenseRequired: false,
    licenseType: null,
    enforcementAgency: 'ODAFF; OBNDD (enforcement coordination)',
    penaltyRange: null,
    salesChannels: ['general retail', 'smoke shops', 'online'],
    shippingStatus: null,
    effectiveDate: '2025-04-28',
    expiryDate: null,
    cites: [stat, oac, mjbiz, odaffHemp],
    noStateRule: {
      shippingStatus: hempLaw,
      minimumAge: hempLaw,
      thcMgPerServing: hempLaw,
      thcMgPerContainer: hempLaw,
      cbdMgPerServing: hempLaw,
      testingStandard: hempLaw,
      testingPanels: hempLaw,
      labelingRequired: hempLaw,
      warningTextVerbatim: hempLaw,
      penaltyRange: hempLaw,
    },
  },
  substances: {
    'delta-9-thc': {
      status: 'legal',
      summary: 'Hemp-derived delta-9 products are sold with no state cap, age limit or retail licensing.',
      cites: [crai],
    },
    'delta-8-thc': {
      status: 'legal',
      summary:
        'Delta-8 remains legally sold, but the Governor directed state agencies in April 2025 to coordinate enforcement against it.',
      cites: [news9, crai],
    },
    cbd: { status: 'legal', summary: 'CBD products are legal with no state product rules.' },
    thca: {
      status: 'unclear',
      summary:
        'THCA products, flower included, are sold under the delta-9-only definition and believed legal (memory); no state rule confirms it.',
      cites: [stat],
    },
    cbg: { status: 'legal', summary: 'CBG products are legal with no state product rules.' },
    cbn: { status: 'legal', summary: 'CBN products are legal with no state product rules.' },
  },
  bills: [
    {
      number: '2026 CDS Act THC definition bill',
      title: 'Uniform CDS Act: marijuana includes tetrahydrocannabinols',
      description:
        'Would make "marijuana/cannabis" cover tetrahydrocannabinols and synthetic equivalents, effective 1 Nov 2026; bill number not captured.',
      status: 'introduced',
      introducedDate: '2026-02-02',
      lastAction: 'Status unknown (dates approximate)',
      lastActionDate: '2026-02-02',
      sponsors: [],
      impactSummary: 'Would criminalize intoxicating hemp THC products.',
      trackerUrl:
        'https://fastdemocracy.com/bill-summary/?billsummary_id=OKB00037591&billsummary_session=2026&billsummary_state=ok',
      fullTextUrl: null,
    },
  ],
  history: [
    {
      date: '2025-04-28',
      reason:
        'Governor Stitt directed state agencies to coordinate enforcement against delta-8 and other psychoactive hemp compounds',
      substances: ['delta-8-thc'],
      before: {
        status: 'legal',
        summary: 'Before April 2025 delta-8 was sold with no coordinated state enforcement.',
        enforcementAgency: 'ODAFF',
        cites: [bill],
      },
    },
  ],
} satisfies JurisdictionSeed
