/** What both entry points (nested and column) export besides their client and model types. */
export { HempDataClient } from './client.js'
export { type ApiRequest, HttpClient, type RawResponse } from './core/http.js'
export {
  type ClientOptions,
  DEFAULT_BASE_URL,
  DEFAULT_TIMEOUT_MS,
  type Fetch,
  type RequestOptions,
} from './core/options.js'
export {
  backoff,
  DEFAULT_RETRY,
  parseRetryAfter,
  type RetryOptions,
  type RetryPolicy,
  retryDelay,
} from './core/retry.js'
export type { BodyOf, DataOf, HempDataPaths, JsonOf, MetaOf, QueryOf, Result, ResultOf } from './core/types.js'
export {
  type ApiErrorCode,
  type ApiErrorDetail,
  type ClientErrorCode,
  type ErrorCode,
  HempDataError,
  isHempDataError,
} from './errors.js'
export type { CsvExport } from './resources/regulations.js'
export {
  DEFAULT_TOLERANCE_SECONDS,
  type VerifyWebhookOptions,
  verifyWebhook,
  type WebhookEvent,
  type WebhookEventType,
  type WebhookHeaders,
  type WebhookRegulationState,
  type WebhookVerificationCode,
  WebhookVerificationError,
} from './webhooks.js'
export {
  type ReceiptKeySet,
  type ReceiptPayload,
  type ReceiptVerificationCode,
  ReceiptVerificationError,
  type VerifiedReceipt,
  verifyReceipt,
} from './receipts.js'
