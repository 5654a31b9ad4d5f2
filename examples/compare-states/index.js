// One product across chosen states, as a table in the terminal.
// Usage: npm start [-- --substance delta-8-thc --product-type edibles TX CO CA NY FL]
// Reads HEMPDATA_API_KEY (and HEMPDATA_BASE_URL, default http://localhost:3000).
// @ts-check
import { parseArgs } from 'node:util'
import { HempData, HempDataError } from '@hempdata/sdk'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { substance: { type: 'string', default: 'delta-8-thc' }, 'product-type': { type: 'string', default: 'edibles' } },
})
const states = positionals.length ? positionals.map((code) => code.toUpperCase()) : ['TX', 'CO', 'CA', 'NY', 'FL']

/** @param {string} text @param {number} width */
const fit = (text, width) => (text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width))

/** @param {string[]} header @param {string[][]} rows @param {number[]} widths */
function table(header, rows, widths) {
  const line = (/** @type {string[]} */ cells) => cells.map((cell, i) => fit(cell, widths[i])).join('  ').trimEnd()
  return [line(header), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map(line)].join('\n')
}

async function main() {
  const hd = new HempData()
  const product = { substance: /** @type {any} */ (values.substance), product_type: /** @type {any} */ (values['product-type']) }
  // The federal layer applies in every state, so it is shown under the table.
  const [{ data }, { data: [federal] }] = await Promise.all([
    hd.regulations.compare({ states, ...product }),
    hd.regulations.list({ state: 'US', ...product }),
  ])
  console.log(`${values.substance} ${values['product-type']} in ${states.join(', ')}\n`)
  const rows = data.comparison.map((row) => [
    `${row.state} ${row.state_name}`,
    row.legal_status.replaceAll('_', ' '),
    row.age_requirement ? `${row.age_requirement}+` : '–',
    row.license_required === null ? '?' : row.license_required ? 'yes' : 'no',
    row.confidence.toFixed(2),
    row.thc_limit ?? row.note ?? 'no data',
  ])
  console.log(table(['State', 'Status', 'Age', 'Licence', 'Conf.', 'THC limit'], rows, [18, 23, 4, 7, 5, 60]))
  console.log(`\n${data.summary}`)
  if (federal) {
    const advice = federal.block_sale ? ' HempData recommends blocking the sale everywhere.' : ''
    console.log(`Federal layer: ${federal.legal_status.replaceAll('_', ' ')}. ${federal.summary}${advice}`)
  }
}

main().catch((error) => {
  if (!(error instanceof HempDataError)) throw error
  console.error(`HempData error ${error.code} (HTTP ${error.status ?? 'none'}): ${error.message}${error.requestId ? ` [${error.requestId}]` : ''}`)
  process.exitCode = 1
})
