import { describe, expect, test } from 'bun:test'
import { parseOptions, UsageError } from './options.ts'
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
