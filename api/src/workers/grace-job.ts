/**
 * The grace sweep: every hour (and once when the workers start) it deactivates the accounts whose
 * payment still failed when their 7 days of grace ended (billing/effects.ts). Each hour's run is one
 * job with a dedupe key, so any number of workers schedule it once; each run enqueues the next.
 * `now` is the clock the sweep judges by (tests move it).
 */
import type { AccountService } from '../accounts/service.ts'
import { sweepGrace } from '../billing/effects.ts'
import type { Db } from '../db/client.ts'
import type { JobHandler } from '../jobs/handler.ts'
import { enqueue } from '../jobs/queue.ts'

export const GRACE_JOB = 'billing.grace_sweep'
const HOUR_MS = 3_600_000

export interface GracePayload {
  /** The hour to run at, as an ISO time on the hour (UTC). */
  hour: string
}

const hourOf = (time: Date): string => new Date(Math.floor(time.getTime() / HOUR_MS) * HOUR_MS).toISOString()

export async function scheduleGraceSweep(db: Db, hour: string): Promise<void> {
  const runAt = new Date(hour)
  await enqueue(db, {
    kind: GRACE_JOB,
    payload: { hour } satisfies GracePayload,
    runAt: runAt.getTime() > Date.now() ? runAt : new Date(),
    dedupeKey: `${GRACE_JOB}:${hour}`,
  })
}

export function graceHandler(
  db: Db,
  accounts: AccountService,
  now: () => Date = () => new Date(),
): JobHandler<GracePayload> {
  return {
    async run(payload) {
      const deactivated = await sweepGrace(db, accounts, now())
      if (deactivated.length > 0)
        console.log(`[billing] ${deactivated.length} accounts deactivated: grace ended unpaid`)
      await scheduleGraceSweep(db, new Date(Date.parse(payload.hour) + HOUR_MS).toISOString())
    },
  }
}

/** This hour's run, at start. */
export const scheduleGraceNow = (db: Db): Promise<void> => scheduleGraceSweep(db, hourOf(new Date()))
