/** Assertions on what the API answers: the success and error envelopes and TypeBox response schemas. */
import { expect } from 'bun:test'
import type { TSchema } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import { ERROR_CODES, statusOf, type ErrorCode } from '../../api/src/lib/errors.ts'
import type { TestResponse } from './app.ts'

/** Asserts `body` matches a TypeBox response schema, logging the first mismatches. */
export function expectSchema(schema: TSchema, body: unknown, label: string): void {
  const ok = Value.Check(schema, body)
  if (!ok)
    console.error(
      label,
      [...Value.Errors(schema, body)].slice(0, 5).map(e => ({ path: e.path, message: e.message, value: e.value })),
    )
  expect(ok, `${label} does not match its response schema`).toBe(true)
}

/** Asserts `res` is the contract's error envelope with `code` and the status errors.ts assigns it. */
export function expectError(res: TestResponse, code: ErrorCode): void {
  const context = `${code} expected; got ${res.status} ${res.text.slice(0, 300)}`
  expect(res.status, context).toBe(statusOf(code))
  expectErrorEnvelope(res)
  expect(res.body.errors[0].code, context).toBe(code)
}

/** The envelope shape of any error response, whatever its code. */
export function expectErrorEnvelope(res: TestResponse): void {
  const body = res.body
  const context = `not an error envelope: ${res.status} ${res.text.slice(0, 300)}`
  expect(typeof body, context).toBe('object')
  expect(body.success, context).toBe(false)
  expect(body.data, context).toBeNull()
  expect(typeof body.meta?.request_id, context).toBe('string')
  expect(body.meta.request_id.length, context).toBeGreaterThan(0)
  expect(res.headers.get('x-request-id'), context).toBe(body.meta.request_id)
  expect(body.meta.api_version, context).toBe('v1')
  expect(Array.isArray(body.errors), context).toBe(true)
  expect(body.errors.length, context).toBeGreaterThanOrEqual(1)
  for (const error of body.errors) {
    expect(Object.keys(ERROR_CODES), context).toContain(error.code)
    expect(typeof error.message, context).toBe('string')
    expect(error.message.length, context).toBeGreaterThan(0)
    expect(typeof error.doc_url, context).toBe('string')
    expect(error.doc_url.endsWith(`/errors#${error.code}`), context).toBe(true)
  }
  expect(res.status, context).toBe(statusOf(body.errors[0].code as ErrorCode))
}

/** Asserts a success envelope and returns its body. */
export function expectOk(res: TestResponse, status = 200): any {
  expect(res.status, `expected ${status}; got ${res.status} ${res.text.slice(0, 400)}`).toBe(status)
  expect(res.body.success).toBe(true)
  expect(res.body.errors === null || (Array.isArray(res.body.errors) && res.body.errors.length === 0)).toBe(true)
  expect(typeof res.body.meta?.request_id).toBe('string')
  expect(res.headers.get('x-request-id')).toBe(res.body.meta.request_id)
  return res.body
}

/** Two error bodies are the same answer when they differ only in request_id. */
export function withoutRequestId(body: any): any {
  const copy = structuredClone(body)
  if (copy?.meta) delete copy.meta.request_id
  return copy
}
