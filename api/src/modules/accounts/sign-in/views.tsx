/** The pages before sign-in: sign up, sign in, check your inbox, and the link's confirmation page. */
import { Csrf, Frame, Notice } from '../layout.tsx'
import { LINK_MINUTES } from '../../../accounts/login-links.ts'

interface FormProps {
  csrf: string
  error?: string
  email?: string
  company?: string
}

export function SignUpPage({ csrf, error, email, company }: FormProps) {
  return (
    <Frame title="Create your account" narrow>
      <h1>Create your HempData account</h1>
      <p class="muted">
        You get a test secret key and a test publishable key at once, and a sign-in link by e-mail. No password.
      </p>
      {error ? <Notice error>{error}</Notice> : null}
      <form method="post" action="/signup" class="card">
        <Csrf token={csrf} />
        <label for="email">Work e-mail</label>
        <input id="email" name="email" type="email" autocomplete="email" required maxlength={254} value={email} />
        <label for="company">Company (optional)</label>
        <input id="company" name="company" type="text" autocomplete="organization" maxlength={200} value={company} />
        <button type="submit">Create account</button>
      </form>
      <p>
        Have an account? <a href="/login">Sign in</a>
      </p>
    </Frame>
  )
}

export function SignInPage({ csrf, error, email }: FormProps) {
  return (
    <Frame title="Sign in" narrow>
      <h1>Sign in to HempData</h1>
      <p class="muted">We e-mail you a link that signs you in. It works once, within {LINK_MINUTES} minutes.</p>
      {error ? <Notice error>{error}</Notice> : null}
      <form method="post" action="/login" class="card">
        <Csrf token={csrf} />
        <label for="email">E-mail</label>
        <input id="email" name="email" type="email" autocomplete="email" required maxlength={254} value={email} />
        <button type="submit">E-mail me a sign-in link</button>
      </form>
      <p>
        New to HempData? <a href="/signup">Create an account</a>
      </p>
    </Frame>
  )
}

export function CheckInboxPage({ email }: { email: string }) {
  return (
    <Frame title="Check your inbox" narrow>
      <h1>Check your inbox</h1>
      <Notice>
        If <strong>{email}</strong> can use HempData, a link is on its way to it. It works once, within {LINK_MINUTES}{' '}
        minutes.
      </Notice>
      <p class="muted">Nothing arrived? Look in spam, or ask for another link.</p>
      <p>
        <a href="/login">Back to sign-in</a>
      </p>
    </Frame>
  )
}

/** The page a link opens: a button that spends it (mail scanners follow links; they do not press buttons). */
export function LinkPage({ csrf, token }: { csrf: string; token: string }) {
  return (
    <Frame title="Sign in" narrow>
      <h1>Sign in to HempData</h1>
      <p>Press the button to finish signing in on this device.</p>
      <form method="post" action="/login/link" class="card">
        <Csrf token={csrf} />
        <input type="hidden" name="token" value={token} />
        <button type="submit">Continue to the dashboard</button>
      </form>
    </Frame>
  )
}

export function LinkRefusedPage() {
  return (
    <Frame title="Link expired" narrow>
      <h1>This link cannot be used</h1>
      <Notice error>It has been used already or has expired (links work once, within {LINK_MINUTES} minutes).</Notice>
      <p>
        <a href="/login">Get a new sign-in link</a>
      </p>
    </Frame>
  )
}

export function TooManyPage({ message }: { message: string }) {
  return (
    <Frame title="Too many attempts" narrow>
      <h1>Too many attempts</h1>
      <Notice error>{message}</Notice>
      <p>
        <a href="/login">Back to sign-in</a>
      </p>
    </Frame>
  )
}
