/**
 * A recent sign-in, asked for by the dashboard's sensitive forms: changing the e-mail address,
 * making or rolling a secret key, showing the sign-up key, rotating a webhook's signing secret and
 * deleting a subscription. A session whose holder proved the address more than
 * RECENT_SIGN_IN_MINUTES ago gets, instead of the action, a page (403) with one button: e-mail a
 * sign-in link to the account's address (POST /dashboard/reauth, modules/accounts/sign-in). The link
 * signs in afresh and leads back to the action's page. A stolen session cookie alone cannot press
 * on: the link goes to the owner's mailbox. Plain forms, no client JavaScript.
 */
import { RECENT_SIGN_IN_MINUTES, recentlyProved } from '../../accounts/sessions.ts'
import type { AppDeps } from '../../http/deps.ts'
import { Csrf, Frame, Notice } from './layout.tsx'
import { htmlPage, type Visitor } from './page.ts'

export function StepUpPage({ csrf, returnTo, what }: { csrf: string; returnTo: string; what: string }) {
  return (
    <Frame title="Confirm it is you" current={returnTo} csrf={csrf}>
      <h1>Confirm it is you</h1>
      <Notice error>
        To {what}, sign in again with a link sent to your e-mail address: the last sign-in on this device was more than{' '}
        {RECENT_SIGN_IN_MINUTES} minutes ago.
      </Notice>
      <form method="post" action="/dashboard/reauth" class="card">
        <Csrf token={csrf} />
        <input type="hidden" name="return_to" value={returnTo} />
        <p>
          The link brings you back to this page, where you can {what} for the next {RECENT_SIGN_IN_MINUTES} minutes.
        </p>
        <button type="submit">E-mail me a sign-in link</button>
      </form>
    </Frame>
  )
}

/**
 * Null when the visitor signed in recently enough for a sensitive action; otherwise the page that
 * asks for a fresh sign-in (403), to be answered instead of doing anything. `what` completes "To …".
 */
export function unlessRecentSignIn(
  deps: Pick<AppDeps, 'security'>,
  request: Request,
  visitor: Visitor,
  returnTo: string,
  what: string,
): Response | null {
  if (recentlyProved(visitor.session)) return null
  return htmlPage(deps, request, StepUpPage({ csrf: visitor.csrf, returnTo, what }), { status: 403 })
}
