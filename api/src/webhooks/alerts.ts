/**
 * The e-mails about a failing endpoint: an early warning at 40 failed deliveries in a row (each
 * failed after all six attempts), and the pause at 50. Each names the endpoint, the last event's type and id and the last error, so the
 * reader knows what broke without signing in (what users of Hookdeck and Svix ask for).
 */
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { accounts } from '../db/schema/index.ts'
import { queueMail } from '../mail/outbox.ts'
import { noticeEmail } from '../mail/templates.ts'
import { MAX_ATTEMPTS, PAUSE_AFTER_FAILURES } from './schedule.ts'

export interface AlertContext {
  accountId: string
  endpointUrl: string
  failures: number
  eventType: string
  eventId: string
  lastError: string
}

export interface AlertOptions {
  mailFrom: string
  publicUrl: string
}

export async function queueFailureAlert(
  db: Db,
  kind: 'warning' | 'paused',
  context: AlertContext,
  options: AlertOptions,
): Promise<void> {
  const [account] = await db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, context.accountId))
  if (!account) return
  const last = `The last attempt delivered a ${context.eventType} event (${context.eventId}) and failed: ${context.lastError}.`
  const notice =
    kind === 'paused'
      ? {
          template: 'webhook_paused',
          subject: `HempData paused your webhook to ${context.endpointUrl}`,
          heading: 'Your webhook endpoint is paused',
          paragraphs: [
            `${context.failures} deliveries in a row to ${context.endpointUrl} failed (each after all ${MAX_ATTEMPTS} attempts), so HempData paused the subscription.`,
            last,
            'New events are kept while it is paused. Fix the endpoint, then reactivate the subscription (POST /v1/webhooks/{id}/reactivate sends a test event first); the kept events are delivered after that.',
          ],
        }
      : {
          template: 'webhook_failing',
          subject: `Your HempData webhook to ${context.endpointUrl} is failing`,
          heading: 'Your webhook endpoint keeps failing',
          paragraphs: [
            `${context.failures} deliveries in a row to ${context.endpointUrl} failed (each after all ${MAX_ATTEMPTS} attempts). At ${PAUSE_AFTER_FAILURES} failed deliveries in a row HempData pauses the subscription.`,
            last,
          ],
        }
  const mail = noticeEmail({
    ...notice,
    action: { label: 'Open the API docs', url: `${options.publicUrl}/docs` },
    footer: 'You get this because your HempData account has a webhook subscription.',
  })
  await queueMail(db, { from: options.mailFrom, to: account.email, ...mail })
}
