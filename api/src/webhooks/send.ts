/**
 * Sending: a delivery's stored body signed with the subscription's secrets at the attempt's time,
 * POSTed by outbound.ts (public addresses only, pinned, 30 s, redirects are failures). Also the test
 * event, sent when a subscription is created, on demand, and before a reactivation.
 */
import { describe } from '../jobs/handler.ts'
import type { SecretBox } from '../lib/secret-box.ts'
import { newUuid } from '../lib/ids.ts'
import type { OutboundPolicy } from './address-policy.ts'
import { postWebhook, type OutboundResult } from './outbound.ts'
import { DELIVERY_TIMEOUT_MS } from './schedule.ts'
import { signingSecrets, type SealedSecrets } from './secrets.ts'
import { signatureHeaders } from './signing.ts'

export interface SendParts {
  box: SecretBox
  policy: OutboundPolicy
  /** 30 s unless given (tests shorten it). */
  timeoutMs?: number
  now?: () => Date
}

export interface Sendable {
  eventId: string
  body: string
}

export async function sendSigned(
  parts: SendParts,
  url: string,
  event: Sendable,
  secrets: readonly string[],
): Promise<OutboundResult> {
  const timestamp = parts.now?.() ?? new Date()
  const headers = signatureHeaders({ body: event.body, eventId: event.eventId, timestamp, secrets })
  return postWebhook({ url, body: event.body, headers: { ...headers } }, parts.policy, {
    timeoutMs: parts.timeoutMs ?? DELIVERY_TIMEOUT_MS,
  })
}

/** Sends one delivery to its subscription's endpoint; whatever goes wrong is a result, never a throw. */
export async function sendDelivery(
  parts: SendParts,
  subscription: SealedSecrets & { endpointUrl: string },
  delivery: Sendable,
): Promise<OutboundResult> {
  let secrets: string[]
  try {
    secrets = signingSecrets(parts.box, subscription, parts.now?.() ?? new Date())
  } catch (error) {
    // A secret that cannot be opened (the server key changed) is the deployment's fault: say so.
    const message = `the signing secret could not be used: ${describe(error)}`
    return {
      ok: false,
      status: null,
      durationMs: 0,
      responseStart: '',
      retryAfterSeconds: null,
      address: null,
      error: { kind: 'connect', message },
    }
  }
  return sendSigned(parts, subscription.endpointUrl, delivery, secrets)
}

export const TEST_EVENT_TYPE = 'webhook.test'

/**
 * The test event's body (the contract leaves its shape to us): the delivery body's fields that make
 * sense without a change, with `event_type` `webhook.test` and `test: true`, so a receiver can
 * recognise and acknowledge it without acting on it. `subscription_id` is the id the deployment's
 * API answers with (`whk_…` nested, the bare UUID column), so GET/DELETE /v1/webhooks/{id} accept it.
 */
export function testEvent(publicSubscriptionId: string, at: Date): Sendable & { eventType: string } {
  const eventId = `test_${newUuid()}`
  const body = JSON.stringify({
    event_id: eventId,
    event_type: TEST_EVENT_TYPE,
    test: true,
    subscription_id: publicSubscriptionId,
    plain_english_summary: 'A test event from HempData: reply 2xx to acknowledge it.',
    timestamp: at.toISOString(),
  })
  return { eventId, body, eventType: TEST_EVENT_TYPE }
}
