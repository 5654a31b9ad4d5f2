/**
 * A key found good keeps being admitted while the database is down (stopped or frozen) past its
 * cache entry's expiry, up to its grace period after its last verification, then 503; once the
 * database is back, a revocation made on another instance is seen within the usual bound.
 * A Postgres server of the test's own, stopped and frozen for real; short periods so it runs fast.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { AccountService } from '../../../api/src/accounts/service.ts'
import { openDatabase, type Database } from '../../../api/src/db/client.ts'
import { migrateDatabase } from '../../../api/src/db/migrate.ts'
import { VersionWatch } from '../../../api/src/db/versions.ts'
import { ApiError } from '../../../api/src/lib/errors.ts'
import { PROFILES } from '../../../api/src/variants/index.ts'
import { privatePostgresAvailable, startPrivatePostgres, type PrivatePostgres } from '../../support/private-postgres.ts'

const FRESH_MS = 300
const GRACE_MS = 3000
const TIMEOUT_MS = 500

describe.skipIf(!process.env.TEST_DATABASE_URL || !privatePostgresAvailable())(
  'a good key through a database outage',
  () => {
    let pg: PrivatePostgres
    const opened: Database[] = []
    let watch: VersionWatch
    /** This instance's accounts, and another instance's, on the same database. */
    let here: AccountService
    let there: AccountService
    let key: string
    let keyId: string

    beforeAll(async () => {
      pg = await startPrivatePostgres()
      const url = await pg.url('hd_grace')
      for (let i = 0; i < 2; i++) opened.push(await openDatabase({ databaseUrl: url, timeoutMs: TIMEOUT_MS }))
      await migrateDatabase(opened[0])
      watch = new VersionWatch(opened[0])
      here = new AccountService(opened[0], PROFILES.nested, TIMEOUT_MS, { freshMs: FRESH_MS, graceMs: GRACE_MS })
      await here.listen(watch)
      there = new AccountService(opened[1], PROFILES.nested, TIMEOUT_MS)
      const account = await there.createAccount({ name: 'Grace', email: 'grace@example.com', tier: 'enterprise' })
      const created = await there.createKey(account.id)
      key = created.secret
      keyId = created.key.id
    }, 60_000)

    afterAll(async () => {
      watch?.stop()
      pg?.destroy()
      await Promise.all(opened.map(database => database.close().catch(() => {})))
    })

    /** Asks for the key `times` times over about `spanMs`; returns the slowest answer's time. */
    async function admittedThroughout(times: number, spanMs: number): Promise<number> {
      let slowest = 0
      for (let i = 0; i < times; i++) {
        const started = performance.now()
        const record = await here.findByKey(key)
        slowest = Math.max(slowest, performance.now() - started)
        expect(record?.key.status).toBe('active')
        await Bun.sleep(spanMs / times)
      }
      return slowest
    }

    test('stopped: admitted past the cache expiry, refused with 503 after the grace period', async () => {
      expect((await here.findByKey(key))?.key.status).toBe('active')
      const verifiedAt = Date.now()
      pg.stop('fast')
      await Bun.sleep(FRESH_MS + 100)
      const slowest = await admittedThroughout(10, GRACE_MS - (Date.now() - verifiedAt) - 600)
      console.log(
        `[key grace] database stopped: a good key admitted for ${GRACE_MS} ms, slowest ${Math.round(slowest)} ms`,
      )
      expect(slowest).toBeLessThan(500)
      await Bun.sleep(Math.max(0, verifiedAt + GRACE_MS - Date.now() + 50))
      const started = performance.now()
      const refused = await here.findByKey(key).then(
        () => null,
        (error: unknown) => error,
      )
      expect(refused).toBeInstanceOf(ApiError)
      expect((refused as ApiError).code).toBe('SERVICE_UNAVAILABLE')
      expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + 500)
      pg.start()
    }, 30_000)

    test('frozen: admitted as it was while the refresh hangs', async () => {
      await Bun.sleep(FRESH_MS)
      expect((await here.findByKey(key))?.key.status).toBe('active')
      pg.freeze()
      try {
        await Bun.sleep(FRESH_MS + 100)
        const slowest = await admittedThroughout(5, 1000)
        console.log(`[key grace] database frozen: slowest admission ${Math.round(slowest)} ms`)
        expect(slowest).toBeLessThan(500)
      } finally {
        pg.thaw()
      }
    }, 30_000)

    test('back up: a revocation on another instance is seen within a second and a half', async () => {
      await Bun.sleep(FRESH_MS)
      expect((await here.findByKey(key))?.key.status).toBe('active')
      await there.deactivateKey(keyId)
      const started = performance.now()
      while ((await here.findByKey(key))?.key.status !== 'deactivated') {
        expect(performance.now() - started).toBeLessThan(1500)
        await Bun.sleep(20)
      }
    }, 30_000)
  },
)
