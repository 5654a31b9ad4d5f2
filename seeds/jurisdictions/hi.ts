import type { JurisdictionSeed } from '../types.ts'
import {
  faq,
  hb1482,
  sscr,
  hrs,
  har3,
  har22,
  doh,
  tokers,
  ap,
  cbt,
  har30,
  har22Read,
  hrs3Read,
  everyLabel,
  edibleLabel,
  dohRegistry,
  registryFaq,
} from './hi-sources.ts'

export default {
  code: 'HI',
  name: 'Hawaii',
  region: 'West',
  hempProgramStatus: 'active',
  regulatoryAuthority:
    'Hawaii Department of Health Hemp Program (processors and manufactured hemp products; moving to the Office of Medical Cannabis Control & Regulation under HB 1482); USDA/HDOA (cultivation)',
  hempProgramUrl: 'https://health.hawaii.gov/hempprogram/',
  adultUse: false,
  overallStance: 'restrictive',
  keyHighlights: [
    'Only listed forms are allowed: topicals, gummies, tablets, capsules, powders, softgels, oil-based tinctures and beverages (DOH FAQ, Oct 2025).',
    'Smokable hemp, inhaled/aerosolized products and food with added cannabinoids are prohibited.',
    'From 1 Jan 2026 distributors and retailers need a DOH certificate of registration ($50) under HB 1482; tinctures are 21+.',
    'Delta-8 and other Schedule I cannabinoids are excluded from "manufactured hemp product".',
  ],
  notes:
    'Reported per-product caps (1 mg THC/serving and 5 mg/package; beverages 0.5 mg per container; tinctures 75 mg/container) come from a low-confidence source and are not used as numbers. DOH said it lacked authority to age-restrict CBD generally.',
  hr5371Impact:
    "Hawaii's very low THC allowances leave most permitted products near the federal 0.4 mg-per-container cap, and the state already bans smokables and delta-8. From 12 Nov 2026 any gummy packages or tinctures above 0.4 mg total THC per container lose federal hemp status, so registered retailers must check container totals, not just per-serving THC.",
  asOf: '2026-11-01',
  defaults: {
    thcLimitText: 'Very low total THC per serving/package set by DOH rule; ≤0.3% THC',
    thcPctDryWeight: 0.3,
    thcMeasurementMethod: 'total THC',
    minimumAge: null,
    ageVerificationMethod: null,
    labelingRequired: true,
    labelingRequirements:
      'HAR §11-37-30: product name, net weight, ingredient and responsibility statements, batch number, directions for use (tinctures in drops, dropperfuls or sprays from 1 Mar 2025), the three statements quoted as warning text (the rule allows "words of similar meaning"), and a QR code or website with the test results; edible products add the disease-claim statement, serving size, servings per package and mg per serving of total THC, CBD and any advertised cannabinoid',
    warningTextVerbatim: everyLabel,
    packagingRequirements: 'Per HAR ch. 11-37',
    testingRequired: true,
    testingStandard: 'ISO 17025-accredited laboratory; content and consistency testing (HAR §11-37-22)',
    licenseRequired: true,
    licenseType:
      'DOH processor registration ($500/yr); distributor/retailer certificate of registration ($50) from 1 Jan 2026',
    enforcementAgency: 'Hawaii Department of Health; Attorney General',
    penaltyRange: 'Up to $10,000 per offense; offense of unlawful hemp retailing',
    salesChannels: [
      'DOH-registered retailers',
      'online and out-of-state sellers registered with the DOH Office of Medical Cannabis Control and Regulation (Act 269, from 1 Jan 2026)',
    ],
    shippingStatus: 'allowed_with_conditions',
    additionalRestrictions:
      'Since 1 Jan 2026 every business selling manufactured hemp products in Hawaii, including online and out-of-state sellers, must hold a DOH certificate of registration ($50 for five years; a grace period preceded enforcement); only the allowed forms (topicals, gummies, tablets, capsules, powders, softgels, gelcaps, oil-based tinctures, beverages) within the THC limits, tested and labelled, may be sold. Selling without registration is the offence of unlawful hemp retailing or distribution.',
    effectiveDate: '2026-01-01',
    expiryDate: null,
    unknown: {
      minimumAge:
        'HAR §11-37-30(a)(9) requires every label to say "Not for sale to persons under the age of 21." (or similar words), but DOH has said it lacks authority to age-restrict CBD sales and HB 1482 sets 21+ for tinctures only; whether selling other products to a person under 21 is unlawful was not determined.',
      thcMgPerServing:
        'The per-serving THC limits in the amended HAR ch. 11-37 (reported as 1 mg) were seen only on a low-confidence source; the rule section setting them was not read.',
      thcMgPerContainer:
        'The per-package THC limits in the amended HAR ch. 11-37 (reported as 5 mg, 0.5 mg for beverages) were seen only on a low-confidence source; the rule section setting them was not read.',
      cbdMgPerServing:
        'No CBD limit appears in the HAR ch. 11-37 sections read (11-37-22, 11-37-30); the rest of the chapter was not read.',
      testingPanels:
        'HAR §11-37-22 requires every batch to be tested for total THC, delta-9 THC, CBD and any advertised cannabinoid; the contaminant list of §11-37-23 was not read, so the full panel set is not determined.',
    },
    cites: [faq, hb1482, hrs, cbt, har30, har22Read, hrs3Read, dohRegistry, registryFaq],
  },
  substances: {
    'delta-9-thc': {
      status: 'legal_with_restrictions',
      summary:
        'Hemp delta-9 is allowed only in listed forms (gummies, capsules, tinctures, beverages, topicals) with very low THC per serving and package, sold by DOH-registered retailers.',
      cites: [doh],
    },
    'delta-8-thc': {
      status: 'prohibited',
      summary: 'Delta-8 and other Schedule I cannabinoids are excluded from manufactured hemp products.',
      cites: [sscr],
    },
    cbd: {
      status: 'legal_with_restrictions',
      summary:
        'CBD is legal in the listed product forms from DOH-registered retailers; no general age limit, but tinctures are 21+ from 1 Jan 2026.',
      cites: [faq, ap],
    },
    thca: {
      status: 'prohibited',
      summary: 'Smokable hemp flower and inhaled products are prohibited, which removes THCA flower.',
      cites: [har3],
    },
    cbg: {
      status: 'legal_with_restrictions',
      summary: 'CBG is allowed in listed product forms and must be tested if advertised.',
      cites: [har22],
    },
    cbn: {
      status: 'legal_with_restrictions',
      summary: 'CBN is allowed in listed product forms and must be tested if advertised.',
      cites: [har22],
    },
  },
  products: {
    smokable: {
      status: 'prohibited',
      summary: 'Hawaii prohibits smokable hemp and inhaled or aerosolized hemp products.',
      cites: [har3],
    },
    flower: {
      status: 'prohibited',
      summary: 'Smokable hemp leaf and flower are prohibited for sale to consumers.',
      cites: [har3],
    },
    vapes: { status: 'prohibited', summary: 'Inhaled and aerosolized hemp products are prohibited.', cites: [har3] },
    concentrates: {
      status: 'prohibited',
      summary: 'Concentrates are not a listed allowed form of manufactured hemp product.',
      cites: [faq],
    },
    tinctures: {
      minimumAge: 21,
      ageReason: 'HB 1482 makes hemp tinctures 21+ from 1 Jan 2026',
      warningTextVerbatim: edibleLabel,
      cites: [tokers, har30],
    },
    edibles: { warningTextVerbatim: edibleLabel, cites: [har30] },
    beverages: { warningTextVerbatim: edibleLabel, cites: [har30] },
    // DOH's FAQ lists forms "for use by humans or animals"; §11-37-30(a) covers every manufactured hemp product.
    'pet-products': { warningTextVerbatim: everyLabel, cites: [har30, faq] },
  },
  bills: [
    {
      number: 'HB 1482',
      title: 'Hemp products; distributor and retailer registration (2025)',
      description:
        'Requires DOH registration of hemp distributors and retailers from 1 Jan 2026, creates the offense of unlawful hemp retailing, makes tinctures 21+, and moves the processor program to the Office of Medical Cannabis Control & Regulation.',
      status: 'signed',
      introducedDate: '2025-01-21',
      lastAction: 'Signed by Governor; effective 1 Jan 2026 (introduction date approximate)',
      lastActionDate: '2025-07-02',
      sponsors: [],
      impactSummary: 'Adds retail registration and enforcement tools.',
      trackerUrl:
        'https://www.tokersguide.com/cannabis-news/hawaii-governor-signs-hemp-bill-requiring-product-distributors-and-retailers-to-register-with-the-state',
      fullTextUrl: 'https://capitolwebsite.azurewebsites.net/sessions/session2025/Bills/HB1482_CD1_.HTM',
    },
  ],
  history: [
    {
      date: '2026-01-01',
      reason:
        'Act 269 (HB 1482): distributors and retailers of manufactured hemp products, including online and out-of-state sellers, must register with DOH',
      before: {
        shippingStatus: null,
        unknown: {
          shippingStatus:
            'Before Act 269 took effect no registration of sellers was required; whether Hawaii law set any other condition on shipping to consumers was not determined.',
        },
        salesChannels: ['retailers (no state registration of sellers before 1 Jan 2026)'],
        cites: [dohRegistry],
      },
    },
    {
      date: '2026-01-01',
      reason: 'HB 1482 retailer/distributor registration and tincture 21+ took effect',
      substances: ['delta-9-thc', 'cbd', 'cbg', 'cbn'],
      productTypes: ['tinctures'],
      before: {
        status: 'legal_with_restrictions',
        summary: 'Before 1 Jan 2026 hemp tinctures had no state age limit and retailers did not need DOH registration.',
        minimumAge: null,
        licenseType: 'DOH processor registration ($500/yr)',
        cites: [ap],
      },
    },
    {
      date: '2024-11-26',
      reason: 'DOH rule amendment allowed gummies and beverages with low THC',
      substances: ['delta-9-thc', 'cbd'],
      productTypes: ['edibles', 'beverages'],
      before: {
        status: 'prohibited',
        summary:
          'Before the Nov 2024 amendment gummies and beverages were not allowed manufactured hemp product forms.',
        cites: [doh],
      },
    },
  ],
} satisfies JurisdictionSeed
