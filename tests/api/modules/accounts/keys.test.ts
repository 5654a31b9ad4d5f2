/** The dashboard's keys, overview, widget builder and audit list, over plain HTTP, in both variants. */
import { describe, expect, test } from 'bun:test'
import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { apiKeys, usageDaily } from '../../../../api/src/db/schema/index.ts'
import { utcDay } from '../../../../api/src/accounts/usage-counter.ts'
import { accountApps, keyIn, nextEmail, Visitor } from '../../../support/accounts.ts'

const apps = accountApps(['nested', 'column'] as const)
const readPath = (variant: string) => (variant === 'column' ? '/v1/regulations?state=CO' : '/v1/regulations')

for (const variant of ['nested', 'column'] as const) {
  describe(`${variant}: keys`, () => {
    test('a created key is shown once, in the POST response only, marked no-store; then only its prefix', async () => {
      const t = apps[variant]
      const v = new Visitor(t)
      const email = nextEmail()
      await v.signUp(email)
      const created = await v.submit('/dashboard/keys', '/dashboard/keys', {
        name: 'Checkout server',
        kind: 'secret',
        env: 'test',
      })
      expect(created.status).toBe(200)
      expect(created.headers.get('cache-control')).toBe('no-store')
      const secret = keyIn(created.text)!
      expect(secret).toMatch(/^hd_test_sk_/)
      expect((await t.get(readPath(variant), secret)).status).toBe(200)
      const list = await v.get('/dashboard/keys')
      expect(keyIn(list.text)).toBeNull()
      expect(list.text).toContain('Checkout server')
      expect(list.text).toContain(secret.slice(0, 15))
      expect(list.text).toContain(email)
      const [row] = await t.services.database.db.select().from(apiKeys).where(eq(apiKeys.label, 'Checkout server'))
      expect(row.createdBy).toBe(email)
      expect(row.sealedKey).toBeNull()
    })

    test('live keys need a plan: the lowest tier is refused one', async () => {
      const t = apps[variant]
      const v = new Visitor(t)
      await v.signUp(nextEmail())
      const res = await v.submit('/dashboard/keys', '/dashboard/keys', { name: 'Live', kind: 'secret', env: 'live' })
      expect(res.status).toBe(403)
      expect(keyIn(res.text)).toBeNull()
      expect(res.text).toContain('paid plan')
    })

    test('revoke: the key is refused (403) at once', async () => {
      const t = apps[variant]
      const v = new Visitor(t)
      await v.signUp(nextEmail())
      const secret = keyIn(
        (await v.submit('/dashboard/keys', '/dashboard/keys', { name: 'Temp', kind: 'secret' })).text,
      )!
      expect((await t.get(readPath(variant), secret)).status).toBe(200)
      const [row] = await t.services.database.db.select().from(apiKeys).where(eq(apiKeys.label, 'Temp'))
      // The list is remembered between views (accounts/account-views.ts); the form's own change shows at once.
      expect((await v.get('/dashboard/keys')).text).not.toContain('revoked')
      const res = await v.submit('/dashboard/keys', `/dashboard/keys/${row.id}/revoke`, {})
      expect(res.status).toBe(303)
      expect((await t.get(readPath(variant), secret)).status).toBe(403)
      expect((await v.get(res.headers.get('location')!)).text).toContain('revoked')
    })

    test('roll with no grace: the new key works, the old one is 401 at once', async () => {
      const t = apps[variant]
      const v = new Visitor(t)
      await v.signUp(nextEmail())
      const old = keyIn(
        (await v.submit('/dashboard/keys', '/dashboard/keys', { name: 'Roll me', kind: 'secret' })).text,
      )!
      expect((await t.get(readPath(variant), old)).status).toBe(200)
      const [row] = await t.services.database.db.select().from(apiKeys).where(eq(apiKeys.label, 'Roll me'))
      const rolled = await v.submit('/dashboard/keys', `/dashboard/keys/${row.id}/roll`, { grace: 'now' })
      expect(rolled.status).toBe(200)
      expect(rolled.headers.get('cache-control')).toBe('no-store')
      const fresh = keyIn(rolled.text)!
      expect(fresh).not.toBe(old)
      expect((await t.get(readPath(variant), fresh)).status).toBe(200)
      expect((await t.get(readPath(variant), old)).status).toBe(401)
    })

    test('roll with a grace: the old key keeps working until then', async () => {
      const t = apps[variant]
      const v = new Visitor(t)
      await v.signUp(nextEmail())
      const old = keyIn(
        (await v.submit('/dashboard/keys', '/dashboard/keys', { name: 'Graceful', kind: 'secret' })).text,
      )!
      const [row] = await t.services.database.db.select().from(apiKeys).where(eq(apiKeys.label, 'Graceful'))
      const rolled = await v.submit('/dashboard/keys', `/dashboard/keys/${row.id}/roll`, { grace: '1h' })
      expect((await t.get(readPath(variant), keyIn(rolled.text)!)).status).toBe(200)
      expect((await t.get(readPath(variant), old)).status).toBe(200)
      const [after] = await t.services.database.db.select().from(apiKeys).where(eq(apiKeys.id, row.id))
      const left = Date.parse(after.expiresAt!) - Date.now()
      expect(left).toBeGreaterThan(3_500_000)
      expect(left).toBeLessThanOrEqual(3_600_000)
      expect((await v.get('/dashboard/keys')).text).toContain('rolled, works until')
      const bad = await v.submit('/dashboard/keys', `/dashboard/keys/${row.id}/roll`, { grace: '7d' })
      expect(bad.status).toBe(400)
    })

    test('allowed origins of a publishable key', async () => {
      const t = apps[variant]
      const v = new Visitor(t)
      await v.signUp(nextEmail())
      await v.submit('/dashboard/keys', '/dashboard/keys', { name: 'Shop badge', kind: 'publishable' })
      const [row] = await t.services.database.db.select().from(apiKeys).where(eq(apiKeys.label, 'Shop badge'))
      const ok = await v.submit('/dashboard/keys', `/dashboard/keys/${row.id}/origins`, {
        origins: 'https://shop.example\nhttps://www.shop.example/',
      })
      expect(ok.status).toBe(303)
      const [saved] = await t.services.database.db.select().from(apiKeys).where(eq(apiKeys.id, row.id))
      expect(saved.allowedOrigins).toEqual(['https://shop.example', 'https://www.shop.example'])
      const bad = await v.submit('/dashboard/keys', `/dashboard/keys/${row.id}/origins`, {
        origins: 'javascript:alert(1)',
      })
      expect(bad.status).toBe(400)
      expect(bad.text).toContain('allowed_origins')
    })
  })

  describe(`${variant}: overview, widget, audit`, () => {
    test('requests per day are counted per key and charted; last use is recorded', async () => {
      const t = apps[variant]
      const v = new Visitor(t)
      await v.signUp(nextEmail())
      const secret = (await v.revealKey())!
      for (let i = 0; i < 3; i++) expect((await t.get(readPath(variant), secret)).status).toBe(200)
      const page = await v.get('/dashboard')
      expect(page.text).toContain('3 requests in the last 30 days')
      expect(page.text).toContain(`${utcDay()}: 3`)
      const [usage] = await t.services.database.db.select().from(usageDaily).where(eq(usageDaily.day, utcDay()))
      expect(usage.count).toBeGreaterThan(0)
      const [row] = await t.services.database.db
        .select()
        .from(apiKeys)
        .where(eq(apiKeys.hash, createHash('sha256').update(secret).digest('hex')))
      expect(Date.now() - Date.parse(row.lastUsedAt!)).toBeLessThan(60_000)
      expect((await v.get('/dashboard/keys')).text).toContain(row.lastUsedAt!.slice(0, 10))
    })

    test('the widget builder shows the publishable key in the snippet and loads the badge under its CSP', async () => {
      const t = apps[variant]
      const v = new Visitor(t)
      const email = nextEmail()
      await v.signUp(email)
      const page = await v.get('/dashboard/widget?state=CO&substance=cbd&product_type=edibles&title=%3Cb%3EAdults')
      expect(page.status).toBe(200)
      const pk = keyIn(page.text)
      expect(pk).toMatch(/^hd_test_pk_/)
      expect(page.text).toContain(
        `<script src="/widget/v1/hempdata.js" defer="" data-container="hd-preview-shopper" data-api-key="${pk}"`,
      )
      // The same badge with the full detail, for the merchant.
      expect(page.text).toContain(
        `<script src="/widget/v1/hempdata.js" defer="" data-container="hd-preview-merchant" data-detail="merchant" data-api-key="${pk}"`,
      )
      expect(page.text).toContain('placeholder="Age verification"')
      // The builder starts on the plan's first chosen state; without one, on detection only where the
      // merchant's own address can be placed (Boulder), else on Colorado (a private address).
      const chosen = (await t.services.accounts.findAccountByEmail(email))!.states
      const from = async (address: string) => (await v.get('/dashboard/widget', { 'x-forwarded-for': address })).text
      const unplaced = await from('192.168.1.10')
      expect(unplaced).not.toContain('data-auto-detect-state')
      expect(unplaced).toContain(`data-state="${chosen?.[0] ?? 'CO'}"`)
      const boulder = await from('128.138.129.98')
      if (chosen) expect(boulder).toContain(`data-state="${chosen[0]}"`)
      else expect(boulder).toContain('data-auto-detect-state="true"')
      expect(page.text).toContain('data-state="CO"')
      expect(page.text).not.toContain('<b>Adults')
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'")
      expect(page.headers.get('content-security-policy')).not.toContain('unsafe-inline')
    })

    test('the overview shows plan, rate limit and allowance; a starter plan edits its states', async () => {
      const t = apps[variant]
      const v = new Visitor(t)
      const page = await v.signUp(nextEmail())
      const profile = t.services.profile
      expect(page.text).toContain(`${profile.rateLimitPerMinute(profile.defaultTier)} / minute`)
      const allowance = profile.monthlyAllowance(profile.defaultTier)
      if (allowance !== null) expect(page.text).toContain(`0 of ${allowance}`)
      if (profile.stateAllowance(profile.defaultTier) === null) {
        expect(page.text).not.toContain('/dashboard/states')
        return
      }
      const saved = await v.submit('/dashboard', '/dashboard/states', { states: ['OR', 'WA', 'CO', 'TX', 'NY'] })
      expect(saved.status).toBe(303)
      const secret = keyIn(
        (await v.submit('/dashboard/keys', '/dashboard/keys', { name: 'States', kind: 'secret' })).text,
      )!
      expect((await t.get('/v1/states/OR', secret)).status).toBe(200)
      const wrong = await v.submit('/dashboard', '/dashboard/states', { states: ['OR', 'WA'] })
      expect(wrong.status).toBe(400)
      expect(wrong.text).toContain('Choose exactly 5 states')
      const unknown = await v.submit('/dashboard', '/dashboard/states', { states: ['OR', 'WA', 'CO', 'TX', 'ZZ'] })
      expect(unknown.status).toBe(400)
    })

    test('the audit list records key actions with who and from where', async () => {
      const t = apps[variant]
      const v = new Visitor(t)
      const email = nextEmail()
      await v.signUp(email)
      await v.revealKey()
      await v.submit('/dashboard/keys', '/dashboard/keys', { name: 'Audited', kind: 'secret' })
      const audit = await v.get('/dashboard/audit')
      const rows = audit.text.slice(audit.text.indexOf('<tbody>'))
      for (const action of ['account.created', 'key.created', 'key.shown', 'session.signed_in'])
        expect(rows).toContain(`<code>${action}</code>`)
      expect(rows).toContain(email)
      expect(rows).toContain(v.ip)
      expect(rows).toContain('(this browser)')
    })
  })
}
