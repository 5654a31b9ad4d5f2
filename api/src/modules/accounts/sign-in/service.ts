/**
 * Sign-up and sign-in by e-mail link. Both answer the same whatever the address (no enumeration):
 * the difference is only in the e-mail that is sent. Attempts are limited per address and per
 * client IP. A new account gets test keys at once: a secret and a publishable key on the variant's
 * lowest tier, so a developer can integrate before choosing a plan.
 */
import type { AppDeps } from '../../../http/deps.ts'
import { recordAudit } from '../../../accounts/audit.ts'
import { createLink, type SpentLink, spendLink } from '../../../accounts/login-links.ts'
import { ApiError } from '../../../lib/errors.ts'
import type { SecretBox } from '../../../lib/secret-box.ts'
import { isMailAddress } from '../../../mail/outbox.ts'
import { linkMail } from './mail.ts'

/** Attempts a minute: per address (a person retrying), per client IP (a shared office). */
export const PER_ADDRESS = 5
export const PER_IP = 30
/** The five states a new starter account begins with, until the owner chooses (overview page). */
export const DEFAULT_STATES = ['CA', 'CO', 'FL', 'NY', 'TX']

export type SignInDeps = Pick<AppDeps, 'env' | 'database' | 'accounts' | 'limits' | 'profile' | 'sessions'>

/** A normalized e-mail address, or null when it is not one. */
export function emailOf(raw: string): string | null {
  const email = raw.trim().toLowerCase()
  return email.length > 0 && email.length <= 254 && isMailAddress(email) ? email : null
}

/** Counts one attempt; throws 429 RATE_LIMITED with Retry-After when the address or the IP is over. */
export async function limitAttempt(deps: SignInDeps, email: string, ip: string): Promise<void> {
  for (const [subject, limit] of [
    [`email:${email}`, PER_ADDRESS],
    [`ip:${ip}`, PER_IP],
  ] as const) {
    const verdict = await deps.limits.consume('signin', subject, limit)
    if (!verdict.allowed)
      throw new ApiError(
        'RATE_LIMITED',
        `Too many sign-in attempts. Try again in ${verdict.resetSeconds} s.`,
        {},
        { 'retry-after': String(verdict.resetSeconds) },
      )
  }
}

/** Sends a sign-in link to the address if it has an active account; otherwise nothing. */
export async function requestSignIn(deps: SignInDeps, email: string, ip: string): Promise<void> {
  const account = await deps.accounts.findAccountByEmail(email)
  if (account?.status !== 'active') return
  const token = await createLink(deps.database.db, { accountId: account.id, email, purpose: 'sign_in', ip })
  await linkMail(deps, email, token, 'sign_in')
}

/**
 * A new account with its test keys and a sign-in link; an address that has one gets a sign-in
 * link instead (the page says the same either way).
 */
export async function signUp(
  deps: SignInDeps,
  box: SecretBox,
  email: string,
  company: string,
  ip: string,
): Promise<void> {
  if (await deps.accounts.findAccountByEmail(email)) return requestSignIn(deps, email, ip)
  const tier = deps.profile.defaultTier
  const states = deps.profile.stateAllowance(tier) === null ? null : DEFAULT_STATES
  const account = await deps.accounts
    .createAccount({ name: company || email, company: company || null, email, tier, states })
    .catch((error: unknown) => {
      // Two sign-ups of one address at once: the second gets the first's link.
      if (error instanceof ApiError && error.code === 'ALREADY_EXISTS') return null
      throw error
    })
  if (!account) return requestSignIn(deps, email, ip)
  const db = deps.database.db
  await recordAudit(db, { accountId: account.id, actor: email, action: 'account.created', target: account.id, ip })
  for (const kind of ['secret', 'publishable'] as const) {
    const { key } = await deps.accounts.createKey(account.id, {
      kind,
      env: 'test',
      label: kind === 'secret' ? 'Test secret key' : 'Test publishable key',
      createdBy: 'signup',
      seal: (secret, keyId) => box.seal(secret, keyId),
    })
    await recordAudit(db, { accountId: account.id, actor: 'signup', action: 'key.created', target: key.id, ip })
  }
  const token = await createLink(db, { accountId: account.id, email, purpose: 'sign_in', ip })
  await linkMail(deps, email, token, 'welcome')
}

/**
 * Spends a link: signs in (a new session) and, for an e-mail change, moves the account to the new
 * address first. Null when the link is unknown, used or expired, or the new address was taken meanwhile.
 */
export async function completeLink(
  deps: SignInDeps,
  token: string,
  ip: string,
  userAgent: string | null,
): Promise<{ link: SpentLink; session: { token: string; expiresAt: Date } } | null> {
  const link = await spendLink(deps.database.db, token)
  if (!link) return null
  const account = await deps.accounts.getAccount(link.accountId)
  if (account.status !== 'active') return null
  const db = deps.database.db
  if (link.purpose === 'change_email' && account.email !== link.email) {
    if (await deps.accounts.findAccountByEmail(link.email)) return null
    await deps.accounts.updateAccount(account.id, { email: link.email })
    await deps.sessions.changed(account.id)
    await recordAudit(db, {
      accountId: account.id,
      actor: link.email,
      action: 'account.email_changed',
      target: `${account.email} → ${link.email}`,
      ip,
    })
  }
  const session = await deps.sessions.create(account.id, ip, userAgent)
  await recordAudit(db, { accountId: account.id, actor: link.email, action: 'session.signed_in', ip })
  return { link, session }
}
