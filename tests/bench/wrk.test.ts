import { describe, expect, test } from 'bun:test'
import type { LoadResult } from './load.ts'
import { parseOptions, UsageError } from './options.ts'
import { parseCpuTimes, stealShare } from '../support/host-steal.ts'
import { combineRounds, judge, medianOrNull, ratioToBaseline } from './report.ts'
import { parseWrk } from './wrk.ts'

// Real wrk 4.1.0 reports, captured on this machine.
const OK = `Running 1s test @ http://127.0.0.1:3918/
  1 threads and 4 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   675.95us    1.46ms  14.16ms   88.57%
    Req/Sec    41.47k    24.58k   77.79k    72.73%
  Latency Distribution
     50%   55.00us
     75%  544.00us
     90%    2.36ms
     99%    7.27ms
  45313 requests in 1.10s, 5.06MB read
Requests/sec:  41193.60
Transfer/sec:      4.60MB
`

const ERRORS = `Running 1s test @ http://127.0.0.1:3918/x
  1 threads and 4 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     1.42ms    2.36ms  16.00ms   87.05%
    Req/Sec    16.78k     5.18k   27.23k    60.00%
  Latency Distribution
     50%   76.00us
     75%    1.98ms
     90%    4.56ms
     99%   10.72ms
  16971 requests in 1.02s, 2.01MB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 16971
Requests/sec:  16708.66
Transfer/sec:      1.98MB
`

describe('bench: wrk report', () => {
  test('reads throughput and latency percentiles in milliseconds, whatever unit wrk printed', () => {
    const result = parseWrk(OK, 1)
    expect(result.requestsPerSecond).toBe(41193.6)
    expect(result.requestsTotal).toBe(45313)
    expect(result.latency).toEqual({ p50: 0.06, p90: 2.36, p99: 7.27, max: 14.16, mean: 0.68 })
    expect(result.non2xx + result.errors + result.timeouts).toBe(0)
  })

  test('counts non-2xx responses, socket errors and timeouts, so the verdict can fail the run', () => {
    const result = parseWrk(ERRORS, 1)
    expect(result.non2xx).toBe(16971)
    expect(result.errors).toBe(2)
    expect(result.timeouts).toBe(3)
    expect(result.statusCodes).toEqual({ '200': 0, other: 16971 })
  })

  test('refuses a report it cannot read instead of inventing figures', () => {
    expect(() => parseWrk('unable to connect to 127.0.0.1:1 Connection refused', 1)).toThrow('no request totals')
  })
})

describe('bench: --driver', () => {
  test('defaults to auto and accepts wrk or autocannon', () => {
    expect(parseOptions([], {}).driver).toBe('auto')
    expect(parseOptions(['--driver', 'wrk'], {}).driver).toBe('wrk')
    expect(parseOptions(['--driver=autocannon'], {}).driver).toBe('autocannon')
  })

  test('names the option on a bad value', () => {
    expect(() => parseOptions(['--driver', 'ab'], {})).toThrow(UsageError)
    expect(() => parseOptions(['--driver', 'ab'], {})).toThrow('--driver')
  })
})

describe('bench: rounds', () => {
  const run = (rps: number, p99: number, non2xx = 0): LoadResult => ({
    requestsPerSecond: rps,
    requestsTotal: rps * 5,
    latency: { p50: p99 / 4, p90: p99 / 2, p99, max: p99 * 2, mean: p99 / 3 },
    non2xx,
    errors: 0,
    timeouts: 0,
    statusCodes: { 200: rps * 5 - non2xx, ...(non2xx ? { 429: non2xx } : {}) },
    durationSeconds: 5,
  })

  test('defaults to 3 rounds of 5 s and takes --rounds or BENCH_ROUNDS', () => {
    expect(parseOptions([], {})).toMatchObject({ rounds: 3, duration: 5 })
    expect(parseOptions(['--rounds', '5'], {}).rounds).toBe(5)
    expect(parseOptions([], { BENCH_ROUNDS: '2' }).rounds).toBe(2)
    expect(() => parseOptions(['--rounds', '0'], {})).toThrow('--rounds')
  })

  test('measures again up to 3 times when the host steals; --attempts or BENCH_ATTEMPTS, 1 keeps the first', () => {
    expect(parseOptions([], {}).attempts).toBe(3)
    expect(parseOptions(['--attempts=1'], {}).attempts).toBe(1)
    expect(parseOptions([], { BENCH_ATTEMPTS: '5' }).attempts).toBe(5)
    expect(() => parseOptions(['--attempts', '0'], {})).toThrow('--attempts')
  })

  test('reports the median round, and keeps every request and error of every round', () => {
    const combined = combineRounds([run(40_000, 3), run(10_000, 40, 7), run(42_000, 4)])
    expect(combined.requestsPerSecond).toBe(40_000)
    expect(combined.latency.p99).toBe(4)
    expect(combined.latency.max).toBe(80)
    expect(combined.requestsTotal).toBe(460_000)
    expect(combined.non2xx).toBe(7)
    expect(combined.statusCodes['429']).toBe(7)
  })

  test('compares each round with the baseline of the same round', () => {
    // The machine halves its speed in round 2: both slow down, the ratio holds.
    const baseline = [run(80_000, 1), run(40_000, 2), run(80_000, 1)]
    const endpoint = [run(40_000, 2), run(20_000, 4), run(36_000, 2)]
    expect(ratioToBaseline(endpoint, baseline)).toBe(0.5)
  })

  test('a run below the budget in most rounds fails, whatever one good round says', () => {
    const baseline = [run(80_000, 1), run(80_000, 1), run(80_000, 1)]
    const endpoint = [run(30_000, 2), run(60_000, 2), run(30_000, 2)]
    const row = judge(
      { label: 'x', path: '/x', role: 'hot' },
      combineRounds(endpoint),
      ratioToBaseline(endpoint, baseline),
    )
    expect(row.failures).toEqual(['0.38× baseline < 0.5×'])
  })
})

describe('bench: host steal', () => {
  // /proc/stat lines from this machine, five seconds apart, while wrk drove the baseline.
  const BEFORE =
    'cpu  346896 2768 100253 267800 2440 0 7452 132655 0 0\ncpu0 173448 1384 50126 133900 1220 0 3726 66327 0 0\n'
  const AFTER = 'cpu  347043 2768 100434 268149 2440 0 7598 132944 0 0\n'

  test('reads the aggregate line and the share of time the host took', () => {
    expect(parseCpuTimes(BEFORE)).toEqual({
      steal: 132655,
      total: 346896 + 2768 + 100253 + 267800 + 2440 + 0 + 7452 + 132655,
    })
    expect(stealShare(parseCpuTimes(BEFORE), parseCpuTimes(AFTER))).toBeCloseTo(289 / 1112, 6)
  })

  test('unknown rather than invented: no cpu line, too few fields, or no time elapsed', () => {
    expect(parseCpuTimes('intr 1 2 3\n')).toBeNull()
    expect(parseCpuTimes('cpu  1 2 3\n')).toBeNull()
    expect(stealShare(parseCpuTimes(BEFORE), parseCpuTimes(BEFORE))).toBeNull()
    expect(stealShare(null, parseCpuTimes(AFTER))).toBeNull()
    expect(medianOrNull([null, null])).toBeNull()
    expect(medianOrNull([0.3, null, 0.1, 0.2])).toBe(0.2)
  })
})
