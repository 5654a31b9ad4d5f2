/**
 * Hostile requests to every route of the router (a new route is fuzzed at once), in both variants:
 * hostile bodies (deep, large, not JSON, not UTF-8), encodings, headers, cookies, methods and path
 * parameters. In process through app.handle, over real HTTP to a started server, and as raw bytes
 * over TCP, so the runtime's own answers are exercised too. Whatever arrives: no app 5xx, every app
 * response in the envelope (except the documented non-envelope answers) with the security headers.
 * Text values carry NULs, C0 and C1 controls, bidi overrides and lone surrogates, and a marker that
 * the service's log (everything it prints meanwhile) must never show.
 * A fixed seed, printed, replays a run: FUZZ_SEED=<seed> bun test tests/api/contract/fuzz.hostile.test.ts
 */
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test'
import { gunzipSync } from 'node:zlib'
import fc from 'fast-check'
import { listen } from '../../../api/src/server/threads.ts'
import { ADMIN_SECRET, testApp, type TestApp } from '../../support/app.ts'
import { rawExchange } from '../../support/raw-http.ts'
import { type Fixtures, type HostileRequest, hostileRequest, rawRequest, violation } from '../../support/fuzz.ts'
import { isCleanText } from '../../../api/src/lib/control-characters.ts'
import { LOG_MARKER } from '../../support/fuzz-text.ts'

setDefaultTimeout(60_000)
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125)
const VARIANTS = ['nested', 'column'] as const
type Variant = (typeof VARIANTS)[number]

const apps = {} as Record<Variant, TestApp>
const fixtures = {} as Record<Variant, Fixtures>
const servers = {} as Record<Variant, ReturnType<typeof listen>>
const figures = {
  inProcess: 0,
  http: 0,
  raw: 0,
  app5xx: 0,
  nonEnvelope: 0,
  noHeaders: 0,
  runtime: new Map<string, number>(),
  unanswered: 0,
  /** Requests whose path, query or body carried a control character, a bidi control or a lone surrogate. */
  controls: 0,
}

/** Whether a request carries a refused character: raw, percent-encoded, or as a JSON escape. */
function carriesControl(request: HostileRequest): boolean {
  const body = typeof request.body === 'string' ? request.body : ''
  let path = request.path
  try {
    path = decodeURIComponent(request.path)
  } catch {}
  return !isCleanText(body) || !isCleanText(path) || /%ED%[AB]|\\u00[01]|\\u007f|\\ud[89a-f]/i.test(body + request.path)
}

/** What the service prints while the suite runs; the suite's own words go to `say`. */
const logged: string[] = []
const say = { log: console.log, error: console.error }
for (const level of ['log', 'warn', 'error'] as const) {
  const print = console[level]
  console[level] = (...args: unknown[]) => {
    logged.push(args.map(a => (a instanceof Error ? `${a.message} ${a.stack}` : String(a))).join(' '))
    print(...args)
  }
}

const routesOf = (t: TestApp) => t.app.routes.map((r: any) => ({ method: String(r.method), path: String(r.path) }))

beforeAll(async () => {
  // Behind a "proxy" (the loopback), so each request may come from its own address: keyless routes
  // are then not all refused by the per-address limit before their bodies are read.
  const started = await Promise.all(
    VARIANTS.map(variant => testApp({ variant, env: { HD_TRUSTED_PROXIES: '127.0.0.1' } })),
  )
  for (const [i, variant] of VARIANTS.entries()) {
    const t = started[i]
    apps[variant] = t
    const uuid = t.services.store.current.regulations[0].id
    fixtures[variant] = {
      variant,
      secret: await t.key('enterprise'),
      publishable: await t.key('enterprise', { kind: 'publishable' }),
      admin: ADMIN_SECRET,
      regulationId: variant === 'nested' ? `reg_${uuid}` : uuid,
    }
    servers[variant] = listen(t.app, t.services, 0, false)
  }
  say.log(`fuzz seed ${SEED} (replay with FUZZ_SEED=${SEED})`)
}, 120_000)

afterAll(async () => {
  const runtime = [...figures.runtime].map(([status, n]) => `${n} × ${status}`).join(', ') || 'none'
  const sent = figures.inProcess + figures.http + figures.raw
  say.log(
    `fuzz: ${sent} hostile requests (${figures.inProcess} in process, ${figures.http} over HTTP, ${figures.raw} raw over TCP; ${figures.controls} with a control character, bidi control or lone surrogate), seed ${SEED}; ` +
      `app 5xx: ${figures.app5xx}; not in the envelope: ${figures.nonEnvelope}; without security headers: ${figures.noHeaders}; ` +
      `answered by the runtime itself: ${runtime}; left waiting for a body that never came: ${figures.unanswered}; ` +
      `log lines meanwhile: ${logged.length}, naming a request's marked value: ${logged.filter(l => l.includes(LOG_MARKER)).length}`,
  )
  for (const variant of VARIANTS) servers[variant]?.stop(true)
  await Promise.all(VARIANTS.map(variant => apps[variant]?.close()))
})

function judge(request: HostileRequest, seen: { status: number; headers: Headers; text: string }): boolean {
  if (carriesControl(request)) figures.controls++
  const broken = violation(request, seen)
  if (!broken) return true
  if (broken.kind === '5xx') figures.app5xx++
  else if (broken.kind === 'headers') figures.noHeaders++
  else figures.nonEnvelope++
  say.error(`fuzz ${broken.kind}: ${broken.detail}`)
  return false
}

/** The request as fetch and app.handle take it; null when no client could send it (e.g. a body on GET). */
function requestInit(request: HostileRequest): RequestInit | null {
  if ((request.method === 'GET' || request.method === 'HEAD') && request.body !== undefined) return null
  return { method: request.method, headers: request.headers, body: request.body as BodyInit | undefined }
}

const variantArb = fc.constantFrom(...VARIANTS)

describe('fuzz: hostile requests to every route of the router', () => {
  test('in process, both variants (5,000)', async () => {
    await fc.assert(
      fc.asyncProperty(
        variantArb.chain(variant =>
          fc.tuple(fc.constant(variant), hostileRequest(fixtures[variant], routesOf(apps[variant]))),
        ),
        async ([variant, request]) => {
          const init = requestInit(request)
          if (!init) return true
          const response = await apps[variant].app.handle(new Request(`http://localhost${request.path}`, init))
          figures.inProcess++
          // In process nothing decodes the body on the way, as a client would.
          const bytes = new Uint8Array(await response.arrayBuffer())
          const text =
            response.headers.get('content-encoding') === 'gzip' && bytes.length > 0
              ? gunzipSync(bytes).toString()
              : Buffer.from(bytes).toString()
          return judge(request, { status: response.status, headers: response.headers, text })
        },
      ),
      { numRuns: 5000, seed: SEED },
    )
  })

  test('over HTTP to a started server, both variants (5,000)', async () => {
    await fc.assert(
      fc.asyncProperty(
        variantArb.chain(variant =>
          fc.tuple(fc.constant(variant), hostileRequest(fixtures[variant], routesOf(apps[variant]))),
        ),
        async ([variant, request]) => {
          const init = requestInit(request)
          if (!init) return true
          const response = await fetch(`http://127.0.0.1:${servers[variant].server!.port}${request.path}`, {
            ...init,
            redirect: 'manual',
          })
          figures.http++
          const seen = { status: response.status, headers: response.headers, text: await response.text() }
          // The runtime's own answers carry none of the app's headers (README: what the runtime answers itself).
          if (!response.headers.has('x-content-type-options') && response.status >= 400 && seen.text === '') {
            figures.runtime.set(String(response.status), (figures.runtime.get(String(response.status)) ?? 0) + 1)
            return true
          }
          return judge(request, seen)
        },
      ),
      { numRuns: 5000, seed: SEED + 1 },
    )
  })

  test('raw bytes over TCP: mangled request lines, headers and framing (600)', async () => {
    const port = servers.nested.server!.port!
    const requests = fc.sample(rawRequest(routesOf(apps.nested)), { numRuns: 600, seed: SEED + 2 })
    // Concurrently in batches: a request left waiting for its body costs its timeout once per batch.
    for (let start = 0; start < requests.length; start += 30) {
      await Promise.all(
        requests.slice(start, start + 30).map(async (bytes, i) => {
          const response = await rawExchange(port, bytes, 400)
          figures.raw++
          const where = `raw #${start + i} (seed ${SEED + 2}): ${JSON.stringify(bytes.toString('latin1').slice(0, 160))} → ${JSON.stringify(response.slice(0, 200))}`
          if (response === '') {
            figures.unanswered++
            return
          }
          // An interim 100 Continue (the request said Expect) precedes the answer.
          const final = response.replace(/^(HTTP\/1\.1 1\d\d [^\r]*\r\n\r\n)+/, '')
          const status = Number(final.slice(9, 12))
          const head = final.slice(0, final.indexOf('\r\n\r\n') + 2)
          const text = final.slice(head.length + 2)
          if (!/\r\nx-content-type-options: /i.test(head)) {
            // The runtime's parser: a bare refusal, one of those README lists.
            expect([400, 431, 505], where).toContain(status)
            expect(text, where).toBe('')
            figures.runtime.set(String(status), (figures.runtime.get(String(status)) ?? 0) + 1)
            return
          }
          const headers = new Headers()
          for (const line of head.split('\r\n').slice(1)) {
            const colon = line.indexOf(':')
            if (colon > 0) headers.append(line.slice(0, colon), line.slice(colon + 1).trim())
          }
          const [method, target] = bytes.toString('latin1').split(' ')
          expect(
            judge(
              { method, path: target, headers: {} },
              { status, headers, text: headers.get('transfer-encoding') === 'chunked' ? dechunk(text) : text },
            ),
            where,
          ).toBe(true)
        }),
      )
    }
  })

  test('the figure: at least 10,000 hostile requests, no app 5xx, nothing outside the envelope', () => {
    expect(figures.inProcess + figures.http + figures.raw).toBeGreaterThanOrEqual(10_000)
    expect(figures.app5xx).toBe(0)
    expect(figures.nonEnvelope).toBe(0)
    expect(figures.noHeaders).toBe(0)
    // The service logged nothing of what it was sent: no marked value, no failed query's parameters.
    expect(logged.filter(line => line.includes(LOG_MARKER) || /Failed query|params:/.test(line))).toEqual([])
  })
})

function dechunk(text: string): string {
  let out = ''
  let at = 0
  for (;;) {
    const end = text.indexOf('\r\n', at)
    const size = Number.parseInt(text.slice(at, end), 16)
    if (!size) return out
    out += text.slice(end + 2, end + 2 + size)
    at = end + 2 + size + 2
  }
}
