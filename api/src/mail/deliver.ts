/**
 * The `mail.send` job: sends one stored message through the transport and records how it went on
 * its `emails` row (attempts, last error, status, Message-ID, the server's reply). A failed attempt
 * is retried on MAIL_RETRY_DELAYS_MS; when the attempts are spent the message is marked failed.
 * Delivery is at least once: if the process dies between the server's acceptance and the record,
 * the message is sent again with the same Message-ID, so receiving systems can tell it is a repeat.
 * A one-time link is opened into the bodies only to send them, and its sealed copy is dropped once
 * the message is sent or given up.
 */
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { emails } from '../db/schema/index.ts'
import { describe, type JobHandler } from '../jobs/handler.ts'
import type { MailTransport } from './mailer.ts'
import type { SecretBox } from '../lib/secret-box.ts'
import { MAIL_LINK, MAIL_RETRY_DELAYS_MS, type SendMailPayload } from './outbox.ts'
import { escapeHtml } from './templates.ts'

export interface DeliverOptions {
  /** Waits between attempts; MAIL_RETRY_DELAYS_MS unless given (tests shorten them). */
  retryDelaysMs?: number[]
  /** One attempt's limit; above the transport's own timeouts. */
  timeoutMs?: number
}

/** A stored message's bodies, with its one-time link opened into them. */
function bodiesOf(mail: typeof emails.$inferSelect, box: () => SecretBox): { text: string; html: string | null } {
  if (!mail.sealedLink) return { text: mail.textBody, html: mail.htmlBody }
  const link = box().open(mail.sealedLink, mail.id)
  return {
    text: mail.textBody.replaceAll(MAIL_LINK, link),
    html: mail.htmlBody?.replaceAll(MAIL_LINK, escapeHtml(link)) ?? null,
  }
}

export function sendMailHandler(
  db: Db,
  transport: MailTransport,
  box: () => SecretBox,
  options: DeliverOptions = {},
): JobHandler<SendMailPayload> {
  const delays = options.retryDelaysMs ?? MAIL_RETRY_DELAYS_MS
  return {
    timeoutMs: options.timeoutMs ?? 120_000,
    retryDelayMs: attempt => delays[Math.min(attempt, delays.length) - 1] ?? delays[delays.length - 1] ?? 60_000,
    async run({ emailId }, job) {
      const [mail] = await db.select().from(emails).where(eq(emails.id, emailId))
      if (!mail || mail.status === 'sent') return
      const now = sql`now()`
      try {
        const sent = await transport.send({
          id: mail.id,
          from: mail.fromAddress,
          to: mail.toAddress,
          subject: mail.subject,
          ...bodiesOf(mail, box),
        })
        await db
          .update(emails)
          .set({
            status: 'sent',
            sealedLink: null,
            attempts: job.attempts,
            lastError: null,
            transport: transport.name,
            messageId: sent.messageId,
            providerResponse: sent.response,
            sentAt: now,
            updatedAt: now,
          })
          .where(eq(emails.id, mail.id))
      } catch (error) {
        await db
          .update(emails)
          .set({
            attempts: job.attempts,
            lastError: describe(error).slice(0, 2000),
            transport: transport.name,
            updatedAt: now,
          })
          .where(eq(emails.id, mail.id))
        throw error
      }
    },
    async failed(job) {
      await db
        .update(emails)
        .set({ status: 'failed', sealedLink: null, updatedAt: sql`now()` })
        .where(eq(emails.id, job.payload.emailId))
    },
  }
}
