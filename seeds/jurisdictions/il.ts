import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-06-30'
const icia: Cite = {
  title: 'Illinois cannabis industry news (17 Sep 2025)',
  url: 'https://illinoiscannabis.org/news-17sep2025',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const binge: Cite = {
  title: 'Illinois hemp products unregulated, no minimum age',
  url: 'https://ard.bingeeducational.com/currentnews/newsheadlines/s-3855546',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const cbt: Cite = {
  title: 'Illinois governor says "we will take executive action" on intoxicating hemp products',
  url: 'https://www.cannabisbusinesstimes.com/us-states/illinois/news/15755675/illinois-governor-says-we-will-take-executive-action-on-intoxicating-hemp-products',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const ilga: Cite = {
  title: 'Illinois General Assembly: SB 3926 (103rd GA) full text',
  url: 'https://ilga.gov/legislation/fulltext.asp?DocName=&SessionId=112&GA=103&DocTypeId=SB&DocNum=3926&GAID=17&LegID=154611&SpecSess=&Session=',
  type: 'statute',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const N = '2026-11-28'
const part1200: Cite = {
  title:
    '8 Ill. Adm. Code 1200 (Industrial Hemp Act rules), Section 1200.10: "The provisions of this Part shall only apply to cultivators and processors licensed or registered by the Department"; licensing, testing of crops, transport, administrative penalties for licensees; no retail age, product testing, labeling, potency or shipping rule',
  url: 'https://ilga.gov/agencies/JCAR/EntirePart?titlepart=00801200',
  type: 'regulation',
  retrieved: N,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const act89: Cite = {
  title:
    'Industrial Hemp Act, 505 ILCS 89 (legalfix copy): industrial hemp ≤0.3% delta-9 THC dry weight, including intermediate and finished products; cultivation licences and processor registration only',
  url: 'https://legalfix.com/statutes/state-codes/illinois/chapter-505/act-505-ilcs-89',
  type: 'statute',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
/**
 * The statutes and rules read set no age for intoxicating hemp, but the governor said on 17 Sep 2025
 * that he would act by executive order if the legislature did not; no stored source says whether he did.
 */
const EXECUTIVE_ACTION =
  'The Industrial Hemp Act and 8 Ill. Adm. Code 1200 set no age, but on 17 Sep 2025 the governor announced executive action on intoxicating hemp products (age limits and testing were the stated aims); whether an order or emergency rule followed was not found in any stored source.'
/** The Illinois hemp law, read: it licenses growers and registers processors, and sets no rule on retail products. */
const read = [act89, part1200]

export default {
  code: 'IL',
  name: 'Illinois',
  region: 'Midwest',
  hempProgramStatus: 'active',
  regulatoryAuthority: 'Illinois Department of Agriculture (Industrial Hemp Program, 505 ILCS 89)',
  hempProgramUrl: null,
  adultUse: true,
  overallStance: 'permissive',
  keyHighlights: [
    'No statewide cap, testing rule or minimum age for hemp-derived THC products as of Sept 2025.',
    'Gov. Pritzker said on 17 Sep 2025 he would take executive action if lawmakers did not act; no order was found.',
    'HB 4293 (2024) passed the Senate 54-1 but the House did not act.',
    'A Feb 2026 bill would create a Hemp Products Commission within the ILCC with 21+ from 1 Jan 2027; in committee.',
  ],
  notes:
    'Illinois has a large licensed adult-use cannabis market (CRTA; over $2B sales in 2024) alongside an unregulated hemp THC market.',
  hr5371Impact:
    "With no state hemp product rules, the federal change is Illinois's first potency limit: from 12 Nov 2026 delta-9 and delta-8 edibles and drinks above 0.4 mg total THC per container and THCA flower lose federal hemp status, pushing intoxicating products toward the licensed CRTA cannabis market unless state legislation creates its own channel.",
  asOf: '2026-11-01',
  defaults: {
    thcLimitText: 'Delta-9 ≤0.3% dry weight; no state product cap',
    thcPctDryWeight: 0.3,
    ageVerificationMethod: null,
    labelingRequirements:
      'No state labeling law for hemp products: the Industrial Hemp Act and its rules (8 Ill. Adm. Code 1200) apply only to licensed cultivators and registered processors',
    packagingRequirements:
      'No state packaging law for hemp products (505 ILCS 89 and 8 Ill. Adm. Code 1200 cover growing and processing only)',
    testingRequired: false,
    licenseRequired: false,
    licenseType: null,
    enforcementAgency: 'Illinois Department of Agriculture (production only)',
    salesChannels: ['general retail', 'smoke shops', 'online'],
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
    effectiveDate: '2018-12-20',
    expiryDate: null,
    cites: [binge, icia, ilga, cbt],
  },
  substances: {
    'delta-9-thc': {
      status: 'legal',
      summary:
        "Illinois's hemp law sets no cap, testing rule or minimum age for hemp delta-9 products; the governor announced executive action on intoxicating hemp in September 2025, and whether an order followed was not found.",
      unknown: { minimumAge: EXECUTIVE_ACTION },
      cites: [binge, cbt],
    },
    'delta-8-thc': {
      status: 'legal',
      summary:
        "Illinois's hemp law sets no ban, cap or minimum age for delta-8 products; the governor announced executive action on intoxicating hemp in September 2025, and whether an order followed was not found.",
      unknown: { minimumAge: EXECUTIVE_ACTION },
      cites: [binge, cbt],
    },
    cbd: { status: 'legal', summary: 'CBD products are legal and unregulated at the state product level.' },
    thca: {
      status: 'unclear',
      summary:
        'THCA flower is sold under the delta-9-only definition with no state rule, but its status has not been tested.',
      unknown: { minimumAge: EXECUTIVE_ACTION },
      cites: [icia],
    },
    cbg: { status: 'legal', summary: 'CBG products are legal and unregulated at the state product level.' },
    cbn: { status: 'legal', summary: 'CBN products are legal and unregulated at the state product level.' },
  },
  bills: [
    {
      number: 'HB 4293',
      title: 'Hemp Consumer Products Act (2024)',
      description:
        'Senate amendment would cap non-inhalable hemp CBD products at 0.5 mg THC per serving and 2 mg per package with a 25:1 cannabinoid:THC ratio.',
      status: 'dead',
      introducedDate: '2024-01-16',
      lastAction: 'Passed Senate 54-1 in May 2024; House did not act',
      lastActionDate: '2024-05-25',
      sponsors: [],
      impactSummary: 'Would have created strict caps.',
      trackerUrl: 'https://illinoiscannabis.org/news-17sep2025',
      fullTextUrl: 'https://ilga.gov/legislation/103/HB/10300HB4293sam003.htm',
    },
    {
      number: 'SB 1775',
      title: 'Hemp products age limit (2025)',
      description: '21+ for products with detectable cannabinoids.',
      status: 'introduced',
      introducedDate: '2025-02-05',
      lastAction: 'Introduced (dates approximate)',
      lastActionDate: '2025-02-05',
      sponsors: [],
      impactSummary: 'Would add a 21+ rule.',
      trackerUrl: 'https://app.legiplex.com/il/legislature/2025/2025-r/bills/sb1775/drafts-latest',
      fullTextUrl: null,
    },
    {
      number: 'SB 20',
      title: 'Hemp regulation (2025)',
      description: 'Hemp product regulation bill introduced in 2025.',
      status: 'introduced',
      introducedDate: '2025-01-13',
      lastAction: 'Introduced (dates approximate)',
      lastActionDate: '2025-01-13',
      sponsors: [],
      impactSummary: 'Would regulate hemp products.',
      trackerUrl: 'https://legiscan.com./IL/text/SB0020/2025',
      fullTextUrl: null,
    },
    {
      number: 'Liquor and Hemp Products Control Act (Feb 2026)',
      title: 'Liquor and Hemp Products Control Act',
      description:
        'Renames the Liquor Control Act, creates a Hemp Products Commission within the ILCC, 21+, effective 1 Jan 2027.',
      status: 'in_committee',
      introducedDate: '2026-02-01',
      lastAction: 'In committee (dates approximate; bill number not captured)',
      lastActionDate: '2026-02-15',
      sponsors: [],
      impactSummary: 'Would create a liquor-style hemp regime from 2027.',
      trackerUrl: 'https://www.billtrack50.com/billdetail/1965868',
      fullTextUrl: null,
    },
  ],
} satisfies JurisdictionSeed
