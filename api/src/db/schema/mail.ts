import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Every e-mail HempData sends, kept whatever the transport (SMTP, or the console on the embedded
 * default): what was sent, to whom, and how sending went. Queued by api/src/mail/outbox.ts in the
 * caller's transaction; sent by the `mail.send` job.
 */
export const emails = pgTable(
  'emails',
  {
    id: text('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    fromAddress: text('from_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /**
     * A one-time link the message carries (sign-in, a new address's confirmation), sealed with the
     * server key (lib/secret-box.ts); the bodies hold MAIL_LINK where it goes. Opened only to send,
     * and dropped once the message is sent or given up: a copy of this table signs no one in.
     */
    sealedLink: text('sealed_link'),
    /** Which template made it (`sign_in_link`, `webhook_paused`, …), for finding messages of a kind. */
    template: text('template'),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** `smtp` or `console`: the transport that sent it. */
    transport: text('transport'),
    /** The Message-ID header, and the provider's reply to the message (its queue id, as most SMTP services answer). */
    messageId: text('message_id'),
    providerResponse: text('provider_response'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().default(sql`now()`),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'string' }),
  },
  table => [index('emails_to_idx').on(table.toAddress, table.createdAt)],
)
