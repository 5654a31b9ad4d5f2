import type { JurisdictionSeed } from '../types.ts'
import {
  gov,
  hsc,
  canmd,
  sfgate,
  ccia,
  hsc9262,
  hsc9263,
  leginfoArt7,
  mjbiz,
  leginfoArt6,
  hsc9252,
  ab2223Text,
  bpc22944,
  abcAdvisory,
  ab45Digest,
  hscRead,
} from './ca-sources.ts'

export default {
  code: 'CA',
  name: 'California',
  region: 'West',
  hempProgramStatus: 'active',
  regulatoryAuthority:
    'California Department of Public Health (hemp foods, beverages, supplements); Department of Cannabis Control (intoxicating products); CDFA (cultivation); ABC (enforcement at alcohol licensees)',
  hempProgramUrl: 'https://www.cdfa.ca.gov/plant/industrialhemp/',
  adultUse: true,
  overallStance: 'restrictive',
  keyHighlights: [
    'CDPH emergency regulations (DPH-24-005E, effective 23 Sep 2024, readopted 2025): no detectable total THC per serving, at most 5 servings per package, 21+.',
    'AB 8 (Stats. 2025 ch. 248, signed 2 Oct 2025) bans synthetic cannabinoids and inhalable hemp and moves intoxicating hemp into the licensed cannabis market.',
    'From 1 Jan 2026 hemp foods, beverages and supplements may contain only CBD or CBN isolate of more than 99% purity with no THC.',
    'Intoxicating hemp may be sold only through DCC-licensed dispensaries; main AB 8 integration provisions start 1 Jan 2028.',
  ],
  notes:
    'Manufacture of inhalable hemp for out-of-state sale remains allowed. CCR title for the CDPH regulations believed to be title 17 (memory).',
  hr5371Impact:
    "California's no-detectable-THC rule is already stricter than the federal 0.4 mg-per-container cap for hemp foods and beverages, so little changes on general retail shelves on 12 Nov 2026. Hemp THC products that AB 8 routes into licensed dispensaries fall outside federal hemp and become federally controlled cannabis like the rest of the dispensary market.",
  asOf: '2026-11-01',
  defaults: {
    thcLimitText:
      'No detectable total THC per serving in hemp foods, beverages and supplements; ≤5 servings per package',
    thcPctDryWeight: 0.3,
    thcMgPerServing: 0,
    thcMgPerContainer: 0,
    thcMeasurementMethod: 'total THC, limit of detection (no detectable THC in any serving, so none in the package)',
    minimumAge: 21,
    ageVerificationMethod: 'government_id',
    labelingRequired: true,
    labelingRequirements: 'CDPH hemp food labeling; servings per package disclosed',
    packagingRequirements: 'At most 5 servings per package',
    testingRequired: true,
    testingStandard:
      'Independent testing laboratory (ISO/IEC 17025 accredited or DCC-licensed, H&S Code §111920); hemp extract tested in raw final form before use, and no raw hemp product distributed or sold without a certificate of analysis confirming THC and the absence of unsafe contaminants (§§111925, 111925.2)',
    licenseRequired: true,
    licenseType: 'CDPH processed food registration for hemp manufacturers; DCC licence for intoxicating products',
    enforcementAgency: 'CDPH; Department of Cannabis Control; ABC',
    penaltyRange:
      'Violating the Sherman Law, which includes the industrial hemp chapter, is a misdemeanor; ABC licensees selling non-compliant hemp products face licence discipline; selling intoxicating hemp products without a licence is unlawful (B&P Code §22944)',
    salesChannels: [
      'general retail and online (non-detectable-THC products, buyers 21+)',
      'DCC-licensed dispensaries (intoxicating hemp)',
    ],
    shippingStatus: null,
    effectiveDate: '2025-10-02',
    expiryDate: null,
    noStateRule: {
      // California regulates what may be sold (21+, no detectable THC, 5 servings), not how it reaches the buyer.
      shippingStatus: [hscRead, leginfoArt6, leginfoArt7, bpc22944],
      cbdMgPerServing: [hscRead, leginfoArt6],
    },
    unknown: {
      testingPanels:
        'H&S Code §111925.2 requires a certificate of analysis confirming THC and that the batch holds no contaminants unsafe for consumption, without listing panels; the CDPH rules that would list them (17 CCR, subchapter 26) were not read.',
    },
    cites: [hsc, canmd, gov, leginfoArt6, hsc9252, ab2223Text, abcAdvisory, ab45Digest],
  },
  substances: {
    'delta-9-thc': {
      status: 'restricted',
      summary:
        'Hemp products with detectable THC cannot be sold at general retail; intoxicating hemp is limited to DCC-licensed dispensaries (21+), with full AB 8 integration from 1 Jan 2028.',
      pendingChange: true,
      shippingStatus: 'prohibited_to_consumers',
      additionalRestrictions:
        'An intoxicating hemp product is unlawful to sell without a licence (B&P Code §22944), so it may not be shipped to California consumers; only DCC-licensed cannabis retailers, including licensed delivery, may sell it.',
      cites: [ccia, mjbiz, bpc22944],
    },
    'delta-8-thc': {
      status: 'prohibited',
      summary: 'AB 8 bans synthetic cannabinoids, including converted delta-8, in hemp products.',
      cites: [gov, mjbiz],
    },
    cbd: {
      status: 'legal_with_restrictions',
      summary:
        'CBD is legal for adults 21+ with no detectable THC; from 1 Jan 2026 foods, beverages and supplements may use only >99% pure CBD isolate.',
      effectiveDate: '2026-01-01',
      cites: [hsc],
    },
    thca: {
      status: 'prohibited',
      summary:
        'THCA flower and smokables are banned as inhalable hemp, and THCA counts toward detectable total THC in ingestibles.',
      cites: [hsc],
    },
    cbg: {
      status: 'unclear',
      summary: 'CBG is not on the isolate list for foods and beverages from 1 Jan 2026; topical uses are less clear.',
      cites: [hsc],
    },
    cbn: {
      status: 'legal_with_restrictions',
      summary:
        'CBN isolate of >99% purity with no THC may be used in hemp foods, beverages and supplements for adults 21+ from 1 Jan 2026.',
      effectiveDate: '2026-01-01',
      cites: [hsc],
    },
  },
  products: {
    smokable: {
      status: 'prohibited',
      summary:
        'California bans manufacture and sale of inhalable hemp products in-state (manufacture for out-of-state sale allowed).',
      cites: [hsc, gov],
    },
    flower: {
      status: 'prohibited',
      summary: 'Hemp flower for inhalation is banned as an inhalable hemp product.',
      cites: [hsc],
    },
    vapes: { status: 'prohibited', summary: 'Hemp vapes are banned as inhalable hemp products.', cites: [hsc] },
    edibles: {
      warningTextVerbatim: 'THE FDA HAS NOT EVALUATED THIS PRODUCT FOR SAFETY OR EFFICACY.',
      cites: [hsc9262, leginfoArt7],
    },
    beverages: {
      warningTextVerbatim: 'THE FDA HAS NOT EVALUATED THIS PRODUCT FOR SAFETY OR EFFICACY.',
      cites: [hsc9262, leginfoArt7],
    },
    tinctures: {
      warningTextVerbatim: 'THE FDA HAS NOT EVALUATED THIS PRODUCT FOR SAFETY OR EFFICACY.',
      cites: [hsc9262, leginfoArt7],
    },
    topicals: {
      warningTextVerbatim: 'THE FDA HAS NOT EVALUATED THIS PRODUCT FOR SAFETY OR EFFICACY.',
      thcLimitText:
        'Topically applied cosmetics: at most 0.3% total THC on a dry-weight basis (H&S Code §111925.2); no mg cap',
      thcMgPerServing: null,
      thcMgPerContainer: null,
      thcMeasurementMethod: 'total THC, percent dry weight',
      noStateRule: { thcMgPerServing: [hsc9252, leginfoArt6], thcMgPerContainer: [hsc9252, leginfoArt6] },
      cites: [hsc9263, leginfoArt7],
    },
    concentrates: {
      unknown: {
        warningTextVerbatim:
          'H&S Code §111926.2 prescribes the FDA statement for hemp dietary supplements, foods and beverages and §111926.3 for cosmetics; which of them a non-inhalable hemp concentrate falls under was not determined.',
      },
    },
    'pet-products': {
      unknown: {
        warningTextVerbatim:
          'Hemp pet food is licensed under the processed pet food rules (17 CCR 23200(c)); its label statements, set apart from the human food statement of H&S Code §111926.2, were not read.',
      },
    },
  },
  bills: [
    {
      number: 'AB 8',
      title: 'Cannabis and industrial hemp (Stats. 2025, ch. 248)',
      description:
        'Bans synthetic cannabinoids and inhalable hemp, moves intoxicating hemp into the licensed cannabis market and adds enforcement tools.',
      status: 'signed',
      introducedDate: '2024-12-02',
      lastAction: 'Signed by Governor, Stats. 2025 ch. 248 (introduction date approximate)',
      lastActionDate: '2025-10-02',
      sponsors: [{ name: 'Cecilia Aguiar-Curry', party: 'D', role: 'author' }],
      impactSummary:
        'Made the CDPH emergency restrictions permanent and integrates intoxicating hemp into cannabis licensing by 2028.',
      trackerUrl:
        'https://www.gov.ca.gov/2025/10/02/governor-newsom-announces-99-8-compliance-with-emergency-regulations-signs-bill-to-permanently-protect-children-from-hemp-products',
      fullTextUrl: null,
    },
  ],
  history: [
    {
      date: '2024-09-23',
      reason: 'CDPH emergency regulations DPH-24-005E: no detectable THC, 5 servings per package, 21+',
      substances: ['delta-9-thc', 'delta-8-thc', 'thca'],
      productTypes: ['edibles', 'beverages', 'tinctures'],
      before: {
        status: 'legal_with_restrictions',
        summary:
          'Before the emergency rules, hemp foods and beverages could contain THC up to 0.3% and had no state age limit.',
        thcMgPerServing: null,
        thcMgPerContainer: null,
        minimumAge: null,
        cites: [canmd],
      },
    },
    {
      date: '2025-10-02',
      reason: 'AB 8 signed: statutory ban on synthetic cannabinoids and inhalable hemp',
      substances: ['delta-8-thc'],
      before: {
        status: 'restricted',
        summary:
          'Under the CDPH emergency rules delta-8 products needed non-detectable THC, effectively removing them from general retail.',
        cites: [sfgate],
      },
    },
    {
      date: '2026-01-01',
      reason: 'Hemp foods, beverages and supplements limited to >99% CBD or CBN isolate with no THC',
      substances: ['cbd', 'cbn'],
      productTypes: ['edibles', 'beverages', 'tinctures'],
      before: {
        status: 'legal_with_restrictions',
        summary:
          'Full- and broad-spectrum CBD/CBN foods and beverages were allowed if THC was not detectable per serving.',
        cites: [canmd],
      },
    },
  ],
} satisfies JurisdictionSeed
