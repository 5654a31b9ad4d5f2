/**
 * The embedded database's own thread. PGlite keeps about 400 MB of WebAssembly memory; held by the
 * thread that serves HTTP, that memory makes every garbage collection there slower and more
 * frequent, which is most of a hot read's p99. Here it lives on its own heap, and the API thread
 * talks to it through `embedded-remote.ts`.
 */
import { PGlite, type Transaction } from '@electric-sql/pglite'
import type { Reply, Request } from './embedded-remote.ts'

declare const self: Worker

/** Sentinel thrown inside PGlite's transaction callback to make it roll back. */
const ROLLBACK = Symbol('rollback')

interface OpenTransaction {
  tx: Transaction
  end(commit: boolean): void
  done: Promise<unknown>
}

let pg: PGlite | null = null
const transactions = new Map<number, OpenTransaction>()
const listening = new Map<string, () => Promise<void>>()
let nextTransaction = 1

function database(): PGlite {
  if (!pg) throw new Error('PGlite is closed')
  return pg
}

/** Keeps the types the caller wants as text (Drizzle keeps dates and intervals as Postgres wrote them). */
function textParsers(oids: number[]): Record<number, (value: string) => string> {
  const parsers: Record<number, (value: string) => string> = {}
  for (const oid of oids) parsers[oid] = (value) => value
  return parsers
}

function runner(txId: number | undefined): PGlite | Transaction {
  if (txId === undefined) return database()
  const open = transactions.get(txId)
  if (!open) throw new Error(`Transaction ${txId} is not open`)
  return open.tx
}

async function begin(): Promise<number> {
  const id = nextTransaction++
  const started = Promise.withResolvers<Transaction>()
  const ended = Promise.withResolvers<boolean>()
  const done = database().transaction(async (tx) => {
    started.resolve(tx)
    if (!(await ended.promise)) throw ROLLBACK
  })
  done.catch((error) => started.reject(error))
  transactions.set(id, { tx: await started.promise, end: ended.resolve, done })
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

async function handle(request: Request): Promise<unknown> {
  switch (request.kind) {
    case 'open':
      pg = await PGlite.create(request.dataDir)
      return null
    case 'query': {
      const options = { rowMode: request.rowMode, parsers: textParsers(request.textTypes) }
      return runner(request.tx).query(request.sql, request.params, options)
    }
    case 'exec':
      return runner(request.tx).exec(request.sql)
    case 'begin':
      return begin()
    case 'end':
      return end(request.tx, request.commit)
    case 'listen':
      if (!listening.has(request.channel)) {
        const channel = request.channel
        listening.set(channel, await database().listen(channel, (payload) => post({ kind: 'notify', channel, payload })))
      }
      return null
    case 'unlisten':
      await listening.get(request.channel)?.()
      listening.delete(request.channel)
      return null
    case 'close': {
      const closing = pg
      pg = null
      await closing?.close()
      return null
    }
  }
}

function post(reply: Reply): void {
  self.postMessage(reply)
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

self.onmessage = async (event: MessageEvent<Request>) => {
  const { id } = event.data
  try {
    post({ kind: 'result', id, ok: true, value: await handle(event.data) })
  } catch (error) {
    post({ kind: 'result', id, ok: false, error: serialize(error) })
  }
}
