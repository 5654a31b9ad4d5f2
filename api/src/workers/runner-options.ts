/** How a job runner is tuned; the defaults are what the service and `npm run worker` use. */

export interface RunnerOptions {
  /** Handlers running at once in this runner. */
  concurrency?: number
  /** How long a claim lasts without being extended; a dead worker's jobs run again this long after. */
  leaseMs?: number
  /** The fallback poll: the longest a job waits when its NOTIFY was lost. */
  pollMs?: number
  /** The least time between two claims while busy (a runner that drained the queue claims at once). */
  claimCooldownMs?: number
  /** How often expired leases are looked for. */
  rescueEveryMs?: number
  /** Completed jobs are deleted this long after they finished. */
  keepCompletedMs?: number
  /** How long `stop()` waits for running handlers before giving their jobs back. */
  stopGraceMs?: number
  /** Take back every running job at start (embedded database: this process owns them all). */
  rescueOrphansAtStart?: boolean
  workerId?: string
}

export const RUNNER_DEFAULTS = {
  concurrency: 8,
  leaseMs: 30_000,
  pollMs: 5_000,
  claimCooldownMs: 20,
  rescueEveryMs: 10_000,
  keepCompletedMs: 7 * 24 * 3600_000,
  stopGraceMs: 10_000,
  rescueOrphansAtStart: false,
}
