/**
 * Sign-up and sign-in by e-mail link, as the forms see them: addresses read and attempts limited
 * (per address and per client IP), and a link spent into a session. What an address form asks for
 * is done by a job (accounts/address-forms.ts), so both answer the same whatever the address.
 */
import type { AppDeps } from '../../../http/deps.ts'
import { recordAudit } from '../../../accounts/audit.ts'
import { type SpentLink, spendLink } from '../../../accounts/login-links.ts'
import { ApiError } from '../../../lib/errors.ts'
import { isMailAddress } from '../../../mail/outbox.ts'

/** Attempts a minute: per address (a person retrying), per client IP (a shared office). */
export const PER_ADDRESS = 5
export const PER_IP = 30

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
