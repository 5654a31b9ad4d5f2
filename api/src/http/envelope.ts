/**
 * The one writer of the contract's envelope. Every success leaves in one field order, as an object
 * (`ok`) or, for cached and pre-serialized reads, as text around the request id (`successHead` +
 * id + `SUCCESS_TAIL`), so the per-request part is only the id.
 */
import { ERROR_CODES, type ErrorCode } from '../lib/errors.ts'

export interface Envelope {
  success: boolean
  data: unknown
  meta: Record<string, unknown>
  errors: unknown[] | null
}

export function ok(data: unknown, requestId: string, meta: Record<string, unknown> = {}): Envelope {
  return { success: true, data, errors: [], meta: { api_version: 'v1', ...meta, request_id: requestId } }
}

/**
 * A success envelope up to the request id's opening quote: `data` and `meta` already serialized.
 * `errors` is `[]`, or `null` where the contract says so (the answer endpoint).
 */
export function successHead(dataJson: string, meta?: Record<string, unknown>, errors: '[]' | 'null' = '[]'): string {
  const extra = meta && Object.keys(meta).length > 0 ? `,${JSON.stringify(meta).slice(1, -1)}` : ''
  return `{"success":true,"data":${dataJson},"errors":${errors},"meta":{"api_version":"v1"${extra},"request_id":"`
}

/** What follows the request id (ASCII, no escaping needed: see request-id.ts). */
export const SUCCESS_TAIL = '"}}'

export function docUrl(publicUrl: string, code: ErrorCode): string {
  return `${publicUrl}/errors#${code}`
}

export function failure(
  code: ErrorCode,
  message: string,
  requestId: string,
  publicUrl: string,
  extra: Record<string, unknown> = {},
): Envelope {
  return {
    success: false,
    data: null,
    errors: [{ code, message, doc_url: docUrl(publicUrl, code), ...extra }],
    meta: { api_version: 'v1', request_id: requestId },
  }
}

export const isErrorCode = (value: string): value is ErrorCode => value in ERROR_CODES
