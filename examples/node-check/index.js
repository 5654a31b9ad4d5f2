// Can I sell delta-8 gummies in Texas, and what changes are pending?
// Usage: npm start [-- STATE SUBSTANCE PRODUCT_TYPE]   (defaults: TX delta-8-thc edibles)
// Reads HEMPDATA_API_KEY (and HEMPDATA_BASE_URL, default http://localhost:3000).
// @ts-check
import { HempData, HempDataError } from '@hempdata/sdk'

const [state = 'TX', substance = 'delta-8-thc', productType = 'edibles'] = process.argv.slice(2)
const PENDING = new Set(['introduced', 'in_committee', 'passed_chamber', 'passed_both'])

const hd = new HempData()

/** @param {string} status */
const words = (status) => status.replaceAll('_', ' ')

/** The short answer a merchant needs, from the record's own recommendation and status. */
function verdict(/** @type {import('@hempdata/sdk').Regulation} */ record) {
  if (record.block_sale === true) return 'No: HempData recommends blocking this sale.'
  switch (record.legal_status) {
    case 'legal': return 'Yes.'
    case 'legal_with_restrictions': return 'Yes, with conditions (below).'
    case 'restricted': return 'Only in limited channels (below).'
    case 'prohibited': return 'No: it is prohibited.'
    default: return 'Unclear: the law is ambiguous or in flux; get legal advice before selling.'
  }
}

async function main() {
  const query = { substance: /** @type {any} */ (substance), product_type: /** @type {any} */ (productType), include_bills: true }
  const [{ data: [record] }, { data: [federal] }] = await Promise.all([
    hd.regulations.list({ ...query, state }),
    hd.regulations.list({ ...query, state: 'US' }),
  ])
  if (!record) {
    console.log(`HempData has no record for ${substance} ${productType} in ${state}: unknown, not permitted.`)
    return
  }
  const d = record.details
  console.log(`Can I sell ${substance} ${productType} in ${record.state_name}?`)
  console.log(`  ${verdict(record)}\n`)
  console.log(`${record.state_name}: ${words(record.legal_status)} (confidence ${record.confidence.toFixed(2)}, verified ${record.last_verified.slice(0, 10)}, ${record.verified_by})`)
  console.log(`  ${record.summary}`)
  console.log(`  THC: ${d.thc_limit}`)
  console.log(`  Age: ${d.age_requirement ? `${d.age_requirement}+` : 'no minimum age recorded'} · licence ${d.license_required ? 'required' : 'not required'} · testing ${d.testing_required ? 'required' : 'not required'}`)
  if (d.sales_channels.length) console.log(`  Sales channels: ${d.sales_channels.join(', ')}`)
  if (federal) console.log(`Federal: ${words(federal.legal_status)}. ${federal.summary}`)

  console.log('\nWhat changes are pending?')
  const bills = [...(record.related_bills ?? []), ...(federal?.related_bills ?? [])]
  const pending = bills.filter((bill) => PENDING.has(bill.status))
  for (const bill of pending) console.log(`  ${bill.state} ${bill.number} (${words(bill.status)}, last action ${bill.last_action_date}): ${bill.title}. ${bill.impact_summary}`)
  if (pending.length === 0) console.log(`  No pending bill is linked to this product (${bills.length} tracked bills are signed, vetoed or dead).`)
  if (record.pending_change) console.log('  A signed change to this record has not taken effect yet.')
  if (record.expiration_date) console.log(`  This rule expires on ${record.expiration_date}.`)

  const { data: changes } = await hd.regulations.changelog({ regulation_id: record.id, per_page: 3 })
  console.log('\nLatest changes to this record:')
  for (const change of changes) console.log(`  ${change.changed_at.slice(0, 10)} ${words(change.event_type)}: ${change.diff_summary}`)
  if (changes.length === 0) console.log('  none in your history window')
  console.log(`\nRecord ${record.id}. This is compliance data, not legal advice.`)
}

main().catch((error) => {
  if (!(error instanceof HempDataError)) throw error
  console.error(`HempData error ${error.code} (HTTP ${error.status ?? 'none'}): ${error.message}${error.requestId ? ` [${error.requestId}]` : ''}`)
  if (error.code === 'UNAUTHORIZED') console.error('Set HEMPDATA_API_KEY to the secret key `npm start` printed.')
  process.exitCode = 1
})
