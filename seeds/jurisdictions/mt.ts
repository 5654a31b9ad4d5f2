import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-06-30'
const cbt: Cite = {
  title: "Montana's adult-use cannabis law prohibits licensees from growing and selling hemp",
  url: 'https://www.cannabisbusinesstimes.com/legislation-and-regulation/news/15694264/montanas-adult-use-cannabis-law-prohibits-licensees-from-growing-and-selling-hemp',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const hb142: Cite = {
  title: 'Montana HB 142 (2021), MCA Title 80 ch. 18 hemp',
  url: 'https://leg.mt.gov/bills/2021/BillHtml/HB0142.html',
  type: 'statute',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
const hb948: Cite = {
  title: "Montana's weed market closed to out-of-staters as Gianforte signs marijuana bills (HB 948)",
  url: 'https://benzinga.com/markets/cannabis/23/05/32577875/montanas-weed-market-closed-to-out-of-staters-as-gov-gianforte-signs-marijuana-bills-into-law',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const sb375: Cite = {
  title: 'Montana SB 375 passes Senate second reading',
  url: 'https://themarijuanaherald.com/?p=18184',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const hb49: Cite = {
  title: 'Protect hemp products in Montana (HB 49)',
  url: 'https://hempsupporter.com/bill/protect-hemp-products-in-montana',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const lc209: Cite = {
  title: 'Montana LC 209 (2025) synthetic cannabinoid definitions',
  url: 'https://fastdemocracy.com/bill-summary/?billsummary_id=MTB00014325&billsummary_session=2025&billsummary_state=mt',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}

const N = '2026-11-28'
const mca1101: Cite = {
  title:
    'MCA 80-11-1101 State hemp certification program (FindLaw copy, current as of 1 Jan 2024): an optional department programme for products sold or labeled as Montana hemp; no testing or labeling rule for hemp products generally',
  url: 'https://codes.findlaw.com/mt/title-80-agriculture/mt-st-80-11-1101/',
  type: 'statute',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const sb375Desk: Cite = {
  title:
    "Hemp Supporter industry update (9 May 2025): Montana SB 375, now on the governor's desk, would immediately ban all hemp products containing THC if signed into law",
  url: 'https://hempsupporter.com/news/updates-in-seven-states-alabama-california-massachusetts-michigan-minnesota-montana-and-texas/',
  type: 'news',
  retrieved: N,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
/** Read for the fields Montana's hemp statutes leave to the federal layer. */
const hempLaw = [hb142, mca1101]
const capsUnknown =
  "Two 2025 bills would set or imply caps: HB 49 (0.5 mg total delta-9 THC per serving, 2 mg per package), reported signed on 7 Apr 2025 only by a low-confidence AI-written blog while a legislative digest (citizenportal.ai) describes the 2025 HB 49 as a marijuana definitions bill; and SB 375 (no THC in edible hemp products unless FDA-authorized), which passed both chambers and was on the governor's desk on 9 May 2025 (industry update). No signature, veto, chapter number or codified text of either was found in the stored pages (Legislature, Department of Revenue 2025 legislative summary, news), so whether Montana caps hemp THC per serving or per package on the as-of date is not known"

export default {
  code: 'MT',
  name: 'Montana',
  region: 'West',
  hempProgramStatus: 'active',
  regulatoryAuthority:
    'Montana Department of Agriculture (hemp, MCA Title 80 ch. 18); Department of Revenue Cannabis Control Division (marijuana)',
  hempProgramUrl: null,
  adultUse: true,
  overallStance: 'moderate',
  keyHighlights: [
    'HB 948 (2023) bans synthetic marijuana products, including delta-8.',
    'Marijuana licensees may not sell hemp or CBD; CBD is sold outside dispensaries.',
    'SB 375 (2025) would ban edible hemp products containing total delta-9 THC unless FDA-authorized; it passed both chambers and reached the governor in May 2025, outcome not found.',
    'HB 49 (2025) reported to cap hemp at 0.5 mg delta-9 per serving and 2 mg per package; signing claim rests on a low-confidence source.',
  ],
  notes:
    "Research thin: 2025 bill outcomes unverified, so delta-9 edibles are marked unclear. No hemp-specific age limit or smokable rule found. Merchant fields: MCA Title 80 ch. 18 (as revised by HB 142, 2021) and the optional Montana-hemp certification programme of MCA 80-11-1101 set no shipping, age, CBD cap, testing, labeling or warning rule for hemp products, and the 2025 bills as described set caps or bans only; the per-serving and per-package THC caps stay unknown until HB 49's and SB 375's outcomes are read on an official page.",
  hr5371Impact:
    "If Montana's 2025 bills took effect, hemp THC edibles are already near or below the federal limits; otherwise, from 12 Nov 2026 federal law removes delta-9 products above 0.4 mg total THC per container and THCA flower from hemp status. Delta-8 is already banned as synthetic in Montana, matching the federal exclusion.",
  asOf: '2026-11-01',
  defaults: {
    thcLimitText: 'Delta-9 ≤0.3% dry weight; 2025 per-serving caps unverified',
    thcPctDryWeight: 0.3,
    minimumAge: null,
    ageVerificationMethod: null,
    labelingRequired: null,
    labelingRequirements: 'No confirmed hemp-product labeling law',
    packagingRequirements: 'No confirmed hemp-product packaging law',
    testingRequired: false,
    testingStandard: null,
    licenseRequired: false,
    licenseType: null,
    enforcementAgency: 'Montana Department of Agriculture; Department of Revenue',
    penaltyRange: null,
    salesChannels: ['general retail (not marijuana dispensaries)'],
    shippingStatus: null,
    effectiveDate: '2023-05-01',
    expiryDate: null,
    cites: [hb142, cbt],
    noStateRule: {
      shippingStatus: hempLaw,
      minimumAge: hempLaw,
      cbdMgPerServing: hempLaw,
      testingStandard: hempLaw,
      testingPanels: hempLaw,
      labelingRequired: hempLaw,
      warningTextVerbatim: hempLaw,
      penaltyRange: hempLaw,
    },
    unknown: { thcMgPerServing: capsUnknown, thcMgPerContainer: capsUnknown },
  },
  substances: {
    'delta-9-thc': {
      status: 'unclear',
      summary:
        '2025 bills would cap hemp THC products (HB 49: 0.5 mg per serving, 2 mg per package) or ban THC edibles (SB 375), but enactment of either is not confirmed.',
      cites: [sb375, hb49, sb375Desk],
      unknown: {
        penaltyRange:
          "SB 375 (on the governor's desk on 9 May 2025) would ban THC in edible hemp products, but its outcome and any penalty provision were not found, and MCA Title 80 ch. 18 as read sets none for hemp products",
      },
    },
    'delta-8-thc': {
      status: 'prohibited',
      summary: 'HB 948 (2023) bans synthetic marijuana products, which includes converted delta-8.',
      cites: [hb948],
    },
    cbd: { status: 'legal', summary: 'CBD products are sold legally outside marijuana dispensaries.', cites: [cbt] },
    thca: {
      status: 'unclear',
      summary: 'No Montana rule on THCA products, flower included, was found.',
      unknown: {
        penaltyRange:
          'THCA flower above 0.3% total THC would be marijuana under Title 16, but whether Montana counts THCA toward the hemp limit was not found, so the penalty that applies is not known',
      },
    },
    cbg: { status: 'legal', summary: 'CBG products are believed legal like CBD (memory).', cites: [hb142] },
    cbn: {
      status: 'legal',
      summary: 'CBN products are believed legal like CBD (memory); synthetic CBN would fall under the HB 948 ban.',
      cites: [hb142, lc209],
    },
  },
  bills: [
    {
      number: 'SB 375',
      title: 'Edible hemp products containing THC (2025)',
      description:
        'Would ban sale of edible hemp products with total delta-9 THC unless FDA-authorized and exclude synthetic cannabinoids from "hemp".',
      status: 'passed_both',
      introducedDate: '2025-02-20',
      lastAction:
        "Passed both chambers and sent to the governor (industry update, 9 May 2025); the governor's action was not found (introduction date approximate)",
      lastActionDate: '2025-05-09',
      sponsors: [{ name: 'Noland', party: 'R', role: 'sponsor' }],
      impactSummary: 'Would remove THC edibles from hemp retail.',
      trackerUrl:
        'https://hempsupporter.com/news/updates-in-seven-states-alabama-california-massachusetts-michigan-minnesota-montana-and-texas/',
      fullTextUrl: null,
      substances: ['delta-9-thc'],
      productTypes: ['edibles', 'beverages'],
    },
    {
      number: 'HB 49',
      title: 'Hemp product THC limits (2025)',
      description:
        'Would cap hemp products at 0.5 mg total delta-9 per serving and 2 mg per package; reported signed 7 Apr 2025 by a low-confidence source.',
      status: 'in_committee',
      introducedDate: '2025-01-06',
      lastAction: 'Signing reported only by low-confidence source; not confirmed (dates approximate)',
      lastActionDate: '2025-04-07',
      sponsors: [],
      impactSummary: 'Would set strict serving and package caps.',
      trackerUrl: 'https://hempsupporter.com/bill/protect-hemp-products-in-montana',
      fullTextUrl: null,
    },
    {
      number: 'LC 209',
      title: 'Synthetic cannabinoid definitions (2025)',
      description: 'Interim-committee draft defining synthetic cannabinoids.',
      status: 'introduced',
      introducedDate: '2025-01-06',
      lastAction: 'Status not found (dates approximate)',
      lastActionDate: '2025-01-06',
      sponsors: [],
      impactSummary: 'Would clarify synthetic cannabinoid ban.',
      trackerUrl:
        'https://fastdemocracy.com/bill-summary/?billsummary_id=MTB00014325&billsummary_session=2025&billsummary_state=mt',
      fullTextUrl: null,
    },
  ],
} satisfies JurisdictionSeed
