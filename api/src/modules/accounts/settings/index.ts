/**
 * /dashboard/account (change e-mail by a link to the new address, sign out everywhere),
 * /dashboard/audit, and the page for billing, which comes next.
 */
import { Elysia } from 'elysia'
import type { AppDeps } from '../../../http/deps.ts'
import { listAudit, recordAudit } from '../../../accounts/audit.ts'
import { linkMail } from '../../../accounts/link-mail.ts'
import { createLink } from '../../../accounts/login-links.ts'
import type { Db } from '../../../db/client.ts'
import { clearedCookie, overHttps, SESSION_COOKIE } from '../../../http/session.ts'
import { htmlPage, pageDoc, redirect, signedIn, signedInForm, type Visitor } from '../page.ts'
import { emailOf, limitAttempt } from '../sign-in/service.ts'
import { AccountPage, AuditPage, ComingPage } from './views.tsx'

const MESSAGES: Record<string, string> = {
  email: 'A confirmation link is on its way to the new address. Your e-mail changes when it is opened.',
}

export function settingsModule(deps: AppDeps) {
  async function account(request: Request, visitor: Visitor, status = 200, error?: string) {
    const a = visitor.session.account
    const message = MESSAGES[new URL(request.url).searchParams.get('sent') ?? '']
    const view = AccountPage({
      csrf: visitor.csrf,
      email: a.email,
      company: a.company,
      accountId: a.id,
      sessions: await deps.views.read(a.id, 'sessions', () => deps.sessions.count(a.id)),
      message: error ? undefined : message,
      error,
    })
    return htmlPage(deps, request, view, { status })
  }

  const coming =
    (area: 'billing') =>
    ({ request }: { request: Request }) =>
      signedIn(deps, request, visitor => htmlPage(deps, request, ComingPage({ csrf: visitor.csrf, area })))

  return new Elysia({ name: 'hd-accounts-settings' })
    .get('/dashboard/account', ({ request }) => signedIn(deps, request, visitor => account(request, visitor)), {
      detail: pageDoc('Account settings', 'session'),
    })
    .post(
      '/dashboard/account/email',
      ({ request }) =>
        signedInForm(deps, request, async (visitor, form) => {
          const a = visitor.session.account
          const email = emailOf(form.text('email'))
          if (!email) return account(request, visitor, 400, 'Enter an e-mail address such as name@company.com.')
          if (email === a.email) return account(request, visitor, 400, 'That is already your address.')
          await limitAttempt(deps, email, visitor.ip)
          // Sent whether or not the address is taken (no enumeration); a taken one fails when opened.
          await deps.database.db.transaction(async transaction => {
            const tx = transaction as unknown as Db
            const token = await createLink(tx, { accountId: a.id, email, purpose: 'change_email', ip: visitor.ip })
            await linkMail(tx, deps.secretBox(), deps.env, email, token, 'change_email')
            await recordAudit(tx, {
              accountId: a.id,
              actor: a.email,
              action: 'account.email_change_requested',
              target: email,
              ip: visitor.ip,
            })
          })
          return redirect(deps, request, '/dashboard/account?sent=email')
        }),
      {
        parse: 'none',
        detail: pageDoc('Change e-mail (form)', 'session', ['VALIDATION_ERROR', 'FORBIDDEN', 'RATE_LIMITED']),
      },
    )
    .post(
      '/dashboard/account/sign-out-everywhere',
      ({ request }) =>
        signedInForm(deps, request, async visitor => {
          const a = visitor.session.account
          const ended = await deps.sessions.endAll(a.id)
          await recordAudit(deps.database.db, {
            accountId: a.id,
            actor: a.email,
            action: 'session.signed_out_everywhere',
            target: `${ended} sessions`,
            ip: visitor.ip,
          })
          return redirect(deps, request, '/login', [clearedCookie(SESSION_COOKIE, overHttps(deps, request))])
        }),
      { parse: 'none', detail: pageDoc('Sign out everywhere (form)', 'session', ['VALIDATION_ERROR', 'FORBIDDEN']) },
    )
    .get(
      '/dashboard/audit',
      ({ request }) =>
        signedIn(deps, request, async visitor =>
          htmlPage(
            deps,
            request,
            AuditPage({
              csrf: visitor.csrf,
              events: await deps.views.read(visitor.session.account.id, 'audit', () =>
                listAudit(deps.database.db, visitor.session.account.id),
              ),
            }),
          ),
        ),
      { detail: pageDoc('Audit log', 'session') },
    )
    .get('/dashboard/billing', coming('billing'), { detail: pageDoc('Billing (coming next)', 'session') })
}
