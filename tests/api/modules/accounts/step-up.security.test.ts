/**
 * Sensitive forms need a recent sign-in (RECENT_SIGN_IN_MINUTES): changing the e-mail address,
 * making or rolling a secret key, showing the sign-up key, rotating a webhook secret, deleting a
 * subscription. With an older session each answers the page that asks for a fresh link (403) and
 * does nothing; the link, spent, leads back to the action's page, where the action works. Without
 * client JavaScript: plain forms. And the sign-up key is not spent by a cross-site page view.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { RECENT_SIGN_IN_MINUTES } from '../../../../api/src/accounts/sessions.ts'
import { apiKeys, sessions } from '../../../../api/src/db/schema/index.ts'
import { keyIn, latestLink, Visitor } from '../../../support/accounts.ts'
import {
  auditIds,
  auditSince,
  dbOf,
  type Member,
  member,
  openStage,
  type Stage,
  subscription,
} from '../../../support/audit-stage.ts'
import { useTlsReceiver } from '../../../support/tls-receiver.ts'

const tls = useTlsReceiver()
let stage: Stage
beforeAll(async () => {
  stage = await openStage('nested', tls.certificate, tls.receiver)
}, 180_000)
afterAll(() => stage?.w.close())

/** Moves the member's last proof of the address back past the window. */
async function age(m: Member, minutes = RECENT_SIGN_IN_MINUTES + 1) {
  await dbOf(stage)
    .update(sessions)
    .set({ provedAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(sessions.accountId, m.account.id))
  stage.w.t.services.sessions.forgetAccount(m.account.id)
}

/** Each sensitive form: the page it is on, where it posts, and what it sends. */
async function sensitive(m: Member) {
  const hook = await subscription(stage, m)
  const { key } = await stage.w.t.services.accounts.createKey(m.account.id, { kind: 'secret', env: 'test' })
  return [
    ['/dashboard/account', '/dashboard/account/email', { email: 'elsewhere@example.com' }],
    ['/dashboard/keys', '/dashboard/keys', { name: 'Late key', kind: 'secret' }],
    ['/dashboard/keys', `/dashboard/keys/${key.id}/roll`, { grace: 'now' }],
    ['/dashboard', '/dashboard/reveal-key', {}],
    [`/dashboard/webhooks/${hook}`, `/dashboard/webhooks/${hook}/rotate-secret`, {}],
    [`/dashboard/webhooks/${hook}`, `/dashboard/webhooks/${hook}/delete`, {}],
  ] as const
}

describe('a recent sign-in for sensitive actions', () => {
  test(`after ${RECENT_SIGN_IN_MINUTES} minutes each asks for a fresh link and does nothing`, async () => {
    const m = await member(stage)
    const forms = await sensitive(m)
    await age(m)
    const before = await auditIds(stage)
    for (const [page, action, fields] of forms) {
      const res = await m.v.submit(page, action, fields)
      expect(res.status, action).toBe(403)
      expect(res.text, action).toContain('Confirm it is you')
      expect(res.text, action).toContain(`<input type="hidden" name="return_to" value="${page}"/>`)
      expect(keyIn(res.text), action).toBeNull()
      expect(res.text, action).not.toMatch(/whsec_/)
    }
    expect(await auditSince(stage, before)).toEqual([])
    // A publishable key (it goes in page source) and the other forms need no fresh sign-in.
    const pk = await m.v.submit('/dashboard/keys', '/dashboard/keys', { name: 'Storefront', kind: 'publishable' })
    expect(keyIn(pk.text)).toMatch(/^hd_test_pk_/)
  })

  test('the fresh link leads back to the action’s page, and the action then works', async () => {
    const m = await member(stage)
    const [, , roll] = await sensitive(m)
    await age(m, 60)
    const asked = await m.v.submit('/dashboard/keys', '/dashboard/reauth', { return_to: '/dashboard/keys' })
    expect(asked.status).toBe(200)
    expect(asked.text).toContain('Check your inbox')
    const link = await latestLink(stage.w.t, m.email, 2)
    const page = await m.v.get(new URL(link).pathname + new URL(link).search)
    const token = new URL(link).searchParams.get('token')!
    const spent = await m.v.post('/login/link', { csrf: Visitor.csrfOf(page), token })
    expect(spent.status).toBe(303)
    expect(spent.headers.get('location')).toBe('/dashboard/keys')
    const rolled = await m.v.submit(roll[0], roll[1], roll[2])
    expect(rolled.status).toBe(200)
    expect(keyIn(rolled.text)).toMatch(/^hd_test_sk_/)
    // The browser's older session ended with the new sign-in: one session, proved now.
    const live = await dbOf(stage).select().from(sessions).where(eq(sessions.accountId, m.account.id))
    expect(live).toHaveLength(1)
  })

  test('the link leads only to a dashboard page', async () => {
    const m = await member(stage)
    for (const returnTo of ['https://evil.example/', '//evil.example', '/dashboard/../login', '/logout'])
      expect((await m.v.submit('/dashboard', '/dashboard/reauth', { return_to: returnTo })).status, returnTo).toBe(400)
  })
})

describe('the sign-up key', () => {
  test('a cross-site page view of /dashboard spends nothing; a cross-site post is refused', async () => {
    const m = await member(stage)
    const view = await m.v.get('/dashboard', { 'sec-fetch-site': 'cross-site' })
    expect(view.status).toBe(200)
    expect(keyIn(view.text)).toBeNull()
    const csrf = Visitor.csrfOf(view)
    const forged = await m.v.post(
      '/dashboard/reveal-key',
      { csrf },
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    )
    expect(forged.status).toBe(403)
    expect(keyIn(forged.text)).toBeNull()
    const unshown = await dbOf(stage)
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.accountId, m.account.id), eq(apiKeys.kind, 'secret'), isNotNull(apiKeys.sealedKey)))
    expect(unshown).toHaveLength(1)
    expect(await m.v.revealKey()).toMatch(/^hd_test_sk_/)
  })
})
