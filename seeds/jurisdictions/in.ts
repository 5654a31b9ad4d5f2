import type { Cite, JurisdictionSeed } from '../types.ts'

const R = '2026-06-30'
const ied: Cite = {
  title: 'Last day of the 2026 Indiana legislative session',
  url: 'https://indianaeconomicdigest.net/Content/Most-Recent/Government-state/Article/Last-day-of-the-2026-Indiana-legislative-session/31/124/121023',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const oiscNews: Cite = {
  title: 'OISC hemp licensing (Indiana)',
  url: 'https://mjshareholders.com/?p=50988',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const smokable: Cite = {
  title: 'IC 35-48-1.1-38 Smokable hemp',
  url: 'https://lexace.ai/us/statute/indiana/35-48-1.1-38',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const ic2442: Cite = {
  title: 'IC 24-4-21-2 Low THC hemp extract',
  url: 'https://courtgpt.ai/laws/indiana/title-24/article-4/chapter-21/section-24-4-21-2',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const axios: Cite = {
  title: 'Indiana hemp industry still fighting state and federal bans',
  url: 'https://www.axios.com/local/indianapolis/2026/02/26/indiana-hemp-industry-still-fighting-state-and-federal-bans',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
const oisc: Cite = {
  title:
    'Office of Indiana State Chemist: Indiana Hemp Regulatory Website (OISC licenses hemp growers and handlers under IC 15-15-13 and the hemp emergency rules)',
  url: 'https://oisc.purdue.edu/hemp/index.html',
  type: 'guidance',
  retrieved: '2026-11-21',
  official: true,
  basis: 'confirmed',
  scope: 'details',
}

const ic24421: Cite = {
  title: 'Ind. Code §24-4-21-1 Definitions (independent testing laboratory, ISO 17025)',
  url: 'https://www.lawserver.com/law/state/indiana/in-code/indiana_code_24-4-21-1',
  type: 'statute',
  retrieved: '2026-11-21',
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const ic24423: Cite = {
  title: 'Ind. Code §24-4-21-3 Certificate of analysis',
  url: 'https://casetext.com/statute/indiana-code/title-24-trade-regulation/article-4-regulated-businesses/chapter-21-distribution-of-low-thc-hemp-extract/section-24-4-21-3-certificate-of-analysis',
  type: 'statute',
  retrieved: '2026-11-21',
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const T = '2026-11-21'
const agOp2023: Cite = {
  title:
    'Indiana Attorney General Official Opinion 2023-1 (12 Jan 2023), Tetrahydrocannabinol Variants and Other Designer Cannabinoid Products: delta-8 THC, delta-10 THC and most THC variants fall within Schedule I tetrahydrocannabinols, Ind. Code 35-48-2-4(d)(31) (HeinOnline copy)',
  url: 'http://heinonline.org/HOL/LandingPage?handle=hein.sag/sagin0144&div=1&src=home',
  type: 'guidance',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  kind: 'secondary_mirror',
}
const suitDismissed: Cite = {
  title:
    'Indiana Capital Chronicle: federal judge dismisses the delta-8 lawsuit against Official Opinion 2023-1 without prejudice (Mar 2025); the opinion is not binding and not law, so a federal court cannot strike it',
  url: 'https://indypolitics.org/court-rules-in-favor-of-delta-8',
  type: 'news',
  retrieved: '2026-11-25',
  official: false,
  basis: 'confirmed',
}
const dubois: Cite = {
  title:
    'Dubois County prosecutor warns retailers: delta-8, delta-10 and smokable hemp illegal (cites AG opinion of 12 Jan 2023 and IC 35-48-4-10.1)',
  url: 'https://wjts.tv/2023/07/dubois-county-prosectors-office-cracking-down-on-schedule-1-substances-being-sold-in-local-retail-stores/',
  type: 'news',
  retrieved: T,
  official: false,
  basis: 'confirmed',
}
const capChron: Cite = {
  title:
    "Delta-8 in dispute: following attorney general's guidance, industry files suit (3Chi and Midwest Hemp Council v. State, filed 26 Jun 2023)",
  url: 'https://indianacapitalchronicle.com/2023/08/29/delta-8-in-dispute-following-attorney-generals-guidance-industry-files-suit/',
  type: 'news',
  retrieved: T,
  official: false,
  basis: 'confirmed',
}
const ic24424: Cite = {
  title:
    'Ind. Code §24-4-21-4 Packaging requirements for low THC hemp extract (QR code, batch, expiration date, mg, manufacturer, ≤0.3% total delta-9 THC statement)',
  url: 'https://casetext.com/statute/indiana-code/title-24-trade-regulation/article-4-regulated-businesses/chapter-21-distribution-of-low-thc-hemp-extract/section-24-4-21-4-packaging-requirements',
  type: 'statute',
  retrieved: T,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
const seedRule: Cite = {
  title:
    'Indiana Register LSA #23-531: State Seed Commissioner emergency rule on hemp licensing, production and management (eff. 30 Jun 2023)',
  url: 'http://www.in.gov/legislative/iac/20230628-IR-360230531ERA.xml.html',
  type: 'regulation',
  retrieved: T,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
const ic27: Cite = {
  title: 'IC 35-48-1.1-27 Low THC hemp extract (≤0.3% total delta-9 THC incl. precursors; excludes smokable hemp)',
  url: 'https://lexace.ai/us/statute/indiana/35-48-1.1-27',
  type: 'statute',
  retrieved: T,
  official: false,
  basis: 'confirmed',
}
/** Indiana's retail hemp law, read: IC 24-4-21 (labeling, certificate of analysis) and the low THC hemp extract definition. */
const read = [ic24424, ic24421, ic24423, ic27]

export default {
  code: 'IN',
  name: 'Indiana',
  region: 'Midwest',
  hempProgramStatus: 'active',
  regulatoryAuthority: 'Office of Indiana State Chemist (hemp licensing)',
  hempProgramUrl: 'https://oisc.purdue.edu/hemp/index.html',
  adultUse: false,
  overallStance: 'moderate',
  keyHighlights: [
    'Smokable hemp (hemp bud and flower) is defined and prohibited under Indiana law.',
    'No 21+ age limit for intoxicating hemp after the 2026 session; SB 250 passed the Senate 35-13 but died in the House.',
    'Low-THC hemp extract may be distributed only if IC 24-4-21 labeling (QR code, batch) is met.',
    'No per-serving THC cap for hemp delta-9 products.',
  ],
  notes:
    "A retailer blog claims SB 144 passed with 21+ and ATC enforcement from 1 Jul 2026; this conflicts with news reports and is not used. Delta-8: the Attorney General's Official Opinion 2023-1 (12 Jan 2023, read on a HeinOnline copy; an earlier note wrongly dated it 2021) treats delta-8 as a Schedule I tetrahydrocannabinol; some county prosecutors acted on it, industry sued in June 2023 (3Chi and Midwest Hemp Council v. Rokita); a preliminary injunction was denied and the suit was dismissed without prejudice in March 2025 without reaching the merits. No official Indiana Code page was read: statute text comes from secondary copies, and the only official pages read (the OISC hemp page and the Indiana Register hemp licensing rule) support licensing details, not the retail statuses.",
  hr5371Impact:
    'Indiana tried and failed in 2026 (SB 250) to mirror the federal 0.4 mg-per-container and synthetic-cannabinoid rules, so from 12 Nov 2026 federal law alone removes delta-9 edibles above the cap and delta-8 from federal hemp status; THCA flower is already banned as smokable hemp in Indiana.',
  asOf: '2026-11-01',
  defaults: {
    thcLimitText: 'Delta-9 ≤0.3% dry weight; no per-serving cap',
    thcPctDryWeight: 0.3,
    ageVerificationMethod: null,
    labelingRequired: true,
    labelingRequirements:
      'Low THC hemp extract: scannable bar code or QR code linking to batch information and the certificate of analysis, batch number, website, expiration date, mg of extract, manufacturer, and a statement of ≤0.3% total delta-9 THC (IC 24-4-21-4)',
    packagingRequirements: 'Per IC 24-4-21',
    testingRequired: true,
    testingStandard:
      'Certificate of analysis from an independent laboratory accredited to ISO 17025, per batch, showing ≤0.3% total delta-9 THC including precursors and the CBD percentage (IC 24-4-21-1, 24-4-21-3)',
    testingPanels: ['potency'],
    licenseRequired: false,
    licenseType: null,
    enforcementAgency: 'Office of Indiana State Chemist / State Seed Commissioner (hemp licensing); law enforcement',
    penaltyRange: 'Smokable hemp dealing/possession penalties under IC 35-48',
    salesChannels: ['general retail'],
    noStateRule: {
      shippingStatus: read,
      minimumAge: read,
      thcMgPerServing: read,
      thcMgPerContainer: read,
      cbdMgPerServing: read,
      warningTextVerbatim: read,
    },
    effectiveDate: '2019-07-01',
    expiryDate: null,
    cites: [ic2442, ic27, ied, oiscNews, oisc, ic24421, ic24423, ic24424, seedRule],
  },
  substances: {
    'delta-9-thc': {
      status: 'legal',
      summary:
        'Hemp delta-9 edibles and beverages are legal with no state age limit or per-serving cap as low THC hemp extract (≤0.3% total delta-9 THC, IC 35-48-1.1-27); only low-THC hemp extract labeling applies.',
      cites: [ic27, ied],
    },
    'delta-8-thc': {
      status: 'unclear',
      disputed: true,
      summary:
        "Disputed: Attorney General Official Opinion 2023-1 (12 Jan 2023) concludes delta-8 THC is a Schedule I tetrahydrocannabinol, and some county prosecutors warned retailers of dealing charges; but the opinion does not bind courts, no statute names delta-8, and the industry's federal suit against the opinion was dismissed without prejudice in March 2025 without a ruling on the merits (the court held a non-binding opinion is not state law), so no court has settled the question. Delta-8 remains widely sold.",
      cites: [axios, agOp2023, dubois, capChron, suitDismissed],
    },
    cbd: {
      status: 'legal_with_restrictions',
      summary:
        'CBD (low THC hemp extract, ≤0.3% total delta-9 THC) is legal if IC 24-4-21 labeling and batch-testing requirements are met.',
      cites: [ic2442, ic27],
    },
    thca: {
      status: 'prohibited',
      summary: 'THCA flower is smokable hemp, which Indiana defines and prohibits.',
      cites: [smokable],
    },
    cbg: { status: 'legal', summary: 'CBG products are legal under the low THC hemp extract rules.' },
    cbn: { status: 'legal', summary: 'CBN products are legal under the low THC hemp extract rules.' },
  },
  products: {
    smokable: {
      status: 'prohibited',
      summary: 'Indiana prohibits smokable hemp (hemp bud, flower and products intended for smoking).',
      cites: [smokable],
    },
    flower: {
      status: 'prohibited',
      summary: 'Hemp bud and flower are smokable hemp and prohibited.',
      cites: [smokable],
    },
  },
  bills: [
    {
      number: 'SB 250',
      title: 'Hemp: align with federal definitions (2026)',
      description:
        'Would mirror the federal total-THC definition, 0.4 mg per container cap and synthetic ban from July 2026, require ATC permits and set 21+.',
      status: 'dead',
      introducedDate: '2026-01-06',
      lastAction: 'Passed Senate 35-13; not called in House by 23 Feb 2026 deadline; revival failed',
      lastActionDate: '2026-02-26',
      sponsors: [{ name: 'Aaron Freeman', party: 'R', role: 'sponsor' }],
      impactSummary: 'Would have aligned state and federal law early.',
      trackerUrl:
        'https://roundtable.io/news/american-hemp-monitor/hemp/indiana-senate-approves-bill-aligning-state-law-with-federal-hemp-cannabinoid-ban',
      fullTextUrl: null,
    },
    {
      number: 'HB 1346',
      title: '0.4 mg per container hemp limit (2026)',
      description: 'Would set a 0.4 mg total THC per container limit.',
      status: 'in_committee',
      introducedDate: '2026-01-08',
      lastAction: 'In committee (dates approximate)',
      lastActionDate: '2026-01-08',
      sponsors: [],
      impactSummary: 'Would mirror the federal cap.',
      trackerUrl: 'https://capitolkey.org/states/in/2026-regular-session/hb/1346',
      fullTextUrl: null,
    },
    {
      number: 'SB 478',
      title: 'Craft hemp flower (2025)',
      description: 'Would create a craft hemp flower framework.',
      status: 'introduced',
      introducedDate: '2025-01-13',
      lastAction: 'Status not found (dates approximate)',
      lastActionDate: '2025-01-13',
      sponsors: [],
      impactSummary: 'Would have created a legal channel for hemp flower.',
      trackerUrl: 'https://app.legiplex.com/in/legislature/2025/2025-r/bills/sb0478/draft-1487736',
      fullTextUrl: null,
      productTypes: ['flower', 'smokable'],
    },
  ],
} satisfies JurisdictionSeed
