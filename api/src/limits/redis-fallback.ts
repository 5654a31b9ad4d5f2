/**
 * What a HempData process does while Redis, its shared rate-limit store, does not answer: every
 * HTTP thread counts in the process's shared-memory table instead (shared-counters.ts), so the
 * process keeps one budget per subject, and each instance limits on its own until Redis is back.
 *
 * A thread falls back on its first failed or timed-out Redis call and then asks Redis every
 * second whether it answers again. The process counts in memory while any of its threads is
 * falling back, so its threads never split one budget between two stores. The state lives in
 * shared memory: one log line when the process falls back, one when Redis is back, and every
 * thread reports the same figures in /ops/metrics.
 */
import type { Redis } from 'ioredis'

/** How often a thread that fell back asks Redis whether it answers again. */
export const PROBE_MS = 1000

// Shared layout: [since, last ended] as float64, then [threads falling back, times engaged] as int32.
const SINCE = 0
const ENDED = 1
const THREADS = 0
const ENGAGED = 1
const BYTES = 24

export interface FallbackMetrics {
  active: boolean
  /** When the current fallback began (ISO 8601), or null. */
  since: string | null
  /** How many times the process has fallen back since it started. */
  engaged: number
  /** When the last fallback ended, or null. */
  last_ended: string | null
}

const iso = (ms: number): string | null => (ms > 0 ? new Date(ms).toISOString() : null)

export class RedisFallback {
  readonly buffer: SharedArrayBuffer
  private readonly times: Float64Array
  private readonly counts: Int32Array
  /** Whether this thread has fallen back (and is probing). */
  private engaged = false
  private probe: ReturnType<typeof setInterval> | null = null

  constructor(
    private readonly redis: Redis | null,
    source?: SharedArrayBuffer,
    private readonly log: (line: string) => void = console.error,
  ) {
    this.buffer = source ?? new SharedArrayBuffer(BYTES)
    this.times = new Float64Array(this.buffer, 0, 2)
    this.counts = new Int32Array(this.buffer, 16, 2)
  }

  /** Whether the process counts in memory now (some thread's Redis calls fail). */
  get active(): boolean {
    return Atomics.load(this.counts, THREADS) > 0
  }

  /** This thread's Redis call failed: count in memory, and ask Redis every second until it answers. */
  engage(reason: unknown): void {
    if (this.engaged || !this.redis) return
    this.engaged = true
    if (Atomics.add(this.counts, THREADS, 1) === 0) {
      this.times[SINCE] = Date.now()
      Atomics.add(this.counts, ENGAGED, 1)
      this.log(
        `HempData: Redis does not answer (${brief(reason)}); rate limits are counted in this process's memory, so each instance limits on its own until Redis answers again.`,
      )
    }
    const redis = this.redis
    this.probe = setInterval(() => {
      redis.ping().then(
        () => this.release(),
        () => {},
      )
    }, PROBE_MS)
    this.probe.unref?.()
  }

  /** Redis answered this thread again; the last thread to hear it ends the process's fallback. */
  private release(): void {
    if (!this.engaged) return
    this.engaged = false
    if (this.probe) clearInterval(this.probe)
    this.probe = null
    const since = this.times[SINCE]
    if (Atomics.sub(this.counts, THREADS, 1) === 1) {
      this.times[ENDED] = Date.now()
      this.log(
        `HempData: Redis answers again after ${((Date.now() - since) / 1000).toFixed(1)} s; rate limits are shared through it again.`,
      )
    }
  }

  metrics(): FallbackMetrics {
    const active = this.active
    return {
      active,
      since: active ? iso(this.times[SINCE]) : null,
      engaged: Atomics.load(this.counts, ENGAGED),
      last_ended: iso(this.times[ENDED]),
    }
  }

  /** A thread that stops while falling back no longer holds the process in fallback. */
  close(): void {
    if (!this.engaged) return
    this.engaged = false
    if (this.probe) clearInterval(this.probe)
    this.probe = null
    Atomics.sub(this.counts, THREADS, 1)
  }
}

function brief(reason: unknown): string {
  const message = reason instanceof Error ? reason.message : String(reason)
  return message.length > 120 ? `${message.slice(0, 117)}…` : message
}
