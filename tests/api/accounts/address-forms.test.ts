/**
 * What /signup and /login ask for, done by the address-form job: one transaction (a failure leaves
 * no account, no key and no e-mail, and the retry does it whole), one account however often an
 * address signs up at once, and a link that is never readable in the database: the e-mail row
 * keeps it sealed until the worker sends it over SMTP (to the in-process stand-in), then drops it.
 * On the run's storage driver, with the service's own workers.
 */
import { expect, test } from 'bun:test'
import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { ADDRESS_FORM_JOB, answerAddressForm, queueAddressForm } from '../../../api/src/accounts/address-forms.ts'
import { AccountService } from '../../../api/src/accounts/service.ts'
import { accounts, apiKeys, auditEvents, emails, jobs, loginLinks } from '../../../api/src/db/schema/index.ts'
import { readEnv } from '../../../api/src/env.ts'
import { hashKey } from '../../../api/src/lib/keys.ts'
import { SecretBox } from '../../../api/src/lib/secret-box.ts'
import { PROFILES } from '../../../api/src/variants/index.ts'
import { mailSuite } from '../../support/mail-suite.ts'
import { until } from '../../support/worker-database.ts'

const suite = mailSuite()
let serial = 0
const box = new SecretBox(randomBytes(32))
const env = { ...readEnv({}), publicUrl: 'https://hempdata.example' }
const nextAddress = () => `visitor${serial++}-${Date.now().toString(36)}@shop.example`

const parts = () => ({
  database: suite.t.database,
  accounts: new AccountService(suite.t.database, PROFILES.nested),
  profile: PROFILES.nested,
  box: () => box,
  env,
})

const workers = () => suite.workers({ ...env, smtpUrl: suite.smtp.url }, { webhooks: { box } })

const rowsFor = async (email: string) => {
  const db = suite.t.database.db
  const [account] = await db.select().from(accounts).where(eq(accounts.email, email))
  if (!account) return { account: null, keys: [], audit: [], mail: [] }
  return {
    account,
    keys: await db.select().from(apiKeys).where(eq(apiKeys.accountId, account.id)),
    audit: await db.select().from(auditEvents).where(eq(auditEvents.accountId, account.id)),
    mail: await db.select().from(emails).where(eq(emails.toAddress, email)),
  }
}

test('a sign-up queued by the form is done by the worker: account, test keys, audit, and the welcome link over SMTP', async () => {
  const email = nextAddress()
  await queueAddressForm(suite.t.database.db, { form: 'signup', email, company: 'Acme Hemp', ip: '203.0.113.9' })
  await workers()
  const [message] = await suite.smtp.waitFor(1)
  const link = /https:\/\/hempdata\.example\/login\/link\?token=([A-Za-z0-9_-]{43})/.exec(message.text ?? '')
  expect(link).not.toBeNull()
  expect(message.html).toContain(`href="${link![0]}"`)
  const token = link![1]
  const { account, keys, audit, mail } = await rowsFor(email)
  expect(account).toMatchObject({ company: 'Acme Hemp', tier: 'starter', states: ['CA', 'CO', 'FL', 'NY', 'TX'] })
  expect(keys.map(k => `${k.kind} ${k.env}`).sort()).toEqual(['publishable test', 'secret test'])
  expect(audit.map(a => a.action).sort()).toEqual(['account.created', 'key.created', 'key.created'])
  // The token is nowhere in the stored message: not while queued, not once sent.
  expect(JSON.stringify(mail)).not.toContain(token)
  await until(async () => (await rowsFor(email)).mail[0].status === 'sent', 2000, 'the sent record')
  const [sent] = (await rowsFor(email)).mail
  expect(sent.sealedLink).toBeNull()
  expect(sent.textBody).toContain('{{link}}')
  const [stored] = await suite.t.database.db
    .select()
    .from(loginLinks)
    .where(eq(loginLinks.hash, hashKey(token)))
  expect(stored).toMatchObject({ accountId: account!.id, purpose: 'sign_in' })
})

test('the stored message holds the link sealed: only the server key opens it, bound to its row', async () => {
  const email = nextAddress()
  await answerAddressForm(parts(), { form: 'signup', email, company: '', ip: '203.0.113.9' })
  const [queued] = (await rowsFor(email)).mail
  expect(queued.status).toBe('queued')
  const link = box.open(queued.sealedLink!, queued.id)
  expect(link).toMatch(/^https:\/\/hempdata\.example\/login\/link\?token=[A-Za-z0-9_-]{43}$/)
  expect(JSON.stringify(queued)).not.toContain(new URL(link).searchParams.get('token')!)
  expect(() => box.open(queued.sealedLink!, 'eml_another_row')).toThrow()
  expect(() => new SecretBox(randomBytes(32)).open(queued.sealedLink!, queued.id)).toThrow()
})

test('all or nothing: a sign-up whose transaction fails leaves nothing, and its retry does it whole', async () => {
  const email = nextAddress()
  // The e-mail is the transaction's last write: while it is refused, the account and keys before it roll back.
  await suite.t.database.db.execute(
    sql.raw(`create or replace function hd_refuse_mail() returns trigger language plpgsql as $$
      begin if new.to_address = '${email}' then raise exception 'mail store refused'; end if; return new; end $$`),
  )
  await suite.t.database.db.execute(
    sql.raw('create trigger hd_refuse_mail before insert on emails for each row execute function hd_refuse_mail()'),
  )
  const form = { form: 'signup' as const, email, company: '', ip: '203.0.113.9' }
  try {
    await expect(answerAddressForm(parts(), form)).rejects.toThrow()
    expect((await rowsFor(email)).account).toBeNull()
  } finally {
    await suite.t.database.db.execute(sql.raw('drop trigger if exists hd_refuse_mail on emails'))
  }
  await answerAddressForm(parts(), form)
  const { account, keys, audit, mail } = await rowsFor(email)
  expect(account).not.toBeNull()
  expect(keys).toHaveLength(2)
  expect(audit).toHaveLength(3)
  expect(mail.map(m => m.template)).toEqual(['welcome'])
})

test('the same address signed up twice at once: one account, and the second gets a sign-in link', async () => {
  const email = nextAddress()
  const form = { form: 'signup' as const, email, company: '', ip: '203.0.113.9' }
  for (let i = 0; i < 2; i++) await queueAddressForm(suite.t.database.db, form)
  await workers()
  const states = async () =>
    (await suite.t.database.db.select().from(jobs).where(eq(jobs.kind, ADDRESS_FORM_JOB)))
      .filter(job => (job.payload as { email: string }).email === email)
      .map(job => job.state)
  // On a server the two run at once, and the one that loses the race is retried a second later.
  await until(async () => (await states()).every(state => state === 'completed'), 10_000, 'both forms done')
  const { keys, mail } = await rowsFor(email)
  expect(keys).toHaveLength(2)
  expect(mail.map(m => m.template).sort()).toEqual(['sign_in_link', 'welcome'])
})

test('/login for an unknown address sends nothing; for a known one, a sign-in link', async () => {
  const unknown = nextAddress()
  await answerAddressForm(parts(), { form: 'login', email: unknown, company: '', ip: '203.0.113.9' })
  expect(await suite.t.database.db.select().from(emails).where(eq(emails.toAddress, unknown))).toEqual([])
  const known = nextAddress()
  await answerAddressForm(parts(), { form: 'signup', email: known, company: '', ip: '203.0.113.9' })
  await answerAddressForm(parts(), { form: 'login', email: known, company: '', ip: '203.0.113.9' })
  expect((await rowsFor(known)).mail.map(m => m.template).sort()).toEqual(['sign_in_link', 'welcome'])
})
