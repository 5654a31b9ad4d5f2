import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-04-30'
const s044: Cite = {
  title: 'NDCC 4.1-18.1-04.4 Hemp commodities or products: allowable products, retailers',
  url: 'https://d1tvxue8o4w0fl.cloudfront.net/statute/north-dakota-century-code/title-41-agriculture/chapter-41-181-hemp/section-41-181-044-hemp-commodities-or-products-allowable-products-retailers',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const ch: Cite = {
  title: 'NDCC ch. 4.1-18.1 (Hemp)',
  url: 'https://law.justia.com/codes/north-dakota/title-4-1/chapter-4-1-18-1/',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const ch2021: Cite = {
  title: 'NDCC ch. 4.1-18.1 (2021): THC and total THC definitions',
  url: 'https://law.justia.com/codes/north-dakota/2021/title-4-1/chapter-4-1-18-1/',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const mm: Cite = {
  title: 'North Dakota hemp retailers say new statewide rules add unnecessary hurdles',
  url: 'https://www.marijuanamoment.net/north-dakota-hemp-retailers-say-new-statewide-rules-add-unnecessary-hurdles-and-red-tape/',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const T = '2026-11-25'
const nddaWarning: Cite = {
  title:
    'North Dakota Department of Agriculture: hemp-derived CBD and CBG products that meet the law remain allowed; THC products that induce psychotropic effects are not allowed in the state (retailer warning)',
  url: 'https://ndda.nd.gov/node/10406',
  type: 'guidance',
  retrieved: T,
  official: true,
  basis: 'confirmed',
}
const nddaSb2096: Cite = {
  title:
    'North Dakota Department of Agriculture: Goehring clarifies cannabidiol bill (SB 2096): CBD meeting the law stays allowed, chemically altered cannabinoids do not',
  url: 'https://ndda.nd.gov/news/goehring-clarifies-cannabidiol-bill',
  type: 'guidance',
  retrieved: T,
  official: true,
  basis: 'confirmed',
}
const ndac70102: Cite = {
  title:
    'N.D. Admin. Code 7-20-01-02 Labeling (casetext print copy, current through Supplement No. 395, Jan 2025): ingredients, allergens, serving, net contents, cannabinoid and total THC amounts, consumer warnings',
  url: 'https://print.casetext.com/regulation/north-dakota-administrative-code/title-7-agriculture-commissioner/article-7-20-hemp-products/chapter-7-20-01-general-provisions/section-7-20-01-02-labeling',
  type: 'regulation',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const ndda: Cite = {
  title:
    'North Dakota Department of Agriculture, Plant Industries: Hemp (licence required before obtaining seed or clones; grower and processor licence applications and fees)',
  url: 'https://www.nd.gov/ndda/plant-industries/hemp',
  type: 'guidance',
  retrieved: '2026-11-21',
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const N = '2026-11-28'
const sb2096: Cite = {
  title:
    'North Dakota SB 2096 (2023), bill text as introduced (fastdemocracy copy): amends NDCC ch. 4.1-18.1 on hemp commodities or products, powers of the commissioner and civil enforcement remedies, "and to provide a penalty"',
  url: 'https://fastdemocracy.com/bill-summary/?billsummary_state=nd&billsummary_id=NDB00004790&billsummary_session=68',
  type: 'statute',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  kind: 'secondary_mirror',
  scope: 'details',
}
const sb2096Tracker: Cite = {
  title:
    'North Dakota SB 2096 (2023), bill-tracker page (legiplex; enrolled 19 Apr 2023): the bill empowers the agriculture commissioner to impose civil penalties, issue cease and desist orders and require compliance reports from hemp sellers (tracker summary; the penalty sections and their amounts are not quoted)',
  url: 'https://app.legiplex.com/lpx/bill/331696',
  type: 'news',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
/** Read for the fields North Dakota's hemp chapter and its labeling rule leave to the federal layer. */
const hempLaw = [ch, s044, ndac70102]
const capUnknown =
  'NDCC 4.1-18.1-01 leaves the total THC limit of hemp and of full- and broad-spectrum products to "an amount determined by the commissioner"; the labeling rule N.D. Admin. Code 7-20-01-02 (read) makes the label state the maximum total THC per serving, dose or product but sets no amount, and the rule or order fixing the amount was not found in any stored copy of N.D. Admin. Code art. 7-20 (casetext, Justia and Cornell copies searched) nor in the Agriculture Department\'s pages read, so whether the limit is per serving or per package, and its amount, are not known'

export default {
  code: 'ND',
  name: 'North Dakota',
  region: 'Midwest',
  hempProgramStatus: 'active',
  regulatoryAuthority: 'North Dakota Department of Agriculture (NDCC ch. 4.1-18.1)',
  hempProgramUrl: 'https://www.nd.gov/ndda/plant-industries/hemp',
  adultUse: false,
  overallStance: 'restrictive',
  keyHighlights: [
    'NDCC 4.1-18.1-04.4 (SB 2096, eff. 1 Aug 2023): products with chemically derived cannabinoids or delta-8 may not be sold.',
    'Non-FDA-approved hemp products may not be sold as food, beverages or dietary supplements, or with medical claims.',
    'Allowable products must be tested, with total THC (THCA×0.877 + THC) on the COA and label; tinctures and topicals are allowable commodities.',
    'New Agriculture Department labeling and "psychotropic" hemp rules took effect 1 July (year likely 2025).',
  ],
  notes:
    "No statewide age limit found. The commissioner sets the total THC cap for allowable products. The retail rules of NDCC 4.1-18.1-04.4 and the labeling rule N.D. Admin. Code 7-20-01-02 were read on secondary copies (casetext mirror, Justia); the Agriculture Department's own retailer warning (official) states that CBD and CBG products meeting the law remain allowed and psychotropic THC products are not, which supports those statuses. No official page of the Century Code or of the Administrative Code was read. The labeling rule refers to edible cannabinoid hemp products although NDCC 4.1-18.1-04.4(5) bars non-FDA-approved hemp foods and beverages; HempData keeps the statute's prohibition.",
  hr5371Impact:
    'North Dakota already bars hemp foods and beverages, delta-8 and chemically derived cannabinoids, and counts THCA, so federal law mostly lines up. From 12 Nov 2026 allowed tinctures and topicals must also stay at or below 0.4 mg total THC per container to remain federal hemp.',
  asOf: '2026-11-01',
  defaults: {
    thcLimitText:
      'Total THC (THCA×0.877 + THC, incl. delta-7/8/10) reported on COA and label; cap set by the commissioner',
    thcPctDryWeight: 0.3,
    thcMeasurementMethod: 'total THC = THCA×0.877 + THC',
    minimumAge: null,
    ageVerificationMethod: null,
    labelingRequired: true,
    labelingRequirements:
      'N.D. Admin. Code 7-20-01-02: ingredients and major allergens, a serving suggestion, net contents, the advertised cannabinoids and maximum total THC per serving (edibles), dose (tinctures, oils, capsules) or product (topicals), concentration for hemp flower, and consumer warnings. The verbatim text holds warnings (1) to (3) of the rule, each quoted in full; warning (4) applies to products containing a certain ingredient and its wording was cut off in the copy read, so HempData does not hold it',
    warningTextVerbatim:
      '"This product is not approved by the Food and Drug Administration to treat, cure, or prevent any disease." "Keep out of reach of children." "Consult your doctor before use."',
    packagingRequirements: 'Per Agriculture Department rules',
    testingRequired: true,
    testingStandard:
      'Every hemp commodity or product tested, with the total THC result on a certificate of analysis (available to the commissioner on request) and on the label (NDCC 4.1-18.1-04.4(1)); no accreditation standard found in the statute',
    testingPanels: ['potency'],
    licenseRequired: false,
    licenseType: null,
    enforcementAgency: 'North Dakota Department of Agriculture',
    penaltyRange:
      'Selling hemp products that are not allowable (delta-8, chemically derived cannabinoids, psychotropic THC products, hemp foods and drinks) exposes the retailer to criminal prosecution, the Agriculture Department warns (THC isomers stay Schedule I under NDCC 19-03.1-05 as amended by SB 2096); SB 2096 (2023) also lets the agriculture commissioner impose civil penalties and issue cease and desist orders against hemp sellers (bill-tracker summary). The civil penalty amounts and the criminal class were not read',
    salesChannels: ['general retail (allowable hemp products)'],
    shippingStatus: null,
    effectiveDate: '2023-08-01',
    expiryDate: null,
    cites: [s044, ch, ch2021, mm, ndda, ndac70102, sb2096, sb2096Tracker],
    noStateRule: {
      shippingStatus: hempLaw,
      minimumAge: hempLaw,
      cbdMgPerServing: hempLaw,
    },
    unknown: {
      thcMgPerServing: capUnknown,
      thcMgPerContainer: capUnknown,
    },
  },
  substances: {
    'delta-9-thc': {
      status: 'prohibited',
      summary:
        'Hemp-derived cannabinoid foods and beverages may not be sold, which removes delta-9 edibles and drinks, and the Agriculture Department warns retailers that THC products inducing psychotropic effects are not allowed; tinctures/topicals must meet total THC limits.',
      cites: [s044, nddaWarning],
    },
    'delta-8-thc': {
      status: 'prohibited',
      summary:
        'Products containing delta-8 or chemically derived cannabinoids may not be sold (NDCC 4.1-18.1-04.4(2)); the Agriculture Department warns retailers that psychotropic THC products are not allowed.',
      cites: [s044, nddaWarning],
    },
    cbd: {
      status: 'legal_with_restrictions',
      summary:
        'CBD tinctures and topicals that meet the law remain allowed with testing and labeling (Agriculture Department); CBD foods, beverages and supplements are prohibited.',
      cites: [s044, nddaWarning, nddaSb2096],
    },
    thca: {
      status: 'restricted',
      summary:
        'THCA counts toward total THC, which is capped at a level the commissioner sets, removing high-THCA flower.',
      cites: [ch2021],
    },
    cbg: {
      status: 'legal_with_restrictions',
      summary:
        'Naturally derived CBG that meets the law remains allowed in tinctures and topicals with testing and labeling (Agriculture Department).',
      cites: [s044, nddaWarning],
    },
    cbn: {
      status: 'legal_with_restrictions',
      summary: 'Naturally derived CBN is allowed in tinctures and topicals; chemically derived CBN is banned.',
      cites: [s044],
    },
  },
  products: {
    edibles: {
      status: 'prohibited',
      summary: 'Non-FDA-approved hemp cannabinoid products may not be sold as food in North Dakota.',
      cites: [s044],
    },
    beverages: {
      status: 'prohibited',
      summary: 'Non-FDA-approved hemp cannabinoid products may not be sold as beverages in North Dakota.',
      cites: [s044],
    },
  },
  history: [
    {
      date: '2023-08-01',
      reason:
        'SB 2096 added NDCC 4.1-18.1-04.4: no delta-8 or chemically derived cannabinoids; no hemp food/beverage sales',
      substances: ['delta-8-thc'],
      before: {
        status: 'legal_with_restrictions',
        summary: 'Before Aug 2023 delta-8 counted toward the THC definition but there was no explicit retail sale ban.',
        cites: [ch2021],
      },
    },
  ],
} satisfies JurisdictionSeed
