import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-04-30'
const hbr: Cite = {
  title: 'House Bill Report, E2SSB 5367 (2023)',
  url: 'https://lawfilesext.leg.wa.gov/biennium/2023-24/Htm/Bill%20Reports/House/5367-S2.E%20HBR%20APP%2023.htm',
  type: 'statute',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const sbr: Cite = {
  title: 'Final Bill Report, E2SSB 5367 (2023)',
  url: 'https://lawfilesext.leg.wa.gov/biennium/2023-24/Htm/Bill%20Reports/Senate/5367-S2.E%20SBR%20FBR%2023.htm',
  type: 'statute',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const bud: Cite = {
  title: 'Washington upends its CBD industry',
  url: 'https://buddigest.com/washington-upends-its-cbd-industry/',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const obs: Cite = {
  title: 'WA Governor bill action May 9 2023: SB 5367',
  url: 'https://cannabis.observer/observations/wa-governor-bill-action-may-9-2023-sb-5367/',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const rcw: Cite = {
  title: 'RCW 69.50.101 Definitions',
  url: 'https://app.leg.wa.gov/RCW/default.aspx?cite=69.50.101',
  type: 'statute',
  retrieved: '2026-11-01',
  official: true,
  basis: 'memory',
}
const T = '2026-11-28'
const rcw15140: Cite = {
  title:
    "RCW 15.140.040 State's hemp plan (hemp and processed hemp produced lawfully may be transferred and sold within and outside the state)",
  url: 'https://app.leg.wa.gov/RCW/default.aspx?cite=15.140.040',
  type: 'statute',
  retrieved: T,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const wac16306: Cite = {
  title:
    'Chapter 16-306 WAC Hemp program (contents: producer licensing, THC testing, voluntary processor registration)',
  url: 'https://app.leg.wa.gov/WAC/default.aspx?cite=16-306&full=true',
  type: 'regulation',
  retrieved: T,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const wac16306100: Cite = {
  title:
    'WAC 16-306-100 Voluntary certification for hemp intended for human consumption (pesticides, mycotoxins, heavy metals)',
  url: 'https://app.leg.wa.gov/WAC/default.aspx?cite=16-306-100',
  type: 'regulation',
  retrieved: T,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const wac314079: Cite = {
  title:
    'WAC 314-55-079 Cannabis retailer license: sales only at retail in licensed retail outlets to persons 21 and older (LII copy)',
  url: 'https://www.law.cornell.edu/regulations/washington/WAC-314-55-079',
  type: 'regulation',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const rcw69346: Cite = {
  title:
    'RCW 69.50.346 Labeling requirements (retail cannabis labels: lot numbers, THC and CBD, "medically and scientifically accurate and reliable information about the health and safety risks posed by cannabis use", a fixed disclaimer only where a structure or function claim is made; LawServer copy)',
  url: 'https://lawserver.com/law/state/washington/wa-code/washington_code_69-50-346',
  type: 'statute',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const wac314106: Cite = {
  title:
    'WAC 314-55-106 Cannabis warning symbol requirement (effective 7 Jan 2025: "not for kids" symbol on oral products, cannabis universal symbol on all products; Casetext copy)',
  url: 'https://casetext.com/regulation/washington-administrative-code/title-314-liquor-and-cannabis-board/chapter-314-55-cannabis-licenses-application-process-requirements-and-reporting/section-314-55-106-effective-172025-cannabis-warning-symbol-requirement',
  type: 'regulation',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const rcw6950: Cite = {
  title:
    'Chapter 69.50 RCW, Uniform Controlled Substances Act (section list: 69.50.3251 cannabis manufacture, sale, distribution prohibited without a license; synthetic cannabinoids prohibited)',
  url: 'https://apps.leg.wa.gov/RCW/default.aspx?cite=69.50&full=true',
  type: 'statute',
  retrieved: T,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const lcbPenalty =
  "Selling a product with detectable THC without an LCB licence is barred by RCW 69.50.3251 (seen as a heading in the official chapter list); its penalty sits in RCW 69.50.401, which secondary summaries give as a class C felony (up to 5 years and $10,000), but no official or mirror copy of either section's text was found, and the LCB's licensee penalty schedule was not read"

/** Products with detectable THC are cannabis products: sold in licensed retail outlets only. */
const lcbRetailOnly = {
  shippingStatus: 'prohibited_to_consumers' as const,
  additionalRestrictions:
    'Products with any detectable THC meant to be consumed or absorbed inside the body are cannabis products, sold only at retail in LCB-licensed retail outlets to persons 21+ (RCW 69.50.101; WAC 314-55-079), so they may not be shipped to consumers',
}
/** Washington's hemp chapter and WSDA rules as read: hemp may be sold anywhere; contaminant testing only voluntary. */
const readHemp: Cite[] = [rcw15140, wac16306, wac16306100]
/** Hemp consumables: no detectable THC, outside the cannabis rules. */
const hempConsumable = {
  testingStandard: null,
  noStateRule: {
    shippingStatus: readHemp,
    minimumAge: readHemp,
    testingStandard: readHemp,
    testingPanels: readHemp,
    warningTextVerbatim: readHemp,
  },
  unknown: {
    penaltyRange: `${lcbPenalty}; WSDA's hemp penalties (WAC 16-306-180, -210) bind licensed producers`,
  },
}

export default {
  code: 'WA',
  name: 'Washington',
  region: 'West',
  hempProgramStatus: 'active',
  regulatoryAuthority:
    'Liquor & Cannabis Board (any product with detectable THC); WSDA Hemp Program (cultivation and hemp consumables, RCW 15.140)',
  hempProgramUrl: 'https://agr.wa.gov/departments/plants/hemp',
  adultUse: true,
  overallStance: 'restrictive',
  keyHighlights: [
    'E2SSB 5367 (eff. 23 Jul 2023): any product meant to be consumed or absorbed inside the body with any detectable THC is a "cannabis product" sold only by LCB-licensed retailers.',
    '"Hemp consumables" (no detectable THC) may be sold at general retail.',
    'Chemically synthesized cannabinoids are addressed and barred from the legal market (detail from memory).',
    'A 2025-26 bill would define hemp-derived cannabinoid products at ≤0.4 mg total THC per container with WSDA registration, 21+ and a 10% tax; status unknown.',
  ],
  notes:
    'Adult-use cannabis since I-502 (2012). Topicals are not "consumed inside the body", so the detectable-THC rule may not reach them (inference).',
  hr5371Impact:
    'Washington already keeps detectable-THC products in LCB-licensed cannabis stores, so the federal change mostly affirms state law; hemp consumables at general retail have no detectable THC and sit under the 0.4 mg-per-container cap. A pending bill would copy the federal 0.4 mg threshold into state law.',
  asOf: '2026-11-01',
  defaults: {
    thcLimitText: 'No detectable THC in hemp consumables outside LCB retail',
    thcPctDryWeight: 0.3,
    thcMgPerServing: 0,
    thcMgPerContainer: 0,
    thcMeasurementMethod: 'any detectable THC',
    minimumAge: 21,
    ageVerificationMethod: 'government_id',
    labelingRequired: true,
    labelingRequirements: 'LCB cannabis labeling for THC products',
    packagingRequirements: 'LCB cannabis packaging for THC products',
    testingRequired: true,
    testingStandard: 'LCB cannabis testing for THC products',
    licenseRequired: true,
    licenseType: 'LCB cannabis retailer licence (THC products)',
    enforcementAgency: 'Liquor & Cannabis Board; WSDA',
    penaltyRange: null,
    salesChannels: [
      'LCB-licensed cannabis retailers (THC products)',
      'general retail (hemp consumables without detectable THC)',
    ],
    shippingStatus: null,
    effectiveDate: '2023-07-23',
    expiryDate: null,
    noStateRule: { cbdMgPerServing: [rcw, ...readHemp] },
    unknown: {
      testingPanels:
        'Products with detectable THC are cannabis products sold only by LCB-licensed retailers (RCW 69.50.101); their quality assurance testing rule (WAC 314-55-102) was found only as a heading in the LCB proposal implementing E2SSB 5367 (WSR 24-16-126), not as text, so the panels are not known',
      warningTextVerbatim:
        'For products with detectable THC, RCW 69.50.346 requires "medically and scientifically accurate and reliable information about the health and safety risks posed by cannabis use" without fixing its wording, and WAC 314-55-106 requires the "not for kids" and universal symbols (images); the warning statements of WAC 314-55-105 were found in stored copies (Justia, apps.leg.wa.gov) only through its definitions, so no wording is held',
      penaltyRange: lcbPenalty,
    },
    cites: [hbr, sbr, rcw, rcw15140, wac16306, rcw69346, wac314106, rcw6950],
  },
  substances: {
    'delta-9-thc': {
      status: 'restricted',
      summary:
        'Any ingestible product with detectable THC is a cannabis product that only LCB-licensed retailers may sell to adults 21+.',
      ...lcbRetailOnly,
      cites: [wac314079, bud],
    },
    'delta-8-thc': {
      status: 'restricted',
      summary:
        'Under Washington law delta-8 products have detectable THC and belong in LCB retail, and chemically synthesized cannabinoids are barred (memory for detail); federal law excludes converted delta-8 from hemp from 12 Nov 2026, so it may not be sold as hemp.',
      ...lcbRetailOnly,
      cites: [wac314079, obs],
    },
    cbd: {
      status: 'legal_with_restrictions',
      summary: 'CBD hemp consumables may be sold at general retail only if they contain no detectable THC.',
      minimumAge: null,
      ageReason: 'Hemp consumables without detectable THC are outside the 21+ cannabis rules',
      ...hempConsumable,
      cites: [bud],
    },
    thca: {
      status: 'restricted',
      summary: 'THCA products contain THC and are limited to LCB-licensed cannabis retail (inference).',
      ...lcbRetailOnly,
      cites: [wac314079, hbr],
    },
    cbg: {
      status: 'legal_with_restrictions',
      summary: 'CBG hemp consumables may be sold at general retail only with no detectable THC.',
      minimumAge: null,
      ageReason: 'Hemp consumables without detectable THC are outside the 21+ cannabis rules',
      ...hempConsumable,
    },
    cbn: {
      status: 'legal_with_restrictions',
      summary: 'CBN hemp consumables may be sold at general retail only with no detectable THC.',
      minimumAge: null,
      ageReason: 'Hemp consumables without detectable THC are outside the 21+ cannabis rules',
      ...hempConsumable,
    },
  },
  bills: [
    {
      number: 'E2SSB 5367',
      title: 'Cannabis products: detectable THC (2023)',
      description:
        'Defines cannabis products to include any ingestible with detectable THC; hemp consumables are the rest; addresses synthesized cannabinoids.',
      status: 'signed',
      introducedDate: '2023-01-18',
      lastAction: 'Signed (C 365 L 23); effective 23 Jul 2023',
      lastActionDate: '2023-05-09',
      sponsors: [],
      impactSummary: 'Moved THC products into LCB retail.',
      trackerUrl: 'https://cannabis.observer/observations/wa-governor-bill-action-may-9-2023-sb-5367/',
      fullTextUrl: null,
    },
    {
      number: '2025-26 hemp-derived cannabinoid product bill',
      title: 'Hemp-derived cannabinoid products (0.4 mg/container)',
      description:
        '≤0.4 mg total THC per container, annual WSDA registration, 21+, 10% retail tax; phases 1 Jul 2026 and 30 Jun 2027. Bill number not captured.',
      status: 'introduced',
      introducedDate: '2026-01-12',
      lastAction: 'Status unknown (dates approximate)',
      lastActionDate: '2026-01-12',
      sponsors: [],
      impactSummary: 'Would mirror the federal cap in state law.',
      trackerUrl:
        'https://fastdemocracy.com/bill-summary/?billsummary_id=WAB00025177&billsummary_session=2025-2026&billsummary_state=wa',
      fullTextUrl: null,
    },
  ],
} satisfies JurisdictionSeed
