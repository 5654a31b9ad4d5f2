/** Answers a read from the response cache: same snapshot, same caller scope, same query → same bytes. */
import type { TObject } from '@sinclair/typebox'
import type { AppDeps } from '../deps.ts'
import { requestIdOf } from '../plugins/errors.ts'
import type { Snapshot } from '../snapshot/snapshot.ts'
import type { Caller } from '../variants/profile.ts'
import { acceptsGzip } from './gzip.ts'
import { parseQuery } from './query.ts'
import { envelopeBody, envelopeGzip } from './response-cache.ts'

export interface ReadContext {
  request: Request
  set: { headers: Record<string, string | number | undefined>; status?: number | string }
  auth: { caller: Caller }
}

/** RFC 9110 §13.1.2: weak comparison against any listed tag, or `*`. */
function notModified(header: string | null, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  const tag = etag.slice(2)
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag)
}

export type Read = (snapshot: Snapshot, query: Record<string, unknown>) => { data: unknown; meta?: Record<string, unknown>; errors?: null }

/**
 * The query is validated against `schema` only when the read is computed: only successful reads are
 * cached, so a hit means this exact query string was valid.
 */
export function cachedRead(deps: AppDeps, { request, set, auth }: ReadContext, schema: TObject, read: Read): Uint8Array | null {
  const snapshot = deps.store.current
  const url = request.url
  const key = `${auth.caller.tier}|${auth.caller.states?.join(',') ?? '*'}|${url.slice(url.indexOf('/', 8))}`
  const cached = deps.responses.read(snapshot.version, key, () => read(snapshot, parseQuery(schema, url)))
  set.headers['content-type'] = 'application/json; charset=utf-8'
  set.headers.vary = 'Accept-Encoding'
  set.headers.etag = cached.etag
  set.headers['cache-control'] = 'private, no-cache'
  if (notModified(request.headers.get('if-none-match'), cached.etag)) {
    requestIdOf(set)
    set.status = 304
    return null
  }
  if (acceptsGzip(request.headers.get('accept-encoding'))) {
    set.headers['content-encoding'] = 'gzip'
    return envelopeGzip(requestIdOf(set), cached)
  }
  return envelopeBody(requestIdOf(set), cached)
}

/**
 * A computed envelope from the response cache under an explicit key, for answers that are not a
 * function of the URL alone (a POST body, a detected state). No ETag: these are not revalidated.
 */
export function cachedEnvelope(
  deps: AppDeps,
  { request, set }: Pick<ReadContext, 'request' | 'set'>,
  key: string,
  compute: (snapshot: Snapshot) => { data: unknown; meta?: Record<string, unknown> },
): Uint8Array {
  const snapshot = deps.store.current
  const cached = deps.responses.read(snapshot.version, key, () => compute(snapshot))
  set.headers['content-type'] = 'application/json; charset=utf-8'
  set.headers['cache-control'] = 'private, no-store'
  set.headers.vary ??= 'Accept-Encoding'
  if (acceptsGzip(request.headers.get('accept-encoding'))) {
    set.headers['content-encoding'] = 'gzip'
    return envelopeGzip(requestIdOf(set), cached)
  }
  return envelopeBody(requestIdOf(set), cached)
}
