/** The shared counter table: windows, subjects kept apart, a full table, and one budget across real threads. */
import { describe, expect, test } from 'bun:test'
import { SharedCounters, tagOf } from '../../../api/src/limits/shared-counters.ts'

const MINUTE = 60_000

function clock(start = 1_000_000) {
  const at = { now: start }
  return { at, now: () => at.now }
}

describe('one subject', () => {
  test('counts up within the window and starts again after it', () => {
    const time = clock()
    const counters = new SharedCounters(16, time.now)
    const tag = tagOf('hd_rl:key:3:acct_1')
    expect(counters.increment(tag, MINUTE)).toEqual({ count: 1, msBeforeNext: MINUTE })
    time.at.now += 10_000
    expect(counters.increment(tag, MINUTE)).toEqual({ count: 2, msBeforeNext: 50_000 })
    time.at.now += 50_000
    expect(counters.increment(tag, MINUTE)).toEqual({ count: 1, msBeforeNext: MINUTE })
  })
})

describe('refunds', () => {
  test('a refund takes back one request of the live window, never below zero, and none once the window ended', () => {
    const time = clock()
    const counters = new SharedCounters(16, time.now)
    const tag = tagOf('hd_rl:lookup:20:127.0.0.1')
    counters.increment(tag, MINUTE)
    counters.increment(tag, MINUTE)
    counters.refund(tag)
    expect(counters.increment(tag, MINUTE).count).toBe(2)
    counters.refund(tag)
    counters.refund(tag)
    counters.refund(tag)
    expect(counters.increment(tag, MINUTE).count).toBe(1)
    time.at.now += MINUTE
    counters.refund(tag)
    counters.refund(tagOf('never counted'))
    expect(counters.increment(tag, MINUTE)).toEqual({ count: 1, msBeforeNext: MINUTE })
  })
})

describe('many subjects', () => {
  test('each keeps its own count, on a table with collisions in every probe', () => {
    const counters = new SharedCounters(256, clock().now)
    const tags = Array.from({ length: 200 }, (_, i) => tagOf(`hd_rl:ip:120:10.0.${i >> 8}.${i & 255}`))
    for (let round = 1; round <= 3; round++) {
      for (const tag of tags) expect(counters.increment(tag, MINUTE).count).toBe(round)
    }
  })

  test('a slot whose window ended is reused, and the subject behind it keeps its count', () => {
    const time = clock()
    const counters = new SharedCounters(4, time.now)
    const tags = ['a', 'b', 'c', 'd'].map(tagOf)
    counters.increment(tags[0], 1_000)
    for (const tag of tags.slice(1)) counters.increment(tag, MINUTE)
    time.at.now += 2_000
    // Every slot is used once; a's window has ended, so e takes a slot and b..d count on.
    expect(counters.increment(tagOf('e'), MINUTE).count).toBe(1)
    for (const tag of tags.slice(1)) expect(counters.increment(tag, MINUTE).count).toBe(2)
    expect(counters.increment(tagOf('e'), MINUTE).count).toBe(2)
  })

  test('a full table takes over the window that ends first, and no one is refused', () => {
    const time = clock()
    const counters = new SharedCounters(2, time.now)
    counters.increment(tagOf('first'), MINUTE)
    time.at.now += 1
    counters.increment(tagOf('second'), MINUTE)
    counters.increment(tagOf('second'), MINUTE)
    expect(counters.increment(tagOf('third'), MINUTE).count).toBe(1)
    expect(counters.increment(tagOf('second'), MINUTE).count).toBe(3)
    // first lost its slot: it starts a new window (fails open) rather than being refused.
    expect(counters.increment(tagOf('first'), MINUTE).count).toBe(1)
  })

  test('a table size that is not a power of two is refused', () => {
    expect(() => new SharedCounters(100)).toThrow(/power of two/)
  })
})

describe('across threads', () => {
  test('four threads counting one subject 20,000 times each reach exactly 80,000', async () => {
    const counters = new SharedCounters()
    const source = `
      import { SharedCounters, tagOf } from ${JSON.stringify(new URL('../../../api/src/limits/shared-counters.ts', import.meta.url).pathname)}
      self.onmessage = (event) => {
        const counters = new SharedCounters(event.data)
        const tag = tagOf('hd_rl:key:100000:acct_threads')
        let last = 0
        for (let i = 0; i < 20000; i++) last = counters.increment(tag, 60000).count
        postMessage(last)
      }`
    const url = URL.createObjectURL(new Blob([source], { type: 'application/typescript' }))
    const workers = Array.from({ length: 4 }, () => new Worker(url))
    const lasts = await Promise.all(
      workers.map(
        worker =>
          new Promise<number>(resolve => {
            worker.onmessage = event => resolve(event.data)
            worker.postMessage(counters.buffer)
          }),
      ),
    )
    for (const worker of workers) worker.terminate()
    expect(Math.max(...lasts)).toBe(80_000)
    expect(counters.increment(tagOf('hd_rl:key:100000:acct_threads'), MINUTE).count).toBe(80_001)
  })
})
