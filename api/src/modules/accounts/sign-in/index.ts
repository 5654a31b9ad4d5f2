/**
 * /signup, /login, /login/link, /logout, and /dashboard/reauth (a fresh sign-in link for a
 * sensitive action: modules/accounts/step-up.tsx). The pre-session forms carry a double-submit
 * token (the `hd_form` cookie and a hidden field) and are checked for their origin; /logout and
 * /dashboard/reauth carry the session's token. Every answer to an address is the same page,
 * whatever the address.
 */
import { Elysia } from 'elysia'
import type { AppDeps } from '../../../http/deps.ts'
import { checkCsrf } from '../../../http/csrf.ts'
import { readForm } from '../../../http/form.ts'
import {
  clearedCookie,
  csrfTokenOf,
  FORM_COOKIE,
  overHttps,
  SESSION_COOKIE,
  sessionCookie,
  sessionOf,
} from '../../../http/session.ts'
import { queueAddressForm } from '../../../accounts/address-forms.ts'
import { linkIsLive } from '../../../accounts/login-links.ts'
import { recordAudit } from '../../../accounts/audit.ts'
import type { Db } from '../../../db/client.ts'
import { ApiError } from '../../../lib/errors.ts'
import { anonymousForm, clientIpOf, formToken, htmlPage, pageDoc, redirect } from '../page.ts'
import { reauthModule } from './reauth.ts'
import { completeLink, emailOf, limitAttempt } from './service.ts'
import { CheckInboxPage, LinkPage, LinkRefusedPage, SignInPage, SignUpPage, TooManyPage } from './views.tsx'

export function signInModule(deps: AppDeps) {
  const publicUrl = deps.env.publicUrl
  const page = (request: Request, node: Parameters<typeof htmlPage>[2], status = 200, cookies: string[] = []) =>
    htmlPage(deps, request, node, { status, cookies })

  /** The answer to an address: limited per address and IP; the same page whatever happened. */
  async function addressForm(request: Request, kind: 'signup' | 'login') {
    const form = await anonymousForm(deps, request)
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
    await queueAddressForm(deps.database.db, {
      form: kind,
      email,
      company,
      ip: deps.clientIp.addressOfRequest(request),
    })
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
      detail: pageDoc(
        'Create an account (form)',
        'none',
        ['VALIDATION_ERROR', 'FORBIDDEN', 'RATE_LIMITED'],
        ['account.created', 'key.created', 'session.link_sent'],
      ),
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
      detail: pageDoc(
        'Ask for a sign-in link (form)',
        'none',
        ['VALIDATION_ERROR', 'FORBIDDEN', 'RATE_LIMITED'],
        ['session.link_sent'],
      ),
    })
    .get(
      '/login/link',
      async ({ request }) => {
        const token = new URL(request.url).searchParams.get('token') ?? ''
        if (!(await linkIsLive(deps.database.db, token, ['sign_in', 'change_email'])))
          return page(request, LinkRefusedPage(), 400)
        const form = formToken(deps, request)
        return page(request, LinkPage({ csrf: form.token, token }), 200, form.cookies)
      },
      { detail: pageDoc('The page an e-mailed link opens', 'none') },
    )
    .post(
      '/login/link',
      async ({ request }) => {
        const form = await anonymousForm(deps, request)
        const previous = await sessionOf(deps.sessions, request)
        const done = await completeLink(deps, form.text('token'), {
          ip: deps.clientIp.addressOfRequest(request),
          userAgent: request.headers.get('user-agent'),
          previous: previous && { id: previous.id, accountId: previous.account.id },
        })
        if (!done) return page(request, LinkRefusedPage(), 400)
        const secure = overHttps(deps, request)
        return redirect(deps, request, done.link.returnTo ?? '/dashboard', [
          sessionCookie(done.session.token, done.session.expiresAt, secure),
          clearedCookie(FORM_COOKIE, secure),
        ])
      },
      {
        parse: 'none',
        detail: pageDoc(
          'Spend a sign-in link (form)',
          'none',
          ['VALIDATION_ERROR', 'FORBIDDEN'],
          ['session.signed_in', 'account.email_changed'],
        ),
      },
    )
    .post(
      '/logout',
      async ({ request }) => {
        const form = await readForm(request)
        const session = await sessionOf(deps.sessions, request)
        if (!session) return redirect(deps, request, '/login')
        checkCsrf(request, publicUrl, form.text('csrf'), csrfTokenOf(session.token))
        const accountId = session.account.id
        await deps.database.db.transaction(async transaction => {
          const tx = transaction as unknown as Db
          await deps.sessions.end(tx, session.id, accountId)
          const by = {
            actor: { kind: 'session' as const, id: session.id },
            ip: deps.clientIp.addressOfRequest(request),
          }
          await recordAudit(tx, by, { accountId, action: 'session.signed_out', target: session.id })
        })
        return redirect(deps, request, '/login', [clearedCookie(SESSION_COOKIE, overHttps(deps, request))])
      },
      {
        parse: 'none',
        detail: pageDoc('Sign out (form)', 'session', ['VALIDATION_ERROR', 'FORBIDDEN'], ['session.signed_out']),
      },
    )
    .use(reauthModule(deps))
}
