/** The citations (and shared texts) of AR's seed file, kept apart so the file stays readable. */
import type { Cite } from '../types.ts'

const R = '2026-06-30'
export const pr503: Cite = {
  title: 'Ark. Code §20-56-503 (consumable hemp products)',
  url: 'https://policyrisk.com/states/arkansas/statutes/20-56-503',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
export const pr502: Cite = {
  title: 'Ark. Code §20-56-502 definitions',
  url: 'https://policyrisk.com/states/arkansas/statutes/20-56-502',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
export const act629: Cite = {
  title: 'Arkansas SB 358 / Act 629 of 2023 summary',
  url: 'https://fastdemocracy.com/bill-summary/?billsummary_id=ARB00013506&billsummary_session=2023&billsummary_state=ar',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
export const thcaBan: Cite = {
  title: 'Arkansas THCA flower ban reporting',
  url: 'https://themarijuanaherald.com/?p=22406',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
export const sb533: Cite = {
  title: 'Arkansas SB 533 (2025) / Act 934 draft text',
  url: 'https://app.legiplex.com/ar/legislature/2025/2025-r/bills/sb533/draft-2309483?id=2309483',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
export const atcBill: Cite = {
  title: 'Arkansas 2025 consumable hemp ATC permit bill summary',
  url: 'https://fastdemocracy.com/bill-summary/?billsummary_id=ARB00016098&billsummary_session=2025&billsummary_state=ar',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
export const eighth: Cite = {
  title: 'Federal appeals court issues ruling in delta-9 hemp products case (8th Cir.)',
  url: 'https://tfppwire.com/federal-appeals-court-issues-ruling-in-delta-9-hemp-products-case',
  type: 'court',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
export const arTimes: Cite = {
  title: 'Arkansas ban on hemp-derived THC products enforceable',
  url: 'https://arcannabistimes.com/ban-hemp-derived-thc-products/',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
export const pr510: Cite = {
  title: 'Ark. Code §20-56-510 Testing of consumable hemp products',
  url: 'https://policyrisk.com/states/arkansas/statutes/20-56-510',
  type: 'statute',
  retrieved: '2026-11-21',
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
export const arkleg: Cite = {
  title: 'Arkansas State Legislature',
  url: 'https://www.arkleg.state.ar.us/',
  type: 'statute',
  retrieved: '2026-11-01',
  official: true,
  basis: 'memory',
}
export const adaHemp: Cite = {
  title: 'Arkansas Department of Agriculture: Hemp Program (Hemp Home)',
  url: 'https://agriculture.arkansas.gov/plant-industries/feed-and-fertilizer-section/hemp-home/',
  type: 'guidance',
  retrieved: '2026-11-21',
  official: true,
  basis: 'confirmed',
}

const READ = '2026-11-28'
export const pr512: Cite = {
  title:
    'Ark. Code §20-56-512 Enforcement, penalties (unpermitted sale or delivery to consumers a Class A misdemeanor)',
  url: 'https://policyrisk.com/states/arkansas/statutes/20-56-512',
  type: 'statute',
  retrieved: READ,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
export const pr515: Cite = {
  title: 'Ark. Code §20-56-515 Notice required at point of sale, penalties',
  url: 'https://policyrisk.com/states/arkansas/statutes/20-56-515',
  type: 'statute',
  retrieved: READ,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
export const pr514: Cite = {
  title: 'Ark. Code §20-56-514 Consumable hemp manufacturer certification and directory',
  url: 'https://policyrisk.com/states/arkansas/statutes/20-56-514',
  type: 'statute',
  retrieved: READ,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
export const pr503Read: Cite = { ...pr503, retrieved: READ, scope: 'details' }
export const pr502Read: Cite = { ...pr502, retrieved: READ, scope: 'details' }
