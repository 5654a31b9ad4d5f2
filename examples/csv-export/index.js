// Every record of a state as CSV (professional or enterprise tier key).
// Usage: npm start [-- STATE [--out FILE]]   (default TX to hempdata-TX.csv; --out - writes to stdout)
// Reads HEMPDATA_API_KEY (and HEMPDATA_BASE_URL, default http://localhost:3000).
// @ts-check
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { HempData, HempDataError } from '@hempdata/sdk'

const { values, positionals } = parseArgs({ allowPositionals: true, options: { out: { type: 'string' } } })
const state = (positionals[0] ?? 'TX').toUpperCase()
const out = values.out ?? `hempdata-${state}.csv`

async function main() {
  const hd = new HempData()
  const { csv, total, requestId } = await hd.regulations.exportCsv({ state })
  if (out === '-') {
    process.stdout.write(csv)
    return
  }
  writeFileSync(out, csv)
  console.log(`Wrote ${total} records of ${state} to ${out} (request ${requestId}).`)
}

main().catch((error) => {
  if (!(error instanceof HempDataError)) throw error
  console.error(`HempData error ${error.code} (HTTP ${error.status ?? 'none'}): ${error.message}${error.requestId ? ` [${error.requestId}]` : ''}`)
  if (error.code === 'FORBIDDEN') console.error('CSV export needs a professional or enterprise key, e.g.: npm run keys -- create --email you@example.com --tier professional')
  process.exitCode = 1
})
