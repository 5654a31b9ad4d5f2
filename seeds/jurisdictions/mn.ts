import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-06-30'
const faq: Cite = {
  title: 'Minnesota OCM: Cannabinoid products FAQ',
  url: 'https://mn.gov/ocm/consumers/cannabinoid-products/faq',
  type: 'guidance',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const mdh: Cite = {
  title: 'MDH bulletin on hemp-derived cannabinoid products',
  url: 'https://content.govdelivery.com/accounts/MNMDH/bulletins/35f020d',
  type: 'guidance',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const ocmBul: Cite = {
  title: 'OCM bulletin: LPHE licensing continues (Dec 2025)',
  url: 'https://content.govdelivery.com/accounts/MNOCM/bulletins/3fdc60f',
  type: 'guidance',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const memo: Cite = {
  title: 'OCM guidance memo on LPHE transition',
  url: 'https://mn.gov/ocm/businesses/guidance-memos.jsp?id=1202-709131',
  type: 'guidance',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const north: Cite = {
  title: 'This summer: THC on tap (≤25 mg CBD/CBC/CBN/CBG per serving)',
  url: 'https://northstarlaw.com/newsletter/this-summer-thc-on-tap/',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const vicente: Cite = {
  title: 'Minnesota hemp-derived cannabinoid product registration open through 31 Aug 2025',
  url: 'https://vicentellp.com/insights/minnesota-hemp-derived-cannabinoid-product-registration-now-open-through-august-31-2025',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const s34246: Cite = {
  title: 'Minn. Stat. §342.46',
  url: 'https://lawserver.com/law/state/minnesota/mn-statutes/minnesota_statutes_342-46',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const rev34246: Cite = {
  title:
    'Minn. Stat. §342.46 Lower-potency hemp edible retailer (2025): licence authorizes transport and delivery to customers; delivery endorsement conditions',
  url: 'https://www.revisor.mn.gov/statutes/2025/cite/342.46',
  type: 'statute',
  retrieved: '2026-11-21',
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const hf1615: Cite = {
  title: 'Minnesota HF 1615 (2025) introduced',
  url: 'https://www.revisor.mn.gov/bills/94/2025/0/HF/1615/versions/0/',
  type: 'statute',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}

const r98103100: Cite = {
  title: 'Minn. R. 9810.3100 Product testing and product sampling protocols',
  url: 'https://www.revisor.mn.gov/rules/9810.3100/',
  type: 'regulation',
  retrieved: '2026-11-21',
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const r98103000: Cite = {
  title: 'Minn. R. 9810.3000 Testing facility standards (ISO/IEC 17025 incorporated by reference)',
  url: 'https://www.revisor.mn.gov/rules/9810.3000',
  type: 'regulation',
  retrieved: '2026-11-21',
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const W = '2026-11-25'
const strib2022: Cite = {
  title:
    'Star Tribune Q&A on the 2022 edibles law: edibles must carry the label "Keep this product out of reach of children."',
  url: 'https://m.startribune.com/minnesota-marijuana-hemp-cannabis-thc-delta-8-cbd-edibles-legal-new-law-legalization/600186748/',
  type: 'news',
  retrieved: W,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const hf100Labels: Cite = {
  title:
    'HF 100 (2023) ninth engrossment, §342.63 subd. 2 (statement "Keep this product out of reach of children.") and subd. 3 (warning symbol with the Poison Control number); copy in a City of Ramsey council packet',
  url: 'https://weblink.cityoframsey.com/WebLink/0/doc/510259/Page225.aspx',
  type: 'statute',
  retrieved: W,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const mpp: Cite = {
  title: "Minnesota's regulatory system for hemp-based intoxicants (MPP summary of H.F. 4065, 2022)",
  url: 'https://www.mpp.org/policy/federal/delta-8/state-regulatory-models-for-hemp-based-intoxicants/this-is-a-default-pagetitle/',
  type: 'news',
  retrieved: '2026-11-21',
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const N = '2026-11-28'
const cjss15172: Cite = {
  title:
    'Minnesota Criminal Justice Statute Service: Minn. Stat. 151.72 (text as updated 23 May 2025), subd. 3: a product for human or animal consumption may hold at most 0.3 percent of any THC, and an edible cannabinoid product no more THC than the limits of subd. 5a(f); non-edible products only for external application, never inhaled',
  url: 'https://www.mncjss.state.mn.us/StatuteSearch/StatuteDetails?StatuteID=18550&criteria=%7B%22e%22%3A0%2C%22f%22%3A%220%22%2C%22g%22%3A0%2C%22k%22%3A1%2C%22l%22%3A0%2C%22n%22%3A0%7D',
  type: 'statute',
  retrieved: N,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const cjss1520264: Cite = {
  title:
    'Minnesota Criminal Justice Statute Service: Minn. Stat. 152.0264 Cannabis sale crimes (effective 1 Aug 2023): first degree (up to 5 years, $10,000) for unlawful sales of lower-potency hemp edibles or hemp-derived consumer products with more than 800 mg THC to a minor or after prior convictions; second degree (up to 364 days, $3,000) for unlawful sales above 800 mg THC',
  url: 'https://www.mncjss.state.mn.us/StatuteSearch/StatuteDetails?StatuteID=19017&criteria=%7B%22e%22%3A0%2C%22f%22%3A%220%22%2C%22g%22%3A0%2C%22k%22%3A1%2C%22l%22%3A0%2C%22n%22%3A0%7D',
  type: 'statute',
  retrieved: N,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const s34266: Cite = {
  title:
    'Minn. Stat. 342.66 Hemp-derived topical products (casetext copy): no licence required to make, market, distribute or sell them; CBD or CBG, other naturally occurring cannabinoids at most 1 mg per package; external use only; labeling under 342.63 subd. 5',
  url: 'https://casetext.com/statute/minnesota-statutes/trade-regulations-consumer-protection/chapter-336-uniform-commercial-code/chapter-342-regulation-of-adult-use-cannabis/section-34266-hemp-derived-topical-products',
  type: 'statute',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const phlcDelivery: Cite = {
  title:
    'Public Health Law Center, Lower-Potency Hemp Edibles & Cannabis: Minnesota City Retailers (Sept 2024, in a Mounds View council packet): state law allows licensed delivery services to deliver cannabis, lower-potency hemp edibles and hemp-derived consumer products to customers (Minn. Stat. 342.41)',
  url: 'https://miweblink.metro-inet.us/MoundsViewPublic/0/doc/489701/Page90.aspx',
  type: 'news',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const subd3Cut =
  "Minn. Stat. 342.63 subd. 3 (labels of cannabis products, lower-potency hemp edibles and hemp-derived consumer products) was read in the HF 100 ninth engrossment through item (12); the stored copy of that page stops at line 126.27 and the next page opens with paragraph (b), so any item after (12) is unseen, and the enacted and current text of 342.63 (amended since: a 2025 bill, SF 2372, proposed changes to subds. 2, 3 and 6) was not found on the revisor's site. The OCM warning symbol (not for children, Poison Control number) is required, but no statement for this product type was read, so none is held."

const subd2Pending =
  'Minn. Stat. 342.63 subd. 2, as read in the HF 100 ninth engrossment (a pre-enactment bill version, copied in a city council packet), prescribes the statement "Keep this product out of reach of children." for cannabis flower and hemp plant parts; the enacted and current text of 342.63 was not found on the revisor\'s site, and subd. 2 has been the subject of later amendment bills (SF 2372 of 2025 proposed changes to subds. 2, 3 and 6), so the wording is not held as the law in force for this product type.'

export default {
  code: 'MN',
  name: 'Minnesota',
  region: 'Midwest',
  hempProgramStatus: 'active',
  regulatoryAuthority:
    'Office of Cannabis Management (hemp-derived products, lower-potency hemp edible licensing); Minnesota Department of Agriculture (cultivation)',
  hempProgramUrl: 'https://mn.gov/ocm/',
  adultUse: true,
  overallStance: 'moderate',
  keyHighlights: [
    'Lower-potency hemp edibles: ≤5 mg THC per serving and ≤50 mg per package; beverages ≤2 servings and ≤10 mg per container.',
    'Only delta-8 or delta-9 THC are allowed; synthetic cannabinoids are banned.',
    'LPHE retailer, manufacturer and wholesaler licences replaced §151.72 registration (window Oct 2025, rolling retailer licences from Dec 2025; product transition to 31 Dec 2025).',
    '21+ with ID; non-beverage edibles behind the counter or in a locked case; local retail registration also required.',
    'OCM said in Dec 2025 it will keep licensing LPHE businesses despite the federal change.',
  ],
  notes:
    'THCA flower available to consumers only through cannabis licensees (memory). SF 4401 (2026) engrossed 8 Apr 2026; content not verified. Warning text: the statement "Keep this product out of reach of children." is quoted whole in the Star Tribune\'s account of the 2022 edibles law and in §342.63 subd. 2 of HF 100 (a copy of the bill text); the official OCM FAQ lists the same statement for cannabinoid products but the copy read was cut off after "Keep this product out of th". It is recorded for edibles and beverages; §342.63 subd. 2 prescribes it for cannabis flower and hemp plant parts too, but flower and smokables leave it unknown pending review; vapes, concentrates, tinctures, pet products and topicals stay unknown because the copy of subd. 3 and subd. 5 read is cut before any statement; the warning symbol of subd. 3 is described, not quoted.',
  hr5371Impact:
    "Minnesota's licensed 5 mg/50 mg edibles and 10 mg beverages all exceed the federal 0.4 mg-per-container cap, so from 12 Nov 2026 the LPHE market loses federal hemp status even though OCM continues to license it; businesses face federal exposure while remaining state-compliant.",
  asOf: '2026-11-01',
  defaults: {
    thcLimitText:
      '≤5 mg THC per serving and ≤50 mg per package (edible cannabinoid products since 1 Jul 2022 under Minn. Stat. 151.72 subd. 5a(f); lower-potency hemp edibles under ch. 342); beverages at most two servings, ≤10 mg per container; non-edible products ≤0.3% THC',
    thcPctDryWeight: 0.3,
    thcMgPerServing: 5,
    thcMgPerContainer: 50,
    thcMeasurementMethod: 'total THC per serving/package',
    cbdMgPerServing: 25,
    minimumAge: 21,
    ageVerificationMethod: 'government_id',
    labelingRequired: true,
    labelingRequirements:
      'OCM labeling under Minn. Stat. ch. 342 and Minn. R. 9810: THC mg per serving (max 5), the type of THC (delta-8 or delta-9 only), ingredients and allergens, a warning symbol showing the product is not for children with the Minnesota Poison Control System number (§342.63 subd. 3), and for edibles and beverages the statement quoted as the verbatim warning',
    packagingRequirements: 'Child-resistant, tamper-evident packaging',
    testingRequired: true,
    testingStandard:
      'Batch testing by an OCM-licensed testing facility operating under ISO/IEC 17025 before a regulated product in final packaging may be sold (Minn. R. 9810.3000, 9810.3100; Minn. Stat. ch. 342): cannabinoid content and per-serving homogeneity, gross foreign matter and microbiological testing; the 2022 hemp-edible law also required no more than trace pesticides, fertilizers or heavy metals',
    testingPanels: ['potency', 'foreign_matter', 'microbials', 'pesticides', 'heavy_metals'],
    licenseRequired: true,
    licenseType:
      'OCM lower-potency hemp edible (LPHE) retailer/manufacturer/wholesaler licence plus local retail registration',
    enforcementAgency: 'Office of Cannabis Management',
    penaltyRange:
      'Unlawful sale of lower-potency hemp edibles or hemp-derived consumer products is a cannabis sale crime (Minn. Stat. 152.0264): second degree, up to 364 days and $3,000, above 800 mg THC; first degree, up to 5 years and $10,000, for such sales to a minor or after prior convictions; lower degrees for smaller amounts were not read; OCM licence sanctions',
    salesChannels: ['LPHE-licensed retailers (with local retail registration)'],
    shippingStatus: 'allowed_with_conditions',
    additionalRestrictions:
      'Delivery to customers only by a licensed retailer (a lower-potency hemp edible retailer with a delivery endorsement, Minn. Stat. 342.46) or a licensed cannabis delivery service (342.41), to customers 21 or older; non-beverage edibles behind the counter or in a locked case',
    effectiveDate: '2025-12-31',
    expiryDate: null,
    cites: [faq, ocmBul, memo, s34246, r98103100, r98103000, mpp, rev34246, phlcDelivery, cjss15172, cjss1520264],
  },
  substances: {
    'delta-9-thc': {
      status: 'legal_with_restrictions',
      summary:
        'Hemp delta-9 edibles and beverages are legal for adults 21+ from LPHE-licensed retailers at ≤5 mg per serving and ≤50 mg per package (beverages ≤10 mg).',
      cites: [faq],
    },
    'delta-8-thc': {
      status: 'legal_with_restrictions',
      summary:
        'Delta-8 is one of the two THC forms OCM allows in lower-potency hemp edibles, under the same 5 mg/50 mg caps.',
      cites: [faq],
    },
    cbd: {
      status: 'legal_with_restrictions',
      summary: 'CBD products are legal with up to 25 mg CBD per serving and OCM labeling and testing.',
      cites: [north],
    },
    thca: {
      status: 'restricted',
      summary: 'Hemp-derived consumer flower is sold only through cannabis licensees (memory).',
      cites: [mdh],
    },
    cbg: {
      status: 'legal_with_restrictions',
      summary: 'CBG is allowed at up to 25 mg per serving in OCM-compliant products.',
      cites: [north],
    },
    cbn: {
      status: 'legal_with_restrictions',
      summary: 'CBN is allowed at up to 25 mg per serving in OCM-compliant products.',
      cites: [north],
    },
  },
  products: {
    topicals: {
      licenseRequired: false,
      licenseType: null,
      additionalRestrictions:
        'Hemp-derived topical products need no licence (Minn. Stat. 342.66): CBD or CBG, other naturally occurring cannabinoids at most 1 mg per package, external use only',
      noStateRule: { shippingStatus: [s34266] },
      unknown: {
        warningTextVerbatim:
          'Topical labels follow Minn. Stat. 342.63 subd. 5, read in the HF 100 ninth engrossment only through item (5) (manufacturer, laboratory, net weight, type, cannabinoid amounts), where the stored page ends; the next page and the current statute text were not found, and HF 1254 (2025) proposed amending subd. 5, so whether it prescribes a statement was not seen.',
      },
      cites: [s34266],
    },
    flower: { unknown: { warningTextVerbatim: subd2Pending } },
    smokable: { unknown: { warningTextVerbatim: subd2Pending } },
    vapes: { unknown: { warningTextVerbatim: subd3Cut } },
    concentrates: { unknown: { warningTextVerbatim: subd3Cut } },
    tinctures: { unknown: { warningTextVerbatim: subd3Cut } },
    'pet-products': { unknown: { warningTextVerbatim: subd3Cut } },
    edibles: {
      shippingStatus: 'allowed_with_conditions',
      warningTextVerbatim: 'Keep this product out of reach of children.',
      cites: [rev34246, strib2022, hf100Labels],
    },
    beverages: {
      warningTextVerbatim: 'Keep this product out of reach of children.',
      thcMgPerServing: 5,
      thcMgPerContainer: 10,
      thcLimitText: '≤2 servings and ≤10 mg THC per beverage container',
      shippingStatus: 'allowed_with_conditions',
      cites: [faq, rev34246, strib2022, hf100Labels],
    },
  },
  bills: [
    {
      number: '2025 Cannabis Omnibus',
      title: 'Cannabis omnibus (2025)',
      description: 'Added LPHE wholesaler licence and product, packaging and potency changes.',
      status: 'signed',
      introducedDate: '2025-03-01',
      lastAction: 'Enacted 2025 (dates approximate)',
      lastActionDate: '2025-06-14',
      sponsors: [],
      impactSummary: 'Updated the LPHE licensing regime.',
      trackerUrl:
        'https://vicentellp.com/insights/minnesota-hemp-derived-cannabinoid-product-registration-now-open-through-august-31-2025',
      fullTextUrl: null,
    },
    {
      number: 'HF 1615',
      title: 'Hemp potency and beverage changes (2025)',
      description: 'Introduced bill on potency/beverage changes.',
      status: 'introduced',
      introducedDate: '2025-02-20',
      lastAction: 'Introduced (dates approximate)',
      lastActionDate: '2025-02-20',
      sponsors: [],
      impactSummary: 'Would change potency and beverage rules.',
      trackerUrl: 'https://www.revisor.mn.gov/bills/94/2025/0/HF/1615/versions/0/',
      fullTextUrl: 'https://www.revisor.mn.gov/bills/94/2025/0/HF/1615/versions/0/',
    },
    {
      number: 'SF 4401',
      title: 'SF 4401 (2026)',
      description: 'First engrossment 8 Apr 2026; content and outcome not verified.',
      status: 'in_committee',
      introducedDate: '2026-03-01',
      lastAction: '1st engrossment (content not verified)',
      lastActionDate: '2026-04-08',
      sponsors: [],
      impactSummary: 'Unknown; flagged for follow-up.',
      trackerUrl: 'https://www.revisor.mn.gov/bills/94/2026/0/SF/4401/versions/latest',
      fullTextUrl: 'https://www.revisor.mn.gov/bills/94/2026/0/SF/4401/versions/latest',
    },
  ],
  history: [
    {
      date: '2025-12-31',
      reason: 'Product transition from §151.72 registration to OCM lower-potency hemp edible licensing ended',
      substances: ['delta-9-thc', 'delta-8-thc'],
      productTypes: ['edibles', 'beverages'],
      before: {
        status: 'legal_with_restrictions',
        summary:
          'Before the transition, hemp edibles and beverages were sold under §151.72 registration rather than OCM LPHE licences.',
        licenseType: 'Minn. Stat. §151.72 registration',
        cites: [vicente, hf1615],
      },
    },
  ],
} satisfies JurisdictionSeed
