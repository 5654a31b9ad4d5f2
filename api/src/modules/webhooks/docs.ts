/** OpenAPI details of /v1/webhooks: what each route does, its security and every error it answers. */
import { t } from 'elysia'
import { describe, KEYED } from '../../http/openapi.ts'
import { envelope, meta } from '../../http/schemas.ts'
import type { ErrorCode } from '../../lib/errors.ts'
import { deliveriesQuery, rotateBody, testOutcome, WEBHOOK_EVENT_TYPES } from './model.ts'
import { MAX_SUBSCRIPTIONS } from './subscriptions.ts'
import type { WebhookShapes } from './variants/shapes.ts'

const TAG = 'Webhooks'
const ENTERPRISE = 'Enterprise tier only: other tiers get 403 FORBIDDEN naming the tier.'
const SIGNING =
  "Every delivery is a POST of the JSON body described under Events, signed two ways: `X-Service-Signature` (hex HMAC-SHA256 of the raw body, keyed with the whole `whsec_…` secret) and the Standard Webhooks headers `webhook-id` (the event_id), `webhook-timestamp` and `webhook-signature` (`v1,<base64>` over `{id}.{timestamp}.{body}`, keyed with the base64-decoded part of the secret), so receivers can refuse replays. A 2xx reply within 30 s is success; anything else (redirects included) fails and is retried after 1 min, 5 min, 30 min, 2 h and 12 h (6 attempts in all; a receiver's Retry-After may push an attempt later, up to 24 h), then the delivery is failed and can be retried by hand. 50 consecutive failed deliveries (each failed after its sixth attempt; a delivered one resets the count) pause the subscription (an e-mail warns at 40 and tells of the pause); a paused subscription keeps its events and delivers them once reactivated. Deliveries go only to public addresses."
const TEST_EVENT =
  'The test event is `{"event_id": "test_…", "event_type": "webhook.test", "test": true, "subscription_id": …, "plain_english_summary": …, "timestamp": …}`, signed like every delivery.'

export function webhookDocs(shapes: WebhookShapes) {
  const path = [{ name: 'id', description: shapes.idDescription, pattern: shapes.idPattern }]
  const errors = (...codes: ErrorCode[]) => [...KEYED, 'NOT_FOUND' as const, ...codes]
  const withSecret = envelope(t.Object({ signing_secret: t.String() }, { additionalProperties: true }), meta())
  return {
    create: describe({
      security: 'secret',
      tag: TAG,
      summary: 'Subscribe an endpoint to regulation changes',
      description: [
        ENTERPRISE,
        `endpoint_url must be https:// on port 443 or 1024–65535 and resolve to public addresses. Filters (\`${shapes.stateKey}\`, substances, product_types, event_types) are checked against the known lists; omitted or empty = all. Event types: ${WEBHOOK_EVENT_TYPES.join(', ')}.`,
        `Creation sends a test event: no reply gives 400 ENDPOINT_UNREACHABLE, a non-2xx reply 400 ENDPOINT_VALIDATION_FAILED. ${TEST_EVENT}`,
        'The 201 response carries `signing_secret`, shown only now (Cache-Control: no-store, like every answer here).',
        `An account holds at most ${MAX_SUBSCRIPTIONS} subscriptions (403 FORBIDDEN past that) and one per endpoint_url (409 ALREADY_EXISTS): use filters to narrow what one receives. Text fields refuse control characters (400 VALIDATION_ERROR naming the field).`,
        SIGNING,
      ].join(' '),
      okStatus: 201,
      ok: shapes.responses.created,
      body: shapes.body,
      errors: [
        ...KEYED,
        'VALIDATION_ERROR',
        'MISSING_ENDPOINT',
        'INVALID_URL',
        'HTTPS_REQUIRED',
        'ENDPOINT_UNREACHABLE',
        'ENDPOINT_VALIDATION_FAILED',
        'ALREADY_EXISTS',
      ],
      audit: ['webhook.created'],
    }),
    list: describe({
      security: 'secret',
      tag: TAG,
      summary: "List the account's webhook subscriptions with their counters",
      description: `${ENTERPRISE} Never returns the signing secret. total_deliveries counts deliveries that ended (delivered or failed for good), failed_deliveries those that failed; consecutive_failures counts failed deliveries in a row (a delivery fails after its sixth failed attempt; a failed attempt with a retry ahead is not counted, a delivered one resets it); 50 pause the subscription.`,
      ok: shapes.responses.list,
      errors: [...KEYED],
    }),
    delete: describe({
      security: 'secret',
      tag: TAG,
      summary: 'Delete a webhook subscription',
      description: `${ENTERPRISE} Its pending deliveries are dropped. Another account's id answers 404.`,
      path,
      ok: shapes.responses.deleted,
      errors: errors(),
      audit: ['webhook.deleted'],
    }),
    rotate: describe({
      security: 'secret',
      tag: TAG,
      summary: 'Rotate the signing secret, with an overlap',
      description: `${ENTERPRISE} Returns the new secret once. For overlap_hours (24 unless given, 0 to 168) deliveries carry a Standard Webhooks signature from each secret and X-Service-Signature from the old one, so receivers can switch without missing a delivery. Send no body for the defaults; a body must be a JSON object (\`null\` is refused).`,
      path,
      body: rotateBody,
      ok: withSecret,
      errors: errors('VALIDATION_ERROR'),
      audit: ['webhook.secret_rotated'],
    }),
    deliveries: describe({
      security: 'secret',
      tag: TAG,
      summary: "List a subscription's deliveries with every attempt",
      description: `${ENTERPRISE} Newest first; filter by status (pending, in_flight, succeeded, failed, held). Each attempt has its status code, duration, error and the first 2 KiB of the reply.`,
      path,
      query: deliveriesQuery,
      ok: shapes.responses.deliveries,
      errors: errors('VALIDATION_ERROR'),
    }),
    retry: describe({
      security: 'secret',
      tag: TAG,
      summary: 'Retry a failed delivery now',
      description: `${ENTERPRISE} Adds one attempt to a failed delivery and sends it at once. A delivery that is not failed answers 400 VALIDATION_ERROR.`,
      path: [...path, { name: 'delivery_id', description: 'Delivery id, from the deliveries list.' }],
      ok: envelope(t.Object({ id: t.String(), status: t.Literal('pending') }), meta()),
      errors: errors('VALIDATION_ERROR'),
      audit: ['webhook.delivery_retried'],
    }),
    reactivate: describe({
      security: 'secret',
      tag: TAG,
      summary: 'Reactivate a paused subscription',
      description: `${ENTERPRISE} Sends a test event first; only a 2xx reply reactivates (else 400 ENDPOINT_UNREACHABLE or ENDPOINT_VALIDATION_FAILED). The events kept while paused are then delivered; released_deliveries says how many.`,
      path,
      ok: shapes.responses.subscription,
      errors: errors('ENDPOINT_UNREACHABLE', 'ENDPOINT_VALIDATION_FAILED'),
      audit: ['webhook.test_sent', 'webhook.reactivated'],
    }),
    test: describe({
      security: 'secret',
      tag: TAG,
      summary: 'Send a test event now',
      description: `${ENTERPRISE} ${TEST_EVENT} The outcome is the answer (a failing endpoint is not an error here) and is kept among the deliveries.`,
      path,
      ok: testOutcome,
      errors: errors(),
      audit: ['webhook.test_sent'],
    }),
  }
}
