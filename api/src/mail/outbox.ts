/**
 * Queues an e-mail: the message is stored in `emails` and a `mail.send` job is enqueued, both in the
 * caller's transaction, so a message exists exactly when the change that asked for it commits. The
 * request never waits for a mail server; the job sends it (deliver.ts), with retries.
 */
import type { Db } from '../db/client.ts'
import { emails } from '../db/schema/index.ts'
import { isCleanText } from '../lib/control-characters.ts'
import { prefixedId } from '../lib/ids.ts'
import { enqueue } from '../jobs/queue.ts'
import type { SecretBox } from '../lib/secret-box.ts'

export const SEND_MAIL_JOB = 'mail.send'

/** Waits between attempts to send one message: a mail server down for a few hours still gets it. */
export const MAIL_RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 1_800_000, 3_600_000, 10_800_000]

/** Where a message's one-time link goes in its bodies; the link itself is kept sealed (`emails.sealed_link`). */
export const MAIL_LINK = '{{link}}'

export interface MailMessage {
  /** From: `env.mailFrom` (HD_MAIL_FROM). */
  from: string
  /** One recipient's address. */
  to: string
  subject: string
  text: string
  html?: string
  /** The template's name, kept with the message (`sign_in_link`, `webhook_paused`, …). */
  template?: string
  /** A one-time link, put where the bodies say MAIL_LINK when the message is sent; kept sealed until then. */
  link?: string
}

/** One address, nothing that could add a header or a second recipient, nor a control character that disguises it. */
const ADDRESS = /^[^\s@<>,;:"()[\]\\]+@[^\s@<>,;:"()[\]\\]+\.[^\s@<>,;:"()[\]\\]+$|^[^\s@<>,;:"()[\]\\]+@localhost$/

export function isMailAddress(value: string): boolean {
  return value.length <= 254 && ADDRESS.test(value) && isCleanText(value)
}

export interface SendMailPayload {
  emailId: string
}

/**
 * Stores the message and enqueues its sending; returns the `emails` row id (`eml_…`). A message
 * with a `link` needs the `box` that seals it.
 */
export async function queueMail(db: Db, message: MailMessage, box?: SecretBox): Promise<string> {
  // Callers validate what people type; reaching here with a bad address is a defect, not bad input.
  if (!isMailAddress(message.to)) throw new Error(`Not one e-mail address: ${JSON.stringify(message.to)}`)
  const id = prefixedId('eml')
  if (message.link !== undefined && (!box || !message.text.includes(MAIL_LINK)))
    throw new Error('A message with a link needs the box that seals it, and its place in the text (MAIL_LINK)')
  return db.transaction(async tx => {
    await tx.insert(emails).values({
      id,
      toAddress: message.to,
      fromAddress: message.from,
      subject: message.subject.replace(/\s+/g, ' ').trim(),
      textBody: message.text,
      htmlBody: message.html ?? null,
      template: message.template ?? null,
      sealedLink: message.link === undefined ? null : box!.seal(message.link, id),
    })
    const payload: SendMailPayload = { emailId: id }
    await enqueue(tx as unknown as Db, { kind: SEND_MAIL_JOB, payload, maxAttempts: MAIL_RETRY_DELAYS_MS.length + 1 })
    return id
  })
}
