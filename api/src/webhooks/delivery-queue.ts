/**
 * The delivery queue over `webhook_deliveries`, as the job queue does it (River's and Oban's
 * queries): claimed with FOR UPDATE SKIP LOCKED inside one UPDATE that sets a lease, so any number of
 * workers share it; each result recorded in one short transaction fenced by (attempts, locked_by), so
 * a worker whose lease was rescued cannot overwrite the new holder's result. Times come from the
 * caller's clock (tests move it), never from a transaction held open across an HTTP call.
 */
import { and, eq, getTableColumns, inArray, lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { webhookDeliveries, webhookSubscriptions } from '../db/schema/index.ts'

export type DeliveryRow = typeof webhookDeliveries.$inferSelect
export type SubscriptionRow = typeof webhookSubscriptions.$inferSelect

const COLUMNS = getTableColumns(webhookDeliveries)
const at = (time: Date) => sql`${time.toISOString()}::timestamptz`

export interface Claim {
  limit: number
  leaseMs: number
  workerId: string
  now: Date
}

/** Takes up to `limit` due deliveries, oldest `run_at` first, leased to `workerId`. */
export async function claimDeliveries(db: Db, claim: Claim): Promise<DeliveryRow[]> {
  if (claim.limit <= 0) return []
  const d = webhookDeliveries
  const due = db.$with('due').as(
    db
      .select({ id: d.id })
      .from(d)
      .where(and(eq(d.status, 'pending'), sql`${d.runAt} <= ${at(claim.now)}`))
      .orderBy(d.runAt, d.id)
      .limit(claim.limit)
      .for('update', { skipLocked: true }),
  )
  const lease = new Date(claim.now.getTime() + claim.leaseMs)
  const rows = await db
    .with(due)
    .update(d)
    .set({
      status: 'in_flight',
      attempts: sql`${d.attempts} + 1`,
      lockedBy: claim.workerId,
      leaseUntil: sql`${at(lease)}`,
      updatedAt: sql`now()`,
    })
    .from(due)
    .where(eq(d.id, due.id))
    .returning(COLUMNS)
  return rows.sort((a, b) => (a.runAt < b.runAt ? -1 : a.runAt > b.runAt ? 1 : 0))
}

/** The subscriptions of claimed deliveries, by id. */
export async function subscriptionsOf(db: Db, deliveries: DeliveryRow[]): Promise<Map<string, SubscriptionRow>> {
  const ids = [...new Set(deliveries.map(delivery => delivery.subscriptionId))]
  if (ids.length === 0) return new Map()
  const rows = await db.select().from(webhookSubscriptions).where(inArray(webhookSubscriptions.id, ids))
  return new Map(rows.map(row => [row.id, row]))
}

/** Extends the leases `workerId` holds on deliveries still being sent. */
export async function extendDeliveryLeases(db: Db, workerId: string, ids: string[], until: Date): Promise<void> {
  if (ids.length === 0) return
  const d = webhookDeliveries
  await db
    .update(d)
    .set({ leaseUntil: sql`${at(until)}` })
    .where(and(inArray(d.id, ids), eq(d.status, 'in_flight'), eq(d.lockedBy, workerId)))
}

/**
 * Puts back in-flight deliveries whose lease ran out (their worker died mid-send), or, with
 * `orphansOf`, every in-flight delivery not held by that worker (the embedded database has one
 * owner). They run again at once; one whose attempts are spent ends failed. Returns how many.
 */
export async function rescueDeliveries(db: Db, now: Date, orphansOf?: { except: string }): Promise<number> {
  const d = webhookDeliveries
  const stuck = orphansOf ? sql`${d.lockedBy} is distinct from ${orphansOf.except}` : lt(d.leaseUntil, at(now))
  const expired = db.$with('expired').as(
    db
      .select({ id: d.id })
      .from(d)
      .where(and(eq(d.status, 'in_flight'), stuck))
      .limit(1000)
      .for('update', { skipLocked: true }),
  )
  const spent = sql`${d.attempts} >= ${d.maxAttempts}`
  const rows = await db
    .with(expired)
    .update(d)
    .set({
      status: sql`case when ${spent} then 'failed' else 'pending' end`,
      runAt: sql`${at(now)}`,
      leaseUntil: null,
      lastError: sql`'lease expired: worker ' || coalesce(${d.lockedBy}, '?') || ' stopped during attempt ' || ${d.attempts}`,
      updatedAt: sql`now()`,
    })
    .from(expired)
    .where(eq(d.id, expired.id))
    .returning({ id: d.id })
  return rows.length
}

/** Milliseconds from `now` until the next pending delivery is due (≤ 0: due now), or null if none waits. */
export async function nextDeliveryDueIn(db: Db, now: Date): Promise<number | null> {
  const d = webhookDeliveries
  const [row] = await db
    .select({ ms: sql<string | null>`extract(epoch from (min(${d.runAt}) - ${at(now)})) * 1000` })
    .from(d)
    .where(eq(d.status, 'pending'))
  return row?.ms === null || row?.ms === undefined ? null : Number(row.ms)
}
