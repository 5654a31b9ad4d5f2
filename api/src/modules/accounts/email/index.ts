/**
 * Changing the account's e-mail address (accounts/email-change.ts): POST /dashboard/account/email
 * (a recent sign-in required) sends the confirmation link to the new address; GET and POST
 * /email/undo are the page and the button of the undo link the old address gets once the change is
 * confirmed. Undoing signs everyone out, so the answer clears this browser's session cookie too.
 */
import { Elysia } from 'elysia'
import { requestEmailChange, undoEmailChange } from '../../../accounts/email-change.ts'
import { linkIsLive } from '../../../accounts/login-links.ts'
import type { Db } from '../../../db/client.ts'
import type { AppDeps } from '../../../http/deps.ts'
import { clearedCookie, FORM_COOKIE, overHttps, SESSION_COOKIE } from '../../../http/session.ts'
import { anonymousForm, formToken, htmlPage, pageDoc, redirect, signedInForm } from '../page.ts'
import { emailOf, limitAttempt } from '../sign-in/service.ts'
import { accountPage } from '../settings/index.ts'
import { unlessRecentSignIn } from '../step-up.tsx'
import { UndonePage, UndoPage, UndoRefusedPage } from './views.tsx'

export function emailModule(deps: AppDeps) {
  const parts = { accounts: deps.accounts, box: deps.secretBox, env: deps.env }
  return new Elysia({ name: 'hd-accounts-email' })
    .post(
      '/dashboard/account/email',
      ({ request }) =>
        signedInForm(deps, request, async (visitor, form) => {
          const stepUp = unlessRecentSignIn(deps, request, visitor, '/dashboard/account', 'change the e-mail address')
          if (stepUp) return stepUp
          const a = visitor.session.account
          const email = emailOf(form.text('email'))
          const refused = (error: string) => accountPage(deps, request, visitor, 400, error)
          if (!email) return refused('Enter an e-mail address such as name@company.com.')
          if (email === a.email) return refused('That is already your address.')
          await limitAttempt(deps, email, visitor.ip)
          // Sent whether or not the address is taken (no enumeration); a taken one fails when opened.
          await deps.database.db.transaction(transaction =>
            requestEmailChange(parts, transaction as unknown as Db, visitor.by, a, email),
          )
          return redirect(deps, request, '/dashboard/account?sent=email')
        }),
      {
        parse: 'none',
        detail: pageDoc(
          'Change e-mail (form; a recent sign-in required)',
          'session',
          ['VALIDATION_ERROR', 'FORBIDDEN', 'RATE_LIMITED'],
          ['account.email_change_requested'],
        ),
      },
    )
    .get(
      '/email/undo',
      async ({ request }) => {
        const token = new URL(request.url).searchParams.get('token') ?? ''
        if (!(await linkIsLive(deps.database.db, token, ['undo_email'])))
          return htmlPage(deps, request, UndoRefusedPage({ why: 'link' }), { status: 400 })
        const form = formToken(deps, request)
        return htmlPage(deps, request, UndoPage({ csrf: form.token, token }), { cookies: form.cookies })
      },
      { detail: pageDoc('The page an e-mail change’s undo link opens', 'none') },
    )
    .post(
      '/email/undo',
      async ({ request }) => {
        const form = await anonymousForm(deps, request)
        const ip = deps.clientIp.addressOfRequest(request)
        const outcome = await undoEmailChange(parts, deps.database.db, form.text('token'), ip)
        if (!outcome.undone) return htmlPage(deps, request, UndoRefusedPage({ why: outcome.why }), { status: 400 })
        deps.sessions.forgetAccount(outcome.accountId)
        deps.views.forget(outcome.accountId)
        const secure = overHttps(deps, request)
        return htmlPage(deps, request, UndonePage(), {
          cookies: [clearedCookie(SESSION_COOKIE, secure), clearedCookie(FORM_COOKIE, secure)],
        })
      },
      {
        parse: 'none',
        detail: pageDoc(
          'Undo an e-mail change from the old address (form)',
          'none',
          ['VALIDATION_ERROR', 'FORBIDDEN'],
          ['account.email_change_undone'],
        ),
      },
    )
}
