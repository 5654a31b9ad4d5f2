/**
 * The dashboard's session cookie: `hd_session`, HttpOnly (no script reads it), SameSite=Lax (not
 * sent on cross-site POSTs), Secure when HempData is reached over HTTPS, Path=/, 30 days after the
 * last use. It carries the random token; accounts/sessions.ts keeps only its hash. The forms a
 * signed-in person posts carry a token derived from the session (http/csrf.ts).
 */
import { createHmac } from 'node:crypto'
import type { ActiveSession, Sessions } from '../accounts/sessions.ts'
import type { AppDeps } from './deps.ts'
import { proxiedHttps } from './security-headers.ts'

export const SESSION_COOKIE = 'hd_session'
/** The pre-session forms' double-submit token (sign-up, sign-in, the link page). */
export const FORM_COOKIE = 'hd_form'

const MAX_COOKIE_HEADER = 8192

/** One cookie's value from the request, or null; a malformed or oversized header reads as none. */
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get('cookie')
  if (!header || header.length > MAX_COOKIE_HEADER) return null
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || null
  }
  return null
}

/** Whether the browser reached HempData over HTTPS (directly, or at a trusted proxy). */
export function overHttps(deps: Pick<AppDeps, 'env' | 'security'>, request: Request): boolean {
  return deps.env.publicUrl.startsWith('https:') || proxiedHttps(deps.security, request)
}

export function setCookie(name: string, value: string, maxAgeSeconds: number, secure: boolean): string {
  return `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}

export function sessionCookie(token: string, expiresAt: Date, secure: boolean): string {
  return setCookie(SESSION_COOKIE, token, Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)), secure)
}

export const clearedCookie = (name: string, secure: boolean): string => setCookie(name, '', 0, secure)

/** The signed-in session of a request, or null (no cookie, unknown, expired, or the account deactivated). */
export function sessionOf(sessions: Sessions, request: Request): Promise<ActiveSession | null> {
  const token = readCookie(request, SESSION_COOKIE)
  return token ? sessions.find(token) : Promise.resolve(null)
}

/**
 * The CSRF token of a session's forms: an HMAC keyed by the session token, so only a holder of the
 * cookie can compute it, it needs no storage, and it changes with each sign-in.
 */
export function csrfTokenOf(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update('hempdata dashboard forms').digest('base64url')
}
