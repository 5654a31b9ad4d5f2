/**
 * Serialized read responses, kept per snapshot version. A read is a pure function of the snapshot,
 * the caller's scope (tier and states) and the query, so its envelope is built and UTF-8 encoded
 * once and reused until the data changes. The request id is the last field of `meta`, so a request
 * only appends it. Bounded by total size; entries expire after a minute because history windows
 * move with the clock.
 */
export interface CachedRead {
  /** The UTF-8 envelope up to the request id's value. */
  head: Uint8Array
  /**
   * Weak validator: the same for every response of this read (they differ only in request_id), and
   * derived from the bytes alone, so every HTTP thread and instance gives the same tag for the same data.
   */
  etag: string
  /** The same, gzip-compressed; made on the first request that accepts gzip. */
  gzip?: GzipHead
  /** The last identity body made; envelopeBody rewrites its tail. */
  scratch?: Uint8Array<ArrayBuffer>
  /**
   * The fixed response headers, identity and gzip, made on first use (respond.ts): one template
   * per rate-limit policy seen, as the policy is the same for every request of an account.
   */
  headers?: Map<string, Headers>
  gzipHeaders?: Map<string, Headers>
}

import { createHash } from 'node:crypto'
import { SUCCESS_TAIL, successHead } from './envelope.ts'
import { gzipHead, gzipWithTail, type GzipHead } from './gzip.ts'

const encoder = new TextEncoder()

const TTL_MS = 60_000

export class ResponseCache {
  private entries = new Map<string, { value: CachedRead; expires: number; bytes: number }>()
  private bytes = 0
  private version = -1

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  /** The cached read for `key` at `version`, if there is one (a hit allocates nothing). */
  hit(version: number, key: string): CachedRead | undefined {
    if (version !== this.version) return undefined
    const entry = this.entries.get(key)
    return entry && entry.expires > Date.now() ? entry.value : undefined
  }

  /** The cached read for `key` at `version`, computing and storing it on a miss. */
  /** `errors: null` in the computed result is kept (the answer endpoint's contract); otherwise `errors` is `[]`. */
  read(
    version: number,
    key: string,
    compute: () => { data: unknown; meta?: Record<string, unknown>; errors?: null },
  ): CachedRead {
    if (version !== this.version) this.reset(version)
    const now = Date.now()
    const hit = this.entries.get(key)
    if (hit && hit.expires > now) return hit.value
    const result = compute()
    const head = encoder.encode(
      successHead(JSON.stringify(result.data), result.meta, result.errors === null ? 'null' : '[]'),
    )
    const value: CachedRead = {
      head,
      etag: `W/"${createHash('sha256').update(head).digest('base64url').slice(0, 22)}"`,
    }
    // The head, and room for the per-request copies made from it (respond.ts: scratch bodies).
    const bytes = 2 * value.head.byteLength + key.length
    if (bytes > this.maxBytes / 8) return value
    while (this.bytes + bytes > this.maxBytes && this.entries.size > 0) this.evictOldest()
    if (hit) this.drop(key)
    this.entries.set(key, { value, expires: now + TTL_MS, bytes })
    this.bytes += bytes
    return value
  }

  private evictOldest(): void {
    const oldest = this.entries.keys().next().value
    if (oldest !== undefined) this.drop(oldest)
  }

  private drop(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.bytes -= entry.bytes
    this.entries.delete(key)
  }

  private reset(version: number): void {
    this.entries.clear()
    this.bytes = 0
    this.version = version
  }
}

/** The body gzip-compressed, for clients that accept it: far fewer bytes on the wire. */
export function envelopeGzip(requestId: string, read: CachedRead): Uint8Array<ArrayBuffer> {
  read.gzip ??= gzipHead(read.head)
  return gzipWithTail(read.gzip, requestId + SUCCESS_TAIL)
}

/**
 * The whole response body: the cached envelope with this request's id (ASCII) appended. Like
 * gzipWithTail, the buffer is the entry's own and valid until the next call: give it to `new Response` at once.
 */
export function envelopeBody(requestId: string, read: CachedRead): Uint8Array<ArrayBuffer> {
  const tail = requestId + SUCCESS_TAIL
  const offset = read.head.byteLength
  let body = read.scratch
  if (body?.length !== offset + tail.length) {
    body = new Uint8Array(offset + tail.length)
    body.set(read.head)
    read.scratch = body
  }
  for (let i = 0; i < tail.length; i++) body[offset + i] = tail.charCodeAt(i)
  return body
}
