/**
 * E-mail that really leaves: queued in Postgres with the change that asks for it, sent by the worker
 * over SMTP to an in-process stand-in for the provider (read back with mailparser), retried on its
 * schedule when the server refuses or is down, failed and visible when attempts are spent, and
 * printed and kept when no SMTP_URL is set. On the run's storage driver.
 */
import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import type { Db } from '../../../api/src/db/client.ts'
import { emails, jobs } from '../../../api/src/db/schema/index.ts'
import { consoleTransport } from '../../../api/src/mail/mailer.ts'
import { queueMail, SEND_MAIL_JOB, type MailMessage } from '../../../api/src/mail/outbox.ts'
import { noticeEmail } from '../../../api/src/mail/templates.ts'
import type { WorkerOptions, Workers } from '../../../api/src/workers/index.ts'
import { SecretBox } from '../../../api/src/lib/secret-box.ts'
import { freePort } from '../../support/server-process.ts'
import { mailSuite } from '../../support/mail-suite.ts'
import { startSmtpStandIn } from '../../support/smtp-server.ts'
import { DRIVER, percentile, until } from '../../support/worker-database.ts'

const FROM = 'HempData <no-reply@hempdata.example>'
const suite = mailSuite()
let serial = 0

const signInLink = (to = `person${serial++}@example.com`): MailMessage => ({
  from: FROM,
  to,
  ...noticeEmail({
    template: 'sign_in_link',
    subject: 'Your HempData sign-in link',
    heading: 'Sign in to HempData',
    paragraphs: ['Use the button within 15 minutes. It works once.', 'Requested for Acme <Hemp> & "Sons".'],
    action: { label: 'Sign in', url: 'https://hempdata.example/login/confirm?token=abc&next=/dashboard' },
    footer: 'You get this because someone asked to sign in with this address.',
  }),
})

const workers = (smtpUrl: string | null, options: WorkerOptions = {}): Promise<Workers> =>
  suite.workers(
    { smtpUrl },
    { ...options, runner: { pollMs: 60_000, ...options.runner }, webhooks: { box: new SecretBox(new Uint8Array(32)) } },
  )

const emailRow = async (id: string) => (await suite.t.database.db.select().from(emails).where(eq(emails.id, id)))[0]
const sendJobOf = async (id: string) =>
  (await suite.t.database.db.select().from(jobs).where(eq(jobs.kind, SEND_MAIL_JOB))).find(
    job => (job.payload as { emailId: string }).emailId === id,
  )

test('a queued message leaves over SMTP with the credentials, and its record says how', async () => {
  await workers(suite.smtp.url)
  const latencies: number[] = []
  let id = ''
  for (let i = 0; i < 20; i++) {
    const begun = performance.now()
    id = await queueMail(suite.t.database.db, signInLink(`reader${i}@example.com`))
    await suite.smtp.waitFor(i + 1)
    latencies.push(performance.now() - begun)
  }
  console.log(
    `[figures] ${DRIVER}: queueMail → accepted by the SMTP server p50 ${percentile(latencies, 50).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms (20 messages; the stand-in waits 100 ms before its greeting)`,
  )
  const [message] = suite.smtp.received.slice(-1)
  expect(message.from?.text).toBe('"HempData" <no-reply@hempdata.example>')
  expect(message.to && !Array.isArray(message.to) ? message.to.text : '').toBe('reader19@example.com')
  expect(message.subject).toBe('Your HempData sign-in link')
  expect(message.messageId).toBe(`<${id}@hempdata.example>`)
  expect(message.text).toContain('Sign in: https://hempdata.example/login/confirm?token=abc&next=/dashboard')
  expect(message.text).toContain('Requested for Acme <Hemp> & "Sons".')
  expect(message.html).toContain('Requested for Acme &lt;Hemp&gt; &amp; &quot;Sons&quot;.')
  expect(message.html).toContain('href="https://hempdata.example/login/confirm?token=abc&amp;next=/dashboard"')
  await until(async () => (await emailRow(id)).status === 'sent', 2_000, 'the sent record')
  const row = await emailRow(id)
  expect(row).toMatchObject({
    status: 'sent',
    attempts: 1,
    transport: 'smtp',
    messageId: `<${id}@hempdata.example>`,
    template: 'sign_in_link',
    lastError: null,
  })
  expect(row.providerResponse).toContain('queued as Q20')
  expect(row.sentAt).not.toBeNull()
})

test('queueing never talks to the mail server: the message waits in Postgres until a worker sends it', async () => {
  const id = await queueMail(suite.t.database.db, signInLink())
  await Bun.sleep(200)
  expect(suite.smtp.offers).toHaveLength(0)
  expect((await emailRow(id)).status).toBe('queued')
  await workers(suite.smtp.url)
  await suite.smtp.waitFor(1)
  await until(async () => (await emailRow(id)).status === 'sent', 2_000, 'the sent record')
})

test('a message queued in a rolled-back transaction is neither kept nor sent', async () => {
  await workers(suite.smtp.url)
  let id = ''
  await suite.t.database.db
    .transaction(async tx => {
      id = await queueMail(tx as unknown as Db, signInLink())
      tx.rollback()
    })
    .catch(() => {})
  await Bun.sleep(300)
  expect(await emailRow(id)).toBeUndefined()
  expect(suite.smtp.offers).toHaveLength(0)
})

describe('when the provider refuses or is away', () => {
  test('451 twice: retried on schedule, then sent', async () => {
    suite.smtp.respond = offer => (offer <= 2 ? { code: 451, message: 'Greylisted, try again later' } : null)
    await workers(suite.smtp.url, { mail: { retryDelaysMs: [150, 300] } })
    const id = await queueMail(suite.t.database.db, signInLink())
    await suite.smtp.waitFor(1)
    const gaps = suite.smtp.offers.slice(1).map((at, i) => at - suite.smtp.offers[i])
    // Each gap is the wait plus one SMTP exchange (the stand-in's 100 ms greeting delay included).
    expect(gaps[0]).toBeGreaterThanOrEqual(140)
    expect(gaps[0]).toBeLessThan(150 + 1_500)
    expect(gaps[1]).toBeGreaterThanOrEqual(290)
    expect(gaps[1]).toBeLessThan(300 + 1_500)
    await until(async () => (await emailRow(id)).status === 'sent', 2_000, 'the sent record')
    expect(await emailRow(id)).toMatchObject({ attempts: 3, lastError: null })
  })

  test('550 every time: every attempt on schedule, then failed, with the reply kept on the message and the job', async () => {
    suite.smtp.respond = () => ({ code: 550, message: 'Mailbox unavailable' })
    await workers(suite.smtp.url, { mail: { retryDelaysMs: [60, 60, 60, 60, 60, 60] } })
    const id = await queueMail(suite.t.database.db, signInLink())
    await until(async () => (await emailRow(id)).status === 'failed', 10_000, 'the failed record')
    expect(suite.smtp.offers).toHaveLength(7)
    expect(suite.smtp.received).toHaveLength(0)
    const row = await emailRow(id)
    expect(row.attempts).toBe(7)
    expect(row.lastError).toStartWith('550: ')
    expect(row.lastError).toContain('Mailbox unavailable')
    const job = await sendJobOf(id)
    expect(job).toMatchObject({ state: 'failed', attempts: 7, maxAttempts: 7 })
    expect(job?.lastError).toStartWith('550: ')
  })

  test('the server down: the refused connections are retried, and the message leaves once it is back', async () => {
    const port = await freePort()
    const url = `smtp://hempdata:s3cret-smtp-pass@127.0.0.1:${port}`
    await workers(url, { mail: { retryDelaysMs: [100, 100, 100, 100, 100, 100] } })
    const id = await queueMail(suite.t.database.db, signInLink())
    await until(async () => ((await emailRow(id)).attempts ?? 0) >= 2, 5_000, 'two refused attempts')
    expect((await emailRow(id)).lastError).toContain('ECONNREFUSED')
    const back = await startSmtpStandIn({ port })
    try {
      await back.waitFor(1, 5_000)
      await until(async () => (await emailRow(id)).status === 'sent', 2_000, 'the sent record')
      expect((await emailRow(id)).attempts).toBeGreaterThanOrEqual(3)
    } finally {
      await back.close()
    }
  })

  test('a server that stops answering: the attempt times out and the next one sends', async () => {
    suite.smtp.stall()
    await workers(suite.smtp.url, { mail: { retryDelaysMs: [100], smtpTimeouts: { socketMs: 300 } } })
    const id = await queueMail(suite.t.database.db, signInLink())
    await until(
      async () => ((await emailRow(id)).attempts ?? 0) >= 1 && (await emailRow(id)).lastError !== null,
      5_000,
      'the timed-out attempt',
    )
    expect((await emailRow(id)).lastError).toContain('ETIMEDOUT')
    suite.smtp.release()
    await until(async () => (await emailRow(id)).status === 'sent', 5_000, 'the sent record')
  })
})

test('without SMTP_URL every message is printed to the console and kept', async () => {
  const printed: string[] = []
  const started = await workers(null, { mail: { transport: consoleTransport(text => printed.push(text)) } })
  expect(started.mailTransport).toBe('console')
  const id = await queueMail(suite.t.database.db, signInLink('console-reader@example.com'))
  await until(async () => (await emailRow(id)).status === 'sent', 5_000, 'the printed record')
  expect(printed).toHaveLength(1)
  expect(printed[0]).toContain('To: console-reader@example.com')
  expect(printed[0]).toContain('Sign in: https://hempdata.example/login/confirm?token=abc&next=/dashboard')
  expect(await emailRow(id)).toMatchObject({
    transport: 'console',
    messageId: `<${id}@hempdata.example>`,
    htmlBody: expect.stringContaining('<h1'),
  })
  expect(suite.smtp.offers).toHaveLength(0)
})

test('queueMail takes exactly one address: a list or a header smuggled in is refused before anything is stored', async () => {
  for (const to of [
    'a@example.com, b@example.com',
    'a@example.com\r\nBcc: b@example.com',
    'Name <a@example.com>',
    'not-an-address',
    '',
  ]) {
    await expect(queueMail(suite.t.database.db, { ...signInLink(), to })).rejects.toThrow('Not one e-mail address')
  }
})

describe('templates', () => {
  test('everything interpolated is escaped; the subject stays on one line', () => {
    const mail = noticeEmail({
      template: 'x',
      subject: 'Paused\r\nBcc: someone@example.com',
      heading: '<img src=x onerror=alert(1)>',
      paragraphs: ['<script>alert(1)</script>'],
      action: { label: '"><b>Go</b>', url: 'https://hempdata.example/a?b="><script>x</script>' },
      footer: "it's <yours>",
    })
    expect(mail.subject).toBe('Paused Bcc: someone@example.com')
    expect(mail.html).not.toContain('<script')
    expect(mail.html).not.toContain('<img')
    expect(mail.html).not.toContain('<b>')
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(mail.html).toContain('it&#39;s &lt;yours&gt;')
    expect(mail.text).toContain('<script>alert(1)</script>')
  })

  test('links must be absolute http(s) URLs', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,x', '/relative/path']) {
      expect(() =>
        noticeEmail({ template: 'x', subject: 's', heading: 'h', paragraphs: [], action: { label: 'Go', url } }),
      ).toThrow()
    }
  })
})
