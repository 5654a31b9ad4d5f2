/**
 * The account pages' security: every page route declares its security and is hidden from the API
 * document; no page but sign-up, sign-in and the link page is reachable without a session; another
 * account's session gets 403 or 404 and never data; cross-site and token-less posts are refused;
 * cookies carry the right attributes; every page has a CSP.
 */
import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { apiKeys, sessions } from '../../../../api/src/db/schema/index.ts'
import { DASHBOARD_PAGES } from '../../../../api/src/modules/accounts/layout.tsx'
import { accountApps, keyIn, nextEmail, ORIGIN, Visitor } from '../../../support/accounts.ts'

const apps = accountApps(['nested'] as const)

const PUBLIC = new Set([
  'GET /signup',
  'POST /signup',
  'GET /login',
  'POST /login',
  'GET /login/link',
  'POST /login/link',
])

/** The account routes as the app's router has them. */
function pageRoutes(): { method: string; path: string; detail: any }[] {
  return apps.nested.app.routes
    .map((r: any) => ({ method: String(r.method), path: String(r.path), detail: r.hooks?.detail }))
    .filter(r => /^\/(signup|login|logout|dashboard)/.test(r.path))
}

const concrete = (path: string, keyId = 'key_aaaaaaaaaaaaaaaaaaaaaaaa') => path.replace(':id', keyId)

describe('declarations', () => {
  test('every account route declares its security kind and is hidden from the OpenAPI document', async () => {
    const routes = pageRoutes()
    expect(routes.length).toBeGreaterThanOrEqual(18)
    for (const r of routes) {
      const expected = PUBLIC.has(`${r.method} ${r.path}`) ? [] : [{ sessionCookie: [] }]
      expect(r.detail?.security, `${r.method} ${r.path}`).toEqual(expected)
      expect(r.detail?.hide, `${r.method} ${r.path}`).toBe(true)
    }
    const doc = (await apps.nested.get('/openapi.json')).body
    expect(Object.keys(doc.paths).filter(p => /^\/(signup|login|logout|dashboard)/.test(p))).toEqual([])
  })
})

describe('without a session', () => {
  test('every session page redirects to /login and every session form changes nothing', async () => {
    const t = apps.nested
    const v = new Visitor(t)
    for (const r of pageRoutes()) {
      if (PUBLIC.has(`${r.method} ${r.path}`)) continue
      const res = r.method === 'GET' ? await v.get(concrete(r.path)) : await v.post(concrete(r.path), { csrf: 'x' })
      expect(res.status, `${r.method} ${r.path}`).toBe(303)
      expect(res.headers.get('location'), `${r.method} ${r.path}`).toBe('/login')
    }
  })

  test('a forged, expired or malformed session cookie is no session', async () => {
    const t = apps.nested
    const email = nextEmail()
    const v = new Visitor(t)
    await v.signUp(email)
    const token = v.cookies.get('hd_session')!
    for (const cookie of [
      'hd_session=AAAA',
      `hd_session=${'A'.repeat(43)}`,
      `hd_session=${token}x`,
      'hd_session',
      '=;;=',
    ]) {
      const res = await t.request('/dashboard', { headers: { cookie }, redirect: 'manual' })
      expect(res.status, cookie).toBe(303)
    }
    // Signed out everywhere: every cached copy of the session is forgotten at once.
    const again = new Visitor(t)
    await again.signIn(email)
    await again.submit('/dashboard/account', '/dashboard/account/sign-out-everywhere', {})
    expect(
      (await t.request('/dashboard', { headers: { cookie: `hd_session=${token}` }, redirect: 'manual' })).status,
    ).toBe(303)
    await t.services.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
    // A session found is remembered for 5 s (accounts/sessions.ts): an expiry written behind its back shows after that.
    await Bun.sleep(5100)
    expect((await v.get('/dashboard')).status).toBe(303)
  })
})

describe('another account', () => {
  test('cannot read or change this account’s keys: 404, never data', async () => {
    const t = apps.nested
    const owner = new Visitor(t)
    await owner.signUp(nextEmail('owner'))
    const secret = keyIn(
      (await owner.submit('/dashboard/keys', '/dashboard/keys', { name: 'Owner key', kind: 'secret' })).text,
    )!
    const [key] = await t.services.database.db.select().from(apiKeys).where(eq(apiKeys.label, 'Owner key'))
    const intruder = new Visitor(t)
    await intruder.signUp(nextEmail('intruder'))
    const list = await intruder.get('/dashboard/keys')
    expect(list.text).not.toContain(key.id)
    expect(list.text).not.toContain(key.displayPrefix.slice(0, 14))
    for (const action of ['revoke', 'roll', 'origins']) {
      const res = await intruder.submit('/dashboard/keys', `/dashboard/keys/${key.id}/${action}`, {
        grace: 'now',
        origins: 'https://evil.example',
      })
      expect([403, 404], action).toContain(res.status)
      expect(keyIn(res.text), action).toBeNull()
      expect(res.text).not.toContain(key.displayPrefix.slice(0, 14))
    }
    expect((await t.get('/v1/regulations', secret)).status).toBe(200)
    const [after] = await t.services.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id))
    expect(after.status).toBe('active')
    expect(after.expiresAt).toBeNull()
    expect(after.allowedOrigins).toBeNull()
    // The owner's audit list does not show the intruder, nor the intruder's the owner.
    expect((await intruder.get('/dashboard/audit')).text).not.toContain(key.id)
  })
})

describe('cross-site requests', () => {
  test('a cross-site post, or one without its token, is refused with 403 and changes nothing', async () => {
    const t = apps.nested
    const v = new Visitor(t)
    const email = nextEmail()
    await v.signUp(email)
    const page = await v.get('/dashboard/keys')
    const csrf = Visitor.csrfOf(page)
    const attempts: [Record<string, string>, Record<string, string>][] = [
      [
        { name: 'x1', csrf },
        { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      ],
      [
        { name: 'x2', csrf },
        { origin: 'https://evil.example', 'sec-fetch-site': '' },
      ],
      [
        { name: 'x3', csrf },
        { origin: 'null', 'sec-fetch-site': 'same-site' },
      ],
      [
        { name: 'x7', csrf },
        { origin: 'null', 'sec-fetch-site': '' },
      ],
      [{ name: 'x4' }, {}],
      [{ name: 'x5', csrf: `${csrf}x` }, {}],
      [{ name: 'x6', csrf: '' }, {}],
    ]
    for (const [fields, headers] of attempts) {
      const res = await v.post('/dashboard/keys', fields, headers)
      expect(res.status, JSON.stringify([fields.name, headers])).toBe(403)
      expect(keyIn(res.text)).toBeNull()
    }
    const account = await t.services.accounts.findAccountByEmail(email)
    const keys = await t.services.accounts.listKeys(account!.id)
    expect(keys.map(k => k.label).filter(label => label?.startsWith('x'))).toEqual([])
    expect((await v.get('/dashboard/keys')).text).not.toMatch(/>x[1-7]</)
    // Another session's token is not this session's.
    const other = new Visitor(t)
    await other.signUp(nextEmail())
    const theirs = Visitor.csrfOf(await other.get('/dashboard/keys'))
    expect((await v.post('/dashboard/keys', { name: 'x8', csrf: theirs })).status).toBe(403)
  })

  test('the sign-in forms need their form cookie and a same-site origin', async () => {
    const t = apps.nested
    const v = new Visitor(t)
    const csrf = Visitor.csrfOf(await v.get('/login'))
    expect(
      (
        await v.post(
          '/login',
          { csrf, email: nextEmail() },
          { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        )
      ).status,
    ).toBe(403)
    const stranger = new Visitor(t)
    expect((await stranger.post('/login', { csrf, email: nextEmail() })).status).toBe(403)
    expect((await v.post('/login', { csrf, email: nextEmail() }, { origin: ORIGIN })).status).toBe(200)
  })
})

describe('cookies and headers', () => {
  test('the session cookie is HttpOnly, SameSite=Lax, Path=/; Secure behind HTTPS; no page is cached', async () => {
    const t = apps.nested
    const v = new Visitor(t)
    await v.signUp(nextEmail())
    const link = await v.get('/login')
    expect(link.headers.get('cache-control')).toBe('no-store')
    const email = nextEmail()
    await new Visitor(t).signUp(email)
    const https = new Visitor(t)
    const token = new URL(await https.requestLink('/login', email)).searchParams.get('token')!
    const page = await https.get(`/login/link?token=${token}`)
    const res = await https.post('/login/link', { csrf: Visitor.csrfOf(page), token }, { 'x-forwarded-proto': 'https' })
    const cookie = res.headers.getSetCookie().find(c => c.startsWith('hd_session='))!
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).toMatch(/Path=\//)
    expect(cookie).toMatch(/Max-Age=(2592000|25919\d\d);/)
    expect(cookie).toMatch(/Secure/)
    expect(res.headers.get('strict-transport-security')).toBeTruthy()
  })

  test('every page has a CSP without unsafe-inline, and the standing security headers', async () => {
    const t = apps.nested
    const v = new Visitor(t)
    await v.signUp(nextEmail())
    for (const path of ['/signup', '/login', '/login/link?token=x', ...DASHBOARD_PAGES]) {
      const res = await v.get(path)
      const csp = res.headers.get('content-security-policy') ?? ''
      expect(csp, path).toContain("default-src 'none'")
      expect(csp, path).toContain("frame-ancestors 'none'")
      expect(csp, path).not.toContain('unsafe')
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(res.text, path).not.toMatch(/<script>|<script [^>]*>[^<]|\son[a-z]+="/)
    }
  })
})
