/** Shared setup for the API suites: both variants' apps, keys and accounts, the snapshot; re-exports the envelope assertions, request text helpers and the contract's values. */
import { afterAll, beforeAll, setDefaultTimeout } from 'bun:test'
import type { Regulation } from '../../api/src/domain/types.ts'
import type { Snapshot } from '../../api/src/snapshot/snapshot.ts'
import { ADMIN_SECRET, testApp, type TestApp } from './app.ts'
import { expectOk } from './envelope.ts'
import { qs } from './http.ts'

export { ADMIN_SECRET }
export * from './contract-values.ts'
export * from './envelope.ts'
export * from './http.ts'

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
  options: { timeout?: number; env?: Record<string, string> } = {},
): Record<V, TestApp> {
  setDefaultTimeout(options.timeout ?? 30_000)
  const apps = {} as Record<V, TestApp>
  beforeAll(async () => {
    const started = await Promise.all(variants.map(variant => testApp({ variant, env: options.env })))
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
export const bothVariants = (
  options: { timeout?: number; env?: Record<string, string> } = {},
): Record<Variant, TestApp> => variantApps(VARIANTS, options)

/** A key on `tier` for each app of `apps`, created by a beforeAll registered here (so after bothVariants's). */
export function keyPerVariant(apps: Record<Variant, TestApp>, tier = 'enterprise'): Record<Variant, string> {
  const keys = {} as Record<Variant, string>
  beforeAll(async () => {
    keys.nested = await apps.nested.key(tier)
    keys.column = await apps.column.key(tier)
  })
  return keys
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

/** How many records of `t`'s snapshot satisfy `predicate` (what a filtered query should total). */
export const countRegulations = (t: TestApp, predicate: (r: Regulation) => boolean): number =>
  snapshotOf(t).regulations.filter(predicate).length

/** Every row of a nested list query, walking all pages. */
export async function allRows(t: TestApp, key: string, params: Record<string, string | number | boolean>) {
  const rows: any[] = []
  for (let page = 1; ; page++) {
    const body = expectOk(await t.get(`/v1/regulations${qs({ ...params, page, per_page: 100 })}`, key))
    rows.push(...body.data)
    if (page >= body.meta.total_pages) return { rows, total: body.meta.total }
  }
}
