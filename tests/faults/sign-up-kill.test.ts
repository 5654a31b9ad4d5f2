/**
 * A sign-up the service answered is not lost when the service dies before doing it: the form only
 * enqueues the work in Postgres, so a service killed with SIGKILL right after answering, before any
 * worker ran, does it when it starts again (the account, its keys and the welcome e-mail with its
 * link). The first service runs without workers (HD_WORKERS=false), so the kill always lands with
 * the work undone. On the run's driver: embedded PGlite in a data folder, or a database on
 * TEST_DATABASE_URL's server.
 */
import { afterAll, expect, test } from 'bun:test'
import { TEST_SECRET_KEY } from '../support/app.ts'
import { ADMIN, figure } from '../support/faults.ts'
import { launchServer, type LaunchedServer } from '../support/server-process.ts'
import { DRIVER, serviceStorage } from '../support/worker-database.ts'

const FORMS = 5
let storage: Awaited<ReturnType<typeof serviceStorage>> | null = null
const servers: LaunchedServer[] = []

afterAll(async () => {
  await Promise.all(servers.map(server => server.kill()))
  await storage?.close()
})

const formCookie = (res: Response): string =>
  res.headers
    .getSetCookie()
    .map(cookie => cookie.split(';')[0])
    .find(cookie => cookie.startsWith('hd_form=')) ?? ''

/** Posts the sign-up form as a browser on the service's own page would; the status of the answer. */
async function signUp(base: string, email: string): Promise<number> {
  const page = await fetch(`${base}/signup`)
  const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1] ?? ''
  const res = await fetch(`${base}/signup`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: formCookie(page),
      'sec-fetch-site': 'same-origin',
    },
    body: new URLSearchParams({ csrf, email, company: 'Kill test' }).toString(),
  })
  await res.arrayBuffer()
  return res.status
}

test(`${DRIVER}: ${FORMS} sign-ups answered, then SIGKILL before any worker ran: all done after the restart`, async () => {
  storage = await serviceStorage('hd-sign-up-kill-')
  const env = {
    ...storage.env,
    HD_ADMIN_SECRET: ADMIN,
    HD_SECRET_KEY: TEST_SECRET_KEY,
    HD_PUBLIC_URL: 'http://localhost',
  }
  const first = await launchServer({ ...env, HD_WORKERS: 'false' })
  servers.push(first)
  await first.printed('ready in', 120_000)
  const emails = Array.from({ length: FORMS }, (_, i) => `killed-${i}-${Date.now().toString(36)}@shop.example`)
  for (const email of emails) expect(await signUp(first.url, email)).toBe(200)
  await first.kill()
  expect(first.output()).not.toContain('/login/link?token=')

  const started = performance.now()
  const second = await launchServer(env)
  servers.push(second)
  for (const email of emails) await second.printed(`To: ${email}`, 60_000)
  const took = performance.now() - started
  const links = second.output().match(/\/login\/link\?token=[A-Za-z0-9_-]{43}/g) ?? []
  expect(new Set(links).size).toBe(FORMS)
  const accounts = (await (
    await fetch(`${second.url}/ops/accounts`, { headers: { 'x-admin-key': ADMIN } })
  ).json()) as { data: { email: string }[] }
  expect(
    accounts.data
      .map(a => a.email)
      .filter(email => emails.includes(email))
      .sort(),
  ).toEqual([...emails].sort())
  figure(
    `${DRIVER}: ${FORMS} sign-ups answered 200 by a service killed before any worker ran; after the restart every account was made and its welcome link e-mailed, within ${(took / 1000).toFixed(1)} s of starting again`,
  )
}, 240_000)
