/**
 * Fixed one-minute windows per key (by tier), per client address (keyless endpoints) and per
 * client address for lookups of keys not seen before (http/key-lookup.ts).
 * Counters live in the process's shared memory, counted by every HTTP thread (shared-counters.ts),
 * or in Redis when REDIS_URL is set so every instance shares one budget. If Redis does not answer
 * (down, or slower than REDIS_TIMEOUT_MS), the process counts in its shared memory until it does
 * (redis-fallback.ts): fail open to a per-instance limit rather than refusing every request.
 *
 * In memory the count is synchronous: a request that needs no I/O never waits on a microtask,
 * which is worth about a fifth of the throughput of a cached read.
 */
import { Redis } from 'ioredis'
import { RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { RedisFallback, type FallbackMetrics } from './redis-fallback.ts'
import { SharedCounters, tagOf, type Tag } from './shared-counters.ts'

export const WINDOW_SECONDS = 60
export const KEYLESS_PER_MINUTE = 120
/** Lookups of keys that turn out unknown, per client address (http/key-lookup.ts). */
export const UNKNOWN_KEY_LOOKUPS_PER_MINUTE = 20
/** A Redis call slower than this counts as Redis not answering (a frozen server must not hold requests). */
export const REDIS_TIMEOUT_MS = 500

/** `signin`: sign-in and sign-up attempts, per address and per client IP (modules/accounts). */
export type Scope = 'key' | 'ip' | 'lookup' | 'signin'

/** The process's shared memory a RateLimits counts in: the counter table and the fallback state. */
export interface LimitsMemory {
  counters: SharedArrayBuffer
  fallback: SharedArrayBuffer
}

export interface RateLimitMetrics {
  /** Where counters are kept when all is well: `redis` (shared by every instance) or `memory` (this instance). */
  store: 'redis' | 'memory'
  /** Counting in this process's memory because Redis does not answer (always inactive without Redis). */
  fallback: FallbackMetrics
}

export interface Verdict {
  allowed: boolean
  limit: number
  remaining: number
  /** Seconds until the window resets. */
  resetSeconds: number
}

function verdict(allowed: boolean, limit: number, remaining: number, msBeforeNext: number): Verdict {
  return { allowed, limit, remaining, resetSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)) }
}

/** The shared counter store (Redis) did not answer a count that may not fall back to memory. */
export class CounterStoreDown extends Error {}

/** The Redis limiter's own ceiling for strict counts: never reached, the caller's limit is what judges. */
const STRICT_POINTS = 2 ** 31 - 1

interface CounterKey {
  limit: number
  tag: Tag
}

const COUNTER_KEYS_MAX = 10_000

export class RateLimits {
  private limiters = new Map<string, RateLimiterAbstract>()
  private readonly memory: SharedCounters
  private readonly fallback: RedisFallback
  private readonly counterKeys: Record<Scope, Map<string, CounterKey>> = {
    key: new Map(),
    ip: new Map(),
    lookup: new Map(),
    signin: new Map(),
  }

  private constructor(
    private readonly redis: Redis | null,
    private readonly prefix: string,
    shared?: LimitsMemory,
  ) {
    this.memory = new SharedCounters(shared?.counters)
    this.fallback = new RedisFallback(redis, shared?.fallback)
  }

  /**
   * `prefix` namespaces the counters (several deployments, or test runs, on one Redis); `shared` is
   * another thread's memory (see `sharedMemory`), so both count against one budget. A Redis that
   * does not answer at start is a fallback from the first request, not a failed start.
   */
  static async create(redisUrl: string | null, prefix = 'hd_rl', shared?: LimitsMemory): Promise<RateLimits> {
    if (!redisUrl) return new RateLimits(null, prefix, shared)
    const redis = new Redis(redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      commandTimeout: REDIS_TIMEOUT_MS,
      lazyConnect: true,
    })
    redis.on('error', () => {})
    const limits = new RateLimits(redis, prefix, shared)
    await redis.connect().catch((error: unknown) => limits.fallback.engage(error))
    return limits
  }

  /** The in-memory counters and fallback state, for the process's other HTTP threads to count in. */
  get sharedMemory(): LimitsMemory {
    return { counters: this.memory.buffer, fallback: this.fallback.buffer }
  }

  metrics(): RateLimitMetrics {
    return { store: this.store, fallback: this.fallback.metrics() }
  }

  get store(): 'memory' | 'redis' {
    return this.redis ? 'redis' : 'memory'
  }

  private limiter(scope: string, points: number, duration = WINDOW_SECONDS): RateLimiterAbstract {
    const id = duration === WINDOW_SECONDS ? `${scope}:${points}` : `${scope}:${points}:${duration}`
    let limiter = this.limiters.get(id)
    if (limiter) return limiter
    const options = { points, duration, keyPrefix: `${this.prefix}:${id}` }
    limiter = new RateLimiterRedis({ ...options, storeClient: this.redis, rejectIfRedisNotReady: true })
    this.limiters.set(id, limiter)
    return limiter
  }

  /** The in-memory counter's tag, made once per subject and limit (a lookup is cheaper than hashing its name). */
  private counterTag(scope: Scope, subject: string, limit: number): Tag {
    const names = this.counterKeys[scope]
    const known = names.get(subject)
    if (known?.limit === limit) return known.tag
    const tag = tagOf(`${this.prefix}:${scope}:${limit}:${subject}`)
    if (names.size >= COUNTER_KEYS_MAX) names.clear()
    names.set(subject, { limit, tag })
    return tag
  }

  /** Counts one request of `subject` (a key id or a client address) against `limit` per minute. */
  consume(scope: Scope, subject: string, limit: number): Verdict | Promise<Verdict> {
    if (!this.redis || this.fallback.active) return this.countInMemory(scope, subject, limit)
    return this.consumeShared(scope, subject, limit)
  }

  /** Takes back one request counted by `consume` that turned out not to count (e.g. a key lookup that found the key). */
  refund(scope: Scope, subject: string, limit: number): void {
    if (!this.redis || this.fallback.active) this.memory.refund(this.counterTag(scope, subject, limit))
    else
      this.limiter(scope, limit)
        .reward(subject, 1)
        .catch(() => {})
  }

  private countInMemory(scope: Scope, subject: string, limit: number): Verdict {
    const res = this.memory.increment(this.counterTag(scope, subject, limit), WINDOW_SECONDS * 1000)
    return verdict(res.count <= limit, limit, Math.max(limit - res.count, 0), res.msBeforeNext)
  }

  private async consumeShared(scope: Scope, subject: string, limit: number): Promise<Verdict> {
    try {
      const res = await this.limiter(scope, limit).consume(subject)
      return verdict(true, limit, res.remainingPoints, res.msBeforeNext)
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return verdict(false, limit, 0, rejection.msBeforeNext)
      this.fallback.engage(rejection)
      return this.countInMemory(scope, subject, limit)
    }
  }

  /**
   * Counts one request of `subject` against `limit` per `windowSeconds`, with no per-instance
   * fallback: where Redis is the store and does not answer, this fails (CounterStoreDown), so a
   * budget that must hold across instances (the playground's caps) is never counted apart.
   */
  consumeStrict(scope: string, subject: string, limit: number, windowSeconds: number): Verdict | Promise<Verdict> {
    // Counted apart from the limit, so an operator's new cap applies to the window under way.
    const judge = (count: number, msBeforeNext: number) =>
      verdict(count <= limit, limit, Math.max(limit - count, 0), msBeforeNext)
    if (!this.redis) {
      const res = this.memory.increment(tagOf(`${this.prefix}:${scope}:${subject}`), windowSeconds * 1000)
      return judge(res.count, res.msBeforeNext)
    }
    if (this.fallback.active) throw new CounterStoreDown('Redis does not answer')
    return this.limiter(scope, STRICT_POINTS, windowSeconds)
      .consume(subject)
      .then(
        res => judge(res.consumedPoints, res.msBeforeNext),
        (rejection: unknown) => {
          if (rejection instanceof RateLimiterRes) return judge(rejection.consumedPoints, rejection.msBeforeNext)
          this.fallback.engage(rejection)
          throw new CounterStoreDown(rejection instanceof Error ? rejection.message : String(rejection))
        },
      )
  }

  async close(): Promise<void> {
    this.fallback.close()
    this.redis?.disconnect()
  }
}
