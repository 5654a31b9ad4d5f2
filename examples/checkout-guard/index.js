// A checkout guard: verify a cart before taking payment, print why each line may or may not ship,
// and keep the signed receipt as evidence (checked here against HempData's published keys).
// Usage: npm start [-- CART.json]   (default: cart.json, a Texas cart with a 100 mg delta-9 gummy jar and a CBD tincture)
// A cart file is the body of POST /v1/compliance/verify: { ship_to: { state }, buyer_age, lines: [...] }.
// Reads HEMPDATA_API_KEY (and HEMPDATA_BASE_URL, default http://localhost:3000).
// @ts-check
import { readFileSync } from 'node:fs'
import { HempData, HempDataError, verifyReceipt } from '@hempdata/sdk'

const hd = new HempData()

/** @param {string} result */
const mark = (result) => (result === 'compliant' ? 'OK  ' : result === 'not_compliant' ? 'STOP' : 'HOLD')

async function main() {
  const file = process.argv[2] ?? new URL('./cart.json', import.meta.url)
  const cart = JSON.parse(readFileSync(file, 'utf8'))
  const { data } = await hd.compliance.verify(cart)
  console.log(`Cart to ${cart.ship_to.state}, law as of ${data.as_of} (data version ${data.data_version})\n`)
  for (const line of data.lines) {
    console.log(`${mark(line.result)} ${line.id}: ${line.result.replaceAll('_', ' ')}`)
    for (const message of line.messages) console.log(`       ${message}`)
    // The sources the messages point at ([n]); the line's other citations are its background.
    const cited = new Set(line.messages.flatMap((message) => [...message.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]))))
    for (const c of line.citations) if (cited.has(Number(c.n))) console.log(`       [${c.n}] ${c.label} ${c.url}`)
  }
  const codes = [...data.failure_codes, ...data.warning_codes]
  console.log(`\nOrder: ${data.result.replaceAll('_', ' ')}${codes.length ? ` (${codes.join(', ')})` : ''}`)
  if (data.result === 'compliant') console.log('Decision: take payment.')
  else if (data.result === 'not_compliant') console.log('Decision: do not take payment; remove the STOP lines first.')
  else console.log('Decision: hold the order; add the missing product facts or review the HOLD lines.')

  // The receipt is the evidence of what was asked and answered: check it offline, keep it with the order.
  const { payload, kid } = await verifyReceipt(data.receipt.jws, await hd.compliance.receiptKeys())
  console.log(`\nReceipt ${payload.jti} issued ${payload.issued_at}, signature valid (key ${kid}).`)
  console.log('This is compliance data, not legal advice.')
}

main().catch((error) => {
  if (!(error instanceof HempDataError)) throw error
  console.error(`HempData error ${error.code} (HTTP ${error.status ?? 'none'}): ${error.message}${error.requestId ? ` [${error.requestId}]` : ''}`)
  if (error.code === 'UNAUTHORIZED') console.error('Set HEMPDATA_API_KEY to the secret key `npm start` printed.')
  process.exitCode = 1
})
