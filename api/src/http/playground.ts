/**
 * The playground demo key (spec, Authentication 4): one published key, set by the operator, that
 * works only from allowed origins, only on the read routes whose spec says `playground: true`, and
 * within its caps. Checked in the spec's order, each with its own code:
 *   playground off → 503 DEMO_DISABLED; on without a key or an origin → 500 DEMO_MISCONFIGURED;
 *   not the active key → 401 DEMO_KEY_INVALID; Origin not exactly an allowed one → 403
 *   DEMO_ORIGIN_DENIED; a route not curated → 403 DEMO_PATH_DENIED; then the caps
 *   (limits/playground-caps.ts): 503 DEMO_GLOBAL_CAPACITY, 429 DEMO_RATE_LIMITED, and 503
 *   DEMO_RATE_LIMIT_UNAVAILABLE when the counter store does not answer.
 * Every answer to a demo key varies by Origin; an admitted one lets that origin read it.
 */
import { timingSafeEqual } from 'node:crypto'
import type { Account, ApiKey } from '../accounts/key-cache.ts'
import type { PlaygroundConfig, PlaygroundSettings } from '../accounts/playground-settings.ts'
import { ApiError } from '../lib/errors.ts'
import type { ClientIpResolver } from '../lib/client-ip.ts'
import { DEMO_KEY_PREFIX } from '../lib/keys.ts'
import { normalizeOrigin } from '../lib/origins.ts'
import { countDemoRequest } from '../limits/playground-caps.ts'
import type { RateLimits } from '../limits/rate-limits.ts'
import type { VariantProfile } from '../variants/profile.ts'
import { allowOrigin } from './cors.ts'

export interface PlaygroundDeps {
  playground: PlaygroundSettings
  limits: RateLimits
  profile: VariantProfile
  clientIp: ClientIpResolver
}

type SetHeaders = Record<string, string | number | undefined>

/** Whether a presented key is meant as the demo key (and is answered by these checks, whatever it names). */
export const isDemoKey = (presented: string): boolean => presented.startsWith(DEMO_KEY_PREFIX)

const VARY = { vary: 'Origin, Accept-Encoding' }

const same = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/** The demo caller: every state, at the variant's top tier, with no monthly allowance and no usage kept. */
export interface DemoCaller {
  key: ApiKey
  account: Account
}

const callers = new WeakMap<VariantProfile, DemoCaller>()

export function demoCaller(profile: VariantProfile): DemoCaller {
  let caller = callers.get(profile)
  if (!caller) {
    const epoch = new Date(0).toISOString()
    caller = {
      account: {
        id: 'acct_playground',
        name: 'Playground',
        email: 'playground@hempdata.invalid',
        company: null,
        tier: profile.topTier,
        status: 'active',
        states: null,
        rateLimitPerMinute: null,
        createdAt: epoch,
        updatedAt: epoch,
      } as Account,
      key: {
        id: 'key_playground',
        accountId: 'acct_playground',
        kind: 'secret',
        env: 'live',
        hash: '',
        displayPrefix: DEMO_KEY_PREFIX,
        label: 'Playground demo key',
        status: 'active',
        allowedOrigins: null,
        createdBy: 'playground',
        lastUsedAt: null,
        expiresAt: null,
        sealedKey: null,
        createdAt: epoch,
        deactivatedAt: null,
      } as ApiKey,
    }
    callers.set(profile, caller)
  }
  return caller
}

/** The checks up to the caps, in the spec's order; throws the first that fails. */
function check(config: PlaygroundConfig, presented: string, request: Request, curated: boolean): void {
  if (!config.enabled) throw new ApiError('DEMO_DISABLED', 'The playground is switched off.', {}, VARY)
  if (!config.demoKey || config.allowedOrigins.length === 0)
    throw new ApiError(
      'DEMO_MISCONFIGURED',
      'The playground is on but has no demo key or no allowed origin; the operator must set them.',
      {},
      VARY,
    )
  if (!same(presented, config.demoKey))
    throw new ApiError(
      'DEMO_KEY_INVALID',
      'This is not the active demo key (it may have been rotated): reload the playground.',
      {},
      VARY,
    )
  const given = request.headers.get('origin')
  const origin = given ? normalizeOrigin(given) : null
  if (!origin || !config.allowedOrigins.includes(origin))
    throw new ApiError(
      'DEMO_ORIGIN_DENIED',
      `The demo key only works from the playground's pages; ${given ? `the request came from ${given}` : 'the request carried no Origin header'}.`,
      {},
      VARY,
    )
  if (!curated)
    throw new ApiError(
      'DEMO_PATH_DENIED',
      'The demo key only works on the playground’s read endpoints; sign up for a key to call this one.',
      {},
      VARY,
    )
}

/**
 * Admits a demo key on a route (`curated`: its spec says `playground: true`), or throws the first
 * failed check's code. Returns a promise only when the settings or the counters need I/O.
 */
export function admitDemo(
  deps: PlaygroundDeps,
  request: Request,
  presented: string,
  curated: boolean,
  set: { headers: SetHeaders },
): DemoCaller | Promise<DemoCaller> {
  const admit = (config: PlaygroundConfig): DemoCaller | Promise<DemoCaller> => {
    check(config, presented, request, curated)
    allowOrigin(request, set)
    const ip = deps.clientIp.bucketOfRequest(request)
    const counted = countDemoRequest(deps.limits, config, ip, VARY)
    const done = (verdict: { limit: number; remaining: number }) => {
      set.headers['x-demo-ip-limit'] = String(verdict.limit)
      set.headers['x-demo-ip-remaining'] = String(verdict.remaining)
      return demoCaller(deps.profile)
    }
    return counted instanceof Promise ? counted.then(done) : done(counted)
  }
  const config = deps.playground.current()
  return config instanceof Promise ? config.then(admit) : admit(config)
}
