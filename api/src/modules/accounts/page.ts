/**
 * What every account page shares: the HTML response (security headers, a Content-Security-Policy,
 * no caching of anything personal), redirects after a form (303), the signed-in guard, and the
 * route declaration (`describe` with the page's security kind, hidden from the OpenAPI document).
 */
import type { Child } from 'hono/jsx'
import type { AppDeps } from '../../http/deps.ts'
import type { AuditAction, AuditBy } from '../../accounts/audit.ts'
import type { ActiveSession } from '../../accounts/sessions.ts'
import { describe } from '../../http/openapi.ts'
import { contentSecurityPolicy, secure } from '../../http/security-headers.ts'
import { randomBytes } from 'node:crypto'
import { checkCsrf } from '../../http/csrf.ts'
import { type Form, readForm } from '../../http/form.ts'
import {
  csrfTokenOf,
  FORM_COOKIE,
  overHttps,
  readCookie,
  sessionCookie,
  sessionOf,
  setCookie,
} from '../../http/session.ts'
import type { ErrorCode } from '../../lib/errors.ts'

/** Pages load only our stylesheet; the widget page also our badge script and its API calls. */
const BASE = {
  'default-src': ["'none'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'form-action': ["'self'"],
  'base-uri': ["'none'"],
}
export const PAGE_CSP = contentSecurityPolicy(BASE)
export const WIDGET_CSP = contentSecurityPolicy({ ...BASE, 'script-src': ["'self'"], 'connect-src': ["'self'"] })

export interface PageOptions {
  status?: number
  csp?: string
  cookies?: string[]
  headers?: Record<string, string>
}

/** Renders a hono/jsx tree: our pages are synchronous, so it is a string. */
export function render(node: Child): string {
  return `<!doctype html>${String(node)}`
}

export function htmlPage(
  deps: Pick<AppDeps, 'security'>,
  request: Request,
  node: Child,
  options: PageOptions = {},
): Response {
  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': options.csp ?? PAGE_CSP,
    // Pages show an account's data (and sometimes a key once): never stored by a browser or a proxy.
    'cache-control': 'no-store',
    ...options.headers,
  })
  const standing: Record<string, string> = {}
  secure(deps.security, request, standing)
  for (const [name, value] of Object.entries(standing)) headers.set(name, value)
  for (const cookie of options.cookies ?? []) headers.append('set-cookie', cookie)
  return new Response(render(node), { status: options.status ?? 200, headers })
}

/** The answer to a form that worked: 303 See Other, so reloading does not post again. */
export function redirect(
  deps: Pick<AppDeps, 'security'>,
  request: Request,
  to: string,
  cookies: string[] = [],
): Response {
  const headers = new Headers({ location: to, 'cache-control': 'no-store' })
  const standing: Record<string, string> = {}
  secure(deps.security, request, standing)
  for (const [name, value] of Object.entries(standing)) headers.set(name, value)
  for (const cookie of cookies) headers.append('set-cookie', cookie)
  return new Response(null, { status: 303, headers })
}

/** A signed-in person on a page: the session, its form token, and the cookie to send again if renewed. */
export interface Visitor {
  session: ActiveSession
  csrf: string
  cookies: string[]
  ip: string
  /** The actor of what this visitor does (the session, from its client address), for the audit log. */
  by: AuditBy
}

export type PageDeps = Pick<AppDeps, 'env' | 'security' | 'sessions' | 'views' | 'clientIp'>

export function clientIpOf(deps: Pick<AppDeps, 'clientIp'>, request: Request): string {
  return deps.clientIp.bucketOfRequest(request)
}

/** Runs `handle` for a signed-in visitor; anyone else is sent to /login (303). */
export async function signedIn(
  deps: PageDeps,
  request: Request,
  handle: (visitor: Visitor) => Response | Promise<Response>,
): Promise<Response> {
  const session = await sessionOf(deps.sessions, request)
  if (!session) return redirect(deps, request, '/login')
  const cookies = session.renewed ? [sessionCookie(session.token, session.expiresAt, overHttps(deps, request))] : []
  const ip = clientIpOf(deps, request)
  const by: AuditBy = { actor: { kind: 'session', id: session.id }, ip: deps.clientIp.addressOfRequest(request) }
  const response = await handle({ session, csrf: csrfTokenOf(session.token), cookies, ip, by })
  for (const cookie of cookies) response.headers.append('set-cookie', cookie)
  return response
}

/**
 * A form a signed-in person posts: read, and refused (403) unless it carries this session's CSRF
 * token. A form may change what the account's pages show: they are read afresh while it runs, and
 * forgotten after it on every thread and instance (accounts/account-views.ts).
 */
export function signedInForm(
  deps: PageDeps,
  request: Request,
  handle: (visitor: Visitor, form: Form) => Response | Promise<Response>,
): Promise<Response> {
  return signedIn(deps, request, async visitor => {
    const form = await readForm(request)
    checkCsrf(request, deps.env.publicUrl, form.text('csrf'), visitor.csrf)
    const accountId = visitor.session.account.id
    deps.views.forget(accountId)
    try {
      return await handle(visitor, form)
    } finally {
      await deps.views.changed(accountId)
    }
  })
}

const FORM_TOKEN = /^[A-Za-z0-9_-]{32}$/
const FORM_COOKIE_SECONDS = 86_400

/** A visitor's pre-session form token (sign-up, sign-in, a link's page), and the cookie to set when it is new. */
export function formToken(deps: PageDeps, request: Request): { token: string; cookies: string[] } {
  const existing = readCookie(request, FORM_COOKIE)
  if (existing && FORM_TOKEN.test(existing)) return { token: existing, cookies: [] }
  const token = randomBytes(24).toString('base64url')
  return { token, cookies: [setCookie(FORM_COOKIE, token, FORM_COOKIE_SECONDS, overHttps(deps, request))] }
}

/** Reads a pre-session form, refusing it (403) unless it is from this site with its form token. */
export async function anonymousForm(deps: PageDeps, request: Request): Promise<Form> {
  const form = await readForm(request)
  checkCsrf(request, deps.env.publicUrl, form.text('csrf'), readCookie(request, FORM_COOKIE))
  return form
}

/**
 * The declaration of a page route: its security kind, hidden from the API's OpenAPI document, and
 * for a form what it writes to the audit log (http/openapi.ts `audit`).
 */
export function pageDoc(
  summary: string,
  security: 'session' | 'none',
  errors: ErrorCode[] = [],
  audit?: readonly AuditAction[],
) {
  return describe({ tag: 'Dashboard', summary, security, hide: true, errors: [...errors, 'INTERNAL_ERROR'], audit })
}
