/**
 * Workers as real processes: one killed with SIGKILL mid-job loses nothing (the job runs again once
 * its lease expires), `npm run worker` sends what is queued and stops gracefully, and the service
 * runs the workers with itself unless HD_WORKERS=false. On the run's storage driver.
 */
import { afterAll, beforeAll, expect, setDefaultTimeout, test } from 'bun:test'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { eq } from 'drizzle-orm'
import { hold } from '../../../api/src/server/data-dir-lock.ts'
import type { Database } from '../../../api/src/db/client.ts'
import { emails } from '../../../api/src/db/schema/index.ts'
import { queueMail } from '../../../api/src/mail/outbox.ts'
import { enqueue } from '../../../api/src/jobs/queue.ts'
import { JobRunner } from '../../../api/src/workers/runner.ts'
import { startServer } from '../../support/server-process.ts'
import { startSmtpStandIn, type SmtpStandIn } from '../../support/smtp-server.ts'
import { DRIVER, jobRow, testDatabase, until, type TestDatabase } from '../../support/worker-database.ts'

setDefaultTimeout(90_000)
const ROOT = fileURLToPath(new URL('../../..', import.meta.url))
let smtp: SmtpStandIn
/** One database for the file (a new embedded data folder takes seconds): each test hands it over and takes it back. */
let t: TestDatabase

interface Child {
  process: ChildProcess
  output: () => string
  exited: Promise<number | null>
}

function run(script: string, env: Record<string, string>): Child {
  let log = ''
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', chunk => (log += chunk))
  child.stderr?.on('data', chunk => (log += chunk))
  const exited = new Promise<number | null>(resolve => child.once('exit', code => resolve(code)))
  return { process: child, output: () => log, exited }
}

/** On PGlite the folder belongs to one process at a time: the test steps aside while a child runs. */
async function handOver(t: TestDatabase): Promise<void> {
  if (DRIVER === 'pglite') await t.database.close()
}
const takeBack = async (t: TestDatabase): Promise<Database> => (DRIVER === 'pglite' ? t.reopen() : t.database)
const mailOf = async (database: Database, id: string) =>
  (await database.db.select().from(emails).where(eq(emails.id, id)))[0]
const message = (to: string) => ({ from: 'HempData <no-reply@localhost>', to, subject: `For ${to}`, text: 'Hello' })

beforeAll(async () => {
  smtp = await startSmtpStandIn()
  t = await testDatabase({ folder: true })
})
afterAll(async () => {
  await smtp.close()
  await t.close()
})

test('a worker killed with SIGKILL mid-job: its job is rescued once the lease expires and runs again', async () => {
  const { id } = await enqueue(t.database.db, { kind: 'test.hang' })
  await handOver(t)
  const child = run('tests/api/workers/fixtures/hanging-worker.ts', t.env)
  await until(
    () => child.output().includes(`started job ${id} attempt 1`) || child.process.exitCode !== null,
    60_000,
    'the job to start',
  )
  expect(child.output()).toContain(`started job ${id} attempt 1`)
  child.process.kill('SIGKILL')
  await child.exited
  const killedAt = performance.now()
  const database = await takeBack(t)
  const held = await jobRow(database, id)
  expect(held).toMatchObject({ state: 'running', attempts: 1 })
  expect(held.lockedBy).toContain(`:${child.process.pid}:`)
  let reranAfter = -1
  const runner = new JobRunner(
    database,
    {
      'test.hang': {
        run: async () => {
          reranAfter = performance.now() - killedAt
        },
      },
    },
    { rescueEveryMs: 100, pollMs: 60_000 },
  )
  await runner.start()
  try {
    await until(async () => (await jobRow(database, id)).state === 'completed', 10_000, 'the rescued job to complete')
  } finally {
    await runner.stop()
  }
  console.log(
    `[figures] ${DRIVER}: killed mid-job, the job ran again ${reranAfter.toFixed(0)} ms after SIGKILL (lease 500 ms, rescue every 100 ms${DRIVER === 'pglite' ? ', after reopening the data folder' : ''})`,
  )
  const done = await jobRow(database, id)
  expect(done.attempts).toBe(2)
  expect(done.lastError).toBe(`lease expired: worker ${held.lockedBy} stopped before reporting attempt 1`)
  if (DRIVER === 'postgres') expect(reranAfter).toBeLessThan(500 + 100 + 1_500)
})

test('npm run worker sends what is queued, then stops gracefully on SIGTERM', async () => {
  const id = await queueMail(t.database.db, message('worker-process@example.com'))
  await handOver(t)
  const before = smtp.received.length
  const child = run('api/src/workers/main.ts', { ...t.env, SMTP_URL: smtp.url })
  await until(
    () => smtp.received.length > before || child.process.exitCode !== null,
    60_000,
    'the message at the SMTP server',
  )
  expect(smtp.received.at(-1)?.subject).toBe('For worker-process@example.com')
  await until(() => child.output().includes('HempData worker'), 5_000, 'the start line')
  child.process.kill('SIGTERM')
  expect(await child.exited).toBe(0)
  expect(child.output()).toContain('e-mail by smtp')
  expect(await mailOf(await takeBack(t), id)).toMatchObject({ status: 'sent', attempts: 1 })
})

test.skipIf(DRIVER !== 'pglite')(
  'on the embedded database, npm run worker refuses a data folder another process holds',
  async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hd-held-'))
    try {
      // This process holds the folder as a running service does.
      const release = hold(dataDir)
      try {
        const child = run('api/src/workers/main.ts', { HD_DATA_DIR: dataDir })
        expect(await child.exited).toBe(1)
        expect(child.output()).toContain(`in use by process ${process.pid}`)
      } finally {
        release()
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  },
)

test('the service runs the workers with itself, and leaves the jobs waiting when HD_WORKERS=false', async () => {
  const first = await queueMail(t.database.db, message('service-default@example.com'))
  await handOver(t)
  const settings = { ...t.env, SMTP_URL: smtp.url, HD_SEED_ON_START: 'false', HD_HTTP_THREADS: '1' }
  const before = smtp.received.length
  const withWorkers = await startServer(settings)
  try {
    await until(() => smtp.received.length > before, 10_000, 'the message sent by the service')
    expect(withWorkers.output()).toContain('Background workers running in a thread of this process (e-mail by SMTP)')
  } finally {
    await withWorkers.stop()
  }
  const database = await takeBack(t)
  expect((await mailOf(database, first)).status).toBe('sent')
  const second = await queueMail(database.db, message('service-no-workers@example.com'))
  await handOver(t)
  const withoutWorkers = await startServer({ ...settings, HD_WORKERS: 'false' })
  try {
    await Bun.sleep(1_000)
    expect(withoutWorkers.output()).toContain('HD_WORKERS=false: background jobs (e-mail) wait for `npm run worker`')
    expect(smtp.received.map(m => m.subject)).not.toContain('For service-no-workers@example.com')
  } finally {
    await withoutWorkers.stop()
  }
  expect((await mailOf(await takeBack(t), second)).status).toBe('queued')
})
