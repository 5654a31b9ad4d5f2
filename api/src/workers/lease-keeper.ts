/**
 * The half of a job runner that looks after leases rather than running jobs: it extends the leases
 * of the jobs it holds (running, or succeeded and not yet recorded), puts back the expired leases of
 * dead workers, prunes old completed jobs, and logs a database outage once. JobRunner (runner.ts)
 * adds the loop that claims and runs jobs, and its `wake()`.
 */
import { hostname } from 'node:os'
import type { Database } from '../db/client.ts'
import { describe, type JobHandlers } from '../jobs/handler.ts'
import { extendLeases } from '../jobs/held-jobs.ts'
import { pruneCompleted, rescueExpired } from '../jobs/queue-maintenance.ts'
import type { Job } from '../jobs/queue.ts'
import { RUNNER_DEFAULTS, type RunnerOptions } from './runner-options.ts'

export interface Running {
  job: Job
  controller: AbortController
  done: Promise<void>
  /** Given back by `stop()`: whatever the handler does now is not reported. */
  released: boolean
}

let runners = 0

export abstract class LeaseKeeper {
  readonly workerId: string
  protected readonly options: typeof RUNNER_DEFAULTS
  protected readonly kinds: string[]
  protected readonly running = new Map<number, Running>()
  /** Jobs whose handlers succeeded, to be recorded by the next cycle. */
  protected succeeded: Job[] = []
  protected intervals: ReturnType<typeof setInterval>[] = []
  private lastPrune = 0
  private failing = false

  constructor(
    protected readonly database: Database,
    protected readonly handlers: JobHandlers,
    options: RunnerOptions = {},
  ) {
    const { workerId, ...rest } = options
    this.options = { ...RUNNER_DEFAULTS, ...rest }
    this.workerId = workerId ?? `${hostname()}:${process.pid}:${++runners}`
    this.kinds = Object.keys(handlers)
  }

  /** Looks for due jobs now. */
  abstract wake(): void

  /** Starts the heartbeat (a third of the lease) and the rescue-and-prune timer. */
  protected keepLeases(): void {
    const { leaseMs, rescueEveryMs } = this.options
    this.intervals.push(setInterval(() => void this.heartbeat(), Math.max(10, Math.floor(leaseMs / 3))))
    this.intervals.push(setInterval(() => void this.maintain(), rescueEveryMs))
  }

  private async heartbeat(): Promise<void> {
    const ids = [...this.running.keys(), ...this.succeeded.map(job => job.id)]
    if (ids.length === 0) return
    await extendLeases(this.database.db, this.workerId, ids, this.options.leaseMs).catch(error =>
      this.report('could not extend leases', error),
    )
    if (this.succeeded.length > 0) this.wake()
  }

  private async maintain(): Promise<void> {
    await this.rescue()
    if (Date.now() - this.lastPrune < 600_000) return
    this.lastPrune = Date.now()
    await pruneCompleted(this.database.db, this.options.keepCompletedMs).catch(error =>
      this.report('could not prune completed jobs', error),
    )
  }

  protected async rescue(orphansOf?: { except: string }): Promise<void> {
    try {
      const rescued = await rescueExpired(this.database.db, { orphansOf })
      for (const job of rescued) {
        console.warn(
          `[workers] job ${job.id} (${job.kind}) ${job.state === 'failed' ? 'failed for good' : 'put back'}: ${job.lastError}`,
        )
        if (job.state === 'failed') await this.handlers[job.kind]?.failed?.(job)
      }
      if (rescued.some(job => job.state === 'available')) this.wake()
    } catch (error) {
      this.report('could not rescue expired jobs', error)
    }
  }

  /** Logs a database failure once per outage, not once per poll. */
  protected report(what: string, error: unknown): void {
    if (this.failing) return
    this.failing = true
    console.error(`[workers] ${what}: ${describe(error)}`)
  }

  protected recovered(): void {
    if (!this.failing) return
    this.failing = false
    console.log('[workers] the database answers again')
  }
}
