/** What both entry points (nested and column) export besides their client and model types. */
export { HempDataClient } from './client.ts'
export { type ApiRequest, HttpClient, type RawResponse } from './core/http.ts'
export { type ClientOptions, DEFAULT_BASE_URL, DEFAULT_TIMEOUT_MS, type Fetch, type RequestOptions } from './core/options.ts'
export { backoff, DEFAULT_RETRY, parseRetryAfter, type RetryOptions, type RetryPolicy, retryDelay } from './core/retry.ts'
export type { BodyOf, DataOf, HempDataPaths, JsonOf, MetaOf, QueryOf, Result, ResultOf } from './core/types.ts'
export {
  type ApiErrorCode,
  type ApiErrorDetail,
  type ClientErrorCode,
  type ErrorCode,
  HempDataError,
  isHempDataError,
} from './errors.ts'
export type { CsvExport } from './resources/regulations.ts'
