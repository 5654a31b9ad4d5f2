/**
 * The SDK's errors and retries against the real API and real sockets: codes, statuses and request ids
 * as the service answers them, the real rate limiter's Retry-After, a refused connection and a stall.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { HempData as ColumnHempData } from '../../sdk/src/column.ts'
import { HempData, HempDataError, HttpClient } from '../../sdk/src/index.ts'
import { account, bothVariants } from '../support/api.ts'
import { freePort } from '../support/server-process.ts'
import { inProcess } from '../support/sdk-in-process.ts'
import { fakeClock } from '../support/sdk-fetch.ts'

const apps = bothVariants({ timeout: 60_000 })

async function failure(promise: Promise<unknown>): Promise<HempDataError> {
  try {
    await promise
  } catch (error) {
    expect(error).toBeInstanceOf(HempDataError)
    return error as HempDataError
  }
  throw new Error('expected the call to fail')
}

describe('API errors as the service answers them', () => {
  test('an unknown key is UNAUTHORIZED with the request id and doc link of the answer', async () => {
    const hd = new HempData(inProcess(apps.nested, 'hd_test_sk_not_a_real_key_000000000000'))
    const error = await failure(hd.regulations.list())
    expect([error.code, error.status, error.attempts]).toEqual(['UNAUTHORIZED', 401, 1])
    expect(error.requestId).toMatch(/^req_/)
    expect(error.docUrl).toEndWith('/errors#UNAUTHORIZED')
    expect(error.message.length).toBeGreaterThan(10)
  })

  test('a missing record is NOT_FOUND; a bad parameter is VALIDATION_ERROR naming it', async () => {
    const hd = new HempData(inProcess(apps.nested, await apps.nested.key('enterprise')))
    expect((await failure(hd.regulations.get('reg_00000000-0000-0000-0000-000000000000'))).code).toBe('NOT_FOUND')
    expect((await failure(hd.states.get('ZZ'))).code).toBe('NOT_FOUND')
    const invalid = await failure(hd.regulations.list({ per_page: 1000 }))
    expect([invalid.code, invalid.status]).toEqual(['VALIDATION_ERROR', 400])
    expect(invalid.message).toContain('per_page')
    expect((await failure(hd.regulations.compare({ states: ['TX'] }))).code).toBe('VALIDATION_ERROR')
  })

  test('tier gates: CSV for a starter key is FORBIDDEN; the column changelog below enterprise is UPGRADE_REQUIRED', async () => {
    const starter = new HempData(
      inProcess(apps.nested, await apps.nested.key('starter', { states: ['CO', 'TX', 'CA', 'NY', 'FL'] })),
    )
    expect((await failure(starter.regulations.exportCsv({ state: 'CO' }))).code).toBe('FORBIDDEN')
    const free = new ColumnHempData(inProcess(apps.column, await apps.column.key('free')))
    const gated = await failure(free.regulations.changelog({ state: 'TX' }))
    expect([gated.code, gated.status]).toEqual(['UPGRADE_REQUIRED', 402])
  })

  test('a publishable key on a secret-key endpoint is INVALID_KEY_TYPE', async () => {
    const hd = new HempData(inProcess(apps.nested, await apps.nested.key('enterprise', { kind: 'publishable' })))
    expect((await failure(hd.states.list())).code).toBe('INVALID_KEY_TYPE')
  })

  test('a retired POST answers ENDPOINT_RETIRED with its replacement, sent once', async () => {
    let sent = 0
    const http = new HttpClient({
      baseUrl: 'http://hempdata.test',
      fetch: (url, init) => {
        sent++
        return apps.nested.app.handle(new Request(url, init))
      },
    })
    const error = await failure(
      http.send({ method: 'POST', path: '/v1/regulations/ask', body: { question: 'delta-8 in Texas?' } }),
    )
    expect([error.code, error.status, sent]).toEqual(['ENDPOINT_RETIRED', 410, 1])
    expect(String(error.errors[0].replacement)).toContain('/v1/answer')
  })
})

describe('retries against the real rate limiter', () => {
  test('RATE_LIMITED waits at least Retry-After before each retry, then gives up with it', async () => {
    const { secret } = await account(apps.nested, 'enterprise', { rateLimitPerMinute: 1 })
    const clock = fakeClock()
    const hd = new HempData(inProcess(apps.nested, secret, { sleep: clock.sleep, now: clock.now }))
    await hd.substances.list()
    const error = await failure(hd.substances.list())
    expect([error.code, error.status, error.attempts]).toEqual(['RATE_LIMITED', 429, 3])
    expect(error.retryAfter).toBeGreaterThan(0)
    expect(error.retryAfter).toBeLessThanOrEqual(60)
    expect(clock.sleeps).toHaveLength(2)
    for (const ms of clock.sleeps) {
      expect(ms).toBeGreaterThanOrEqual(error.retryAfter! * 1000 - 1000)
      expect(ms).toBeLessThanOrEqual(60_000)
    }
  })
})

describe('failures on the way', () => {
  test('a refused connection is NETWORK_ERROR after the retries an idempotent call allows', async () => {
    const port = await freePort()
    const clock = fakeClock()
    const hd = new HempData({
      apiKey: 'hd_test_sk_x',
      baseUrl: `http://127.0.0.1:${port}`,
      sleep: clock.sleep,
      random: () => 0,
    })
    const error = await failure(hd.states.list())
    expect([error.code, error.status, error.attempts]).toEqual(['NETWORK_ERROR', null, 3])
    expect(clock.sleeps).toEqual([1000, 2000])
  })

  describe('a server that accepts and never answers', () => {
    let stalled: ReturnType<typeof Bun.serve>
    beforeAll(() => {
      stalled = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Promise<Response>(() => {}) })
    })
    afterAll(() => stalled.stop(true))

    test('is TIMEOUT after timeoutMs', async () => {
      const hd = new HempData({ apiKey: 'hd_test_sk_x', baseUrl: stalled.url.origin, timeoutMs: 200, maxRetries: 0 })
      const started = performance.now()
      const error = await failure(hd.status.get())
      expect(error.code).toBe('TIMEOUT')
      expect(performance.now() - started).toBeGreaterThanOrEqual(180)
      expect(performance.now() - started).toBeLessThan(5000)
    })
  })
})
