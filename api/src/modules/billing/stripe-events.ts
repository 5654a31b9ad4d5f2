/**
 * POST /v1/webhooks/stripe: Stripe's inbound events, verified over the raw body with the SDK's async
 * verification (the worker build Bun loads has no synchronous one) and the endpoint secret, 300 s
 * tolerance. No `Stripe-Signature` header: 400 MISSING_SIGNATURE; a failed check: 400
 * INVALID_SIGNATURE; an uncaught failure while handling: 500 HANDLER_ERROR, so Stripe delivers again.
 */
import type Stripe from 'stripe'
import type { BillingEvents } from '../../billing/context.ts'
import { handleStripeEvent } from '../../billing/events.ts'
import { readBodyText } from '../../http/body.ts'
import { ApiError } from '../../lib/errors.ts'
import { logFailure } from '../../lib/log.ts'

const MAX_EVENT_BYTES = 512 * 1024
export const SIGNATURE_TOLERANCE_S = 300

export async function receiveStripeEvent(
  request: Request,
  stripe: Stripe,
  secret: string | null,
  ctx: BillingEvents,
): Promise<{ received: true; duplicate: boolean }> {
  const signature = request.headers.get('stripe-signature') ?? ''
  const raw = await readBodyText(request, MAX_EVENT_BYTES)
  if (!secret) throw new ApiError('INVALID_SIGNATURE', 'No STRIPE_WEBHOOK_SECRET is configured, so no event verifies.')
  let event: Stripe.Event
  try {
    event = await stripe.webhooks.constructEventAsync(raw, signature, secret, SIGNATURE_TOLERANCE_S)
  } catch {
    throw new ApiError(
      'INVALID_SIGNATURE',
      'The Stripe-Signature does not verify over this body with the endpoint secret.',
    )
  }
  try {
    const outcome = await handleStripeEvent(ctx, event)
    return { received: true, duplicate: outcome.duplicate }
  } catch (error) {
    logFailure(`Stripe event ${event.id} (${event.type}); Stripe delivers it again`, error)
    throw new ApiError('HANDLER_ERROR', `Event ${event.id} could not be handled; Stripe delivers it again.`)
  }
}
