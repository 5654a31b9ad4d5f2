/**
 * The keys that sign verification receipts, from the command line:
 *   npm run receipt-keys -- list
 *   npm run receipt-keys -- rotate [--overlap-hours 720]
 * A rotation makes a new key sign from now on (each running instance switches within 30 s) and keeps
 * the replaced key in /.well-known/jwks.json for the overlap, so receipts it signed keep verifying
 * from the published set; its public key stays in the database for good. Uses the server's settings
 * (DATABASE_URL or the embedded HD_DATA_DIR, and HD_SECRET_KEY, which seals the private keys).
 */
import { parseArgs } from 'node:util'
import { secretBoxFor, type SecretBox } from '../lib/secret-box.ts'
import { DEFAULT_OVERLAP_HOURS, SigningKeys } from '../receipts/index.ts'
import { withDatabase } from './with-database.ts'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'overlap-hours': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
})

const [command] = positionals
const overlap = Number(values['overlap-hours'] ?? DEFAULT_OVERLAP_HOURS)
if (values.help || !['list', 'rotate'].includes(command ?? '') || !(overlap >= 0 && overlap <= 24 * 366)) {
  console.log('usage: npm run receipt-keys -- list | rotate [--overlap-hours N (0 to 8784)]')
  process.exit(values.help ? 0 : 2)
}

withDatabase('receipt-keys', async (database, env) => {
  let box: SecretBox | null = null
  const keys = new SigningKeys(database, () => (box ??= secretBoxFor(env)))
  if (command === 'rotate') {
    const { kid, retired } = await keys.rotate(overlap)
    console.log(`signing with ${kid}${retired ? `; ${retired} stays published for ${overlap} h` : ''}`)
  }
  const published = new Set((await keys.published()).map(key => key.kid))
  for (const key of await keys.all()) console.log(`${key.kid}  ${published.has(key.kid) ? 'published' : 'retired'}`)
})
