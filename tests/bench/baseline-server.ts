/**
 * The baseline: an empty Elysia handler on the same bun binary as HempData. Its req/s is the
 * ceiling for this machine, runtime and load generator, so HempData's numbers are read as a
 * ratio to it rather than as absolute figures that change with the hardware.
 *
 * Run by the bench as a child process: `bun tests/bench/baseline-server.ts` with PORT set. With
 * THREADED_PORT and THREADS also set, the same handler answers on THREADED_PORT from THREADS
 * threads, as HempData answers from its HTTP threads: an info row, to show what serving from every
 * core gives a handler with nothing to do.
 */
import { Elysia } from 'elysia'

const port = Number(process.env.PORT)
const threadedPort = Number(process.env.THREADED_PORT ?? 0)
const threads = Number(process.env.THREADS ?? 1)
if (!Number.isInteger(port) || port <= 0) {
  console.error('baseline-server: set PORT to the port to listen on')
  process.exit(1)
}

const empty = () => new Elysia().get('/', () => 'ok')

/**
 * The floor: what an Elysia handler pays to send the response of a cached read and nothing else,
 * with none of HempData's work (no key check, rate limit, cache lookup or request id in the body).
 * It reads the request headers a read reads and answers a 2 KB gzip body (the size of the
 * regulations read's) with the headers a read carries, the last two set per request. Its ratio to
 * the baseline is what the response alone costs on this machine; the rest of a read's gap is ours.
 */
const FLOOR_BODY = Bun.gzipSync(
  Array.from({ length: 260 }, (_, i) => `{"id":"reg_${(i * 2654435761) >>> 0}","n":${i}}`).join(','),
  { level: 8 },
)
const FLOOR_HEADERS = new Headers({
  'content-type': 'application/json; charset=utf-8',
  vary: 'Accept-Encoding',
  etag: 'W/"1-floor"',
  'cache-control': 'private, no-cache',
  'content-encoding': 'gzip',
  'ratelimit-policy': '"minute";q=100000000;w=60',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
})
let served = 0

function floor({ request }: { request: Request }): Response {
  const headers = request.headers
  headers.get('authorization')
  headers.get('if-none-match')
  headers.get('accept-encoding')
  served++
  const response = new Response(FLOOR_BODY, { status: 200, headers: FLOOR_HEADERS })
  response.headers.set('ratelimit', `"minute";r=${100_000_000 - served};t=60`)
  response.headers.set('x-request-id', `req_floor${served.toString(36)}`)
  return response
}

/**
 * The floor of a POST like the widget check's: the JSON body read and parsed, and the same response
 * as the GET floor. Set beside the check, it shows what reading a request body costs on its own.
 */
async function floorPost({ request }: { request: Request }): Promise<Response> {
  const body = (await request.json()) as { substance?: unknown }
  if (typeof body.substance !== 'string') return new Response('bad body', { status: 400 })
  return floor({ request })
}

async function main(): Promise<void> {
  const app = empty().get('/floor', floor).post('/floor', floorPost, { parse: 'none' }).listen(port)
  if (threadedPort > 0) {
    empty().listen({ port: threadedPort, reusePort: true })
    for (let i = 1; i < threads; i++) {
      const worker = new Worker(import.meta.url)
      await new Promise(resolve => (worker.onmessage = resolve))
    }
  }
  console.log(
    `baseline listening on ${app.server?.port}${threadedPort > 0 ? `, and on ${threadedPort} from ${threads} threads` : ''}`,
  )

  const stop = () => {
    app.stop()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

if (!Bun.isMainThread) {
  empty().listen({ port: threadedPort, reusePort: true })
  postMessage('listening')
} else {
  await main()
}
