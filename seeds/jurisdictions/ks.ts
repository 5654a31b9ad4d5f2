import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-06-30'
const ksc: Cite = { title: 'Kansas cannabis business overview', url: 'https://kansasstatecannabis.org/cannabis-business', type: 'news', retrieved: R, official: false, basis: 'confirmed' }
const herald: Cite = { title: 'Kansas governor signs law allowing all adults to use CBD products', url: 'https://themarijuanaherald.com/news/kansas-governor-signs-law-allowing-all-adults-to-use-cbd-products/', type: 'news', retrieved: R, official: false, basis: 'confirmed' }
const sb292c: Cite = { title: 'Kansas SB 292 (2025) drafts compare', url: 'https://app.legiplex.com/ks/legislature/2025/2025-r/bills/sb292/drafts-compare', type: 'statute', retrieved: R, official: false, basis: 'confirmed' }
const hb2168: Cite = { title: 'Kansas HB 2168 (2023) Commercial Industrial Hemp Act text', url: 'https://app.legiplex.com/ks/legislature/2023/2023-r/bills/hb2168/drafts-latest', type: 'statute', retrieved: R, official: false, basis: 'confirmed' }
const nama: Cite = { title: 'Is delta-9 legal in Kansas', url: 'https://namacbd.com/pages/is-delta-9-legal-in-kansas', type: 'news', retrieved: R, official: false, basis: 'confirmed' }
const T = '2026-11-21'
const agMedcard: Cite = { title: 'Confusion in Kansas: AG says delta-8 THC is a controlled substance (quotes AG Opinion 2021-4, 2 Dec 2021: delta-8 unlawful unless made from industrial hemp and contained in a lawful hemp product with no more than 0.3% total THC)', url: 'https://www.themedcard.com/2022/01/14/confusion-in-kansas-state-attorney-general-says-delta-8-thc-is-a-controlled-substance/', type: 'news', retrieved: T, official: false, basis: 'confirmed' }
const agGanja: Cite = { title: 'Kansas Attorney General: delta-8 is illegal (quotes AG Opinion 2021-4; K.S.A. 2-3908 bars hemp cigarettes, cigars, chew, teas and vape liquids)', url: 'https://www.ganjapreneur.com/kansas-attorney-general-delta-8-is-illegal/', type: 'news', retrieved: T, official: false, basis: 'confirmed' }
const ellis: Cite = { title: 'Kansas: state and county attorneys warn delta-8 illegal (Ellis County Attorney: hemp-derived delta-8 products, typically 60-99% delta-8, are illegal; district court held lawful hemp products need total THC under 0.3%)', url: 'https://cannabisnewsworld.com/2022/01/09/kansas-state-county-attorneys-warn-delta-8-illegal-pulled-from-area-stores-grace-period-is-over/', type: 'news', retrieved: T, official: false, basis: 'confirmed' }
const ksa3908: Cite = { title: 'Kansas Statutes 2-3908 (LawServer copy): cigarettes, cigars, chew/dip, teas and vaporizer liquids containing industrial hemp may not be made, marketed, sold or distributed', url: 'https://www.lawserver.com/law/state/kansas/ks-statutes/kansas_statutes_2-3908', type: 'statute', retrieved: T, official: false, basis: 'confirmed' }
const reno: Cite = { title: 'Hutch Post: Reno County DA letter on K.S.A. 2-3908 (per se illegal hemp products, including any vape cartridge containing THC)', url: 'https://hutchpost.com/posts/f5e1f4d3-42b5-4a05-828d-c05d53f777d9', type: 'news', retrieved: T, official: false, basis: 'confirmed' }
const kda: Cite = { title: 'Kansas Legislature: K.S.A. 2-3908 (prohibited hemp products)', url: 'https://www.ksrevisor.org/statutes/chapters/ch02/002_039_0008.html', type: 'statute', retrieved: '2026-11-01', official: true, basis: 'memory' }

export default {
  code: 'KS',
  name: 'Kansas',
  region: 'Midwest',
  hempProgramStatus: 'active',
  regulatoryAuthority: 'Kansas Department of Agriculture (Industrial Hemp Program); processors register with the State Fire Marshal',
  hempProgramUrl: null,
  adultUse: false,
  overallStance: 'prohibitive',
  keyHighlights: [
    'CBD and other hemp products for consumers must contain 0% THC (SB 282, 2018).',
    'No adult-use or medical cannabis program.',
    'K.S.A. 2-3908 bars hemp cigarettes, cigars, chew/dip, teas and vaporizer liquids.',
    'AG Opinion 2021-4 (Dec 2021): delta-8 is a Schedule I substance unless made from industrial hemp and in a lawful hemp product with at most 0.3% total THC; this conflicts with the zero-THC rule and is flagged as disputed.',
    'SB 292 (2025-26) would add 21+, packaging and labeling rules; in committee.',
  ],
  notes: 'No age law for hemp products. CBG/CBN status rests on memory. Conflict on the THC limit: the file\'s zero-THC rule comes from SB 282 (2018) as reported by secondary sources, while Attorney General Opinion 2021-4 (2 Dec 2021, after the April 2021 amendments to the Commercial Industrial Hemp Act) says delta-8 and other THC are lawful only when made from industrial hemp and contained in a lawful hemp product with no more than 0.3% total THC, which implies a 0.3% total-THC ceiling rather than zero. The opinion text was read only as quoted by news sites (no official copy read), county attorneys and a district court treated typical delta-8 products (60-99% delta-8) as illegal, and no later statute (SB 292 of 2025 stayed in committee) or opinion changing this was found. Statuses are kept; the summaries mark the dispute. K.S.A. 2-3908 (read on a LawServer copy) bars hemp cigarettes, cigars, chew/dip, teas and vaporizer liquids, so smokables and vapes are prohibited.',
  hr5371Impact: 'Kansas already requires zero THC in consumer hemp products, which is stricter than the federal 0.4 mg-per-container cap, so H.R. 5371 §781 has little effect on Kansas retail law beyond removing any federal cover for THC products already illegal in the state.',
  asOf: '2026-11-01',
  defaults: {
    thcLimitText: '0% THC in consumer hemp products (SB 282, 2018); disputed: AG Opinion 2021-4 reads the law as allowing lawful hemp products with at most 0.3% total THC',
    thcPctDryWeight: 0,
    thcMgPerServing: 0,
    thcMgPerContainer: 0,
    thcMeasurementMethod: 'any THC',
    minimumAge: null,
    ageVerificationMethod: null,
    labelingRequired: null,
    labelingRequirements: 'No hemp-product-specific labeling law (SB 292 pending)',
    packagingRequirements: 'No hemp-product-specific packaging law (SB 292 pending)',
    testingRequired: false,
    testingStandard: null,
    licenseRequired: false,
    licenseType: null,
    enforcementAgency: 'Kansas Department of Agriculture; law enforcement',
    penaltyRange: 'Marijuana penalties for THC-containing products (K.S.A. 21-5701 et seq.)',
    salesChannels: ['general retail (THC-free products only)'],
    shippingStatus: null,
    effectiveDate: '2018-05-14',
    expiryDate: null,
    cites: [herald, ksc, hb2168, sb292c],
  },
  substances: {
    'delta-9-thc': { status: 'prohibited', summary: 'Kansas allows only THC-free hemp consumer products, so hemp delta-9 products are illegal.', cites: [nama] },
    'delta-8-thc': { status: 'prohibited', summary: 'Status disputed: AG Opinion 2021-4 (2 Dec 2021) says delta-8 is a Schedule I substance and unlawful unless made from industrial hemp and contained in a lawful hemp product with no more than 0.3% total THC, so a low-concentration delta-8 product could be lawful; the file\'s prohibition rests on the SB 282 (2018) zero-THC rule and on county attorneys and a district court treating typical delta-8 products (60-99% delta-8, vapes) as illegal. Delta-8 vapes and smokables are barred outright by K.S.A. 2-3908.', cites: [herald, agMedcard, agGanja, ellis] },
    cbd: { status: 'legal_with_restrictions', summary: 'CBD is legal for all adults in non-prohibited hemp products. Status of the THC limit disputed: the file\'s 0% THC rule rests on SB 282 (2018), while AG Opinion 2021-4 (2021) treats hemp products with up to 0.3% total THC as lawful; no later change was found.', cites: [herald, agMedcard] },
    thca: { status: 'prohibited', summary: 'THCA flower contains THC and is prohibited; smokable hemp products are also on the K.S.A. 2-3908 prohibited list (memory).', cites: [kda] },
    cbg: { status: 'legal_with_restrictions', summary: 'CBG products are believed legal only if THC-free, like CBD (memory).', cites: [kda] },
    cbn: { status: 'legal_with_restrictions', summary: 'CBN products are believed legal only if THC-free, like CBD (memory).', cites: [kda] },
  },
  products: {
    smokable: { status: 'prohibited', summary: 'K.S.A. 2-3908 makes it unlawful to manufacture, market, sell or distribute hemp cigarettes, cigars and chew/dip.', cites: [ksa3908, agGanja, reno, kda] },
    vapes: { status: 'prohibited', summary: 'K.S.A. 2-3908 makes it unlawful to manufacture, market, sell or distribute liquids, solids or gases containing industrial hemp for use in vaporizing devices, whatever the cannabinoid.', cites: [ksa3908, agGanja, reno] },
  },
  bills: [
    { number: 'SB 292', title: 'Hemp products: age, packaging, labeling (2025-26)', description: 'Would add 21+, packaging and labeling rules and approved-source requirements, amending K.S.A. 2-3901, 2-3908, 21-5701 and 65-4101.', status: 'in_committee', introducedDate: '2025-02-10', lastAction: 'In committee; outcome not found (dates approximate)', lastActionDate: '2025-02-10', sponsors: [], impactSummary: 'Would add age and labeling rules.', trackerUrl: 'https://fastdemocracy.com/bill-summary/?billsummary_id=KSB00011424&billsummary_session=2025-2026&billsummary_state=ks', fullTextUrl: 'https://app.legiplex.com/ks/legislature/2025/2025-r/bills/sb292/drafts-compare' },
  ],
} satisfies JurisdictionSeed
