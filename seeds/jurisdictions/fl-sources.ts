/** The citations (and shared texts) of FL's seed file, kept apart so the file stays readable. */
import type { Cite } from '../types.ts'

export const R = '2026-06-30'
export const sen2024: Cite = {
  title: 'Florida Senate bill summary 2024 (SB 1698 / hemp)',
  url: 'https://flsenate.gov/Committees/BillSummaries/2024/html/3404',
  type: 'statute',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
export const stat: Cite = {
  title: 'Fla. Stat. §581.217 State hemp program (SB 1698 enrolled text)',
  url: 'http://www.flsenate.gov/Session/Bill/2024/1698/BillText/er/HTML',
  type: 'statute',
  retrieved: R,
  official: true,
  basis: 'confirmed',
}
export const age: Cite = {
  title: 'Hemp bill moves to Gov. DeSantis (SB 1676 21+ rule)',
  url: 'https://parttimemomdigest.blogspot.com/2024/06/hemp-bill-finally-moves-to-gov-desantis.html',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
export const herald: Cite = {
  title: 'Florida bill establishing hemp extract as food and setting new regulations sent to governor',
  url: 'https://themarijuanaherald.com/2023/06/florida-bill-establishing-hemp-extract-as-food-and-setting-new-regulations-sent-to-governor',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
export const veto: Cite = {
  title: 'SB 1698 veto message',
  url: 'https://legiscan.com./FL/text/S1698/id/2953930',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
export const fp: Cite = {
  title: 'Florida Senate unanimously approves hemp crackdown months after DeSantis veto',
  url: 'https://floridianpress.com/2025/04/florida-senate-unanimously-approves-hemp-crackdown-months-after-desantiss-veto/amp',
  type: 'news',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
export const fd2026: Cite = {
  title: '2026 Florida bill amending §581.217 (smokable ban)',
  url: 'https://fastdemocracy.com/bill-summary/?billsummary_id=FLB00034761&billsummary_session=2026&billsummary_state=fl',
  type: 'statute',
  retrieved: R,
  official: false,
  basis: 'confirmed',
}
export const sb1876: Cite = {
  title: 'Fla. Stat. §581.217(3) "contaminants unsafe for human consumption" (quoted in SB 1876, 2020)',
  url: 'https://www.flsenate.gov/Session/Bill/2020/1876/BillText/Filed/HTML',
  type: 'statute',
  retrieved: '2026-11-21',
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
export const sb921: Cite = {
  title: 'Fla. Stat. §581.217(7) hemp extract COA requirements (quoted in SB 921 amendment, 2020)',
  url: 'https://www.flsenate.gov/Session/Bill/2020/921/Amendment/158898/HTML',
  type: 'statute',
  retrieved: '2026-11-21',
  official: true,
  basis: 'confirmed',
  scope: 'details',
}
export const fdacs: Cite = {
  title: 'FDACS Hemp program',
  url: 'https://www.fdacs.gov/Business-Services/Hemp',
  type: 'guidance',
  retrieved: '2026-11-01',
  official: true,
  basis: 'memory',
}

const READ = '2026-11-28'
export const rule034: Cite = {
  title: 'Fla. Admin. Code R. 5K-4.034 Hemp extract for human consumption (Cornell LII copy)',
  url: 'http://law.cornell.edu/regulations/florida/Fla-Admin-Code-Ann-R-5K-4-034',
  type: 'regulation',
  retrieved: READ,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
export const hb7027: Cite = {
  title:
    'Florida House bill analysis of HB 7027 (2025), hemp consumable THC products: would have created delivery-sale rules (s. 581.218) that current law lacks (legiplex copy)',
  url: 'https://app.legiplex.com/fl/legislature/2025/2025-r/bills/h7027/draft-2296153?id=2296153',
  type: 'statute',
  retrieved: READ,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
export const dbpr: Cite = {
  title:
    'Florida strengthens enforcement against sale of harmful hemp products to minors (DBPR: 127 arrests since 1 Jul 2024)',
  url: 'https://gulfcoastdispatch.com/stories/666778412-florida-strengthens-enforcement-against-sale-of-harmful-hemp-products-to-minors',
  type: 'news',
  retrieved: READ,
  official: false,
  basis: 'confirmed',
  scope: 'details',
}
export const sen2024Read: Cite = { ...sen2024, retrieved: READ, scope: 'details' }
export const vetoRead: Cite = { ...veto, retrieved: READ, scope: 'details' }
