/**
 * Drives load in a separate process: wrk when installed (see wrk.ts for why), else autocannon in `node`.
 *
 * Why a separate process: on a 2-core machine a load generator inside the bench's own event loop
 * would compete with its bookkeeping and skew latency. Why node and its CLI: autocannon is built
 * and tuned for node's http parser; `--json` prints one result object we can parse.
 */
import { join } from 'node:path'
import { ROOT, runTool } from './children.ts'
import { runWrk } from './wrk.ts'

const AUTOCANNON = join(ROOT, 'node_modules/autocannon/autocannon.js')

export type Driver = 'wrk' | 'autocannon'

export interface LoadOptions {
  driver: Driver
  url: string
  headers: Record<string, string>
  /** GET unless given; a POST sends `body` with every request. */
  method?: 'GET' | 'POST'
  body?: string
  connections: number
  durationSeconds: number
}

/** What the bench reports of a run. Latencies in ms (autocannon: 1 ms resolution; wrk: µs). */
export interface LoadResult {
  requestsPerSecond: number
  requestsTotal: number
  latency: { p50: number; p90: number; p99: number; max: number; mean: number }
  non2xx: number
  errors: number
  timeouts: number
  statusCodes: Record<string, number>
  durationSeconds: number
}

export function runLoad(options: LoadOptions): Promise<LoadResult> {
  return options.driver === 'wrk' ? runWrk(options) : runAutocannon(options)
}

/** Runs autocannon once and returns its parsed result; throws with its stderr if it fails. */
function runAutocannon(options: LoadOptions): Promise<LoadResult> {
  const args = [
    AUTOCANNON,
    '--json',
    '--no-progress',
    '--connections',
    String(options.connections),
    '--duration',
    String(options.durationSeconds),
    // A request still open after 10 s counts as a timeout rather than hanging the bench.
    '--timeout',
    '10',
  ]
  for (const [name, value] of Object.entries(options.headers)) args.push('--headers', `${name}=${value}`)
  if (options.method && options.method !== 'GET') args.push('--method', options.method)
  if (options.body !== undefined) args.push('--body', options.body)
  args.push(options.url)

  // `node` from PATH: npm puts the one it runs under first; the bench needs no particular version.
  return runTool('autocannon', 'node', args, parse)
}

function parse(stdout: string): LoadResult {
  // --json prints newline-delimited JSON; the result is the last object.
  const line = stdout
    .trim()
    .split('\n')
    .filter(l => l.startsWith('{'))
    .pop()
  if (!line) throw new Error('no JSON result')
  const r = JSON.parse(line)
  const statusCodes: Record<string, number> = {}
  for (const [code, stat] of Object.entries(r.statusCodeStats ?? {}))
    statusCodes[code] = (stat as { count: number }).count
  return {
    requestsPerSecond: r.requests.average,
    requestsTotal: r.requests.total,
    latency: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max, mean: r.latency.mean },
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    statusCodes,
    durationSeconds: r.duration,
  }
}

/**
 * One request with the bench's headers, before any load: an endpoint that answers 401 or 404
 * would otherwise be "measured" at error-path speed and look fast.
 */
export async function verifyEndpoint(
  url: string,
  headers: Record<string, string>,
  method: 'GET' | 'POST' = 'GET',
  body?: string,
): Promise<void> {
  const res = await fetch(url, { method, headers, body })
  if (res.status !== 200) {
    const text = (await res.text()).slice(0, 500)
    throw new Error(`${method} ${url} answered ${res.status}, expected 200: ${text}`)
  }
  await res.arrayBuffer().catch(() => undefined)
}
