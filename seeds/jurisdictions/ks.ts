import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-06-30'
const ksc: Cite = {
  title: 'Kansas cannabis business overview',
  url: 'https://kansasstatecannabis.org/cannabis-business',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const herald: Cite = {
  title: 'Kansas governor signs law allowing all adults to use CBD products',
  url: 'https://themarijuanaherald.com/news/kansas-governor-signs-law-allowing-all-adults-to-use-cbd-products/',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const sb292c: Cite = {
  title: 'Kansas SB 292 (2025) drafts compare',
  url: 'https://app.legiplex.com/ks/legislature/2025/2025-r/bills/sb292/drafts-compare',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const hb2168: Cite = {
  title: 'Kansas HB 2168 (2023) Commercial Industrial Hemp Act text',
  url: 'https://app.legiplex.com/ks/legislature/2023/2023-r/bills/hb2168/drafts-latest',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const nama: Cite = {
  title: 'Is delta-9 legal in Kansas',
  url: 'https://namacbd.com/pages/is-delta-9-legal-in-kansas',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const T = '2026-11-21'
const agMedcard: Cite = {
  title:
    'Confusion in Kansas: AG says delta-8 THC is a controlled substance (quotes AG Opinion 2021-4, 2 Dec 2021: delta-8 unlawful unless made from industrial hemp and contained in a lawful hemp product with no more than 0.3% total THC)',
  url: 'https://www.themedcard.com/2022/01/14/confusion-in-kansas-state-attorney-general-says-delta-8-thc-is-a-controlled-substance/',
  type: 'news',
  retrieved: T,
  official: false,
  basis: 'confirmed',
}
const agGanja: Cite = {
  title:
    'Kansas Attorney General: delta-8 is illegal (quotes AG Opinion 2021-4; K.S.A. 2-3908 bars hemp cigarettes, cigars, chew, teas and vape liquids)',
  url: 'https://www.ganjapreneur.com/kansas-attorney-general-delta-8-is-illegal/',
  type: 'news',
  retrieved: T,
  official: false,
  basis: 'confirmed',
}
const ellis: Cite = {
  title:
    'Kansas: state and county attorneys warn delta-8 illegal (Ellis County Attorney: hemp-derived delta-8 products, typically 60-99% delta-8, are illegal; district court held lawful hemp products need total THC under 0.3%)',
  url: 'https://cannabisnewsworld.com/2022/01/09/kansas-state-county-attorneys-warn-delta-8-illegal-pulled-from-area-stores-grace-period-is-over/',
  type: 'news',
  retrieved: T,
  official: false,
  basis: 'confirmed',
}
const ksa3908: Cite = {
  title:
    'Kansas Statutes 2-3908 (LawServer copy): cigarettes, cigars, chew/dip, teas and vaporizer liquids containing industrial hemp may not be made, marketed, sold or distributed',
  url: 'https://www.lawserver.com/law/state/kansas/ks-statutes/kansas_statutes_2-3908',
  type: 'statute',
  retrieved: T,
  official: false,
  basis: 'confirmed',
}
const reno: Cite = {
  title:
    'Hutch Post: Reno County DA letter on K.S.A. 2-3908 (per se illegal hemp products, including any vape cartridge containing THC)',
  url: 'https://hutchpost.com/posts/f5e1f4d3-42b5-4a05-828d-c05d53f777d9',
  type: 'news',
  retrieved: T,
  official: false,
  basis: 'confirmed',
}
const kda: Cite = {
  title: 'Kansas Legislature: K.S.A. 2-3908 (prohibited hemp products)',
  url: 'https://www.ksrevisor.org/statutes/chapters/ch02/002_039_0008.html',
  type: 'statute',
  retrieved: '2026-11-01',
  official: true,
  basis: 'memory',
}
/** HB 2244 (2021): full-spectrum products with up to 0.3% THC allowed; before, such products could contain no THC. */
const hempToday: Cite = {
  title:
    'Kansas puts state hemp program under authority of fire marshal (HB 2244, 2021: full-spectrum products such as CBD allowed from hemp under 0.3% THC; previously no THC)',
  url: 'https://hemptoday.net/kansas-puts-state-hemp-program-under-authority-of-fire-marshal/amp/',
  type: 'news',
  retrieved: T,
  official: false,
  basis: 'confirmed',
}
const kzrg: Cite = {
  title:
    'Hemp bill passes Kansas legislature, signed by Governor (HB 2244 signed 16 Apr 2021; allows sale of full-spectrum CBD products containing up to 0.3% THC)',
  url: 'https://newstalkkzrg.com/?p=20840',
  type: 'news',
  retrieved: T,
  official: false,
  basis: 'confirmed',
}
const karFire: Cite = {
  title:
    'K.A.R. 22-26-1 State Fire Marshal hemp processing definitions: "final hemp product" has no greater than the allowable THC content, the legal level under state and federal law (LII copy)',
  url: 'https://www.law.cornell.edu/regulations/kansas/K-A-R-22-26-1',
  type: 'regulation',
  retrieved: T,
  official: false,
  basis: 'confirmed',
}
/** The official register text of the permanent rule; the LII copy above is the current compilation. */
const karRegister: Cite = {
  title:
    'Kansas Register vol. 40 no. 40 (7 Oct 2021): State Fire Marshal permanent regulations, K.A.R. 22-26-1 ("allowable THC content" is the legal level under state and federal law; a "final hemp product" has no greater than the allowable THC content and is in a form suitable for lawful sale in Kansas)',
  url: 'https://sos.ks.gov/publications/Register/Volume-40/Issues/Issue%2040/10-07-21-49486.html',
  type: 'regulation',
  retrieved: T,
  official: true,
  basis: 'confirmed',
}
const ksnt: Cite = {
  title:
    'KSNT: Kansas CBD owners claim grey area on delta-8 products (Topeka stores raided from 20 Apr 2022; no clear state guidance)',
  url: 'https://www.ksnt.com/news/kansas/kansas-cbd-owners-claim-grey-area-on-delta-8-products-so-whats-legal-and-whats-not/',
  type: 'news',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const kdaPage: Cite = {
  title:
    'Kansas Department of Agriculture: Industrial Hemp program page (licensing forms and program regulations; page dates from the 2019 research programme)',
  url: 'https://agriculture.ks.gov/industrialhemp',
  type: 'guidance',
  retrieved: T,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
/** Kansas hemp law, read: the Commercial Industrial Hemp Act and its prohibited-products section, the Fire Marshal processing rules, and the pending SB 292 that would add age and label rules. */
const read = [ksa3908, karRegister, hb2168]
const readWithBill = [ksa3908, karRegister, hb2168, sb292c]

export default {
  code: 'KS',
  name: 'Kansas',
  region: 'Midwest',
  hempProgramStatus: 'active',
  regulatoryAuthority:
    'Kansas Department of Agriculture (Industrial Hemp Program); processors register with the State Fire Marshal',
  hempProgramUrl: 'https://agriculture.ks.gov/industrialhemp',
  adultUse: false,
  overallStance: 'restrictive',
  keyHighlights: [
    'HB 2244 (signed 16 Apr 2021) lets final hemp products, including full-spectrum CBD, contain up to 0.3% THC; before it, consumer hemp products had to be THC-free (SB 282, 2018).',
    'AG Opinion 2021-4 (2 Dec 2021): delta-8 and other THC are lawful only when made from industrial hemp and contained in a lawful hemp product with at most 0.3% total THC; products from other sources are Schedule I.',
    'K.S.A. 2-3908 bars hemp cigarettes, cigars, chew/dip, teas and vaporizer liquids, whatever the cannabinoid.',
    'No adult-use or medical cannabis program and no state age limit for hemp products; SB 292 (2025-26) would add 21+, packaging and labeling rules; in committee.',
  ],
  notes:
    'Corrected on 21 Nov 2026: the file formerly applied a 0% THC rule from SB 282 (2018), read on secondary sites (a 2018 news story, retailer blogs). Two reports of HB 2244 (2021) say it allowed full-spectrum products such as CBD with up to 0.3% THC, replacing the zero-THC rule; AG Opinion 2021-4 (quoted verbatim by several outlets) reads the law as allowing THC only in lawful hemp products with at most 0.3% total THC; and the Fire Marshal rule K.A.R. 22-26-1 (official Kansas Register text of 7 Oct 2021) defines a final hemp product by the THC content allowed under state and federal law, without naming a number. No official text of the current K.S.A. 2-3901 or of the opinion was read (the Kansas Register copy of HB 2244 was seen without its address), so the 0.3% figure is cited to secondary sources. Enforcement is uneven: county attorneys in Ellis and Reno counties warned shops, Topeka stores were raided from April 2022 (KSNT), and a district court held lawful hemp products need total THC under 0.3%. Lead not yet used: K.S.A. 2-3908(b) (LawServer copy) also makes it unlawful to market, sell or distribute certain further hemp products to anyone in Kansas who is not a registered hemp processor or KDA licensee; the list was cut off in the copy read (in other states such lists cover whole buds and ground floral material), so the flower records were not changed. Whether "total THC" counts THCA as in the federal convention is inferred, not stated in the quotes read. CBG/CBN status rests on memory.',
  hr5371Impact:
    'Kansas allows final hemp products with up to 0.3% total THC and bans hemp smokables and vape liquids. From 12 Nov 2026 the federal 0.4 mg-per-container cap is stricter for almost every THC-containing edible or tincture, so those lose federal hemp status; converted delta-8 is excluded federally whatever its concentration.',
  asOf: '2026-11-01',
  defaults: {
    thcLimitText:
      '≤0.3% THC in final hemp products since HB 2244 (2021); AG Opinion 2021-4 counts all tetrahydrocannabinols (≤0.3% total THC)',
    thcPctDryWeight: 0.3,
    thcMeasurementMethod: 'total tetrahydrocannabinols by weight (AG Opinion 2021-4 reading)',
    ageVerificationMethod: null,
    labelingRequirements: 'No hemp-product-specific labeling law (SB 292, pending, would add one)',
    packagingRequirements: 'No hemp-product-specific packaging law (SB 292, pending, would add one)',
    testingRequired: false,
    noStateRule: {
      shippingStatus: read,
      minimumAge: readWithBill,
      thcMgPerServing: read,
      thcMgPerContainer: read,
      cbdMgPerServing: read,
      labelingRequired: readWithBill,
      warningTextVerbatim: readWithBill,
    },
    unknown: {
      testingStandard:
        'The Commercial Industrial Hemp Act (K.S.A. 2-3901 to 2-3912, section list read in a copy current through 2022) has no section on testing final hemp products before sale (2-3912 only makes Department of Agriculture testing available to non-licensed persons), and the Fire Marshal processing rules (K.A.R. 22-26) define a certificate of analysis from the Department or an independent laboratory for hemp products; but the sections of 22-26 read (22-26-1, -2, -11) do not say whether processors must test final products, and searches of the permanent article as published (Kansas Register Vol. 40, No. 40, 7 Oct 2021) and of the LII and Casetext section copies found no other section, so a processor-level rule cannot be excluded.',
      testingPanels:
        'No panel list for final hemp products was found: the Fire Marshal rules read (K.A.R. 22-26-1, -2, -11) define certificates of analysis without naming analytes, and the Department of Agriculture rules (K.A.R. 4-34) test crops for delta-9 THC only.',
    },
    licenseRequired: false,
    licenseType: null,
    enforcementAgency:
      'Kansas Department of Agriculture; State Fire Marshal (processors, stop-sale orders); law enforcement',
    penaltyRange: 'Marijuana/Schedule I penalties for THC products outside the hemp rules (K.S.A. 21-5701 et seq.)',
    salesChannels: ['general retail (final hemp products ≤0.3% THC; no smokables, vape liquids or teas)'],
    effectiveDate: '2021-04-29',
    expiryDate: null,
    cites: [karRegister, hempToday, kzrg, agMedcard, karFire, hb2168, sb292c, kdaPage, ksnt],
  },
  substances: {
    'delta-9-thc': {
      status: 'restricted',
      disputed: true,
      summary:
        'Disputed and enforced unevenly. Since HB 2244 (2021) final hemp products may contain up to 0.3% THC, and AG Opinion 2021-4 treats THC as lawful only in a hemp product with at most 0.3% total THC, so a delta-9 product within that limit is arguably lawful, with no state age limit; anything stronger is marijuana. Hemp vapes, cigarettes, cigars, chew and teas are barred by K.S.A. 2-3908, and county prosecutors have warned and raided THC-product sellers.',
      cites: [hempToday, kzrg, agMedcard, agGanja],
    },
    'delta-8-thc': {
      status: 'restricted',
      summary:
        'AG Opinion 2021-4 (2 Dec 2021): delta-8 is a Schedule I substance and unlawful unless made from industrial hemp and contained in a lawful hemp product with no more than 0.3% total THC. Typical delta-8 products (60-99% delta-8) exceed that, and county attorneys and a district court treated them as illegal; delta-8 vapes and smokables are barred outright by K.S.A. 2-3908.',
      cites: [agMedcard, agGanja, ellis],
    },
    cbd: {
      status: 'legal_with_restrictions',
      summary:
        'CBD is legal for all adults in non-prohibited hemp products; since HB 2244 (2021) full-spectrum CBD with up to 0.3% THC may be sold (AG Opinion 2021-4: at most 0.3% total THC), and the Fire Marshal rules define a final hemp product as one within the THC content allowed by state and federal law. CBD vape liquids, smokables and teas are barred by K.S.A. 2-3908.',
      cites: [karRegister, hempToday, kzrg, agMedcard],
    },
    thca: {
      status: 'prohibited',
      summary:
        'AG Opinion 2021-4 limits lawful hemp products to 0.3% total tetrahydrocannabinols; high-THCA flower, with its THCA counted as THC as in the total-THC convention, exceeds that, and hemp cigarettes, cigars and chew are barred by K.S.A. 2-3908.',
      cites: [agMedcard, ksa3908],
    },
    cbg: {
      status: 'legal_with_restrictions',
      summary:
        'CBG products are believed legal within the 0.3% THC limit for final hemp products, like CBD (memory: no source names CBG).',
      cites: [kda],
    },
    cbn: {
      status: 'legal_with_restrictions',
      summary:
        'CBN products are believed legal within the 0.3% THC limit for final hemp products, like CBD (memory: no source names CBN).',
      cites: [kda],
    },
  },
  products: {
    beverages: {
      additionalRestrictions:
        'Teas containing industrial hemp may not be manufactured, marketed, sold or distributed in Kansas (K.S.A. 2-3908); other hemp beverages follow the 0.3% THC limit.',
      cites: [ksa3908, agGanja],
    },
    smokable: {
      status: 'prohibited',
      summary:
        'K.S.A. 2-3908 makes it unlawful to manufacture, market, sell or distribute hemp cigarettes, cigars and chew/dip.',
      cites: [ksa3908, agGanja, reno, kda],
    },
    vapes: {
      status: 'prohibited',
      summary:
        'K.S.A. 2-3908 makes it unlawful to manufacture, market, sell or distribute liquids, solids or gases containing industrial hemp for use in vaporizing devices, whatever the cannabinoid.',
      cites: [ksa3908, agGanja, reno],
    },
  },
  bills: [
    {
      number: 'SB 292',
      title: 'Hemp products: age, packaging, labeling (2025-26)',
      description:
        'Would add 21+, packaging and labeling rules and approved-source requirements, amending K.S.A. 2-3901, 2-3908, 21-5701 and 65-4101.',
      status: 'in_committee',
      introducedDate: '2025-02-10',
      lastAction: 'In committee; outcome not found (dates approximate)',
      lastActionDate: '2025-02-10',
      sponsors: [],
      impactSummary: 'Would add age and labeling rules.',
      trackerUrl:
        'https://fastdemocracy.com/bill-summary/?billsummary_id=KSB00011424&billsummary_session=2025-2026&billsummary_state=ks',
      fullTextUrl: 'https://app.legiplex.com/ks/legislature/2025/2025-r/bills/sb292/drafts-compare',
    },
  ],
  history: [
    {
      date: '2021-04-29',
      reason:
        'HB 2244 (2021) took effect on publication in the Kansas Register: final hemp products may contain up to 0.3% THC',
      before: {
        thcLimitText: '0% THC in consumer hemp products (SB 282, 2018)',
        thcPctDryWeight: 0,
        thcMgPerServing: 0,
        thcMgPerContainer: 0,
        thcMeasurementMethod: 'any THC',
        effectiveDate: '2018-05-14',
        cites: [herald, ksc],
      },
    },
    {
      date: '2021-04-29',
      reason:
        'HB 2244 (2021) took effect on publication in the Kansas Register: final hemp products may contain up to 0.3% THC',
      substances: ['delta-9-thc', 'delta-8-thc'],
      before: {
        status: 'prohibited',
        summary:
          'Before HB 2244, consumer hemp products had to be THC-free (SB 282, 2018), so THC products were illegal in Kansas.',
        cites: [herald, nama],
      },
    },
  ],
} satisfies JurisdictionSeed
