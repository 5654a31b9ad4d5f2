import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-06-30'
const cbt: Cite = {
  title: 'Consumable hemp products illegal without FDA approval, Mississippi AG says',
  url: 'https://www.cannabisbusinesstimes.com/us-states/mississippi/news/15748808/consumable-hemp-products-illegal-without-fda-approval-mississippi-ag-says',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const supertalk: Cite = {
  title: 'Mississippi Hemp Act proponents lament bill dying in Legislature',
  url: 'https://supertalkms.goodbarber.app/home-1/c/0/i/283007/mississippi-hemp-act-proponents-lament-bill-dying-legislature',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const medcan: Cite = {
  title: 'Mississippi lawmakers pass two bills that prohibit intoxicating hemp goods',
  url: 'https://medcan24.com/mississippi-lawmakers-pass-two-bills-that-prohibit-intoxicating-hemp-goods-medcan24/',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const bt: Cite = {
  title: 'Mississippi SB 2540 (2026)',
  url: 'https://www.billtrack50.com/billdetail/1944001',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const ago: Cite = {
  title: "Mississippi Attorney General's Office",
  url: 'https://www.ago.state.ms.us/',
  type: 'guidance',
  retrieved: '2026-11-01',
  official: true,
  basis: 'memory',
}
const mdac: Cite = {
  title: 'Mississippi Department of Agriculture and Commerce: Hemp Cultivation in Mississippi',
  url: 'https://www.mdac.ms.gov/hemp-cultivation-in-ms/',
  type: 'guidance',
  retrieved: '2026-11-21',
  official: true,
  basis: 'confirmed',
}

const N = '2026-11-28'
const sb2725: Cite = {
  title:
    'Mississippi SB 2725 (2020), the Mississippi Hemp Cultivation Act as sent to the Governor (Miss. Code §69-25-201 et seq.): licensing of the cultivation, processing and transport of hemp only; no rule on the retail sale, shipping, age, labeling or testing of hemp products',
  url: 'http://billstatus.ls.state.ms.us/documents/2020/html/SB/2700-2799/SB2725SG.htm',
  type: 'statute',
  retrieved: N,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const mdacOverview: Cite = {
  title:
    'Mississippi Department of Agriculture and Commerce: Hemp Cultivation Overview (no state hemp rules beyond the unfunded cultivation act)',
  url: 'https://www.mdac.ms.gov/hemp-cultivation-overview/',
  type: 'guidance',
  retrieved: N,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const agLetter: Cite = {
  title:
    'Mississippi AG says intoxicating hemp products are "prohibited" under state law (quotes the opinion: "Mississippi law does not specifically address the possession or sale of products derived from the hemp plant designed for human ingestion and/or consumption")',
  url: 'https://www.tokersguide.com/cannabis-news/mississippi-ag-says-intoxicating-hemp-products-are-%E2%80%98prohibited%E2%80%99-under-state-law',
  type: 'news',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
/** Read for the fields Mississippi law leaves to the federal layer: no hemp product statute or rule. */
const noProductLaw = [sb2725, mdac, mdacOverview, agLetter]

export default {
  code: 'MS',
  name: 'Mississippi',
  region: 'Southeast',
  hempProgramStatus: 'no_program',
  regulatoryAuthority:
    'No state hemp programme: the Mississippi Hemp Cultivation Act (2020) was never funded, so growers are licensed by USDA and the Department of Agriculture & Commerce issues no hemp licences; Attorney General (opinion on consumable hemp)',
  hempProgramUrl: null,
  adultUse: false,
  overallStance: 'prohibitive',
  keyHighlights: [
    'AG Lynn Fitch opinion (11 Jun 2025): consumable products with hemp-derived THC are illegal unless FDA-approved, except via medical cannabis dispensaries.',
    'In practice hemp THC products are still sold in gas stations.',
    'HB 1502 (2025 "Mississippi Hemp Act") died; SB 2540 (2026) died 3 Feb 2026.',
    'Medical cannabis program since Feb 2022 (sales from Jan 2023); no adult use.',
  ],
  notes:
    "No enacted limits or age rule. CBD and CBG/CBN status unclear after the AG opinion. Hemp cultivation: the Mississippi Hemp Cultivation Act (SB 2725, signed 29 Jun 2020) allowed a state plan under the Commissioner of Agriculture and Commerce, but the Legislature did not fund it; MDAC states that the only legal route is a USDA hemp production licence and that MDAC does not issue hemp licences. hempProgramStatus is therefore no_program. Merchant fields: the Hemp Cultivation Act (SB 2725 as sent to the Governor, read on the Legislature's site) licenses cultivation, processing and transport only, and the AG opinion says state law does not specifically address hemp products for ingestion, so Mississippi sets no shipping, age, cap, testing or labeling rule of its own; the federal layer and the carriers govern what the state does not prohibit.",
  hr5371Impact:
    'The AG already treats non-FDA-approved hemp THC consumables as illegal, and from 12 Nov 2026 federal law independently removes delta-8, THCA flower and delta-9 products above 0.4 mg total THC per container from the hemp definition, strengthening the legal basis for enforcement against the gas-station market.',
  asOf: '2026-11-01',
  defaults: {
    thcLimitText: 'No state product cap; AG opinion treats non-FDA-approved hemp THC consumables as illegal',
    thcPctDryWeight: 0.3,
    minimumAge: null,
    ageVerificationMethod: null,
    labelingRequired: null,
    labelingRequirements: 'No hemp-product labeling law',
    packagingRequirements: 'No hemp-product packaging law',
    testingRequired: false,
    testingStandard: null,
    licenseRequired: false,
    licenseType: null,
    enforcementAgency: 'Attorney General; law enforcement',
    enforcementDate: '2025-06-11',
    penaltyRange: 'Controlled-substance penalties (Miss. Code §41-29-113 Schedule I)',
    salesChannels: ['medical cannabis dispensaries (THC)', 'general retail (in practice)'],
    shippingStatus: null,
    effectiveDate: '2025-06-11',
    expiryDate: null,
    cites: [cbt, supertalk, bt, mdac],
    noStateRule: {
      shippingStatus: noProductLaw,
      minimumAge: noProductLaw,
      thcMgPerServing: noProductLaw,
      thcMgPerContainer: noProductLaw,
      cbdMgPerServing: noProductLaw,
      testingStandard: noProductLaw,
      testingPanels: noProductLaw,
      labelingRequired: noProductLaw,
      warningTextVerbatim: noProductLaw,
    },
  },
  substances: {
    'delta-9-thc': {
      status: 'prohibited',
      summary:
        'Per the June 2025 AG opinion, consumables with hemp-derived delta-9 THC are illegal unless FDA-approved, except in medical dispensaries; products remain in gas stations in practice.',
      cites: [cbt],
    },
    'delta-8-thc': {
      status: 'prohibited',
      summary: 'The AG opinion covers hemp-derived delta-8 consumables as illegal without FDA approval.',
      cites: [cbt],
    },
    cbd: {
      status: 'unclear',
      summary:
        'The AG opinion calls into question non-FDA-approved consumables generally; CBD enforcement is uncertain.',
      cites: [cbt],
    },
    thca: {
      status: 'prohibited',
      summary:
        'THCA products fall under the AG opinion that hemp-derived THC consumables are illegal without FDA approval.',
      cites: [cbt],
    },
    cbg: {
      status: 'unclear',
      summary: 'No specific Mississippi rule on CBG; status uncertain after the AG opinion.',
      cites: [ago],
    },
    cbn: {
      status: 'unclear',
      summary: 'No specific Mississippi rule on CBN; status uncertain after the AG opinion.',
      cites: [ago],
    },
  },
  bills: [
    {
      number: 'HB 1502',
      title: 'Mississippi Hemp Act (2025)',
      description:
        '21+, ban on artificially derived cannabinoids, Department of Health licensing; beverages ≤5 mg allowed.',
      status: 'dead',
      introducedDate: '2025-01-20',
      lastAction: 'Died in April 2025 (dates approximate)',
      lastActionDate: '2025-04-01',
      sponsors: [],
      impactSummary: 'Would have created a regulated market.',
      trackerUrl:
        'https://supertalkms.goodbarber.app/home-1/c/0/i/283007/mississippi-hemp-act-proponents-lament-bill-dying-legislature',
      fullTextUrl: null,
    },
    {
      number: 'SB 2314',
      title: 'Schedule hemp intoxicants (2025)',
      description: 'Would schedule hemp-derived intoxicants.',
      status: 'dead',
      introducedDate: '2025-01-20',
      lastAction: 'Not enacted (dates approximate)',
      lastActionDate: '2025-04-01',
      sponsors: [],
      impactSummary: 'Would have banned intoxicating hemp.',
      trackerUrl:
        'https://medcan24.com/mississippi-lawmakers-pass-two-bills-that-prohibit-intoxicating-hemp-goods-medcan24/',
      fullTextUrl: null,
    },
    {
      number: 'SB 2540',
      title: 'Hemp bring-forward bill (2026)',
      description: 'Bring-forward bill on hemp regulation.',
      status: 'dead',
      introducedDate: '2026-01-15',
      lastAction: 'Died (introduction date approximate)',
      lastActionDate: '2026-02-03',
      sponsors: [],
      impactSummary: 'No change.',
      trackerUrl: 'https://www.billtrack50.com/billdetail/1944001',
      fullTextUrl: null,
    },
  ],
  history: [
    {
      date: '2025-06-11',
      reason: 'Attorney General opinion: consumable hemp THC products illegal without FDA approval',
      substances: ['delta-9-thc', 'delta-8-thc', 'thca'],
      before: {
        status: 'unclear',
        summary: 'Before the AG opinion, hemp THC consumables were sold openly with no state product rules.',
        enforcementDate: null,
        cites: [medcan],
      },
    },
  ],
} satisfies JurisdictionSeed
