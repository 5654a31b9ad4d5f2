/**
 * An API thread's handle on the embedded database running in `embedded-thread.ts`. It offers the
 * part of PGlite's interface that Drizzle's PGlite driver and HempData use (query, exec,
 * transaction, listen, close), so one Drizzle driver serves both placements. The thread that opens
 * the database owns it; other HTTP threads attach through a port from `connect()`.
 */
import type { QueryOptions, Results } from '@electric-sql/pglite'

export type Request =
  | { id: number; kind: 'open'; dataDir: string }
  | {
      id: number
      kind: 'query'
      sql: string
      params: unknown[]
      rowMode: 'array' | 'object'
      textTypes: number[]
      tx?: number
    }
  | { id: number; kind: 'exec'; sql: string; tx?: number }
  | { id: number; kind: 'begin' }
  | { id: number; kind: 'end'; tx: number; commit: boolean }
  | { id: number; kind: 'connect'; port: MessagePort }
  | { id: number; kind: 'listen' | 'unlisten'; channel: string }
  | { id: number; kind: 'detach' }
  | { id: number; kind: 'close' }

export type Reply =
  | { kind: 'result'; id: number; ok: true; value: unknown }
  | { kind: 'result'; id: number; ok: false; error: { message: string; fields: Record<string, unknown> } }
  | { kind: 'notify'; channel: string; payload: string }

type Body<R> = R extends Request ? Omit<R, 'id'> : never

/** The same words an in-process PGlite uses once closed, so callers see one kind of "unreachable". */
const CLOSED = 'PGlite is closed'

interface Pending {
  resolve(value: unknown): void
  reject(error: Error): void
}

/** What a transaction callback receives: queries bound to that transaction. */
export interface RemoteTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>
  exec(sql: string): Promise<Results[]>
}

export class RemotePGlite implements RemoteTransaction {
  private readonly pending = new Map<number, Pending>()
  private readonly listeners = new Map<string, Set<(payload: string) => void>>()
  private nextId = 1
  private stopped: string | null = null

  private constructor(private readonly endpoint: Worker | MessagePort) {
    endpoint.onmessage = (event: MessageEvent<Reply>) => this.receive(event.data)
    if (endpoint instanceof Worker)
      endpoint.onerror = event => this.stop(`${CLOSED}: the embedded database thread failed (${event.message})`)
    endpoint.addEventListener('close', () => this.stop(`${CLOSED}: the embedded database thread stopped`))
  }

  /** Starts the thread and opens (creating if needed) the data folder in it. */
  static async open(dataDir: string): Promise<RemotePGlite> {
    const remote = new RemotePGlite(new Worker(new URL('./embedded-thread.ts', import.meta.url)))
    try {
      await remote.call({ kind: 'open', dataDir })
    } catch (error) {
      ;(remote.endpoint as Worker).terminate()
      throw error
    }
    return remote
  }

  /** The database another thread's `connect()` handed over, on this thread. */
  static attach(port: MessagePort): RemotePGlite {
    return new RemotePGlite(port)
  }

  /** A port for another thread to `attach`: its queries, transactions and NOTIFYs go to this database. */
  async connect(): Promise<MessagePort> {
    const channel = new MessageChannel()
    await this.call({ kind: 'connect', port: channel.port1 }, [channel.port1])
    return channel.port2
  }

  query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number): Promise<Results<T>> {
    return this.call({
      kind: 'query',
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
      textTypes: textTypes(options),
      tx,
    }) as Promise<Results<T>>
  }

  exec(sql: string, tx?: number): Promise<Results[]> {
    return this.call({ kind: 'exec', sql, tx }) as Promise<Results[]>
  }

  /** Runs `fn` in one transaction: committed when it returns, rolled back when it throws. */
  async transaction<T>(fn: (tx: RemoteTransaction) => Promise<T>): Promise<T> {
    const tx = (await this.call({ kind: 'begin' })) as number
    const bound: RemoteTransaction = {
      query: (sql, params, options) => this.query(sql, params, options, tx),
      exec: sql => this.exec(sql, tx),
    }
    let result: T
    try {
      result = await fn(bound)
    } catch (error) {
      await this.call({ kind: 'end', tx, commit: false }).catch(() => {})
      throw error
    }
    await this.call({ kind: 'end', tx, commit: true })
    return result
  }

  async listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>> {
    let subscribers = this.listeners.get(channel)
    if (!subscribers) {
      subscribers = new Set()
      this.listeners.set(channel, subscribers)
      await this.call({ kind: 'listen', channel })
    }
    subscribers.add(onMessage)
    return async () => {
      subscribers.delete(onMessage)
      if (subscribers.size > 0 || this.listeners.get(channel) !== subscribers) return
      this.listeners.delete(channel)
      if (!this.stopped) await this.call({ kind: 'unlisten', channel })
    }
  }

  /** The owner closes the database; an attached thread only leaves it (its transactions roll back). */
  async close(): Promise<void> {
    if (this.stopped) return
    try {
      await this.call({ kind: this.endpoint instanceof Worker ? 'close' : 'detach' })
    } finally {
      this.stop(CLOSED)
      if (this.endpoint instanceof Worker) this.endpoint.terminate()
      else this.endpoint.close()
    }
  }

  private call(body: Body<Request>, transfer: Transferable[] = []): Promise<unknown> {
    if (this.stopped) return Promise.reject(new Error(this.stopped))
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      this.endpoint.postMessage({ ...body, id }, transfer)
    })
  }

  private receive(reply: Reply): void {
    if (reply.kind === 'notify') {
      for (const onMessage of this.listeners.get(reply.channel) ?? []) onMessage(reply.payload)
      return
    }
    const waiting = this.pending.get(reply.id)
    if (!waiting) return
    this.pending.delete(reply.id)
    if (reply.ok) waiting.resolve(reply.value)
    else waiting.reject(Object.assign(new Error(reply.error.message), reply.error.fields))
  }

  private stop(reason: string): void {
    if (this.stopped) return
    this.stopped = reason
    for (const waiting of this.pending.values()) waiting.reject(new Error(reason))
    this.pending.clear()
  }
}

const textTypesOf = new WeakMap<object, number[]>()

/**
 * The type OIDs a caller wants kept as Postgres wrote them. Functions cannot cross to the thread,
 * so only identity parsers (what Drizzle passes for dates, times and intervals) are accepted.
 */
function textTypes(options: QueryOptions): number[] {
  const parsers = options.parsers
  if (!parsers) return []
  let oids = textTypesOf.get(parsers)
  if (!oids) {
    oids = Object.entries(parsers).map(([oid, parse]) => {
      if (parse('2026-01-01', Number(oid)) !== '2026-01-01')
        throw new Error(`Only text-keeping parsers reach the embedded database thread (type ${oid})`)
      return Number(oid)
    })
    textTypesOf.set(parsers, oids)
  }
  return oids
}
