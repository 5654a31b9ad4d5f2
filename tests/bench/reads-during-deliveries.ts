/**
 * The webhook bench's last phase: do hot reads keep their ratio to an empty Elysia handler while
 * the workers deliver? The baseline and the read are each measured by wrk (or autocannon) at 32
 * connections, with the service idle, then again while two changes are delivered to every
 * subscription of the fan-out phase (2,000 POSTs to the local HTTPS receiver, answering in 200 ms). The changes are
 * made first, and the read is measured once the snapshot has reloaded, so its window holds
 * deliveries and nothing else (the arrivals counted in it prove they were running); the baseline
 * is measured right after, on the same busy machine.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { BUN, freePort, startChild, waitForHttp } from './children.ts'
import { runLoad, type Driver } from './load.ts'
import { wrkAvailable } from './wrk.ts'

const READ = '/v1/regulations?state=CO&substance=cbd'
const CONNECTIONS = 32
const SECONDS = 5

export interface ReadsDuringDeliveries {
  idle: { baseline: number; read: number; ratio: number; p99_ms: number }
  delivering: { baseline: number; read: number; ratio: number; p99_ms: number; deliveries_in_window: number }
  /** CPU used in the delivering window, in cores: HempData's busiest threads (name tid: cores), and this process (the receiver). */
  cpu: { hempdata: Record<string, number>; receiver: number }
}

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

const processTicks = (pid: number | 'self'): number => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return Number(fields[11]) + Number(fields[12])
}

export async function readsDuringDeliveries(options: {
  url: string
  key: string
  /** HempData's process, for its threads' CPU. */
  pid: number
  /** Makes the changes that start the deliveries. */
  startDeliveries: () => Promise<void>
  /** How many deliveries have arrived so far. */
  arrived: () => number
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
    await reads()
    const idleBase = await load(`${baseUrl}/`)
    const idleRead = await reads()
    await options.startDeliveries()
    // Both changes reload the snapshot (about half a second each on the HTTP threads): not measured here.
    await Bun.sleep(2000)
    const before = options.arrived()
    const [threadsBefore, selfBefore, started] = [threadTicks(options.pid), processTicks('self'), performance.now()]
    const busyRead = await reads()
    const inWindow = options.arrived() - before
    const seconds = (performance.now() - started) / 1000
    const cores = (ticks: number) => Number((ticks / 100 / seconds).toFixed(2))
    const hempdata = [...threadTicks(options.pid)]
      .map(([thread, ticks]) => [thread, cores(ticks - (threadsBefore.get(thread) ?? 0))] as const)
      .filter(([, used]) => used >= 0.02)
      .sort((a, b) => b[1] - a[1])
    const busyBase = await load(`${baseUrl}/`)
    const refused = [idleRead, busyRead].reduce((sum, run) => sum + run.non2xx + run.errors, 0)
    if (refused > 0) throw new Error(`${refused} reads were not answered 2xx`)
    const idle = {
      baseline: Math.round(idleBase.requestsPerSecond),
      read: Math.round(idleRead.requestsPerSecond),
      ratio: Number((idleRead.requestsPerSecond / idleBase.requestsPerSecond).toFixed(3)),
      p99_ms: Number(idleRead.latency.p99.toFixed(2)),
    }
    const delivering = {
      baseline: Math.round(busyBase.requestsPerSecond),
      read: Math.round(busyRead.requestsPerSecond),
      ratio: Number((busyRead.requestsPerSecond / busyBase.requestsPerSecond).toFixed(3)),
      p99_ms: Number(busyRead.latency.p99.toFixed(2)),
      deliveries_in_window: inWindow,
    }
    const cpu = { hempdata: Object.fromEntries(hempdata), receiver: cores(processTicks('self') - selfBefore) }
    return { idle, delivering, cpu }
  } finally {
    baseline.proc.kill()
  }
}
