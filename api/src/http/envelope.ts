/** The response envelope of the contract. */
import { ERROR_CODES, type ErrorCode } from '../lib/errors.ts'

export interface Envelope {
  success: boolean
  data: unknown
  meta: Record<string, unknown>
  errors: unknown[] | null
}

export function ok(data: unknown, requestId: string, meta: Record<string, unknown> = {}): Envelope {
  return { success: true, data, meta: { request_id: requestId, api_version: 'v1', ...meta }, errors: [] }
}

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
    meta: { request_id: requestId, api_version: 'v1' },
    errors: [{ code, message, doc_url: docUrl(publicUrl, code), ...extra }],
  }
}

export const isErrorCode = (value: string): value is ErrorCode => value in ERROR_CODES
