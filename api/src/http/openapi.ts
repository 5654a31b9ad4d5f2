/**
 * A route's spec and its OpenAPI details. The convention: each module's `model.ts` holds one
 * RouteSpec per route (security, query, body, success schema(s), errors, tag, summary), and that one
 * object feeds both the validation (the spec's `query` to cachedRead or parseQuery, its `body` to
 * parseBody) and the OpenAPI document (`describe(spec)`). It is our equivalent of Elysia's per-route
 * `query`/`body`/`response` hooks: those validate before the handler, while HempData validates after
 * authentication (an unkeyed call learns nothing about the parameters) and only on a response-cache
 * miss (a hit means that exact query string already passed, repeated parameters included). Where a
 * shape differs by variant, the spec takes its `query` and `ok` from modules/<feature>/variants/.
 * /ops alone hands its bodies to Elysia's `body` hook: its admin guard runs first, in onParse.
 */
import type { TObject } from '@sinclair/typebox'
import type { DocumentDecoration, TSchema } from 'elysia'
import type { AuditAction } from '../accounts/audit.ts'
import { queryParameters } from './query.ts'
import { errorEnvelope } from './schemas.ts'
import { statusOf, type ErrorCode } from '../lib/errors.ts'

export const SECURITY = {
  /** A secret key, as a Bearer token or in X-API-Key (accepted on every keyed endpoint). */
  secret: [{ bearer: [] }, { apiKeyHeader: [] }],
  publishable: [{ publishableKey: [] }],
  /** Keyless, or with a publishable key for its origin allow-list and branding. */
  'none-or-publishable': [{}, { publishableKey: [] }],
  admin: [{ adminKey: [] }],
  /** A signed-in person's session cookie (hd_session): the dashboard's pages, hidden from the document, so it defines no scheme for it. */
  session: [{ sessionCookie: [] }],
  /** Called by the payment processor: no key; the processor's signature over the raw body (Stripe-Signature). */
  'processor-signature': [{ processorSignature: [] }],
  none: [],
}

export type SecurityKind = keyof typeof SECURITY

export interface RouteSpec {
  /** Who may call: always named, never defaulted (the security suite classifies routes by it). */
  security: SecurityKind
  tag: string
  summary: string
  description?: string
  ok?: TSchema
  okStatus?: number
  okContent?: Record<string, { schema: TSchema }>
  errors: ErrorCode[]
  /** A JSON request body, validated in the handler against this same schema. */
  body?: TSchema
  /** Query parameters, validated in the handler against this same schema (cached reads). */
  query?: TObject
  /** A cached read: carries a weak ETag and answers If-None-Match with 304. */
  conditional?: boolean
  /** Left out of the OpenAPI document (pages for people), though still declared on the route. */
  hide?: boolean
  /** Path parameters, likewise validated in the handler. */
  path?: { name: string; description: string; pattern?: string }[]
  /**
   * What the route writes to the audit log (accounts/audit.ts) when it changes something: one of
   * these actions per change. `false` for a route whose method is not GET that changes nothing (a
   * read with a body). Every route but GET must say one or the other: the audit suite walks the
   * routes and holds each to its word.
   */
  audit?: readonly AuditAction[] | false
  /**
   * One of the playground's curated reads: the published demo key works here (http/playground.ts),
   * and on no route without this flag (403 DEMO_PATH_DENIED).
   */
  playground?: true
}

export const OWN_PARAMETERS = 'x-hempdata-parameters'
/** Where a route's `audit` is kept in its detail (and the OpenAPI document). */
export const AUDIT_EXTENSION = 'x-hempdata-audit'
/** Marks a playground route in its detail (and the OpenAPI document). */
export const PLAYGROUND_EXTENSION = 'x-hempdata-playground'

/** The response headers the service sends, documented once in `components.headers`. */
export const RESPONSE_HEADERS = {
  'X-Request-Id': { description: "The request id, also in the envelope's meta; quote it when asking for help." },
  ETag: { description: "The representation's tag: send it back in If-None-Match to get 304 when nothing changed." },
  'Cache-Control': { description: 'How long the response may be reused, and by whom.' },
  Vary: { description: 'The request headers the response varies on (Accept-Encoding; Origin for the widget check).' },
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 0 } },
  'RateLimit-Policy': { description: "The key's limit and window (IETF RateLimit fields), for example `120;w=60`." },
  RateLimit: {
    description:
      "What is left of the key's limit and when it resets, for example `limit=120, remaining=119, reset=60`.",
  },
  'X-Demo-IP-Limit': {
    description: 'Keyless calls: requests allowed per minute from this client address.',
    schema: { type: 'integer' },
  },
  'X-Demo-IP-Remaining': {
    description: 'Keyless calls: requests left this minute from this client address.',
    schema: { type: 'integer' },
  },
} as const

type HeaderName = keyof typeof RESPONSE_HEADERS

/** Header references for a response: the named ones, and the limit headers the caller's kind gets. */
function headerRefs(names: HeaderName[], limitedBy: SecurityKind | false): Record<string, unknown> {
  const limits: HeaderName[] =
    limitedBy === false
      ? []
      : limitedBy === 'none'
        ? ['X-Demo-IP-Limit', 'X-Demo-IP-Remaining']
        : ['RateLimit-Policy', 'RateLimit']
  return Object.fromEntries([...names, ...limits].map(name => [name, { $ref: `#/components/headers/${name}` }]))
}

/** Errors every keyed route can answer. */
export const KEYED: ErrorCode[] = [
  'UNAUTHORIZED',
  'FORBIDDEN',
  'INVALID_KEY_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
  // A demo key is checked up to its route before any other: on a route not curated, it ends at DEMO_PATH_DENIED.
  'DEMO_DISABLED',
  'DEMO_MISCONFIGURED',
  'DEMO_KEY_INVALID',
  'DEMO_ORIGIN_DENIED',
  'DEMO_PATH_DENIED',
]

/** What a playground route (`playground: true`) answers besides KEYED: the demo key's caps. */
export const PLAYGROUND_ERRORS: ErrorCode[] = [
  'DEMO_GLOBAL_CAPACITY',
  'DEMO_RATE_LIMITED',
  'DEMO_RATE_LIMIT_UNAVAILABLE',
]

export function describe(doc: RouteSpec): DocumentDecoration {
  const responses: Record<string, unknown> = {}
  // A route that may answer RATE_LIMITED counts each call and says so in its headers.
  const limited = doc.errors.includes('RATE_LIMITED')
  if (doc.ok || doc.okContent) {
    responses[String(doc.okStatus ?? 200)] = {
      description: 'Success',
      headers: headerRefs(
        doc.conditional ? ['X-Request-Id', 'ETag', 'Cache-Control', 'Vary'] : ['X-Request-Id'],
        limited && doc.security,
      ),
      content: doc.okContent ?? { 'application/json': { schema: doc.ok } },
    }
  }
  if (doc.conditional) {
    responses['304'] = {
      description: 'Not modified: the If-None-Match tag matches the current ETag; no body.',
      headers: headerRefs(['X-Request-Id', 'ETag'], false),
    }
  }
  const byStatus = new Map<number, ErrorCode[]>()
  for (const code of new Set(doc.errors)) byStatus.set(statusOf(code), [...(byStatus.get(statusOf(code)) ?? []), code])
  for (const [status, codes] of [...byStatus].sort((a, b) => a[0] - b[0])) {
    const names: HeaderName[] = status === 429 || status === 503 ? ['X-Request-Id', 'Retry-After'] : ['X-Request-Id']
    responses[String(status)] = {
      description: `Error envelope with code ${codes.join(' or ')}. See /errors.`,
      headers: headerRefs(names, status === 429 && limited && doc.security),
      content: { 'application/json': { schema: errorEnvelope } },
    }
  }
  return {
    tags: [doc.tag],
    summary: doc.summary,
    description: doc.description,
    // A playground route also takes the published demo key, a scheme of its own.
    security: doc.playground ? [...SECURITY[doc.security], { playgroundKey: [] }] : SECURITY[doc.security],
    ...(doc.hide ? { hide: true } : {}),
    ...(doc.body ? { requestBody: { required: true, content: { 'application/json': { schema: doc.body } } } } : {}),
    // Under a vendor key: the OpenAPI plugin rewrites `parameters` for routes with path parameters;
    // docs/index.ts moves these into place when the document is served.
    [OWN_PARAMETERS]: [
      ...(doc.path ?? []).map(({ name, description, pattern }) => ({
        name,
        in: 'path',
        required: true,
        description,
        schema: { type: 'string', pattern },
      })),
      ...(doc.query ? queryParameters(doc.query) : []),
    ],
    responses,
    ...(doc.audit === undefined ? {} : { [AUDIT_EXTENSION]: doc.audit }),
    ...(doc.playground ? { [PLAYGROUND_EXTENSION]: true } : {}),
  } as DocumentDecoration
}
