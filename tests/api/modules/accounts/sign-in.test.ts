/** Sign-up, sign-in by e-mail link, sign-out: the forms over plain HTTP, in both variants. */
import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { accounts, apiKeys, loginLinks } from '../../../../api/src/db/schema/index.ts'
import { accountApps, keyIn, latestLink, mailsTo, nextEmail, settled, Visitor } from '../../../support/accounts.ts'

const apps = accountApps(['nested', 'column'] as const)

for (const variant of ['nested', 'column'] as const) {
  describe(`${variant}: sign-up`, () => {
    test('creates the account on the lowest tier with a test secret and a test publishable key, and e-mails a link', async () => {
      const t = apps[variant]
      const v = new Visitor(t)
      const email = nextEmail('Signup').toUpperCase()
      const answer = await v.submit('/signup', '/signup', { email, company: 'Acme <Hemp> Co' })
      expect(answer.status).toBe(200)
      expect(answer.text).toContain('Check your inbox')
      await latestLink(t, email.toLowerCase())
      const [account] = await t.services.database.db
        .select()
        .from(accounts)
        .where(eq(accounts.email, email.toLowerCase()))
      expect(account.tier).toBe(t.services.profile.defaultTier)
      expect(account.company).toBe('Acme <Hemp> Co')
      expect(account.states?.length ?? null).toBe(t.services.profile.stateAllowance(account.tier))
      const keys = await t.services.database.db.select().from(apiKeys).where(eq(apiKeys.accountId, account.id))
      expect(keys.map(k => `${k.env}_${k.kind}`).sort()).toEqual(['test_publishable', 'test_secret'])
      expect(keys.every(k => k.createdBy === 'signup' && /^[0-9a-f]{64}$/.test(k.hash))).toBe(true)
      const mails = await mailsTo(t, email.toLowerCase())
      expect(mails).toHaveLength(1)
      expect(mails[0].template).toBe('welcome')
      // Links are stored as hashes only.
      const token = new URL(await latestLink(t, email.toLowerCase())).searchParams.get('token')!
      const links = await t.services.database.db.select().from(loginLinks).where(eq(loginLinks.accountId, account.id))
      expect(links).toHaveLength(1)
      expect(links[0].hash).not.toContain(token)
      expect(JSON.stringify(links)).not.toContain(token)
    })

    test('the link signs in; the test secret key is shown once on a button press, answers the API, and the company is escaped', async () => {
      const t = apps[variant]
      const v = new Visitor(t)
      const dashboard = await v.signUp(nextEmail(), '<script>alert(1)</script>')
      expect(dashboard.status).toBe(200)
      // A page view shows no key: the button's same-site POST does, once.
      expect(keyIn(dashboard.text)).toBeNull()
      expect(dashboard.text).toContain('Show my test secret key')
      const shown = await v.submit('/dashboard', '/dashboard/reveal-key', {})
      const secret = keyIn(shown.text)
      expect(secret).toMatch(/^hd_test_sk_/)
      expect(shown.headers.get('cache-control')).toBe('no-store')
      const path = variant === 'column' ? '/v1/regulations?state=CO' : '/v1/regulations'
      expect((await t.get(path, secret!)).status).toBe(200)
      const again = await v.get('/dashboard')
      expect(again.status).toBe(200)
      expect(keyIn(again.text)).toBeNull()
      expect(again.text).not.toContain('Show my test secret key')
      const twice = await v.submit('/dashboard', '/dashboard/reveal-key', {})
      expect(keyIn(twice.text)).toBeNull()
      expect(twice.text).toContain('already shown once')
      const account = await v.get('/dashboard/account')
      expect(account.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
      expect(account.text).not.toContain('<script>alert(1)')
    })

    test('the same answer whether or not the address has an account; only an account gets mail', async () => {
      const t = apps[variant]
      const known = nextEmail('known')
      await new Visitor(t).signUp(known)
      const unknown = nextEmail('unknown')
      const bodies: string[] = []
      for (const email of [known, unknown]) {
        const res = await new Visitor(t).submit('/login', '/login', { email })
        expect(res.status).toBe(200)
        bodies.push(res.text.replace(email, 'EMAIL').replace(/value="[^"]+"/g, ''))
      }
      expect(bodies[0]).toBe(bodies[1])
      expect((await mailsTo(t, known, 2)).length).toBe(2)
      await settled()
      expect(await mailsTo(t, unknown)).toHaveLength(0)
      // Signing up again with a known address is the same page too, and sends a sign-in link.
      const again = await new Visitor(t).submit('/signup', '/signup', { email: known })
      expect(again.text).toContain('Check your inbox')
      expect((await mailsTo(t, known, 3)).map(m => m.template).sort()).toEqual([
        'sign_in_link',
        'sign_in_link',
        'welcome',
      ])
    })
  })
}

describe('links', () => {
  test('opening a link (GET) spends nothing; the button does, once', async () => {
    const t = apps.nested
    const email = nextEmail()
    await new Visitor(t).signUp(email)
    const v = new Visitor(t)
    const link = await v.requestLink('/login', email)
    const path = new URL(link).pathname + new URL(link).search
    for (let i = 0; i < 3; i++) expect((await v.get(path)).status).toBe(200)
    expect((await v.followLink(link)).status).toBe(200)
    const reused = await v.get(path)
    expect(reused.status).toBe(400)
    expect(reused.text).toContain('cannot be used')
    const token = new URL(link).searchParams.get('token')!
    const other = new Visitor(t)
    const page = await other.get('/login')
    const spent = await other.post('/login/link', { csrf: Visitor.csrfOf(page), token })
    expect(spent.status).toBe(400)
    expect(spent.headers.getSetCookie().join()).not.toContain('hd_session=')
  })

  test('an expired link is refused', async () => {
    const t = apps.nested
    const email = nextEmail()
    await new Visitor(t).signUp(email)
    const v = new Visitor(t)
    const link = await v.requestLink('/login', email)
    await t.services.database.db
      .update(loginLinks)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(loginLinks.email, email))
    expect((await v.get(new URL(link).pathname + new URL(link).search)).status).toBe(400)
    const page = await v.get('/login')
    const res = await v.post('/login/link', {
      csrf: Visitor.csrfOf(page),
      token: new URL(link).searchParams.get('token')!,
    })
    expect(res.status).toBe(400)
  })

  test('unknown and malformed tokens are refused', async () => {
    const t = apps.nested
    const v = new Visitor(t)
    for (const token of ['', 'x', 'A'.repeat(43), '%00', 'a'.repeat(5000)]) {
      expect((await v.get(`/login/link?token=${encodeURIComponent(token)}`)).status).toBe(400)
    }
  })
})

describe('limits', () => {
  test('sign-in attempts are limited per address, whatever the client address', async () => {
    const t = apps.column
    const email = nextEmail()
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) statuses.push((await new Visitor(t).submit('/login', '/login', { email })).status)
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200])
    expect(statuses.slice(5)).toEqual([429, 429])
  })

  test('and per client address, whatever the e-mail address', async () => {
    const t = apps.column
    const v = new Visitor(t)
    const page = await v.get('/login')
    const csrf = Visitor.csrfOf(page)
    const statuses: number[] = []
    for (let i = 0; i < 32; i++) statuses.push((await v.post('/login', { csrf, email: nextEmail() })).status)
    expect(statuses.filter(s => s === 200)).toHaveLength(30)
    const refused = await v.post('/login', { csrf, email: nextEmail() })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('signing out', () => {
  test('sign out ends this session; sign out everywhere ends them all', async () => {
    const t = apps.nested
    const email = nextEmail()
    const first = new Visitor(t)
    await first.signUp(email)
    const second = new Visitor(t)
    await second.signIn(email)
    const third = new Visitor(t)
    await third.signIn(email)
    const out = await first.submit('/dashboard', '/logout', {})
    expect(out.status).toBe(303)
    expect(out.headers.get('location')).toBe('/login')
    expect((await first.get('/dashboard')).headers.get('location')).toBe('/login')
    expect((await second.get('/dashboard')).status).toBe(200)
    const everywhere = await second.submit('/dashboard/account', '/dashboard/account/sign-out-everywhere', {})
    expect(everywhere.status).toBe(303)
    for (const v of [second, third]) {
      const res = await v.get('/dashboard')
      expect(res.status).toBe(303)
      expect(res.headers.get('location')).toBe('/login')
    }
  })
})

describe('changing e-mail', () => {
  test('a link to the new address confirms it; the old address is told and no longer signs in; other sessions end', async () => {
    const t = apps.nested
    const old = nextEmail('old')
    const v = new Visitor(t)
    await v.signUp(old)
    const fresh = nextEmail('new')
    const asked = await v.submit('/dashboard/account', '/dashboard/account/email', { email: fresh.toUpperCase() })
    expect(asked.status).toBe(303)
    const link = await latestLink(t, fresh)
    expect((await mailsTo(t, fresh))[0].template).toBe('change_email_link')
    const confirmer = new Visitor(t)
    expect((await confirmer.followLink(link)).status).toBe(200)
    expect((await confirmer.get('/dashboard/account')).text).toContain(fresh)
    // The session that asked ended with the change; the old address got the notice with its undo link.
    expect((await v.get('/dashboard/account')).headers.get('location')).toBe('/login')
    expect((await mailsTo(t, old, 2)).map(m => m.template)).toContain('email_changed_notice')
    await new Visitor(t).submit('/login', '/login', { email: old })
    await settled()
    expect((await mailsTo(t, old)).filter(m => m.template === 'sign_in_link')).toHaveLength(0)
    const audit = await confirmer.get('/dashboard/audit')
    expect(audit.text).toContain('account.email_changed')
  })

  test('an address another account has cannot be taken over by a link', async () => {
    const t = apps.nested
    const mine = nextEmail()
    const theirs = nextEmail()
    const v = new Visitor(t)
    await v.signUp(mine)
    await new Visitor(t).signUp(theirs)
    await v.submit('/dashboard/account', '/dashboard/account/email', { email: theirs })
    const link = await latestLink(t, theirs, 2)
    const other = new Visitor(t)
    const page = await other.get(new URL(link).pathname + new URL(link).search)
    const res = await other.post('/login/link', {
      csrf: Visitor.csrfOf(page),
      token: new URL(link).searchParams.get('token')!,
    })
    expect(res.status).toBe(400)
    expect((await v.get('/dashboard/account')).text).toContain(mine)
  })
})
