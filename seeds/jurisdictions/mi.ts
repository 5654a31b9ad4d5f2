import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-06-30'
const crw: Cite = {
  title: 'Michigan governor signs legislation to regulate delta-8 THC products',
  url: 'https://cannabisreportworld.com/michigan-governor-signs-legislation-to-regulate-delta-8-thc-products/',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const hb4430: Cite = {
  title: 'Michigan HB 4430 (2023) drafts compare: industrial hemp THC definition',
  url: 'https://app.legiplex.com/mi/legislature/2023/2023-r/bills/hb4430/drafts-compare',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const crains: Cite = {
  title: 'Michigan legislature moves to regulate intoxicating hemp products',
  url: 'https://www.crainsgrandrapids.com/news/politics-policy/michigan-legislature-moves-to-regulate-intoxicating-hemp-products/',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const sfa: Cite = {
  title: 'Senate Fiscal Agency analysis, SB 599 (2025)',
  url: 'https://zeus-milenia.legislature.mi.gov/documents/2025-2026/billanalysis/Senate/htm/2025-SFA-0599-G.htm',
  type: 'statute',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const hb6288: Cite = {
  title: 'Michigan HB 6288 (2024) introduced text (MRTMA references)',
  url: 'https://renderpdf.legislature.mi.gov/documents/2023-2024/billintroduced/House/htm/2024-HIB-6288.htm',
  type: 'statute',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const N = '2026-11-28'
const sfaRead: Cite = {
  title:
    'Senate Fiscal Agency, summary of SB 599-602 (2025, as introduced): today the licensing of growing, processing and handling of industrial hemp is governed by the Industrial Hemp Research and Development Act; the bills would create CRA licensing of consumable hemp processors with testing, labels and penalties',
  url: 'https://zeus-milenia.legislature.mi.gov/documents/2025-2026/billanalysis/Senate/htm/2025-SFA-0599-G.htm',
  type: 'statute',
  retrieved: N,
  official: true,
  basis: 'confirmed',
  kind: 'agency_guidance',
  scope: 'details',
}
const ihrda: Cite = {
  title:
    'Industrial Hemp Research and Development Act, 2014 PA 547 (MCL 286.841 et seq.) as amended by HB 6330 (2018), text as passed by the House (dailyclout copy): registration and licensing of growers, processors and handlers, fees, fines and sanctions for licensees; no consumer-product rules',
  url: 'https://dailyclout.io/billcam/bill-texts/R2GH3AMTqr',
  type: 'statute',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const crainsRead: Cite = {
  title:
    "Crain's Grand Rapids (18 Dec 2025): under SB 599-602, non-intoxicating consumable hemp products would be explicitly allowed for the first time and intoxicating hemp THC brought under the CRA and tested like marijuana",
  url: 'https://www.crainsgrandrapids.com/news/politics-policy/michigan-legislature-moves-to-regulate-intoxicating-hemp-products/',
  type: 'news',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const pregnancyWarning: Cite = {
  title:
    "The Rubinstein Law Firm: Michigan law signed 19 Feb 2020 requires on every marijuana product's exterior packaging, in a box, the warning quoted (recreational and medical)",
  url: 'https://www.therubinsteinfirm.com/blog/Marijuana-industry-faces-a-new-requirement-Warning-labels_AE109.html',
  type: 'news',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const r420305: Cite = {
  title:
    'Mich. Admin. Code R 420.305 Testing; laboratory requirements (Casetext copy, current through Vol. 24-07): laboratories accredited to ISO/IEC 17025:2017 for all required safety tests within a year of licensing; AOAC-validated methods; required safety tests in subrule (3)(a) to (i)',
  url: 'https://casetext.com/regulation/michigan-administrative-code/department-licensing-and-regulatory-affairs/marijuana-regulatoty-agency/marihuana-sampling-and-testing/section-r-420305-testing-laboratory-requirements',
  type: 'regulation',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const r420207: Cite = {
  title:
    'Mich. Admin. Code R 420.207 Marihuana delivery; limited circumstances (LII copy): sales locations may deliver, once the agency approves their procedures, by their own employees to a residential address or designated consumption establishment of a person 21 or older; online orders accepted for delivery',
  url: 'https://www.law.cornell.edu/regulations/michigan/Mich-Admin-Code-R-420-207',
  type: 'regulation',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const r420505: Cite = {
  title:
    'Mich. Admin. Code R 420.505 Sale or transfer; marihuana sales location (LII copy): government photo ID showing 21 or older under the MRTMA, products tested under R 420.305 and labeled under R 420.504',
  url: 'https://law.cornell.edu/regulations/michigan/Mich-Admin-Code-R-420-505',
  type: 'regulation',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const r420403: Cite = {
  title:
    'Mich. Admin. Code R 420.403 Requirements and restrictions on marihuana-infused products; edible marihuana product (Casetext copy, current through Vol. 24-19): homogeneity within 15%, THC and CBD on the label, per R 420.305 and R 420.404',
  url: 'https://casetext.com/regulation/michigan-administrative-code/department-licensing-and-regulatory-affairs/marijuana-regulatoty-agency/marihuana-infused-products-and-edible-marihuana-product/section-r-420403-requirements-and-restrictions-on-marihuana-infused-products-edible-marihuana-product',
  type: 'regulation',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
/** Michigan hemp law, read: it licenses growers, processors and handlers and sets no rule for non-intoxicating products at retail. */
const read = [sfaRead, ihrda, crainsRead]
/** Intoxicating hemp THC is sold only by CRA licensees, under the marihuana rules. */
const craChannel = {
  labelingRequired: true,
  labelingRequirements:
    "Sold only by CRA licensees under the marihuana labeling rules; the statutory warning on use in pregnancy (2020) is quoted; the CRA rules' other label statements (21+ use, driving, poison control) were not read for the adult-use market and are not held",
  warningTextVerbatim:
    'Warning: Use by pregnant or breastfeeding women, or by women planning to become pregnant, may result in fetal injury, preterm birth, low birth weight, or developmental problems for the child.',
  ageVerificationMethod: 'government_id',
  shippingStatus: 'allowed_with_conditions' as const,
  additionalRestrictions:
    'Only CRA-licensed marihuana sales locations may sell; they may deliver, once the CRA approves their delivery procedures, by their own employees to the residential address (or a designated consumption establishment) of a person 21 or older, and may take online orders for delivery or pickup (R 420.207, R 420.207a); a photo ID showing 21+ is checked at sale (R 420.505); no carrier shipping to consumers is provided for',
  testingStandard:
    'Sold only after testing under R 420.305 by a licensed laboratory accredited to ISO/IEC 17025:2017 for all required safety tests, using AOAC-validated methods (R 420.305, R 420.505)',
  unknown: {
    testingPanels:
      'R 420.305(3) lists the required safety tests in items (a) to (i), but every stored copy (Casetext, LII, the 2022 LARA filing) stops before the list; the 2022 JCAR report says the rules add testing for cannabinoids other than delta-9 THC',
    thcMgPerServing:
      'Intoxicating hemp THC follows the CRA marihuana product rules; R 420.403 (read through its labeling items) points to R 420.404 for edibles, and no stored copy of R 420.404 or of the per-serving limit was found.',
    thcMgPerContainer:
      'Intoxicating hemp THC follows the CRA marihuana product rules; R 420.403 (read through its labeling items) points to R 420.404 for edibles, and no stored copy of R 420.404 or of the per-package limit was found.',
    penaltyRange:
      "Selling intoxicating hemp THC outside the CRA channel falls under the marihuana laws (MRTMA, MCL 333.27951 et seq., and the Public Health Code); their penalty sections for unlicensed sale were not found in any stored copy, and the CRA's licensee fine schedule was not read.",
  },
  cites: [pregnancyWarning, r420305, r420207, r420505, r420403],
}

export default {
  code: 'MI',
  name: 'Michigan',
  region: 'Midwest',
  hempProgramStatus: 'active',
  regulatoryAuthority:
    'Cannabis Regulatory Agency (processor-handlers and intoxicating hemp); Michigan Department of Agriculture & Rural Development (hemp growers)',
  hempProgramUrl: null,
  adultUse: true,
  overallStance: 'moderate',
  keyHighlights: [
    'Since 11 Oct 2021 delta-8 and other intoxicating hemp THC may be sold only through CRA-licensed marijuana channels.',
    'CBD and other non-intoxicating hemp products are sold at general retail.',
    'SB 599–602 (Industrial Hemp Processing Act) passed the Senate 17 Dec 2025; House package HB 4963–4967; final outcome not found.',
    'Adult-use marijuana legal under MRTMA (2018 initiative).',
  ],
  notes:
    'Enforcement gaps reported for hemp delta-9 products outside licensed channels. THCA flower status unclear. Age 21 for intoxicating products in the licensed channel: R 420.505 (photo ID showing 21+ under the MRTMA).',
  hr5371Impact:
    'Michigan already channels delta-8 and intoxicating hemp THC to CRA licensees, so the main federal effect from 12 Nov 2026 is on products still sold at general retail: hemp edibles and drinks above 0.4 mg total THC per container and THCA flower lose federal hemp status, and pending SB 599–602 would need to align its non-intoxicating category with the federal cap.',
  asOf: '2026-11-01',
  defaults: {
    thcLimitText: 'Industrial hemp ≤0.3% THC; intoxicating hemp products only via CRA licensees',
    thcPctDryWeight: 0.3,
    ageVerificationMethod: null,
    labelingRequirements: 'CRA rules for licensed products; none specific for non-intoxicating hemp at general retail',
    packagingRequirements: 'CRA rules for licensed products',
    testingRequired: false,
    licenseRequired: false,
    licenseType: null,
    enforcementAgency: 'Cannabis Regulatory Agency',
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
    salesChannels: [
      'general retail (non-intoxicating products)',
      'CRA-licensed marijuana retailers (intoxicating products)',
    ],
    effectiveDate: '2021-10-11',
    expiryDate: null,
    cites: [crw, hb4430, hb6288],
  },
  substances: {
    'delta-9-thc': {
      status: 'restricted',
      summary:
        'Intoxicating hemp delta-9 products belong in the CRA-licensed channel for adults 21+, though enforcement against general-retail sales has gaps.',
      minimumAge: 21,
      ageReason: 'Sold only in the licensed marihuana channel, where a photo ID showing 21+ is checked (R 420.505)',
      ...craChannel,
      cites: [crains, ...craChannel.cites],
    },
    'delta-8-thc': {
      status: 'restricted',
      summary: 'Delta-8 may be sold only by CRA-licensed marijuana businesses since 11 Oct 2021.',
      minimumAge: 21,
      ageReason: 'Sold only in the licensed marihuana channel, where a photo ID showing 21+ is checked (R 420.505)',
      ...craChannel,
      cites: [crw, ...craChannel.cites],
    },
    cbd: {
      status: 'legal',
      summary: 'CBD products are legal at general retail with no state age limit.',
      cites: [sfa],
    },
    thca: { status: 'unclear', summary: 'No Michigan rule specific to THCA flower was confirmed.' },
    cbg: { status: 'legal', summary: 'Non-intoxicating CBG products are legal at general retail.', cites: [sfa] },
    cbn: {
      status: 'legal',
      summary: 'CBN products are legal at general retail; converted CBN could fall under CRA control.',
      cites: [sfa],
    },
  },
  bills: [
    {
      number: 'SB 599–602',
      title: 'Industrial Hemp Processing Act (2025)',
      description:
        'CRA licensing of consumable hemp processors, explicit legality of non-intoxicating consumables, intoxicating and synthetic THC under CRA, repeal of 2014 PA 547.',
      status: 'passed_chamber',
      introducedDate: '2025-10-01',
      lastAction: 'Passed Senate (27-8 to 30-5); final outcome not found (introduction date approximate)',
      lastActionDate: '2025-12-17',
      sponsors: [],
      impactSummary:
        'Would formalize the split between non-intoxicating hemp and CRA-controlled intoxicating products.',
      trackerUrl:
        'https://www.crainsgrandrapids.com/news/politics-policy/michigan-legislature-moves-to-regulate-intoxicating-hemp-products/',
      fullTextUrl:
        'https://zeus-milenia.legislature.mi.gov/documents/2025-2026/billanalysis/Senate/htm/2025-SFA-0599-G.htm',
    },
    {
      number: 'HB 4963–4967',
      title: 'House hemp regulation package (2025)',
      description: 'House companion package on hemp processing and intoxicating hemp.',
      status: 'introduced',
      introducedDate: '2025-09-01',
      lastAction: 'Outcome not found (dates approximate)',
      lastActionDate: '2025-09-01',
      sponsors: [],
      impactSummary: 'House counterpart to SB 599–602.',
      trackerUrl: 'https://ihempmichigan.com/michigans-proposed-cannabis-hemp-regulations-what-you-need-to-know/',
      fullTextUrl: null,
    },
  ],
} satisfies JurisdictionSeed
