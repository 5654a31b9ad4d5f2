/**
 * A process that issues receipts as fast as it can, 32 at a time, on the database its settings
 * name (DATABASE_URL or HD_DATA_DIR), printing `ok <id> <jws>` for each one handed back and `err`
 * for each refused, until it is killed. The receipts fault suite kills it, or stops its database,
 * and then checks every printed receipt is stored.
 */
import { openDatabase } from '../../api/src/db/client.ts'
import { readEnv } from '../../api/src/env.ts'
import { secretBoxFor } from '../../api/src/lib/secret-box.ts'
import { ReceiptService } from '../../api/src/receipts/index.ts'

const env = readEnv()
const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir, timeoutMs: 1000 })
const receipts = new ReceiptService(database, () => secretBoxFor(env))
let serial = 0

async function writer(lane: number): Promise<never> {
  for (;;) {
    const n = serial++
    try {
      const receipt = await receipts.issueReceipt({
        accountId: `acct_lane${lane}`,
        request: { ship_to: { state: 'CO' }, lines: [{ id: `line-${n}` }] },
        result: { result: 'compliant', n },
        asOf: '2026-11-28',
        dataVersion: '1',
      })
      process.stdout.write(`ok ${receipt.id} ${receipt.jws}\n`)
    } catch {
      process.stdout.write('err\n')
      await Bun.sleep(20)
    }
  }
}

await Promise.all(Array.from({ length: 32 }, (_, lane) => writer(lane)))
