/** The citations (and shared texts) of HI's seed file, kept apart so the file stays readable. */
import type { Cite } from '../types.ts'

const R = '2026-06-30'
export const faq: Cite = {
  title: 'Hawaii DOH Hemp Program: Consumers of manufactured hemp products FAQ',
  url: 'https://health.hawaii.gov/hempprogram/consumers-of-mhp-faq',
  type: 'guidance',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
export const hb1482: Cite = {
  title: 'Hawaii HB 1482 CD1 (2025)',
  url: 'https://capitolwebsite.azurewebsites.net/sessions/session2025/Bills/HB1482_CD1_.HTM',
  type: 'statute',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
export const sscr: Cite = {
  title: 'HB 1482 SD1 Senate Standing Committee Report 1288',
  url: 'https://capitolwebsite.azurewebsites.net/sessions/session2025/commreports/HB1482_SD1_SSCR1288_.HTM',
  type: 'statute',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
export const hrs: Cite = {
  title: 'HRS §328G-3',
  url: 'https://data.capitol.hawaii.gov/hrscurrent/Vol06_Ch0321-0344/HRS0328G/HRS_0328G-0003.htm',
  type: 'statute',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
export const har3: Cite = {
  title: 'HAR §11-37-3 Prohibitions',
  url: 'https://print.casetext.com/regulation/hawaii-administrative-rules/title-11-department-of-health/subtitle-1-general-departmental-provisions/chapter-37-hemp-processing-and-hemp-products/subchapter-1-general-provisions/section-11-37-3-prohibitions',
  type: 'regulation',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
export const har22: Cite = {
  title: 'HAR §11-37-22 Required testing for content and consistency',
  url: 'https://casetext.com/regulation/hawaii-administrative-rules/title-11-department-of-health/subtitle-1-general-departmental-provisions/chapter-37-hemp-processing-and-hemp-products/subchapter-2-hemp-product-testing/section-11-37-22-required-testing-for-content-and-consistency',
  type: 'regulation',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
export const doh: Cite = {
  title: 'DOH amends administrative rules regarding hemp processing and manufactured hemp products (26 Nov 2024)',
  url: 'https://www.einpresswire.com/article/764629139/news-release-doh-amends-administrative-rules-regarding-hemp-processing-and-manufactured-hemp-products',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
export const tokers: Cite = {
  title: 'Hawaii governor signs hemp bill requiring distributors and retailers to register',
  url: 'https://www.tokersguide.com/cannabis-news/hawaii-governor-signs-hemp-bill-requiring-product-distributors-and-retailers-to-register-with-the-state',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
export const ap: Cite = {
  title: 'Hawaii hemp growers say new state rules will put them out of business (AP)',
  url: 'https://hosted.ap.org/article/1bf0263b14103901613f032284502483/hawaii-hemp-growers-say-new-state-rules-will-put-them-out',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
export const cbt: Cite = {
  title: 'Hawaii adopts interim rules for hemp processors',
  url: 'https://www.cannabisbusinesstimes.com/home/news/15693279/hawaii-adopts-interim-rules-for-hemp-processors',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}

const READ = '2026-11-28'
export const har30: Cite = {
  title:
    'Haw. Code R. §11-37-30 Manufactured hemp product labeling (as amended Dec 2024, with dates from 1 Mar 2025; Cornell LII copy)',
  url: 'https://www.law.cornell.edu/regulations/hawaii/Haw-Code-R-SS-11-37-30',
  type: 'regulation',
  retrieved: READ,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
export const har22Read: Cite = { ...har22, retrieved: READ, scope: 'details' }
export const hrs3Read: Cite = { ...hrs, retrieved: READ, scope: 'details' }

/** HAR §11-37-30(a)(7)-(9): every manufactured hemp product ("or words of similar meaning"). */
export const everyLabel =
  '"Use this product under the guidance of a physician if you have a medical condition or are pregnant or lactating." "Keep out of the reach of children." "Not for sale to persons under the age of 21."'
/** HAR §11-37-30(b)(1): edible manufactured hemp products, in addition. */
export const edibleLabel = `${everyLabel} "This product is not intended to diagnose, treat, cure, or prevent any disease."`
/** DOH news release 25-133 (4 Nov 2025), reposted: Act 269 registration covers online and out-of-state sellers. */
export const dohRegistry: Cite = {
  title:
    'DOH news release 25-133: Act 269 requires every business selling manufactured hemp products in Hawaii, including online and out-of-state sellers, to register with OMCCR from 1 Jan 2026 (repost of the Department of Health release)',
  url: 'https://www.einpresswire.com/article/864309834/doh-news-release-doh-launches-outreach-and-education-initiative-ahead-of-2026-hemp-retail-registration-requirement',
  type: 'guidance',
  retrieved: READ,
  official: false,
  basis: 'confirmed',
  kind: 'agency_guidance',
  scope: 'details',
}
export const registryFaq: Cite = {
  title: 'Hawaii DOH Hemp Program: Retailer and distributor registry FAQ (current as of 9 Oct 2025)',
  url: 'https://health.hawaii.gov/hempprogram/retailer-distributor-registry-faq',
  type: 'guidance',
  retrieved: READ,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
