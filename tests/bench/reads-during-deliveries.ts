/**
 * The webhook bench's last phase: do hot reads keep their ratio to an empty Elysia handler while
 * the workers deliver? In each of ROUNDS rounds the baseline and the read are measured by wrk (or
 * autocannon) at 32 connections with the service idle, then again while two changes are delivered
 * to every subscription of the fan-out phase (2,000 POSTs to the local HTTPS receiver, answering in
 * 200 ms); the next round starts once they have all arrived. Idle and delivering windows alternate,
 * so a shared machine that drifts during the run moves both alike; the medians are compared. The
 * changes are made before a delivering window, which opens once the snapshots have reloaded, so it
 * holds deliveries and nothing else (the arrivals counted in it prove they were running).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { BUN, freePort, startChild, waitForHttp } from './children.ts'
import { runLoad, type Driver, type LoadResult } from './load.ts'
import { wrkAvailable } from './wrk.ts'

const READ = '/v1/regulations?state=CO&substance=cbd'
const CONNECTIONS = 32
const SECONDS = 5
const ROUNDS = 3

interface Measured {
  baseline: number
  read: number
  ratio: number
  p99_ms: number
}

export interface ReadsDuringDeliveries {
  /** Each round's idle and delivering windows, and the medians over the rounds. */
  rounds: { idle: Measured; delivering: Measured & { deliveries_in_window: number } }[]
  idle: Measured
  delivering: Measured
  /**
   * CPU used in the last delivering window, in cores: HempData's busiest threads (name tid: cores),
   * this process (the receiver), and a Postgres server's processes on this machine (0 for the embedded one).
   */
  cpu: { hempdata: Record<string, number>; receiver: number; database: number }
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const medianOf = (windows: Measured[]): Measured => ({
  baseline: median(windows.map(w => w.baseline)),
  read: median(windows.map(w => w.read)),
  ratio: median(windows.map(w => w.ratio)),
  p99_ms: median(windows.map(w => w.p99_ms)),
})

/** Clock ticks of user + system time: of each thread of `pid`, keyed `comm tid`. */
function threadTicks(pid: number): Map<string, number> {
  const ticks = new Map<string, number>()
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      ticks.set(`${name} ${tid}`, Number(fields[11]) + Number(fields[12]))
    } catch {}
  }
  return ticks
}

const processTicks = (pid: number | string): number => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return Number(fields[11]) + Number(fields[12])
}

/** Clock ticks of every `postgres` process on this machine (a database server here, if any). */
function databaseTicks(): number {
  let ticks = 0
  for (const pid of readdirSync('/proc').filter(entry => /^\d+$/.test(entry))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') ticks += processTicks(pid)
    } catch {}
  }
  return ticks
}

export async function readsDuringDeliveries(options: {
  url: string
  key: string
  /** HempData's process, for its threads' CPU. */
  pid: number
  /** Makes the changes that start a round's deliveries. */
  startDeliveries: () => Promise<void>
  /** How many deliveries have arrived so far. */
  arrived: () => number
  /** Resolves once every delivery the round's changes started has arrived. */
  delivered: () => Promise<void>
}): Promise<ReadsDuringDeliveries> {
  const driver: Driver = wrkAvailable() ? 'wrk' : 'autocannon'
  const port = await freePort()
  const baseline = startChild('baseline', BUN, ['tests/bench/baseline-server.ts'], {
    ...process.env,
    PORT: String(port),
    THREADED_PORT: String(await freePort()),
    THREADS: '1',
    NODE_ENV: 'production',
  })
  const baseUrl = `http://127.0.0.1:${port}`
  try {
    await waitForHttp(baseline, `${baseUrl}/`, 15_000)
    // As `npm run bench` by default: every request, the baseline's included, accepts gzip.
    const load = (url: string, headers: Record<string, string> = {}) =>
      runLoad({
        driver,
        url,
        headers: { 'accept-encoding': 'gzip', ...headers },
        connections: CONNECTIONS,
        durationSeconds: SECONDS,
      })
    const reads = () => load(`${options.url}${READ}`, { authorization: `Bearer ${options.key}` })
    const measured = (base: LoadResult, read: LoadResult): Measured => ({
      baseline: Math.round(base.requestsPerSecond),
      read: Math.round(read.requestsPerSecond),
      ratio: Number((read.requestsPerSecond / base.requestsPerSecond).toFixed(3)),
      p99_ms: Number(read.latency.p99.toFixed(2)),
    })
    const answered = (run: LoadResult) => {
      if (run.non2xx + run.errors > 0) throw new Error(`${run.non2xx + run.errors} reads were not answered 2xx`)
      return run
    }
    await reads()
    const rounds: ReadsDuringDeliveries['rounds'] = []
    let cpu: ReadsDuringDeliveries['cpu'] = { hempdata: {}, receiver: 0, database: 0 }
    for (let round = 0; round < ROUNDS; round++) {
      const idle = measured(await load(`${baseUrl}/`), answered(await reads()))
      await options.startDeliveries()
      // Both changes reload the snapshot (about half a second each on the HTTP threads): not measured here.
      await Bun.sleep(2000)
      const arrivedBefore = options.arrived()
      const [threadsBefore, selfBefore, databaseBefore] = [
        threadTicks(options.pid),
        processTicks('self'),
        databaseTicks(),
      ]
      const started = performance.now()
      const busyRead = answered(await reads())
      const inWindow = options.arrived() - arrivedBefore
      const seconds = (performance.now() - started) / 1000
      const cores = (ticks: number) => Number((ticks / 100 / seconds).toFixed(2))
      const hempdata = [...threadTicks(options.pid)]
        .map(([thread, ticks]) => [thread, cores(ticks - (threadsBefore.get(thread) ?? 0))] as const)
        .filter(([, used]) => used >= 0.02)
        .sort((a, b) => b[1] - a[1])
      cpu = {
        hempdata: Object.fromEntries(hempdata),
        receiver: cores(processTicks('self') - selfBefore),
        database: cores(databaseTicks() - databaseBefore),
      }
      const delivering = { ...measured(await load(`${baseUrl}/`), busyRead), deliveries_in_window: inWindow }
      rounds.push({ idle, delivering })
      await options.delivered()
    }
    return {
      rounds,
      idle: medianOf(rounds.map(r => r.idle)),
      delivering: medianOf(rounds.map(r => r.delivering)),
      cpu,
    }
  } finally {
    baseline.proc.kill()
  }
}
