/** How a webhook worker is tuned; the defaults are what the service and `npm run worker` use. */
import type { MachineLoad } from './machine-load.ts'

export interface WebhookWorkerOptions {
  /** POSTs in flight at once. */
  concurrency?: number
  /** POSTs in flight at once while the machine has no CPU to spare (it is answering requests). */
  busyConcurrency?: number
  /** Whether the machine is busy; this machine's CPU unless given (tests hand in their own). */
  load?: Pick<MachineLoad, 'busy' | 'onIdle' | 'start' | 'stop'>
  /** A claim's life unless extended (every third of it while the POST runs): a dead worker's deliveries are due again this long after. */
  leaseMs?: number
  pollMs?: number
  rescueEveryMs?: number
  /** Take back every in-flight delivery at start (embedded database: this process owns them all). */
  rescueOrphansAtStart?: boolean
  workerId?: string
}

export const WEBHOOK_WORKER_DEFAULTS = {
  concurrency: 64,
  busyConcurrency: 4,
  /** While every slot is busy, free ones are filled at most this often, several at a time. */
  claimCooldownMs: 20,
  leaseMs: 15_000,
  pollMs: 5_000,
  rescueEveryMs: 5_000,
  rescueOrphansAtStart: false,
}
