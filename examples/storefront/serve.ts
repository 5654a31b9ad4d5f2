/** `HEMPDATA_KEY=hd_live_pk_… bun examples/storefront/serve.ts`: the product page on http://localhost:8080. */
import { startStorefront } from './server.ts'

const publishableKey = process.env.HEMPDATA_KEY
if (!publishableKey) {
  console.error('Set HEMPDATA_KEY to a publishable key: npm run keys -- add <account_id> --kind publishable')
  process.exit(2)
}
const apiUrl = process.env.HEMPDATA_API ?? 'http://localhost:3000'
const server = startStorefront({ apiUrl, publishableKey, port: Number(process.env.PORT ?? 8080), hostname: '0.0.0.0' })
console.log(`Storefront on http://localhost:${server.port} (HempData at ${apiUrl})`)
