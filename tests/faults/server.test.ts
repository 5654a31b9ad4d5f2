/**
 * Two HempData processes on a Postgres server of the test's own, through the faults a deployment
 * meets: the service killed during its first seed and during operator writes; the database stopped,
 * frozen (SIGSTOP) and restarted; the LISTEN connections terminated. Bounds: every route that needs
 * the database answers 503 within 2 s while it is away, cached reads go on, nothing acknowledged is
 * lost, and after any reconnect both instances serve a change within a few seconds. Runs in the
 * server `npm test` (TEST_DATABASE_URL set); the embedded driver has its own suite.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import postgres from 'postgres'
import { openDatabase, type Database } from '../../api/src/db/client.ts'
import { PROFILES } from '../../api/src/variants/index.ts'
import { privatePostgresAvailable, startPrivatePostgres, type PrivatePostgres } from '../support/private-postgres.ts'
import { launchServer, type LaunchedServer } from '../support/server-process.ts'
import {
  ADMIN,
  between,
  expectAcknowledged,
  expectWholeSeed,
  figure,
  killDuringSeed,
  newKey,
  ops,
  read,
  someRegulations,
  until,
  writeUntilKilled,
  type Write,
} from '../support/faults.ts'
import { outageRequests } from '../support/outage.ts'

const SEED_KILLS = 2
const WRITE_KILLS = 3
/** "Within a few seconds after any reconnect." */
const RECONNECT_BOUND_MS = 5000

describe.skipIf(!process.env.TEST_DATABASE_URL || !privatePostgresAvailable())(
  'Postgres server: faults with real processes',
  () => {
    let pg: PrivatePostgres
    let env: Record<string, string>
    let direct: Database
    const servers: LaunchedServer[] = []
    let a: LaunchedServer
    let b: LaunchedServer
    let key: string
    let ids: string[]

    async function start(): Promise<LaunchedServer> {
      const server = await launchServer(env)
      servers.push(server)
      return server
    }

    beforeAll(async () => {
      pg = await startPrivatePostgres()
      env = { DATABASE_URL: await pg.url('hd_faults'), HD_ADMIN_SECRET: ADMIN }
    }, 60_000)

    afterAll(async () => {
      pg?.thaw()
      await Promise.all(servers.map(server => server.kill()))
      await direct?.close().catch(() => {})
      pg?.destroy()
    })

    test('killed during its first seed, it starts again and seeds whole', async () => {
      const database = 'hd_faults'
      const { moments, seedMs, late } = await killDuringSeed(
        {
          start,
          async writing(server) {
            // The seed writes records or their history (seen in the server's activity, not yet by readers).
            await server.printed('[seed] Seeding the database', 60_000)
            await until(
              () => pg.running(['insert into "regulations"%', 'update "regulations"%', 'insert into "changelog"%']),
              30_000,
              'the seed writing',
            )
          },
          async committed() {
            // The seed begins after the migrations, so its table is there.
            const admin = postgres(env.DATABASE_URL, { max: 1, onnotice: () => {} })
            try {
              return (await admin`select 1 from seed_imports`).length > 0
            } finally {
              await admin.end()
            }
          },
          reset: () => pg.recreate(database),
        },
        SEED_KILLS,
      )
      a = await start()
      await a.printed('ready in', 120_000)
      expect(a.output()).toContain('(initial, ')
      direct = await openDatabase({ databaseUrl: env.DATABASE_URL })
      const seed = await expectWholeSeed(direct.db)
      figure(
        `server: a whole first seed wrote for ${seedMs} ms; killed ${SEED_KILLS} times during it (${moments.join(' ms, ')} ms after it began writing; ${late} kills after its commit retried); the next start seeded whole: ${seed.records} records, ${seed.events} changelog events`,
      )
      b = await start()
      await b.printed('ready in')
      key = (await newKey(a.url)).key
      ids = await someRegulations(a.url, key, 3)
    }, 240_000)

    for (const kind of ['stopped', 'frozen'] as const) {
      test(`database ${kind}: every route that needs it answers 503 within 2 s on both instances; cached reads go on`, async () => {
        const outage = await outageRequests([a.url, b.url], key, ids[0])
        if (kind === 'stopped') pg.stop('fast')
        else pg.freeze()
        let result: Awaited<ReturnType<typeof outage.run>>
        try {
          result = await outage.run(3)
        } finally {
          if (kind === 'stopped') pg.start()
          else pg.thaw()
        }
        const recovered = await until(async () => (await outage.recovered()) === true, 15_000, 'recovery')
        // Each instance rebuilds its snapshot once its subscription is back: let that finish before the next outage.
        await Bun.sleep(2000)
        for (const failure of result.unexpected)
          console.error(`[faults] unexpected answer during the outage: ${failure}`)
        expect(result.unexpected).toEqual([])
        expect(result.worst503).toBeLessThan(2000)
        // The edit that answered 503 rolled back: it never lands, even once the database is back.
        expect(await outage.editLanded()).toBe(false)
        figure(
          `server ${kind}: ${result.unavailable} requests answered 503 SERVICE_UNAVAILABLE, worst ${Math.round(result.worst503)} ms (bound 2000); ${result.cached} cached reads answered 200; both instances served again ${Math.round(recovered)} ms after the database was back`,
        )
      }, 60_000)
    }

    /** Edits a record through `writer` (retrying while it cannot yet) and times until both instances serve it. */
    async function staleness(writer: LaunchedServer, id: string, tag: string): Promise<number[]> {
      const summary = `${tag} ${Date.now()}`
      await until(
        async () =>
          (await ops(writer.url, `/regulations/${id}`, { reason: `Fault suite: ${tag}`, summary }, 'PATCH')).ok,
        15_000,
        'the edit',
      )
      const served = async (server: LaunchedServer) =>
        ((await (await read(server.url, `/v1/regulations/${id}`, key)).json()) as any).data?.summary === summary
      return Promise.all([a, b].map(server => until(() => served(server), RECONNECT_BOUND_MS, `${tag}: served`)))
    }

    test('database restarted: a change made as it comes back is served by both instances within a few seconds', async () => {
      const revoked = await newKey(a.url)
      expect((await read(a.url, '/v1/states/CO', revoked.key)).status).toBe(200)
      pg.stop('fast')
      pg.start()
      const [onA, onB] = await staleness(b, ids[1], 'after a restart')
      await until(
        async () => (await ops(b.url, `/keys/${revoked.id}`, undefined, 'DELETE')).ok,
        15_000,
        'the revocation',
      )
      const refused = await until(
        async () => (await read(a.url, '/v1/states/CO', revoked.key)).status === 403,
        RECONNECT_BOUND_MS,
        'revocation seen',
      )
      figure(
        `server restarted: a change made through one instance as the database came back was served by the other after ${Math.round(onA)} ms and by itself after ${Math.round(onB)} ms; a key revoked then was refused by the other after ${Math.round(refused)} ms (bound ${RECONNECT_BOUND_MS})`,
      )
    }, 60_000)

    test('LISTEN connections terminated: a change and a revocation made meanwhile reach both instances within a few seconds', async () => {
      const revoked = await newKey(a.url)
      expect((await read(a.url, '/v1/states/CO', revoked.key)).status).toBe(200)
      // The subscriptions are cut again and again while the change and the revocation commit, so their NOTIFYs are lost.
      let cutting = true
      let cuts = 0
      const cutter = (async () => {
        while (cutting) {
          cuts += await pg.terminate('listen %')
          await Bun.sleep(5)
        }
      })()
      const changed = staleness(b, ids[2], 'listen cut')
      await until(
        async () => (await ops(b.url, `/keys/${revoked.id}`, undefined, 'DELETE')).ok,
        15_000,
        'the revocation',
      )
      await Bun.sleep(300)
      cutting = false
      await cutter
      const [onA, onB] = await changed
      const refused = await until(
        async () => (await read(a.url, '/v1/states/CO', revoked.key)).status === 403,
        RECONNECT_BOUND_MS,
        'revocation seen',
      )
      expect(cuts).toBeGreaterThan(0)
      figure(
        `server LISTEN terminated (${cuts} backends): a change was served by the two instances after ${Math.round(onA)} and ${Math.round(onB)} ms, a revocation refused after ${Math.round(refused)} ms (bound ${RECONNECT_BOUND_MS})`,
      )
    }, 60_000)

    test('killed during operator writes: nothing acknowledged is lost, and the other instance serves it', async () => {
      const writes: Write[] = []
      for (let i = 0; i < WRITE_KILLS; i++) {
        writes.push(...(await writeUntilKilled(a, ids, between(300, 1500), `kill ${i}`)))
        a = await start()
        await a.printed('ready in')
      }
      const acknowledged = await expectAcknowledged(direct.db, writes, id => PROFILES.nested.regulationUuid(id)!)
      expect(acknowledged).toBeGreaterThan(0)
      let slowest = 0
      for (const id of ids) {
        const sent = writes.filter(w => w.id === id)
        const last = sent.map(w => w.events !== null).lastIndexOf(true)
        if (last === -1) continue
        const served = async () => {
          const summary = ((await (await read(b.url, `/v1/regulations/${id}`, key)).json()) as any).data.summary
          return sent.findIndex(w => w.summary === summary) >= last
        }
        slowest = Math.max(slowest, await until(served, 2000, 'the other instance serves the last write'))
      }
      figure(
        `server: killed ${WRITE_KILLS} times during /ops writes; ${acknowledged} of ${writes.length} writes acknowledged, 0 lost; the other instance served each record's last acknowledged write (checked up to ${Math.round(slowest)} ms after the kill round)`,
      )
    }, 120_000)
  },
)
