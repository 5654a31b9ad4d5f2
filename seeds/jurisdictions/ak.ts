import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-06-30'
const akbiz: Cite = {
  title: 'DNR releases updated regulations opening the door for industrial hemp production',
  url: 'https://akbizmag.com/industry/government/dnr-releases-updated-regulations-opening-the-door-for-industrial-hemp-production',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const notice: Cite = {
  title: 'Alaska online public notice: 11 AAC 40 industrial hemp regulations',
  url: 'http://aws.state.ak.us/OnlinePublicNotices/Notices/View.aspx?id=211412',
  type: 'regulation',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const fcc: Cite = {
  title: 'Alaska implements stricter regulations for hemp-derived products',
  url: 'https://www.fcctimes.com/2023/10/09/alaska-implements-stricter-regulations-for-hemp-derived-products-sparking-controversy-in-the-industry',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const hempInn: Cite = {
  title: 'Alaska cannabis regulator to oversee specific hemp-based products',
  url: 'https://thehempinn.com/alaska-cannabis-regulator-to-oversee-specific-hemp-based-products',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const boc: Cite = {
  title: 'Intoxicating hemp products to be regulated in Alaska',
  url: 'https://businessofcannabis.com/intoxicating-hemp-products-to-be-regulated-in-alaska/',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const as030576: Cite = {
  title: 'AS 03.05.076 Industrial hemp',
  url: 'https://instalawyer.io/laws/alaska-statutes/sec-0305076-industrial-hemp',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const sb6: Cite = {
  title: 'Alaska SB 6 (2018) industrial hemp',
  url: 'http://www.akleg.gov/basis/Bill/Text/30?Hsid=SB0006Z',
  type: 'statute',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}

const READ = '2026-11-28'
const aac420: Cite = {
  title: '11 AAC 40.420 Labeling (as amended 3 Nov 2023)',
  url: 'https://casetext.com/regulation/alaska-administrative-code/title-11-natural-resources/part-4-agriculture/chapter-40-industrial-hemp/article-4-hemp-product-endorsement-and-labeling/section-11-aac-40420-labeling',
  type: 'regulation',
  retrieved: READ,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const aac660: Cite = {
  title: '11 AAC 40.660 Quarantine (industrial hemp products of unregistered processors or retailers)',
  url: 'https://regulations.justia.com/states/alaska/title-11/part-4/chapter-40/article-6/section-11-aac-40-660',
  type: 'regulation',
  retrieved: READ,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const ktuu: Cite = {
  title: 'Stricter enforcement on registering stores that sell CBD oil products to begin in January (KTUU)',
  url: 'https://www.alaskasnewssource.com/2020/12/10/stricter-enforcement-on-registering-stores-that-sell-cbd-oil-products-to-begin-in-january/',
  type: 'news',
  retrieved: READ,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const newsminer: Cite = {
  title: 'Unlicensed hemp retailers concern state inspectors (Fairbanks Daily News-Miner)',
  url: 'https://www.newsminer.com/news/alaska_news/unlicensed-hemp-retailers-concern-state-inspectors/article_f98ea010-7671-11ec-a3c0-ffe2a7fe3c43.html',
  type: 'news',
  retrieved: READ,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const headtopics: Cite = {
  title: "Alaska's hemp industry sues state over new regulations (hemp products may no longer contain any THC)",
  url: 'https://headtopics.com/us/alaska-s-hemp-industry-sues-state-over-new-regulations-48994783',
  type: 'news',
  retrieved: READ,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}

export default {
  code: 'AK',
  name: 'Alaska',
  region: 'West',
  hempProgramStatus: 'active',
  regulatoryAuthority:
    'Alaska Department of Natural Resources, Division of Agriculture (Industrial Hemp Program); Marijuana Control Board for intoxicating products',
  hempProgramUrl: null,
  adultUse: true,
  overallStance: 'restrictive',
  keyHighlights: [
    '11 AAC 40 amendments effective 3 Nov 2023 bar sale of hemp products containing delta-9 THC outside the marijuana system.',
    'Non-naturally-occurring cannabinoids such as delta-8 are prohibited in hemp products.',
    'Hemp products for human or animal consumption need a DNR product endorsement.',
    'Adult-use marijuana has been legal since 2014 Ballot Measure 2; intoxicating products belong in that licensed channel.',
  ],
  notes:
    "Since 3 Nov 2023 endorsed hemp products may contain no delta-9 THC (recorded as 0 mg per serving and per container). No age rule, shipping rule or smokable-hemp rule specific to hemp was found in what was read; marijuana age is 21 (memory). Testing panels rest on the Division director's statements to the press (2020, 2022). HB 325 (2026) hemp-production revisions outcome not found.",
  hr5371Impact:
    'Alaska already keeps delta-9 and converted cannabinoids out of the hemp market, so the federal change mainly affects CBD and full-spectrum endorsed products, which must hold no more than 0.4 mg total THC per container from 12 Nov 2026, and any THCA flower still sold as hemp, which loses federal hemp status above 0.3% total THC.',
  asOf: '2026-11-01',
  defaults: {
    thcLimitText:
      'Hemp ≤0.3% delta-9 THC; hemp products may not contain delta-9 THC for sale outside marijuana licensees',
    thcPctDryWeight: 0.3,
    thcMgPerServing: 0,
    thcMgPerContainer: 0,
    thcMeasurementMethod:
      'No delta-9 THC at all in endorsed hemp products since 3 Nov 2023 (a ban on any amount, not a mg cap); intoxicating products only through marijuana licensees',
    minimumAge: null,
    ageVerificationMethod: null,
    labelingRequired: true,
    labelingRequirements:
      '11 AAC 40.420: processed hemp products for human or animal consumption are labeled with the total quantity by weight or volume, the serving size or recommended dose and a list of all ingredients (item (1) of the amended list was cut off in the copy read); no health or medical claims on the label, packaging or marketing',
    packagingRequirements: 'Per 11 AAC 40 endorsement conditions',
    warningTextVerbatim: null,
    testingRequired: true,
    testingStandard:
      'DNR Industrial Hemp Program: products are tested and endorsed by the Division of Agriculture before sale, at the product level as well as the crop',
    testingPanels: ['potency', 'pesticides', 'heavy_metals', 'residual_solvents', 'mycotoxins'],
    licenseRequired: true,
    licenseType: 'DNR industrial hemp registration with product endorsement',
    enforcementAgency: 'Alaska DNR Division of Agriculture; Marijuana Control Board',
    penaltyRange:
      'Citations for unregistered sale are mandatory since a 2021 law: fines start at $500 and rise with the number and type of products; the Division may quarantine and destroy products of unregistered processors or retailers (11 AAC 40.660)',
    salesChannels: ['endorsed hemp retailers registered with DNR', 'marijuana licensees (intoxicating products)'],
    shippingStatus: null,
    effectiveDate: '2023-11-03',
    expiryDate: null,
    unknown: {
      shippingStatus:
        'No Alaska rule on delivery or shipping of hemp products to consumers was found in what was read (AS 03.05.076, 11 AAC 40.420 and 40.660, the DNR notice of the 2023 amendments); anyone selling hemp products to the public must register as a retailer, and whether that reaches out-of-state online sellers was not found.',
      minimumAge:
        'No minimum age for hemp products appears in AS 03.05.076, 11 AAC 40.420 or the DNR notice of the 2023 amendments; the whole of 11 AAC 40 was not read in any stored copy, so the absence of an age rule is not confirmed (marijuana is 21+).',
      cbdMgPerServing:
        'No CBD per-serving limit appears in the 11 AAC 40 sections read (40.420, 40.660) or in the DNR notice of the 2023 amendments; the whole chapter was not read.',
      warningTextVerbatim:
        "11 AAC 40.420 as amended 3 Nov 2023 was read only in a secondary copy that drops item (1); items (2)-(4) hold no warning, and the 2020 text's statement for products containing delta-9 THC is not among them. Whether any warning wording is required now was not determined.",
    },
    cites: [notice, akbiz, as030576, sb6, aac420, aac660, ktuu, newsminer, headtopics],
  },
  substances: {
    'delta-9-thc': {
      status: 'restricted',
      summary:
        'DNR rules prohibit selling hemp products that contain delta-9 THC; intoxicating products are left to marijuana licensees (21+).',
      cites: [akbiz, fcc],
    },
    'delta-8-thc': {
      status: 'prohibited',
      summary: 'Non-naturally-occurring cannabinoids, including converted delta-8, are banned in Alaska hemp products.',
      cites: [akbiz],
    },
    cbd: {
      status: 'legal_with_restrictions',
      summary:
        'CBD products are legal with a DNR product endorsement; full-spectrum products containing delta-9 are affected by the THC ban.',
      cites: [hempInn],
    },
    thca: {
      status: 'unclear',
      summary:
        'No specific rule on THCA flower was found; products with delta-9 THC are barred outside marijuana licensees.',
      cites: [boc],
    },
    cbg: {
      status: 'unclear',
      summary:
        'CBG is not specifically addressed; naturally derived CBG in endorsed products is probably allowed (inference).',
    },
    cbn: {
      status: 'unclear',
      summary:
        'CBN is not specifically addressed; CBN made by conversion would fall under the ban on non-naturally-occurring cannabinoids (inference).',
    },
  },
  bills: [
    {
      number: 'HB 117',
      title: 'Repeal hemp program; rename Marijuana Control Board',
      description:
        'Would have repealed the industrial hemp program and renamed the Marijuana Control Board the Cannabis Control Board (33rd Legislature).',
      status: 'dead',
      introducedDate: '2023-03-01',
      lastAction: 'Not enacted (memory; dates approximate)',
      lastActionDate: '2024-05-15',
      sponsors: [],
      impactSummary: 'Would have restructured hemp and cannabis oversight.',
      trackerUrl: 'https://www.akleg.gov/basis/Bill/Text/33?Hsid=HB0117A',
      fullTextUrl: 'https://www.akleg.gov/basis/Bill/Text/33?Hsid=HB0117A',
    },
    {
      number: 'HB 325',
      title: 'Hemp production revisions',
      description:
        'Micro-grower tier; allows reconditioning of hemp testing 0.3–1% delta-9; effective 1 Jul 2026 if enacted.',
      status: 'in_committee',
      introducedDate: '2026-02-01',
      lastAction: 'Committee substitute May 2026; outcome not found (dates approximate)',
      lastActionDate: '2026-05-01',
      sponsors: [],
      impactSummary: 'Affects cultivation, not retail product rules.',
      trackerUrl:
        'https://fastdemocracy.com/bill-summary/?billsummary_id=AKB00005307&billsummary_session=34&billsummary_state=ak',
      fullTextUrl: null,
    },
  ],
} satisfies JurisdictionSeed
