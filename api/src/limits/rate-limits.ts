/**
 * Fixed one-minute windows per key (by tier) and per client address (keyless endpoints).
 * Counters live in the process's shared memory, counted by every HTTP thread (shared-counters.ts),
 * or in Redis when REDIS_URL is set so every instance shares one budget. If Redis becomes
 * unreachable, each instance falls back to its own in-memory counters (fail open to a
 * per-instance limit rather than refusing every request).
 *
 * In memory the count is synchronous: a request that needs no I/O never waits on a microtask,
 * which is worth about a fifth of the throughput of a cached read.
 */
import { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { SharedCounters, tagOf, type Tag } from './shared-counters.ts'

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
  tag: Tag
}

const COUNTER_KEYS_MAX = 10_000

export class RateLimits {
  private limiters = new Map<string, RateLimiterAbstract>()
  private readonly memory: SharedCounters
  private readonly counterKeys = { key: new Map<string, CounterKey>(), ip: new Map<string, CounterKey>() }

  private constructor(private readonly redis: Redis | null, private readonly prefix: string, counters?: SharedArrayBuffer) {
    this.memory = new SharedCounters(counters)
  }

  /**
   * `prefix` namespaces the counters (several deployments, or test runs, on one Redis); `counters`
   * is another thread's table (see `sharedMemory`), so both count against one budget.
   */
  static async create(redisUrl: string | null, prefix = 'hd_rl', counters?: SharedArrayBuffer): Promise<RateLimits> {
    if (!redisUrl) return new RateLimits(null, prefix, counters)
    const redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000, lazyConnect: true })
    redis.on('error', () => {})
    await redis.connect()
    return new RateLimits(redis, prefix, counters)
  }

  /** The in-memory counter table, for the process's other HTTP threads to count in. */
  get sharedMemory(): SharedArrayBuffer {
    return this.memory.buffer
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

  /** The in-memory counter's tag, made once per subject and limit (a lookup is cheaper than hashing its name). */
  private counterTag(scope: 'key' | 'ip', subject: string, limit: number): Tag {
    const names = this.counterKeys[scope]
    const known = names.get(subject)
    if (known?.limit === limit) return known.tag
    const tag = tagOf(`${this.prefix}:${scope}:${limit}:${subject}`)
    if (names.size >= COUNTER_KEYS_MAX) names.clear()
    names.set(subject, { limit, tag })
    return tag
  }

  /** Counts one request of `subject` (a key id or a client address) against `limit` per minute. */
  consume(scope: 'key' | 'ip', subject: string, limit: number): Verdict | Promise<Verdict> {
    if (!this.redis) {
      const res = this.memory.increment(this.counterTag(scope, subject, limit), WINDOW_SECONDS * 1000)
      return verdict(res.count <= limit, limit, Math.max(limit - res.count, 0), res.msBeforeNext)
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
