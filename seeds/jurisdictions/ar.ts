import type { JurisdictionSeed } from '../types.ts'
import {
  pr503,
  pr502,
  act629,
  thcaBan,
  sb533,
  atcBill,
  eighth,
  arTimes,
  pr510,
  arkleg,
  adaHemp,
  pr512,
  pr515,
  pr514,
  pr503Read,
  pr502Read,
} from './ar-sources.ts'

export default {
  code: 'AR',
  name: 'Arkansas',
  region: 'Southeast',
  hempProgramStatus: 'active',
  regulatoryAuthority:
    'Arkansas Tobacco Control (ATC) Board (consumable hemp permits); Arkansas Department of Agriculture / State Plant Board (cultivation)',
  hempProgramUrl: null,
  adultUse: false,
  overallStance: 'prohibitive',
  keyHighlights: [
    'Act 629 of 2023 puts delta-8, delta-9, delta-10 and similar hemp-derived THC in Schedule VI; the 8th Circuit lifted the injunction on 24 Jun 2025.',
    'Act 934 of 2025 (SB 533) set up ATC permits for manufacturers, distributors and retailers of consumable hemp products.',
    'Consumable hemp products limited to 21+, approved-lab testing and no child-appealing marketing.',
    'Intoxicating and THC inhalable hemp products, including THCA flower, are prohibited.',
  ],
  notes:
    'Medical marijuana only (memory). Hemp definition references 7 U.S.C. 1639o as it existed on 1 Jan 2025. CBG/CBN status rests on memory.',
  hr5371Impact:
    'Arkansas already prohibits intoxicating hemp THC, so the federal change mostly lines up with state law. From 12 Nov 2026 the non-intoxicating CBD products allowed under ATC permits must also hold no more than 0.4 mg total THC per container to remain federal hemp, which will remove some full-spectrum products.',
  asOf: '2026-11-01',
  defaults: {
    thcLimitText:
      'Delta-9 ≤0.3% dry weight (lesser of plant or hemp-derived CBD basis); no mg cap, but no consumable hemp product may contain THC in an amount that creates a danger of misuse, overdose or inaccurate dosage (Ark. Code §20-56-503(d)); intoxicating hemp-derived THC in Schedule VI',
    thcPctDryWeight: 0.3,
    minimumAge: 21,
    ageVerificationMethod: 'government_id',
    labelingRequired: true,
    labelingRequirements: 'Labels per ATC rules; no marketing appealing to children',
    packagingRequirements: 'No self-service displays',
    testingRequired: true,
    testingStandard:
      'Independent third-party approved laboratory; COA confirming ≤0.3% total delta-9 THC and the chemical makeup before sale (Ark. Code §20-56-510)',
    testingPanels: ['cannabinoid_profile', 'potency', 'residual_solvents', 'pesticides', 'microbials', 'heavy_metals'],
    licenseRequired: true,
    licenseType: 'ATC consumable hemp permits (manufacturer, distributor, retailer) with background checks',
    enforcementAgency: 'Arkansas Tobacco Control Board',
    penaltyRange:
      'Selling, taking orders for or delivering consumable hemp products to retailers or consumers in Arkansas without an ATC permit: Class A misdemeanor (Ark. Code §20-56-512); selling without the point-of-sale notice: fine of $500 for a first offense, up to $1,000 for each later one, each day a separate violation (§20-56-515); Schedule VI controlled-substance penalties for intoxicating products; permit sanctions',
    salesChannels: [
      'ATC-permitted retailers',
      'delivery to Arkansas consumers only by a seller holding an ATC permit, of products listed in the ATC manufacturer directory',
    ],
    shippingStatus: 'allowed_with_conditions',
    additionalRestrictions:
      'Only a seller with an ATC permit may sell, take orders for or deliver consumable hemp products to consumers in Arkansas (Ark. Code §20-56-503, -512), and only products listed in the ATC manufacturer directory (§20-56-514); retail premises post a notice that the product contains THC, that pregnant or breastfeeding women should not use it and that minors may not buy it (§20-56-515); 10-year record retention. Policyrisk marks §20-56-501 et seq. "effective if contingency in Acts 2025, No. 934, § 23, is met"; whether that contingency was met was not found.',
    effectiveDate: '2025-06-24',
    expiryDate: null,
    noStateRule: {
      thcMgPerServing: [pr503Read, pr502Read],
      thcMgPerContainer: [pr503Read, pr502Read],
      cbdMgPerServing: [pr503Read, pr502Read],
    },
    unknown: {
      warningTextVerbatim:
        'Ark. Code §20-56-515 prescribes point-of-sale signage (described under additional restrictions), not label text; the labelling provisions of §20-56-501 et seq. and the ATC rules were not read in any stored copy.',
    },
    cites: [pr503, pr502, sb533, atcBill, pr510, adaHemp, pr512, pr515, pr514],
  },
  substances: {
    'delta-9-thc': {
      status: 'prohibited',
      summary:
        'Intoxicating hemp-derived delta-9 products are banned as Schedule VI controlled substances under Act 629; only compliant non-intoxicating consumable hemp products may be sold.',
      cites: [act629, eighth],
    },
    'delta-8-thc': {
      status: 'prohibited',
      summary:
        'Delta-8 products are banned: Act 629 classifies delta-8 THC as a Schedule VI controlled substance, enforceable since the 8th Circuit ruling of 24 Jun 2025.',
      cites: [act629, arTimes],
    },
    cbd: {
      status: 'legal_with_restrictions',
      summary:
        'CBD consumable hemp products may be sold by ATC-permitted retailers to adults 21+ after approved-lab testing.',
      cites: [atcBill],
    },
    thca: {
      status: 'prohibited',
      summary: 'THCA flower and THC inhalables are prohibited as intoxicating hemp products.',
      cites: [thcaBan],
    },
    cbg: {
      status: 'legal_with_restrictions',
      summary:
        'Non-intoxicating CBG products are believed to be sellable under ATC permits with the CBD rules (memory; not confirmed).',
      cites: [arkleg],
    },
    cbn: {
      status: 'unclear',
      summary: 'CBN is not confirmed as allowed; it may be sellable under ATC permits if non-intoxicating (memory).',
      cites: [arkleg],
    },
  },
  products: {
    smokable: {
      status: 'prohibited',
      summary: 'Intoxicating and THC-containing inhalable hemp products are prohibited.',
      cites: [pr503],
    },
    vapes: {
      status: 'prohibited',
      summary: 'THC-containing inhalable hemp products, including vapes, are prohibited.',
      cites: [pr503],
    },
  },
  bills: [
    {
      number: 'SB 533',
      title: 'Consumable hemp products regulation (Act 934 of 2025)',
      description:
        'ATC permit framework for consumable hemp manufacturers, distributors and retailers; hemp definition tied to federal law as of 1 Jan 2025.',
      status: 'signed',
      introducedDate: '2025-03-24',
      lastAction: 'Enacted as Act 934 of 2025 (filed 23 Apr 2025; introduction date approximate)',
      lastActionDate: '2025-04-23',
      sponsors: [],
      impactSummary: 'Created the ATC permit regime for non-intoxicating consumable hemp.',
      trackerUrl: 'https://app.legiplex.com/ar/legislature/2025/2025-r/bills/sb533/draft-2309483?id=2309483',
      fullTextUrl: null,
    },
  ],
  history: [
    {
      date: '2025-06-24',
      reason:
        '8th Circuit reversed the injunction against Act 629 of 2023, making the Schedule VI ban on hemp-derived THC enforceable',
      substances: ['delta-8-thc', 'delta-9-thc', 'thca'],
      before: {
        status: 'legal_with_restrictions',
        summary:
          'While Act 629 was enjoined (Sept 2023 to Jun 2025), hemp-derived delta-8, delta-9 and THCA products continued to be sold.',
        cites: [eighth],
      },
    },
  ],
} satisfies JurisdictionSeed
