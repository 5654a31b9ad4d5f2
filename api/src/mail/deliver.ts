/**
 * The `mail.send` job: sends one stored message through the transport and records how it went on
 * its `emails` row (attempts, last error, status, Message-ID, the server's reply). A failed attempt
 * is retried on MAIL_RETRY_DELAYS_MS; when the attempts are spent the message is marked failed.
 * Delivery is at least once: if the process dies between the server's acceptance and the record,
 * the message is sent again with the same Message-ID, so receiving systems can tell it is a repeat.
 */
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { emails } from '../db/schema/index.ts'
import { describe, type JobHandler } from '../jobs/handler.ts'
import type { MailTransport } from './mailer.ts'
import { MAIL_RETRY_DELAYS_MS, type SendMailPayload } from './outbox.ts'

export interface DeliverOptions {
  /** Waits between attempts; MAIL_RETRY_DELAYS_MS unless given (tests shorten them). */
  retryDelaysMs?: number[]
  /** One attempt's limit; above the transport's own timeouts. */
  timeoutMs?: number
}

export function sendMailHandler(
  db: Db,
  transport: MailTransport,
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
          text: mail.textBody,
          html: mail.htmlBody,
        })
        await db
          .update(emails)
          .set({
            status: 'sent',
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
      await db.update(emails).set({ status: 'failed', updatedAt: sql`now()` }).where(eq(emails.id, job.payload.emailId))
    },
  }
}
