import type { Cite, JurisdictionSeed, RuleFacts } from '../types.ts'

const R = '2026-04-30'
const wvxu: Cite = {
  title: 'Intoxicating hemp to be illegal in Ohio under bill signed by DeWine, including beverages',
  url: 'https://www.wvxu.org/2025-12-19/intoxicating-hemp-to-be-illegal-in-ohio-under-bill-signed-by-dewine-including-beverages',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const lpo: Cite = {
  title: 'SB 56 explained: how Ohio just took over the hemp market',
  url: 'https://lpo.org/2025/11/20/sb56-explained-how-ohio-just-took-over-the-hemp-market',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const mmj: Cite = {
  title: 'Ohio Senate approves hemp regulations, changes in marijuana law',
  url: 'https://www.mmjdaily.com/article/9793266/us-ohio-senate-approves-hemp-regulations-changes-in-marijuana-law',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const terp: Cite = {
  title: 'Ohio Gov. DeWine signs bill on changes to marijuana and intoxicating hemp laws',
  url: 'https://terpintel.com/ohio-gov-dewine-signs-bill-on-changes-to-marijuana-and-intoxicating-hemp-laws',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const signal: Cite = {
  title: "Ohio's hemp, marijuana crackdown to begin after DeWine signs bill",
  url: 'https://signalcleveland.org/ohios-hemp-marijuana-crackdown-to-begin-after-dewine-signs-bill',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const osu: Cite = {
  title: 'Intoxicating hemp (OSU Drug Enforcement and Policy Center)',
  url: 'https://moritzlaw.osu.edu/faculty-and-research/drug-enforcement-and-policy-center/research-and-grants/policy-and-data-analyses/intoxicating-hemp',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const holon: Cite = {
  title: "Ohio governor's executive hemp ban blocked by court",
  url: 'https://holonlaw.com/regulated-industries/ohio-governors-executive-hemp-ban-blocked-by-court',
  type: 'court',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const hcr28: Cite = {
  title: 'Ohio HCR 28 (136th GA), references ORC ch. 928 and OAC 901:14',
  url: 'https://search-prod.lis.state.oh.us/api/v2/general_assembly_136/legislation/hcr28/00_IN/html',
  type: 'statute',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}

const ohSenate: Cite = {
  title:
    "Ohio Senate: Ohio's New Marijuana and Hemp Law (SB 56 signed; all intoxicating hemp products must be bought in a licensed marijuana dispensary after the governor's line-item veto)",
  url: 'https://ohiosenate.gov/news/on-the-record/ohios-new-marijuana-and-hemp-law',
  type: 'guidance',
  retrieved: '2026-11-21',
  official: true,
  basis: 'confirmed',
}
const orc92802: Cite = {
  title:
    'Ohio Revised Code 928.02 (version eff. 30 Jul 2019): any person may, without a hemp licence, possess, buy or sell hemp or a hemp product',
  url: 'http://codes.ohio.gov/ohio-revised-code/section-928.02/7-30-2019',
  type: 'statute',
  retrieved: '2026-11-21',
  official: true,
  basis: 'confirmed',
}
const oac90114: Cite = {
  title: 'Ohio Adm. Code 901:14-2-15 Laboratory reporting (licensed hemp processors)',
  url: 'https://codes.ohio.gov/ohio-administrative-code/rule-901:14-2-15',
  type: 'regulation',
  retrieved: '2026-11-21',
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const N = '2026-11-28'
const oac90117: Cite = {
  title:
    'Ohio Adm. Code 901:14-2-17 Labeling (codes.ohio.gov; paragraph (A)(1) to (5) read): hemp products labeled under the food labeling, identity and coloring rules, with milligrams per serving of every cannabinoid (foods, supplements), milligrams per unit (cosmetics) or the cannabinoid profile, and a batch or lot code; no prescribed warning statement',
  url: 'https://codes.ohio.gov/ohio-administrative-code/rule-901:14-2-17',
  type: 'regulation',
  retrieved: N,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const odaHempProducts: Cite = {
  title:
    'Ohio Department of Agriculture: Hemp Products (licensed, inspected processors; label items: statement of identity, net quantity, ingredients, statement of responsibility, batch or lot code; no warning statement listed in the part read)',
  url: 'https://agri.ohio.gov/wps/portal/gov/oda/divisions/food-safety/resources/Hemp-Products',
  type: 'guidance',
  retrieved: N,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const orc92804: Cite = {
  title:
    'ORC 928.04 Licenses required (CourtGPT copy, eff. 30 Jul 2019): no unlicensed cultivation or processing, no licensee violating ch. 928 or its rules, no failure to follow a corrective action plan, no transport against the rules',
  url: 'https://courtgpt.ai/laws/ohio/title-9/chapter-928/section-928-04',
  type: 'statute',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const orc92805: Cite = {
  title:
    'ORC 928.05 Corrective action plans (LawServer copy): the director of agriculture issues a corrective action plan to anyone who negligently violates 928.04',
  url: 'https://lawserver.com/law/state/ohio/oh-code/ohio_code_928-05',
  type: 'statute',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const oac90119: Cite = {
  title:
    'Ohio Adm. Code 901:14-2-19 Prohibited products (codes.ohio.gov): hemp products above the acceptable hemp THC level, or failing the microbial, mycotoxin, heavy metal or pesticide standards, may not be offered for sale and are destroyed with their batch by the processor',
  url: 'https://codes.ohio.gov/ohio-administrative-code/rule-901:14-2-19',
  type: 'regulation',
  retrieved: N,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const sb56House: Cite = {
  title:
    'Ohio Sub. S.B. 56 (136th GA) as passed by the House (Legislature site): enacts ORC 928.08 and chapter 3779 (hemp) with penalty section 3779.99; the enacted version that the Senate concurred in and the governor signed on 19 Dec 2025 was not read',
  url: 'https://search-prod.lis.state.oh.us/api/v2/general_assembly_136/legislation/sb56/06_PH/html',
  type: 'statute',
  retrieved: N,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
/** Cited by the low-THC layers for their labeling and penalty facts. */
const lowThcCites = [oac90117, odaHempProducts, orc92804, orc92805, oac90119]
/** Read for the low-THC products (≤0.4 mg total THC per container) SB 56 leaves at general retail. */
const lowThcLaw = [orc92802, ohSenate]
const lowThc: RuleFacts = {
  noStateRule: {
    shippingStatus: lowThcLaw,
    minimumAge: lowThcLaw,
    thcMgPerServing: lowThcLaw,
    cbdMgPerServing: [...lowThcLaw, oac90114],
    warningTextVerbatim: [oac90117, odaHempProducts],
  },
  penaltyRange:
    'No unlicensed processing and no violation of ORC ch. 928 or its rules by a licensee (ORC 928.04); negligent violations get a corrective action plan from the director of agriculture (928.05); hemp products over the THC level or failing contaminant testing may not be offered for sale and are destroyed with their batch (OAC 901:14-2-19). The criminal penalty for ch. 928 and the penalties SB 56 added were not read',
}
/** Intoxicating hemp (above 0.4 mg total THC per container): dispensaries only, under the marijuana rules. */
const dispensaryOnly: RuleFacts = {
  shippingStatus: 'prohibited_to_consumers',
  unknown: {
    thcMgPerServing:
      'Dispensary products follow the adult-use marijuana limits of ORC ch. 3796 as SB 56 revised them and the Division of Cannabis Control rules; neither the enacted text of SB 56 nor those rules were read (only the Senate-passed and House-passed versions, which differ, were seen)',
    testingPanels:
      'The adult-use marijuana testing rules that dispensary hemp products follow (Division of Cannabis Control) were not read, nor the enacted SB 56 provisions on hemp testing',
    cbdMgPerServing:
      'The adult-use marijuana product rules that dispensary hemp products follow were not read for a CBD limit',
    warningTextVerbatim:
      'The adult-use marijuana label warnings that dispensary hemp products follow were not read; secondary summaries of Ohio medical marijuana warnings were seen but not the rule text',
    penaltyRange:
      'SB 56 as passed by the House enacts a penalty section (ORC 3779.99) for the new hemp chapter, but the enacted version, changed in conference and by the line-item veto, was not read, and no summary of its penalties for selling intoxicating hemp outside dispensaries was found',
  },
}

export default {
  code: 'OH',
  name: 'Ohio',
  region: 'Midwest',
  hempProgramStatus: 'active',
  regulatoryAuthority:
    'Ohio Department of Agriculture (hemp, ORC ch. 928); Division of Cannabis Control (intoxicating hemp via dispensaries under SB 56)',
  hempProgramUrl: 'https://agri.ohio.gov/divisions/plant-health/hemp-program',
  adultUse: true,
  overallStance: 'restrictive',
  keyHighlights: [
    'SB 56 (signed 19 Dec 2025, effective about March 2026): outside licensed dispensaries, no hemp items with >0.4 mg total THC per container and no synthetic cannabinoids.',
    'Intoxicating hemp, including beverages, moves into the Division of Cannabis Control dispensary system; 21+.',
    'DeWine line-item vetoed a carve-out for 5 mg THC drinks at alcohol retailers through 2026.',
    'Earlier EO 2025-05D (90-day emergency sales ban, Oct 2025) was blocked by a Franklin County TRO.',
    'Ohioans for Cannabis Choice announced a referendum effort against SB 56.',
  ],
  notes:
    'SB 56 effective date is 90 days after signing; exact date not captured (about 19 Mar 2026 used). SB 56 also caps marijuana flower at 35% THC and extracts at 70%.',
  hr5371Impact:
    "Ohio's SB 56 copies the federal 0.4 mg-per-container threshold, so outside dispensaries Ohio law already matches H.R. 5371 §781. From 12 Nov 2026 the intoxicating hemp products that SB 56 moved into licensed dispensaries lose federal hemp status and sit in the same federally illegal position as Ohio marijuana.",
  asOf: '2026-11-01',
  defaults: {
    thcLimitText: '≤0.4 mg total THC per container outside licensed dispensaries',
    thcPctDryWeight: 0.3,
    thcMgPerContainer: 0.4,
    thcMeasurementMethod: 'total THC per container',
    minimumAge: 21,
    ageVerificationMethod: 'government_id',
    labelingRequired: true,
    labelingRequirements: 'Marijuana-style labeling for intoxicating hemp; advertising pre-approval',
    packagingRequirements: 'Marijuana-style packaging for intoxicating hemp',
    testingRequired: true,
    testingStandard: 'Marijuana-style testing for intoxicating hemp (Division of Cannabis Control)',
    licenseRequired: true,
    licenseType: 'Hemp dispensary licence / adult-use dispensary licence for intoxicating hemp',
    enforcementAgency: 'Division of Cannabis Control; Ohio Department of Agriculture',
    penaltyRange: null,
    salesChannels: ['licensed dispensaries (intoxicating hemp)', 'general retail (≤0.4 mg total THC per container)'],
    shippingStatus: null,
    effectiveDate: '2026-03-19',
    expiryDate: null,
    cites: [wvxu, lpo, terp, signal],
  },
  substances: {
    'delta-9-thc': {
      status: 'restricted',
      summary:
        'Hemp delta-9 products with more than 0.4 mg total THC per container, including beverages, may be sold only in licensed dispensaries to adults 21+.',
      cites: [wvxu, ohSenate, sb56House],
      ...dispensaryOnly,
    },
    'delta-8-thc': {
      status: 'restricted',
      summary:
        'Intoxicating delta-8 is limited to licensed dispensaries; products with synthetic cannabinoids are banned.',
      cites: [mmj, ohSenate, sb56House],
      ...dispensaryOnly,
    },
    cbd: {
      status: 'legal_with_restrictions',
      summary:
        'CBD products may be sold at general retail if they contain no more than 0.4 mg total THC per container.',
      minimumAge: null,
      ageReason:
        'Non-intoxicating products under 0.4 mg THC per container are outside the 21+ dispensary rules (inference)',
      testingStandard:
        'Certificate of analysis per batch or lot from an ISO-certified laboratory for ODA-licensed hemp processors: cannabinoid profile (delta-9 THC, THCA, CBD, CBDA and labelled cannabinoids) and, as applicable, microbial contamination, heavy metals, mycotoxins and residual solvents (Ohio Adm. Code 901:14-2-15)',
      testingPanels: [
        'cannabinoid_profile',
        'potency',
        'microbials',
        'heavy_metals',
        'mycotoxins',
        'residual_solvents',
      ],
      cites: [lpo, oac90114, ...lowThcCites],
      ...lowThc,
    },
    thca: {
      status: 'restricted',
      summary:
        'THCA products above 0.4 mg total THC per container, flower included, are limited to licensed dispensaries (inference).',
      cites: [lpo, sb56House],
      ...dispensaryOnly,
    },
    cbg: {
      status: 'legal_with_restrictions',
      summary:
        'CBG products may be sold at general retail if they hold no more than 0.4 mg total THC per container (inference).',
      minimumAge: null,
      ageReason:
        'Non-intoxicating products under 0.4 mg THC per container are outside the 21+ dispensary rules (inference)',
      testingStandard:
        'Certificate of analysis per batch or lot from an ISO-certified laboratory for ODA-licensed hemp processors: cannabinoid profile (delta-9 THC, THCA, CBD, CBDA and labelled cannabinoids) and, as applicable, microbial contamination, heavy metals, mycotoxins and residual solvents (Ohio Adm. Code 901:14-2-15)',
      testingPanels: [
        'cannabinoid_profile',
        'potency',
        'microbials',
        'heavy_metals',
        'mycotoxins',
        'residual_solvents',
      ],
      cites: [oac90114, ...lowThcCites],
      ...lowThc,
    },
    cbn: {
      status: 'legal_with_restrictions',
      summary:
        'CBN products may be sold at general retail if they hold no more than 0.4 mg total THC per container and are not synthetic (inference).',
      minimumAge: null,
      ageReason:
        'Non-intoxicating products under 0.4 mg THC per container are outside the 21+ dispensary rules (inference)',
      testingStandard:
        'Certificate of analysis per batch or lot from an ISO-certified laboratory for ODA-licensed hemp processors: cannabinoid profile (delta-9 THC, THCA, CBD, CBDA and labelled cannabinoids) and, as applicable, microbial contamination, heavy metals, mycotoxins and residual solvents (Ohio Adm. Code 901:14-2-15)',
      testingPanels: [
        'cannabinoid_profile',
        'potency',
        'microbials',
        'heavy_metals',
        'mycotoxins',
        'residual_solvents',
      ],
      cites: [oac90114, ...lowThcCites],
      ...lowThc,
    },
  },
  bills: [
    {
      number: 'SB 56',
      title: 'Marijuana law changes and intoxicating hemp (136th GA)',
      description:
        'Moves intoxicating hemp into dispensaries, bans >0.4 mg total THC per container and synthetics outside dispensaries, caps marijuana potency.',
      status: 'signed',
      introducedDate: '2025-02-04',
      lastAction: 'Signed by Governor DeWine with line-item veto of beverage carve-out (introduction date approximate)',
      lastActionDate: '2025-12-19',
      sponsors: [],
      impactSummary: 'Aligned Ohio with the federal 0.4 mg cap ahead of Nov 2026.',
      trackerUrl:
        'https://www.wvxu.org/2025-12-19/intoxicating-hemp-to-be-illegal-in-ohio-under-bill-signed-by-dewine-including-beverages',
      fullTextUrl: null,
    },
    {
      number: 'HCR 28',
      title: 'Rescind Executive Order 2025-05D',
      description: "Concurrent resolution to rescind the governor's emergency hemp order.",
      status: 'introduced',
      introducedDate: '2025-10-14',
      lastAction: 'Introduced (dates approximate)',
      lastActionDate: '2025-10-14',
      sponsors: [],
      impactSummary: 'Would have ended the executive hemp ban.',
      trackerUrl: 'https://search-prod.lis.state.oh.us/api/v2/general_assembly_136/legislation/hcr28/00_IN/html',
      fullTextUrl: 'https://search-prod.lis.state.oh.us/api/v2/general_assembly_136/legislation/hcr28/00_IN/html',
    },
  ],
  history: [
    {
      date: '2026-03-19',
      reason:
        'SB 56 took effect (90 days after 19 Dec 2025 signing; date approximate): intoxicating hemp limited to dispensaries',
      substances: ['delta-9-thc', 'delta-8-thc', 'thca'],
      before: {
        status: 'legal_with_restrictions',
        summary:
          'Before SB 56, hemp THC products were sold at general retail (an Oct 2025 executive ban was blocked by a court TRO).',
        thcMgPerContainer: null,
        minimumAge: 21,
        licenseRequired: false,
        cites: [osu, holon, hcr28, orc92802],
      },
    },
  ],
} satisfies JurisdictionSeed
