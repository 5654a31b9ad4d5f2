/**
 * What a failure's log line says: a real failed query on the test's database (PGlite, or the
 * Postgres server) carries its SQL and parameters, and printed whole it printed an e-mail address,
 * a company and a client address. The line keeps the error's kind, its SQLSTATE and stack frames,
 * and none of what the query was given; a job's `last_error` likewise.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { sql } from 'drizzle-orm'
import type { Database } from '../../../api/src/db/client.ts'
import { errorResponse } from '../../../api/src/http/errors.ts'
import { describe as lastError } from '../../../api/src/jobs/handler.ts'
import { errorSummary, logFailure, masked } from '../../../api/src/lib/log.ts'
import { emptyDatabase, testApp, type TestApp } from '../../support/app.ts'

const PERSONAL = ['owner@shop.example', 'Evil Corp', '203.0.113.77']
let database: Database
let close: () => Promise<void>
let t: TestApp

beforeAll(async () => {
  ;({ database, close } = await emptyDatabase())
  t = await testApp()
}, 120_000)
afterAll(async () => {
  await close()
  await t.close()
})

/** A real failed query whose parameters are personal data. */
async function failedQuery(): Promise<unknown> {
  try {
    await database.db.execute(
      sql`insert into accounts (id, name, email, tier, company) values (${PERSONAL[2]}, ${PERSONAL[1]}, ${PERSONAL[0]}, ${null}::int, ${'x'})`,
    )
  } catch (error) {
    return error
  }
  throw new Error('the query did not fail')
}

/** What console.error printed while `run` ran. */
async function printed(run: () => unknown): Promise<string> {
  const lines: string[] = []
  const original = console.error
  console.error = (...args: unknown[]) => lines.push(args.map(String).join(' '))
  try {
    await run()
  } finally {
    console.error = original
  }
  return lines.join('\n')
}

describe('a failed query in the log', () => {
  test('the error printed whole shows the parameters; the summary shows none, but its code and frames', async () => {
    const error = await failedQuery()
    expect(`${(error as Error).message} ${JSON.stringify(error)}`).toContain(PERSONAL[0])
    const line = errorSummary(error, { stack: true })
    for (const value of PERSONAL) expect(line).not.toContain(value)
    expect(line).toMatch(/code=\w{5}/)
    expect(line).toContain('    at ')
    expect(await printed(() => logFailure('[test] req_1', error))).not.toContain(PERSONAL[0])
  })

  test('a 500 logs its request id and codes only, and answers nothing of the cause', async () => {
    const error = await failedQuery()
    const set = { headers: { 'x-request-id': 'req_test500' } as Record<string, string> }
    let response: Response | null = null
    const line = await printed(() => {
      response = errorResponse(t.services, 'UNKNOWN', error, { set })
    })
    expect(line).toStartWith('[error] req_test500: ')
    for (const value of PERSONAL) expect(line).not.toContain(value)
    expect(response!.status).toBe(500)
    const body = await response!.text()
    for (const value of PERSONAL) expect(body).not.toContain(value)
  })

  test('a job’s last error keeps the database’s code, not its message', async () => {
    const kept = lastError(await failedQuery())
    expect(kept).toMatch(/^database error \w{5}$/)
    expect(lastError(new Error('550 <owner@shop.example>: mailbox unavailable'))).toBe(
      '550 <<e-mail>>: mailbox unavailable',
    )
  })

  test('masks e-mail and IP addresses in what other errors say', () => {
    expect(masked('from 203.0.113.77 and 2001:db8::1 for a.b@c.example')).toBe(
      'from <address> and <address> for <e-mail>',
    )
  })
})
