/**
 * Fixed one-minute windows per key (by tier) and per client address (keyless endpoints).
 * Counters live in memory, or in Redis when REDIS_URL is set so every instance shares one budget.
 * If Redis becomes unreachable, each instance falls back to its own in-memory counters (fail open
 * to a per-instance limit rather than refusing every request).
 *
 * In memory the count is synchronous (rate-limiter-flexible's own store, without the promise its
 * memory limiter wraps around it): a request that needs no I/O never waits on a microtask, which
 * is worth about a fifth of the throughput of a cached read.
 */
import { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import MemoryStorage from 'rate-limiter-flexible/lib/component/MemoryStorage/MemoryStorage.js'

export const WINDOW_SECONDS = 60
export const KEYLESS_PER_MINUTE = 120

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

interface CounterKey {
  limit: number
  key: string
}

const COUNTER_KEYS_MAX = 10_000

export class RateLimits {
  private limiters = new Map<string, RateLimiterAbstract>()
  private readonly memory = new MemoryStorage()
  private readonly counterKeys = { key: new Map<string, CounterKey>(), ip: new Map<string, CounterKey>() }

  private constructor(private readonly redis: Redis | null, private readonly prefix: string) {}

  /** `prefix` namespaces the counters (several deployments, or test runs, on one Redis). */
  static async create(redisUrl: string | null, prefix = 'hd_rl'): Promise<RateLimits> {
    if (!redisUrl) return new RateLimits(null, prefix)
    const redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000, lazyConnect: true })
    redis.on('error', () => {})
    await redis.connect()
    return new RateLimits(redis, prefix)
  }

  get store(): 'memory' | 'redis' {
    return this.redis ? 'redis' : 'memory'
  }

  private limiter(scope: string, points: number): RateLimiterAbstract {
    const id = `${scope}:${points}`
    let limiter = this.limiters.get(id)
    if (limiter) return limiter
    const options = { points, duration: WINDOW_SECONDS, keyPrefix: `${this.prefix}:${id}` }
    limiter = new RateLimiterRedis({ ...options, storeClient: this.redis, insuranceLimiter: new RateLimiterMemory(options) })
    this.limiters.set(id, limiter)
    return limiter
  }

  /** The in-memory counter's name, made once per subject and limit (a lookup is cheaper than building it). */
  private counterKey(scope: 'key' | 'ip', subject: string, limit: number): string {
    const names = this.counterKeys[scope]
    const known = names.get(subject)
    if (known?.limit === limit) return known.key
    const key = `${this.prefix}:${scope}:${limit}:${subject}`
    if (names.size >= COUNTER_KEYS_MAX) names.clear()
    names.set(subject, { limit, key })
    return key
  }

  /** Counts one request of `subject` (a key id or a client address) against `limit` per minute. */
  consume(scope: 'key' | 'ip', subject: string, limit: number): Verdict | Promise<Verdict> {
    if (!this.redis) {
      const res = this.memory.incrby(this.counterKey(scope, subject, limit), 1, WINDOW_SECONDS)
      return verdict(res.consumedPoints <= limit, limit, Math.max(limit - res.consumedPoints, 0), res.msBeforeNext)
    }
    return this.consumeShared(scope, subject, limit)
  }

  private async consumeShared(scope: 'key' | 'ip', subject: string, limit: number): Promise<Verdict> {
    try {
      const res = await this.limiter(scope, limit).consume(subject)
      return verdict(true, limit, res.remainingPoints, res.msBeforeNext)
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return verdict(false, limit, 0, rejection.msBeforeNext)
      throw rejection
    }
  }

  async close(): Promise<void> {
    this.redis?.disconnect()
  }
}
