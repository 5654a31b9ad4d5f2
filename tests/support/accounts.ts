/**
 * A browser without a browser, for the account pages over plain HTTP: a cookie jar, forms posted
 * with their CSRF token as a same-origin browser sends them, and the e-mailed links read from the
 * `emails` table (opened from their sealed copy; the SMTP path is covered by the e2e journey).
 */
import { afterAll, beforeAll, setDefaultTimeout } from 'bun:test'
import { desc, eq } from 'drizzle-orm'
import { ADDRESS_FORM_JOB, addressFormHandler } from '../../api/src/accounts/address-forms.ts'
import { emails } from '../../api/src/db/schema/index.ts'
import { JobRunner } from '../../api/src/workers/runner.ts'
import { testApp, type TestApp, type TestResponse } from './app.ts'

export const ORIGIN = 'http://localhost'
export type Variant = 'nested' | 'column'

/**
 * Apps of the listed variants for a file, behind a "trusted proxy" (loopback) so each Visitor is its
 * own client address (X-Forwarded-For) and the sign-in limits per address do not mix tests up.
 */
export function accountApps<V extends Variant>(variants: readonly V[]): Record<V, TestApp> {
  setDefaultTimeout(60_000)
  const apps = {} as Record<V, TestApp>
  const runners: JobRunner[] = []
  beforeAll(async () => {
    const started = await Promise.all(
      variants.map(variant => testApp({ variant, env: { HD_TRUSTED_PROXIES: '127.0.0.1' } })),
    )
    variants.forEach((variant, i) => {
      apps[variant] = started[i]
    })
    for (const t of started) runners.push(await addressFormRunner(t.services))
  }, 180_000)
  afterAll(async () => {
    await Promise.all(runners.map(runner => runner.stop()))
    await Promise.all(variants.map(variant => apps[variant]?.close()))
  })
  return apps
}

/** The worker of the address forms (/signup, /login) for an in-process app, as the service runs it; stop it after. */
export async function addressFormRunner(services: TestApp['services']): Promise<JobRunner> {
  const { database, accounts, profile, secretBox, env } = services
  const parts = { database, accounts, profile, box: secretBox, env }
  const runner = new JobRunner(database, { [ADDRESS_FORM_JOB]: addressFormHandler(parts) }, { pollMs: 1000 })
  await runner.start()
  return runner
}

let addresses = 0
/** A new documentation-range client address per call. */
export const nextIp = (): string => `198.51.${Math.floor(addresses / 250) % 250}.${(addresses++ % 250) + 1}`
let mailboxes = 0
export const nextEmail = (label = 'person'): string => `${label}-${Date.now().toString(36)}-${mailboxes++}@example.com`

export class Visitor {
  readonly cookies = new Map<string, string>()
  constructor(
    readonly t: TestApp,
    readonly ip = nextIp(),
  ) {}

  private remember(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';')
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq).trim()
      const value = pair.slice(eq + 1).trim()
      if (attributes.some(a => a.trim().toLowerCase() === 'max-age=0') || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  async get(path: string, headers: Record<string, string> = {}): Promise<TestResponse> {
    const res = await this.t.request(path, {
      headers: { cookie: this.cookieHeader(), 'x-forwarded-for': this.ip, ...headers },
      redirect: 'manual',
    })
    this.remember(res.headers)
    return res
  }

  /** Posts a form as a same-origin browser would; `headers` replace the browser's (`''` removes one). */
  async post(
    path: string,
    fields: Record<string, string | string[]>,
    headers: Record<string, string> = {},
  ): Promise<TestResponse> {
    const body = new URLSearchParams()
    for (const [name, value] of Object.entries(fields))
      for (const one of Array.isArray(value) ? value : [value]) body.append(name, one)
    const all: Record<string, string> = {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: this.cookieHeader(),
      'x-forwarded-for': this.ip,
      origin: ORIGIN,
      'sec-fetch-site': 'same-origin',
      ...headers,
    }
    // A header given as '' is left out (an older browser that sends no Sec-Fetch-Site, say).
    const sent = Object.fromEntries(Object.entries(all).filter(([, value]) => value !== ''))
    const res = await this.t.request(path, { method: 'POST', body: body.toString(), redirect: 'manual', headers: sent })
    this.remember(res.headers)
    return res
  }

  /** The CSRF token in a page's forms. */
  static csrfOf(res: TestResponse): string {
    const match = /name="csrf" value="([^"]+)"/.exec(res.text)
    if (!match) throw new Error(`no CSRF token in ${res.status} ${res.text.slice(0, 300)}`)
    return match[1]
  }

  /** Reads `path`, then posts `fields` to `action` with that page's token. */
  async submit(path: string, action: string, fields: Record<string, string | string[]>): Promise<TestResponse> {
    const page = await this.get(path)
    return this.post(action, { csrf: Visitor.csrfOf(page), ...fields })
  }

  /** Posts `email` to /signup or /login and returns the link that arrives for it. */
  async requestLink(path: '/signup' | '/login', email: string, company = ''): Promise<string> {
    const before = (await mailsTo(this.t, email)).length
    const res = await this.submit(path, path, path === '/signup' ? { email, company } : { email })
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${res.text.slice(0, 300)}`)
    return latestLink(this.t, email, before + 1)
  }

  /** Signs up (or in) with `email` and follows the e-mailed link; returns the dashboard's response. */
  async signUp(email: string, company = ''): Promise<TestResponse> {
    return this.followLink(await this.requestLink('/signup', email, company))
  }

  /** The sign-up's test secret key, shown once by the overview's button. */
  async revealKey(): Promise<string | null> {
    return keyIn((await this.submit('/dashboard', '/dashboard/reveal-key', {})).text)
  }

  async signIn(email: string): Promise<TestResponse> {
    return this.followLink(await this.requestLink('/login', email))
  }

  async followLink(link: string): Promise<TestResponse> {
    const path = new URL(link).pathname + new URL(link).search
    const page = await this.get(path)
    const token = new URL(link).searchParams.get('token') ?? ''
    const res = await this.post('/login/link', { csrf: Visitor.csrfOf(page), token })
    if (res.status !== 303) throw new Error(`link answered ${res.status}: ${res.text.slice(0, 300)}`)
    return this.get(res.headers.get('location') ?? '/dashboard')
  }
}

/**
 * The link in the newest e-mail to `email`, once there are `count` e-mails to it (1 by default):
 * a job does what the forms ask for after they answer, so mail is waited for.
 */
export async function latestLink(t: TestApp, email: string, count = 1): Promise<string> {
  const mails = await mailsTo(t, email, count)
  const newest = mails.sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))[0]
  if (!newest?.sealedLink) throw new Error(`no link e-mailed to ${email}`)
  return t.services.secretBox().open(newest.sealedLink, newest.id)
}

/** The e-mails to `email`, once there are at least `atLeast` (or after 5 s, however many there are). */
export async function mailsTo(t: TestApp, email: string, atLeast = 0) {
  const deadline = Date.now() + 5000
  for (;;) {
    const mails = await t.services.database.db
      .select()
      .from(emails)
      .where(eq(emails.toAddress, email))
      .orderBy(desc(emails.createdAt))
    if (mails.length >= atLeast || Date.now() > deadline) return mails
    await Bun.sleep(10)
  }
}

/** Waits until the background work of the forms posted so far has settled (their e-mails are written). */
export const settled = (): Promise<void> => Bun.sleep(150)

export const keyIn = (text: string): string | null =>
  /hd_(?:test|live)_(?:sk|pk)_[0-9A-Za-z]{36}/.exec(text)?.[0] ?? null
