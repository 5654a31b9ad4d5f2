/** Answers a read from the response cache: same snapshot, same caller scope, same query → same bytes. */
import type { TObject } from '@sinclair/typebox'
import type { AppDeps } from '../deps.ts'
import { newRequestId } from '../plugins/errors.ts'
import type { Snapshot } from '../snapshot/snapshot.ts'
import type { Caller } from '../variants/profile.ts'
import { acceptsGzip } from './gzip.ts'
import { parseQuery } from './query.ts'
import { envelopeBody, envelopeGzip, type CachedRead } from './response-cache.ts'

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

type SetContext = ReadContext['set']

type FixedHeaders = (cached: CachedRead) => Record<string, string>

/** Templates per entry beyond which a new policy is set per request instead (custom limits are few). */
const TEMPLATES_PER_ENTRY = 8
const POLICY = 'ratelimit-policy'

/**
 * The fixed headers of a cached read as a `Headers` template, with the caller's rate-limit policy
 * included: it is the same on every request of an account, so it is copied, not set, per request.
 */
function template(cached: CachedRead, fixed: FixedHeaders, gzip: boolean, policy: string | undefined): Headers | null {
  if (!cached.headers) cached.headers = new Map()
  if (!cached.gzipHeaders) cached.gzipHeaders = new Map()
  const templates = gzip ? cached.gzipHeaders : cached.headers
  const key = policy ?? ''
  const known = templates.get(key)
  if (known) return known
  // The template without a policy is always kept: it is what every other policy falls back to.
  if (policy !== undefined && templates.size >= TEMPLATES_PER_ENTRY) return null
  const made = new Headers({ ...fixed(cached), ...(gzip ? { 'content-encoding': 'gzip' } : {}), ...(policy ? { [POLICY]: policy } : {}) })
  templates.set(key, made)
  return made
}

/**
 * The response for a cached envelope. Its fixed headers are a `Headers` template kept with the
 * entry, which the Response copies natively as it is made; the request's own headers (rate limit,
 * CORS), already in `set`, and its id are then set on the Response's own headers, and `set.headers`
 * is emptied so the framework passes the Response through as it is (merging a plain object into a
 * new Headers on every request costs a third of a cached read).
 */
function send(set: SetContext, cached: CachedRead, fixed: FixedHeaders, gzip: boolean, status = 200): Response {
  const own = set.headers
  const policy = own[POLICY] as string | undefined
  const shared = template(cached, fixed, gzip, policy)
  const id = newRequestId()
  const init = { status, headers: shared ?? template(cached, fixed, gzip, undefined)! }
  const response = status === 304
    ? new Response(null, init)
    : new Response(gzip ? envelopeGzip(id, cached) : envelopeBody(id, cached), init)
  const headers = response.headers
  for (const name in own) {
    const value = own[name]
    if (value !== undefined && (name !== POLICY || !shared)) headers.set(name, String(value))
  }
  set.headers = {}
  headers.set('x-request-id', id)
  return response
}

const JSON_TYPE = 'application/json; charset=utf-8'

/**
 * The query is validated against `schema` only when the read is computed: only successful reads are
 * cached, so a hit means this exact query string was valid.
 */
export function cachedRead(deps: AppDeps, { request, set, auth }: ReadContext, schema: TObject, read: Read): Response {
  const snapshot = deps.store.current
  const url = request.url
  const key = `${auth.caller.tier}|${auth.caller.states?.join(',') ?? '*'}|${url.slice(url.indexOf('/', 8))}`
  const cached = deps.responses.hit(snapshot.version, key) ?? deps.responses.read(snapshot.version, key, () => read(snapshot, parseQuery(schema, url)))
  if (notModified(request.headers.get('if-none-match'), cached.etag)) return send(set, cached, readHeaders, false, 304)
  return send(set, cached, readHeaders, acceptsGzip(request.headers.get('accept-encoding')))
}

const readHeaders = (cached: CachedRead) => ({ 'content-type': JSON_TYPE, vary: 'Accept-Encoding', etag: cached.etag, 'cache-control': 'private, no-cache' })
const envelopeHeaders = () => ({ 'content-type': JSON_TYPE, vary: 'Accept-Encoding', 'cache-control': 'private, no-store' })

/**
 * A computed envelope from the response cache under an explicit key, for answers that are not a
 * function of the URL alone (a POST body, a detected state). No ETag: these are not revalidated.
 */
export function cachedEnvelope(
  deps: AppDeps,
  { request, set }: Pick<ReadContext, 'request' | 'set'>,
  key: string,
  compute: (snapshot: Snapshot) => { data: unknown; meta?: Record<string, unknown> },
): Response {
  const snapshot = deps.store.current
  const cached = deps.responses.hit(snapshot.version, key) ?? deps.responses.read(snapshot.version, key, () => compute(snapshot))
  return send(set, cached, envelopeHeaders, acceptsGzip(request.headers.get('accept-encoding')))
}
