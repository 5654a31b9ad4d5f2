import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-06-30'
const kxcv: Cite = {
  title: 'Missouri lawmakers file bills enacting new regulations on intoxicating hemp products',
  url: 'https://kxcv.org/news/2024/12/Missouri-lawmakers-file-bills-enacting-new-regulations-on-intoxicating-hemp-products.htm',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const krms: Cite = {
  title: 'Gov. Parson signs executive order banning sale of foods containing psychoactive cannabis compounds',
  url: 'https://www.krmsradio.com/gov-parson-signs-executive-order-banning-sale-of-foods-containing-psychoactive-cannabis-compounds/',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const stlpr: Cite = {
  title: 'St. Louis Public Radio: hemp coverage',
  url: 'https://stlpr.org/tags/hemp',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const cost: Cite = {
  title: 'Cost to enforce ban on intoxicating hemp products in Missouri estimated at nearly $900k',
  url: 'https://usnewsandbusiness.com/cost-to-enforce-ban-on-intoxicating-hemp-products-in-missouri-estimated-at-nearly-900k',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const fd: Cite = {
  title: 'Missouri 2026 hemp bill summary (RSMo 195.010, proposed 195.900)',
  url: 'https://fastdemocracy.com/bill-summary/?billsummary_id=MOB00027735&billsummary_session=2026&billsummary_state=mo',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const rsmo: Cite = {
  title: 'RSMo §195.010 Definitions',
  url: 'https://revisor.mo.gov/main/OneSection.aspx?section=195.010',
  type: 'statute',
  retrieved: '2026-11-01',
  official: true,
  basis: 'memory',
}

const eo2410: Cite = {
  title:
    'Missouri Executive Order 24-10 (Gov. Parson, 1 Aug 2024): sale of foods with unregulated psychoactive cannabis products such as delta-8 THC barred unless from an approved source',
  url: 'https://sos.mo.gov/library/reference/orders/2024/eo10',
  type: 'regulation',
  retrieved: '2026-11-21',
  official: true,
  basis: 'confirmed',
}
const atcEo: Cite = {
  title:
    "Missouri Division of Alcohol and Tobacco Control news release: Governor's executive order prohibits sale of unregulated psychoactive cannabis products",
  url: 'https://atc.dps.mo.gov/news/newsitem/uuid/f766b902-1b1f-4785-a470-5381b75ebacb',
  type: 'guidance',
  retrieved: '2026-11-21',
  official: true,
  basis: 'confirmed',
}
const T = '2026-11-21'
const dhssMisbrand: Cite = {
  title:
    'Cannabis Science and Technology: Missouri health department shifts priorities in enforcing the EO (DHSS letter: focus on misbranded products, referral to AG; agrees RSMo 196.070.2 food not adulterated solely for containing industrial hemp)',
  url: 'https://cannabissciencetech.com/view/missouri-s-health-department-shifts-priorities-in-enforcing-the-governor-s-executive-order-against-intoxicating-cannabinoids',
  type: 'news',
  retrieved: T,
  official: false,
  basis: 'confirmed',
}
const mondaq: Cite = {
  title:
    'Mondaq: Showdown in the Show-Me State: hemp executive order sparks litigation and clarification from MO DHSS (ATC emergency rule denied; Missouri Hemp Trade Association suit, 30 Aug 2024)',
  url: 'https://www.mondaq.com/unitedstates/cannabis/1607414/showdown-in-the-show-me-state-new-hemp-executive-order-sparks-litigation-and-subsequent-clarification-from-mo-dhhs',
  type: 'news',
  retrieved: T,
  official: false,
  basis: 'confirmed',
}
const regOv: Cite = {
  title:
    "Regulatory Oversight: Missouri governor's efforts to ban unregulated psychoactive cannabis products meet resistance (DHSS 29 Aug 2024 memo: only Division of Cannabis Regulation licensees may make and sell psychoactive cannabis foods)",
  url: 'https://www.regulatoryoversight.com/2024/09/missouri-governors-efforts-to-ban-unregulated-psychoactive-cannabis-products-meets-resistance/',
  type: 'news',
  retrieved: T,
  official: false,
  basis: 'confirmed',
}
const moInd: Cite = {
  title:
    "Missouri Independent (15 Apr 2026): Hemp industry fights for survival as Missouri ban awaits governor's signature",
  url: 'https://longform.social/post/did:plc:qwnijadipydkcilpki6ufzrq/3mjm2sbdisg62/source',
  type: 'news',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const N = '2026-11-28'
const mdaProgram: Cite = {
  title:
    'Missouri Department of Agriculture, Industrial Hemp Program: regulates production and sale of viable hemp (plants, clones, seed) only; does not regulate non-viable hemp, including publicly marketable products, and offers no processor, transporter or handler licence; questions on products for human consumption go to DHSS',
  url: 'https://agriculture.mo.gov/plants/industrial-hemp/',
  type: 'guidance',
  retrieved: N,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const mdaFaq: Cite = {
  title:
    "Missouri Department of Agriculture, Industrial Hemp FAQ: industrial hemp under RSMo 195.010 includes topical or ingestible animal and consumer products with at most 0.3% delta-9 THC dry weight; non-viable hemp products are publicly marketable and outside the Department's regulation; hemp is not an AAFCO-approved ingredient for animal or pet foods",
  url: 'https://agriculture.mo.gov/plants/industrial-hemp/faq.php',
  type: 'guidance',
  retrieved: N,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
/** Missouri hemp law, read: the hemp program covers viable hemp only; consumer products are publicly marketable, with no state product rules. */
const read = [mdaProgram, mdaFaq, eo2410]

export default {
  code: 'MO',
  name: 'Missouri',
  region: 'Midwest',
  hempProgramStatus: 'active',
  regulatoryAuthority:
    'Missouri Department of Agriculture (industrial hemp); DHSS Division of Cannabis Regulation; Division of Alcohol & Tobacco Control',
  hempProgramUrl: null,
  adultUse: true,
  overallStance: 'permissive',
  keyHighlights: [
    'No state age limit, potency cap or testing law for hemp THC products ("the 21-plus rule isn\'t even law").',
    'Gov. Parson EO 24-10 (1 Aug 2024) targeted psychoactive cannabis foods; ATC emergency rules were rejected and DHSS narrowed enforcement to misbranding.',
    'HB 2641 (2026) would adopt the federal 0.4 mg-per-container and total-THC definitions and move hemp THC into dispensaries from 12 Nov 2026; passed House 109-34, final passage not confirmed.',
    'Adult-use marijuana legal under 2022 Amendment 3 (Mo. Const. art. XIV).',
  ],
  notes:
    '2025 bills (HB 593/SB 54, HB 696, beverage bills) not enacted. Delta-8 and THCA status unclear. Conflict on delta-8 foods: Executive Order 24-10 (official text on sos.mo.gov, 1 Aug 2024) directs DHSS from 1 Sep 2024 to treat foods containing unregulated psychoactive cannabis products (delta-8, delta-10, HHC, THC-O, THCP, THCV "and other similar compounds") as coming from an unapproved source and to embargo and condemn them, except products of Article XIV licensees; no rescission was found. But the ATC emergency rule was denied by the Secretary of State, the Missouri Hemp Trade Association sued, and DHSS then wrote that it would focus on misbranded products (referral to the AG under the Merchandising Practices Act), accepting RSMo 196.070.2 that food is not adulterated solely for containing industrial hemp (two secondary reports). The EO names no delta-9 product, though a DHSS memo of 29 Aug 2024 (secondary report) said only Division of Cannabis Regulation licensees may make and sell psychoactive cannabis foods; delta-9 edibles stay legal on the kxcv report, with the dispute noted. A Missouri Independent report of 15 Apr 2026 says a hemp ban bill (tagged Hinman, likely HB 2641) awaited the governor\'s signature; signature or veto not found.',
  hr5371Impact:
    'Missouri has no state hemp THC rules, so from 12 Nov 2026 federal law becomes the only limit: delta-9 gummies and drinks above 0.4 mg total THC per container, delta-8 and THCA flower lose federal hemp status. If HB 2641 was enacted, state law would mirror this on the same date and route such products to licensed dispensaries.',
  asOf: '2026-11-01',
  defaults: {
    thcLimitText: 'Delta-9 ≤0.3% dry weight; no state product cap',
    thcPctDryWeight: 0.3,
    ageVerificationMethod: null,
    labelingRequirements: 'No hemp-product-specific state labeling law; DHSS misbranding enforcement',
    packagingRequirements: 'No hemp-product-specific packaging law',
    testingRequired: false,
    licenseRequired: false,
    licenseType: null,
    enforcementAgency: 'DHSS (misbranding); Division of Alcohol & Tobacco Control',
    salesChannels: ['general retail', 'liquor and convenience stores', 'online'],
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
    effectiveDate: '2024-08-01',
    expiryDate: null,
    cites: [kxcv, krms, stlpr, rsmo, moInd, mdaProgram, mdaFaq],
  },
  substances: {
    'delta-9-thc': {
      status: 'legal',
      summary: 'Hemp delta-9 edibles and beverages are sold without a state age limit, potency cap or testing law.',
      cites: [kxcv],
      products: {
        edibles: {
          disputed: true,
          summary:
            'Status disputed: hemp delta-9 edibles are sold without a state age limit, potency cap or testing law (kxcv, Dec 2024), and EO 24-10 names delta-8, delta-10 and other compounds but not delta-9; a DHSS memo of 29 Aug 2024 said only Division of Cannabis Regulation licensees may sell psychoactive cannabis foods, and DHSS later narrowed enforcement to misbranding.',
          cites: [kxcv, eo2410, regOv, dhssMisbrand],
        },
        beverages: {
          disputed: true,
          summary:
            'Status disputed: hemp delta-9 drinks are sold without a state age limit, potency cap or testing law (kxcv, Dec 2024), and EO 24-10 names delta-8, delta-10 and other compounds but not delta-9; a DHSS memo of 29 Aug 2024 said only Division of Cannabis Regulation licensees may sell psychoactive cannabis foods, and DHSS later narrowed enforcement to misbranding.',
          cites: [kxcv, eo2410, regOv, dhssMisbrand],
        },
      },
    },
    'delta-8-thc': {
      status: 'unclear',
      disputed: true,
      summary:
        'Status disputed: Executive Order 24-10 (official, 1 Aug 2024, not found rescinded) bars the sale of foods containing delta-8 and other unregulated psychoactive cannabis products unless from an approved source and directs DHSS to embargo them; but the ATC emergency rule was denied, and after a hemp-industry lawsuit DHSS said it would pursue only misbranded products, accepting that food is not adulterated solely for containing industrial hemp (RSMo 196.070.2). Delta-8 remains on sale.',
      cites: [krms, stlpr, eo2410, atcEo, dhssMisbrand, mondaq],
    },
    cbd: { status: 'legal', summary: 'CBD products are legal with no state product rules.' },
    thca: {
      status: 'unclear',
      summary: 'THCA flower is sold under the delta-9-only definition; no state rule addresses it.',
    },
    cbg: { status: 'legal', summary: 'CBG products are legal with no state product rules.' },
    cbn: { status: 'legal', summary: 'CBN products are legal with no state product rules.' },
  },
  products: {
    'pet-products': {
      additionalRestrictions:
        'The Missouri Department of Agriculture notes that animal and pet food ingredients must be approved by AAFCO and that hemp has not been approved as an ingredient for animal or pet foods.',
      cites: [mdaFaq],
    },
  },
  bills: [
    {
      number: 'HB 2641',
      title: 'Intoxicating Cannabinoid Control Act (2026)',
      description:
        'Adopts federal 0.4 mg/container and total-THC definitions; hemp-derived cannabinoid products treated as marijuana under art. XIV (dispensary-only) with a beverage carve-out; effective 12 Nov 2026.',
      status: 'passed_chamber',
      introducedDate: '2026-01-07',
      lastAction:
        "Passed House 109-34; Senate substitute exists; a Missouri Independent report of 15 Apr 2026 says a hemp ban bill (tagged Hinman, likely this one) awaited the governor's signature; signature or veto not found (introduction date approximate)",
      lastActionDate: '2026-04-15',
      sponsors: [{ name: 'Hinman', party: 'R', role: 'sponsor' }],
      impactSummary: 'Would move intoxicating hemp into dispensaries on the federal effective date.',
      trackerUrl: 'https://www.billtrack50.com/billdetail/1920472',
      fullTextUrl: null,
    },
    {
      number: 'HB 593 / SB 54',
      title: 'Intoxicating Cannabinoid Control Act (2025)',
      description: '2025 regulation bills for intoxicating cannabinoids.',
      status: 'dead',
      introducedDate: '2025-01-08',
      lastAction: 'Not enacted (final status memory)',
      lastActionDate: '2025-05-16',
      sponsors: [],
      impactSummary: 'No change.',
      trackerUrl:
        'https://www.mocanntrade.org/batch_email/view_email_in_browser?email_permaid=missouri-legislative-update-spring-break-2025&user_email=hocking.sean%40gmail.com&email_token=d1b23b142f137c1e9c52eb4a949b9d66',
      fullTextUrl: null,
    },
  ],
  history: [
    {
      date: '2024-08-01',
      reason:
        'Executive Order 24-10 targeted sale of foods with psychoactive cannabis compounds (enforcement later narrowed to misbranding)',
      substances: ['delta-8-thc'],
      productTypes: ['edibles', 'beverages'],
      before: {
        status: 'legal',
        summary: 'Before EO 24-10, delta-8 foods and beverages were sold with no state executive enforcement.',
        enforcementAgency: null,
        cites: [cost, fd],
      },
    },
  ],
} satisfies JurisdictionSeed
