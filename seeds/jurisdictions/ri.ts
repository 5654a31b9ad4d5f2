import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-04-30'
const res: Cite = {
  title: 'RI joint resolution H 6270 Sub A (2025), res. 388',
  url: 'https://webserver.rilegislature.gov/PublicLaws/law25/res25/res25388.htm',
  type: 'statute',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const rule: Cite = {
  title: '560-RICR-10-20-1 Hemp (Cannabis Control Commission)',
  url: 'https://rules.sos.ri.gov/Regulations/part/560-10-20-1?reg_id=13388',
  type: 'regulation',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const prom: Cite = {
  title: '560-RICR-10-20-1 promulgation history',
  url: 'https://rules.sos.ri.gov/Promulgations/Part/560-10-20-1',
  type: 'regulation',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const oracle: Cite = {
  title: 'Rhode Island delta-8 THC laws',
  url: 'https://cbdoracle.com/news/policy/rhode-island-delta-8-thc-laws/',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const gmr: Cite = {
  title: 'Rhode Island marijuana regulators warn intoxicating hemp goods "incredibly problematic"',
  url: 'https://www.greenmarketreport.com/rhode-island-marijuana-regulators-warn-intoxicating-hemp-goods-incredibly-problematic/',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const mjl: Cite = {
  title: 'Rhode Island hemp and CBD rules (21+)',
  url: 'https://mjlegalized.com/rhode-island',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const T = '2026-11-28'
const s2263: Cite = {
  title:
    'R.I. Gen. Laws §2-26-3 Definitions (hemp: ≤0.3% delta-9 THC on a dry weight or per volume basis; Instalawyer copy)',
  url: 'https://instalawyer.io/laws/rhode-island-general-laws/section-2-26-3-definitions',
  type: 'statute',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const s2265: Cite = {
  title:
    'R.I. Gen. Laws §2-26-5 Authority over licensing and sales (every CBD distributor and retailer needs a hemp licence; food safety rules apply), as printed in a 2021 budget article amending it (Docslib copy)',
  url: 'https://docslib.org/download/850167/article-11-1-relating-to-adult-use-marijuana-2-section-1',
  type: 'statute',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const s2266: Cite = {
  title:
    'R.I. Gen. Laws §2-26-6 Rulemaking authority (packaging, labeling and placement at retail set by rule; LawServer copy)',
  url: 'https://lawserver.com/law/state/rhode-island/ri-laws/rhode_island_general_laws_2-26-6',
  type: 'statute',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const dbr19: Cite = {
  title:
    '230-RICR-80-10-1.9 Inspection, Sampling and Testing (former DBR hemp rule, carried to the CCC in 2025; Casetext copy)',
  url: 'https://casetext.com/regulation/rhode-island-administrative-code/title-230-department-of-business-regulation/chapter-80-marijuana/subchapter-10-industrial-hemp/part-1-rhode-island-industrial-hemp-program/section-230-ricr-80-10-19-inspection-sampling-and-testing',
  type: 'regulation',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const dbr111: Cite = {
  title:
    '230-RICR-80-10-1.11 Operational Requirements: limitation on sales and transfers (former DBR hemp rule; LII copy)',
  url: 'https://d1tvxue8o4w0fl.cloudfront.net/regulation/rhode-island-administrative-code/title-230-department-of-business-regulation/chapter-80-marijuana/subchapter-10-industrial-hemp/part-1-rhode-island-industrial-hemp-program/section-230-ricr-80-10-111-operational-requirements',
  type: 'regulation',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const dbrToc: Cite = {
  title: '230-RICR-80-10-1 Rhode Island Industrial Hemp Program (contents and 2024 amendment purpose)',
  url: 'https://rules.sos.ri.gov/regulations/Part/230-80-10-1',
  type: 'regulation',
  retrieved: T,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const dbr115: Cite = {
  title:
    '230-RICR-80-10-1.15 Violations and Enforcement; Penalties (former DBR hemp rule, carried to the CCC in 2025 with minimal changes; Casetext copy)',
  url: 'https://casetext.com/regulation/rhode-island-administrative-code/title-230-department-of-business-regulation/chapter-80-marijuana/subchapter-10-industrial-hemp/part-1-rhode-island-industrial-hemp-program/section-230-ricr-80-10-115-violations-and-enforcement-penalties',
  type: 'regulation',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const dbr18: Cite = {
  title:
    '230-RICR-80-10-1.8 Issuance of licensing agreement and license (distributor or retailer licence $500; breach of the licensing agreement is grounds for revocation or suspension; LII copy)',
  url: 'https://d1tvxue8o4w0fl.cloudfront.net/regulation/rhode-island-administrative-code/title-230-department-of-business-regulation/chapter-80-marijuana/subchapter-10-industrial-hemp/part-1-rhode-island-industrial-hemp-program/section-230-ricr-80-10-18-issuance-of-licensing-agreement-and-license',
  type: 'regulation',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
/** The Hemp Growth Act and the hemp rule as read: a licence and a 0.3% THC limit, no milligram caps. */
const readCaps: Cite[] = [s2263, s2266, dbrToc, rule]

export default {
  code: 'RI',
  name: 'Rhode Island',
  region: 'Northeast',
  hempProgramStatus: 'active',
  regulatoryAuthority: 'Cannabis Control Commission (hemp program since 1 Jul 2025, 560-RICR-10-20-1; previously DBR)',
  hempProgramUrl: null,
  adultUse: true,
  overallStance: 'restrictive',
  keyHighlights: [
    'H5076 (2025) moved the hemp program from DBR to the Cannabis Control Commission effective 1 Jul 2025; amended rule effective 8 Dec 2025.',
    'Delta-8 is a controlled THC with no hemp exemption, so it is prohibited outside the cannabis system.',
    'Hemp-derived consumable CBD products are 21+; distributor and retailer licences required.',
    'Joint resolution H 6270 Sub A (5 Jul 2025) asks the CCC to recommend legislation licensing hemp THC beverages.',
  ],
  notes: 'Delta-9 edible status is restricted/unclear; THCA and CBG/CBN unclear.',
  hr5371Impact:
    'Rhode Island already excludes delta-8 and routes intoxicating products to the cannabis system; from 12 Nov 2026 CCC-licensed hemp CBD products must also hold no more than 0.4 mg total THC per container to remain federal hemp, and any THC beverage licensing the CCC recommends would have to fit under that cap or sit in the cannabis market.',
  asOf: '2026-11-01',
  defaults: {
    thcLimitText: 'Delta-9 ≤0.3%; delta-8 controlled; no confirmed mg cap',
    thcPctDryWeight: 0.3,
    minimumAge: 21,
    ageVerificationMethod: 'government_id',
    labelingRequired: true,
    labelingRequirements: 'Per 560-RICR-10-20-1',
    packagingRequirements: 'Per 560-RICR-10-20-1',
    testingRequired: true,
    testingStandard: 'Per 560-RICR-10-20-1',
    licenseRequired: true,
    licenseType: 'CCC hemp distributor and retailer licences (rule §1.7)',
    enforcementAgency: 'Cannabis Control Commission',
    penaltyRange:
      'Licence revocation, suspension or other enforcement action for breaching the licensing agreement (hemp rule §1.8(C)); negligent violations bring a corrective action plan, and three within five years bar the licensee for five years (§1.15(A)(3)); violations with a greater culpable mental state are handled under §1.15(A)(4), whose text was cut in the copy read',
    salesChannels: ['CCC-licensed hemp retailers', 'licensed cannabis retailers'],
    shippingStatus: null,
    effectiveDate: '2025-12-08',
    expiryDate: null,
    noStateRule: { thcMgPerServing: readCaps, thcMgPerContainer: readCaps, cbdMgPerServing: readCaps },
    unknown: {
      shippingStatus:
        'R.I. Gen. Laws §2-26-5 requires a hemp licence of every CBD distributor and retailer; the hemp rule (§1.11(B)) limits licensees to selling and sending to other licensees or persons in compliance with the law and says nothing in it prohibits retail sale of compliant products (§1.11(B)(3)). Whether an out-of-state seller shipping to Rhode Island consumers is a "retailer" needing the licence, and any delivery or age-check condition, is not stated in the parts read; the stored copies of §1.11 stop at (B)(5), and the 2025 CCC text (560-RICR-10-20-1) was found only as its table of contents',
      testingPanels:
        'The hemp rule (§1.9) requires testing of hemp and hemp products against the 0.3% total THC limit; the stored copies of §1.9 (Casetext) stop before any contaminant list, transfers to laboratories follow 216-RICR-60-05-6 (cannabis laboratories), whose panel sections were not found, and the 2025 CCC text was found only as its table of contents',
      warningTextVerbatim:
        'R.I. Gen. Laws §2-26-6 leaves packaging and labeling to the rule, and the 2024 amendment of 230-RICR-80-10-1 says it clarified packaging and labelling (within §1.11, Operational Requirements); the stored copies of §1.11 stop at (B)(5) and the CCC text of 2025 was found only as its table of contents, so whether a warning is prescribed, and its wording, is not known',
    },
    cites: [rule, prom, mjl, s2265, dbr19, dbr111, dbr115, dbr18],
  },
  substances: {
    'delta-9-thc': {
      status: 'restricted',
      summary:
        'Intoxicating hemp delta-9 products are treated as problematic by regulators and effectively limited to the cannabis system; rules for THC beverages are still being studied.',
      cites: [gmr, res],
      unknown: {
        thcMgPerServing:
          'Intoxicating delta-9 products are routed to the cannabis system; its operational rule (560-RICR-10-10-2) is stored only through its definitions and the DBR medical packaging rule (230-RICR-80-05-1.5) through its general packaging section, so the per-serving limit was not found',
        thcMgPerContainer:
          'Intoxicating delta-9 products are routed to the cannabis system; its operational rule (560-RICR-10-10-2) is stored only through its definitions and the DBR medical packaging rule (230-RICR-80-05-1.5) through its general packaging section, so the per-package limit was not found',
      },
    },
    'delta-8-thc': {
      status: 'prohibited',
      summary:
        "Rhode Island's controlled-substance THC definition includes delta-8 with no hemp exemption, so delta-8 hemp products are prohibited outside the cannabis system.",
      cites: [oracle],
    },
    cbd: {
      status: 'legal_with_restrictions',
      summary: 'Hemp-derived CBD consumables are legal for adults 21+ from CCC-licensed distributors and retailers.',
      cites: [mjl],
    },
    thca: {
      status: 'unclear',
      summary:
        'No Rhode Island rule specific to THCA products was found; the hemp rule tests hemp products against a 0.3% total THC limit.',
    },
    cbg: { status: 'unclear', summary: 'No Rhode Island rule specific to CBG was found.' },
    cbn: { status: 'unclear', summary: 'No Rhode Island rule specific to CBN was found.' },
  },
  bills: [
    {
      number: 'H 6270 Sub A',
      title: 'Joint resolution on hemp THC-infused beverages',
      description: 'Requests CCC recommendations on regulating and licensing hemp THC-infused beverages.',
      status: 'signed',
      introducedDate: '2025-05-01',
      lastAction: 'Enacted as resolution 388 (introduction date approximate)',
      lastActionDate: '2025-07-05',
      sponsors: [],
      impactSummary: 'Study step toward beverage licensing.',
      trackerUrl: 'https://webserver.rilegislature.gov/PublicLaws/law25/res25/res25388.htm',
      fullTextUrl: 'https://webserver.rilegislature.gov/PublicLaws/law25/res25/res25388.htm',
      productTypes: ['beverages'],
    },
    {
      number: 'H 5076',
      title: 'Hemp Growth Act amendments (2025)',
      description: 'Moved the hemp program from DBR to the Cannabis Control Commission.',
      status: 'signed',
      introducedDate: '2025-01-15',
      lastAction: 'Enacted; CCC took over 1 Jul 2025 (dates approximate)',
      lastActionDate: '2025-06-30',
      sponsors: [],
      impactSummary: 'Changed the regulator.',
      trackerUrl: 'https://rules.sos.ri.gov/Promulgations/Part/560-10-20-1',
      fullTextUrl: null,
    },
  ],
  history: [
    {
      date: '2025-07-01',
      reason: 'Hemp program moved from DBR to the Cannabis Control Commission (H5076); emergency rule 560-RICR-10-20-1',
      substances: ['cbd'],
      before: {
        status: 'legal_with_restrictions',
        summary:
          'Before 1 Jul 2025 hemp distributors and retailers were licensed by the Department of Business Regulation under 230-RICR-80-10-1.',
        enforcementAgency: 'Department of Business Regulation',
        licenseType: 'DBR hemp distributor/retailer licence',
        cites: [prom],
      },
    },
  ],
} satisfies JurisdictionSeed
