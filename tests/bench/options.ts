/**
 * Command-line options for `npm run bench -- [options]`. Environment variables cover CI, where
 * passing flags through npm is awkward.
 */

export interface BenchOptions {
  /** Measured seconds per endpoint in each round. */
  duration: number
  /** Rounds: each measures every endpoint once, the baseline first, so each ratio compares neighbours in time. */
  rounds: number
  /** Measurements per endpoint and round at most: one taken while the host stole CPU time is taken again (tests/support/host-steal.ts). */
  attempts: number
  /** Unmeasured seconds per endpoint first: JIT, caches and connection setup settle. */
  warmup: number
  connections: number
  databaseUrl: string | null
  redisUrl: string | null
  out: string
  /** Send `Accept-Encoding: gzip` as browsers, curl --compressed and fetch do (default); false measures uncompressed bodies. */
  gzip: boolean
  /** Load generator: wrk when installed (auto), or autocannon, which ships with the dev dependencies. */
  driver: 'auto' | 'wrk' | 'autocannon'
}

export const USAGE = `Usage: npm run bench -- [options]

  --duration SEC        measured seconds per endpoint and round (default 5; env BENCH_DURATION)
  --rounds N            rounds over all endpoints, the baseline first in each; figures
                        are medians over rounds (default 3; env BENCH_ROUNDS)
  --attempts N          measurements per endpoint and round at most: one during which
                        the host took over 5 % of the CPU time (steal) is taken again,
                        and the least contended is kept (default 3; 1 keeps the first;
                        env BENCH_ATTEMPTS)
  --warmup SEC          unmeasured warm-up seconds per endpoint (default 3)
  --connections N       concurrent connections (default 32; the budget assumes 32)
  --database-url URL    bench against a Postgres server (env BENCH_DATABASE_URL)
                        instead of a fresh embedded PGlite in a temp dir
  --redis-url URL       keep rate-limit counters in Redis (env BENCH_REDIS_URL)
  --out FILE            JSON results (default tests/artifacts/bench.json)
  --driver NAME         load generator: auto (default: wrk when installed, else
                        autocannon), wrk, or autocannon. autocannon decodes every
                        body as text, which slows it on gzip bodies (see wrk.ts)
  --identity            do not send Accept-Encoding: gzip (by default every request
                        sends it, as browsers, curl --compressed and fetch do)
`

export class UsageError extends Error {}

function positive(name: string, raw: string | undefined, integer: boolean): number {
  const value = Number(raw)
  if (raw === undefined || !Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new UsageError(`${name}: expected a positive ${integer ? 'whole ' : ''}number, got "${raw ?? ''}"`)
  }
  return value
}

export function parseOptions(argv: string[], env: Record<string, string | undefined> = process.env): BenchOptions {
  const options: BenchOptions = {
    duration: env.BENCH_DURATION ? positive('BENCH_DURATION', env.BENCH_DURATION, true) : 5,
    rounds: env.BENCH_ROUNDS ? positive('BENCH_ROUNDS', env.BENCH_ROUNDS, true) : 3,
    attempts: env.BENCH_ATTEMPTS ? positive('BENCH_ATTEMPTS', env.BENCH_ATTEMPTS, true) : 3,
    warmup: 3,
    connections: 32,
    databaseUrl: env.BENCH_DATABASE_URL?.trim() || null,
    redisUrl: env.BENCH_REDIS_URL?.trim() || null,
    out: 'tests/artifacts/bench.json',
    gzip: true,
    driver: 'auto',
  }
  for (let i = 0; i < argv.length; i++) {
    // Accept both `--duration 5` and `--duration=5`.
    const [flag, inline] = argv[i].split(/=(.*)/s, 2)
    const value = () => inline ?? argv[++i]
    switch (flag) {
      case '--duration':
        options.duration = positive(flag, value(), true)
        break
      case '--rounds':
        options.rounds = positive(flag, value(), true)
        break
      case '--attempts':
        options.attempts = positive(flag, value(), true)
        break
      case '--warmup':
        options.warmup = positive(flag, value(), true)
        break
      case '--connections':
        options.connections = positive(flag, value(), true)
        break
      case '--database-url':
        options.databaseUrl = value() ?? null
        break
      case '--redis-url':
        options.redisUrl = value() ?? null
        break
      case '--out':
        options.out = value() ?? options.out
        break
      case '--identity':
        options.gzip = false
        break
      case '--driver': {
        const driver = value()
        if (driver !== 'auto' && driver !== 'wrk' && driver !== 'autocannon')
          throw new UsageError(`--driver: expected auto, wrk or autocannon, got "${driver ?? ''}"`)
        options.driver = driver
        break
      }
      case '--help':
      case '-h':
        throw new UsageError('')
      default:
        throw new UsageError(`unknown option "${argv[i]}"`)
    }
  }
  if (options.databaseUrl !== null && !/^postgres(ql)?:\/\//.test(options.databaseUrl)) {
    throw new UsageError(`--database-url: expected a postgres:// URL`)
  }
  if (options.redisUrl !== null && !/^rediss?:\/\//.test(options.redisUrl)) {
    throw new UsageError(`--redis-url: expected a redis:// URL`)
  }
  return options
}
