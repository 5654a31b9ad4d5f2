import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-04-30'
const sdcl: Cite = {
  title: 'SDCL ch. 38-35 (Industrial hemp), incl. 38-35-21',
  url: 'https://sdlegislature.gov/Statutes/38-35',
  type: 'statute',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const benz: Cite = {
  title: 'South Dakota bans sale of delta-8 THC and other unregulated hemp products (HB 1125)',
  url: 'https://www.benzinga.com/markets/cannabis/24/03/37925742/south-dakota-bans-sale-of-delta-8-thc-and-other-unregulated-hemp-products',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const amend: Cite = {
  title: 'HB 1125 (2024) amendment text',
  url: 'https://mylrc.sdlegislature.gov/api/Documents/264088.html',
  type: 'statute',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const rmmc: Cite = {
  title: "Law banning sale of hemp products takes effect but won't prevent every legal high",
  url: 'https://rmmcconsulting.com/law-banning-sale-of-hemp-products-takes-effect-but-won-t-prevent-every-legal-high',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const sb61: Cite = {
  title: 'South Dakota SB 61 (2026) ban hemp-derived intoxicants',
  url: 'https://savvyherb.com/p/345186',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const danr: Cite = {
  title: 'SD Department of Agriculture & Natural Resources: Hemp',
  url: 'https://danr.sd.gov/Agriculture/Inspection/Hemp/',
  type: 'guidance',
  retrieved: '2026-11-01',
  official: true,
  basis: 'memory',
}
const T = '2026-11-28'
const hb1292: Cite = {
  title:
    'SD 2022 House Bill 1292 (SDCL ch. 34-20B): no sale of products containing delta-8 THC, THC-O acetate or hexahydrocannabinol to persons under 21; Class 2 misdemeanor',
  url: 'https://sdlegislature.gov/Session/Bill/23385/235111',
  type: 'statute',
  retrieved: T,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const arsd1282: Cite = {
  title: 'ARSD art. 12:82 Industrial hemp (licensing, handling, inspections, crop samples and testing)',
  url: 'https://sdlegislature.gov/Rules/Administrative/12:82',
  type: 'regulation',
  retrieved: T,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const scout: Cite = {
  title: 'Bill to ban sale of pot-like Delta-9 to minors is on path to easy passage (SB 45, 2026)',
  url: 'https://www.thedakotascout.com/p/bill-to-ban-sale-of-pot-like-delta',
  type: 'news',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const s383516: Cite = {
  title:
    'SDCL 38-35-16 Transportation: consent to search; Class 2 misdemeanor to transport industrial hemp, "but not industrial hemp product", without program documentation',
  url: 'https://sdlegislature.gov/api/Statutes/2078415.html',
  type: 'statute',
  retrieved: T,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const s383517: Cite = {
  title:
    'SDCL 38-35-17 Transportation by persons other than grower licensee (licence copy, DEA-registered laboratory report on the lot, affirmation, bill of lading)',
  url: 'https://sdlegislature.gov/api/Statutes/38-35-17.html',
  type: 'statute',
  retrieved: T,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const s38353: Cite = {
  title:
    'SDCL 38-35-3 Application for grower license (a licence to purchase, receive or obtain industrial hemp "other than industrial hemp product")',
  url: 'https://sdlegislature.gov/api/Statutes/38-35-3.html',
  type: 'statute',
  retrieved: T,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const sb80: Cite = {
  title:
    "SD 2026 SB 80 (Roe): delta-9 THC products to the under-21 list; withdrawn at the prime sponsor's request 21 Jan 2026 (Vulcan Bills tracker)",
  url: 'https://vulcanbills.com/sd/2026/SB80',
  type: 'news',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
/** The transport sections of the hemp chapter, which exempt finished hemp products, and DANR's rules (transportation chapter repealed). */
const shipRead: Cite[] = [s383516, s383517, s38353, arsd1282]

/** South Dakota's hemp law as read: the hemp chapter, its rules, and the under-21 list of HB 1292. */
const read: Cite[] = [sdcl, arsd1282, amend]
const ageRead: Cite[] = [hb1292, sdcl]
const healthRules =
  'SDCL 38-35-12 directs the Department of Health to set testing procedures and labeling requirements for industrial hemp products; no such Department of Health rule was found: the only Department of Health cannabis article found is ARSD art. 44:90 (medical cannabis), and ARSD art. 12:82 (DANR) covers crop sampling and testing only. A 2023 bill (HB 1226) would have added delta-8 testing and labeling rules to 38-35-12; its outcome was not found'

export default {
  code: 'SD',
  name: 'South Dakota',
  region: 'Midwest',
  hempProgramStatus: 'active',
  regulatoryAuthority: 'SD Department of Agriculture & Natural Resources (SDCL ch. 38-35)',
  hempProgramUrl: 'https://danr.sd.gov/Agriculture/Inspection/Hemp/',
  adultUse: false,
  overallStance: 'restrictive',
  keyHighlights: [
    'HB 1125 (eff. 1 Jul 2024) bans chemical modification or conversion of hemp (CBD to delta-8/9/10, HHC, THC-O, THCP) and sale of such products; Class 2 misdemeanor.',
    'Industrial hemp for smoking is prohibited (SDCL 38-35-21).',
    'A federal court denied Hemp Quarters 605 a preliminary injunction against HB 1125.',
    'SB 61 (2026) would ban hemp intoxicants and products with >0.4 mg cannabinoids per container; engrossed 21 Jan 2026, final status unknown.',
  ],
  notes:
    'Medical program only. The under-21 sales ban of HB 1292 (2022) covers delta-8, THC-O and HHC; SB 45 (2026, Attorney General Jackley) would add delta-9 and cleared Senate Judiciary unanimously, but its enactment was not found. SB 61 (2026) outcome not found either. The "no state rule" findings describe the law as read and would change if either bill was enacted. Naturally derived delta-9 edible status is partly inference.',
  hr5371Impact:
    'South Dakota already bans converted cannabinoids and smokable hemp, matching the federal exclusions. From 12 Nov 2026 naturally derived delta-9 edibles above 0.4 mg total THC per container also lose federal hemp status; SB 61 would copy that threshold into state law if enacted.',
  asOf: '2026-11-01',
  defaults: {
    thcLimitText: 'Delta-9 ≤0.3% dry weight; no chemically converted cannabinoids',
    thcPctDryWeight: 0.3,
    minimumAge: null,
    ageVerificationMethod: null,
    labelingRequired: null,
    labelingRequirements: 'No state hemp product labeling law found',
    packagingRequirements: 'No state hemp product packaging law found',
    testingRequired: false,
    testingStandard: null,
    licenseRequired: false,
    licenseType: null,
    enforcementAgency: 'SD DANR; law enforcement',
    penaltyRange: 'Class 2 misdemeanor (converted cannabinoid sales); misdemeanor (smokable hemp)',
    salesChannels: ['general retail'],
    shippingStatus: null,
    effectiveDate: '2024-07-01',
    expiryDate: null,
    noStateRule: {
      shippingStatus: shipRead,
      minimumAge: ageRead,
      thcMgPerServing: read,
      thcMgPerContainer: read,
      cbdMgPerServing: read,
    },
    unknown: {
      testingStandard: healthRules,
      testingPanels: healthRules,
      labelingRequired: healthRules,
      warningTextVerbatim: healthRules,
    },
    cites: [sdcl, benz, amend, sb61, danr],
  },
  substances: {
    'delta-9-thc': {
      status: 'legal_with_restrictions',
      summary:
        'Naturally derived hemp delta-9 products at ≤0.3% may be sold in South Dakota (inference for retail status); delta-9 made by converting CBD is banned under HB 1125, and hemp for smoking is banned. Federal law limits final products to 0.4 mg total THC per container from 12 Nov 2026.',
      cites: [benz, scout, sb80],
      unknown: {
        minimumAge:
          'HB 1292 (2022) bars sales to under-21s of delta-8, THC-O and HHC products only; SB 45 (2026, Attorney General Jackley) would add delta-9 THC acid to that list with sale to minors a Class 1 misdemeanor and passed Senate Judiciary unanimously for the consent calendar, but no record of its final passage or signature was found; a second bill adding delta-9 THC (SB 80) was withdrawn on 21 Jan 2026',
      },
    },
    'delta-8-thc': {
      status: 'prohibited',
      summary: 'HB 1125 bans converting hemp into delta-8 and selling such products (Class 2 misdemeanor).',
      cites: [benz, rmmc],
    },
    cbd: {
      status: 'legal',
      summary:
        'CBD products other than smokables may be sold in South Dakota with no state age limit or potency cap; converted cannabinoids are banned.',
    },
    thca: {
      status: 'prohibited',
      summary:
        'HempData records THCA products as prohibited in South Dakota: the state bans hemp for smoking (SDCL 38-35-21), which covers THCA flower; no South Dakota provision specific to non-smokable THCA products was found, so verify before relying on this for them.',
      cites: [sdcl],
    },
    cbg: {
      status: 'legal_with_restrictions',
      summary: 'Naturally derived CBG is legal; converted cannabinoids are banned (inference).',
      cites: [amend],
    },
    cbn: {
      status: 'legal_with_restrictions',
      summary: 'Naturally derived CBN is legal; CBN made by conversion is banned (inference).',
      cites: [amend],
    },
  },
  products: {
    smokable: {
      status: 'prohibited',
      summary: 'South Dakota prohibits industrial hemp for smoking (SDCL 38-35-21).',
      cites: [sdcl],
    },
    flower: { status: 'prohibited', summary: 'Hemp flower for smoking is prohibited (SDCL 38-35-21).', cites: [sdcl] },
  },
  bills: [
    {
      number: 'HB 1125',
      title: 'Chemically modified hemp (2024)',
      description: 'Bans chemical modification/conversion of hemp and sale of such products.',
      status: 'signed',
      introducedDate: '2024-01-17',
      lastAction: 'Signed March 2024; effective 1 Jul 2024 (dates approximate)',
      lastActionDate: '2024-03-12',
      sponsors: [],
      impactSummary: 'Banned delta-8 and other converted cannabinoids.',
      trackerUrl:
        'https://www.benzinga.com/markets/cannabis/24/03/37925742/south-dakota-bans-sale-of-delta-8-thc-and-other-unregulated-hemp-products',
      fullTextUrl: 'https://mylrc.sdlegislature.gov/api/Documents/264088.html',
    },
    {
      number: 'SB 61',
      title: 'An Act to ban hemp-derived intoxicants not for medical purposes',
      description:
        'Would ban manufacture, sale, distribution, possession and consumption of hemp intoxicants and products with >0.4 mg cannabinoids per container.',
      status: 'in_committee',
      introducedDate: '2026-01-13',
      lastAction: 'Engrossed by Senate Health & Human Services; final status unknown',
      lastActionDate: '2026-01-21',
      sponsors: [{ name: 'Carley', party: 'R', role: 'sponsor' }],
      impactSummary: 'Would mirror the federal per-container cap.',
      trackerUrl:
        'https://fastdemocracy.com/bill-summary/?billsummary_id=SDB00007448&billsummary_session=2026&billsummary_state=sd',
      fullTextUrl: null,
    },
    {
      number: 'SB 45',
      title: 'Sale of delta-9 THC products to persons under 21 (Attorney General Jackley)',
      description:
        'Would add delta-9 to the hemp-derived intoxicants (delta-8, THC-O, HHC) that may not be sold to or possessed by persons under 21; sale to a minor a Class 1 misdemeanor, possession by a minor a Class 2 misdemeanor.',
      status: 'in_committee',
      introducedDate: '2026-01-13',
      lastAction:
        'Passed Senate Judiciary unanimously, bound for the consent calendar; final outcome not found (dates approximate)',
      lastActionDate: '2026-01-20',
      sponsors: [],
      impactSummary: 'Would set 21+ for hemp delta-9 products.',
      trackerUrl: 'https://www.thedakotascout.com/p/bill-to-ban-sale-of-pot-like-delta',
      fullTextUrl: null,
      substances: ['delta-9-thc'],
    },
  ],
  history: [
    {
      date: '2024-07-01',
      reason: 'HB 1125 took effect: ban on chemically converted hemp cannabinoids',
      substances: ['delta-8-thc'],
      before: {
        status: 'legal',
        summary: 'Before July 2024 delta-8 and other converted cannabinoids were sold without a state ban.',
        penaltyRange: null,
        cites: [benz],
      },
    },
  ],
} satisfies JurisdictionSeed
