/**
 * /signup, /login, /login/link and /logout. The pre-session forms carry a double-submit token
 * (the `hd_form` cookie and a hidden field) and are checked for their origin; /logout carries the
 * session's token. Every answer to an address is the same page, whatever the address.
 */
import { randomBytes } from 'node:crypto'
import { Elysia } from 'elysia'
import type { AppDeps } from '../../../http/deps.ts'
import { checkCsrf } from '../../../http/csrf.ts'
import { readForm } from '../../../http/form.ts'
import {
  clearedCookie,
  csrfTokenOf,
  FORM_COOKIE,
  overHttps,
  readCookie,
  SESSION_COOKIE,
  sessionCookie,
  sessionOf,
  setCookie,
} from '../../../http/session.ts'
import { queueAddressForm } from '../../../accounts/address-forms.ts'
import { linkIsLive } from '../../../accounts/login-links.ts'
import { recordAudit } from '../../../accounts/audit.ts'
import { ApiError } from '../../../lib/errors.ts'
import { clientIpOf, htmlPage, pageDoc, redirect } from '../page.ts'
import { completeLink, emailOf, limitAttempt } from './service.ts'
import { CheckInboxPage, LinkPage, LinkRefusedPage, SignInPage, SignUpPage, TooManyPage } from './views.tsx'

const FORM_TOKEN = /^[A-Za-z0-9_-]{32}$/
const FORM_COOKIE_SECONDS = 86_400

/** The visitor's form token, and the cookie to set when it is new. */
function formToken(deps: AppDeps, request: Request): { token: string; cookies: string[] } {
  const existing = readCookie(request, FORM_COOKIE)
  if (existing && FORM_TOKEN.test(existing)) return { token: existing, cookies: [] }
  const token = randomBytes(24).toString('base64url')
  return { token, cookies: [setCookie(FORM_COOKIE, token, FORM_COOKIE_SECONDS, overHttps(deps, request))] }
}

export function signInModule(deps: AppDeps) {
  const publicUrl = deps.env.publicUrl
  const page = (request: Request, node: Parameters<typeof htmlPage>[2], status = 200, cookies: string[] = []) =>
    htmlPage(deps, request, node, { status, cookies })

  /** Reads a pre-session form, refusing it unless it is from this site with its form token. */
  async function anonymousForm(request: Request) {
    const form = await readForm(request)
    checkCsrf(request, publicUrl, form.text('csrf'), readCookie(request, FORM_COOKIE))
    return form
  }

  /** The answer to an address: limited per address and IP; the same page whatever happened. */
  async function addressForm(request: Request, kind: 'signup' | 'login') {
    const form = await anonymousForm(request)
    const csrf = form.text('csrf')
    const email = emailOf(form.text('email'))
    const company = form.text('company').slice(0, 200)
    if (!email) {
      const error = 'Enter an e-mail address such as name@company.com.'
      const view = kind === 'signup' ? SignUpPage({ csrf, error, company }) : SignInPage({ csrf, error })
      return page(request, view, 400)
    }
    const ip = clientIpOf(deps, request)
    try {
      await limitAttempt(deps, email, ip)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      return htmlPage(deps, request, TooManyPage({ message: error.message }), { status: 429, headers: error.headers })
    }
    // A job does the work: the page, and the time it takes, are the same whether the address has
    // an account or not, and what was asked for is in Postgres before the answer.
    await queueAddressForm(deps.database.db, { form: kind, email, company, ip })
    return page(request, CheckInboxPage({ email }))
  }

  return new Elysia({ name: 'hd-accounts-sign-in' })
    .get(
      '/signup',
      ({ request }) => {
        const { token, cookies } = formToken(deps, request)
        return page(request, SignUpPage({ csrf: token }), 200, cookies)
      },
      { detail: pageDoc('Sign-up page', 'none') },
    )
    .post('/signup', ({ request }) => addressForm(request, 'signup'), {
      parse: 'none',
      detail: pageDoc('Create an account (form)', 'none', ['VALIDATION_ERROR', 'FORBIDDEN', 'RATE_LIMITED']),
    })
    .get(
      '/login',
      ({ request }) => {
        const { token, cookies } = formToken(deps, request)
        return page(request, SignInPage({ csrf: token }), 200, cookies)
      },
      { detail: pageDoc('Sign-in page', 'none') },
    )
    .post('/login', ({ request }) => addressForm(request, 'login'), {
      parse: 'none',
      detail: pageDoc('Ask for a sign-in link (form)', 'none', ['VALIDATION_ERROR', 'FORBIDDEN', 'RATE_LIMITED']),
    })
    .get(
      '/login/link',
      async ({ request }) => {
        const token = new URL(request.url).searchParams.get('token') ?? ''
        if (!(await linkIsLive(deps.database.db, token))) return page(request, LinkRefusedPage(), 400)
        const form = formToken(deps, request)
        return page(request, LinkPage({ csrf: form.token, token }), 200, form.cookies)
      },
      { detail: pageDoc('The page an e-mailed link opens', 'none') },
    )
    .post(
      '/login/link',
      async ({ request }) => {
        const form = await anonymousForm(request)
        const ip = clientIpOf(deps, request)
        const done = await completeLink(deps, form.text('token'), ip, request.headers.get('user-agent'))
        if (!done) return page(request, LinkRefusedPage(), 400)
        const secure = overHttps(deps, request)
        return redirect(deps, request, '/dashboard', [
          sessionCookie(done.session.token, done.session.expiresAt, secure),
          clearedCookie(FORM_COOKIE, secure),
        ])
      },
      {
        parse: 'none',
        detail: pageDoc('Spend a sign-in link (form)', 'none', ['VALIDATION_ERROR', 'FORBIDDEN']),
      },
    )
    .post(
      '/logout',
      async ({ request }) => {
        const form = await readForm(request)
        const session = await sessionOf(deps.sessions, request)
        if (!session) return redirect(deps, request, '/login')
        checkCsrf(request, publicUrl, form.text('csrf'), csrfTokenOf(session.token))
        await deps.sessions.end(session.token)
        await recordAudit(deps.database.db, {
          accountId: session.account.id,
          actor: session.account.email,
          action: 'session.signed_out',
          ip: clientIpOf(deps, request),
        })
        return redirect(deps, request, '/login', [clearedCookie(SESSION_COOKIE, overHttps(deps, request))])
      },
      { parse: 'none', detail: pageDoc('Sign out (form)', 'session', ['VALIDATION_ERROR', 'FORBIDDEN']) },
    )
}
