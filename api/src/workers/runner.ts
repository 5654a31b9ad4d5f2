/**
 * The loop that claims and runs jobs. It wakes on the queue's NOTIFY (delivered when an enqueue
 * commits), on a timer set to the next job's `run_at`, and on a fallback poll, so a lost NOTIFY
 * delays a job by at most `pollMs`. It runs at most `concurrency` handlers at once, extends their
 * leases while they run, puts back expired leases of dead workers, and stops gracefully. Any number
 * of runners, in any number of processes, can share one database: each job is claimed by one.
 *
 * Under load (the last claim filled every free slot), claims are at least `claimCooldownMs` apart
 * and completions are recorded together: a claim costs about the same for one job as for thirty
 * (several ms on PGlite), so a busy runner takes several jobs per claim instead of one per finished
 * handler (as River's fetch cooldown). A runner that had drained the queue claims at once.
 */
import { hostname } from 'node:os'
import type { Database } from '../db/client.ts'
import { describe, retryDelayOf, runAttempt, type JobHandler, type JobHandlers } from '../jobs/handler.ts'
import { RUNNER_DEFAULTS, type RunnerOptions } from './runner-options.ts'
import {
  claimJobs,
  completeJobs,
  extendLeases,
  failJob,
  JOBS_CHANNEL,
  nextDueIn,
  pruneCompleted,
  releaseJobs,
  rescueExpired,
  type Job,
} from '../jobs/queue.ts'

export { backoffMs, describe, RetryLater, type JobHandler, type JobHandlers } from '../jobs/handler.ts'
export { RUNNER_DEFAULTS, type RunnerOptions } from './runner-options.ts'

interface Running {
  job: Job
  controller: AbortController
  done: Promise<void>
  /** Given back by `stop()`: whatever the handler does now is not reported. */
  released: boolean
}

let runners = 0

export class JobRunner {
  readonly workerId: string
  private readonly options: typeof RUNNER_DEFAULTS
  private readonly kinds: string[]
  private readonly running = new Map<number, Running>()
  /** Jobs whose handlers succeeded, to be recorded by the next cycle. */
  private succeeded: Job[] = []
  private cycling: Promise<void> | null = null
  private again = false
  private stopping = false
  private lastClaim = Number.NEGATIVE_INFINITY
  /** The last claim filled every free slot: more jobs may be waiting. */
  private saturated = false
  private timer: ReturnType<typeof setTimeout> | null = null
  private intervals: ReturnType<typeof setInterval>[] = []
  private unlisten: (() => Promise<void>) | null = null
  private lastPrune = 0
  private failing = false

  constructor(
    private readonly database: Database,
    private readonly handlers: JobHandlers,
    options: RunnerOptions = {},
  ) {
    const { workerId, ...rest } = options
    this.options = { ...RUNNER_DEFAULTS, ...rest }
    this.workerId = workerId ?? `${hostname()}:${process.pid}:${++runners}`
    this.kinds = Object.keys(handlers)
  }

  /** Jobs whose handlers are running now. */
  get inFlight(): number {
    return this.running.size
  }

  async start(): Promise<void> {
    if (this.options.rescueOrphansAtStart) await this.rescue({ except: this.workerId })
    this.unlisten = await this.database.listen(
      JOBS_CHANNEL,
      () => this.wake(),
      () => this.wake(),
    )
    const { leaseMs, rescueEveryMs } = this.options
    this.intervals.push(setInterval(() => void this.heartbeat(), Math.max(10, Math.floor(leaseMs / 3))))
    this.intervals.push(setInterval(() => void this.maintain(), rescueEveryMs))
    this.wake()
  }

  /** Looks for due jobs now (the NOTIFY, the timer and finished handlers call this). */
  wake(): void {
    if (this.stopping) return
    if (this.cycling) {
      this.again = true
      return
    }
    this.cycling = this.cycle().finally(() => {
      this.cycling = null
      if (this.again) this.wake()
    })
  }

  /**
   * Stops claiming, waits up to `stopGraceMs` for running handlers, then gives the jobs still
   * running back to the queue (attempt not counted) and aborts their handlers.
   */
  async stop(): Promise<void> {
    if (this.stopping) return
    this.stopping = true
    if (this.timer) clearTimeout(this.timer)
    for (const interval of this.intervals) clearInterval(interval)
    await this.unlisten?.().catch(() => {})
    await this.cycling
    const finished = Promise.all([...this.running.values()].map(entry => entry.done))
    await Promise.race([finished, Bun.sleep(this.options.stopGraceMs)])
    await this.recordSucceeded()
    const left = [...this.running.values()]
    if (left.length === 0) return
    for (const entry of left) entry.released = true
    await releaseJobs(
      this.database.db,
      left.map(entry => entry.job),
    ).catch(error => this.report('could not give back running jobs', error))
    for (const entry of left) entry.controller.abort(new Error('the worker is stopping'))
    this.running.clear()
  }

  private async cycle(): Promise<void> {
    let dueIn: number | null = null
    do {
      this.again = false
      await this.recordSucceeded()
      if (this.options.concurrency - this.running.size <= 0) break
      const cooldown = this.lastClaim + this.options.claimCooldownMs - performance.now()
      if (this.saturated && cooldown > 0) await Bun.sleep(cooldown)
      if (this.stopping) return
      const free = this.options.concurrency - this.running.size
      this.lastClaim = performance.now()
      let claimed: Job[]
      try {
        claimed = await claimJobs(this.database.db, {
          kinds: this.kinds,
          limit: free,
          leaseMs: this.options.leaseMs,
          workerId: this.workerId,
        })
        if (claimed.length < free) dueIn = await nextDueIn(this.database.db, this.kinds)
        this.recovered()
      } catch (error) {
        this.report('could not claim jobs; trying again at the next poll', error)
        break
      }
      if (this.stopping) {
        await releaseJobs(this.database.db, claimed).catch(() => {})
        return
      }
      for (const job of claimed) this.execute(job)
      this.saturated = claimed.length === free
      if (this.saturated) this.again = true
    } while (this.again && !this.stopping)
    this.schedule(dueIn)
  }

  /** The next wake: when the next job is due, or at the fallback poll, whichever is sooner. */
  private schedule(dueInMs: number | null): void {
    if (this.stopping) return
    if (this.timer) clearTimeout(this.timer)
    const delay =
      dueInMs === null ? this.options.pollMs : Math.min(this.options.pollMs, Math.max(0, Math.ceil(dueInMs)) + 1)
    this.timer = setTimeout(() => this.wake(), delay)
  }

  private execute(job: Job): void {
    const handler = this.handlers[job.kind]
    const controller = new AbortController()
    const entry = { job, controller, released: false } as Running
    entry.done = this.attempt(entry, handler).finally(() => {
      if (this.running.get(job.id) !== entry) return
      this.running.delete(job.id)
      this.wake()
    })
    this.running.set(job.id, entry)
  }

  private async attempt(entry: Running, handler: JobHandler): Promise<void> {
    const { job } = entry
    const failure = await runAttempt(handler, job, entry.controller)
    if (entry.released) return
    if (failure === null) {
      this.succeeded.push(job)
      return
    }
    let state: 'available' | 'failed' | null
    try {
      state = await failJob(this.database.db, job, describe(failure), retryDelayOf(handler, job, failure))
    } catch (error) {
      // The lease runs out and the job is rescued: it runs again rather than being lost.
      this.report(`could not record the failure of job ${job.id} (${job.kind}); it runs again after its lease`, error)
      return
    }
    if (state === null) console.warn(`[workers] job ${job.id} (${job.kind}) failed after its lease was taken over`)
    if (state === 'failed')
      await handler
        .failed?.(job)
        .catch(error =>
          console.error(`[workers] the failure hook of job ${job.id} (${job.kind}) failed: ${describe(error)}`),
        )
  }

  /** Records the successes since the last cycle in one statement; kept for the next try if the database fails. */
  private async recordSucceeded(): Promise<void> {
    if (this.succeeded.length === 0) return
    const batch = this.succeeded
    this.succeeded = []
    try {
      const recorded = new Set(await completeJobs(this.database.db, this.workerId, batch))
      for (const job of batch)
        if (!recorded.has(job.id))
          console.warn(
            `[workers] job ${job.id} (${job.kind}) succeeded after its lease was taken over; it may have run twice`,
          )
    } catch (error) {
      this.succeeded.push(...batch)
      this.report('could not record completed jobs; trying again', error)
    }
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

  private async rescue(orphansOf?: { except: string }): Promise<void> {
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
  private report(what: string, error: unknown): void {
    if (this.failing) return
    this.failing = true
    console.error(`[workers] ${what}: ${describe(error)}`)
  }

  private recovered(): void {
    if (!this.failing) return
    this.failing = false
    console.log('[workers] the database answers again')
  }
}
