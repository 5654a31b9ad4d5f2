import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-04-30'
const mm: Cite = {
  title: 'North Carolina lawmakers grapple with how to regulate the booming hemp market',
  url: 'https://www.marijuanamoment.net/north-carolina-lawmakers-grapple-with-how-to-regulate-states-booming-hemp-market',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const wfae: Cite = {
  title: 'NC General Assembly wrestles with watered-down hemp regulations',
  url: 'https://www.wfae.org/politics/2025-06-26/nc-general-assembly-wrestles-with-watered-down-hemp-regulations',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const nchaa: Cite = {
  title: 'NC hemp industry: HB 328 ban explained',
  url: 'https://nchaa.org/blogs/news/nc-hemp-industry-hb328-ban-explained',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const h607: Cite = {
  title: 'NC H607 (2025) text referencing G.S. 90-87',
  url: 'https://app.legiplex.com/nc/legislature/2025/2025-r/bills/h607/draft-2244326?id=2244326',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const T = '2026-11-21'
const s455: Cite = {
  title:
    'NC General Assembly summary: S455 Conform Hemp with Federal Law (S.L. 2022-32, as amended by S.L. 2022-73) permanently excludes hemp, hemp products and THCs in products with not more than 0.3% delta-9 THC from the NC Controlled Substances Act, effective 30 Jun 2022',
  url: 'https://www.ncleg.gov/Legislation/SummariesPublication/Summary/2022/8/S455-SMTQ-148(sl)-v-6/',
  type: 'statute',
  retrieved: T,
  official: true,
  basis: 'confirmed',
}
const foxCbd: Cite = {
  title:
    'Fox Rothschild: NC joins CBD crackdown (NCDA&CS position: CBD may not be added to human or animal food; "educate before regulate")',
  url: 'https://cannabislaw.foxrothschild.com/2019/02/nc-joins-cbd-crackdown/',
  type: 'news',
  retrieved: T,
  official: false,
  basis: 'confirmed',
}
const indyCbd: Cite = {
  title:
    'IndyWeek: state regulators warn CBD in food, beverages and pet food is illegal (NCDA&CS letters, Feb 2019; no embargoes planned)',
  url: 'https://indyweek.com/news/northcarolina/state-regulators-cbd-crackdown/',
  type: 'news',
  retrieved: T,
  official: false,
  basis: 'confirmed',
}
const nlrCbd: Cite = {
  title:
    'National Law Review: NC Dept. of Agriculture issues CBD advisory (Food and Drug Protection Division: illegal to sell human food or animal feed containing CBD, Oct 2019)',
  url: 'https://www.natlawreview.com/article/nc-cbd-companies-take-notice-nc-dept-agriculture-issues-cbd-advisory',
  type: 'news',
  retrieved: T,
  official: false,
  basis: 'confirmed',
}
const gs: Cite = {
  title: 'N.C. Gen. Stat. §90-87 (definitions, Controlled Substances Act)',
  url: 'https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_90/GS_90-87.html',
  type: 'statute',
  retrieved: '2026-11-01',
  official: true,
  basis: 'memory',
}
const N = '2026-11-28'
const h680: Cite = {
  title:
    'NC H 680 (2025), The Protect Children from Cannabis Act, bill text (legiplex copy): its preamble finds that "there are no State laws or regulations addressing age limits for the sale of these products, and there is no system for identifying or regulating the retailers who sell these products"',
  url: 'https://app.legiplex.com/nc/legislature/2025/2025-r/bills/h680/drafts-compare',
  type: 'statute',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const gs14313: Cite = {
  title:
    'N.C. Gen. Stat. §14-313 Youth access to tobacco products, alternative nicotine products and vapor products (casetext copy, current through S.L. 2024-56): 18+ with proof of age, but "vapor product" means a device for a liquid nicotine solution and "tobacco product" one containing tobacco, so hemp vapes and hemp smokables without nicotine or tobacco are outside it',
  url: 'https://casetext.com/statute/general-statutes-of-north-carolina/chapter-14-criminal-law/subchapter-xi-general-police-regulations/article-39-protection-of-minors/section-14-313-effective-1212024-youth-access-to-tobacco-products-alternative-nicotine-products-vapor-products-and-cigarette-wrapping-papers',
  type: 'statute',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
/** Read for the fields North Carolina leaves to the federal layer: no hemp product statute or rule. */
const gs106122: Cite = {
  title:
    'G.S. 106-122 Certain acts prohibited (NC General Assembly): the manufacture, sale, delivery, holding or offering for sale of adulterated or misbranded food, drugs, devices or cosmetics, and the removal of detained or embargoed articles (G.S. 106-125), are prohibited',
  url: 'https://www3.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_106/GS_106-122.html',
  type: 'statute',
  retrieved: N,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const sl2003389: Cite = {
  title:
    'S.L. 2003-389 (SB 751), adding G.S. 106-124.1 (NC General Assembly): the Commissioner of Agriculture may assess a civil penalty of up to $2,000 per violation of the NC Food, Drug and Cosmetic Act or its rules, after written notice and a reasonable time to correct unless the violation is likely to cause injury or illness; effective 1 Dec 2003',
  url: 'http://www.ncleg.net/EnactedLegislation/SessionLaws/HTML/2003-2004/SL2003-389.html',
  type: 'statute',
  retrieved: N,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const fdcaPenalty =
  'Selling adulterated or misbranded food is prohibited (G.S. 106-122(1)); the Commissioner of Agriculture may assess a civil penalty of up to $2,000 per violation, after written notice and a reasonable time to correct unless injury or illness is likely (G.S. 106-124.1, as added by S.L. 2003-389; later amendments not checked), and adulterated articles may be detained or embargoed (G.S. 106-125). The criminal penalty of G.S. 106-124 was not read'
const noProductLaw = [s455, h680]

export default {
  code: 'NC',
  name: 'North Carolina',
  region: 'Southeast',
  hempProgramStatus: 'active',
  regulatoryAuthority:
    'NC Department of Agriculture & Consumer Services (hemp); no state regulator for hemp-derived consumer products',
  hempProgramUrl: null,
  adultUse: false,
  overallStance: 'permissive',
  keyHighlights: [
    'Hemp-derived products, including intoxicating ones, are essentially unregulated; "there is no legal minimum age to purchase these products" (Gov. Stein).',
    'Hemp is defined in G.S. 90-87 on a delta-9-only basis, so THCA flower and delta-8 are sold openly.',
    '2025 bills (H 328 Senate version with ALE licensing, 21+ and 10 mg/serving; S 328 House rewrite as an under-21 ban) were not enacted as of Dec 2025.',
    'Gov. Stein created a Cannabis Advisory Council by executive order.',
  ],
  notes:
    'Reporting says most products legal in NC today would become federally illegal in Nov 2026. No licensing, testing or labeling statute. Merchant fields: the General Assembly summary of S.L. 2022-32 (hemp excluded from the Controlled Substances Act) and the 2025 H 680 preamble ("there are no State laws or regulations addressing age limits for the sale of these products") were read: North Carolina sets no shipping, age, cap, testing, labeling or warning rule for hemp products, and its youth-access law (G.S. 14-313) reaches nicotine vapor and tobacco products only. Conflict on CBD in food: in 2019 the NC Department of Agriculture & Consumer Services (Food and Drug Protection Division) told businesses that selling human food, drinks or animal food containing CBD violates state and federal law (FDA position adopted through the NC Food, Drug and Cosmetic Act), while saying it would educate rather than embargo; this was read only in 2019 news and law-firm reports, no official NCDA&CS page or later enforcement was found, and CBD edibles remain on sale. CBD edibles, beverages and pet products are therefore unclear. The NCDA&CS position named CBD; no comparable statement on hemp THC foods was found, so delta-9 and delta-8 edibles stay legal.',
  hr5371Impact:
    'Because North Carolina has no state hemp product rules, the federal change hits its market directly: from 12 Nov 2026 delta-9 edibles and drinks above 0.4 mg total THC per container, delta-8 and THCA flower fall outside federal hemp, which local reporting expects to remove most products now on NC shelves.',
  asOf: '2026-11-01',
  defaults: {
    thcLimitText: 'Delta-9 ≤0.3% dry weight (G.S. 90-87); no state product cap',
    thcPctDryWeight: 0.3,
    thcMeasurementMethod: 'delta-9 THC only',
    minimumAge: null,
    ageVerificationMethod: null,
    labelingRequired: null,
    labelingRequirements: 'No state hemp product labeling law',
    packagingRequirements: 'No state hemp product packaging law',
    testingRequired: false,
    testingStandard: null,
    licenseRequired: false,
    licenseType: null,
    enforcementAgency: 'None specific to hemp products',
    penaltyRange: null,
    salesChannels: ['general retail', 'smoke and vape shops', 'convenience stores', 'online'],
    shippingStatus: null,
    effectiveDate: '2022-07-01',
    expiryDate: null,
    cites: [mm, wfae, gs],
    noStateRule: {
      shippingStatus: noProductLaw,
      minimumAge: [s455, h680, gs14313],
      thcMgPerServing: noProductLaw,
      thcMgPerContainer: noProductLaw,
      cbdMgPerServing: noProductLaw,
      testingStandard: noProductLaw,
      testingPanels: noProductLaw,
      labelingRequired: noProductLaw,
      warningTextVerbatim: noProductLaw,
      penaltyRange: noProductLaw,
    },
  },
  substances: {
    'delta-9-thc': {
      status: 'legal',
      summary: 'Hemp-derived delta-9 products are sold with no state cap, testing rule or minimum age.',
      cites: [wfae, s455],
    },
    'delta-8-thc': {
      status: 'legal',
      summary:
        'Delta-8 is legal and unregulated in North Carolina; the 2025 bills that would have banned it were not enacted.',
      cites: [nchaa, s455],
    },
    cbd: {
      status: 'legal',
      summary: 'CBD products are legal and unregulated at the state product level.',
      products: {
        edibles: {
          status: 'unclear',
          disputed: true,
          summary:
            "Status disputed: NCDA&CS told businesses in 2019 that food containing CBD violates state and federal law (FDA position), but said it would educate rather than embargo; the file's earlier 'legal' rested on the unregulated market, not on a page about CBD food, and no later NCDA&CS statement or enforcement was found.",
          cites: [foxCbd, indyCbd, nlrCbd, gs106122, sl2003389],
          penaltyRange: fdcaPenalty,
        },
        beverages: {
          status: 'unclear',
          disputed: true,
          summary:
            'Status disputed: NCDA&CS told businesses in 2019 that drinks containing CBD violate state and federal law (FDA position), but said it would educate rather than embargo; no later statement or enforcement was found.',
          cites: [foxCbd, indyCbd, nlrCbd, gs106122, sl2003389],
          penaltyRange: fdcaPenalty,
        },
        'pet-products': {
          status: 'unclear',
          disputed: true,
          summary:
            'Status disputed: NCDA&CS said in 2019 that animal food or feed containing CBD violates state and federal law; no later statement or enforcement was found.',
          cites: [foxCbd, indyCbd, nlrCbd, gs106122, sl2003389],
          penaltyRange: `${fdcaPenalty}; for animal food the commercial feed law (G.S. 106-284.39) may apply instead, and its penalties were not read`,
        },
      },
    },
    thca: {
      status: 'legal',
      summary:
        'THCA products, flower included, are legal under the delta-9-only hemp definition and sold without state rules.',
      cites: [h607, s455],
    },
    cbg: {
      status: 'legal',
      summary: 'CBG products are legal and unregulated at the state product level.',
      cites: [s455],
    },
    cbn: {
      status: 'legal',
      summary: 'CBN products are legal and unregulated at the state product level.',
      cites: [s455],
    },
  },
  bills: [
    {
      number: 'H 328',
      title: 'Hemp regulation (Senate version)',
      description:
        'ALE licensing, 21+, 10 mg delta-9 per serving for edibles, $25,000 manufacturer fee, ban on hemp cannabinoids other than delta-9.',
      status: 'passed_both',
      introducedDate: '2025-03-06',
      lastAction: 'Senate version passed 19 Jun 2025; House and Senate versions differ; not enacted as of Dec 2025',
      lastActionDate: '2025-06-19',
      sponsors: [],
      impactSummary: 'Would have created a licensed market and banned delta-8.',
      trackerUrl: 'https://news.faharas.net/340527/north-carolina-senate-passes-bill',
      fullTextUrl: null,
    },
    {
      number: 'S 328',
      title: 'Under-21 hemp sale and possession ban (House rewrite)',
      description: 'House rewrote the bill as an under-21 sale and possession ban; passed House 106-1 and 106-2.',
      status: 'passed_chamber',
      introducedDate: '2025-03-06',
      lastAction: 'Passed House 25 Jun 2025; referred to Senate Rules for concurrence',
      lastActionDate: '2025-06-25',
      sponsors: [],
      impactSummary: 'Would add a 21+ rule.',
      trackerUrl: 'https://app.keepupstate.com/bills/11246',
      fullTextUrl: null,
    },
    {
      number: 'H 607',
      title: 'Hemp regulation (new G.S. ch. 18D)',
      description: 'Hemp product regulatory chapter.',
      status: 'introduced',
      introducedDate: '2025-03-27',
      lastAction: 'Not enacted (dates approximate)',
      lastActionDate: '2025-03-27',
      sponsors: [
        { name: 'McNeely', party: 'R', role: 'sponsor' },
        { name: 'Chesser', party: 'R', role: 'sponsor' },
      ],
      impactSummary: 'Would regulate hemp products.',
      trackerUrl: 'https://lrs.sog.unc.edu/billsum/H-607-2025-2026',
      fullTextUrl: 'https://app.legiplex.com/nc/legislature/2025/2025-r/bills/h607/draft-2244326?id=2244326',
    },
    {
      number: 'H 680',
      title: 'Protect Children from Cannabis Act',
      description: 'Youth-access hemp bill.',
      status: 'introduced',
      introducedDate: '2025-03-27',
      lastAction: 'Not enacted (dates approximate)',
      lastActionDate: '2025-03-27',
      sponsors: [],
      impactSummary: 'Would restrict youth access.',
      trackerUrl: 'https://app.legiplex.com/nc/legislature/2025/2025-r/bills/h680/drafts-compare',
      fullTextUrl: null,
    },
    {
      number: 'S 265',
      title: 'Hemp regulatory framework (industry-favored)',
      description: 'Industry-favored hemp regulation framework.',
      status: 'introduced',
      introducedDate: '2025-03-10',
      lastAction: 'Not enacted (dates approximate)',
      lastActionDate: '2025-03-10',
      sponsors: [],
      impactSummary: 'Would license and regulate hemp products.',
      trackerUrl: 'https://cannabislaw.report/a-new-fast-moving-nc-bill-will-wreck-the-states-booming-hemp-industry/',
      fullTextUrl: null,
    },
  ],
} satisfies JurisdictionSeed
