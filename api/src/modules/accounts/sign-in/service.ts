/**
 * Sign-up and sign-in by e-mail link, as the forms see them: addresses read and attempts limited
 * (per address and per client IP), and a link spent into a session. What an address form asks for
 * is done by a job (accounts/address-forms.ts), so both answer the same whatever the address.
 */
import type { AppDeps } from '../../../http/deps.ts'
import { type AuditBy, recordAudit } from '../../../accounts/audit.ts'
import { confirmEmailChange } from '../../../accounts/email-change.ts'
import { type SpentLink, spendLink } from '../../../accounts/login-links.ts'
import type { Db } from '../../../db/client.ts'
import { ApiError } from '../../../lib/errors.ts'
import { isMailAddress } from '../../../mail/outbox.ts'

/** Attempts a minute: per address (a person retrying), per client IP (a shared office). */
export const PER_ADDRESS = 5
export const PER_IP = 30

export type SignInDeps = Pick<
  AppDeps,
  'env' | 'database' | 'accounts' | 'limits' | 'profile' | 'sessions' | 'secretBox' | 'views'
>

/** A normalized e-mail address, or null when it is not one. */
export function emailOf(raw: string): string | null {
  const email = raw.trim().toLowerCase()
  return email.length > 0 && email.length <= 254 && isMailAddress(email) ? email : null
}

/** Counts one attempt; throws 429 RATE_LIMITED with Retry-After when the address or the IP is over. */
export async function limitAttempt(deps: Pick<AppDeps, 'limits'>, email: string, ip: string): Promise<void> {
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

export interface LinkVisit {
  ip: string
  userAgent: string | null
  /** The session this browser had (its id and account), ended if it is the same account's. */
  previous: { id: string; accountId: string } | null
}

/**
 * Spends a sign-in or confirmation link, in one transaction: for a new address, the account moves
 * to it first (accounts/email-change.ts); then a new session, proved now. The browser's previous
 * session of the same account ends with it. Null when the link is unknown, used or expired, the
 * account is deactivated, or the new address was taken meanwhile.
 */
export async function completeLink(
  deps: SignInDeps,
  token: string,
  visit: LinkVisit,
): Promise<{ link: SpentLink; session: { token: string; expiresAt: Date } } | null> {
  const done = await deps.database.db.transaction(async transaction => {
    const tx = transaction as unknown as Db
    const link = await spendLink(tx, token, ['sign_in', 'change_email'])
    if (!link) return null
    const account = await deps.accounts.getAccount(link.accountId, tx)
    if (account.status !== 'active') return null
    const by: AuditBy = { actor: { kind: 'link', id: link.id }, ip: visit.ip }
    if (link.purpose === 'change_email') {
      const parts = { accounts: deps.accounts, box: deps.secretBox, env: deps.env }
      if (!(await confirmEmailChange(parts, tx, by, account, link.email))) return null
    } else if (visit.previous?.accountId === account.id) {
      await deps.sessions.end(tx, visit.previous.id, account.id)
    }
    const session = await deps.sessions.create(account.id, visit.ip, visit.userAgent, tx)
    await recordAudit(tx, by, { accountId: account.id, action: 'session.signed_in', target: session.id })
    return { link, session }
  })
  if (done) {
    deps.sessions.forgetAccount(done.link.accountId)
    deps.views.forget(done.link.accountId)
  }
  return done
}
