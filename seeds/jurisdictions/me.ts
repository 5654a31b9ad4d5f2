import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-06-30'
const atach: Cite = {
  title: 'Maine cannabis and hemp encyclopedia',
  url: 'https://atach.org/cannabis-and-hemp-encyclopedia/maine',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const gov: Cite = {
  title: 'Governor Mills signs emergency legislation allowing sale of hemp-derived products in Maine (2019)',
  url: 'https://www.maine.gov/governor/mills/news/governor-mills-signs-emergency-legislation-allowing-sale-hemp-derived-products-maine-2019-03',
  type: 'guidance',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const sp581: Cite = {
  title: 'Maine SP 581 (129th) bill text: hemp food (22 M.R.S. §2158-A)',
  url: 'https://legislature.maine.gov/legis/bills/bills_129th/billtexts/SP058101.asp',
  type: 'statute',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const ocp: Cite = {
  title: '28-B M.R.S. §104-A (Office of Cannabis Policy)',
  url: 'https://legislature.maine.gov/legis/statutes/28-B/title28-Bsec104-A.html',
  type: 'statute',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const dacf: Cite = {
  title: 'Maine Department of Agriculture, Conservation & Forestry hemp licensing',
  url: 'http://mmcm-online.org/index.php/news/item/323-maine-department-of-agriculture-conservation-forestry',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const ld548: Cite = {
  title: 'Maine LD 548 (2025)',
  url: 'https://app.legiplex.com/me/legislature/2025/2025-r/bills/ld548/drafts-latest',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const N = '2026-11-28'
const dacfBulletin: Cite = {
  title:
    'Maine DACF Hemp Program bulletin, "Exploring Hemp Products & The Regulations That Apply To Them": in Maine, CBD-containing edibles are legal and, under Maine\'s food laws, must be made in Maine; no health claims',
  url: 'https://content.govdelivery.com/accounts/MEDACF/bulletins/2eaf9fa',
  type: 'guidance',
  retrieved: N,
  official: true,
  basis: 'confirmed',
}
const dacf2019: Cite = {
  title:
    'Maine Agency Guidelines for Enforcement of PL 2019 c. 528 (LD 1749), DACF update of 24 Oct 2019 (copy on mmcm-online.org): importing food products containing CBD from another state into Maine remains prohibited; ingestible products sold at retail in Maine must be produced in Maine; labeling requirements unchanged; no health claims',
  url: 'http://mmcm-online.org/index.php/news/item/323-maine-department-of-agriculture-conservation-forestry',
  type: 'guidance',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  kind: 'secondary_mirror',
}
const ld1920: Cite = {
  title:
    'LD 1920 (2025), An Act to Prohibit the Sale of Potentially Intoxicating Hemp Products to a Person Under 21 Years of Age (legiplex summary: there are currently no age restrictions on such products); outcome not found',
  url: 'https://app.legiplex.com/me/legislature/2025/2025-r/bills/ld1920',
  type: 'news',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const s22s47: Cite = {
  title:
    '22 M.R.S. §47 Penalties and jurisdiction, as enacted by P.L. 2001 (121st Legislature), Part K: violating a provision of Title 22 without an express penalty is a Class E crime, strict liability',
  url: 'https://legislature.maine.gov/ros/LOM/LOM121st/10Pub451-500/Pub451-500-78.htm',
  type: 'statute',
  retrieved: N,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const s22s2159: Cite = {
  title: '22 M.R.S. §2159 Articles detained, embargoed and condemned (adulterated or misbranded food)',
  url: 'http://legislature.maine.gov/statutes/22/title22sec2159.html',
  type: 'statute',
  retrieved: N,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
/** Maine hemp law, read: hemp food is not adulterated and ingestibles must be Maine-made; no age, cap, testing or warning rule. */
const read = [dacfBulletin, gov, sp581, ld1920]
const maineMadeOnly = {
  shippingStatus: 'allowed_with_conditions' as const,
  additionalRestrictions:
    'Ingestible CBD products (food, drinks, tinctures) sold at retail in Maine must be made in Maine, and importing food products containing CBD from another state is prohibited (DACF guidelines, 2019; DACF hemp bulletin), so only Maine-made ingestibles may be sold or shipped to Maine consumers; no health claims',
  labelingRequired: true,
  labelingRequirements:
    'No health claims; the 2019 DACF guidelines keep the earlier labeling requirements for CBD food, whose items were not read',
  unknown: {
    warningTextVerbatim:
      "The 2019 DACF enforcement guidelines say the labeling requirements for CBD food remain unchanged, but the copy read does not list them; P.L. 2019 c. 12 (LD 630) was read only through its emergency preamble and the Maine Food Law's misbranding section (22 M.R.S. §2157) prescribes no hemp statement in the part read, so whether a warning statement is prescribed is not known.",
  },
  penaltyRange:
    'Unless another penalty is expressly provided, violating a provision of Title 22 (which holds the Maine Food Law) is a strict-liability Class E crime (22 M.R.S. §47, as enacted in 2001); adulterated or misbranded food may be detained, embargoed and condemned by court order (22 M.R.S. §2159). No penalty section specific to the Maine Food Law was found',
  cites: [dacfBulletin, dacf2019, s22s47, s22s2159],
}
const maineMadeCbd = {
  status: 'legal_with_restrictions' as const,
  summary:
    'Hemp-derived CBD foods, drinks and tinctures are legal in Maine (not adulterated under state law) but must be made in Maine; CBD food made in another state may not be imported for sale.',
  ...maineMadeOnly,
}
const s28b504: Cite = {
  title:
    '28-B M.R.S. §504 Operation of cannabis stores (casetext copy, current through the 131st Legislature, ch. 684): a store may not sell through an Internet-based sales platform or a delivery service except as subsection 9 provides',
  url: 'https://casetext.com/statute/maine-statutes/title-28-b-adult-use-cannabis/chapter-1-cannabis-legalization-act/subchapter-5-operating-requirements-for-cannabis-establishments/section-504-operation-of-cannabis-stores',
  type: 'statute',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const ocpFaq: Cite = {
  title:
    'Maine Office of Cannabis Policy FAQ: adult use cannabis may be bought only in a licensed adult use cannabis store, by persons 21 or older (28-B M.R.S. §1501)',
  url: 'https://www.maine.gov/dafs/ocp/resources/faq',
  type: 'guidance',
  retrieved: N,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const storeDelivery: Cite = {
  title:
    'Maine cannabis regulators consider new rules to expand consumer access (MJ Daily, from the Press Herald): the Legislature authorized delivery from retail stores to customers in 2022',
  url: 'https://www.mmjdaily.com/article/9556759/us-me-cannabis-regulators-consider-new-rules-to-expand-consumer-access/',
  type: 'news',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const adultUseShipping = {
  shippingStatus: 'allowed_with_conditions' as const,
  additionalRestrictions:
    'Adult-use cannabis products are bought only from a licensed Maine cannabis store by adults 21+; a store may not sell through an Internet-based sales platform or a delivery service, except the store delivery that 28-B M.R.S. §504(9) allows (its conditions were not read), so out-of-state sellers may not ship to Maine consumers',
  cites: [s28b504, ocpFaq, storeDelivery],
}

export default {
  code: 'ME',
  name: 'Maine',
  region: 'Northeast',
  hempProgramStatus: 'active',
  regulatoryAuthority:
    'Maine Department of Agriculture, Conservation & Forestry (hemp licensing); Office of Cannabis Policy (adult-use cannabis, synthetic/converted THC)',
  hempProgramUrl: null,
  adultUse: true,
  overallStance: 'moderate',
  keyHighlights: [
    'Hemp-derived CBD in food is not considered adulterated under 2019 emergency legislation (22 M.R.S. §2158-A).',
    'Synthetic or converted THC such as delta-8 is folded into the adult-use cannabis framework.',
    'No enacted hemp mg cap or age limit found; LD 548 and LD 1983 (2025) would route intoxicating hemp into adult-use stores.',
    'Adult-use cannabis legal since 2016 Question 1, sales since 2020.',
  ],
  notes: 'Bill outcomes for LD 548, LD 1920 and LD 1983 not found. THCA and CBG/CBN status rest on memory.',
  hr5371Impact:
    "Maine has no enacted hemp THC cap, so from 12 Nov 2026 the federal 0.4 mg-per-container cap becomes the effective limit for hemp edibles and drinks sold outside adult-use stores, and THCA flower above 0.3% total THC loses federal hemp status. Pending bills would route such products into Maine's licensed cannabis market.",
  asOf: '2026-11-01',
  defaults: {
    thcLimitText: 'Delta-9 ≤0.3% dry weight; no enacted product mg cap',
    thcPctDryWeight: 0.3,
    ageVerificationMethod: null,
    labelingRequirements: 'No hemp-product labeling rule outside food (no health claims on CBD products)',
    packagingRequirements: 'No hemp-specific packaging rule found',
    testingRequired: false,
    licenseRequired: false,
    licenseType: null,
    enforcementAgency: 'DACF; Office of Cannabis Policy',
    salesChannels: ['general retail'],
    noStateRule: {
      shippingStatus: read,
      minimumAge: read,
      thcMgPerServing: read,
      thcMgPerContainer: read,
      cbdMgPerServing: read,
      testingStandard: read,
      testingPanels: read,
      labelingRequired: read,
      warningTextVerbatim: read,
      penaltyRange: read,
    },
    effectiveDate: '2019-03-01',
    expiryDate: null,
    cites: [gov, sp581, dacf, dacfBulletin, dacf2019],
  },
  substances: {
    'delta-9-thc': {
      status: 'unclear',
      summary:
        'No hemp delta-9 mg cap or age limit was found; pending 2025 bills would send products with ≥2.5 mg intoxicating cannabinoids per package to adult-use stores.',
      cites: [ld548],
    },
    'delta-8-thc': {
      status: 'restricted',
      summary:
        'Synthetic and converted THC such as delta-8 is treated under the adult-use cannabis framework rather than sold as hemp.',
      minimumAge: 21,
      ageReason: 'Adult-use cannabis channel is 21+',
      ...adultUseShipping,
      cites: [atach, ocp, ...adultUseShipping.cites],
      products: { edibles: adultUseShipping, beverages: adultUseShipping, tinctures: adultUseShipping },
    },
    cbd: {
      status: 'legal',
      summary: 'Hemp-derived CBD products, including foods, are legal; CBD food is not considered adulterated.',
      cites: [gov],
      products: { edibles: maineMadeCbd, beverages: maineMadeCbd, tinctures: maineMadeCbd },
    },
    thca: { status: 'unclear', summary: 'No Maine rule on THCA flower was found.' },
    cbg: {
      status: 'legal',
      summary: 'CBG hemp products are believed legal like CBD (memory; not confirmed).',
      cites: [sp581],
      products: { edibles: maineMadeCbd, beverages: maineMadeCbd, tinctures: maineMadeCbd },
    },
    cbn: {
      status: 'legal',
      summary: 'CBN hemp products are believed legal like CBD (memory; converted CBN may be treated as synthetic).',
      cites: [sp581],
      products: { edibles: maineMadeCbd, beverages: maineMadeCbd, tinctures: maineMadeCbd },
    },
  },
  products: { edibles: maineMadeOnly, beverages: maineMadeOnly, tinctures: maineMadeOnly },
  bills: [
    {
      number: 'LD 548',
      title: 'Intoxicating hemp products via adult-use licensees (2025)',
      description:
        'Concept: hemp products with ≥2.5 mg intoxicating cannabinoids per package only via adult-use licensees; beverages ≤5 mg per ≥16-oz can exempt.',
      status: 'introduced',
      introducedDate: '2025-02-11',
      lastAction: 'Outcome not found (dates approximate)',
      lastActionDate: '2025-02-11',
      sponsors: [{ name: 'Pierce', party: 'unknown', role: 'sponsor' }],
      impactSummary: 'Would move intoxicating hemp into cannabis stores.',
      trackerUrl: 'https://app.legiplex.com/me/legislature/2025/2025-r/bills/ld548/drafts-latest',
      fullTextUrl: null,
    },
    {
      number: 'LD 1983',
      title: 'Regulate intoxicating hemp-derived products under adult-use laws (2025)',
      description:
        'Would regulate intoxicating hemp under adult-use laws, ban sales at liquor licensees, and impose a 20% tax.',
      status: 'in_committee',
      introducedDate: '2025-04-01',
      lastAction: 'In committee; outcome not found (dates approximate)',
      lastActionDate: '2025-04-01',
      sponsors: [],
      impactSummary: 'Would remove intoxicating hemp from general retail.',
      trackerUrl: 'https://www.billtrack50.com/billdetail/1894971',
      fullTextUrl: null,
    },
    {
      number: 'LD 1920',
      title: 'Age limit for potentially intoxicating hemp (2025)',
      description: 'Would add a 21+ requirement for potentially intoxicating hemp products.',
      status: 'introduced',
      introducedDate: '2025-04-01',
      lastAction: 'Outcome not found (dates approximate)',
      lastActionDate: '2025-04-01',
      sponsors: [],
      impactSummary: 'Would add a 21+ rule.',
      trackerUrl: 'https://app.legiplex.com/me/legislature/2025/2025-r/bills/ld1920',
      fullTextUrl: null,
    },
  ],
  corrections: [
    {
      date: N,
      reason:
        'CBD, CBG and CBN foods, drinks and tinctures corrected from legal to legal with restrictions: Maine DACF states that CBD-containing edibles must be made in Maine, and its 2019 enforcement guidelines bar importing CBD food from other states (https://content.govdelivery.com/accounts/MEDACF/bulletins/2eaf9fa).',
      substances: ['cbd', 'cbg', 'cbn'],
      productTypes: ['edibles', 'beverages', 'tinctures'],
    },
  ],
} satisfies JurisdictionSeed
