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
const N = '2026-11-28'
const mdarFaqRetail: Cite = {
  title:
    'MDAR FAQs: Sale of Hemp-Derived Products in the Commonwealth ("The Department is regulating the wholesale market only within Massachusetts and not the retail market (i.e. direct to consumer sales)"; no licence for retail establishments; non-food CBD products without medicinal claims may be wholesaled; food with CBD, dietary supplements and animal feed containing hemp may not)',
  url: 'https://www.mass.gov/info-details/faqs-sale-of-hemp-derived-products-in-the-commonwealth',
  type: 'guidance',
  retrieved: N,
  official: true,
  basis: 'confirmed',
}
const cmr3205: Cite = {
  title:
    '330 CMR 32.05 Inspections and testing for hemp production (Justia copy, current through Sept 2024): pre-harvest THC sampling of crops by MDAR; no retail product testing rule',
  url: 'https://regulations.justia.com/states/massachusetts/330-cmr/title-330-cmr-32-00/section-32-05',
  type: 'regulation',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const cccLabel: Cite = {
  title:
    'Modern Cannabis Lifestyle, reporting the CCC Guidance for the Retail Sale of Hemp (2021): hemp products sold by licensed marijuana retailers come from MDAR-licensed processors, 21+, and carry a prescribed label statement (quoted)',
  url: 'https://moderncannabislifestyle.com/massachusetts-cannabis-retailers-can-now-sell-hemp-products',
  type: 'news',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const c94s190: Cite = {
  title:
    'M.G.L. c. 94 §190 Penalty on manufacturer, etc. (delivering or offering adulterated or misbranded food, drugs, cosmetics or devices: fine up to $200, then $200 to $1,000, then at least $1,000 and/or up to 6 months; onecle copy)',
  url: 'https://law.onecle.com/massachusetts/94/190.html',
  type: 'statute',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}

/** Massachusetts hemp law, read: MDAR regulates growing and the wholesale market, not retail sales to consumers. */
const read = [mdarFaqRetail, cmr3205]

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
    ageVerificationMethod: null,
    labelingRequired: true,
    labelingRequirements:
      'No medicinal or therapeutic claims and no marketing as a dietary supplement (MDAR policy). When sold by a CCC-licensed marijuana retailer (21+, products from MDAR-licensed processors only), the label carries the CCC statement: "This product was produced, packaged, and labeled by a Massachusetts hemp processor licensed by the Massachusetts Department of Agricultural Resources (MDAR). It is not regulated by the Massachusetts Cannabis Control Commission and the product may not be consistent with the requirements of M.G.L. c. 94G or 935 CMR 500.000. Consumers that have questions or concerns about this product are encouraged to contact the manufacturer, MDAR, or the appropriate state or federal agencies." (as quoted in a news report of the 2021 guidance); general retail has no prescribed statement',
    packagingRequirements: 'No hemp-specific packaging rule found',
    testingRequired: false,
    licenseRequired: true,
    licenseType: 'MDAR hemp grower/processor licence',
    enforcementAgency: 'MDAR; Department of Public Health; ABCC; local boards of health',
    salesChannels: ['general retail (topicals, non-food CBD)', 'CCC-licensed marijuana retailers (THC products)'],
    noStateRule: {
      shippingStatus: read,
      minimumAge: read,
      thcMgPerServing: read,
      thcMgPerContainer: read,
      cbdMgPerServing: read,
      testingStandard: read,
      testingPanels: read,
      warningTextVerbatim: read,
    },
    penaltyRange:
      'Delivering or offering for sale food, drugs or cosmetics that are adulterated or misbranded (DPH and MDAR treat CBD or THC added to food as making it unlawful) is fined up to $200 for a first offense, $200 to $1,000 for a second, and at least $1,000, up to 6 months in prison or both for a third (M.G.L. c. 94 §190); MDAR hemp licensees also face corrective action plans and licence revocation (330 CMR 32.08)',
    effectiveDate: '2024-05-29',
    expiryDate: null,
    cites: [hh, mma, wbur, mdarFaq, mdarFaqRetail, cccLabel, c94s190],
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
    'pet-products': {
      status: 'prohibited',
      summary:
        'MDAR lists animal feed containing any hemp product among the hemp-derived products that may not be wholesaled or sold in Massachusetts, so hemp treats and chews for pets are barred.',
      cites: [mdarFaqRetail],
    },
  },
  corrections: [
    {
      date: N,
      reason:
        'Pet products corrected from restricted to prohibited: the MDAR FAQ on the sale of hemp-derived products lists animal feed that contains any hemp products among the products that cannot be sold (https://www.mass.gov/info-details/faqs-sale-of-hemp-derived-products-in-the-commonwealth).',
      productTypes: ['pet-products'],
    },
  ],
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
