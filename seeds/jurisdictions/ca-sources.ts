/** The citations (and shared texts) of CA's seed file, kept apart so the file stays readable. */
import type { Cite } from '../types.ts'

const R = '2026-06-30'
export const gov: Cite = {
  title: 'Governor Newsom announces 99.8% compliance with emergency regulations, signs AB 8',
  url: 'https://www.gov.ca.gov/2025/10/02/governor-newsom-announces-99-8-compliance-with-emergency-regulations-signs-bill-to-permanently-protect-children-from-hemp-products',
  type: 'guidance',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
export const hsc: Cite = {
  title: 'Cal. Health & Safety Code ch. 9 Industrial Hemp, art. 2 (as amended by AB 8)',
  url: 'https://codecond.com/codes/hsc/division-104-environmental-health/part-5-sherman-food-drug-and-cosmetic-laws/chapter-9-industrial-hemp/article-2-general-provisions',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
export const canmd: Cite = {
  title: 'Hemp-derived THC products now illegal in California after OAL approval',
  url: 'https://www.canmd.org/hemp-derived-thc-products-now-illegal-in-california-after-oal-approval',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
export const sfgate: Cite = {
  title: 'Newsom moves to extend ban on hemp THC (readoption of DPH-24-005E)',
  url: 'https://cannabislaw.report/sf-gate-article-newsom-quietly-moves-to-extend-his-polarizing-ban-on-hemp-thc-in-california/',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
export const ccia: Cite = {
  title: 'AB 8 signed: integration timeline',
  url: 'https://californiacannabis.org/news-02oct2025',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
export const hsc9262: Cite = {
  title: 'Cal. Health & Safety Code §111926.2 packaging and labeling of hemp dietary supplements, foods and beverages',
  url: 'https://casetext.com/statute/california-codes/california-health-and-safety-code/division-104-environmental-health/part-5-sherman-food-drug-and-cosmetic-laws/chapter-9-industrial-hemp/article-7-labeling-and-advertisement/section-1119262-requirements-for-packaging-and-labeling-for-dietary-supplement-food-or-beverages',
  type: 'statute',
  retrieved: '2026-11-21',
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
export const hsc9263: Cite = {
  title: 'Cal. Health & Safety Code §111926.3 packaging and labeling of hemp cosmetics',
  url: 'https://instalawyer.io/laws/california-code/section-1119263',
  type: 'statute',
  retrieved: '2026-11-21',
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
export const leginfoArt7: Cite = {
  title: 'Cal. Health & Safety Code div. 104, pt. 5, ch. 9, art. 7 Labeling and Advertisement (§§111926–111926.3)',
  url: 'https://leginfo.legislature.ca.gov/faces/codes_displayText.xhtml?lawCode=HSC&division=104.&title=&part=5.&chapter=9.&article=7.',
  type: 'statute',
  retrieved: '2026-11-21',
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
export const mjbiz: Cite = {
  title: 'California regulates hemp and marijuana under one framework',
  url: 'https://mjbizdaily.com/california-regulates-hemp-and-marijuana-under-one-framework/',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}

const READ = '2026-11-28'
export const leginfoArt6: Cite = {
  title: 'Cal. Health & Safety Code div. 104, pt. 5, ch. 9, art. 6 Testing Requirements (§§111925–111925.6)',
  url: 'https://leginfo.legislature.ca.gov/faces/codes_displayText.xhtml?lawCode=HSC&division=104.&title=&part=5.&chapter=9.&article=6.',
  type: 'statute',
  retrieved: READ,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
export const hsc9252: Cite = {
  title:
    'Cal. Health & Safety Code §111925.2 certificate of analysis (as amended: no THC in foods, beverages, supplements and non-topical cosmetics; at most 0.3% total THC in topically applied cosmetics)',
  url: 'https://self-law.org/code/ca/health-and-safety-code/111925-2',
  type: 'statute',
  retrieved: READ,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
export const ab2223Text: Cite = {
  title:
    'AB 2223 (2024) bill text reproducing Health & Safety Code §111920 definitions (independent testing laboratory: ISO/IEC 17025 accredited or DCC-licensed)',
  url: 'https://leginfo.legislature.ca.gov/faces/billTextClient.xhtml?bill_id=202320240AB2223',
  type: 'statute',
  retrieved: READ,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
export const bpc22944: Cite = {
  title:
    'Cal. Business & Professions Code §22944 definitions (intoxicating hemp product unlawful to sell without a licence; seller websites)',
  url: 'https://codes.findlaw.com/ca/business-and-professions-code/bpc-sect-22944/',
  type: 'statute',
  retrieved: READ,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
export const abcAdvisory: Cite = {
  title:
    'ABC advisory: CDPH emergency regulations concerning hemp products (no detectable THC; no sales under 21; licence discipline)',
  url: 'https://www.abc.ca.gov/california-department-of-public-health-emergency-regulations-concerning-hemp-products/',
  type: 'guidance',
  retrieved: READ,
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
export const ab45Digest: Cite = {
  title:
    "AB 45 (Stats. 2021, ch. 576) chaptered text and Legislative Counsel's digest (violation of the Sherman Law is a misdemeanor)",
  url: 'https://app.legiplex.com/ca/legislature/2021/2021-r/bills/ab45/drafts-compare',
  type: 'statute',
  retrieved: READ,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
export const hscRead: Cite = { ...hsc, retrieved: READ, scope: 'details' }
