/**
 * A worker's attempt results, recorded in the order they came back: delivered ones together
 * (record-deliveries.ts), once BATCH have come back or WAIT_MS after the first; any other result on
 * its own (record-attempt.ts: retries, failures, pauses and their e-mails), after the delivered ones
 * before it, so a subscription's run of failures is counted in the order it happened. Each caller
 * learns when its result is in the database; until then its delivery stays leased to the worker.
 */
import type { Db } from '../db/client.ts'
import type { AlertOptions } from './alerts.ts'
import type { DeliveryRow } from './delivery-queue.ts'
import type { OutboundResult } from './outbound.ts'
import { recordAttempt, type RecordedState } from './record-attempt.ts'
import { recordDelivered } from './record-deliveries.ts'

const BATCH = 32
const WAIT_MS = 5

interface Waiting {
  delivery: DeliveryRow
  result: OutboundResult
  now: Date
  settle: (outcome: { state: RecordedState } | { error: unknown }) => void
}

export class AttemptRecorder {
  private waiting: Waiting[] = []
  private timer: ReturnType<typeof setTimeout> | null = null
  private flushing: Promise<void> | null = null

  constructor(
    private readonly db: Db,
    private readonly alerts: AlertOptions,
  ) {}

  /** Records one attempt's result; resolves with the delivery's new state once it is stored. */
  record(delivery: DeliveryRow, result: OutboundResult, now: Date): Promise<RecordedState> {
    return new Promise((resolve, reject) => {
      this.waiting.push({
        delivery,
        result,
        now,
        settle: outcome => ('state' in outcome ? resolve(outcome.state) : reject(outcome.error)),
      })
      if (this.waiting.length >= BATCH) this.flushSoon(0)
      else this.flushSoon(WAIT_MS)
    })
  }

  private flushSoon(delayMs: number): void {
    if (this.flushing) return
    if (this.timer && delayMs > 0) return
    if (this.timer) clearTimeout(this.timer)
    this.timer = setTimeout(() => {
      this.timer = null
      this.flushing = this.flush().finally(() => {
        this.flushing = null
        if (this.waiting.length > 0) this.flushSoon(this.waiting.length >= BATCH ? 0 : WAIT_MS)
      })
    }, delayMs)
  }

  private async flush(): Promise<void> {
    const taken = this.waiting
    this.waiting = []
    let delivered: Waiting[] = []
    const recordDeliveredRun = async () => {
      const run = delivered
      delivered = []
      await recordDelivered(this.db, run).then(
        recorded => {
          for (const item of run) item.settle({ state: recorded.has(item.delivery.id) ? 'succeeded' : 'lost' })
        },
        error => {
          for (const item of run) item.settle({ error })
        },
      )
    }
    for (const item of taken) {
      if (item.result.ok) {
        delivered.push(item)
        continue
      }
      await recordDeliveredRun()
      await recordAttempt(this.db, item.delivery, item.result, item.now, this.alerts).then(
        state => item.settle({ state }),
        error => item.settle({ error }),
      )
    }
    await recordDeliveredRun()
  }
}
