import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-04-30'
const olcc: Cite = {
  title: 'OLCC: Selling hemp',
  url: 'https://www.oregon.gov/olcc/marijuana/pages/selling-hemp.aspx',
  type: 'guidance',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const oda: Cite = {
  title: 'Rule changes for hemp items (ODA notice; OAR 845-026-0400)',
  url: 'https://www.morningagclips.com/rule-changes-for-hemp-items/',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const ors: Cite = {
  title: 'ORS 475C.257',
  url: 'https://courtgpt.ai/laws/oregon/volume-14/chapter-475c/section-475c-257',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const oar: Cite = {
  title: 'OAR 603-048-1500',
  url: 'https://www.law.cornell.edu/regulations/oregon/Or-Admin-Code-SS-603-048-1500',
  type: 'regulation',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}

const oar342: Cite = {
  title: 'Or. Admin. R. 333-007-0342 Compliance testing requirements for industrial hemp-derived vapor items',
  url: 'https://casetext.com/regulation/oregon-administrative-code/chapter-333-oregon-health-authority-public-health-division/division-7-marijuana-and-hemp-testing/section-333-007-0342-compliance-testing-requirements-for-industrial-hemp-derived-vapor-items',
  type: 'regulation',
  retrieved: '2026-11-21',
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const oar7040: Cite = {
  title:
    'Or. Admin. R. 845-026-7040 Industrial hemp-derived vapor item labeling requirements: required warnings (casetext copy, current through Oregon Register Vol. 63, No. 11, 1 Nov 2024)',
  url: 'https://casetext.com/regulation/oregon-administrative-code/chapter-845-oregon-liquor-and-cannabis-commission/division-26-adult-use-cannabis-and-hemp-concentration-limits/section-845-026-7040-industrial-hemp-derived-vapor-item-labeling-requirements',
  type: 'regulation',
  retrieved: '2026-11-22',
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const oar2300: Cite = {
  title: 'OAR 603-048-2300 Testing of industrial hemp for human consumption and hemp items',
  url: 'https://oregon.public.law/rules/oar_603-048-2300',
  type: 'regulation',
  retrieved: '2026-11-21',
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const N = '2026-11-28'
const registryGuide: Cite = {
  title:
    'OLCC: Hemp Registry Guide (HB 4121; OAR 845-026-6000 to 6120, from 1 Jan 2026): hemp items with cannabinoids for human or animal use sold to Oregon consumers, direct-to-consumer (online) sales included, must be registered with a compliant label; topical-only items and items sold at OLCC marijuana retailers are outside it',
  url: 'https://www.oregon.gov/olcc/marijuana/Pages/Hemp-Registry-Guide.aspx',
  type: 'guidance',
  retrieved: N,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const sos1500: Cite = {
  title:
    'OAR 603-048-1500 Retail sale requirements; restrictions (Oregon Secretary of State): no sale, transfer or delivery to a consumer of a cannabinoid hemp item unless tested (OAR 603-048-2300 to 2500) by an OLCC-licensed, OHA-accredited laboratory, within 0.3% THC and the OLCC adult-use cannabinoid limits, with test results kept',
  url: 'https://secure.sos.state.or.us/oard/viewSingleRule.action?ruleVrsnRsn=258121',
  type: 'regulation',
  retrieved: N,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const ors571295: Cite = {
  title:
    'ORS 571.295 Registration program for industrial hemp products (Counsel Stack copy): products with cannabinoids for human or animal use, in final form for sale, transfer or delivery to a consumer in Oregon, registered with the OLCC by the responsible person inside or outside the state',
  url: 'https://law.counselstack.com/statute/or/571.295',
  type: 'statute',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const sos2320: Cite = {
  title:
    'OAR 603-048-2320 Compliance testing requirements for industrial hemp for human consumption and usable hemp (Oregon Secretary of State): every batch tested as required, and in the same manner as marijuana, under OAR 333-007-0320 before sale or transfer',
  url: 'https://secure.sos.state.or.us/oard/viewSingleRule.action?ruleVrsnRsn=258110',
  type: 'regulation',
  retrieved: N,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const oar3330340: Cite = {
  title:
    'OAR 333-007-0340 Compliance testing requirements for cannabinoid products (Cornell LII copy, as amended 1 Jan 2022): every process lot of a finished cannabinoid product for human consumption, use or ingestion tested for adult use cannabinoid and CBD concentration (OAR 333-007-0430: delta-9 THC, THCA, delta-8 THC, CBD, CBDA); microbiological contaminants only on written request of the Authority or the Commission',
  url: 'https://www.law.cornell.edu/regulations/oregon/OAR-333-007-0340',
  type: 'regulation',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const oar3330430: Cite = {
  title:
    'OAR 333-007-0430 Standards for adult use cannabinoid and CBD compliance testing (Cornell LII copy): potency testing covers delta-9 THC, delta-9 THCA, delta-8 THC (from 1 Jul 2022), CBD and CBDA',
  url: 'https://www.law.cornell.edu/regulations/oregon/OAR-333-007-0430',
  type: 'regulation',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const sos0420: Cite = {
  title:
    'OAR 333-007-0420 Standards for testing water activity and moisture content (Oregon Secretary of State): usable marijuana tested for water activity (fails above 0.65 Aw) and moisture content (fails above 15 percent)',
  url: 'https://secure.sos.state.or.us/oard/view.action?ruleNumber=333-007-0420',
  type: 'regulation',
  retrieved: N,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const registryFaq: Cite = {
  title:
    'OLCC: Hemp Registry FAQs (hemp items for sale to Oregon consumers, online included, registered and labeled under OLCC rules from 1 Jan 2026; items only for topical use, without cannabinoids, grain or fiber products and registered commercial feed are outside the registry)',
  url: 'https://www.oregon.gov/olcc/marijuana/pages/hemp-registry-faqs.aspx',
  type: 'guidance',
  retrieved: N,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const oar3330330: Cite = {
  title:
    'OAR 333-007-0330 Compliance testing requirements for cannabinoid concentrates and extracts (casetext copy, current through Jun 2024): every process lot of a finished concentrate or extract tested for pesticides, solvents, adult use cannabinoid and CBD concentration, and heavy metals, mycotoxins and microbiological contaminants (for lots made from 2022-2023 on)',
  url: 'https://casetext.com/regulation/oregon-administrative-code/chapter-333-oregon-health-authority-public-health-division/division-7-marijuana-and-hemp-testing/section-333-007-0330-compliance-testing-requirements-for-cannabinoid-concentrates-and-extracts',
  type: 'regulation',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const usableHempPanels =
  'OAR 603-048-2320 (read) tests usable hemp as usable marijuana under OAR 333-007-0320, whose own text was not found; only its water activity and moisture tests (OAR 333-007-0420) were read, so the full panel list for flower and smokable hemp is not known'
/** Read for an exempt product's age and for the CBD cap: Oregon limits THC, not CBD, and exempts very low-THC items from 21+. */
const limitsRead = [sos1500, olcc, oar]

export default {
  code: 'OR',
  name: 'Oregon',
  region: 'West',
  hempProgramStatus: 'active',
  regulatoryAuthority:
    'Oregon Department of Agriculture Hemp Program (licensing to sell/distribute cannabinoid hemp); OLCC (cannabinoid limits, labeling, testing, product registry)',
  hempProgramUrl: 'https://www.oregon.gov/oda/programs/hemp/',
  adultUse: true,
  overallStance: 'moderate',
  keyHighlights: [
    'Hemp edibles: ≤2 mg THC per serving and ≤20 mg per container; tinctures ≤100 mg per container; all hemp items ≤0.3% THC (OAR 845-026-0400, eff. 1 Jul 2022).',
    'No synthetic or artificially derived cannabinoids (e.g. converted delta-8, THC-O, HHC, converted CBN).',
    'Hemp items over OLCC adult-use limits or 0.3% total delta-9 THC are "marijuana items" sold only by licensed marijuana retailers (ORS 475C.257).',
    '21+ unless the product has <0.5 mg total THC per unit of sale and no artificially derived or advertised-intoxicating cannabinoids.',
    'From 2026 most cannabinoid hemp products (except topical-only) must be registered with OLCC.',
  ],
  notes: 'Compliance testing required before sale; in-state products need an OLCC-licensed lab.',
  hr5371Impact:
    "Oregon's 2 mg/20 mg hemp edible caps exceed the federal 0.4 mg-per-container cap, so from 12 Nov 2026 most THC-bearing hemp edibles and tinctures sold outside marijuana retailers lose federal hemp status; Oregon's synthetic ban and total-THC counting already match the federal definition.",
  asOf: '2026-11-01',
  defaults: {
    thcLimitText:
      '≤0.3% total delta-9 THC; edibles ≤2 mg per serving and ≤20 mg per container; tinctures ≤100 mg per container',
    thcPctDryWeight: 0.3,
    thcMgPerServing: 2,
    thcMgPerContainer: 20,
    thcMeasurementMethod: 'total delta-9 THC including THCA',
    minimumAge: 21,
    ageVerificationMethod: 'government_id',
    labelingRequired: true,
    labelingRequirements: 'OLCC-compliant labels; OLCC product registration from 2026 (except topical-only)',
    packagingRequirements: 'Per OLCC rules (OAR 845-026)',
    testingRequired: true,
    testingStandard:
      'Compliance testing before sale by an OLCC-licensed, OHA-accredited laboratory (or an equally accredited lab for out-of-state products), sampled and tested as under the OHA marijuana testing rules OAR 333-007-0300 to -0500 (OAR 603-048-1500, 603-048-2300); retailer keeps results. Edibles, drinks, tinctures and topicals, as cannabinoid products, are tested per process lot for delta-9 THC, THCA, delta-8 THC, CBD and CBDA, and for microbiological contaminants only on written request (OAR 333-007-0340, 333-007-0430)',
    licenseRequired: true,
    licenseType: 'ODA hemp licence to sell/distribute cannabinoid hemp products',
    enforcementAgency: 'Oregon Department of Agriculture; OLCC',
    salesChannels: [
      'ODA-licensed hemp retailers',
      'OLCC-licensed marijuana retailers (marijuana items)',
      'direct-to-consumer and online sales of OLCC-registered hemp items (from 1 Jan 2026), tested and within the THC limits before any sale, transfer or delivery to a consumer (OAR 603-048-1500), 21+ unless the item is exempt',
    ],
    shippingStatus: 'allowed_with_conditions',
    penaltyRange:
      'ODA may suspend or revoke a licence or registration, or impose civil penalties, for selling or transferring hemp items that were not tested or failed testing, or without the required test reports (OAR 603-048-2300(2)); the civil penalty amounts (OAR 603-048-0800, 603-048-1000) were not read',
    effectiveDate: '2022-07-01',
    expiryDate: null,
    testingPanels: ['potency', 'cannabinoid_profile'],
    cites: [olcc, oda, oar, oar2300, registryGuide, sos1500, ors571295, sos2320, oar3330340, oar3330430],
    noStateRule: { cbdMgPerServing: limitsRead },
    unknown: {
      warningTextVerbatim:
        'Registered hemp items must carry labels under the Hemp Registry rules (OAR 845-026-6000 to 6120, filed to appear on 1 Jan 2026) and HB 4121 section 11(4); no stored copy of those rules was found, the OLCC Hemp Registry Guide and FAQs read do not quote any warning wording, and the law-firm summary of section 11(4) read was cut off, so any prescribed wording for items other than vapor items is not known',
    },
  },
  substances: {
    'delta-9-thc': {
      status: 'legal_with_restrictions',
      summary:
        'Hemp delta-9 items are legal for adults 21+ within the OLCC limits (edibles ≤2 mg per serving and ≤20 mg per container, tinctures ≤100 mg per container); stronger items are marijuana items for licensed retailers only.',
      cites: [oda, ors],
    },
    'delta-8-thc': {
      status: 'restricted',
      summary:
        'Synthetic or converted delta-8 is prohibited in hemp items; only naturally derived delta-8 within the THC limits is allowed.',
      cites: [oda],
    },
    cbd: {
      status: 'legal_with_restrictions',
      summary:
        'CBD products are legal with OLCC registration, testing and labeling. An item with less than 0.5 mg total THC per unit of sale (shown by sensitive enough testing) and no artificially derived or advertised-intoxicating cannabinoid is exempt from the 21+ rule, not unregulated; any other CBD item is 21+.',
      minimumAge: null,
      noStateRule: { minimumAge: limitsRead },
      ageReason:
        'Products with <0.5 mg total THC per unit and no artificially derived cannabinoids are exempt from 21+',
      cites: [olcc],
    },
    thca: {
      status: 'restricted',
      summary:
        'Total delta-9 counts THCA, so THCA items over 0.3% total delta-9 THC, high-THCA flower included, are marijuana items sold only by licensed retailers to adults 21+.',
      cites: [ors],
    },
    cbg: {
      status: 'legal_with_restrictions',
      summary:
        'Naturally derived CBG products are legal with testing and registration. An item with less than 0.5 mg total THC per unit of sale and no intoxicating cannabinoid is exempt from the 21+ rule, not unregulated; any other CBG item is 21+.',
      minimumAge: null,
      ageReason: 'Products with <0.5 mg total THC per unit and no intoxicating cannabinoids are exempt from 21+',
      noStateRule: { minimumAge: limitsRead },
      cites: [olcc],
    },
    cbn: {
      status: 'restricted',
      summary:
        'Converted CBN is banned as artificially derived; naturally derived CBN advertised as intoxicating triggers 21+.',
      cites: [oda],
    },
  },
  products: {
    tinctures: {
      thcMgPerServing: null,
      noStateRule: { thcMgPerServing: [oda, sos1500, oar] },
      thcMgPerContainer: 100,
      thcLimitText: '≤100 mg THC per container; ≤0.3% THC',
      cites: [oda],
    },
    topicals: {
      additionalRestrictions: 'Topical-only products exempt from OLCC registration',
      noStateRule: { warningTextVerbatim: [registryGuide, registryFaq] },
      cites: [olcc],
    },
    flower: { unknown: { testingPanels: usableHempPanels }, cites: [sos2320, sos0420] },
    smokable: { unknown: { testingPanels: usableHempPanels }, cites: [sos2320, sos0420] },
    concentrates: {
      testingPanels: [
        'pesticides',
        'residual_solvents',
        'potency',
        'cannabinoid_profile',
        'heavy_metals',
        'mycotoxins',
        'microbials',
      ],
      cites: [oar2300, oar3330330],
    },
    'pet-products': {
      unknown: {
        testingPanels:
          'The potency rule read (OAR 333-007-0340) speaks of cannabinoid products for human consumption; how the hemp testing rules treat items for animals was not read',
      },
    },
    vapes: {
      testingStandard:
        'Every process lot of an industrial hemp-derived vapor item tested before sale for pesticides, solvents, adult-use cannabinoid and CBD concentration, heavy metals, mycotoxins and microbiological contaminants (OAR 333-007-0342)',
      testingPanels: ['pesticides', 'residual_solvents', 'potency', 'heavy_metals', 'mycotoxins', 'microbials'],
      labelingRequirements:
        'Industrial hemp-derived vapor items: manufacturer and ODA licence number, product identity (hemp concentrate or extract), date made, net weight or volume, serving size and servings, mg THC and CBD per serving and per container, activation time, testing laboratory and date, hemp symbol, the statement "This product is not approved by the FDA to treat, cure, or prevent any disease" and two warnings, the second (DO NOT EAT) in bold capital letters (OAR 845-026-7040)',
      warningTextVerbatim:
        'This product is derived from hemp and could contain THC. Keep out of reach of children. DO NOT EAT',
      cites: [oar342, oar7040],
    },
  },
  bills: [
    {
      number: 'HB 3000',
      title: 'Artificially derived cannabinoids and hemp (2021)',
      description: 'Gave OLCC authority over artificially derived cannabinoids and hemp item limits.',
      status: 'signed',
      introducedDate: '2021-01-11',
      lastAction: 'Signed (dates approximate)',
      lastActionDate: '2021-06-23',
      sponsors: [],
      impactSummary: 'Basis for current OLCC hemp rules.',
      trackerUrl: 'https://harris-sliwoski.com/?p=89557',
      fullTextUrl: null,
    },
  ],
} satisfies JurisdictionSeed
