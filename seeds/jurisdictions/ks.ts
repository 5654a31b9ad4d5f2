import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-06-30'
const ksc: Cite = { title: 'Kansas cannabis business overview', url: 'https://kansasstatecannabis.org/cannabis-business', type: 'news', retrieved: R, official: false, basis: 'confirmed' }
const herald: Cite = { title: 'Kansas governor signs law allowing all adults to use CBD products', url: 'https://themarijuanaherald.com/news/kansas-governor-signs-law-allowing-all-adults-to-use-cbd-products/', type: 'news', retrieved: R, official: false, basis: 'confirmed' }
const sb292c: Cite = { title: 'Kansas SB 292 (2025) drafts compare', url: 'https://app.legiplex.com/ks/legislature/2025/2025-r/bills/sb292/drafts-compare', type: 'statute', retrieved: R, official: false, basis: 'confirmed' }
const hb2168: Cite = { title: 'Kansas HB 2168 (2023) Commercial Industrial Hemp Act text', url: 'https://app.legiplex.com/ks/legislature/2023/2023-r/bills/hb2168/drafts-latest', type: 'statute', retrieved: R, official: false, basis: 'confirmed' }
const nama: Cite = { title: 'Is delta-9 legal in Kansas', url: 'https://namacbd.com/pages/is-delta-9-legal-in-kansas', type: 'news', retrieved: R, official: false, basis: 'confirmed' }
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
    'K.S.A. 2-3908 lists prohibited hemp products such as hemp cigarettes, cigars, chew and dip (memory).',
    'SB 292 (2025-26) would add 21+, packaging and labeling rules; in committee.',
  ],
  notes: 'No age law for hemp products. Smokable-ban detail and CBG/CBN status rest on memory.',
  hr5371Impact: 'Kansas already requires zero THC in consumer hemp products, which is stricter than the federal 0.4 mg-per-container cap, so H.R. 5371 §781 has little effect on Kansas retail law beyond removing any federal cover for THC products already illegal in the state.',
  asOf: '2026-11-01',
  defaults: {
    thcLimitText: '0% THC in consumer hemp products',
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
    'delta-8-thc': { status: 'prohibited', summary: 'Delta-8 is a THC and is not allowed in Kansas consumer hemp products.', cites: [herald] },
    cbd: { status: 'legal_with_restrictions', summary: 'CBD is legal for all adults only if the product contains 0% THC.', cites: [herald] },
    thca: { status: 'prohibited', summary: 'THCA flower contains THC and is prohibited; smokable hemp products are also on the K.S.A. 2-3908 prohibited list (memory).', cites: [kda] },
    cbg: { status: 'legal_with_restrictions', summary: 'CBG products are believed legal only if THC-free, like CBD (memory).', cites: [kda] },
    cbn: { status: 'legal_with_restrictions', summary: 'CBN products are believed legal only if THC-free, like CBD (memory).', cites: [kda] },
  },
  products: {
    smokable: { status: 'prohibited', summary: 'Kansas lists hemp cigarettes, cigars and other smokable hemp among prohibited hemp products (memory).', cites: [kda] },
  },
  bills: [
    { number: 'SB 292', title: 'Hemp products: age, packaging, labeling (2025-26)', description: 'Would add 21+, packaging and labeling rules and approved-source requirements, amending K.S.A. 2-3901, 2-3908, 21-5701 and 65-4101.', status: 'in_committee', introducedDate: '2025-02-10', lastAction: 'In committee; outcome not found (dates approximate)', lastActionDate: '2025-02-10', sponsors: [], impactSummary: 'Would add age and labeling rules.', trackerUrl: 'https://fastdemocracy.com/bill-summary/?billsummary_id=KSB00011424&billsummary_session=2025-2026&billsummary_state=ks', fullTextUrl: 'https://app.legiplex.com/ks/legislature/2025/2025-r/bills/sb292/drafts-compare' },
  ],
} satisfies JurisdictionSeed
