/**
 * What reaches HempData over raw TCP, HTTP as clients really send it (and as they should not): the
 * app answers in the envelope whatever it can see, the runtime answers the rest itself exactly as
 * README.md says ("What the runtime answers itself"), and nothing either answers leaves the server
 * unable to serve the next request.
 */
import { afterAll, beforeAll, describe, expect, spyOn, test } from 'bun:test'
import { listen, serveOptions } from '../../../api/src/server/threads.ts'
import { rawExchange } from '../../support/raw-http.ts'
import { variantApps } from '../../support/api.ts'

const apps = variantApps(['nested'])
let server: ReturnType<typeof listen> | null = null
let port = 0
beforeAll(() => {
  server = listen(apps.nested.app, apps.nested.services, 0, false)
  port = server.server!.port!
})
afterAll(() => server?.stop(true))

const statusLine = (response: string) => response.slice(0, response.indexOf('\r\n'))
const bodyOf = (response: string) => response.slice(response.indexOf('\r\n\r\n') + 4)

/** Malformed HTTP the runtime's parser refuses before the app sees a request: bare, with Connection: close. */
const RUNTIME_ANSWERS: [string, string, string][] = [
  [
    'a NUL byte in the request line',
    'GET /v1/st\0atus HTTP/1.1\r\nHost: x\r\n\r\n',
    'HTTP/1.1 505 HTTP Version Not Supported',
  ],
  ['an unknown HTTP version', 'GET /v1/status HTTP/9.9\r\nHost: x\r\n\r\n', 'HTTP/1.1 505 HTTP Version Not Supported'],
  ['a space inside the path', 'GET /v1/sta tus HTTP/1.1\r\nHost: x\r\n\r\n', 'HTTP/1.1 505 HTTP Version Not Supported'],
  [
    'a 70 KB header',
    `GET /v1/status HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(70_000)}\r\n\r\n`,
    'HTTP/1.1 431 Request Header Fields Too Large',
  ],
  [
    'a 70 KB request line',
    `GET /v1/status?${'a'.repeat(70_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    'HTTP/1.1 431 Request Header Fields Too Large',
  ],
  ['a method that is not a token', 'G@T /v1/status HTTP/1.1\r\nHost: x\r\n\r\n', 'HTTP/1.1 400 Bad Request'],
  ['a header line without a colon', 'GET /v1/status HTTP/1.1\r\nHost: x\r\nBroken\r\n\r\n', 'HTTP/1.1 400 Bad Request'],
  [
    'a NUL byte in a header value',
    'GET /v1/status HTTP/1.1\r\nHost: x\r\nX-A: a\0b\r\n\r\n',
    'HTTP/1.1 400 Bad Request',
  ],
  ['no Host header (HTTP/1.1)', 'GET /v1/status HTTP/1.1\r\n\r\n', 'HTTP/1.1 400 Bad Request'],
  [
    'two Content-Lengths',
    'POST /v1/answer HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}',
    'HTTP/1.1 400 Bad Request',
  ],
  [
    'Content-Length and chunked together',
    'POST /v1/answer HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    'HTTP/1.1 400 Bad Request',
  ],
  [
    'a negative Content-Length',
    'POST /v1/answer HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n',
    'HTTP/1.1 400 Bad Request',
  ],
  [
    'a chunk size that is not hex',
    'POST /v1/answer HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
    'HTTP/1.1 400 Bad Request',
  ],
  ['an asterisk request target', 'OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n', 'HTTP/1.1 400 Bad Request'],
]

describe('what the runtime answers itself, as README.md documents it', () => {
  for (const [what, request, expected] of RUNTIME_ANSWERS) {
    test(`${what} → ${expected.slice(9)}, and the server serves the next request`, async () => {
      const response = await rawExchange(port, request)
      expect(statusLine(response)).toBe(expected)
      expect(response.toLowerCase()).toContain('connection: close')
      expect(bodyOf(response)).toBe('')
      expect((await fetch(`http://127.0.0.1:${port}/v1/status`)).status).toBe(200)
    })
  }
})

describe('what the app answers, in the envelope', () => {
  const expectEnvelope = (response: string, status: string, code: string) => {
    expect(statusLine(response)).toBe(`HTTP/1.1 ${status}`)
    const body = JSON.parse(bodyOf(response))
    expect(body).toMatchObject({ success: false, data: null, errors: [{ code }] })
    expect(response).toContain(`x-request-id: ${body.meta.request_id}`)
    expect(response.toLowerCase()).toContain('x-content-type-options: nosniff')
  }

  test('a body declared larger than any limit (3 MiB, 100 GiB) is refused from its declared length, before it is sent', async () => {
    for (const length of [3 * 1024 * 1024, 100 * 1024 ** 3]) {
      const response = await rawExchange(
        port,
        `POST /v1/answer HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n{"question":`,
      )
      expectEnvelope(response, '400 Bad Request', 'VALIDATION_ERROR')
      expect(response).toContain('body: larger than 8 KiB')
    }
  })

  test('a chunked body past the limit is refused as it streams in', async () => {
    const chunk = 'x'.repeat(64 * 1024)
    const chunks = Array.from({ length: 48 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`).join('')
    const response = await rawExchange(
      port,
      `POST /ops/accounts HTTP/1.1\r\nHost: x\r\nX-Admin-Key: test-admin-secret-0123456789\r\nTransfer-Encoding: chunked\r\n\r\n${chunks}0\r\n\r\n`,
    )
    expectEnvelope(response, '400 Bad Request', 'VALIDATION_ERROR')
    expect(response).toContain('body: larger than 1 MiB')
  })

  test('bytes that are not UTF-8, or escapes that decode to nothing, in the path → 404 NOT_FOUND', async () => {
    for (const path of ['/v1/\xff\xfe', '/v1/%zz', '/v1/%C0%AF', '/%00']) {
      expectEnvelope(
        await rawExchange(port, Buffer.from(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`, 'latin1')),
        '404 Not Found',
        'NOT_FOUND',
      )
    }
  })

  test('a chunked body whose connection breaks mid-way is not logged as a failure of ours', async () => {
    const logged = spyOn(console, 'error')
    try {
      await rawExchange(
        port,
        'POST /v1/answer HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{"que\r\nzz\r\n',
        500,
      )
      await Bun.sleep(200)
      expect(logged.mock.calls.filter(call => String(call[0]).startsWith('[error]'))).toEqual([])
    } finally {
      logged.mockRestore()
    }
    expect((await fetch(`http://127.0.0.1:${port}/v1/status`)).status).toBe(200)
  })

  test('anything that escapes the app is the envelope’s 500, never the runtime’s own page', async () => {
    const logged = spyOn(console, 'error').mockImplementation(() => {})
    const escaped = Bun.serve({
      port: 0,
      ...serveOptions(apps.nested.services),
      fetch: () => {
        throw new Error('escaped the app')
      },
    })
    try {
      const res = await fetch(`http://127.0.0.1:${escaped.port}/anything`)
      expect(res.status).toBe(500)
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      const body = await res.json()
      expect(body).toMatchObject({
        success: false,
        errors: [
          { code: 'INTERNAL_ERROR', message: 'An unexpected error occurred. Quote the request_id if it persists.' },
        ],
      })
      expect(JSON.stringify(body)).not.toContain('escaped the app')
    } finally {
      escaped.stop(true)
      logged.mockRestore()
    }
  })
})
