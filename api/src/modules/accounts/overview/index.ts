/**
 * GET /dashboard (the overview), POST /dashboard/states (a starter plan's chosen states) and POST
 * /dashboard/reveal-key (the sign-up's secret key, shown once: a same-site form with a recent
 * sign-in, never a page view, so a cross-site link to /dashboard spends nothing).
 */
import { Elysia } from 'elysia'
import type { AppDeps } from '../../../http/deps.ts'
import { audited } from '../../../accounts/audit.ts'
import { ApiError } from '../../../lib/errors.ts'
import type { SecretBox } from '../../../lib/secret-box.ts'
import { htmlPage, pageDoc, redirect, signedIn, signedInForm, type Visitor } from '../page.ts'
import { unlessRecentSignIn } from '../step-up.tsx'
import { overviewOf, revealSignUpKey } from './service.ts'
import { OverviewPage, type Revealed } from './views.tsx'

const MESSAGES: Record<string, string> = { states: 'Your states are saved.' }

export function overviewModule(deps: AppDeps, box: () => SecretBox) {
  async function show(request: Request, visitor: Visitor, status = 200, error?: string, revealed?: Revealed) {
    const account = visitor.session.account
    const overview = await overviewOf(deps, account)
    const saved = MESSAGES[new URL(request.url).searchParams.get('saved') ?? '']
    return htmlPage(
      deps,
      request,
      OverviewPage({
        csrf: visitor.csrf,
        apiUrl: deps.env.publicUrl,
        email: account.email,
        overview,
        revealed,
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
            await audited(
              deps.database.db,
              visitor.by,
              tx => deps.accounts.updateAccount(account.id, { states }, undefined, tx),
              ({ before, after }) => ({
                accountId: account.id,
                action: 'account.states_changed',
                target: account.id,
                before: { states: before.states },
                after: { states: after.states },
              }),
            )
            await deps.sessions.changed(account.id)
          } catch (error) {
            if (error instanceof ApiError && error.code === 'VALIDATION_ERROR')
              return show(request, visitor, 400, `Choose exactly ${deps.profile.stateAllowance(account.tier)} states.`)
            throw error
          }
          return redirect(deps, request, '/dashboard?saved=states')
        }),
      {
        parse: 'none',
        detail: pageDoc(
          'Choose the plan’s states (form)',
          'session',
          ['VALIDATION_ERROR', 'FORBIDDEN'],
          ['account.states_changed'],
        ),
      },
    )
    .post(
      '/dashboard/reveal-key',
      ({ request }) =>
        signedInForm(deps, request, async visitor => {
          const stepUp = unlessRecentSignIn(deps, request, visitor, '/dashboard', 'show your test secret key')
          if (stepUp) return stepUp
          const revealed = await revealSignUpKey(deps, box, visitor.session.account, visitor.by)
          return show(request, visitor, 200, undefined, revealed ?? 'gone')
        }),
      {
        parse: 'none',
        detail: pageDoc(
          'Show the sign-up’s test secret key, once (form; a recent sign-in required)',
          'session',
          ['VALIDATION_ERROR', 'FORBIDDEN'],
          ['key.shown'],
        ),
      },
    )
}
