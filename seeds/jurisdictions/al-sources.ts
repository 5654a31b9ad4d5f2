/** The citations (and shared texts) of AL's seed file, kept apart so the file stays readable. */
import type { Cite } from '../types.ts'

export const R = '2026-06-30'
export const hb445Text: Cite = {
  title: 'Alabama HB 445 (2025) enrolled text (legiplex mirror)',
  url: 'https://app.legiplex.com/al/legislature/2025/2025-r/bills/hb445/drafts-latest',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
export const hifyHb445: Cite = {
  title: 'Alabama HB 445 hemp law: limits and delta-8 ban',
  url: 'https://hifycbd.com/news/alabama-cbd-hemp-ban-hb445-5031',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
export const headquest: Cite = {
  title: 'Alabama cracks down on edibles and smoke-out; retailers scramble to comply',
  url: 'https://www.headquest.com/alabama-cracks-down-edibles-in-smoke-out-and-retailers-scramble-to-comply/',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
export const greenCulture: Cite = {
  title: 'Alabama inhalable hemp ban reported as Class C felony',
  url: 'https://greenculture.news/?p=10855',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
export const fdHb445: Cite = {
  title: 'HB 445 (2025) engrossed summary (FastDemocracy)',
  url: 'https://fastdemocracy.com/bill-summary/?billsummary_id=ALB00018382&billsummary_session=2025rs&billsummary_state=al',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
export const abcMemory: Cite = {
  title: 'Alabama Alcoholic Beverage Control Board',
  url: 'https://alabcboard.gov/',
  type: 'guidance',
  retrieved: '2026-11-01',
  official: true,
  basis: 'memory',
}

export const abcHempRetail: Cite = {
  title:
    'Alabama ABC Board: consumable hemp retail licence description and tax reporting (may sell at retail consumable hemp products in accordance with Code of Alabama §28-12)',
  url: 'https://alabcboard.gov/audit/hemp-electronic',
  type: 'guidance',
  retrieved: '2026-11-21',
  official: true,
  basis: 'confirmed',
}
const READ = '2026-11-28'
export const alpolitics: Cite = {
  title:
    'Consumable hemp products bill passes Legislature: HB445 bans online sales and direct-to-consumer deliveries (Alabama Political Reporter)',
  url: 'https://alpolitics.com/consumable-hemp-products-bill-passes-legislature',
  type: 'news',
  retrieved: READ,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
export const mjAuthorities: Cite = {
  title: 'Alabama signs bill to regulate hemp-derived products under THC limits (testing panels, label contents)',
  url: 'https://marijuanaauthorities.com/alabama-signs-bill-to-regulate-hemp-derived-products-under-thc-limits',
  type: 'news',
  retrieved: READ,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
export const onEdge: Cite = {
  title: "Alabama's new hemp law takes effect 1 Jan 2026 (Class C felony, fines up to $15,000)",
  url: 'https://on-edgenews.com/alabamas-new-hemp-law-takes-effect-jan-1-2026',
  type: 'news',
  retrieved: READ,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
