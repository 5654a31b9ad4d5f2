/**
 * The loop that claims and runs jobs. It wakes on the queue's NOTIFY (delivered when an enqueue
 * commits), on a timer set to the next job's `run_at`, and on a fallback poll, so a lost NOTIFY
 * delays a job by at most `pollMs`. It runs at most `concurrency` handlers at once and stops
 * gracefully; lease-keeper.ts extends their leases while they run and puts back expired leases of
 * dead workers. Any number
 * of runners, in any number of processes, can share one database: each job is claimed by one.
 *
 * Under load (the last claim filled every free slot), claims are at least `claimCooldownMs` apart
 * and completions are recorded together: a claim costs about the same for one job as for thirty
 * (several ms on PGlite), so a busy runner takes several jobs per claim instead of one per finished
 * handler (as River's fetch cooldown). A runner that had drained the queue claims at once.
 */
import { describe, retryDelayOf, runAttempt, type JobHandler } from '../jobs/handler.ts'
import { completeJobs, failJob, releaseJobs } from '../jobs/held-jobs.ts'
import { claimJobs, JOBS_CHANNEL, nextDueIn, type Job } from '../jobs/queue.ts'
import { LeaseKeeper, type Running } from './lease-keeper.ts'

export class JobRunner extends LeaseKeeper {
  private cycling: Promise<void> | null = null
  private again = false
  private stopping = false
  private lastClaim = Number.NEGATIVE_INFINITY
  /** The last claim filled every free slot: more jobs may be waiting. */
  private saturated = false
  private timer: ReturnType<typeof setTimeout> | null = null
  private unlisten: (() => Promise<void>) | null = null

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
    this.keepLeases()
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
}
