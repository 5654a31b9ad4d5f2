/**
 * What the fault suites share: operator calls, a write load that a kill interrupts, and the checks
 * that nothing acknowledged was lost and that a seed is whole. The suites print their figures with
 * `figure`, so they show in `npm test` output.
 */
import { expect } from 'bun:test'
import { count, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../api/src/db/client.ts'
import { changelog, outbox, regulations, seedImports } from '../../api/src/db/schema/index.ts'
import { compileDataset } from '../../seeds/compile.ts'
import { seedInput } from '../../seeds/index.ts'
import type { LaunchedServer } from './server-process.ts'

export const ADMIN = 'fault-suite-admin-secret'

export function figure(line: string): void {
  console.log(`[faults] ${line}`)
}

export const ops = (base: string, path: string, body?: unknown, method = 'POST') =>
  fetch(`${base}/ops${path}`, {
    method,
    headers: { 'x-admin-key': ADMIN, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

/** A keyed GET; `fresh` sends it on a new connection, so the kernel picks one of the instance's HTTP threads afresh. */
export const read = (base: string, path: string, key: string, fresh = false) =>
  fetch(`${base}${path}`, {
    keepalive: !fresh,
    headers: { authorization: `Bearer ${key}`, ...(fresh ? { connection: 'close' } : {}) },
  })

/** A new enterprise account and a key of `kind` on it, through /ops. */
export async function newKey(
  base: string,
  kind: 'secret' | 'publishable' = 'secret',
): Promise<{ key: string; id: string }> {
  const email = `faults-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`
  const account = (await (
    await ops(base, '/accounts', { name: 'Fault suite', email, tier: 'enterprise', rate_limit_per_minute: 100_000 })
  ).json()) as any
  const created = (await (await ops(base, `/accounts/${account.data.id}/keys`, { kind })).json()) as any
  return { key: created.data.key, id: created.data.id }
}

/** Public ids of `n` regulations, from the API. */
export async function someRegulations(base: string, key: string, n: number): Promise<string[]> {
  const body = (await (await read(base, '/v1/regulations?state=CO&per_page=50', key)).json()) as any
  return body.data.slice(0, n).map((r: any) => r.id)
}

export interface Write {
  id: string
  summary: string
  /** Change ids the response named: present only when the write was answered 2xx. */
  events: string[] | null
}

/**
 * Edits each of `ids` over and over (one writer per record, so each record's writes are ordered)
 * until the server dies, and kills it after `killAfterMs`. Returns every write sent, answered or not.
 */
export async function writeUntilKilled(
  server: LaunchedServer,
  ids: string[],
  killAfterMs: number,
  tag: string,
): Promise<Write[]> {
  const writes: Write[] = []
  let alive = true
  const writer = async (id: string) => {
    for (let i = 0; alive; i++) {
      const write: Write = { id, summary: `${tag} write ${i} of ${id}`, events: null }
      writes.push(write)
      const res = await ops(
        server.url,
        `/regulations/${id}`,
        { reason: `Fault suite: ${tag}`, summary: write.summary },
        'PATCH',
      ).catch(() => null)
      if (res?.ok) write.events = ((await res.json()) as any).data.events.map((e: { id: string }) => e.id)
      else if (res) await res.arrayBuffer()
      if (!res) return
    }
  }
  const writing = Promise.all(ids.map(writer))
  await Bun.sleep(killAfterMs)
  await server.kill()
  alive = false
  await writing
  return writes
}

/**
 * Every write answered 2xx is in the database with its changelog and outbox rows, and each record
 * holds its last answered write or a later one that was sent (a write may land without its answer).
 */
export async function expectAcknowledged(
  db: Db,
  writes: Write[],
  publicToUuid: (id: string) => string,
): Promise<number> {
  const acknowledged = writes.filter(w => w.events !== null)
  const events = acknowledged.flatMap(w => w.events!)
  if (events.length > 0) {
    const logged = await db.select({ id: changelog.id }).from(changelog).where(inArray(changelog.id, events))
    expect(logged.length).toBe(events.length)
    const queued = await db.select({ n: count() }).from(outbox).where(sql`${outbox.payload}->>'event_id' in ${events}`)
    expect(queued[0].n).toBe(events.length)
  }
  for (const id of new Set(writes.map(w => w.id))) {
    const sent = writes.filter(w => w.id === id)
    const last = sent.map(w => w.events !== null).lastIndexOf(true)
    if (last === -1) continue
    const [row] = await db
      .select({ summary: regulations.summary })
      .from(regulations)
      .where(sql`${regulations.id} = ${publicToUuid(id)}`)
    const at = sent.findIndex(w => w.summary === row.summary)
    expect(at).toBeGreaterThanOrEqual(last)
  }
  return acknowledged.length
}

/**
 * The seed is whole: one recorded load; as many changelog rows as that load reported, each
 * deliverable one with its outbox row; every record with the seed files' status.
 */
export async function expectWholeSeed(db: Db): Promise<{ records: number; events: number }> {
  const loads = await db.select().from(seedImports)
  expect(loads.map(l => l.mode)).toEqual(['initial'])
  const [{ n: logged }] = await db.select({ n: count() }).from(changelog)
  expect(logged).toBe(loads[0].events)
  const [{ n: deliverable }] = await db
    .select({ n: count() })
    .from(changelog)
    .where(sql`${changelog.eventType} <> 'source_added'`)
  const [{ n: queued }] = await db.select({ n: count() }).from(outbox)
  expect(queued).toBe(deliverable)
  const expected = new Map(compileDataset(seedInput).regulations.map(r => [r.id, r.legalStatus]))
  const rows = await db.select({ id: regulations.id, status: regulations.legalStatus }).from(regulations)
  expect(rows.length).toBe(expected.size)
  expect(rows.filter(row => expected.get(row.id) !== row.status).length).toBe(0)
  return { records: rows.length, events: logged }
}

/** A store the service seeds on its first start, and what a seed-kill test does with it. */
export interface SeedKillRig {
  /** Starts the service on the store as it is, without waiting. */
  start(): Promise<LaunchedServer>
  /** Resolves once `server`'s first seed is writing. */
  writing(server: LaunchedServer): Promise<void>
  /** Whether a seed committed (its load is recorded); asked once the service is dead. */
  committed(): Promise<boolean>
  /** Empties the store, as if the service had never run on it. */
  reset(): Promise<void>
}

/**
 * Kills the service `kills` times part-way through its first seed, each time on the store the last
 * kill left. How long a seed writes depends on the machine and its load (about a second on an idle
 * Postgres server, several under load or embedded), so one seed is first timed whole on an empty
 * store, and each kill lands at a random moment within the first 70 % of that time. A kill that
 * comes after the seed committed tests nothing: the store is emptied and the next try aims earlier.
 */
export async function killDuringSeed(
  rig: SeedKillRig,
  kills: number,
): Promise<{ moments: number[]; seedMs: number; late: number }> {
  const timed = await rig.start()
  await rig.writing(timed)
  const began = performance.now()
  await timed.printed('ready in', 120_000)
  const seedMs = performance.now() - began
  await timed.kill()
  await rig.reset()
  let window = seedMs * 0.7
  const moments: number[] = []
  let late = 0
  while (moments.length < kills) {
    const server = await rig.start()
    await rig.writing(server)
    const at = between(0, window)
    await Bun.sleep(at)
    await server.kill()
    if (!(await rig.committed())) {
      moments.push(at)
      continue
    }
    late += 1
    if (late > 8)
      throw new Error(`the seed committed before every kill (last at ${at} ms; a whole seed took ${seedMs} ms)`)
    window = Math.max(1, at * 0.6)
    await rig.reset()
  }
  return { moments, seedMs: Math.round(seedMs), late }
}

/** A random whole number of milliseconds in [min, max). */
export const between = (min: number, max: number): number => Math.floor(min + Math.random() * (max - min))

/** Polls `probe` every 20 ms until it is true; the time it took. */
export async function until(probe: () => Promise<boolean>, timeoutMs: number, what: string): Promise<number> {
  const started = performance.now()
  while (!(await probe().catch(() => false))) {
    if (performance.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`)
    await Bun.sleep(20)
  }
  return performance.now() - started
}
