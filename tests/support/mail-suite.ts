/**
 * The setup of a file whose tests send e-mail through the service's workers: a database without
 * the seed and an SMTP stand-in for the provider, made once for the file; the workers each test
 * starts are stopped after it, and the stand-in made to accept again.
 */
import { afterAll, afterEach, beforeAll } from 'bun:test'
import { type Env, readEnv } from '../../api/src/env.ts'
import { startWorkers, type WorkerOptions, type Workers } from '../../api/src/workers/index.ts'
import { startSmtpStandIn, type SmtpStandIn } from './smtp-server.ts'
import { testDatabase, type TestDatabase } from './worker-database.ts'

export interface MailSuite {
  readonly t: TestDatabase
  readonly smtp: SmtpStandIn
  /** Starts the workers on the file's database with these settings over the defaults. */
  workers(env: Partial<Env>, options?: WorkerOptions): Promise<Workers>
}

export function mailSuite(): MailSuite {
  let t: TestDatabase
  let smtp: SmtpStandIn
  const running: Workers[] = []
  beforeAll(async () => {
    t = await testDatabase()
    smtp = await startSmtpStandIn()
  }, 60_000)
  afterEach(async () => {
    await Promise.all(running.splice(0).map(w => w.stop()))
    smtp.release()
    smtp.respond = () => null
    smtp.received.length = 0
    smtp.offers.length = 0
  })
  afterAll(async () => {
    await smtp.close()
    await t.close()
  })
  return {
    get t() {
      return t
    },
    get smtp() {
      return smtp
    },
    async workers(env, options = {}) {
      const started = await startWorkers(t.database, { ...readEnv({}), ...env }, options)
      running.push(started)
      return started
    },
  }
}
