/**
 * An attacker with a stolen session cookie tries to keep the account, as one would: HempData in
 * process with its real workers, e-mail going over SMTP to the in-process stand-in (each mailbox
 * read there). An old session cannot move the account (a fresh sign-in is asked for, and its link
 * goes to the owner); a session stolen right after sign-in can move it, but every session ends,
 * the old address is told and undoes it from its inbox, which ends the attacker's sessions too and
 * leaves the attacker's address nothing to sign in with.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { eq, sql } from 'drizzle-orm'
import type { ParsedMail } from 'mailparser'
import { sessions } from '../../../../api/src/db/schema/index.ts'
import { startWorkers, type Workers } from '../../../../api/src/workers/index.ts'
import { nextEmail, Visitor } from '../../../support/accounts.ts'
import { type TestApp, testApp } from '../../../support/app.ts'
import { type SmtpStandIn, startSmtpStandIn } from '../../../support/smtp-server.ts'

let t: TestApp
let smtp: SmtpStandIn
let workers: Workers

beforeAll(async () => {
  smtp = await startSmtpStandIn()
  t = await testApp({ env: { HD_TRUSTED_PROXIES: '127.0.0.1' } })
  workers = await startWorkers(t.services.database, { ...t.services.env, smtpUrl: smtp.url })
}, 180_000)
afterAll(async () => {
  await workers?.stop()
  await t?.close()
  await smtp?.close()
})

const to = (mail: ParsedMail, address: string) => JSON.stringify(mail.to ?? '').includes(address)

/** The messages the stand-in accepted for `address`, once there are `count` (waiting up to 15 s). */
async function inbox(address: string, count: number): Promise<ParsedMail[]> {
  const deadline = Date.now() + 15_000
  for (;;) {
    const mails = smtp.received.filter(mail => to(mail, address))
    if (mails.length >= count) return mails
    if (Date.now() > deadline) throw new Error(`${address} got ${mails.length} messages, not ${count}`)
    await Bun.sleep(25)
  }
}

/** The link to `path` in the newest of `count` messages to `address`, on the in-process app. */
async function linkIn(address: string, count: number, path: string): Promise<string> {
  const mail = (await inbox(address, count)).at(-1)!
  const link = new RegExp(`https?://[^\\s]+${path}\\?token=[A-Za-z0-9_-]{43}`).exec(mail.text ?? '')?.[0]
  if (!link) throw new Error(`no ${path} link in "${mail.subject}" to ${address}`)
  return link
}

const local = (link: string) => new URL(link).pathname + new URL(link).search
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!

/** Signs `v` in with the link the owner finds in the mailbox (the `count`th message). */
async function signInFromInbox(v: Visitor, email: string, count: number, form: '/signup' | '/login') {
  await v.submit(form, form, { email })
  return v.followLink(await linkIn(email, count, '/login/link'))
}

/** Another browser holding a copy of `v`'s session cookie. */
function stolen(v: Visitor): Visitor {
  const thief = new Visitor(t)
  thief.cookies.set('hd_session', v.cookies.get('hd_session')!)
  return thief
}

describe('an attacker with a stolen session', () => {
  test('an hour-old session cannot move the account; the fresh sign-in it asks for goes to the owner', async () => {
    const owner = new Visitor(t)
    const email = nextEmail('owner')
    await signInFromInbox(owner, email, 1, '/signup')
    const thief = stolen(owner)
    // An hour later: the owner last proved the address an hour ago.
    await t.services.database.db.update(sessions).set({ provedAt: sql`now() - interval '1 hour'` })
    t.services.sessions.forgetAccount('')
    const evil = nextEmail('attacker')
    const asked = await thief.submit('/dashboard/account', '/dashboard/account/email', { email: evil })
    expect(asked.status).toBe(403)
    expect(asked.text).toContain('Confirm it is you')
    const again = await thief.submit('/dashboard/account', '/dashboard/reauth', { return_to: '/dashboard/account' })
    expect(again.status).toBe(200)
    // The fresh link reaches the owner's inbox; the attacker's gets nothing at all.
    await linkIn(email, 2, '/login/link')
    await Bun.sleep(300)
    expect(smtp.received.filter(mail => to(mail, evil))).toHaveLength(0)
    expect((await owner.get('/dashboard/account')).text).toContain(email)
  })

  test('a session stolen at sign-in moves the account, and the old inbox undoes it and ends every session', async () => {
    const owner = new Visitor(t)
    const email = nextEmail('owner')
    await signInFromInbox(owner, email, 1, '/signup')
    const thief = stolen(owner)
    const evil = nextEmail('attacker')
    expect((await thief.submit('/dashboard/account', '/dashboard/account/email', { email: evil })).status).toBe(303)
    // The attacker confirms from their own mailbox, in their own browser.
    const attacker = new Visitor(t)
    expect((await attacker.followLink(await linkIn(evil, 1, '/login/link'))).status).toBe(200)
    expect((await attacker.get('/dashboard/account')).text).toContain(evil)
    // The change ended every other session: the owner's, and the stolen copy.
    for (const v of [owner, thief]) expect((await v.get('/dashboard')).headers.get('location')).toBe('/login')

    // The old address is told, with a link that undoes the change.
    const notice = (await inbox(email, 2)).at(-1)!
    expect(notice.subject).toBe('The e-mail address of your HempData account was changed')
    expect(notice.text).toContain(evil)
    const undo = await linkIn(email, 2, '/email/undo')
    const reader = new Visitor(t)
    const page = await reader.get(local(undo))
    expect(page.status).toBe(200)
    const undone = await reader.post('/email/undo', { csrf: Visitor.csrfOf(page), token: tokenOf(undo) })
    expect(undone.status).toBe(200)
    expect(undone.text).toContain('The account is back at this address')

    // Every session ended again, the attacker's new one included; the undo link works once.
    expect((await attacker.get('/dashboard')).headers.get('location')).toBe('/login')
    const again = new Visitor(t)
    expect((await again.get(local(undo))).status).toBe(400)
    const form = await again.get('/login')
    expect((await again.post('/email/undo', { csrf: Visitor.csrfOf(form), token: tokenOf(undo) })).status).toBe(400)
    // The attacker's address signs into nothing; the owner's does, into the account as it was.
    await new Visitor(t).submit('/login', '/login', { email: evil })
    const back = new Visitor(t)
    expect((await signInFromInbox(back, email, 3, '/login')).status).toBe(200)
    expect(smtp.received.filter(mail => to(mail, evil))).toHaveLength(1)
    const account = await back.get('/dashboard/account')
    expect(account.text).toContain(email)
    const audit = (await back.get('/dashboard/audit')).text
    for (const action of ['account.email_change_requested', 'account.email_changed', 'account.email_change_undone'])
      expect(audit).toContain(`<code>${action}</code>`)
    // The undo took the account's every session with it.
    const id = (await t.services.accounts.findAccountByEmail(email))!.id
    const live = await t.services.database.db.select().from(sessions).where(eq(sessions.accountId, id))
    expect(live).toHaveLength(1)
  })

  test('the old address stays the owner’s while its undo link lives: no one else can sign up with it', async () => {
    const owner = new Visitor(t)
    const email = nextEmail('owner')
    await signInFromInbox(owner, email, 1, '/signup')
    const moved = nextEmail('moved')
    await owner.submit('/dashboard/account', '/dashboard/account/email', { email: moved })
    await new Visitor(t).followLink(await linkIn(moved, 1, '/login/link'))
    await inbox(email, 2)
    // A sign-up with the old address makes no account and sends nothing.
    await new Visitor(t).submit('/signup', '/signup', { email })
    await Bun.sleep(1500)
    expect(await t.services.accounts.findAccountByEmail(email)).toBeNull()
    expect(smtp.received.filter(mail => to(mail, email))).toHaveLength(2)
  })
})
