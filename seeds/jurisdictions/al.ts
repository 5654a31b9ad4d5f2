import type { JurisdictionSeed } from '../types.ts'
import {
  hb445Text,
  hifyHb445,
  headquest,
  greenCulture,
  fdHb445,
  abcMemory,
  abcHempRetail,
  alpolitics,
  mjAuthorities,
  onEdge,
} from './al-sources.ts'

export default {
  code: 'AL',
  name: 'Alabama',
  region: 'Southeast',
  hempProgramStatus: 'active',
  regulatoryAuthority:
    'Alabama Alcoholic Beverage Control (ABC) Board (consumable hemp products); Alabama Department of Agriculture & Industries (cultivation)',
  hempProgramUrl: null,
  adultUse: false,
  overallStance: 'restrictive',
  keyHighlights: [
    'Act 2025-385 (HB 445) moved consumable hemp under ABC Board licensing from 1 Jul 2025, full licensing by 1 Jan 2026.',
    'Edibles capped at 10 mg THC per serving and 40 mg per package; beverages at most 12 fl oz in packs of 4 or fewer.',
    'Inhalable hemp (flower, vapes, pre-rolls) and synthetic/converted cannabinoids such as delta-8 are banned.',
    'Sales only to adults 21+ in liquor stores or adult-only hemp stores; no online sales or delivery.',
    '2026 bills SB 1 and SB 321 would schedule psychoactive hemp cannabinoids; outcomes not found.',
  ],
  notes:
    'Medical cannabis program (2021) still not operating as of Jan 2026. Excise tax reported as 10% (engrossed bill said 7%). CBG/CBN status rests on inference.',
  hr5371Impact:
    'Alabama already bans delta-8 and inhalable hemp, matching the federal synthetic and THCA exclusions. From 12 Nov 2026 the licensed 10 mg/40 mg edibles and THC beverages sold through ABC licensees exceed the federal 0.4 mg-per-container cap and lose federal hemp status, so most of the state-licensed THC market becomes federally controlled.',
  asOf: '2026-11-01',
  defaults: {
    thcLimitText: '≤10 mg THC per serving and ≤40 mg per package; beverages ≤12 fl oz, ≤4 per pack',
    thcPctDryWeight: 0.3,
    thcMgPerServing: 10,
    thcMgPerContainer: 40,
    thcMeasurementMethod: 'total THC per serving/package (Act 2025-385)',
    minimumAge: 21,
    ageVerificationMethod: 'government_id',
    labelingRequired: true,
    labelingRequirements:
      'ABC Board label approval before sale (from 1 Jan 2026); labels give batch number, serving size, THC content and a scannable code linking to the test results, and carry the required warnings (reported as: keep out of reach of children, may cause a failed drug test, not for persons under 21 or who are pregnant; exact wording not held); no child-appealing marketing',
    packagingRequirements: 'Sealed, child-resistant packaging',
    warningTextVerbatim: null,
    testingRequired: true,
    testingStandard:
      'Independent laboratory with no interest in the manufacturer, wholesaler or retailer; certificate of analysis per batch before sale',
    testingPanels: ['potency', 'cannabinoid_profile', 'heavy_metals', 'pesticides', 'residual_solvents'],
    shippingStatus: 'prohibited_to_consumers',
    licenseRequired: true,
    licenseType:
      'ABC Board manufacturer, wholesaler and retailer licences (retail about $1,000/yr with background check)',
    enforcementAgency: 'Alabama ABC Board',
    penaltyRange:
      'Sale or possession of consumable hemp products in violation of Act 2025-385 (including inhalable hemp): Class C felony, 1 to 10 years and a fine up to $15,000, plus statutory fines, seizure without a warrant and licence suspension or revocation',
    salesChannels: [
      'liquor stores',
      'adult-only hemp stores',
      'grocers (beverages only, restricted displays)',
      'no online sales, delivery or direct shipment to consumers',
    ],
    additionalRestrictions:
      'No online sales, delivery or direct-to-consumer shipment; no on-premises consumption; 10% retail excise tax reported',
    effectiveDate: '2025-07-01',
    expiryDate: null,
    unknown: {
      cbdMgPerServing:
        'Reports of Act 2025-385 give THC caps only; the enacted Senate substitute was not read (only the engrossed House text), so whether it sets a CBD limit is not confirmed.',
      warningTextVerbatim:
        'Act 2025-385 requires warning statements on labels, reported in paraphrase only; the enacted Senate substitute, which holds the wording, was not read in any stored copy.',
    },
    cites: [hb445Text, headquest, fdHb445, alpolitics, mjAuthorities, onEdge],
  },
  substances: {
    'delta-9-thc': {
      status: 'legal_with_restrictions',
      summary:
        'Hemp delta-9 edibles and beverages are legal for adults 21+ through ABC-licensed liquor or adult-only hemp stores, capped at 10 mg per serving and 40 mg per package.',
      cites: [hifyHb445, abcHempRetail],
    },
    'delta-8-thc': {
      status: 'prohibited',
      summary:
        'Act 2025-385 bans chemically converted and synthetic cannabinoids, which covers commercial delta-8 products.',
      thcMgPerServing: null,
      thcMgPerContainer: null,
      cites: [hifyHb445],
    },
    cbd: {
      status: 'legal_with_restrictions',
      summary:
        'CBD consumables are legal but fall under the same ABC licensing, testing and 21+ rules as other consumable hemp products.',
      cites: [headquest, abcHempRetail],
    },
    thca: {
      status: 'prohibited',
      summary: 'THCA flower and other smokable hemp are banned under the inhalable-hemp prohibition in Act 2025-385.',
      cites: [greenCulture],
    },
    cbg: {
      status: 'unclear',
      summary:
        'Act 2025-385 does not single out CBG; it is presumably sold as a consumable hemp product under ABC licensing and 21+ rules (inference).',
      cites: [abcMemory],
    },
    cbn: {
      status: 'unclear',
      summary:
        'CBN is not addressed separately; naturally derived CBN likely falls under the consumable-hemp licensing regime, but converted CBN may count as a banned synthetic (inference).',
      cites: [abcMemory],
    },
  },
  products: {
    smokable: {
      status: 'prohibited',
      summary: 'Alabama bans all inhalable hemp products regardless of cannabinoid.',
      cites: [greenCulture],
    },
    flower: {
      status: 'prohibited',
      summary: 'Hemp flower for inhalation is banned under the inhalable-hemp prohibition.',
      cites: [greenCulture],
    },
    vapes: {
      status: 'prohibited',
      summary: 'Hemp vapes and cartridges are banned under the inhalable-hemp prohibition.',
      cites: [greenCulture],
    },
  },
  bills: [
    {
      number: 'HB 445',
      title: 'Consumable hemp products regulation (Act 2025-385)',
      description:
        'Moves consumable hemp under ABC Board licensing, sets 10 mg/40 mg caps, 21+ age limit and bans inhalable and synthetic hemp products.',
      status: 'signed',
      introducedDate: '2025-03-01',
      lastAction: 'Signed by Governor as Act 2025-385; effective 1 Jul 2025 (introduction date approximate)',
      lastActionDate: '2025-05-14',
      sponsors: [],
      impactSummary: 'Created the current licensed, capped market and banned delta-8 and smokable hemp.',
      trackerUrl: 'https://savvyherb.com/p/331662',
      fullTextUrl: 'https://app.legiplex.com/al/legislature/2025/2025-r/bills/hb445/drafts-latest',
    },
    {
      number: 'SB 1',
      title: 'Psychoactive hemp cannabinoids as Schedule I',
      description:
        'Would schedule psychoactive hemp cannabinoids, limit CBD to Board-of-Pharmacy-certified pharmacies, require Alabama-grown hemp and repeal Act 2025-385.',
      status: 'in_committee',
      introducedDate: '2026-01-13',
      lastAction: 'Pending as of 17 Feb 2026; final outcome not found (introduction date approximate)',
      lastActionDate: '2026-02-17',
      sponsors: [{ name: 'April Weaver', party: 'R', role: 'sponsor' }],
      impactSummary: 'Would end the licensed hemp THC market and restrict CBD to pharmacies.',
      trackerUrl:
        'https://www.bamapolitics.com/alabama/bills/2026-regular-session/2026-senate-bills/sb1-alabama-2026-session',
      fullTextUrl: null,
    },
    {
      number: 'SB 321',
      title: 'Psychoactive cannabinoids added as Schedule I; consumable hemp laws repealed',
      description:
        'Similar ban to SB 1: adds psychoactive hemp derivatives to Schedule I, criminalizes possession and repeals consumable hemp product laws.',
      status: 'introduced',
      introducedDate: '2026-02-24',
      lastAction: 'Filed; final outcome not found',
      lastActionDate: '2026-02-24',
      sponsors: [{ name: 'Butler', party: 'unknown', role: 'sponsor' }],
      impactSummary: 'Would prohibit hemp THC products statewide.',
      trackerUrl:
        'https://www.awaresoutheast.org/bills/sb321-psychoactive-cannabinoids-psychoactive-derivatives-of-hemp-added-as-schedule-i-drug-possession-and-use-of-psychoactive-cannabinoids-prohibited-and-criminal-penalties-provided-consumable-hemp-product-laws-repealed',
      fullTextUrl: null,
    },
  ],
  history: [
    {
      date: '2025-07-01',
      reason:
        'Act 2025-385 (HB 445) took effect: ABC licensing, 10 mg/40 mg caps, bans on synthetic and inhalable hemp',
      substances: ['delta-8-thc', 'thca'],
      before: {
        status: 'legal_with_restrictions',
        summary:
          'Before Act 2025-385, delta-8 and THCA/smokable hemp products were sold under the earlier §13A-12-214.4 regime without ABC licensing or an inhalable ban.',
        licenseRequired: false,
        thcMgPerServing: null,
        thcMgPerContainer: null,
        cites: [hb445Text],
      },
    },
    {
      date: '2025-07-01',
      reason:
        'Act 2025-385 (HB 445) imposed ABC licensing and per-serving/package caps on hemp delta-9 edibles and beverages',
      substances: ['delta-9-thc'],
      productTypes: ['edibles', 'beverages'],
      before: {
        status: 'legal_with_restrictions',
        summary:
          'Before Act 2025-385 hemp delta-9 edibles and beverages had no state per-serving cap or ABC licence requirement.',
        licenseRequired: false,
        thcMgPerServing: null,
        thcMgPerContainer: null,
        cites: [hb445Text],
      },
    },
  ],
} satisfies JurisdictionSeed
