/**
 * The one start list of HempData's background jobs: each kind and its handler. The service starts
 * the workers with itself (HD_WORKERS, on by default); `npm run worker` (main.ts) runs them alone.
 * A new kind of background work (webhook fan-out and delivery, scheduled sunsets, …) is added here.
 */
import type { Database } from '../db/client.ts'
import type { Env } from '../env.ts'
import { sendMailHandler, type DeliverOptions } from '../mail/deliver.ts'
import { mailTransport, type MailTransport, type SmtpTimeouts } from '../mail/mailer.ts'
import { SEND_MAIL_JOB } from '../mail/outbox.ts'
import { JobRunner, type JobHandlers, type RunnerOptions } from './runner.ts'

export interface WorkerParts {
  mail: MailTransport
}

export interface WorkerOptions {
  runner?: RunnerOptions
  mail?: DeliverOptions & { transport?: MailTransport; smtpTimeouts?: SmtpTimeouts }
}

/** Every kind of job and what runs it. */
export function jobHandlers(database: Database, parts: WorkerParts, options: WorkerOptions = {}): JobHandlers {
  return {
    [SEND_MAIL_JOB]: sendMailHandler(database.db, parts.mail, options.mail),
  }
}

export interface Workers {
  runner: JobRunner
  /** What sends e-mail: `smtp` (SMTP_URL) or `console`. */
  mailTransport: MailTransport['name']
  stop(): Promise<void>
}

/** Starts a runner over the start list on `database`, with the settings' transports. */
export async function startWorkers(
  database: Database,
  env: Pick<Env, 'smtpUrl'>,
  options: WorkerOptions = {},
): Promise<Workers> {
  const mail = options.mail?.transport ?? mailTransport(env.smtpUrl, options.mail?.smtpTimeouts)
  const runner = new JobRunner(database, jobHandlers(database, { mail }, options), {
    // One process owns an embedded database: whatever is still marked running was left by a stop.
    rescueOrphansAtStart: database.driver === 'pglite',
    ...options.runner,
  })
  await runner.start()
  return {
    runner,
    mailTransport: mail.name,
    async stop() {
      await runner.stop()
      mail.close()
    },
  }
}
