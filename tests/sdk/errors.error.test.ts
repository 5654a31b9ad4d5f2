/** Every way a call can fail, with an injected fetch: one HempDataError carrying what the API said. */
import { describe, expect, test } from 'bun:test'
import { HempData, type HempDataError, isHempDataError } from '../../sdk/src/index.ts'
import { apiError, json, ok, scriptedFetch, unitOptions } from '../support/sdk-fetch.ts'

async function failure(promise: Promise<unknown>): Promise<HempDataError> {
  try {
    await promise
  } catch (error) {
    expect(isHempDataError(error)).toBe(true)
    return error as HempDataError
  }
  throw new Error('expected the call to fail')
}

const noRetry = (fetch: ReturnType<typeof scriptedFetch>['fetch']) =>
  new HempData({ ...unitOptions(fetch), maxRetries: 0 })

describe('API errors', () => {
  test('the envelope becomes a HempDataError with code, status, message, requestId and docUrl', async () => {
    const { fetch } = scriptedFetch(apiError(404, 'NOT_FOUND'))
    const error = await failure(noRetry(fetch).regulations.get('reg_x'))
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('HempDataError')
    expect(error.code).toBe('NOT_FOUND')
    expect(error.status).toBe(404)
    expect(error.message).toBe('NOT_FOUND happened')
    expect(error.requestId).toBe('req_not_found')
    expect(error.docUrl).toBe('http://localhost:3000/errors#NOT_FOUND')
    expect(error.retryAfter).toBeNull()
    expect(error.resetsAt).toBeNull()
    expect(error.errors).toHaveLength(1)
    expect(error.attempts).toBe(1)
  })

  for (const [status, code] of [
    [400, 'VALIDATION_ERROR'],
    [400, 'INVALID_KEY_TYPE'],
    [401, 'UNAUTHORIZED'],
    [402, 'UPGRADE_REQUIRED'],
    [403, 'FORBIDDEN'],
    [410, 'ENDPOINT_RETIRED'],
  ] as const) {
    test(`${status} ${code} is surfaced as is and never retried`, async () => {
      const { fetch, sent } = scriptedFetch(apiError(status, code))
      const error = await failure(new HempData(unitOptions(fetch)).regulations.list())
      expect([error.code, error.status, sent.length]).toEqual([code, status, 1])
    })
  }

  test('RATE_LIMITED carries Retry-After in seconds; MONTHLY_QUOTA_EXCEEDED carries resets_at', async () => {
    const limited = await failure(
      noRetry(scriptedFetch(apiError(429, 'RATE_LIMITED', {}, { 'retry-after': '17' })).fetch).states.list(),
    )
    expect([limited.code, limited.retryAfter]).toEqual(['RATE_LIMITED', 17])
    const quota = await failure(
      noRetry(
        scriptedFetch(apiError(429, 'MONTHLY_QUOTA_EXCEEDED', { resets_at: '2026-12-01T00:00:00Z' })).fetch,
      ).states.list(),
    )
    expect([quota.code, quota.resetsAt]).toEqual(['MONTHLY_QUOTA_EXCEEDED', '2026-12-01T00:00:00Z'])
  })

  test('extra fields of the error entry (e.g. replacement) stay readable in errors', async () => {
    const error = await failure(
      noRetry(scriptedFetch(apiError(410, 'ENDPOINT_RETIRED', { replacement: '/v1/answer' })).fetch).states.list(),
    )
    expect(error.errors[0].replacement).toBe('/v1/answer')
  })

  test('the request id falls back to the X-Request-Id header', async () => {
    const body = { success: false, data: null, meta: {}, errors: [{ code: 'FORBIDDEN', message: 'no' }] }
    const error = await failure(
      noRetry(scriptedFetch(json(403, body, { 'x-request-id': 'req_hdr' })).fetch).states.list(),
    )
    expect([error.code, error.requestId, error.docUrl]).toEqual(['FORBIDDEN', 'req_hdr', null])
  })
})

describe('answers that are not HempData envelopes', () => {
  test('an HTML error page from a proxy is INVALID_RESPONSE with its status', async () => {
    const page = new Response('<html><body>Bad gateway</body></html>', {
      status: 502,
      headers: { 'content-type': 'text/html' },
    })
    const error = await failure(noRetry(scriptedFetch(page).fetch).states.list())
    expect([error.code, error.status]).toEqual(['INVALID_RESPONSE', 502])
    expect(error.message).toContain('Bad gateway')
  })

  test('a JSON content type with a broken body is INVALID_RESPONSE', async () => {
    const broken = new Response('{"success":tru', { status: 200, headers: { 'content-type': 'application/json' } })
    const error = await failure(noRetry(scriptedFetch(broken).fetch).states.list())
    expect([error.code, error.status]).toEqual(['INVALID_RESPONSE', 200])
    expect(error.cause).toBeInstanceOf(SyntaxError)
  })

  test('a 200 that is not the success envelope is INVALID_RESPONSE', async () => {
    const error = await failure(noRetry(scriptedFetch(json(200, { hello: 'world' })).fetch).states.list())
    expect(error.code).toBe('INVALID_RESPONSE')
    expect(error.message).toContain('hello')
    const status = await failure(noRetry(scriptedFetch(ok([])).fetch).status.get())
    expect(status.code).toBe('INVALID_RESPONSE')
  })
})

describe('failures before an answer', () => {
  test('a refused connection is NETWORK_ERROR with the cause kept', async () => {
    const refused = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } })
    const error = await failure(noRetry(scriptedFetch(refused).fetch).states.list())
    expect(error.code).toBe('NETWORK_ERROR')
    expect(error.status).toBeNull()
    expect(error.message).toContain('ECONNREFUSED')
    expect(error.cause).toBe(refused)
  })

  test('no answer within timeoutMs is TIMEOUT, and the request is aborted', async () => {
    let seen: AbortSignal | null = null
    const hanging = scriptedFetch(request => {
      seen = request.signal
      return new Promise<Response>((_, reject) =>
        request.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )
    })
    const started = performance.now()
    const error = await failure(
      new HempData({ ...unitOptions(hanging.fetch), maxRetries: 0, timeoutMs: 50 }).states.list(),
    )
    expect(error.code).toBe('TIMEOUT')
    expect(error.message).toContain('50 ms')
    expect(seen!.aborted).toBe(true)
    expect(performance.now() - started).toBeLessThan(2000)
  })

  test('a body that stalls after the headers also times out', async () => {
    const stalled = scriptedFetch(request => {
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"success":'))
          request.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')))
        },
      })
      return new Response(body, { headers: { 'content-type': 'application/json' } })
    })
    const error = await failure(
      new HempData({ ...unitOptions(stalled.fetch), maxRetries: 0, timeoutMs: 50 }).states.list(),
    )
    expect(error.code).toBe('TIMEOUT')
  })

  test('per-call timeoutMs overrides the client setting', async () => {
    const hanging = scriptedFetch(
      request =>
        new Promise<Response>((_, reject) =>
          request.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    )
    const hd = new HempData({ ...unitOptions(hanging.fetch), maxRetries: 0, timeoutMs: 60_000 })
    const error = await failure(hd.states.list({}, { timeoutMs: 30 }))
    expect(error.code).toBe('TIMEOUT')
  })

  test("the caller's signal aborts as ABORTED, before sending and in flight, and is not retried", async () => {
    const before = scriptedFetch(ok([]))
    const controller = new AbortController()
    controller.abort()
    const early = await failure(new HempData(unitOptions(before.fetch)).states.list({}, { signal: controller.signal }))
    expect(early.code).toBe('ABORTED')
    expect(before.sent.length).toBe(0)

    const inFlight = new AbortController()
    const hanging = scriptedFetch(request => {
      setTimeout(() => inFlight.abort(), 5)
      return new Promise<Response>((_, reject) =>
        request.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      )
    })
    const error = await failure(new HempData(unitOptions(hanging.fetch)).states.list({}, { signal: inFlight.signal }))
    expect(error.code).toBe('ABORTED')
    expect(hanging.sent.length).toBe(1)
  })

  test('no fetch anywhere is a clear error at construction', () => {
    const saved = globalThis.fetch
    try {
      ;(globalThis as { fetch?: unknown }).fetch = undefined
      expect(() => new HempData({})).toThrow(/fetch/)
    } finally {
      globalThis.fetch = saved
    }
  })
})
