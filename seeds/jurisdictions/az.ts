import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-06-30'
const agOp: Cite = {
  title: 'Arizona Attorney General Opinion I24-005 (R24-001)',
  url: 'https://www.azag.gov/opinions/i24-005-r24-001',
  type: 'guidance',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const clr: Cite = {
  title: 'Arizona Attorney General cracks down on hemp products',
  url: 'https://cannabislaw.report/arizona-attorney-general-cracks-down-on-hemp-products',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const mondaq: Cite = {
  title: 'Arizona AG foreshadows heightened enforcement of unlicensed hemp product sales',
  url: 'https://www.mondaq.com/unitedstates/cannabis/1610922/push-and-pull-arizona-ag-foreshadows-heightened-enforcement-of-unlicensed-hemp-product-sales-while-legislature-charts-a-course-for-legal-hemp-beverage-market',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const jdsupra: Cite = {
  title: 'Arizona Attorney General deems delta-8 illegal',
  url: 'https://jdsupra.com/legalnews/arizona-attorney-general-deems-delta-8-5702922',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const ars3: Cite = {
  title: 'Arizona Revised Statutes Title 3 (Agriculture), §3-311 et seq.',
  url: 'https://www.azleg.gov/arsDetail/?title=3',
  type: 'statute',
  retrieved: '2026-11-01',
  official: true,
  basis: 'memory',
}

const READ = '2026-11-28'
const aacArt10: Cite = {
  title:
    'A.A.C. Title 3, ch. 4, Article 10 Industrial Hemp (R3-4-1001 to R3-4-1014: licences, seed, sites, records, reports, violations, penalties)',
  url: 'https://regulations.justia.com/states/arizona/title-3/chapter-4/article-10',
  type: 'regulation',
  retrieved: READ,
  official: false,
  basis: 'confirmed',
}
const r31001: Cite = {
  title: 'A.A.C. R3-4-1001 Definitions (certified laboratory, decarboxylated THC)',
  url: 'https://casetext.com/regulation/arizona-administrative-code/title-3-agriculture/chapter-4-department-of-agriculture-plant-services-division/article-10-industrial-hemp/section-r3-4-1001-definitions',
  type: 'regulation',
  retrieved: READ,
  official: false,
  basis: 'confirmed',
}
const ars314: Cite = {
  title: 'A.R.S. §3-314 Industrial hemp licenses (grower, harvester, transporter, processor)',
  url: 'https://self-law.org/code/az/title-3/3-314',
  type: 'statute',
  retrieved: READ,
  official: false,
  basis: 'confirmed',
}
const ars316: Cite = {
  title: 'A.R.S. §3-316 Records (with the §3-311 definitions of hemp products and licence)',
  url: 'https://www.lawserver.com/law/state/arizona/az-laws/arizona_laws_3-316',
  type: 'statute',
  retrieved: READ,
  official: false,
  basis: 'confirmed',
}
/** What was read to find that Arizona's hemp law regulates production only, not retail products. */
const hempLawRead = [aacArt10, r31001, ars314, ars316]

export default {
  code: 'AZ',
  name: 'Arizona',
  region: 'Southwest',
  hempProgramStatus: 'active',
  regulatoryAuthority:
    'Arizona Department of Agriculture (Industrial Hemp Program); Arizona Department of Health Services (marijuana establishments); Attorney General (enforcement)',
  hempProgramUrl: null,
  adultUse: true,
  overallStance: 'restrictive',
  keyHighlights: [
    'AG Opinion I24-005 (11 Mar 2024): delta-8 and other intoxicating hemp THC may be sold only by DHS-licensed marijuana establishments.',
    'AG announced civil and criminal enforcement from 24 Apr 2025 against unlicensed sale of any THC-infused edible or beverage.',
    'A.R.S. §3-311 "hemp products" exclude ingestibles other than seed-derived foods, leaving CBD in a grey zone.',
    'SB 1556 (2025) hemp beverage bill was withdrawn in House committee; no 2026 enactment found.',
  ],
  notes:
    "Arizona's hemp statute and rules regulate production only (licences, crop testing, records): no retail age, mg limits, labelling, product testing or shipping rule was found in them; marijuana is 21+ (memory). THCA, CBD, CBG and CBN status unclear.",
  hr5371Impact:
    'Arizona already treats intoxicating hemp THC as marijuana-channel only, so little changes for licensed dispensaries. From 12 Nov 2026 the CBD, CBG and CBN products that remain on general retail shelves must also hold no more than 0.4 mg total THC per container and contain no synthesized cannabinoids to keep federal hemp status.',
  asOf: '2026-11-01',
  defaults: {
    thcLimitText:
      'Hemp ≤0.3% delta-9 THC; no state mg cap; THC edibles/beverages only via licensed marijuana establishments',
    thcPctDryWeight: 0.3,
    minimumAge: null,
    ageVerificationMethod: null,
    labelingRequired: null,
    labelingRequirements: 'No hemp-product labelling rule in A.R.S. §3-311 et seq. or A.A.C. R3-4 Article 10',
    packagingRequirements: 'No hemp-product-specific packaging law found',
    testingRequired: false,
    testingStandard: null,
    licenseRequired: false,
    licenseType: null,
    enforcementAgency: 'Arizona Attorney General',
    enforcementDate: '2025-04-24',
    penaltyRange: 'Civil and criminal enforcement announced by the AG',
    salesChannels: ['general retail (non-THC products)', 'DHS-licensed marijuana establishments (THC products)'],
    shippingStatus: null,
    additionalRestrictions:
      "Arizona's hemp statute (A.R.S. §3-311 et seq.) and rules (A.A.C. R3-4-1001 to -1014) license growers, harvesters, transporters and processors only; they set no retail, shipping, age, labelling or product-testing rule. Hemp crops are compliance-tested for decarboxylated THC by the State Agriculture Laboratory or a laboratory it certifies.",
    effectiveDate: '2024-03-11',
    expiryDate: null,
    noStateRule: {
      shippingStatus: hempLawRead,
      minimumAge: hempLawRead,
      thcMgPerServing: hempLawRead,
      thcMgPerContainer: hempLawRead,
      cbdMgPerServing: hempLawRead,
      testingStandard: hempLawRead,
      testingPanels: hempLawRead,
      labelingRequired: hempLawRead,
      warningTextVerbatim: hempLawRead,
    },
    cites: [agOp, mondaq, ars3],
  },
  substances: {
    'delta-9-thc': {
      status: 'prohibited',
      summary:
        'Hemp delta-9 products may not be sold by general retailers: unlicensed sale of any THC-infused edible or beverage is targeted for enforcement since 24 Apr 2025; such products may be sold only by DHS-licensed marijuana establishments to adults 21+.',
      minimumAge: 21,
      ageReason: 'Only lawful through licensed marijuana establishments, which are 21+',
      cites: [clr, mondaq],
    },
    'delta-8-thc': {
      status: 'prohibited',
      summary:
        'AG Opinion I24-005 says delta-8 THC products may be sold only by licensed marijuana establishments, not general retailers.',
      minimumAge: 21,
      ageReason: 'Only lawful through licensed marijuana establishments, which are 21+',
      cites: [agOp, jdsupra],
    },
    cbd: {
      status: 'unclear',
      summary:
        'CBD is widely sold, but A.R.S. §3-311(5) excludes most ingestibles from "hemp products"; topicals are the clearest category.',
      cites: [jdsupra],
    },
    thca: {
      status: 'unclear',
      summary:
        'No Arizona guidance on THCA flower was found; intoxicating THC products are limited to the marijuana channel.',
      unknown: {
        shippingStatus:
          "Arizona's hemp law sets no shipping rule, but whether THCA products over 0.3% decarboxylated THC are marijuana under Arizona law, and so may not be delivered outside the licensed channel, was not determined.",
      },
    },
    cbg: {
      status: 'unclear',
      summary: "No Arizona rule addresses CBG; ingestible hemp products share CBD's statutory grey zone.",
    },
    cbn: {
      status: 'unclear',
      summary: "No Arizona rule addresses CBN; ingestible hemp products share CBD's statutory grey zone.",
    },
  },
  bills: [
    {
      number: 'SB 1556',
      title: 'Adult hemp beverages',
      description:
        'Would regulate hemp beverages under the Department of Liquor Licenses & Control: ≤10 mg THC per single-serve container, 21+, $1.50/gal tax.',
      status: 'dead',
      introducedDate: '2025-02-01',
      lastAction: 'Passed Senate 23-6; withdrawn in House Commerce (introduction date approximate)',
      lastActionDate: '2025-03-27',
      sponsors: [{ name: 'T.J. Shope', party: 'R', role: 'sponsor' }],
      impactSummary: 'Would have created a liquor-licensed hemp beverage market.',
      trackerUrl: 'https://vulcanbills.com/az/2025/SB1556',
      fullTextUrl: 'https://azleg.gov/legtext/57leg/1R/bills/SB1556P.htm',
      substances: ['delta-9-thc'],
      productTypes: ['beverages'],
    },
    {
      number: 'SB 1702',
      title: 'Hemp-derived products regulation',
      description:
        'Would regulate hemp-derived products under the Arizona Department of Agriculture with a 21+ age limit.',
      status: 'dead',
      introducedDate: '2025-02-01',
      lastAction: 'Not enacted (memory; dates approximate)',
      lastActionDate: '2025-06-30',
      sponsors: [{ name: 'David Gowan', party: 'R', role: 'sponsor' }],
      impactSummary: 'Would have created a licensed hemp product market.',
      trackerUrl: 'https://app.legiplex.com/az/legislature/2025/2025-r/bills/sb1702',
      fullTextUrl: null,
    },
  ],
  history: [
    {
      date: '2025-04-24',
      reason: 'AG enforcement against unlicensed THC-infused edible and beverage sales began',
      substances: ['delta-9-thc'],
      productTypes: ['edibles', 'beverages'],
      before: {
        status: 'unclear',
        summary:
          'Before the AG enforcement date, hemp delta-9 edibles and beverages were sold at general retail without active state enforcement.',
        enforcementDate: null,
        cites: [mondaq],
      },
    },
  ],
} satisfies JurisdictionSeed
