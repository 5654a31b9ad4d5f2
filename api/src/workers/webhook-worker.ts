/**
 * The webhook worker: fan-out from the outbox, then delivery. It wakes on the change service's NOTIFY
 * (a change committed: new outbox rows), on the delivery channel's NOTIFY (deliveries added, retried
 * or released by a reactivation), on a timer set to the next retry's `run_at`, and on a fallback
 * poll. Each delivery is claimed with a lease (extended while its POST runs), sent outside any
 * transaction, and its result recorded in a short one. Any number of workers share one database.
 */
import { hostname } from 'node:os'
import { CHANGES_CHANNEL, OUTBOX_CHANNEL } from '../db/versions.ts'
import type { Database } from '../db/client.ts'
import { describe } from '../jobs/handler.ts'
import type { AlertOptions } from '../webhooks/alerts.ts'
import {
  claimDeliveries,
  extendDeliveryLeases,
  nextDeliveryDueIn,
  rescueDeliveries,
  subscriptionsOf,
  type DeliveryRow,
  type SubscriptionRow,
} from '../webhooks/delivery-queue.ts'
import type { BodyVoice } from '../webhooks/delivery-body.ts'
import { fanOutOnce, WEBHOOKS_CHANNEL } from '../webhooks/fan-out.ts'
import { holdDelivery } from '../webhooks/hold.ts'
import { AttemptRecorder } from '../webhooks/attempt-recorder.ts'
import { sendDelivery, type SendParts } from '../webhooks/send.ts'
import { MachineLoad } from './machine-load.ts'
import { WEBHOOK_WORKER_DEFAULTS, type WebhookWorkerOptions } from './webhook-worker-options.ts'

let workers = 0

export class WebhookWorker {
  readonly workerId: string
  private readonly options: typeof WEBHOOK_WORKER_DEFAULTS
  private readonly running = new Map<string, Promise<void>>()
  private readonly now: () => Date
  private cycling: Promise<void> | null = null
  private again = false
  private saturated = false
  private stopping = false
  private timer: ReturnType<typeof setTimeout> | null = null
  private intervals: ReturnType<typeof setInterval>[] = []
  private unlisten: (() => Promise<void>)[] = []
  private failing = false
  /** Outbox rows may be waiting: set by a change's NOTIFY, a (re)subscription and the timer, not by a freed slot. */
  private fanOutDue = true
  private refill: ReturnType<typeof setTimeout> | null = null
  private readonly recorder: AttemptRecorder
  private readonly load: NonNullable<WebhookWorkerOptions['load']>
  private readonly voice: BodyVoice

  constructor(
    private readonly database: Database,
    private readonly parts: SendParts,
    /** Who writes the e-mails, and the variant the bodies speak (ids and status names of this deployment's API). */
    deployment: AlertOptions & { voice: BodyVoice },
    options: WebhookWorkerOptions = {},
  ) {
    const { voice, ...alerts } = deployment
    this.voice = voice
    const { workerId, load, ...rest } = options
    this.options = { ...WEBHOOK_WORKER_DEFAULTS, ...rest }
    this.load = load ?? new MachineLoad()
    this.load.onIdle = () => this.wake(false)
    this.workerId = workerId ?? `${hostname()}:${process.pid}:webhooks:${++workers}`
    this.now = parts.now ?? (() => new Date())
    this.recorder = new AttemptRecorder(database.db, alerts)
  }

  get inFlight(): number {
    return this.running.size
  }

  async start(): Promise<void> {
    if (this.options.rescueOrphansAtStart)
      await rescueDeliveries(this.database.db, this.now(), { except: this.workerId }).catch(error =>
        this.report('could not take back deliveries left in flight', error),
      )
    // A change leaves outbox rows to fan out; the deliveries channel only says there are some to claim.
    for (const channel of [OUTBOX_CHANNEL, CHANGES_CHANNEL, WEBHOOKS_CHANNEL])
      this.unlisten.push(
        await this.database.listen(
          channel,
          () => this.wake(channel !== WEBHOOKS_CHANNEL),
          () => this.wake(),
        ),
      )
    const { leaseMs, rescueEveryMs } = this.options
    this.intervals.push(setInterval(() => void this.heartbeat(), Math.max(10, Math.floor(leaseMs / 3))))
    this.intervals.push(setInterval(() => void this.rescue(), rescueEveryMs))
    this.load.start()
    this.wake()
  }

  /** Looks for due deliveries now, and first for outbox rows unless `fanOut` is false (a slot freed up). */
  wake(fanOut = true): void {
    if (fanOut) this.fanOutDue = true
    if (this.stopping) return
    if (this.cycling) {
      this.again = true
      return
    }
    this.cycling = this.cycle().finally(() => {
      this.cycling = null
      if (this.again) this.wake(false)
    })
  }

  /** Resolves once nothing is in flight and no cycle runs (tests). */
  async idle(): Promise<void> {
    while (this.cycling || this.running.size > 0) {
      await this.cycling
      await Promise.all(this.running.values())
    }
  }

  /** Stops claiming and waits for the POSTs in flight (at most their 30 s timeout) to be recorded. */
  async stop(): Promise<void> {
    if (this.stopping) return
    this.stopping = true
    if (this.timer) clearTimeout(this.timer)
    if (this.refill) clearTimeout(this.refill)
    this.load.stop()
    for (const interval of this.intervals) clearInterval(interval)
    for (const unlisten of this.unlisten) await unlisten().catch(() => {})
    await this.cycling
    await Promise.all(this.running.values())
  }

  private async cycle(): Promise<void> {
    let dueIn: number | null = null
    do {
      this.again = false
      try {
        while (this.fanOutDue && !this.stopping) {
          this.fanOutDue = false
          const claim = { workerId: this.workerId, leaseMs: this.options.leaseMs, limit: this.free() }
          const fanned = await fanOutOnce(this.database.db, this.now(), this.voice, claim).catch(error => {
            this.fanOutDue = true
            throw error
          })
          for (const delivery of fanned.claimed)
            this.execute(delivery, fanned.subscriptions.get(delivery.subscriptionId))
          if (fanned.events > 0) this.fanOutDue = true
        }
        const free = this.free()
        // Every slot taken (by the fan-out's own claims too): the slots that free up are refilled.
        this.saturated = free <= 0
        if (free <= 0 || this.stopping) break
        const claimed = await claimDeliveries(this.database.db, {
          limit: free,
          leaseMs: this.options.leaseMs,
          workerId: this.workerId,
          now: this.now(),
        })
        const subscriptions = await subscriptionsOf(this.database.db, claimed)
        for (const delivery of claimed) this.execute(delivery, subscriptions.get(delivery.subscriptionId))
        this.saturated = claimed.length === free
        if (this.saturated) break
        dueIn = await nextDeliveryDueIn(this.database.db, this.now())
        this.recovered()
      } catch (error) {
        this.report('could not fan out or claim deliveries; trying again at the next poll', error)
        break
      }
    } while (this.again && !this.stopping)
    this.schedule(dueIn)
  }

  /** Slots to fill: fewer while the machine is busy answering requests, so deliveries take only what they leave. */
  private free(): number {
    const { concurrency, busyConcurrency } = this.options
    return Math.max(0, (this.load.busy ? Math.min(busyConcurrency, concurrency) : concurrency) - this.running.size)
  }

  private schedule(dueInMs: number | null): void {
    if (this.stopping) return
    if (this.timer) clearTimeout(this.timer)
    const { pollMs } = this.options
    const delay = dueInMs === null ? pollMs : Math.min(pollMs, Math.max(0, Math.ceil(dueInMs)) + 1)
    this.timer = setTimeout(() => this.wake(), delay)
  }

  private execute(delivery: DeliveryRow, subscription: SubscriptionRow | undefined): void {
    const done = this.deliver(delivery, subscription)
      .catch(error =>
        this.report(`delivery ${delivery.id} could not be recorded; it runs again after its lease`, error),
      )
      .finally(() => {
        this.running.delete(delivery.id)
        if (this.saturated) this.refillSoon()
      })
    this.running.set(delivery.id, done)
  }

  /** Fills the slots that free up, several per claim: one claim a finished POST was a query a delivery. */
  private refillSoon(): void {
    if (this.refill || this.stopping) return
    this.refill = setTimeout(() => {
      this.refill = null
      this.wake(false)
    }, this.options.claimCooldownMs)
  }

  private async deliver(delivery: DeliveryRow, subscription: SubscriptionRow | undefined): Promise<void> {
    if (!subscription) return // deleted meanwhile: its deliveries went with it
    if (subscription.status !== 'active') {
      await holdDelivery(this.database.db, delivery)
      return
    }
    const result = await sendDelivery(this.parts, subscription, delivery)
    await this.recorder.record(delivery, result, this.now())
  }

  private async heartbeat(): Promise<void> {
    const ids = [...this.running.keys()]
    if (ids.length === 0) return
    const until = new Date(this.now().getTime() + this.options.leaseMs)
    await extendDeliveryLeases(this.database.db, this.workerId, ids, until).catch(error =>
      this.report('could not extend delivery leases', error),
    )
  }

  private async rescue(): Promise<void> {
    try {
      const rescued = await rescueDeliveries(this.database.db, this.now())
      if (rescued > 0) {
        console.warn(`[webhooks] ${rescued} deliveries whose worker stopped mid-send are due again`)
        this.wake()
      }
    } catch (error) {
      this.report('could not rescue expired delivery leases', error)
    }
  }

  private report(what: string, error: unknown): void {
    if (this.failing) return
    this.failing = true
    console.error(`[webhooks] ${what}: ${describe(error)}`)
  }

  private recovered(): void {
    if (!this.failing) return
    this.failing = false
    console.log('[webhooks] the database answers again')
  }
}
