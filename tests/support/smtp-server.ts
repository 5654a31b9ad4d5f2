/**
 * An in-process SMTP server standing in for the e-mail provider: it requires the credentials it is
 * given, parses what arrives with mailparser, and can refuse messages (a 4xx or 5xx reply), stall,
 * or be shut down, so tests see what a real provider would do.
 */
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface Refusal {
  code: number
  message: string
}

export interface SmtpStandIn {
  port: number
  /** SMTP_URL for this server, with its credentials. */
  url: string
  /** Every message accepted, parsed. */
  received: ParsedMail[]
  /** When each message was offered (accepted or refused), in ms since the epoch. */
  offers: number[]
  /** The reply to the next offers: a refusal, or null to accept. Called with the offer's number (1-based). */
  respond: (offer: number) => Refusal | null
  /** Holds every offer unanswered until `release()`; the sender sees a stuck server. */
  stall(): void
  release(): void
  /** Resolves when `count` messages have been accepted. */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>
  close(): Promise<void>
}

export async function startSmtpStandIn(
  options: { port?: number; user?: string; pass?: string } = {},
): Promise<SmtpStandIn> {
  const user = options.user ?? 'hempdata'
  const pass = options.pass ?? 's3cret-smtp-pass'
  let stalled: (() => void)[] | null = null
  const standIn = {
    received: [] as ParsedMail[],
    offers: [] as number[],
    respond: (_offer: number): Refusal | null => null,
  } as SmtpStandIn
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Closing does not wait for senders still connected (a stalled test would otherwise hold it 30 s).
    closeTimeout: 50,
    // No reverse DNS of the client: tests run without a resolver to ask. (smtp-server still waits
    // 100 ms before its greeting, to catch clients that talk too soon: most of a send's time here.)
    disableReverseLookup: true,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === pass) callback(null, { user })
      else callback(Object.assign(new Error('Invalid credentials'), { responseCode: 535 }))
    },
    onData(stream, _session, callback) {
      const offer = standIn.offers.push(Date.now())
      simpleParser(stream).then(async parsed => {
        if (stalled) await new Promise<void>(resolve => stalled?.push(resolve))
        const refusal = standIn.respond(offer)
        if (refusal) return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }))
        standIn.received.push(parsed)
        callback(null, `Ok: queued as Q${offer}`)
      }, callback)
    },
  })
  server.on('error', () => {})
  await new Promise<void>(resolve => server.listen(options.port ?? 0, '127.0.0.1', () => resolve()))
  const port = (server.server.address() as { port: number }).port
  return Object.assign(standIn, {
    port,
    url: `smtp://${user}:${encodeURIComponent(pass)}@127.0.0.1:${port}`,
    stall() {
      stalled ??= []
    },
    release() {
      const waiting = stalled ?? []
      stalled = null
      for (const resolve of waiting) resolve()
    },
    async waitFor(count: number, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs
      while (standIn.received.length < count) {
        if (Date.now() > deadline)
          throw new Error(`expected ${count} messages at the SMTP stand-in, got ${standIn.received.length}`)
        await Bun.sleep(10)
      }
      return standIn.received
    },
    close: () => new Promise<void>(resolve => server.close(() => resolve())),
  })
}
