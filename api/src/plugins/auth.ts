/**
 * Authentication and rate limiting as route options:
 *   { auth: { kind: 'secret', xApiKey: true } }  a key of that kind (X-API-Key also accepted)
 *   { keyless: true }                              no key; limited per client address
 * Unknown, malformed and missing keys get one identical 401; a deactivated key or account 403;
 * the wrong kind of key 400 INVALID_KEY_TYPE.
 */
import { Elysia } from 'elysia'
import type { AccountService, KeyRecord } from '../accounts/service.ts'
import { ApiError } from '../lib/errors.ts'
import type { ClientIpResolver } from '../lib/client-ip.ts'
import { parseKey, type KeyKind } from '../lib/keys.ts'
import { assertNoRepeatedParameter } from '../lib/params.ts'
import { KEYLESS_PER_MINUTE, WINDOW_SECONDS, type RateLimits, type Verdict } from '../limits/rate-limits.ts'
import type { Caller, VariantProfile } from '../variants/profile.ts'

export interface AuthDeps {
  accounts: AccountService
  limits: RateLimits
  profile: VariantProfile
  clientIp: ClientIpResolver
}

export interface AuthOptions {
  kind: KeyKind
  /** Accept `X-API-Key` as well as the Bearer header (the regulations endpoints). */
  xApiKey?: boolean
}

export interface Authenticated extends KeyRecord {
  caller: Caller
}

const UNAUTHORIZED = 'Missing, malformed or unknown API key. Send "Authorization: Bearer <key>".'

function presentedKey(headers: Headers, xApiKey: boolean): string | null {
  const authorization = headers.get('authorization')
  if (authorization) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization)
    return match ? match[1] : null
  }
  return xApiKey ? (headers.get('x-api-key')?.trim() || null) : null
}

type SetHeaders = Record<string, string | number | undefined>

function rateHeaders(verdict: Verdict): Record<string, string> {
  return {
    'ratelimit-policy': `"minute";q=${verdict.limit};w=${WINDOW_SECONDS}`,
    ratelimit: `"minute";r=${verdict.remaining};t=${verdict.resetSeconds}`,
  }
}

function tooMany(verdict: Verdict, headers: Record<string, string>): ApiError {
  return new ApiError(
    'RATE_LIMITED',
    `Rate limit of ${verdict.limit} requests per minute exceeded. Retry after ${verdict.resetSeconds} s.`,
    {},
    { ...headers, 'retry-after': String(verdict.resetSeconds) },
  )
}

export async function authenticate(deps: AuthDeps, headers: Headers, options: AuthOptions, set: { headers: SetHeaders }): Promise<Authenticated> {
  const presented = presentedKey(headers, options.xApiKey ?? false)
  if (!presented) throw new ApiError('UNAUTHORIZED', UNAUTHORIZED)
  // A key seen in the last 30 s skips parsing; a new one must be well-formed before any lookup.
  let record = deps.accounts.cached(presented)
  if (record === undefined) {
    if (presented.length > 64 || !parseKey(presented)) throw new ApiError('UNAUTHORIZED', UNAUTHORIZED)
    record = await deps.accounts.findByKey(presented)
  }
  if (!record) throw new ApiError('UNAUTHORIZED', UNAUTHORIZED)
  if (record.key.status !== 'active') throw new ApiError('FORBIDDEN', 'This API key has been deactivated.')
  if (record.account.status !== 'active') throw new ApiError('FORBIDDEN', 'This account is deactivated.')
  if (record.key.kind !== options.kind) {
    throw new ApiError(
      'INVALID_KEY_TYPE',
      options.kind === 'secret'
        ? 'This endpoint needs a secret key (…_sk_…); publishable keys are for the widget only.'
        : 'This endpoint needs a publishable key (…_pk_…).',
    )
  }
  const limit = record.account.rateLimitPerMinute ?? deps.profile.rateLimitPerMinute(record.account.tier)
  const verdict = await deps.limits.consume('key', record.account.id, limit)
  const limitHeaders = rateHeaders(verdict)
  Object.assign(set.headers, limitHeaders)
  if (!verdict.allowed) throw tooMany(verdict, limitHeaders)
  return { ...record, caller: { tier: record.account.tier, states: record.account.states } }
}

export async function limitKeyless(deps: AuthDeps, ip: string, set: { headers: SetHeaders }): Promise<void> {
  const verdict = await deps.limits.consume('ip', ip, KEYLESS_PER_MINUTE)
  const headers = { 'x-demo-ip-limit': String(verdict.limit), 'x-demo-ip-remaining': String(verdict.remaining), ...rateHeaders(verdict) }
  Object.assign(set.headers, headers)
  if (!verdict.allowed) throw tooMany(verdict, headers)
}

/**
 * Authentication runs in the transform stage, before query and body validation: a caller without a
 * valid key learns nothing about a route's parameters, and gets the contract's 401 first.
 */
export function authPlugin(deps: AuthDeps) {
  const authenticated = new WeakMap<Request, Authenticated>()
  const clients = new WeakMap<Request, string>()
  return new Elysia({ name: 'hd-auth' }).macro({
    auth: (options: AuthOptions) => ({
      transform: async ({ request, set }) => {
        authenticated.set(request, await authenticate(deps, request.headers, options, set))
        assertNoRepeatedParameter(request.url)
      },
      resolve: ({ request }) => ({ auth: authenticated.get(request)! }),
    }),
    keyless: (enabled: boolean) => ({
      transform: async ({ request, server, set }) => {
        const ip = deps.clientIp.resolve(server?.requestIP(request)?.address, request.headers.get('x-forwarded-for'))
        if (enabled) await limitKeyless(deps, ip, set)
        assertNoRepeatedParameter(request.url)
        clients.set(request, ip)
      },
      resolve: ({ request }) => ({ clientIp: clients.get(request)! }),
    }),
  })
}
