/**
 * Where e-mail leaves: over SMTP with nodemailer when SMTP_URL is set, otherwise printed to the
 * console (the embedded default, so `npm start` works alone). Either way the message is kept in
 * the `emails` table by the job that sends it (deliver.ts).
 */
import nodemailer from 'nodemailer'

export interface OutgoingMail {
  /** The `emails` row id: also the Message-ID's left part, so a resent message keeps its Message-ID. */
  id: string
  from: string
  to: string
  subject: string
  text: string
  html: string | null
}

export interface SentMail {
  messageId: string
  /** The server's reply to the message (e.g. `250 2.0.0 Ok: queued as 4F2…`). */
  response: string
}

export interface MailTransport {
  readonly name: 'smtp' | 'console'
  send(mail: OutgoingMail): Promise<SentMail>
  close(): void
}

export interface SmtpTimeouts {
  /** To open the connection, to get the greeting, and of silence once talking; a stuck server fails the attempt. */
  connectionMs?: number
  greetingMs?: number
  socketMs?: number
}

/** The Message-ID of a stored message: `<eml_…@the From's domain>`. */
export function messageIdOf(mail: Pick<OutgoingMail, 'id' | 'from'>): string {
  const domain = /@([^\s<>]+?)>?$/.exec(mail.from)?.[1] ?? 'hempdata.localhost'
  return `<${mail.id}@${domain}>`
}

export function smtpTransport(smtpUrl: string, timeouts: SmtpTimeouts = {}): MailTransport {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeouts.connectionMs ?? 10_000,
    greetingTimeout: timeouts.greetingMs ?? 10_000,
    socketTimeout: timeouts.socketMs ?? 30_000,
  })
  return {
    name: 'smtp',
    async send(mail) {
      const info = await transport.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        messageId: messageIdOf(mail),
      })
      return { messageId: info.messageId, response: info.response }
    },
    close: () => transport.close(),
  }
}

/** Prints each message, for a service without SMTP_URL: the sign-in links are on the console. */
export function consoleTransport(print: (text: string) => void = console.log): MailTransport {
  return {
    name: 'console',
    async send(mail) {
      const messageId = messageIdOf(mail)
      const rule = '─'.repeat(60)
      print(
        `${rule}\nE-mail (no SMTP_URL set, so printed here)\nMessage-ID: ${messageId}\nFrom: ${mail.from}\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n${rule}`,
      )
      return { messageId, response: 'printed to the console' }
    },
    close() {},
  }
}

/** The transport the settings choose. */
export function mailTransport(smtpUrl: string | null, timeouts?: SmtpTimeouts): MailTransport {
  return smtpUrl ? smtpTransport(smtpUrl, timeouts) : consoleTransport()
}
