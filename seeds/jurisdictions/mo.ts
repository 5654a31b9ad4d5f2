import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-06-30'
const kxcv: Cite = { title: 'Missouri lawmakers file bills enacting new regulations on intoxicating hemp products', url: 'https://kxcv.org/news/2024/12/Missouri-lawmakers-file-bills-enacting-new-regulations-on-intoxicating-hemp-products.htm', type: 'news', retrieved: R, official: false, basis: 'confirmed' }
const krms: Cite = { title: 'Gov. Parson signs executive order banning sale of foods containing psychoactive cannabis compounds', url: 'https://www.krmsradio.com/gov-parson-signs-executive-order-banning-sale-of-foods-containing-psychoactive-cannabis-compounds/', type: 'news', retrieved: R, official: false, basis: 'confirmed' }
const stlpr: Cite = { title: 'St. Louis Public Radio: hemp coverage', url: 'https://stlpr.org/tags/hemp', type: 'news', retrieved: R, official: false, basis: 'confirmed' }
const cost: Cite = { title: 'Cost to enforce ban on intoxicating hemp products in Missouri estimated at nearly $900k', url: 'https://usnewsandbusiness.com/cost-to-enforce-ban-on-intoxicating-hemp-products-in-missouri-estimated-at-nearly-900k', type: 'news', retrieved: R, official: false, basis: 'confirmed' }
const fd: Cite = { title: 'Missouri 2026 hemp bill summary (RSMo 195.010, proposed 195.900)', url: 'https://fastdemocracy.com/bill-summary/?billsummary_id=MOB00027735&billsummary_session=2026&billsummary_state=mo', type: 'statute', retrieved: R, official: false, basis: 'confirmed' }
const rsmo: Cite = { title: 'RSMo §195.010 Definitions', url: 'https://revisor.mo.gov/main/OneSection.aspx?section=195.010', type: 'statute', retrieved: '2026-11-01', official: true, basis: 'memory' }

const eo2410: Cite = { title: 'Missouri Executive Order 24-10 (Gov. Parson, 1 Aug 2024): sale of foods with unregulated psychoactive cannabis products such as delta-8 THC barred unless from an approved source', url: 'https://sos.mo.gov/library/reference/orders/2024/eo10', type: 'regulation', retrieved: '2026-11-21', official: true, basis: 'confirmed' }
const atcEo: Cite = { title: 'Missouri Division of Alcohol and Tobacco Control news release: Governor\'s executive order prohibits sale of unregulated psychoactive cannabis products', url: 'https://atc.dps.mo.gov/news/newsitem/uuid/f766b902-1b1f-4785-a470-5381b75ebacb', type: 'guidance', retrieved: '2026-11-21', official: true, basis: 'confirmed' }
export default {
  code: 'MO',
  name: 'Missouri',
  region: 'Midwest',
  hempProgramStatus: 'active',
  regulatoryAuthority: 'Missouri Department of Agriculture (industrial hemp); DHSS Division of Cannabis Regulation; Division of Alcohol & Tobacco Control',
  hempProgramUrl: null,
  adultUse: true,
  overallStance: 'permissive',
  keyHighlights: [
    'No state age limit, potency cap or testing law for hemp THC products ("the 21-plus rule isn\'t even law").',
    'Gov. Parson EO 24-10 (1 Aug 2024) targeted psychoactive cannabis foods; ATC emergency rules were rejected and DHSS narrowed enforcement to misbranding.',
    'HB 2641 (2026) would adopt the federal 0.4 mg-per-container and total-THC definitions and move hemp THC into dispensaries from 12 Nov 2026; passed House 109-34, final passage not confirmed.',
    'Adult-use marijuana legal under 2022 Amendment 3 (Mo. Const. art. XIV).',
  ],
  notes: '2025 bills (HB 593/SB 54, HB 696, beverage bills) not enacted. Delta-8 and THCA status unclear.',
  hr5371Impact: 'Missouri has no state hemp THC rules, so from 12 Nov 2026 federal law becomes the only limit: delta-9 gummies and drinks above 0.4 mg total THC per container, delta-8 and THCA flower lose federal hemp status. If HB 2641 was enacted, state law would mirror this on the same date and route such products to licensed dispensaries.',
  asOf: '2026-11-01',
  defaults: {
    thcLimitText: 'Delta-9 ≤0.3% dry weight; no state product cap',
    thcPctDryWeight: 0.3,
    minimumAge: null,
    ageVerificationMethod: null,
    labelingRequired: null,
    labelingRequirements: 'No hemp-product-specific state labeling law; DHSS misbranding enforcement',
    packagingRequirements: 'No hemp-product-specific packaging law',
    testingRequired: false,
    testingStandard: null,
    licenseRequired: false,
    licenseType: null,
    enforcementAgency: 'DHSS (misbranding); Division of Alcohol & Tobacco Control',
    penaltyRange: null,
    salesChannels: ['general retail', 'liquor and convenience stores', 'online'],
    shippingStatus: null,
    effectiveDate: '2024-08-01',
    expiryDate: null,
    cites: [kxcv, krms, stlpr, rsmo],
  },
  substances: {
    'delta-9-thc': { status: 'legal', summary: 'Hemp delta-9 edibles and beverages are sold without a state age limit, potency cap or testing law.', cites: [kxcv] },
    'delta-8-thc': { status: 'unclear', summary: 'Delta-8 is sold unregulated; it was the main target of EO 24-10 but executive enforcement was narrowed to misbranding.', cites: [krms, stlpr, eo2410, atcEo] },
    cbd: { status: 'legal', summary: 'CBD products are legal with no state product rules.' },
    thca: { status: 'unclear', summary: 'THCA flower is sold under the delta-9-only definition; no state rule addresses it.' },
    cbg: { status: 'legal', summary: 'CBG products are legal with no state product rules.' },
    cbn: { status: 'legal', summary: 'CBN products are legal with no state product rules.' },
  },
  bills: [
    { number: 'HB 2641', title: 'Intoxicating Cannabinoid Control Act (2026)', description: 'Adopts federal 0.4 mg/container and total-THC definitions; hemp-derived cannabinoid products treated as marijuana under art. XIV (dispensary-only) with a beverage carve-out; effective 12 Nov 2026.', status: 'passed_chamber', introducedDate: '2026-01-07', lastAction: 'Passed House 109-34; Senate substitute exists; final passage/signature not confirmed (introduction date approximate)', lastActionDate: '2026-02-19', sponsors: [{ name: 'Hinman', party: 'R', role: 'sponsor' }], impactSummary: 'Would move intoxicating hemp into dispensaries on the federal effective date.', trackerUrl: 'https://www.billtrack50.com/billdetail/1920472', fullTextUrl: null },
    { number: 'HB 593 / SB 54', title: 'Intoxicating Cannabinoid Control Act (2025)', description: '2025 regulation bills for intoxicating cannabinoids.', status: 'dead', introducedDate: '2025-01-08', lastAction: 'Not enacted (final status memory)', lastActionDate: '2025-05-16', sponsors: [], impactSummary: 'No change.', trackerUrl: 'https://www.mocanntrade.org/batch_email/view_email_in_browser?email_permaid=missouri-legislative-update-spring-break-2025&user_email=hocking.sean%40gmail.com&email_token=d1b23b142f137c1e9c52eb4a949b9d66', fullTextUrl: null },
  ],
  history: [
    { date: '2024-08-01', reason: 'Executive Order 24-10 targeted sale of foods with psychoactive cannabis compounds (enforcement later narrowed to misbranding)', substances: ['delta-8-thc'], productTypes: ['edibles', 'beverages'], before: { status: 'legal', summary: 'Before EO 24-10, delta-8 foods and beverages were sold with no state executive enforcement.', enforcementAgency: null, cites: [cost, fd] } },
  ],
} satisfies JurisdictionSeed
