/**
 * HempData's own log, read as an operator would read it: the service as a real process (embedded
 * database, e-mail over SMTP to the stand-in), sent what answered 500 and printed the failed query's
 * parameters before (a NUL in a sign-up's company and address, in a key's name, an e-mail change and
 * a webhook's description) and what succeeds, each carrying marked values, from a marked client
 * address. The log holds none of them: no e-mail address, company, name, description or client
 * address, and no "Failed query … params".
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ADMIN, newKey } from '../../support/faults.ts'
import { type ServerProcess, startServer } from '../../support/server-process.ts'
import { type SmtpStandIn, startSmtpStandIn } from '../../support/smtp-server.ts'

const MARK = `m${Date.now().toString(36)}`
const CLIENT = '203.0.113.77'
/** Values that must never reach the log. */
const SECRETS = [
  `evil-${MARK}`,
  `owner-${MARK}@shop.example`,
  `company ${MARK}`,
  `desk ${MARK}`,
  `key name ${MARK}`,
  `moved-${MARK}@shop.example`,
  CLIENT,
]

let server: ServerProcess
let smtp: SmtpStandIn
const dir = mkdtempSync(join(tmpdir(), 'hempdata-log-'))
const statuses: number[] = []

beforeAll(async () => {
  smtp = await startSmtpStandIn()
  server = await startServer(
    { HD_DATA_DIR: dir, HD_ADMIN_SECRET: ADMIN, SMTP_URL: smtp.url, HD_TRUSTED_PROXIES: '127.0.0.1' },
    180_000,
  )
}, 200_000)
afterAll(async () => {
  await server?.stop()
  await smtp?.close()
  rmSync(dir, { recursive: true, force: true })
})

/** A browser's form session: the form cookie and its token from `page`, then the post. */
async function form(page: string, action: string, fields: Record<string, string>, cookie = '') {
  const opened = await fetch(`${server.url}${page}`, { headers: { cookie, 'x-forwarded-for': CLIENT } })
  const html = await opened.text()
  const jar = [cookie, ...opened.headers.getSetCookie().map(c => c.split(';')[0])].filter(Boolean).join('; ')
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? ''
  const res = await fetch(`${server.url}${action}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: jar,
      origin: server.url,
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': CLIENT,
    },
    body: new URLSearchParams({ csrf, ...fields }).toString(),
  })
  statuses.push(res.status)
  return { res, jar, text: await res.text() }
}

async function json(path: string, headers: Record<string, string>, body: unknown) {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': CLIENT, ...headers },
    body: JSON.stringify(body),
  })
  statuses.push(res.status)
  return res
}

describe('the service log', () => {
  test('names no request’s parameters, whether the request was refused or done', async () => {
    // What answered 500 with the parameters in the log: NULs on their way to Postgres.
    await form('/signup', '/signup', { email: `owner-${MARK}@shop.example`, company: `Evil\u0000Corp evil-${MARK}` })
    await form('/signup', '/signup', { email: `owner-${MARK}\u0000@shop.example`, company: `company ${MARK}` })
    const { key } = await newKey(server.url)
    await json(
      '/v1/webhooks',
      { authorization: `Bearer ${key}` },
      { endpoint_url: 'https://a.example/h', description: `a\u0000b desk ${MARK}` },
    )
    await json(
      '/ops/accounts',
      { 'x-admin-key': ADMIN },
      { name: `evil-${MARK}\u0000`, email: `owner-${MARK}@shop.example` },
    )
    await json('/v1/answer', {}, { question: `Is CBD legal\u0000 evil-${MARK}?` })
    // And what is done: a sign-up, its sign-in, a key and an e-mail change, with marked values.
    await form('/signup', '/signup', { email: `owner-${MARK}@shop.example`, company: `company ${MARK}` })
    const [welcome] = await smtp.waitFor(1, 30_000)
    const link = /\/login\/link\?token=[A-Za-z0-9_-]+/.exec(welcome.text ?? '')![0]
    const signedIn = await form(link, '/login/link', { token: new URL(`http://x${link}`).searchParams.get('token')! })
    const session = signedIn.res.headers
      .getSetCookie()
      .find(c => c.startsWith('hd_session='))!
      .split(';')[0]
    await form('/dashboard/keys', '/dashboard/keys', { name: `key name ${MARK}\u0000`, kind: 'secret' }, session)
    await form('/dashboard/keys', '/dashboard/keys', { name: `key name ${MARK}`, kind: 'secret' }, session)
    await form('/dashboard/account', '/dashboard/account/email', { email: `moved-${MARK}\u0000@shop.example` }, session)
    await form('/dashboard/account', '/dashboard/account/email', { email: `moved-${MARK}@shop.example` }, session)
    await smtp.waitFor(2, 30_000)
    await Bun.sleep(500)

    expect(statuses.filter(s => s >= 500)).toEqual([])
    expect(statuses.filter(s => s === 400).length).toBeGreaterThanOrEqual(7)
    const log = server.output()
    for (const value of SECRETS) expect(log, `the log names ${value}`).not.toContain(value)
    expect(log).not.toContain(MARK)
    expect(log).not.toMatch(/Failed query|params:/)
    console.log(
      `[log privacy] ${statuses.length} requests (${statuses.join(' ')}); ${log.split('\n').length} log lines, none naming them`,
    )
  }, 120_000)
})
