/** Stand-ins for the network in SDK unit tests: a scripted fetch that records requests, and a fake clock. */
import type { ClientOptions } from '../../sdk/src/index.ts'

export interface SentRequest {
  url: URL
  method: string
  headers: Headers
  body: string | null
  signal: AbortSignal | null
}

type Reply = Response | Error | ((request: SentRequest) => Response | Promise<Response>)

/** A fetch that answers with `replies` in order (the last one repeats) and records what was sent. */
export function scriptedFetch(...replies: Reply[]) {
  const sent: SentRequest[] = []
  const fetch = async (input: string, init: RequestInit = {}): Promise<Response> => {
    const request: SentRequest = {
      url: new URL(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : null,
      signal: init.signal ?? null,
    }
    sent.push(request)
    const reply = replies[Math.min(sent.length - 1, replies.length - 1)]
    if (reply instanceof Error) throw reply
    if (typeof reply === 'function') return reply(request)
    return reply.clone()
  }
  return { fetch, sent }
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  })
}

export function ok(data: unknown, meta: Record<string, unknown> = {}, headers: Record<string, string> = {}): Response {
  return json(
    200,
    { success: true, data, meta: { request_id: 'req_ok', api_version: 'v1', ...meta }, errors: [] },
    { 'x-request-id': 'req_ok', ...headers },
  )
}

export function apiError(
  status: number,
  code: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Response {
  const body = {
    success: false,
    data: null,
    meta: { request_id: `req_${code.toLowerCase()}`, api_version: 'v1' },
    errors: [{ code, message: `${code} happened`, doc_url: `http://localhost:3000/errors#${code}`, ...extra }],
  }
  return json(status, body, { 'x-request-id': `req_${code.toLowerCase()}`, ...headers })
}

/** A clock that never waits: it records each requested sleep and moves its own time forward. */
export function fakeClock(start = Date.parse('2026-11-21T12:00:00Z')) {
  const sleeps: number[] = []
  let time = start
  return {
    sleeps,
    now: () => time,
    sleep: async (ms: number, signal?: AbortSignal) => {
      if (signal?.aborted) throw signal.reason
      sleeps.push(ms)
      time += ms
    },
  }
}

/** Client options for a unit test: the scripted fetch, a fake clock and a fixed jitter source. */
export function unitOptions(
  fetch: ClientOptions['fetch'],
  extra: Partial<ClientOptions> = {},
): ClientOptions & { clock: ReturnType<typeof fakeClock> } {
  const clock = fakeClock()
  return {
    apiKey: 'hd_test_sk_unit',
    baseUrl: 'https://api.hempdata.test',
    fetch,
    sleep: clock.sleep,
    now: clock.now,
    random: () => 0.5,
    clock,
    ...extra,
  }
}
