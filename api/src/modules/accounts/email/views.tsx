/** The pages of an address change's undo link: its button, what it did, and why it could not. */
import { UNDO_DAYS } from '../../../accounts/login-links.ts'
import { Csrf, Frame, Notice } from '../layout.tsx'

/** The page the undo link opens: a button that spends it (mail scanners follow links; they do not press buttons). */
export function UndoPage({ csrf, token }: { csrf: string; token: string }) {
  return (
    <Frame title="Undo the e-mail change" narrow>
      <h1>Give the account back to this address</h1>
      <p>
        Pressing the button makes this address the account's e-mail again and signs everyone out, including whoever made
        the change. Then sign in again with this address.
      </p>
      <form method="post" action="/email/undo" class="card">
        <Csrf token={csrf} />
        <input type="hidden" name="token" value={token} />
        <button type="submit" class="danger">
          Undo the change and sign everyone out
        </button>
      </form>
    </Frame>
  )
}

export function UndonePage() {
  return (
    <Frame title="E-mail change undone" narrow>
      <h1>The account is back at this address</h1>
      <Notice>Every session was signed out, and every link sent before this one no longer works.</Notice>
      <p>
        Sign in again, then look over the keys, webhooks and audit log for anything you did not do. A key made by
        someone else can be revoked on the Keys page.
      </p>
      <p>
        <a href="/login">Sign in</a>
      </p>
    </Frame>
  )
}

export function UndoRefusedPage({ why }: { why: 'link' | 'taken' }) {
  return (
    <Frame title="Link expired" narrow>
      <h1>This link cannot be used</h1>
      <Notice error>
        {why === 'link'
          ? `It has been used already or has expired (an undo link works once, for ${UNDO_DAYS} days).`
          : 'Another account uses this address now. Write to HempData support from this address to get your account back.'}
      </Notice>
      <p>
        <a href="/login">Sign in</a>
      </p>
    </Frame>
  )
}
