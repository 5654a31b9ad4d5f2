/**
 * Authentication and rate limiting, called first thing in a handler, before its query is validated:
 *   keyedRoute(deps, { kind: 'secret' }, (who, ctx) => …)              a route's handler, for a key of that kind
 *   keyed(deps, ctx, { kind: 'secret' }, (who) => …)                  the same within a handler
 *   keyless(deps, ctx, (clientIp) => …)                                no key; limited per address
 * A key comes in `Authorization: Bearer <key>` or, on every keyed endpoint, `X-API-Key: <key>` (the
 * contract names the regulations endpoints; clients that send the one header everywhere expect it to
 * work everywhere). Unknown, malformed and missing keys get one identical 401; a deactivated key or account 403;
 * the wrong kind of key 400 INVALID_KEY_TYPE. A key seen in the last 30 s with in-memory counters
 * is answered without waiting on anything: these return a value, and a promise only when a
 * database lookup or Redis is involved.
 */
import type { AuditBy } from '../accounts/audit.ts'
import type { AccountService, KeyRecord } from '../accounts/service.ts'
import type { AppDeps } from './deps.ts'
import { direct, type RouteContext } from './direct.ts'
import { ApiError } from '../lib/errors.ts'
import type { ClientIpResolver } from '../lib/client-ip.ts'
import { parseKey, type KeyKind } from '../lib/keys.ts'
import { lookUpKey } from './key-lookup.ts'
import type { UsageCounter } from '../accounts/usage-counter.ts'
import { KEYLESS_PER_MINUTE, WINDOW_SECONDS, type RateLimits, type Verdict } from '../limits/rate-limits.ts'
import type { Caller, VariantProfile } from '../variants/profile.ts'
import type { PlaygroundSettings } from '../accounts/playground-settings.ts'
import { admitDemo, type DemoCaller, isDemoKey } from './playground.ts'

export interface AuthDeps {
  accounts: AccountService
  limits: RateLimits
  profile: VariantProfile
  clientIp: ClientIpResolver
  /** Requests per key per day, counted in memory and written in batches. */
  usage?: UsageCounter
  /** The playground demo key's settings (http/playground.ts). */
  playground: PlaygroundSettings
}

export interface AuthOptions {
  kind: KeyKind
  /** The route is one of the playground's curated reads (its spec says `playground: true`): the demo key works here. */
  playground?: boolean
}

export interface Authenticated extends KeyRecord {
  caller: Caller
  /** The monthly allowance of the account's tier, or null when it has none (see http/allowance.ts). */
  allowance: number | null
}

type SetHeaders = Record<string, string | number | undefined>

interface RequestContext {
  request: Request
  set: { headers: SetHeaders }
  server?: { requestIP(request: Request): { address: string } | null } | null
}

type MaybePromise<T> = T | Promise<T>

const UNAUTHORIZED = 'Missing, malformed or unknown API key. Send "Authorization: Bearer <key>" or "X-API-Key: <key>".'

/** Authorization headers already parsed: clients repeat theirs. Only key-sized headers are kept. */
const parsedAuthorization = new Map<string, string | null>()
const PARSED_MAX = 4096

function bearerKey(authorization: string): string | null {
  const known = parsedAuthorization.get(authorization)
  if (known !== undefined) return known
  const presented = /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1] ?? null
  if (authorization.length <= 128) {
    if (parsedAuthorization.size >= PARSED_MAX) parsedAuthorization.clear()
    parsedAuthorization.set(authorization, presented)
  }
  return presented
}

function presentedKey(headers: Headers): string | null {
  const authorization = headers.get('authorization')
  if (authorization) return bearerKey(authorization)
  return headers.get('x-api-key')?.trim() || null
}

/** One policy string per limit: the same string each request, so the response can reuse a template keyed by it. */
const policies = new Map<number, string>()

function policyHeader(limit: number): string {
  let policy = policies.get(limit)
  if (policy === undefined) {
    policy = `"minute";q=${limit};w=${WINDOW_SECONDS}`
    if (policies.size >= 1024) policies.clear()
    policies.set(limit, policy)
  }
  return policy
}

function rateHeaders(verdict: Verdict): Record<string, string> {
  return {
    'ratelimit-policy': policyHeader(verdict.limit),
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

/** Applies a verdict: headers always, 429 when over the limit. Runs on every request, so it writes the headers in place. */
function enforce(verdict: Verdict, set: { headers: SetHeaders }, extra?: Record<string, string>): void {
  if (extra) Object.assign(set.headers, extra)
  set.headers['ratelimit-policy'] = policyHeader(verdict.limit)
  set.headers.ratelimit = `"minute";r=${verdict.remaining};t=${verdict.resetSeconds}`
  if (!verdict.allowed) throw tooMany(verdict, { ...extra, ...rateHeaders(verdict) })
}

const then = <T, R>(value: MaybePromise<T>, next: (value: T) => R): MaybePromise<R> =>
  value instanceof Promise ? value.then(next) : next(value)

/** One Authenticated per key record (records are cached for 30 s), not a new object per request. */
const admitted = new WeakMap<KeyRecord, Authenticated>()

function authenticated(record: KeyRecord, profile: VariantProfile): Authenticated {
  let who = admitted.get(record)
  if (!who) {
    const tier = record.account.tier
    who = { ...record, caller: { tier, states: record.account.states }, allowance: profile.monthlyAllowance(tier) }
    admitted.set(record, who)
  }
  return who
}

/** A rolled key past its grace is refused as unknown: it was replaced, not switched off. */
const rolledOff = (expiresAt: string): boolean => Date.parse(expiresAt) <= Date.now()

function admit(
  deps: AuthDeps,
  record: KeyRecord | null,
  options: AuthOptions,
  set: { headers: SetHeaders },
): MaybePromise<Authenticated> {
  if (!record || (record.key.expiresAt !== null && rolledOff(record.key.expiresAt)))
    throw new ApiError('UNAUTHORIZED', UNAUTHORIZED)
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
  const verdict = deps.limits.consume('key', record.account.id, limit)
  if (verdict instanceof Promise) return verdict.then(shared => admitWith(deps, shared, record, set))
  return admitWith(deps, verdict, record, set)
}

function admitWith(deps: AuthDeps, verdict: Verdict, record: KeyRecord, set: { headers: SetHeaders }): Authenticated {
  enforce(verdict, set)
  deps.usage?.count(record.key.id)
  return authenticated(record, deps.profile)
}

const demoAdmitted = new WeakMap<DemoCaller, Authenticated>()

/** The demo caller as a route sees it: every state, no monthly allowance, no usage counted. */
function demoAuthenticated(demo: DemoCaller): Authenticated {
  let who = demoAdmitted.get(demo)
  if (!who) {
    who = { ...demo, caller: { tier: demo.account.tier, states: null }, allowance: null }
    demoAdmitted.set(demo, who)
  }
  return who
}

export function authenticate(
  deps: AuthDeps,
  request: Request,
  options: AuthOptions,
  set: { headers: SetHeaders },
): MaybePromise<Authenticated> {
  const presented = presentedKey(request.headers)
  if (!presented) throw new ApiError('UNAUTHORIZED', UNAUTHORIZED)
  // A key seen in the last 30 s skips parsing; a new one must be well-formed, and its client within
  // its budget of unknown keys, before any lookup.
  const cached = deps.accounts.cached(presented)
  if (cached !== undefined) return admit(deps, cached, options, set)
  if (isDemoKey(presented))
    return then(admitDemo(deps, request, presented, options.playground === true, set), demoAuthenticated)
  if (presented.length > 64 || !parseKey(presented)) throw new ApiError('UNAUTHORIZED', UNAUTHORIZED)
  return lookUpKey(deps, request, presented).then(record => admit(deps, record, options, set))
}

/** Runs `handle` for an authenticated caller; query validation happens inside, after the key is known good. */
export function keyed<T>(
  deps: AuthDeps,
  { request, set }: RequestContext,
  options: AuthOptions,
  handle: (who: Authenticated) => T,
): MaybePromise<T> {
  const who = authenticate(deps, request, options, set)
  return who instanceof Promise ? who.then(handle) : handle(who)
}

/**
 * The handler of a keyed route, `keyedRoute(deps, options, (who, { request, set }) => …)`: `handle`
 * runs for an authenticated caller, and Elysia calls the route without awaiting it (http/direct.ts).
 */
export function keyedRoute(
  deps: AuthDeps & Pick<AppDeps, 'env' | 'security'>,
  options: AuthOptions,
  handle: (who: Authenticated, ctx: RouteContext) => unknown,
) {
  return direct(deps, ctx => keyed(deps, ctx, options, who => handle(who, ctx)))
}

/** Runs `handle` for a keyless request, counted against its client address (120 a minute). */
export function keyless<T>(
  deps: AuthDeps,
  { request, set, server }: RequestContext,
  handle: (clientIp: string) => T,
): MaybePromise<T> {
  const ip = deps.clientIp.resolve(server?.requestIP(request)?.address, request.headers.get('x-forwarded-for'))
  return then(deps.limits.consume('ip', ip, KEYLESS_PER_MINUTE), verdict => {
    enforce(verdict, set, {
      'x-demo-ip-limit': String(verdict.limit),
      'x-demo-ip-remaining': String(verdict.remaining),
    })
    return handle(ip)
  })
}

/** The actor of what an authenticated key does (its display prefix, from the client's address), for the audit log. */
export const auditByKey = (deps: Pick<AuthDeps, 'clientIp'>, request: Request, who: KeyRecord): AuditBy => ({
  actor: { kind: 'key', id: who.key.displayPrefix },
  ip: deps.clientIp.addressOfRequest(request),
})
