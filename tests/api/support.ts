/** Shared setup and assertions for the API suites: both variants' apps, the error envelope, schemas, CSV parsing, query strings, fixtures. */
import { afterAll, beforeAll, expect, setDefaultTimeout } from 'bun:test'
import type { TSchema } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import type { Regulation } from '../../api/src/domain/types.ts'
import { ERROR_CODES, statusOf, type ErrorCode } from '../../api/src/lib/errors.ts'
import type { Snapshot } from '../../api/src/snapshot/snapshot.ts'
import { ADMIN_SECRET, testApp, type TestApp, type TestResponse } from '../helpers/app.ts'

export { ADMIN_SECRET }

export type Variant = 'nested' | 'column'
export const VARIANTS = ['nested', 'column'] as const

/**
 * One test app per listed variant for the whole file: registers a beforeAll that starts them in
 * parallel (120 s: migrations and seed) and an afterAll that closes them, and sets the file's default
 * test timeout. Returns the object the beforeAll fills in, so read `apps.nested` inside tests and
 * hooks, never at registration time. Hooks run in registration order, so a beforeAll the file
 * registers after this call (keys, fixtures) sees the apps.
 */
export function variantApps<V extends Variant>(
  variants: readonly V[],
  options: { timeout?: number } = {},
): Record<V, TestApp> {
  setDefaultTimeout(options.timeout ?? 30_000)
  const apps = {} as Record<V, TestApp>
  beforeAll(async () => {
    const started = await Promise.all(variants.map(variant => testApp({ variant })))
    variants.forEach((variant, i) => {
      apps[variant] = started[i]
    })
  }, 120_000)
  afterAll(async () => {
    await Promise.all(variants.map(variant => apps[variant]?.close()))
  })
  return apps
}

/** variantApps for both variants: `apps.nested` and `apps.column`. */
export const bothVariants = (options: { timeout?: number } = {}): Record<Variant, TestApp> =>
  variantApps(VARIANTS, options)

/** A key on `tier` for each app of `apps`, created by a beforeAll registered here (so after bothVariants's). */
export function keyPerVariant(apps: Record<Variant, TestApp>, tier = 'enterprise'): Record<Variant, string> {
  const keys = {} as Record<Variant, string>
  beforeAll(async () => {
    keys.nested = await apps.nested.key(tier)
    keys.column = await apps.column.key(tier)
  })
  return keys
}

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

export function qs(params: Record<string, string | number | boolean | null | undefined>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null) search.set(key, String(value))
  const text = search.toString()
  return text ? `?${text}` : ''
}

/** RFC 4180 parser (quoted fields may hold commas, quotes and newlines). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(field)
      field = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += c
  }
  if (field !== '' || row.length > 0) {
    row.push(field)
    rows.push(row)
  }
  return rows
}

export const snapshotOf = (t: TestApp): Snapshot => t.services.store.current

export const daysAgo = (days: number): string => new Date(Date.now() - days * 24 * 3600 * 1000).toISOString()

let accountSerial = 0

/** An account and a key whose ids the test needs (t.key only returns the clear key). */
export async function account(
  t: TestApp,
  tier: string,
  options: { states?: string[]; rateLimitPerMinute?: number | null; kind?: 'secret' | 'publishable' } = {},
) {
  const created = await t.services.accounts.createAccount({
    name: `Fixture ${accountSerial}`,
    email: `fixture${accountSerial++}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
    tier,
    states: options.states,
    rateLimitPerMinute: options.rateLimitPerMinute === undefined ? 100_000 : options.rateLimitPerMinute,
  })
  const { key, secret } = await t.services.accounts.createKey(created.id, { kind: options.kind ?? 'secret' })
  return { account: created, keyId: key.id, secret }
}

/** Five states for starter plans. */
export const STARTER_STATES = ['CO', 'TX', 'CA', 'NY', 'FL']

export const adminHeaders = (extra: Record<string, string> = {}) => ({
  'x-admin-key': ADMIN_SECRET,
  'content-type': 'application/json',
  ...extra,
})

export const KNOWN_SUBSTANCES = ['delta-9-thc', 'delta-8-thc', 'cbd', 'thca', 'cbg', 'cbn']
export const KNOWN_PRODUCT_TYPES = [
  'edibles',
  'topicals',
  'smokable',
  'tinctures',
  'beverages',
  'flower',
  'concentrates',
  'pet-products',
  'vapes',
]
export const NESTED_STATUSES = ['legal', 'legal_with_restrictions', 'restricted', 'prohibited', 'unclear']
export const COLUMN_STATUSES = ['legal', 'restricted', 'prohibited', 'gray_area', 'pending_change']
export const VERIFICATION_TIERS = ['attorney_reviewed', 'analyst_verified', 'automated', 'unverified']
export const BILL_STATUSES = ['introduced', 'in_committee', 'passed_chamber', 'passed_both', 'signed', 'vetoed', 'dead']

export const ALL_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
]

/** How many records of `t`'s snapshot satisfy `predicate` (what a filtered query should total). */
export const countRegulations = (t: TestApp, predicate: (r: Regulation) => boolean): number =>
  snapshotOf(t).regulations.filter(predicate).length
