/**
 * The daily sunset job: right after midnight UTC (and once when the workers start) it emits
 * `regulation_expired` for the regulations whose expiry date has come (changes/sunsets.ts). Each
 * day's run is one job with a dedupe key, so any number of workers schedule it once; each run
 * enqueues the next day's.
 */
import type { Db } from '../db/client.ts'
import { expireRegulations } from '../changes/sunsets.ts'
import type { JobHandler } from '../jobs/handler.ts'
import { enqueue } from '../jobs/queue.ts'

export const SUNSET_JOB = 'regulations.sunset'

export interface SunsetPayload {
  /** The day to settle, YYYY-MM-DD (UTC). */
  day: string
}

const dayOf = (time: Date): string => time.toISOString().slice(0, 10)

/** Enqueues the run for `day` (at its midnight UTC, or now when that has passed); nothing if it is already queued. */
export async function scheduleSunset(db: Db, day: string): Promise<void> {
  const runAt = new Date(`${day}T00:00:05.000Z`)
  await enqueue(db, {
    kind: SUNSET_JOB,
    payload: { day } satisfies SunsetPayload,
    runAt: runAt.getTime() > Date.now() ? runAt : new Date(),
    dedupeKey: `${SUNSET_JOB}:${day}`,
  })
}

export function sunsetHandler(db: Db): JobHandler<SunsetPayload> {
  return {
    async run(payload) {
      const events = await expireRegulations(db, payload.day)
      if (events.length > 0) console.log(`[sunsets] ${events.length} regulations reached their sunset date`)
      const next = new Date(`${payload.day}T00:00:00.000Z`)
      next.setUTCDate(next.getUTCDate() + 1)
      await scheduleSunset(db, dayOf(next))
    },
  }
}

/** Today's run, at start: it settles anything whose date passed while no worker ran. */
export const scheduleToday = (db: Db): Promise<void> => scheduleSunset(db, dayOf(new Date()))
