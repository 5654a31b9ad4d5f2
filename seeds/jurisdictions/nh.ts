import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-04-30'
const rsa: Cite = {
  title: 'RSA 439-A:4 (Hemp)',
  url: 'https://law.justia.com/codes/new-hampshire/title-xl/chapter-439-a/section-439-a-4',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const oracle: Cite = {
  title: 'New Hampshire delta-8 THC laws',
  url: 'https://cbdoracle.com/news/policy/new-hampshire-delta-8-thc-laws',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const nf: Cite = {
  title: 'Pot-related products would be banned under bill passed by NH lawmakers',
  url: 'https://new-futures.org/post/Pot-related-products-would-be-banned-under-bill-passed-by-NH-lawmakers',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const rsaGov: Cite = {
  title: 'NH RSA Chapter 439-A Hemp (gencourt)',
  url: 'https://www.gencourt.state.nh.us/rsa/html/XL/439-A/439-A-mrg.htm',
  type: 'statute',
  retrieved: '2026-11-01',
  official: true,
  basis: 'memory',
}
const T = '2026-11-21'
const unhExt: Cite = {
  title:
    'UNH Extension with the NH Department of Agriculture, Markets & Food: Hemp production in New Hampshire update (Mar 2020): no State hemp program; USDA licenses NH producers',
  url: 'https://extension.unh.edu/blog/2020/03/hemp-production-new-hampshire-update',
  type: 'guidance',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  scope: 'details',
  kind: 'agency_guidance',
}
const sb624Text: Cite = {
  title:
    'NH SB 624-FN (2026) as introduced: quotes current RSA 439-A:4 and would add a 21+ rule for hemp products with any THC',
  url: 'https://bills.nhliberty.org/bills/2026/SB624',
  type: 'statute',
  retrieved: T,
  official: false,
  basis: 'confirmed',
}
const sb485Text: Cite = {
  title:
    'NH SB 485-FN (2026) as introduced (bills.nhliberty.org copy of the bill text): would create RSA 179-A with Liquor Commission licensing, testing, labeling, age verification and a ban on direct shipping to consumers, effective 1 Jan 2027; current law has none of these',
  url: 'https://bills.nhliberty.org/bills/2026/SB485/revision/49228',
  type: 'statute',
  retrieved: '2026-11-28',
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const N = '2026-11-28'
const findlaw318b: Cite = {
  title:
    'FindLaw: New Hampshire marijuana laws (RSA 318-B:1 et seq.; sale or trafficking under 1 oz up to 3 years and/or $25,000, 1 oz to 5 lb up to 7 years and/or $100,000, over 5 lb up to 20 years and/or $300,000, subsequent offenses higher, doubled within 1,000 feet of a school)',
  url: 'https://statelaws.findlaw.com/new-hampshire-law/new-hampshire-marijuana-laws.html',
  type: 'news',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const newFutures: Cite = {
  title:
    'New Futures: addictive products bills (2026 session), asking supporters to email the Senate Judiciary Committee (where SB 624 was referred) about the kratom and hemp-derived THC bills, so still before the committee when the page was written',
  url: 'https://new-futures.org/addictive-products',
  type: 'news',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
/** Read for the fields RSA 439-A leaves to the federal layer (SB 485's rules would start only in 2027). */
const hempLaw = [rsa, sb624Text, sb485Text]

export default {
  code: 'NH',
  name: 'New Hampshire',
  region: 'Northeast',
  hempProgramStatus: 'no_program',
  regulatoryAuthority:
    'NH Department of Agriculture, Markets & Food (no state production plan; USDA licenses growers); Liquor Commission Division of Enforcement & Licensing (hemp-THC rules at its licensees)',
  hempProgramUrl: null,
  adultUse: false,
  overallStance: 'moderate',
  keyHighlights: [
    'RSA 439-A:4 (HB 611, eff. 7 Oct 2023): hemp products may not exceed 0.3% THC dry weight counting delta-8, delta-9 and any other THC isomer, natural or synthetic.',
    'No retail licensing or smokable ban; no age limit in RSA 439-A as last read (SB 624, 21+, outcome not found).',
    'SB 485-FN (2026) would create Liquor Commission licensing, 21+, testing, a 5% wholesale tax and no direct-to-consumer shipping from 1 Jan 2027; pending.',
    'SB 624 (2026) would bar under-21 purchase or possession of hemp products with any THC.',
  ],
  notes:
    'hempProgramStatus no_program: New Hampshire runs no State hemp program and USDA licenses its producers (UNH Extension post co-written with the NH Department of Agriculture, Markets & Food, Mar 2020). The 0.3% all-isomer limit of RSA 439-A:4 was read on Justia and quoted in SB 624 (2026); the official gencourt page of RSA 439-A was not read, so no record here rests on an official page. Smokable, THCA and CBG/CBN status unclear. Merchant fields: RSA 439-A (the 0.3% all-isomer limit) sets no shipping, mg cap, testing, labeling or warning rule, and SB 485-FN would create them only from 1 Jan 2027 if enacted; the age is unknown while the outcome of SB 624 (21+) is not found.',
  hr5371Impact:
    'New Hampshire already counts all THC isomers against 0.3%, but per-product limits are percentage-based; from 12 Nov 2026 the federal 0.4 mg-per-container cap removes most THC edibles and drinks from federal hemp status, and synthesized delta-8 and high-THCA flower also drop out.',
  asOf: '2026-11-01',
  defaults: {
    thcLimitText: '≤0.3% THC dry weight counting all THC isomers (natural or synthetic)',
    thcPctDryWeight: 0.3,
    thcMeasurementMethod: 'all THC isomers, dry weight',
    minimumAge: null,
    ageVerificationMethod: null,
    labelingRequired: null,
    labelingRequirements: 'No hemp-product-specific labeling law',
    packagingRequirements: 'No hemp-product-specific packaging law',
    testingRequired: false,
    testingStandard: null,
    licenseRequired: false,
    licenseType: null,
    enforcementAgency: 'NH Liquor Commission (at its licensees)',
    penaltyRange:
      'RSA 439-A sets no penalty of its own: a hemp-derived product above 0.3% THC (all isomers) is not authorized as hemp (RSA 439-A:4), and selling marijuana or possessing it with intent to sell is a felony under RSA 318-B:26 (first offense under 1 oz up to 3 years and/or $25,000; 1 oz to 5 lb up to 7 years and/or $100,000; 5 lb or more up to 20 years and/or $300,000; subsequent offenses and sales within 1,000 feet of a school higher). The amounts are from a FindLaw summary, not the statute text, and how prosecutors charge an over-limit hemp product was not read',
    salesChannels: ['general retail'],
    shippingStatus: null,
    effectiveDate: '2023-10-07',
    expiryDate: null,
    cites: [rsa, sb624Text, nf, rsaGov, unhExt, findlaw318b, newFutures],
    noStateRule: {
      shippingStatus: hempLaw,
      thcMgPerServing: hempLaw,
      thcMgPerContainer: hempLaw,
      cbdMgPerServing: hempLaw,
      testingStandard: hempLaw,
      testingPanels: hempLaw,
      labelingRequired: hempLaw,
      warningTextVerbatim: hempLaw,
    },
    unknown: {
      minimumAge:
        'RSA 439-A:4 as quoted in SB 624-FN (Jan 2026) sets no age; SB 624 would bar anyone under 21 from buying, possessing or consuming hemp products with any THC. The only stored copy of the bill is the introduced version, an advocacy page of the 2026 session still asked for emails to the Senate Judiciary Committee (where it was referred) about hemp-derived THC, and no committee report, floor vote, chapter law or governor action was found, so whether a 21+ rule applies on the as-of date is not known',
    },
  },
  substances: {
    'delta-9-thc': {
      status: 'legal_with_restrictions',
      summary:
        'Hemp delta-9 products are legal if total THC across all isomers is ≤0.3% dry weight, with no mg cap; a 2026 bill (SB 624) would add a 21+ rule, outcome not found.',
      cites: [rsa],
    },
    'delta-8-thc': {
      status: 'restricted',
      summary:
        'Delta-8 counts toward the 0.3% THC limit (RSA 439-A:4 names delta-8 THC among the isomers counted), so most commercial delta-8 products are noncompliant.',
      cites: [rsa, oracle],
    },
    cbd: { status: 'legal', summary: 'CBD products are legal within the 0.3% total THC limit.', cites: [rsa] },
    thca: { status: 'unclear', summary: 'No New Hampshire rule on THCA products, flower included, was found.' },
    cbg: {
      status: 'unclear',
      summary: 'CBG products are presumably legal within the THC limit, but no rule was found.',
    },
    cbn: {
      status: 'unclear',
      summary: 'CBN products are presumably legal within the THC limit, but no rule was found.',
    },
  },
  bills: [
    {
      number: 'SB 485-FN',
      title: 'Hemp-derived cannabinoid products licensing (RSA 179-A)',
      description:
        'Liquor Commission licensing (supplier/wholesaler/retailer), 5% wholesale tax, 21+, testing, labeling, advertising limits, no direct-to-consumer shipping; effective 1 Jan 2027.',
      status: 'in_committee',
      introducedDate: '2026-01-07',
      lastAction: 'Pending in Judiciary (dates approximate)',
      lastActionDate: '2026-02-15',
      sponsors: [{ name: 'Lang', party: 'R', role: 'sponsor' }],
      impactSummary: 'Would create a liquor-style hemp market.',
      trackerUrl:
        'https://fastdemocracy.com/bill-summary/?billsummary_id=NHB00015012&billsummary_session=2026&billsummary_state=nh',
      fullTextUrl: 'https://bills.nhliberty.org/bills/2026/SB485/revision/49228',
    },
    {
      number: 'SB 624-FN',
      title: 'Under-21 hemp THC ban (2026)',
      description:
        'Bars under-21 purchase, possession or consumption of hemp products with any THC; possession penalties; liquor licensees must comply.',
      status: 'introduced',
      introducedDate: '2026-01-07',
      lastAction: 'Referred to Senate Judiciary; no committee report, vote or chapter law found (dates approximate)',
      lastActionDate: '2026-01-07',
      sponsors: [],
      impactSummary: 'Would add a 21+ rule.',
      trackerUrl: 'https://bills.nhliberty.org/bills/2026/SB624',
      fullTextUrl: null,
    },
  ],
} satisfies JurisdictionSeed
