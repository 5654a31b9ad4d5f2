import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-06-30'
const mma: Cite = {
  title: 'State releases policy statement on sale of hemp-derived products',
  url: 'https://www.mma.org/state-releases-policy-statement-on-sale-of-hemp-derived-products/',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const hh: Cite = {
  title: 'Food and beverages containing CBD or THC remain illegal (DPH/MDAR notice 29 May 2024)',
  url: 'https://www.harringtonheep.com/post/food-and-beverages-containing-cbd-or-thc-remain-illegal',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const wbur: Cite = {
  title: 'Mass. policy outlines ban of some hemp products including CBD-infused foods (WBUR)',
  url: 'https://vaporizers.pl/2019/06/21/mass-policy-outlines-ban-of-some-hemp-products-including-cbd-infused-foods-wbur/',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const mdarFaq: Cite = {
  title: 'MDAR FAQs: Sale of Hemp-Derived Products in the Commonwealth',
  url: 'https://www.mass.gov/info-details/faqs-sale-of-hemp-derived-products-in-the-commonwealth',
  type: 'guidance',
  retrieved: '2026-11-21',
  official: true,
  basis: 'confirmed',
}

export default {
  code: 'MA',
  name: 'Massachusetts',
  region: 'Northeast',
  hempProgramStatus: 'active',
  regulatoryAuthority:
    'MDAR Hemp Program (M.G.L. c.128 §116–123); Department of Public Health; Cannabis Control Commission (marijuana); ABCC (alcohol licensees)',
  hempProgramUrl: null,
  adultUse: true,
  overallStance: 'prohibitive',
  keyHighlights: [
    'DPH/MDAR notice (29 May 2024): manufacturing or selling food or beverages with hemp-derived CBD or THC is unlawful; ABCC applies this to alcohol licensees.',
    'Sale of raw or unprocessed hemp plant material to consumers is prohibited.',
    'Intoxicating hemp THC may be sold only through the CCC-licensed marijuana system.',
    'H.4187 (Jun 2025) would create hemp beverage and consumable CBD registration at 21+; enactment not found.',
  ],
  notes: 'CBD topicals and products without health claims remain on sale. Adult-use marijuana since 2016 (memory).',
  hr5371Impact:
    'Massachusetts already bars hemp THC and CBD foods and beverages, so the federal change mainly affects the remaining CBD topicals and non-food products, which must hold no more than 0.4 mg total THC per container from 12 Nov 2026. Pending beverage bills would need to fit under the federal cap or route through the marijuana system.',
  asOf: '2026-11-01',
  defaults: {
    thcLimitText: 'Delta-9 ≤0.3%; no CBD or THC in food, beverages or supplements',
    thcPctDryWeight: 0.3,
    minimumAge: null,
    ageVerificationMethod: null,
    labelingRequired: true,
    labelingRequirements: 'No health claims on hemp products',
    packagingRequirements: 'No hemp-specific packaging rule found',
    testingRequired: false,
    testingStandard: null,
    licenseRequired: true,
    licenseType: 'MDAR hemp grower/processor licence',
    enforcementAgency: 'MDAR; Department of Public Health; ABCC; local boards of health',
    penaltyRange: null,
    salesChannels: ['general retail (topicals, non-food CBD)', 'CCC-licensed marijuana retailers (THC products)'],
    shippingStatus: null,
    effectiveDate: '2024-05-29',
    expiryDate: null,
    cites: [hh, mma, wbur, mdarFaq],
  },
  substances: {
    'delta-9-thc': {
      status: 'prohibited',
      summary:
        'Hemp-derived THC foods and beverages are unlawful; intoxicating THC products are available only through CCC-licensed marijuana retailers.',
      cites: [hh],
    },
    'delta-8-thc': {
      status: 'prohibited',
      summary: 'Delta-8 hemp products may not be sold outside the CCC-licensed marijuana system.',
      cites: [mma],
    },
    cbd: {
      status: 'restricted',
      summary:
        'CBD foods, beverages and supplements are prohibited; CBD topicals and products without health claims may be sold.',
      cites: [hh, wbur, mdarFaq],
    },
    thca: {
      status: 'prohibited',
      summary: 'Sale of raw or unprocessed hemp plant material such as THCA flower to consumers is prohibited.',
      cites: [wbur],
    },
    cbg: {
      status: 'restricted',
      summary: 'CBG follows the CBD rules: no foods, beverages or supplements; topicals allowed.',
    },
    cbn: {
      status: 'restricted',
      summary: 'CBN follows the CBD rules: no foods, beverages or supplements; topicals allowed.',
    },
  },
  products: {
    edibles: {
      status: 'prohibited',
      summary: 'Food containing hemp-derived CBD or THC may not be manufactured or sold in Massachusetts.',
      cites: [hh],
    },
    beverages: {
      status: 'prohibited',
      summary:
        'Beverages containing hemp-derived CBD or THC may not be manufactured or sold, including by alcohol licensees.',
      cites: [hh],
    },
    flower: {
      status: 'prohibited',
      summary: 'Raw or unprocessed hemp plant material may not be sold to consumers.',
      cites: [wbur],
    },
  },
  bills: [
    {
      number: 'H.4187',
      title: "An Act modernizing the commonwealth's cannabis laws",
      description: 'Would create hemp beverage and consumable CBD registration, 21+, and a hemp beverage excise.',
      status: 'passed_chamber',
      introducedDate: '2025-06-03',
      lastAction: 'Passed House June 2025 (memory); Senate action and enactment not found',
      lastActionDate: '2025-06-03',
      sponsors: [],
      impactSummary: 'Would legalize regulated hemp beverages.',
      trackerUrl:
        'https://fastdemocracy.com/bill-summary/?billsummary_id=MAB00081331&billsummary_session=194th&billsummary_state=ma',
      fullTextUrl: 'https://malegislature.gov/Bills/GetAmendmentContent/194/H4160/1/House/Content',
    },
    {
      number: 'S.2663',
      title: 'Hemp beverage excise and trust fund',
      description: 'Would impose a hemp beverage excise and create a trust fund.',
      status: 'introduced',
      introducedDate: '2025-06-01',
      lastAction: 'Enactment not found (dates approximate)',
      lastActionDate: '2025-06-01',
      sponsors: [],
      impactSummary: 'Would tax hemp beverages.',
      trackerUrl: 'https://malegislature.gov/Bills/194/S2663/Senate/Bill/Text',
      fullTextUrl: 'https://malegislature.gov/Bills/194/S2663/Senate/Bill/Text',
      productTypes: ['beverages'],
    },
    {
      number: 'H.357',
      title: 'Regulate hemp beverages like alcohol',
      description: 'Would regulate hemp beverages like alcohol with a $2.20/gal tax.',
      status: 'introduced',
      introducedDate: '2025-01-01',
      lastAction: 'Enactment not found (dates approximate)',
      lastActionDate: '2025-01-01',
      sponsors: [],
      impactSummary: 'Would create an alcohol-style hemp beverage market.',
      trackerUrl: 'https://app.legiplex.com/ma/legislature/2025/2025-r/bills/h357/drafts-compare',
      fullTextUrl: null,
      productTypes: ['beverages'],
    },
  ],
} satisfies JurisdictionSeed
