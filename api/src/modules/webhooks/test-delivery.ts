/** A test event sent on demand is kept among the subscription's deliveries, with its one attempt. */
import type { Db } from '../../db/client.ts'
import { webhookAttempts, webhookDeliveries } from '../../db/schema/index.ts'
import { newUuid } from '../../lib/ids.ts'
import type { OutboundResult } from '../../webhooks/outbound.ts'
import { errorText } from '../../webhooks/record-attempt.ts'
import type { Sendable } from '../../webhooks/send.ts'

export async function recordTestDelivery(
  db: Db,
  subscriptionId: string,
  event: Sendable & { eventType: string },
  result: OutboundResult,
  now: Date,
): Promise<void> {
  const id = newUuid()
  const at = now.toISOString()
  const error = errorText(result)
  await db.transaction(async tx => {
    await tx.insert(webhookDeliveries).values({
      id,
      subscriptionId,
      eventId: event.eventId,
      eventType: event.eventType,
      body: event.body,
      status: result.ok ? 'succeeded' : 'failed',
      attempts: 1,
      maxAttempts: 1,
      runAt: at,
      lastStatusCode: result.status,
      lastError: error,
      deliveredAt: result.ok ? at : null,
    })
    await tx.insert(webhookAttempts).values({
      id: newUuid(),
      deliveryId: id,
      attempt: 1,
      statusCode: result.status,
      error,
      durationMs: result.durationMs,
      responseStart: result.responseStart,
      at,
    })
  })
}
