/**
 * What the runner suites share: a migrated database without the seed for the file (`t`, a live
 * binding set by runnerHooks' beforeAll), runners that are stopped after each test, and extra
 * connections closed with the file.
 */
import { afterAll, afterEach, beforeAll } from 'bun:test'
import type { Database } from '../../api/src/db/client.ts'
import type { JobHandlers } from '../../api/src/jobs/handler.ts'
import { JobRunner } from '../../api/src/workers/runner.ts'
import type { RunnerOptions } from '../../api/src/workers/runner-options.ts'
import { testDatabase, type TestDatabase } from './worker-database.ts'

export let t: TestDatabase
/** Connections a test opened besides `t`, closed with the file. */
export const extra: Database[] = []
const started: JobRunner[] = []
let kindSerial = 0
/** What a claim and a handler may take once the runner woke, on a machine busy with other test runs. */
export const CLAIM_SLACK_MS = 300
export const freshKind = () => `runner.kind${kindSerial++}`

/** A runner that only NOTIFY, timers and finished handlers wake (the poll is a minute) unless told otherwise. */
export async function runner(
  handlers: JobHandlers,
  options: RunnerOptions = {},
  database = t.database,
): Promise<JobRunner> {
  const created = new JobRunner(database, handlers, { pollMs: 60_000, rescueEveryMs: 60_000, ...options })
  await created.start()
  started.push(created)
  return created
}

/** Registers the file's database, and the stop of its runners after each test. */
export function runnerHooks(): void {
  beforeAll(async () => {
    t = await testDatabase()
  }, 60_000)
  afterEach(async () => {
    await Promise.all(started.splice(0).map(r => r.stop()))
  })
  afterAll(async () => {
    await Promise.all(extra.splice(0).map(database => database.close()))
    await t.close()
  })
}
