/**
 * Retry rules with a fake clock: exponential backoff with jitter from 1 s capped at 60 s, Retry-After
 * honoured on RATE_LIMITED, server and network failures retried only for idempotent calls.
 */
import { describe, expect, test } from 'bun:test'
import {
  backoff,
  DEFAULT_RETRY,
  HempData,
  type HempDataError,
  HttpClient,
  parseRetryAfter,
} from '../../sdk/src/index.ts'
import { apiError, ok, scriptedFetch, unitOptions } from '../support/sdk-fetch.ts'

const networkDown = () => Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } })

async function codeOf(promise: Promise<unknown>): Promise<HempDataError> {
  try {
    await promise
  } catch (error) {
    return error as HempDataError
  }
  throw new Error('expected a failure')
}

describe('backoff', () => {
  test('doubles from 1 s and is capped at 60 s; jitter only shortens, by at most its share', () => {
    const top = (attempt: number) => backoff(DEFAULT_RETRY, attempt, () => 0)
    const bottom = (attempt: number) => backoff(DEFAULT_RETRY, attempt, () => 0.999999)
    expect([0, 1, 2, 3, 4, 5, 6, 7, 10].map(top)).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000])
    expect([0, 1, 6].map(bottom)).toEqual([800, 1600, 48000])
    const samples = Array.from({ length: 500 }, () => backoff(DEFAULT_RETRY, 3, Math.random))
    expect(Math.min(...samples)).toBeGreaterThanOrEqual(6400)
    expect(Math.max(...samples)).toBeLessThanOrEqual(8000)
    expect(new Set(samples).size).toBeGreaterThan(50)
  })

  test('Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-21T12:00:00Z')
    expect(parseRetryAfter('30', now)).toBe(30)
    expect(parseRetryAfter('Sat, 21 Nov 2026 12:00:42 GMT', now)).toBe(42)
    expect(parseRetryAfter('Sat, 21 Nov 2026 11:00:00 GMT', now)).toBe(0)
    expect(parseRetryAfter('soon', now)).toBeNull()
    expect(parseRetryAfter(null, now)).toBeNull()
  })
})

describe('idempotent calls', () => {
  for (const [label, reply] of [
    ['INTERNAL_ERROR', () => apiError(500, 'INTERNAL_ERROR')],
    ['SERVICE_UNAVAILABLE', () => apiError(503, 'SERVICE_UNAVAILABLE')],
    ['a network error', networkDown],
    ['a gateway 502 page', () => new Response('bad gateway', { status: 502 })],
  ] as const) {
    test(`${label} is retried with backoff, then succeeds`, async () => {
      const { fetch, sent } = scriptedFetch(reply(), reply(), ok([], { total: 0 }))
      const options = unitOptions(fetch)
      const { meta } = await new HempData(options).substances.list()
      expect(meta.total).toBe(0)
      expect(sent.length).toBe(3)
      expect(options.clock.sleeps).toEqual([900, 1800])
    })
  }

  test('gives up after maxRetries (default 2) with the last error and the attempts made', async () => {
    const { fetch, sent } = scriptedFetch(apiError(503, 'SERVICE_UNAVAILABLE'))
    const options = unitOptions(fetch, { random: () => 0 })
    const error = await codeOf(new HempData(options).states.list())
    expect([error.code, error.attempts, sent.length]).toEqual(['SERVICE_UNAVAILABLE', 3, 3])
    expect(options.clock.sleeps).toEqual([1000, 2000])
  })

  test('a long run of failures climbs to the 60 s cap and stays there', async () => {
    const { fetch, sent } = scriptedFetch(networkDown())
    const options = unitOptions(fetch, { random: () => 0, maxRetries: 9 })
    const error = await codeOf(new HempData(options).states.list())
    expect(error.code).toBe('NETWORK_ERROR')
    expect(sent.length).toBe(10)
    expect(options.clock.sleeps).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000])
  })

  test('timeouts are retried like network errors', async () => {
    let calls = 0
    const { fetch } = scriptedFetch(request => {
      calls++
      if (calls > 1) return ok({ code: 'TX' })
      return new Promise<Response>((_, reject) =>
        request.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      )
    })
    const { data } = await new HempData({ ...unitOptions(fetch), timeoutMs: 20 }).states.get('TX')
    expect(data.code).toBe('TX')
    expect(calls).toBe(2)
  })

  test('retrying is configurable and off-able, per client and per call', async () => {
    const off = scriptedFetch(apiError(500, 'INTERNAL_ERROR'))
    expect((await codeOf(new HempData({ ...unitOptions(off.fetch), maxRetries: 0 }).states.list())).attempts).toBe(1)
    expect(off.sent.length).toBe(1)

    const perCall = scriptedFetch(apiError(500, 'INTERNAL_ERROR'))
    await codeOf(new HempData(unitOptions(perCall.fetch)).states.list({}, { maxRetries: 0 }))
    expect(perCall.sent.length).toBe(1)

    const tuned = scriptedFetch(apiError(500, 'INTERNAL_ERROR'))
    const options = unitOptions(tuned.fetch, {
      maxRetries: 4,
      random: () => 0,
      retry: { baseDelayMs: 200, maxDelayMs: 500, jitter: 0 },
    })
    await codeOf(new HempData(options).states.list())
    expect(options.clock.sleeps).toEqual([200, 400, 500, 500])
  })
})

describe('RATE_LIMITED', () => {
  test('waits at least Retry-After, spread a little above it, then succeeds', async () => {
    const { fetch, sent } = scriptedFetch(apiError(429, 'RATE_LIMITED', {}, { 'retry-after': '7' }), ok([]))
    const options = unitOptions(fetch, { random: () => 0.5 })
    await new HempData(options).states.list()
    expect(sent.length).toBe(2)
    expect(options.clock.sleeps).toEqual([7100])
  })

  test('the exponential backoff wins when it is longer than Retry-After', async () => {
    const limited = () => apiError(429, 'RATE_LIMITED', {}, { 'retry-after': '1' })
    const { fetch } = scriptedFetch(limited(), limited(), limited(), ok([]))
    const options = unitOptions(fetch, { random: () => 0, maxRetries: 3 })
    await new HempData(options).states.list()
    expect(options.clock.sleeps).toEqual([1000, 2000, 4000])
  })

  test('without Retry-After it backs off from 1 s', async () => {
    const { fetch } = scriptedFetch(apiError(429, 'RATE_LIMITED'), ok([]))
    const options = unitOptions(fetch, { random: () => 0 })
    await new HempData(options).states.list()
    expect(options.clock.sleeps).toEqual([1000])
  })

  test('an HTTP-date Retry-After is read against the clock', async () => {
    const { fetch } = scriptedFetch(
      apiError(429, 'RATE_LIMITED', {}, { 'retry-after': 'Sat, 21 Nov 2026 12:00:09 GMT' }),
      ok([]),
    )
    const options = unitOptions(fetch, { random: () => 0 })
    await new HempData(options).states.list()
    expect(options.clock.sleeps).toEqual([9000])
  })

  test('a Retry-After beyond the 60 s cap is not waited for: the error comes back at once', async () => {
    const { fetch, sent } = scriptedFetch(apiError(429, 'RATE_LIMITED', {}, { 'retry-after': '3600' }))
    const options = unitOptions(fetch)
    const error = await codeOf(new HempData(options).states.list())
    expect([error.code, error.retryAfter, sent.length, options.clock.sleeps.length]).toEqual([
      'RATE_LIMITED',
      3600,
      1,
      0,
    ])
  })

  test('other 429s (monthly quota, demo caps) are not retried', async () => {
    const { fetch, sent } = scriptedFetch(apiError(429, 'MONTHLY_QUOTA_EXCEEDED', { resets_at: '2026-12-01' }))
    expect((await codeOf(new HempData(unitOptions(fetch)).states.list())).code).toBe('MONTHLY_QUOTA_EXCEEDED')
    expect(sent.length).toBe(1)
  })
})

describe('POST', () => {
  const post = (http: HttpClient, idempotent?: boolean) =>
    http.send({ method: 'POST', path: '/v1/widget/check', body: { state: 'TX' }, idempotent })

  for (const [label, reply] of [
    ['INTERNAL_ERROR', () => apiError(500, 'INTERNAL_ERROR')],
    ['SERVICE_UNAVAILABLE', () => apiError(503, 'SERVICE_UNAVAILABLE')],
    ['a network error', networkDown],
  ] as const) {
    test(`a POST that may have been applied is never retried after ${label}`, async () => {
      const { fetch, sent } = scriptedFetch(reply(), ok({}))
      const error = await codeOf(post(new HttpClient(unitOptions(fetch, { maxRetries: 5 }))))
      expect(sent.length).toBe(1)
      expect(error.attempts).toBe(1)
    })
  }

  test('a POST refused by the rate limit (nothing applied) is retried; its JSON body is sent each time', async () => {
    const { fetch, sent } = scriptedFetch(
      apiError(429, 'RATE_LIMITED', {}, { 'retry-after': '2' }),
      ok({ badge_color: 'green' }),
    )
    const response = await post(new HttpClient(unitOptions(fetch)))
    expect((response.body as { data: { badge_color: string } }).data.badge_color).toBe('green')
    expect(sent.map(r => [r.method, r.body, r.headers.get('content-type')])).toEqual([
      ['POST', '{"state":"TX"}', 'application/json'],
      ['POST', '{"state":"TX"}', 'application/json'],
    ])
  })

  test('a POST its resource declares idempotent (a read-only check) is retried', async () => {
    const { fetch, sent } = scriptedFetch(apiError(503, 'SERVICE_UNAVAILABLE'), ok({}))
    await post(new HttpClient(unitOptions(fetch)), true)
    expect(sent.length).toBe(2)
  })

  test('aborting while waiting to retry stops at once with ABORTED', async () => {
    const controller = new AbortController()
    const { fetch, sent } = scriptedFetch(apiError(503, 'SERVICE_UNAVAILABLE'))
    const hd = new HempData({
      ...unitOptions(fetch),
      sleep: (_ms, signal) =>
        new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason))),
    })
    const pending = codeOf(hd.states.list({}, { signal: controller.signal }))
    setTimeout(() => controller.abort(), 5)
    const error = await pending
    expect([error.code, sent.length]).toEqual(['ABORTED', 1])
  })
})

describe('the default clock', () => {
  test('really waits the backoff between attempts', async () => {
    const { fetch, sent } = scriptedFetch(apiError(503, 'SERVICE_UNAVAILABLE'), ok([]))
    const started = performance.now()
    await new HempData({
      apiKey: 'k',
      baseUrl: 'http://x.test',
      fetch,
      retry: { baseDelayMs: 60, jitter: 0 },
    }).states.list()
    expect(sent.length).toBe(2)
    expect(performance.now() - started).toBeGreaterThanOrEqual(55)
  })
})
