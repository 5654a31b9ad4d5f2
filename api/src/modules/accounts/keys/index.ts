/**
 * /dashboard/keys: list and create; /dashboard/keys/:id/{revoke,roll,origins}. A new or rolled key
 * is shown in the POST's own response (Cache-Control: no-store), never again; other forms answer 303.
 * Making or rolling a secret key needs a recent sign-in (step-up.tsx).
 */
import { Elysia } from 'elysia'
import type { AppDeps } from '../../../http/deps.ts'
import type { Form } from '../../../http/form.ts'
import { ApiError } from '../../../lib/errors.ts'
import type { SecretBox } from '../../../lib/secret-box.ts'
import type { AuditAction } from '../../../accounts/audit.ts'
import { htmlPage, pageDoc, redirect, signedIn, signedInForm, type Visitor } from '../page.ts'
import { unlessRecentSignIn } from '../step-up.tsx'
import { createAccountKey, mayUseLive, ownKey, revokeAccountKey, rollAccountKey, setKeyOrigins } from './service.ts'
import { KeysPage } from './views.tsx'

const KEY_ID = /^key_[a-z2-7]{24}$/
const MESSAGES: Record<string, string> = {
  revoked: 'The key is revoked: it is refused from now on.',
  origins: 'Allowed origins saved.',
}
const FORM_ERRORS = ['VALIDATION_ERROR', 'FORBIDDEN', 'NOT_FOUND', 'RATE_LIMITED'] as const
/** Refusals shown on the keys page, with their status, rather than as an error document. */
const SHOWN = new Set(['VALIDATION_ERROR', 'FORBIDDEN', 'RATE_LIMITED'])

export function keysModule(deps: AppDeps, box: () => SecretBox) {
  async function page(
    request: Request,
    visitor: Visitor,
    extra: Partial<Parameters<typeof KeysPage>[0]> = {},
    status = 200,
  ) {
    const account = visitor.session.account
    const keys = await deps.views.read(account.id, 'keys', () => deps.accounts.listKeys(account.id))
    const message = MESSAGES[new URL(request.url).searchParams.get('done') ?? '']
    const view = KeysPage({ csrf: visitor.csrf, keys, liveAllowed: mayUseLive(deps, account), message, ...extra })
    return htmlPage(deps, request, view, { status })
  }

  /**
   * A form of this account: a key id that cannot be one is 404 before anything else (with or
   * without a session); then the session, the CSRF token, and `act`. A refusal of what was typed
   * re-renders the page with it.
   */
  const action =
    (act: (visitor: Visitor, form: Form, keyId: string, request: Request) => Promise<Response>) =>
    async ({ request, params }: { request: Request; params?: Record<string, string | null> }) => {
      // Routes without an id have no params at all; an id that does not decode is null.
      const keyId = params?.id ?? ''
      if (params !== undefined && 'id' in params && !KEY_ID.test(keyId))
        throw new ApiError('NOT_FOUND', 'No such key on this account.')
      return signedInForm(deps, request, async (visitor, form) => {
        try {
          return await act(visitor, form, keyId, request)
        } catch (error) {
          if (!(error instanceof ApiError && SHOWN.has(error.code))) throw error
          const refused = await page(request, visitor, { error: error.message }, error.status)
          for (const [name, value] of Object.entries(error.headers)) refused.headers.set(name, value)
          return refused
        }
      })
    }

  const actor = (visitor: Visitor) => ({ account: visitor.session.account, by: visitor.by })
  const options = (summary: string, audit: AuditAction[]) => ({
    parse: 'none' as const,
    detail: pageDoc(summary, 'session', [...FORM_ERRORS], audit),
  })
  const stepUp = (request: Request, visitor: Visitor, what: string) =>
    unlessRecentSignIn(deps, request, visitor, '/dashboard/keys', what)

  return new Elysia({ name: 'hd-accounts-keys' })
    .get('/dashboard/keys', ({ request }) => signedIn(deps, request, visitor => page(request, visitor)), {
      detail: pageDoc('API keys', 'session'),
    })
    .post(
      '/dashboard/keys',
      action(async (visitor, form, _keyId, request) => {
        const name = form.text('name')
        if (!name || name.length > 100)
          throw new ApiError('VALIDATION_ERROR', 'Give the key a name of up to 100 characters.')
        const kind = form.text('kind') === 'publishable' ? 'publishable' : 'secret'
        const env = form.text('env') === 'live' ? 'live' : 'test'
        const refused = kind === 'secret' ? stepUp(request, visitor, 'make a secret key') : null
        if (refused) return refused
        const created = await createAccountKey(deps, box, actor(visitor), { name, kind, env })
        return page(request, visitor, { created })
      }),
      options('Create a key (form; a secret key needs a recent sign-in); the key is in this response only', [
        'key.created',
      ]),
    )
    .post(
      '/dashboard/keys/:id/revoke',
      action(async (visitor, _form, keyId, request) => {
        await revokeAccountKey(deps, actor(visitor), keyId)
        return redirect(deps, request, '/dashboard/keys?done=revoked')
      }),
      options('Revoke a key (form)', ['key.revoked']),
    )
    .post(
      '/dashboard/keys/:id/roll',
      action(async (visitor, form, keyId, request) => {
        const old = await ownKey(deps, visitor.session.account.id, keyId)
        const refused = old.kind === 'secret' ? stepUp(request, visitor, 'roll a secret key') : null
        if (refused) return refused
        const rolled = await rollAccountKey(deps, box, actor(visitor), old, form.text('grace'))
        return page(request, visitor, { created: { ...rolled, rolledFrom: rolled.old.id } })
      }),
      options(
        'Roll a key with a grace for the old one (form; a secret key needs a recent sign-in); the new key is in this response only',
        ['key.rolled', 'key.created'],
      ),
    )
    .post(
      '/dashboard/keys/:id/origins',
      action(async (visitor, form, keyId, request) => {
        const origins = form
          .text('origins')
          .split(/[\s,]+/)
          .filter(Boolean)
        if (origins.length > 20) throw new ApiError('VALIDATION_ERROR', 'At most 20 origins a key.')
        await setKeyOrigins(deps, actor(visitor), keyId, origins)
        return redirect(deps, request, '/dashboard/keys?done=origins')
      }),
      options('Set a publishable key’s allowed origins (form)', ['key.origins_changed']),
    )
}
