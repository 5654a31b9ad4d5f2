/** Shared setup of the check suites: apps behind a trusted proxy (so X-Forwarded-For carries a visitor address), keys, requests. */
import { afterAll, beforeAll, setDefaultTimeout } from 'bun:test'
import { testApp, type TestApp, type TestResponse } from './app.ts'

export type Variant = 'nested' | 'column'

/**
 * Real addresses and the states DB-IP's city database places them in (universities' own networks,
 * stable for decades): the tests look them up in the installed database, nothing is stubbed.
 */
export const ADDRESSES = {
  CO: '128.138.129.98', // University of Colorado Boulder
  TX: '128.83.0.1', // University of Texas at Austin
  CA: '171.64.0.1', // Stanford University
  MI: '141.211.0.1', // University of Michigan
  IPV6_CA: '2607:f140::1', // University of California, Berkeley
  LONDON: '81.2.69.142',
  PRIVATE: '192.168.1.10',
} as const

export function checkApps(env: Record<string, string> = {}): Record<Variant, TestApp> {
  setDefaultTimeout(30_000)
  const apps = {} as Record<Variant, TestApp>
  beforeAll(async () => {
    const [nested, column] = await Promise.all(
      (['nested', 'column'] as const).map(variant =>
        testApp({ variant, env: { HD_TRUSTED_PROXIES: '127.0.0.1', ...env } }),
      ),
    )
    apps.nested = nested
    apps.column = column
  }, 120_000)
  afterAll(async () => {
    await Promise.all([apps.nested?.close(), apps.column?.close()])
  })
  return apps
}

export interface WidgetCall {
  key?: string
  origin?: string
  from?: string
  headers?: Record<string, string>
}

export function widgetCheck(t: TestApp, body: unknown, call: WidgetCall = {}): Promise<TestResponse> {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  return t.request('/v1/widget/check', {
    method: 'POST',
    key: call.key,
    body: text,
    headers: {
      'content-type': 'application/json',
      // As browsers and fetch send it (a Request made in-process declares no length of its own).
      'content-length': String(Buffer.byteLength(text)),
      ...(call.origin ? { origin: call.origin } : {}),
      ...(call.from ? { 'x-forwarded-for': call.from } : {}),
      ...call.headers,
    },
  })
}

/** A publishable key on `tier`, optionally limited to origins. */
export async function publishableKey(t: TestApp, tier: string, allowedOrigins?: string[]): Promise<string> {
  const account = await t.services.accounts.createAccount({
    name: 'Shop',
    email: `shop-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
    tier,
    rateLimitPerMinute: 100_000,
    states: tier === 'starter' ? ['CO', 'TX', 'CA', 'NY', 'FL'] : undefined,
  })
  return (await t.services.accounts.createKey(account.id, { kind: 'publishable', allowedOrigins })).secret
}
