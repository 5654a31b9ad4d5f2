/**
 * The budget, the results table and the JSON artifact.
 *
 * The budget is relative to the baseline (an empty Elysia handler on the same machine) because
 * absolute req/s depends on the hardware; a ratio holds on a laptop and on a 2-core CI runner.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { dirname, resolve } from 'node:path'
import type { LoadResult } from './load.ts'
import type { BenchOptions } from './options.ts'

export const BUDGET = {
  /** Hot reads must reach at least this fraction of the baseline's req/s… */
  minRatio: 0.5,
  /** …with a p99 latency at or under this, at 32 connections. */
  maxP99Ms: 10,
}

export interface Endpoint {
  label: string
  path: string
  /** 'baseline' is the reference; 'hot' reads carry the budget; 'info' is measured for context. */
  role: 'baseline' | 'hot' | 'info'
  /** A stricter p99 budget for this endpoint (the answer engine's is 5 ms). */
  maxP99Ms?: number
  method?: 'GET' | 'POST'
  /** JSON body of a POST. */
  body?: string
  /**
   * The server that answers: HempData unless said (the floor row is served by the baseline's
   * server; the threaded baseline row by its handler on every HTTP thread HempData uses).
   */
  server?: 'baseline' | 'baseline-threads'
  /** The key the endpoint takes (secret unless said). */
  key?: 'secret' | 'publishable'
}

export interface Row extends Endpoint {
  result: LoadResult
  ratio: number
  /** Why the row failed; empty when it passed (or has no budget and no errors). */
  failures: string[]
  /** The host's share of CPU time while this row was measured (median over rounds; tests/support/host-steal.ts), when known. */
  steal?: number | null
}

/** Above this much host steal in the median round, the table warns that the run was contended. */
export const CONTENDED_STEAL = 0.05

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** The median of the known values, or null when none is known. */
export function medianOrNull(values: (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null)
  return known.length > 0 ? median(known) : null
}

export const formatShare = (share: number): string => `${(share * 100).toFixed(0)} %`

/**
 * One endpoint's rounds as one result: the median req/s and latencies (a noisy neighbour on a
 * shared machine moves one round, not the figure), and every request, error and status summed.
 */
export function combineRounds(rounds: LoadResult[]): LoadResult {
  const statusCodes: Record<string, number> = {}
  for (const round of rounds)
    for (const [code, n] of Object.entries(round.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + n
  const sum = (pick: (r: LoadResult) => number) => rounds.reduce((total, r) => total + pick(r), 0)
  const mid = (pick: (r: LoadResult) => number) => median(rounds.map(pick))
  return {
    requestsPerSecond: mid(r => r.requestsPerSecond),
    requestsTotal: sum(r => r.requestsTotal),
    latency: {
      p50: mid(r => r.latency.p50),
      p90: mid(r => r.latency.p90),
      p99: mid(r => r.latency.p99),
      max: Math.max(...rounds.map(r => r.latency.max)),
      mean: mid(r => r.latency.mean),
    },
    non2xx: sum(r => r.non2xx),
    errors: sum(r => r.errors),
    timeouts: sum(r => r.timeouts),
    statusCodes,
    durationSeconds: sum(r => r.durationSeconds),
  }
}

/** The ratio to the baseline measured in the same round, as the median over rounds: a drift in the machine's speed cancels out. */
export function ratioToBaseline(rounds: LoadResult[], baselineRounds: LoadResult[]): number {
  return median(
    rounds.map((r, i) =>
      baselineRounds[i].requestsPerSecond > 0 ? r.requestsPerSecond / baselineRounds[i].requestsPerSecond : 0,
    ),
  )
}

export function judge(endpoint: Endpoint, result: LoadResult, ratio: number): Row {
  const failures: string[] = []
  // Errors disqualify any row, the baseline included: a fast 401 or a dropped socket is not a result.
  if (result.non2xx > 0)
    failures.push(
      `${result.non2xx} non-2xx (${Object.entries(result.statusCodes)
        .map(([c, n]) => `${c}×${n}`)
        .join(', ')})`,
    )
  if (result.errors > 0) failures.push(`${result.errors} errors`)
  if (result.timeouts > 0) failures.push(`${result.timeouts} timeouts`)
  if (endpoint.role === 'hot') {
    if (ratio < BUDGET.minRatio) failures.push(`${ratio.toFixed(2)}× baseline < ${BUDGET.minRatio}×`)
    const maxP99 = endpoint.maxP99Ms ?? BUDGET.maxP99Ms
    if (result.latency.p99 > maxP99) failures.push(`p99 ${result.latency.p99} ms > ${maxP99} ms`)
  }
  return { ...endpoint, result, ratio, failures }
}

function verdict(row: Row): string {
  if (row.failures.length > 0) return 'FAIL'
  return row.role === 'hot' ? 'PASS' : row.role === 'baseline' ? '(baseline)' : '(info)'
}

export function printTable(rows: Row[], options: BenchOptions): void {
  const header = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', '× baseline', 'non-2xx', 'host steal', 'budget']
  const body = rows.map(row => [
    row.label,
    Math.round(row.result.requestsPerSecond).toLocaleString('en-US'),
    String(Number(row.result.latency.p50.toFixed(3))),
    String(Number(row.result.latency.p99.toFixed(3))),
    `${row.ratio.toFixed(2)}×`,
    String(row.result.non2xx + row.result.errors + row.result.timeouts),
    row.steal === null || row.steal === undefined ? 'n/a' : formatShare(row.steal),
    verdict(row),
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...body.map(r => r[i].length)))
  // Numbers right-aligned, text left-aligned.
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 || i === cells.length - 1 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')
  console.log(
    `\n${options.connections} connections; per endpoint ${options.warmup} s warm-up, then ${options.rounds} rounds of ${options.duration} s interleaved with the baseline`,
  )
  console.log(
    `a measurement with host steal over ${formatShare(CONTENDED_STEAL)} is taken again (at most ${options.attempts} times; the least contended is kept)`,
  )
  console.log(
    "req/s and latencies: median over rounds; × baseline: median of each round's ratio to the baseline in that round",
  )
  console.log(
    `budget for hot reads: ≥ ${BUDGET.minRatio}× baseline req/s and p99 ≤ ${BUDGET.maxP99Ms} ms (answers: ≤ 5 ms); non-2xx must be 0 everywhere\n`,
  )
  console.log(line(header))
  console.log(widths.map(w => '-'.repeat(w)).join('  '))
  for (const cells of body) console.log(line(cells))
  console.log('')
  const steal = medianOrNull(rows.map(row => row.steal ?? null))
  if (steal !== null && steal > CONTENDED_STEAL) {
    console.log(
      `host steal: the machine's host took ${formatShare(steal)} of its CPU time while the bench measured (median row).`,
    )
    console.log(
      'On a contended host, req/s and tail latencies swing from run to run: read the ratios, and rerun on a quiet machine before drawing conclusions.\n',
    )
  }
}

export function summaryLine(rows: Row[]): string {
  const failed = rows.filter(r => r.failures.length > 0)
  if (failed.length === 0) return 'budget: all pass'
  return `budget: FAIL: ${failed.map(r => `${r.label} (${r.failures.join('; ')})`).join(', ')}`
}

export interface RunInfo {
  driver: string
  storage: string
  rateLimitStore: string
  bunVersion: string
  nodeVersion: string
}

export function writeJson(rows: Row[], options: BenchOptions, info: RunInfo): string {
  const path = resolve(options.out)
  mkdirSync(dirname(path), { recursive: true })
  const document = {
    generated_at: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpu_model: cpus()[0]?.model ?? null,
      platform: `${process.platform}-${process.arch}`,
    },
    runtime: { bun: info.bunVersion, node_for_autocannon: info.nodeVersion },
    settings: {
      load_generator: info.driver,
      connections: options.connections,
      duration_seconds: options.duration,
      rounds: options.rounds,
      attempts: options.attempts,
      max_host_steal_share: CONTENDED_STEAL,
      warmup_seconds: options.warmup,
      storage: info.storage,
      rate_limit_store: info.rateLimitStore,
    },
    budget: { applies_to: 'hot', min_ratio_to_baseline: BUDGET.minRatio, max_p99_ms: BUDGET.maxP99Ms },
    results: rows.map(r => ({
      endpoint: r.label,
      path: r.path,
      role: r.role,
      requests_per_second: Math.round(r.result.requestsPerSecond),
      requests_total: r.result.requestsTotal,
      latency_ms: r.result.latency,
      ratio_to_baseline: Number(r.ratio.toFixed(3)),
      non_2xx: r.result.non2xx,
      errors: r.result.errors,
      timeouts: r.result.timeouts,
      status_codes: r.result.statusCodes,
      host_steal_share: r.steal === null || r.steal === undefined ? null : Number(r.steal.toFixed(3)),
      pass: r.failures.length === 0,
      failures: r.failures,
    })),
    pass: rows.every(r => r.failures.length === 0),
    summary: summaryLine(rows),
  }
  writeFileSync(path, `${JSON.stringify(document, null, 2)}\n`)
  return path
}
