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
}

export const OWN_PARAMETERS = 'x-hempdata-parameters'
/** Where a route's `audit` is kept in its detail (and the OpenAPI document). */
export const AUDIT_EXTENSION = 'x-hempdata-audit'

/** Errors every keyed route can answer. */
export const KEYED: ErrorCode[] = [
  'UNAUTHORIZED',
  'FORBIDDEN',
  'INVALID_KEY_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
]

export function describe(doc: RouteSpec): DocumentDecoration {
  const responses: Record<string, unknown> = {}
  if (doc.ok || doc.okContent) {
    responses[String(doc.okStatus ?? 200)] = {
      description: 'Success',
      content: doc.okContent ?? { 'application/json': { schema: doc.ok } },
    }
  }
  if (doc.conditional) {
    responses['304'] = {
      description: 'Not modified: the If-None-Match tag matches; no body. Every read carries a weak ETag.',
    }
  }
  const byStatus = new Map<number, ErrorCode[]>()
  for (const code of new Set(doc.errors)) byStatus.set(statusOf(code), [...(byStatus.get(statusOf(code)) ?? []), code])
  for (const [status, codes] of [...byStatus].sort((a, b) => a[0] - b[0])) {
    responses[String(status)] = {
      description: `Error envelope with code ${codes.join(' or ')}. See /errors.`,
      content: { 'application/json': { schema: errorEnvelope } },
    }
  }
  return {
    tags: [doc.tag],
    summary: doc.summary,
    description: doc.description,
    security: SECURITY[doc.security],
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
  } as DocumentDecoration
}
