/**
 * The embedded database's own thread. PGlite keeps about 400 MB of WebAssembly memory; held by the
 * thread that serves HTTP, that memory makes every garbage collection there slower and more
 * frequent, which is most of a hot read's p99. Here it lives on its own heap, and the API threads
 * talk to it through `embedded-remote.ts`: the one that opened it, and every other HTTP thread
 * through a port it was handed (`connect`).
 */
import { PGlite, type Transaction } from '@electric-sql/pglite'
import type { Reply, Request } from './embedded-remote.ts'

/** Sentinel thrown inside PGlite's transaction callback to make it roll back. */
const ROLLBACK = Symbol('rollback')

interface OpenTransaction {
  tx: Transaction
  end(commit: boolean): void
  done: Promise<unknown>
  owner: Endpoint
}

/** Where requests come from and replies go: the owning thread, or another thread's port (`connect`). */
interface Endpoint {
  postMessage(reply: Reply): void
}

let pg: PGlite | null = null
const transactions = new Map<number, OpenTransaction>()
/** Per channel: PGlite's unlisten, and the endpoints to tell. */
const listening = new Map<string, { unlisten: () => Promise<void>; endpoints: Set<Endpoint> }>()
let nextTransaction = 1

function database(): PGlite {
  if (!pg) throw new Error('PGlite is closed')
  return pg
}

/** Keeps the types the caller wants as text (Drizzle keeps dates and intervals as Postgres wrote them). */
function textParsers(oids: number[]): Record<number, (value: string) => string> {
  const parsers: Record<number, (value: string) => string> = {}
  for (const oid of oids) parsers[oid] = value => value
  return parsers
}

function runner(txId: number | undefined): PGlite | Transaction {
  if (txId === undefined) return database()
  const open = transactions.get(txId)
  if (!open) throw new Error(`Transaction ${txId} is not open`)
  return open.tx
}

async function begin(owner: Endpoint): Promise<number> {
  const id = nextTransaction++
  const started = Promise.withResolvers<Transaction>()
  const ended = Promise.withResolvers<boolean>()
  const done = database().transaction(async tx => {
    started.resolve(tx)
    if (!(await ended.promise)) throw ROLLBACK
  })
  done.catch(error => started.reject(error))
  transactions.set(id, { tx: await started.promise, end: ended.resolve, done, owner })
  return id
}

async function end(id: number, commit: boolean): Promise<void> {
  const open = transactions.get(id)
  if (!open) throw new Error(`Transaction ${id} is not open`)
  transactions.delete(id)
  open.end(commit)
  try {
    await open.done
  } catch (error) {
    if (error !== ROLLBACK) throw error
  }
}

async function listen(channel: string, endpoint: Endpoint): Promise<void> {
  const known = listening.get(channel)
  if (known) {
    known.endpoints.add(endpoint)
    return
  }
  const endpoints = new Set([endpoint])
  const unlisten = await database().listen(channel, payload => {
    for (const listener of endpoints) listener.postMessage({ kind: 'notify', channel, payload })
  })
  listening.set(channel, { unlisten, endpoints })
}

async function unlisten(channel: string, endpoint: Endpoint): Promise<void> {
  const known = listening.get(channel)
  if (!known?.endpoints.delete(endpoint) || known.endpoints.size > 0) return
  listening.delete(channel)
  await known.unlisten()
}

/** Another thread leaves: its subscriptions end and its open transactions roll back. */
async function detach(endpoint: Endpoint): Promise<void> {
  for (const [channel, known] of [...listening]) if (known.endpoints.has(endpoint)) await unlisten(channel, endpoint)
  for (const [id, open] of [...transactions]) if (open.owner === endpoint) await end(id, false)
}

async function handle(request: Request, from: Endpoint): Promise<unknown> {
  switch (request.kind) {
    case 'open':
      pg = await PGlite.create(request.dataDir)
      return null
    case 'connect':
      serve(request.port)
      return null
    case 'query': {
      const options = { rowMode: request.rowMode, parsers: textParsers(request.textTypes) }
      return runner(request.tx).query(request.sql, request.params, options)
    }
    case 'exec':
      return runner(request.tx).exec(request.sql)
    case 'begin':
      return begin(from)
    case 'end':
      return end(request.tx, request.commit)
    case 'listen':
      return listen(request.channel, from)
    case 'unlisten':
      return unlisten(request.channel, from)
    case 'detach':
      return detach(from)
    case 'close': {
      const closing = pg
      pg = null
      await closing?.close()
      return null
    }
  }
}

/** What crosses back: the message and Postgres's fields (code, detail, constraint, …), no stack. */
function serialize(error: unknown): { message: string; fields: Record<string, unknown> } {
  if (!(error instanceof Error)) return { message: String(error), fields: {} }
  const fields: Record<string, unknown> = { name: error.name }
  for (const [key, value] of Object.entries(error)) {
    if (key !== 'stack' && (typeof value === 'string' || typeof value === 'number')) fields[key] = value
  }
  return { message: error.message, fields }
}

function serve(endpoint: Endpoint & { onmessage: ((event: MessageEvent<Request>) => void) | null }): void {
  endpoint.onmessage = async (event: MessageEvent<Request>) => {
    const { id } = event.data
    try {
      endpoint.postMessage({ kind: 'result', id, ok: true, value: await handle(event.data, endpoint) })
    } catch (error) {
      endpoint.postMessage({ kind: 'result', id, ok: false, error: serialize(error) })
    }
  }
}

serve(self as unknown as Endpoint & { onmessage: ((event: MessageEvent<Request>) => void) | null })
