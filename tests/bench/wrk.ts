/**
 * Drives load with wrk when it is installed (`apt-get install wrk`).
 *
 * Why prefer wrk: autocannon appends every response body to a JavaScript string (`req.body += data`),
 * so it UTF-8-decodes each body. For gzip bodies, which are binary, that decoding is its most
 * expensive step: measured on this machine, a 5.7 KB binary body caps autocannon near 6k req/s
 * where the same size in ASCII reaches 34k. The bench would then measure the client, not HempData.
 * wrk is written in C, does not look inside bodies, and needs one thread (one core) for 32 connections.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runTool } from './children.ts'
import type { LoadOptions, LoadResult } from './load.ts'

export function wrkAvailable(): boolean {
  const probe = spawnSync('wrk', ['--version'], { stdio: 'ignore' })
  return probe.error === undefined
}

export function runWrk(options: LoadOptions): Promise<LoadResult> {
  const args = [
    '--threads',
    '1',
    '--connections',
    String(options.connections),
    '--duration',
    `${options.durationSeconds}s`,
    '--timeout',
    '10s',
    '--latency',
  ]
  for (const [name, value] of Object.entries(options.headers)) args.push('--header', `${name}: ${value}`)
  if (options.method && options.method !== 'GET')
    args.push('--script', requestScript(options.method, options.body ?? ''))
  args.push(options.url)
  return runTool('wrk', 'wrk', args, stdout => parseWrk(stdout, options.durationSeconds))
}

/** wrk sends other methods and bodies through a Lua script; the body goes in a long bracket, verbatim. */
function requestScript(method: string, body: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'hempdata-wrk-')), 'request.lua')
  writeFileSync(path, `wrk.method = "${method}"\nwrk.body = [==[${body}]==]\n`)
  return path
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 }

/** "1.23ms" → 1.23; wrk prints latencies with their own unit. */
function millis(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text)
  if (!match) throw new Error(`unreadable latency "${text}"`)
  return Number(match[1]) * UNIT_MS[match[2]]
}

const round = (ms: number) => Math.round(ms * 100) / 100

/** Reads wrk's text report: totals, the latency distribution (--latency) and error counts. */
export function parseWrk(stdout: string, durationSeconds: number): LoadResult {
  const total = /(\d+) requests in ([\d.]+)(\w+)/.exec(stdout)
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(stdout)
  if (!total || !rps) throw new Error('no request totals')
  const percentile = (p: number) => {
    const match = new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(stdout)
    if (!match) throw new Error(`no ${p}% latency`)
    return millis(match[1])
  }
  const stats = /Latency\s+(\S+)\s+(\S+)\s+(\S+)/.exec(stdout)
  if (!stats) throw new Error('no latency line')
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout)
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0)
  const requestsTotal = Number(total[1])
  return {
    requestsPerSecond: Number(rps[1]),
    requestsTotal,
    latency: {
      p50: round(percentile(50)),
      p90: round(percentile(90)),
      p99: round(percentile(99)),
      max: round(millis(stats[3])),
      mean: round(millis(stats[1])),
    },
    non2xx,
    errors: socket ? Number(socket[1]) + Number(socket[2]) + Number(socket[3]) : 0,
    timeouts: socket ? Number(socket[4]) : 0,
    statusCodes: non2xx === 0 ? { '200': requestsTotal } : { '200': requestsTotal - non2xx, other: non2xx },
    durationSeconds,
  }
}
