/** The federal layer's citations (federal.ts, federal-bills.ts): statutes, rules, and carriers' policies. */
import type { Cite } from './types.ts'

export const R = '2026-06-30'
export const s4315: Cite = {
  title: 'S. 4315 (119th) Hemp Safety Enforcement Act, introduced text (reproduces Sec. 781 as enacted)',
  url: 'https://www.govinfo.gov/content/pkg/BILLS-119s4315is.zip:BILLS-119s4315is/html/BILLS-119s4315is.htm',
  type: 'statute',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
export const sec781: Cite = {
  title: 'Sec. 781, Agriculture Appropriations Act 2026 (P.L. 119-37), 7 U.S.C. 1639o note',
  url: 'https://self-law.org/code/statute-compilations/comps-18369/sec-781',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
export const earthlaw: Cite = {
  title: 'Language set to change federal hemp policy as government shutdown ends',
  url: 'https://www.earthlawllc.com/post/language-set-to-change-federal-hemp-policy-as-government-shutdown-ends',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
export const dla: Cite = {
  title: 'New federal restrictions on hemp and hemp-derived products (DLA Piper)',
  url: 'https://www.dlapiper.com/en-pe/insights/publications/2025/11/new-federal-restrictions-on-hemp-and-hemp-derived-products',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
export const libation: Cite = {
  title: '0.4 mg THC cap: hemp beverages and the shutdown bill',
  url: 'https://libationlawblog.com/2025/11/13/0-4-mg-thc-cap-hemp-beverages-shutdown-bill',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
export const regov: Cite = {
  title: 'Hemp provisions effective 365 days after enactment',
  url: 'https://www.regulatoryoversight.com/?p=22197',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
export const cda: Cite = {
  title: 'Congress passes shutdown-ending bill with hemp provisions (Senate 60-40, signed 12 Nov 2025)',
  url: 'https://www.cdaweb.net/Public/ArticlePage.aspx?ContentId=5117',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
export const husch: Cite = {
  title: 'Congress ends shutdown: what the new funding law means for major industries',
  url: 'https://www.huschblackwell.com/newsandinsights/congress-ends-shutdown-what-the-new-funding-law-means-for-major-industries',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
export const filter: Cite = {
  title: 'FDA misses cannabinoid-list deadline; "container" definition',
  url: 'https://filtermag.org/fda-cannabinoid-deadline-hemp/amp',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
export const fda: Cite = {
  title: 'Food and beverages containing CBD or THC remain illegal (FDA position)',
  url: 'https://www.harringtonheep.com/post/food-and-beverages-containing-cbd-or-thc-remain-illegal',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
export const ecfr: Cite = {
  title: '7 CFR §990.1 Definitions (acceptable hemp THC level)',
  url: 'https://ecfr.io/Title-7/Section-990.1',
  type: 'regulation',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
export const cbtDryWeight: Cite = {
  title: "Delta-9 in edible hemp products: what's a dry weight basis anyway?",
  url: 'https://www.cannabisbusinesstimes.com/hemp/news/15693248/delta-9-in-edible-hemp-products-whats-a-dry-weight-basis-anyway',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
export const usc: Cite = {
  title: '7 U.S.C. §1639o (Definitions: hemp)',
  url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title7-section1639o&num=0&edition=prelim',
  type: 'statute',
  retrieved: '2026-11-01',
  official: true,
  basis: 'memory',
}

export const pb22579: Cite = {
  title:
    'USPS Postal Bulletin 22579: Publication 52 revision, hemp-based products (sec. 453.37), effective 26 Aug 2021',
  url: 'https://about.usps.com/postal-bulletin/2021/pb22579/html/updt_002.htm',
  type: 'guidance',
  retrieved: '2026-11-21',
  official: true,
  basis: 'confirmed',
}
/** Corrects the ".03 percent" misprint of PB 22579 to 0.3 percent. */
export const pb22581: Cite = {
  title:
    'USPS Postal Bulletin 22581: correction to Publication 52 sec. 453.37, mailable hemp THC limit is 0.3 percent (not .03)',
  url: 'https://about.usps.com/postal-bulletin/2021/pb22581/html/updt_003.htm',
  type: 'guidance',
  retrieved: '2026-11-21',
  official: true,
  basis: 'confirmed',
}
export const uspsNews: Cite = {
  title: 'USPS Link: In the mail (hemp-based products mailable domestically under Publication 52, sec. 453)',
  url: 'https://news.usps.com/2021/01/11/in-the-mail-5',
  type: 'guidance',
  retrieved: '2026-11-21',
  official: false,
  basis: 'confirmed',
  kind: 'carrier_policy',
}
export const ganja: Cite = {
  title: 'USPS updates policies to allow hemp shipping (quotes UPS and FedEx policies)',
  url: 'https://ganjapreneur.com/usps-updates-policies-to-allow-hemp-shipping',
  type: 'news',
  retrieved: '2026-11-21',
  official: false,
  basis: 'confirmed',
}
export const shipSchool: Cite = {
  title: 'UPS shipping restrictions: items UPS restricts and prohibits',
  url: 'https://www.shippingschool.com/ups-shipping-restrictions-the-items-ups-restricts-prohibits/',
  type: 'news',
  retrieved: '2026-11-21',
  official: false,
  basis: 'confirmed',
}
export const fedexFasc: Cite = {
  title:
    'FedEx Authorized ShipCenter: double check for dangerous goods and prohibited items (marijuana, THC, marijuana-derived CBD)',
  url: 'https://fedex.com/en-us/shipping/fedex-authorized-ship-center/shipsource/due-diligence-for-dangerous-goods.html',
  type: 'guidance',
  retrieved: '2026-11-21',
  official: false,
  basis: 'confirmed',
  kind: 'carrier_policy',
}
export const hempBitchFedex: Cite = {
  title: 'Can you ship CBD with FedEx? (quotes the FedEx Service Guide prohibited-items text)',
  url: 'https://www.thehempbitch.com/post/can-you-ship-cbd-with-fedex',
  type: 'news',
  retrieved: '2026-11-21',
  official: false,
  basis: 'confirmed',
}
export const vicenteShip: Cite = {
  title: 'Guide for shipping hemp and hemp-derived CBD products (Vicente LLP, Nov 2022)',
  url: 'https://vicentellp.com/updates/shipping-hemp-cbd-products/',
  type: 'news',
  retrieved: '2026-11-21',
  official: false,
  basis: 'confirmed',
}

/** Read on 2026-11-28 for the merchant fields (shipping, age, caps, testing, warnings). */
export const READ = '2026-11-28'
export const uscNote: Cite = {
  title:
    '7 U.S.C. 1639o notes: P.L. 119-37, div. B, title VII, Sec. 781, 139 Stat. 558 (new hemp definition and exclusions, effective 365 days after 12 Nov 2025)',
  url: 'https://www.govregs.com/uscode/title7_chapter38_subchapterVII_section1639o_notes',
  type: 'statute',
  retrieved: READ,
  official: false,
  basis: 'confirmed',
}
/** USPS's 2019 bulletin: the 2018 Farm Bill made interstate commerce in hemp lawful (secs. 10113, 10114, 12619). */
export const pb22521: Cite = {
  title:
    'USPS Postal Bulletin 22521: new Publication 52 sec. 453.37, hemp-based products (2018 Farm Bill secs. 10113, 10114 and 12619 permit interstate commerce in hemp)',
  url: 'https://about.usps.com/postal-bulletin/2019/pb22521/html/updt_002.htm',
  type: 'guidance',
  retrieved: READ,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
export const ritterTesting: Cite = {
  title: 'USDA Hemp Production Plan, part II: sampling and testing of hemp for THC (Ritter Spencer)',
  url: 'https://ritterspencer.com/usda-hemp-production-plan-part-ii-sampling-testing-of-hemp',
  type: 'news',
  retrieved: READ,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
/** The USDA definitions rule, cited for the testing fields only. */
export const ecfrTesting: Cite = { ...ecfr, scope: 'details' }
