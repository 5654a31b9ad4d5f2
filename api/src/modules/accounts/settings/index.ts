/**
 * /dashboard/account (the address, with its change form: modules/accounts/email; sign out
 * everywhere), /dashboard/audit (the whole audit log, a page at a time, filtered by action and
 * actor, and as CSV). Billing has its own page (modules/accounts/billing).
 */
import { Elysia } from 'elysia'
import { recordAudit } from '../../../accounts/audit.ts'
import { auditCsv, auditFilterOf, auditPage, decodeCursor } from '../../../accounts/audit-log.ts'
import { AUDIT_ACTIONS } from '../../../accounts/audit.ts'
import type { Db } from '../../../db/client.ts'
import type { AppDeps } from '../../../http/deps.ts'
import { secure } from '../../../http/security-headers.ts'
import { clearedCookie, overHttps, SESSION_COOKIE } from '../../../http/session.ts'
import { htmlPage, type PageDeps, pageDoc, redirect, signedIn, signedInForm, type Visitor } from '../page.ts'
import { AccountPage, AuditPage } from './views.tsx'

const MESSAGES: Record<string, string> = {
  email: 'A confirmation link is on its way to the new address. Your e-mail changes when it is opened.',
}

/** The account page, with a form's refusal when `error` is given. */
export async function accountPage(deps: PageDeps, request: Request, visitor: Visitor, status = 200, error?: string) {
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

export function settingsModule(deps: AppDeps) {
  return new Elysia({ name: 'hd-accounts-settings' })
    .get(
      '/dashboard/account',
      ({ request }) => signedIn(deps, request, visitor => accountPage(deps, request, visitor)),
      { detail: pageDoc('Account settings', 'session') },
    )
    .post(
      '/dashboard/account/sign-out-everywhere',
      ({ request }) =>
        signedInForm(deps, request, async visitor => {
          const accountId = visitor.session.account.id
          await deps.database.db.transaction(async transaction => {
            const tx = transaction as unknown as Db
            const ended = await deps.sessions.endAll(tx, accountId)
            await recordAudit(tx, visitor.by, {
              accountId,
              action: 'session.signed_out_everywhere',
              after: { sessions_ended: ended },
            })
          })
          return redirect(deps, request, '/login', [clearedCookie(SESSION_COOKIE, overHttps(deps, request))])
        }),
      {
        parse: 'none',
        detail: pageDoc(
          'Sign out everywhere (form)',
          'session',
          ['VALIDATION_ERROR', 'FORBIDDEN'],
          ['session.signed_out_everywhere'],
        ),
      },
    )
    .get(
      '/dashboard/audit',
      ({ request }) =>
        signedIn(deps, request, async visitor => {
          const query = new URL(request.url).searchParams
          const filter = auditFilterOf(query)
          const accountId = visitor.session.account.id
          const after = decodeCursor(query.get('after'))
          const read = () => auditPage(deps.database.db, accountId, filter, after)
          // The first page, unfiltered, is what the navigation opens: remembered like the other pages' parts.
          const first = !after && !filter.action && !filter.actor
          const page = first ? await deps.views.read(accountId, 'audit', read) : await read()
          const view = AuditPage({
            csrf: visitor.csrf,
            actions: AUDIT_ACTIONS,
            filter,
            session: visitor.session.id,
            ...page,
          })
          return htmlPage(deps, request, view)
        }),
      { detail: pageDoc('Audit log: a page at a time, by action and actor', 'session', ['VALIDATION_ERROR']) },
    )
    .get(
      '/dashboard/audit.csv',
      ({ request }) =>
        signedIn(deps, request, async visitor => {
          const filter = auditFilterOf(new URL(request.url).searchParams)
          const csv = await auditCsv(deps.database.db, visitor.session.account.id, filter)
          const headers: Record<string, string> = {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="hempdata-audit-log.csv"',
            'cache-control': 'no-store',
          }
          secure(deps.security, request, headers)
          return new Response(csv, { headers })
        }),
      { detail: pageDoc('Audit log as CSV (the whole log, or as filtered)', 'session', ['VALIDATION_ERROR']) },
    )
}
