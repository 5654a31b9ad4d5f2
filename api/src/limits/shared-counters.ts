/**
 * Rate-limit counters in shared memory: fixed windows (the first request of a subject opens one)
 * kept in a SharedArrayBuffer, so every HTTP thread of a HempData process counts against one budget
 * without waiting on anything. A count is a few dozen nanoseconds under one table lock.
 *
 * rate-limiter-flexible's memory store cannot be shared between threads (each thread has its own
 * heap); its Redis store shares between processes but costs a round trip per request. This table
 * is the in-process equivalent of that Redis store.
 *
 * Layout: open addressing with linear probing over `slots` entries, each a 64-bit tag of the
 * subject (two 32-bit hashes), a count and the window's end. A slot is never emptied, only reused
 * once its window has ended, so a probe stops at the first slot never used. When every probed slot
 * is live, the one whose window ends first is taken over: that subject starts a new window early
 * (the limiter fails open for it, as with Redis unreachable, rather than refusing anyone).
 */
import zlib from 'node:zlib'

const PROBES = 64
/** Spins before waiting: a count holds the lock for well under a microsecond, unless its thread was preempted. */
const SPINS = 1_000
/** A thread stopped in the middle of a count must not stall the others: after this long the lock is taken over. */
const STALE_LOCK_MS = 250

export interface Count {
  /** Requests counted in the current window, this one included. */
  count: number
  msBeforeNext: number
}

/** The subject's 64-bit tag: CRC-32 and FNV-1a of its name (never both zero: zero marks an unused slot). */
export interface Tag {
  high: number
  low: number
}

export function tagOf(name: string): Tag {
  let fnv = 0x811c9dc5
  for (let i = 0; i < name.length; i++) fnv = Math.imul(fnv ^ name.charCodeAt(i), 0x01000193)
  const high = zlib.crc32(name) | 0
  return { high, low: high === 0 && fnv === 0 ? 1 : fnv | 0 }
}

export class SharedCounters {
  readonly buffer: SharedArrayBuffer
  private readonly ends: Float64Array
  private readonly words: Int32Array
  private readonly mask: number

  /** A new table (`slots` a power of two), or a view of one another thread made. */
  constructor(
    source: SharedArrayBuffer | number = 1 << 16,
    private readonly now: () => number = Date.now,
  ) {
    const slots = typeof source === 'number' ? source : (source.byteLength - 4) / 20
    if (!Number.isInteger(Math.log2(slots))) throw new Error(`SharedCounters: ${slots} slots is not a power of two`)
    this.buffer = typeof source === 'number' ? new SharedArrayBuffer(slots * 20 + 4) : source
    this.mask = slots - 1
    // Window ends first (8-byte aligned), then per slot [high, low, count], then the lock word.
    this.ends = new Float64Array(this.buffer, 0, slots)
    this.words = new Int32Array(this.buffer, slots * 8, slots * 3 + 1)
  }

  /** Counts one request of the subject tagged `tag` in a window of `windowMs`. */
  increment(tag: Tag, windowMs: number): Count {
    this.lock()
    try {
      return this.count(tag, windowMs, this.now())
    } finally {
      Atomics.store(this.words, this.words.length - 1, 0)
    }
  }

  /** Takes back one request of the subject's current window (one that turned out not to count); none when its window has ended. */
  refund(tag: Tag): void {
    this.lock()
    try {
      const slot = this.live(tag, this.now())
      if (slot >= 0 && this.words[slot * 3 + 2] > 0) this.words[slot * 3 + 2]--
    } finally {
      Atomics.store(this.words, this.words.length - 1, 0)
    }
  }

  private lock(): void {
    const at = this.words.length - 1
    for (let spins = 0; Atomics.compareExchange(this.words, at, 0, 1) !== 0; spins++) {
      // A holder that was preempted needs its CPU back: wait (1 ms at a time) rather than spin.
      if (spins >= SPINS) Atomics.wait(this.words, at, 1, 1)
      if (spins >= SPINS + STALE_LOCK_MS) return
    }
  }

  /** The slot of the subject's live window, or -1. */
  private live(tag: Tag, now: number): number {
    const { ends, words } = this
    for (let probe = 0, slot = tag.high & this.mask; probe < PROBES; probe++, slot = (slot + 1) & this.mask) {
      const word = slot * 3
      if (words[word] === 0 && words[word + 1] === 0) return -1
      if (words[word] === tag.high && words[word + 1] === tag.low && ends[slot] > now) return slot
    }
    return -1
  }

  private count(tag: Tag, windowMs: number, now: number): Count {
    const { ends, words } = this
    let reusable = -1
    let earliest = -1
    for (let probe = 0, slot = tag.high & this.mask; probe < PROBES; probe++, slot = (slot + 1) & this.mask) {
      const word = slot * 3
      const unused = words[word] === 0 && words[word + 1] === 0
      if (!unused && words[word] === tag.high && words[word + 1] === tag.low && ends[slot] > now) {
        words[word + 2]++
        return { count: words[word + 2], msBeforeNext: ends[slot] - now }
      }
      if (unused || ends[slot] <= now) {
        if (reusable < 0) reusable = slot
        if (unused) break
      } else if (earliest < 0 || ends[slot] < ends[earliest]) {
        earliest = slot
      }
    }
    const slot = reusable >= 0 ? reusable : earliest
    const word = slot * 3
    words[word] = tag.high
    words[word + 1] = tag.low
    words[word + 2] = 1
    ends[slot] = now + windowMs
    return { count: 1, msBeforeNext: windowMs }
  }
}
