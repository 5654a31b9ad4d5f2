/**
 * The service on its embedded database, killed with SIGKILL at random moments: during its first
 * seed, and during operator writes. Each time it is started again at once (the dead process's lock
 * must not block it), and then nothing acknowledged is missing and the seed is whole. Runs in the
 * embedded `npm test`; the server driver has its own suite (server.test.ts).
 */
import { afterAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '../../api/src/db/client.ts'
import { seedImports } from '../../api/src/db/schema/index.ts'
import { PROFILES } from '../../api/src/variants/index.ts'
import { launchServer, type LaunchedServer } from '../support/server-process.ts'
import {
  ADMIN,
  between,
  expectAcknowledged,
  expectWholeSeed,
  figure,
  killDuringSeed,
  newKey,
  read,
  someRegulations,
  writeUntilKilled,
  type Write,
} from '../support/faults.ts'

const SEED_KILLS = 2
const WRITE_KILLS = 3
const SEEDING = '[seed] Seeding the database'

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'embedded database: the service killed at random moments',
  () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'hd-faults-')), 'pglite')
    const env = { HD_DATA_DIR: dataDir, HD_ADMIN_SECRET: ADMIN }
    const running: LaunchedServer[] = []

    async function start(): Promise<LaunchedServer> {
      const server = await launchServer(env)
      running.push(server)
      return server
    }

    afterAll(async () => {
      await Promise.all(running.map(server => server.kill()))
      rmSync(join(dataDir, '..'), { recursive: true, force: true })
    })

    /** Reads the data folder in this process once the service has stopped. */
    async function inspect<T>(check: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
      const database = await openDatabase({ databaseUrl: null, dataDir })
      try {
        return await check(database.db)
      } finally {
        await database.close()
      }
    }

    test('killed during its first seed, it starts again at once and seeds whole', async () => {
      const { moments, seedMs, late } = await killDuringSeed(
        {
          start,
          writing: server => server.printed(SEEDING, 60_000),
          // The seed begins after the migrations, so its table is there.
          committed: () => inspect(async db => (await db.select().from(seedImports)).length > 0),
          reset: async () => rmSync(dataDir, { recursive: true, force: true }),
        },
        SEED_KILLS,
      )
      const started = performance.now()
      const server = await start()
      await server.printed('ready in', 120_000)
      expect(server.output()).toContain('(initial, ')
      const restart = performance.now() - started
      await server.stop()
      const seed = await inspect(expectWholeSeed)
      figure(
        `embedded: a whole first seed took ${seedMs} ms; killed ${SEED_KILLS} times during it (${moments.join(' ms, ')} ms after it began; ${late} kills after its commit retried); the next start seeded whole in ${(restart / 1000).toFixed(1)} s: ${seed.records} records, ${seed.events} changelog events, every status right`,
      )
    }, 240_000)

    test('killed during operator writes, it starts again at once and every acknowledged write is there', async () => {
      let server = await start()
      await server.printed('ready in')
      const { key } = await newKey(server.url)
      const ids = await someRegulations(server.url, key, 3)
      const writes: Write[] = []
      const restarts: number[] = []
      for (let i = 0; i < WRITE_KILLS; i++) {
        writes.push(...(await writeUntilKilled(server, ids, between(300, 1500), `kill ${i}`)))
        const started = performance.now()
        server = await start()
        await server.printed('ready in')
        restarts.push(performance.now() - started)
      }
      // The restarted service serves each record's last acknowledged write (or a later one that landed).
      for (const id of ids) {
        const body = (await (await read(server.url, `/v1/regulations/${id}`, key)).json()) as any
        const sent = writes.filter(w => w.id === id)
        expect(sent.findIndex(w => w.summary === body.data.summary)).toBeGreaterThanOrEqual(
          sent.map(w => w.events !== null).lastIndexOf(true),
        )
      }
      await server.stop()
      const acknowledged = await inspect(db =>
        expectAcknowledged(db, writes, id => PROFILES.nested.regulationUuid(id)!),
      )
      expect(acknowledged).toBeGreaterThan(0)
      figure(
        `embedded: killed ${WRITE_KILLS} times during /ops writes; ${acknowledged} of ${writes.length} writes acknowledged, 0 lost (each with its changelog and outbox rows); restarts took ${restarts.map(ms => (ms / 1000).toFixed(1)).join(' s, ')} s`,
      )
    }, 240_000)
  },
)
