/**
 * POST /dashboard/reauth: the button of the page a sensitive action answers when the last sign-in
 * is not recent (modules/accounts/step-up.tsx). It e-mails a sign-in link to the account's own
 * address, never another, which leads back to the action's page once spent; limited like every
 * sign-in attempt, and audited. A stolen session can press it, but the link reaches the owner.
 */
import { Elysia } from 'elysia'
import { recordAudit } from '../../../accounts/audit.ts'
import { linkMail } from '../../../accounts/link-mail.ts'
import { createLink, isReturnPath } from '../../../accounts/login-links.ts'
import type { Db } from '../../../db/client.ts'
import type { AppDeps } from '../../../http/deps.ts'
import { ApiError } from '../../../lib/errors.ts'
import { htmlPage, pageDoc, signedInForm } from '../page.ts'
import { limitAttempt } from './service.ts'
import { CheckInboxPage, TooManyPage } from './views.tsx'

export function reauthModule(deps: AppDeps) {
  return new Elysia({ name: 'hd-accounts-reauth' }).post(
    '/dashboard/reauth',
    ({ request }) =>
      signedInForm(deps, request, async (visitor, form) => {
        const returnTo = form.text('return_to') || '/dashboard'
        if (!isReturnPath(returnTo))
          throw new ApiError('VALIDATION_ERROR', 'body.return_to: expected a dashboard page such as /dashboard/keys')
        const account = visitor.session.account
        try {
          await limitAttempt(deps, account.email, visitor.ip)
        } catch (error) {
          if (!(error instanceof ApiError)) throw error
          return htmlPage(deps, request, TooManyPage({ message: error.message }), {
            status: 429,
            headers: error.headers,
          })
        }
        await deps.database.db.transaction(async transaction => {
          const tx = transaction as unknown as Db
          const link = await createLink(tx, {
            accountId: account.id,
            email: account.email,
            purpose: 'sign_in',
            ip: visitor.ip,
            returnTo,
          })
          await linkMail(tx, deps.secretBox(), deps.env, account.email, link.token, 'sign_in')
          await recordAudit(tx, visitor.by, { accountId: account.id, action: 'session.link_sent', target: link.id })
        })
        return htmlPage(deps, request, CheckInboxPage({ email: account.email }))
      }),
    {
      parse: 'none',
      detail: pageDoc(
        'E-mail a sign-in link that leads back to a sensitive action (form)',
        'session',
        ['VALIDATION_ERROR', 'FORBIDDEN', 'RATE_LIMITED'],
        ['session.link_sent'],
      ),
    },
  )
}
