/**
 * Nothing acknowledged is lost: a process issuing receipts 32 at a time (group commit) is killed
 * with SIGKILL mid-load, and, on a Postgres server of the test's own, the database is crashed and
 * restarted under it. Every receipt it printed as handed back is stored with the same JWS, which
 * verifies with the stored public key; during the outage receipts are refused, not left hanging.
 */
import { afterAll, describe, expect, test } from 'bun:test'
import { type Subprocess, spawn } from 'bun'
import { inArray } from 'drizzle-orm'
import { compactVerify, createLocalJWKSet } from 'jose'
import { openDatabase } from '../../api/src/db/client.ts'
import { migrateDatabase } from '../../api/src/db/migrate.ts'
import { verificationReceipts } from '../../api/src/db/schema/index.ts'
import { ReceiptService } from '../../api/src/receipts/index.ts'
import { SecretBox } from '../../api/src/lib/secret-box.ts'
import { TEST_SECRET_KEY } from '../support/app.ts'
import { figure } from '../support/faults.ts'
import { privatePostgresAvailable, startPrivatePostgres, type PrivatePostgres } from '../support/private-postgres.ts'
import { DRIVER, testDatabase } from '../support/worker-database.ts'

const box = new SecretBox(Buffer.from(TEST_SECRET_KEY, 'hex'))

interface Writer {
  process: Subprocess<'ignore', 'pipe', 'inherit'>
  acknowledged: Map<string, string>
  refused: () => number
}

function startWriter(env: Record<string, string>): Writer {
  const child = spawn([process.execPath, 'tests/support/receipt-writer.ts'], {
    env: { PATH: process.env.PATH ?? '', HD_SECRET_KEY: TEST_SECRET_KEY, HD_API_VARIANT: 'nested', ...env },
    stdout: 'pipe',
    stderr: 'inherit',
  })
  const acknowledged = new Map<string, string>()
  let refused = 0
  void (async () => {
    let rest = ''
    const reader = child.stdout.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      const lines = (rest + new TextDecoder().decode(value)).split('\n')
      rest = lines.pop() ?? ''
      for (const line of lines) {
        const [word, id, jws] = line.split(' ')
        if (word === 'ok' && id && jws) acknowledged.set(id, jws)
        else if (word === 'err') refused++
      }
    }
  })()
  return { process: child, acknowledged, refused: () => refused }
}

async function until(what: string, check: () => boolean, timeoutMs = 120_000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await Bun.sleep(25)
  }
}

/** Every acknowledged receipt is stored with its JWS, and each verifies with the stored keys. */
async function expectAllStored(env: Record<string, string>, acknowledged: Map<string, string>): Promise<void> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL ?? null, dataDir: env.HD_DATA_DIR })
  try {
    const ids = [...acknowledged.keys()]
    const stored = new Map<string, string>()
    for (let i = 0; i < ids.length; i += 1000) {
      const rows = await database.db
        .select({ id: verificationReceipts.id, jws: verificationReceipts.jws })
        .from(verificationReceipts)
        .where(inArray(verificationReceipts.id, ids.slice(i, i + 1000)))
      for (const row of rows) stored.set(row.id, row.jws)
    }
    const missing = ids.filter(id => stored.get(id) !== acknowledged.get(id))
    expect(missing).toEqual([])
    const keys = createLocalJWKSet({ keys: await new ReceiptService(database, () => box).keys.all() })
    for (const id of ids.slice(-20)) await compactVerify(acknowledged.get(id)!, keys)
  } finally {
    await database.close()
  }
}

describe('receipts survive a kill', () => {
  test(`${DRIVER}: a SIGKILL mid-load loses no acknowledged receipt`, async () => {
    const storage = await testDatabase({ folder: true })
    await storage.database.close()
    try {
      const writer = startWriter(storage.env)
      await until('500 receipts', () => writer.acknowledged.size >= 500)
      await Bun.sleep(Math.random() * 200)
      writer.process.kill('SIGKILL')
      await writer.process.exited
      await Bun.sleep(100)
      figure(`receipts kill (${DRIVER}): ${writer.acknowledged.size} acknowledged before SIGKILL, all stored`)
      await expectAllStored(storage.env, writer.acknowledged)
    } finally {
      await storage.close()
    }
  }, 300_000)
})

// On the first pass only (embedded), as it brings its own server: the server pass would repeat it.
describe.skipIf(!privatePostgresAvailable() || Boolean(process.env.TEST_DATABASE_URL))(
  'receipts and a database crash',
  () => {
    let pg: PrivatePostgres | null = null
    afterAll(() => pg?.destroy())

    test('postgres: crashed and restarted under load, receipts are refused meanwhile and none acknowledged is lost', async () => {
      pg = await startPrivatePostgres()
      const url = await pg.url('receipts')
      const setup = await openDatabase({ databaseUrl: url })
      await migrateDatabase(setup)
      await setup.close()
      const env = { DATABASE_URL: url }
      const writer = startWriter(env)
      await until('300 receipts', () => writer.acknowledged.size >= 300)
      pg.stop('immediate')
      const atStop = writer.acknowledged.size
      await until('refusals while the database is down', () => writer.refused() >= 32, 60_000)
      pg.start()
      await until('receipts again after the restart', () => writer.acknowledged.size >= atStop + 300)
      writer.process.kill('SIGKILL')
      await writer.process.exited
      figure(
        `receipts crash (postgres): ${writer.acknowledged.size} acknowledged, ${writer.refused()} refused during the outage, all acknowledged stored`,
      )
      await expectAllStored(env, writer.acknowledged)
    }, 300_000)
  },
)
