/**
 * The one start list of HempData's background jobs: each kind and its handler. The service starts
 * the workers with itself (HD_WORKERS, on by default); `npm run worker` (main.ts) runs them alone.
 * A new kind of background work is added here; webhook fan-out and delivery run in their own loop
 * (webhook-worker.ts), whose queue is the deliveries table.
 */
import type { Database } from '../db/client.ts'
import type { Env } from '../env.ts'
import { sendMailHandler, type DeliverOptions } from '../mail/deliver.ts'
import { mailTransport, type MailTransport, type SmtpTimeouts } from '../mail/mailer.ts'
import { SEND_MAIL_JOB } from '../mail/outbox.ts'
import type { JobHandlers } from '../jobs/handler.ts'
import { JobRunner } from './runner.ts'
import type { RunnerOptions } from './runner-options.ts'
import { type SecretBox, secretBoxFor } from '../lib/secret-box.ts'
import { ADDRESS_FORM_JOB, addressFormHandler } from '../accounts/address-forms.ts'
import { AccountService } from '../accounts/service.ts'
import { PROFILES } from '../variants/index.ts'
import { outboundPolicy } from '../webhooks/address-policy.ts'
import type { SendParts } from '../webhooks/send.ts'
import { WebhookWorker } from './webhook-worker.ts'
import type { WebhookWorkerOptions } from './webhook-worker-options.ts'
import { scheduleToday, SUNSET_JOB, sunsetHandler } from './sunset-job.ts'
import { GRACE_JOB, graceHandler, scheduleGraceNow } from './grace-job.ts'

export interface WorkerParts {
  mail: MailTransport
  /** Opens sealed links and keys, and seals new ones (made on first use). */
  box: () => SecretBox
  env: Pick<Env, 'variant' | 'publicUrl' | 'mailFrom' | 'dbTimeoutMs'>
}

export interface WorkerOptions {
  runner?: RunnerOptions
  mail?: DeliverOptions & { transport?: MailTransport; smtpTimeouts?: SmtpTimeouts }
  /** The webhook worker's tuning, and its sending parts (tests hand in a resolver, a CA, a clock). */
  webhooks?: WebhookWorkerOptions & Partial<SendParts>
  /** The clock the billing grace sweep judges by (tests move it). */
  graceNow?: () => Date
}

/** Every kind of job and what runs it. */
export function jobHandlers(database: Database, parts: WorkerParts, options: WorkerOptions = {}): JobHandlers {
  const profile = PROFILES[parts.env.variant]
  const accounts = new AccountService(database, profile, parts.env.dbTimeoutMs)
  return {
    [SEND_MAIL_JOB]: sendMailHandler(database.db, parts.mail, parts.box, options.mail),
    [SUNSET_JOB]: sunsetHandler(database.db),
    [GRACE_JOB]: graceHandler(database.db, accounts, options.graceNow),
    [ADDRESS_FORM_JOB]: addressFormHandler({ database, accounts, profile, box: parts.box, env: parts.env }),
  }
}

export interface Workers {
  runner: JobRunner
  webhooks: WebhookWorker
  /** What sends e-mail: `smtp` (SMTP_URL) or `console`. */
  mailTransport: MailTransport['name']
  stop(): Promise<void>
}

/** Starts a runner over the start list on `database`, with the settings' transports. */
export async function startWorkers(
  database: Database,
  env: Pick<
    Env,
    | 'smtpUrl'
    | 'mailFrom'
    | 'publicUrl'
    | 'webhookAllowNetworks'
    | 'secretKey'
    | 'previousSecretKeys'
    | 'dataDir'
    | 'variant'
    | 'dbTimeoutMs'
  >,
  options: WorkerOptions = {},
): Promise<Workers> {
  const mail = options.mail?.transport ?? mailTransport(env.smtpUrl, options.mail?.smtpTimeouts)
  let opened: SecretBox | null = options.webhooks?.box ?? null
  const box = () => (opened ??= secretBoxFor(env))
  const runner = new JobRunner(database, jobHandlers(database, { mail, box, env }, options), {
    // One process owns an embedded database: whatever is still marked running was left by a stop.
    rescueOrphansAtStart: database.driver === 'pglite',
    ...options.runner,
  })
  await runner.start()
  await scheduleToday(database.db)
  await scheduleGraceNow(database.db)
  const { box: _box, policy, timeoutMs, now, ...tuning } = options.webhooks ?? {}
  const webhooks = new WebhookWorker(
    database,
    {
      box: box(),
      policy: policy ?? outboundPolicy({ allowNetworks: env.webhookAllowNetworks }),
      timeoutMs,
      now,
    },
    { mailFrom: env.mailFrom, publicUrl: env.publicUrl, voice: PROFILES[env.variant] },
    { rescueOrphansAtStart: database.driver === 'pglite', ...tuning },
  )
  await webhooks.start()
  return {
    runner,
    webhooks,
    mailTransport: mail.name,
    async stop() {
      await webhooks.stop()
      await runner.stop()
      mail.close()
    },
  }
}
