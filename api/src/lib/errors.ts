/**
 * The closed set of error codes of the HempData contract, their HTTP status and what a client
 * should do about each. `throw new ApiError(code, message)` anywhere; one handler renders it.
 */
export const ERROR_CODES = {
  ENDPOINT_UNREACHABLE: [400, 'The webhook endpoint could not be reached. Check that it is public and answers HTTPS.'],
  ENDPOINT_VALIDATION_FAILED: [
    400,
    'The test event got a non-2xx reply. Make the endpoint answer 2xx, then create the subscription again.',
  ],
  HTTPS_REQUIRED: [400, 'Webhook endpoints must use https://.'],
  INVALID_KEY_TYPE: [
    400,
    'Use a secret key (…_sk_…) for server calls and a publishable key (…_pk_…) only for the widget.',
  ],
  INVALID_SIGNATURE: [400, 'The webhook signature did not verify. Sign the exact raw body with the right secret.'],
  INVALID_TIER: [400, 'Pick one of the tiers this deployment sells.'],
  INVALID_URL: [400, 'endpoint_url must be an absolute URL.'],
  MISSING_ENDPOINT: [400, 'Send endpoint_url in the body.'],
  MISSING_FIELDS: [400, 'Send every required field; the message lists the missing ones.'],
  MISSING_SIGNATURE: [400, 'Processor webhooks must carry the processor signature header.'],
  STATE_REQUIRED: [400, 'Pass a two-letter state, or call from a US address the service can locate.'],
  VALIDATION_ERROR: [
    400,
    'The message names the failing parameter or body field and what it expects. Fix the request; retrying it unchanged fails again.',
  ],
  DEMO_KEY_INVALID: [401, 'The demo key has been rotated. Fetch the current key from the playground.'],
  MISSING_ADMIN_KEY: [401, 'Send the operator secret in the X-Admin-Key header.'],
  UNAUTHORIZED: [
    401,
    'Send a valid key as "Authorization: Bearer hd_live_sk_…" or "X-API-Key: hd_live_sk_…". Missing, malformed and unknown keys all get this answer.',
  ],
  DEMO_ORIGIN_DENIED: [403, 'The demo key only works from the playground origins.'],
  DEMO_PATH_DENIED: [403, 'The demo key only works on the curated read endpoints.'],
  FORBIDDEN: [
    403,
    'The key or its account is deactivated, or the account has no access to this resource (for example a state outside a starter plan). The message says which.',
  ],
  NOT_FOUND: [404, 'The endpoint or record does not exist. Check the path and identifier.'],
  UPGRADE_REQUIRED: [402, 'This feature needs a higher tier; the message names it.'],
  ALREADY_EXISTS: [409, 'A record with this identifier already exists. Fetch it instead of creating it.'],
  ENDPOINT_RETIRED: [410, 'This endpoint was retired. Call the endpoint named in `replacement`.'],
  DEMO_RATE_LIMITED: [429, 'The demo key reached its hourly or daily cap. Use your own key.'],
  MONTHLY_QUOTA_EXCEEDED: [429, 'The monthly allowance is used up; `resets_at` says when it renews. Upgrade for more.'],
  RATE_LIMITED: [
    429,
    'Too many requests this minute. Wait for Retry-After seconds, then back off exponentially (start 1 s, cap 60 s).',
  ],
  DEMO_MISCONFIGURED: [500, 'The demo key is not configured on this server. Tell the operator.'],
  HANDLER_ERROR: [500, 'A webhook handler failed. The processor will retry; tell the operator if it persists.'],
  INTERNAL_ERROR: [
    500,
    'Something failed on our side. Retry with exponential backoff; quote the request_id if it persists.',
  ],
  PRICE_NOT_FOUND: [500, 'No price is configured for that tier and billing period. Tell the operator.'],
  PRODUCT_NOT_FOUND: [500, 'The product catalogue is not configured. Tell the operator.'],
  ANSWER_UNAVAILABLE: [503, 'The answer engine failed; this is our defect, not a gap in the data. Retry later.'],
  DEMO_DISABLED: [503, 'The playground is switched off.'],
  DEMO_GLOBAL_CAPACITY: [503, 'The playground reached its global hourly cap. Try again next hour.'],
  DEMO_RATE_LIMIT_UNAVAILABLE: [503, 'The playground cannot count requests right now. Try again shortly.'],
  FEATURE_DISABLED: [503, 'This endpoint is switched off on this deployment; doc_url points at the alternative.'],
  OPS_DISABLED: [503, 'No operator secret is configured (HD_ADMIN_SECRET), so /ops is off.'],
  SERVICE_UNAVAILABLE: [503, 'The database or cache is unreachable. Retry with exponential backoff.'],
  EMBED_FAILED: [503, 'Former question endpoint only. Use GET /v1/answer.'],
  RETRIEVAL_FAILED: [503, 'Former question endpoint only. Use GET /v1/answer.'],
  GENERATION_FAILED: [503, 'Former question endpoint only. Use GET /v1/answer.'],
  COMPLIANCE_TIER_FAILED: [503, 'Former question endpoint only. Use GET /v1/answer.'],
} as const satisfies Record<string, readonly [number, string]>

export type ErrorCode = keyof typeof ERROR_CODES

export function statusOf(code: ErrorCode): number {
  return ERROR_CODES[code][0]
}

export function recoveryOf(code: ErrorCode): string {
  return ERROR_CODES[code][1]
}

/** An error a client can act on: rendered as the envelope with its code's status. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra top-level fields of the error body (e.g. `replacement`, `resets_at`). */
    readonly extra: Record<string, unknown> = {},
    /** Extra response headers (e.g. Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }

  get status(): number {
    return statusOf(this.code)
  }
}
