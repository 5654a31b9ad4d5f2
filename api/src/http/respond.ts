/** Answers a read from the response cache: same snapshot, same caller scope, same query → same bytes. */
import type { TObject } from '@sinclair/typebox'
import type { AppDeps } from './deps.ts'
import { newRequestId } from './request-id.ts'
import type { Snapshot } from '../snapshot/snapshot.ts'
import type { Caller } from '../variants/profile.ts'
import { acceptsGzip } from './gzip.ts'
import { parseQuery } from './query.ts'
import { envelopeBody, envelopeGzip, type CachedRead } from './response-cache.ts'
import { HSTS, proxiedHttps, type SecurityHeaders } from './security-headers.ts'

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
  return header.split(',').some(candidate => candidate.trim().replace(/^W\//, '') === tag)
}

export type Read = (
  snapshot: Snapshot,
  query: Record<string, unknown>,
) => { data: unknown; meta?: Record<string, unknown>; errors?: null }

type SetContext = ReadContext['set']

type FixedHeaders = (cached: CachedRead) => Record<string, string>

/** Templates per entry beyond which a request's own headers are set one by one (custom limits and origins are few). */
const TEMPLATES_PER_ENTRY = 8

/**
 * A request's own headers that repeat from one request to the next of the same caller, page and
 * plan: the rate-limit policy, the CORS answer for an origin, the keyless limit. They ride in the
 * template; only the rest (remaining count, request id) is set per request.
 */
const POLICY = 'ratelimit-policy'
/** The policy first: templateKey reads it apart. */
const REPEATING = [
  POLICY,
  'vary',
  'access-control-allow-origin',
  'access-control-expose-headers',
  'x-demo-ip-limit',
] as const
const repeating: Record<string, true> = Object.fromEntries(REPEATING.map(name => [name, true]))

const NONE: SetContext['headers'] = {}

/**
 * What distinguishes one template from another: the repeating headers' names and values; for a
 * keyed read, which has only its policy, the policy string itself (made once per limit, so the
 * lookup hashes nothing new). '' when there are none.
 */
function templateKey(own: SetContext['headers']): string {
  let others = ''
  for (let i = 1; i < REPEATING.length; i++) {
    const value = own[REPEATING[i]]
    if (value !== undefined) others += `${REPEATING[i]}:${value}\n`
  }
  const policy = own[POLICY]
  if (others === '') return policy === undefined ? '' : String(policy)
  return policy === undefined ? others : `${POLICY}:${policy}\n${others}`
}

/**
 * The fixed headers of a cached read (the security headers among them) with the request's repeating
 * headers, as a `Headers` template kept with the entry: copied natively as the Response is made, not
 * set per request. Null when the entry already keeps its share of templates (the caller then sets
 * its headers itself).
 */
function template(
  security: SecurityHeaders,
  cached: CachedRead,
  fixed: FixedHeaders,
  gzip: boolean,
  key: string,
  own: SetContext['headers'],
): Headers | null {
  if (!cached.headers) cached.headers = new Map()
  if (!cached.gzipHeaders) cached.gzipHeaders = new Map()
  const templates = gzip ? cached.gzipHeaders : cached.headers
  const known = templates.get(key)
  if (known) return known
  // The template without a request's headers is always kept: it is what every other falls back to.
  if (key !== '' && templates.size >= TEMPLATES_PER_ENTRY) return null
  const made = new Headers({ ...security.standing, ...fixed(cached), ...(gzip ? { 'content-encoding': 'gzip' } : {}) })
  for (const name of REPEATING) {
    const value = own[name]
    if (value !== undefined) made.set(name, String(value))
  }
  templates.set(key, made)
  return made
}

/**
 * The response for a cached envelope. Its fixed and repeating headers come from a template (see
 * above); the request's other headers, already in `set`, and its id are then set on the Response's
 * own headers, and `set.headers` is emptied so the framework passes the Response through as it is
 * (merging a plain object into a new Headers on every request costs a third of a cached read).
 */
function send(
  security: SecurityHeaders,
  set: SetContext,
  cached: CachedRead,
  fixed: FixedHeaders,
  gzip: boolean,
  status: 200 | 304 = 200,
): Response {
  const own = set.headers
  const key = templateKey(own)
  const shared = template(security, cached, fixed, gzip, key, own)
  const id = newRequestId()
  const base = shared ?? template(security, cached, fixed, gzip, '', NONE)!
  // A Response is 200 unless told otherwise; a status in the init costs about 0.1 µs more to read.
  const response =
    status === 304
      ? new Response(null, { status, headers: base })
      : new Response(gzip ? envelopeGzip(id, cached) : envelopeBody(id, cached), { headers: base })
  const headers = response.headers
  for (const name in own) {
    const value = own[name]
    if (value !== undefined && (!shared || repeating[name] !== true)) headers.set(name, String(value))
  }
  set.headers = {}
  headers.set('x-request-id', id)
  // A 304 sends no representation metadata beyond what caching needs (RFC 9110 §15.4.5).
  if (status === 304) headers.delete('content-type')
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
  const cached =
    deps.responses.hit(snapshot.version, key) ??
    deps.responses.read(snapshot.version, key, () => read(snapshot, parseQuery(schema, url)))
  const { security } = deps
  // Only behind a proxy with a plain-HTTP public URL; otherwise HSTS, or its absence, is in the template.
  if (security.httpsFromProxy) proxiedHsts(security, request, set)
  if (notModified(request.headers.get('if-none-match'), cached.etag))
    return send(security, set, cached, readHeaders, false, 304)
  return send(security, set, cached, readHeaders, acceptsGzip(request.headers.get('accept-encoding')))
}

function proxiedHsts(security: SecurityHeaders, request: Request, set: SetContext): void {
  if (proxiedHttps(security, request)) set.headers['strict-transport-security'] = HSTS
}

const readHeaders = (cached: CachedRead) => ({
  'content-type': JSON_TYPE,
  vary: 'Accept-Encoding',
  etag: cached.etag,
  'cache-control': 'private, no-cache',
})
const envelopeHeaders = () => ({
  'content-type': JSON_TYPE,
  vary: 'Accept-Encoding',
  'cache-control': 'private, no-store',
})

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
  const cached =
    deps.responses.hit(snapshot.version, key) ?? deps.responses.read(snapshot.version, key, () => compute(snapshot))
  const { security } = deps
  if (security.httpsFromProxy) proxiedHsts(security, request, set)
  return send(security, set, cached, envelopeHeaders, acceptsGzip(request.headers.get('accept-encoding')))
}
