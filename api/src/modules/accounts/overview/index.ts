/** GET /dashboard (the overview) and POST /dashboard/states (a starter plan's chosen states). */
import { Elysia } from 'elysia'
import type { AppDeps } from '../../../http/deps.ts'
import { recordAudit } from '../../../accounts/audit.ts'
import { ApiError } from '../../../lib/errors.ts'
import type { SecretBox } from '../../../lib/secret-box.ts'
import { htmlPage, pageDoc, redirect, signedIn, signedInForm, type Visitor } from '../page.ts'
import { overviewOf } from './service.ts'
import { OverviewPage } from './views.tsx'

const MESSAGES: Record<string, string> = { states: 'Your states are saved.' }

export function overviewModule(deps: AppDeps, box: () => SecretBox) {
  async function show(request: Request, visitor: Visitor, status = 200, error?: string) {
    const account = visitor.session.account
    const overview = await overviewOf(deps, box, account, visitor.ip)
    const saved = MESSAGES[new URL(request.url).searchParams.get('saved') ?? '']
    return htmlPage(
      deps,
      request,
      OverviewPage({
        csrf: visitor.csrf,
        apiUrl: deps.env.publicUrl,
        email: account.email,
        overview,
        states: account.states,
        jurisdictions: deps.store.current.states,
        message: error ? undefined : saved,
        error,
      }),
      { status },
    )
  }

  return new Elysia({ name: 'hd-accounts-overview' })
    .get('/dashboard', ({ request }) => signedIn(deps, request, visitor => show(request, visitor)), {
      detail: pageDoc('Dashboard overview', 'session'),
    })
    .post(
      '/dashboard/states',
      ({ request }) =>
        signedInForm(deps, request, async (visitor, form) => {
          const account = visitor.session.account
          const states = form.all('states').map(s => s.toUpperCase())
          const known = new Set(deps.store.current.states.map(j => j.code))
          if (states.some(s => !known.has(s))) return show(request, visitor, 400, 'Choose states from the list.')
          try {
            await deps.accounts.updateAccount(account.id, { states })
            await deps.sessions.changed(account.id)
          } catch (error) {
            if (error instanceof ApiError && error.code === 'VALIDATION_ERROR')
              return show(request, visitor, 400, `Choose exactly ${deps.profile.stateAllowance(account.tier)} states.`)
            throw error
          }
          await recordAudit(deps.database.db, {
            accountId: account.id,
            actor: account.email,
            action: 'account.states_changed',
            target: states.join(','),
            ip: visitor.ip,
          })
          return redirect(deps, request, '/dashboard?saved=states')
        }),
      {
        parse: 'none',
        detail: pageDoc('Choose the plan’s states (form)', 'session', ['VALIDATION_ERROR', 'FORBIDDEN']),
      },
    )
}
