import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-06-30'
const cbt: Cite = {
  title: 'Idaho becomes final state in US to legalize hemp',
  url: 'https://www.cannabisbusinesstimes.com/hemp/news/15690169/idaho-becomes-final-state-in-us-to-legalize-hemp',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const ganja: Cite = {
  title: 'Idaho legalizes industrial hemp',
  url: 'https://ganjapreneur.com/idaho-legalizes-industrial-hemp',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const hb126: Cite = {
  title: 'Idaho House Bill No. 126 (2021)',
  url: 'https://docslib.org/doc/2419653/house-bill-no-126-2021',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const icann: Cite = {
  title: 'Idaho hemp and cannabis status',
  url: 'https://idahocannabis.org/hemp',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const code: Cite = {
  title: 'Idaho Code Title 22, Chapter 17 (Industrial Hemp Research and Development Act)',
  url: 'https://legislature.idaho.gov/statutesrules/idstat/Title22/T22CH17/',
  type: 'statute',
  retrieved: '2026-11-01',
  official: true,
  basis: 'memory',
}
const T = '2026-11-21'
/** ISDA's own FAQ: "ISDA is not requiring licenses for retailers" and "CBD must have zero percent (0%) THC in Idaho". */
const isdaFaq: Cite = {
  title:
    'Idaho State Department of Agriculture, Hemp: frequently asked questions (no ISDA licence for retailers; CBD must have 0% THC in Idaho; refers to Idaho Code 37-2701)',
  url: 'https://agri.idaho.gov/fsma-hemp-hops/hemp/frequently-asked-questions',
  type: 'guidance',
  retrieved: T,
  official: true,
  basis: 'confirmed',
}
const idapa: Cite = {
  title: 'IDAPA 02.01.07.300 Rules Governing Hemp: licences (producer and handler licences from ISDA; Justia copy)',
  url: 'https://regulations.justia.com/states/idaho/02/02-01-07/section-02-01-07-300',
  type: 'regulation',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const N = '2026-11-28'
/** What was read to find that Idaho sets no retail rule: its hemp act covers growing, processing and transport only. */
const hb126Act: Cite = {
  title:
    'Idaho HB 126 (2021) as enacted, Industrial Hemp Research and Development Act, Idaho Code 22-1701 et seq.: production, processing, transportation and research of industrial hemp under a state plan; amends 37-2701 and 37-2705; no retail age, testing, labeling or per-serving rule for consumer products (docslib copy)',
  url: 'https://docslib.org/doc/2419653/house-bill-no-126-2021',
  type: 'statute',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}

export default {
  code: 'ID',
  name: 'Idaho',
  region: 'West',
  hempProgramStatus: 'active',
  regulatoryAuthority: 'Idaho State Department of Agriculture (hemp licensing under a USDA-approved plan)',
  hempProgramUrl: 'https://agri.idaho.gov/fsma-hemp-hops/hemp/frequently-asked-questions',
  adultUse: false,
  overallStance: 'prohibitive',
  keyHighlights: [
    'Hemp products sold to Idaho consumers may contain no THC at all.',
    'Idaho legalized hemp production last of all states (HB 126, signed 16 Apr 2021).',
    'No medical or adult-use cannabis program.',
    'Transport requires manifests; police may sample up to 20 g.',
  ],
  notes:
    "Plants must test ≤0.3% THC counting THC and THCA. ISDA's hemp FAQ (official) states that ISDA requires no licence for retailers and that CBD must have zero percent (0%) THC in Idaho; growers and handlers are licensed under IDAPA 02.01.07. CBG/CBN zero-THC status rests on memory: no source names them. No 2025–26 change found.",
  hr5371Impact:
    "Idaho's zero-THC rule for consumer products is stricter than the federal 0.4 mg-per-container cap, so H.R. 5371 §781 changes nothing for Idaho retail. Its exclusion of synthesized cannabinoids and total-THC plant definition also already match Idaho law.",
  asOf: '2026-11-01',
  defaults: {
    thcLimitText: '0 THC in consumer hemp products; plants ≤0.3% THC (THC and THCA)',
    thcPctDryWeight: 0,
    thcMgPerServing: 0,
    thcMgPerContainer: 0,
    thcMeasurementMethod: 'any detectable THC',
    ageVerificationMethod: null,
    labelingRequirements:
      'No hemp-product labeling law: Idaho Code 22-17 regulates growing, processing and transport only, and ISDA licenses no retailers',
    packagingRequirements:
      'No hemp-product packaging law: Idaho Code 22-17 regulates growing, processing and transport only',
    testingRequired: false,
    noStateRule: {
      minimumAge: [hb126Act, isdaFaq],
      labelingRequired: [hb126Act, isdaFaq],
      warningTextVerbatim: [hb126Act, isdaFaq],
      testingStandard: [hb126Act, isdaFaq, idapa],
      testingPanels: [hb126Act, isdaFaq, idapa],
      cbdMgPerServing: [hb126Act, isdaFaq],
    },
    licenseRequired: false,
    licenseType: null,
    enforcementAgency: 'Idaho State Department of Agriculture; law enforcement',
    penaltyRange: 'Controlled-substance penalties for THC-containing products',
    salesChannels: ['general retail (THC-free products only)'],
    shippingStatus: 'allowed_with_conditions',
    additionalRestrictions: 'Only THC-free products may be sold or shipped to Idaho consumers.',
    effectiveDate: '2021-04-16',
    expiryDate: null,
    cites: [isdaFaq, cbt, ganja, hb126, code, idapa],
  },
  substances: {
    'delta-9-thc': {
      status: 'prohibited',
      summary:
        'Idaho bars sale of hemp products containing any THC (ISDA: CBD must have 0% THC), so hemp delta-9 products are illegal.',
      cites: [cbt, isdaFaq],
    },
    'delta-8-thc': {
      status: 'prohibited',
      summary: 'Delta-8 is a THC and is prohibited in Idaho consumer products.',
      cites: [cbt],
    },
    cbd: {
      status: 'legal_with_restrictions',
      summary:
        'CBD products are legal only if they contain zero THC; ISDA states that CBD must have 0% THC in Idaho and requires no retailer licence.',
      cites: [isdaFaq, icann],
    },
    thca: {
      status: 'prohibited',
      summary: 'THCA flower contains THC and is prohibited; plants are tested counting THCA.',
      cites: [ganja],
    },
    cbg: {
      status: 'legal_with_restrictions',
      summary: 'CBG products are believed legal only with zero THC, like CBD (memory).',
      cites: [code],
    },
    cbn: {
      status: 'legal_with_restrictions',
      summary: 'CBN products are believed legal only with zero THC, like CBD (memory).',
      cites: [code],
    },
  },
  bills: [
    {
      number: 'HB 126',
      title: 'Industrial hemp (2021)',
      description: 'Legalized hemp production and transport; kept zero-THC rule for consumer products.',
      status: 'signed',
      introducedDate: '2021-02-01',
      lastAction: 'Signed (introduction date approximate)',
      lastActionDate: '2021-04-16',
      sponsors: [],
      impactSummary: 'Created Idaho hemp program.',
      trackerUrl:
        'https://www.cannabisbusinesstimes.com/hemp/news/15690169/idaho-becomes-final-state-in-us-to-legalize-hemp',
      fullTextUrl: 'https://docslib.org/doc/2419653/house-bill-no-126-2021',
    },
  ],
} satisfies JurisdictionSeed
