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
  notes: 'No hemp-specific age or mg limits; marijuana is 21+ (memory). THCA, CBD, CBG and CBN status unclear.',
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
    labelingRequirements: 'No hemp-product-specific labeling law found',
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
    effectiveDate: '2024-03-11',
    expiryDate: null,
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
