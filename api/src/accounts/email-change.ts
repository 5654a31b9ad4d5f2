/**
 * Moving an account to another e-mail address, as users of serious services expect it:
 *   1. a signed-in person who proved the address recently asks (the dashboard's form); a link goes
 *      to the new address;
 *   2. the link, opened from the new address, moves the account: every session ends, every other
 *      link is spent, and the old address gets a notice with a link that undoes it for UNDO_DAYS;
 *   3. the undo link gives the account back to the old address and ends every session again, the
 *      one made by confirming the change included. Until it expires no one else may take the old
 *      address (accounts/address-forms.ts), so it can always come back.
 * Each step is one transaction with its audit entry. A stolen session cookie therefore cannot keep
 * an account: it cannot ask without a fresh sign-in, and what it does is undone from the old inbox.
 */
import type { Db } from '../db/client.ts'
import type { Env } from '../env.ts'
import type { SecretBox } from '../lib/secret-box.ts'
import { type AuditBy, recordAudit } from './audit.ts'
import type { Account } from './key-cache.ts'
import { linkMail } from './link-mail.ts'
import { addressReserved, createLink, spendAllLinks, spendLink } from './login-links.ts'
import type { AccountService } from './service.ts'
import { endSessions } from './sessions.ts'

export interface EmailChangeParts {
  accounts: AccountService
  box: () => SecretBox
  env: Pick<Env, 'publicUrl' | 'mailFrom'>
}

/** Sends the confirmation link to `newEmail`, in the caller's transaction, audited. */
export async function requestEmailChange(
  parts: EmailChangeParts,
  tx: Db,
  by: AuditBy,
  account: Account,
  newEmail: string,
): Promise<void> {
  const link = await createLink(tx, { accountId: account.id, email: newEmail, purpose: 'change_email', ip: by.ip })
  await linkMail(tx, parts.box(), parts.env, newEmail, link.token, 'change_email')
  await recordAudit(tx, by, {
    accountId: account.id,
    action: 'account.email_change_requested',
    target: link.id,
    after: { email: newEmail },
  })
}

/** Whether another account has `email`, or may get it back by an undo link. */
async function taken(parts: EmailChangeParts, tx: Db, email: string, accountId: string): Promise<boolean> {
  const holder = await parts.accounts.findAccountByEmail(email, tx)
  return (holder !== null && holder.id !== accountId) || (await addressReserved(tx, email, accountId))
}

/**
 * Moves the account to `newEmail` (the link's address, just proved) in the link's transaction:
 * ends every session and spends every other link, then sends the old address its notice with an
 * undo link. False, changing nothing, when the address is another account's.
 */
export async function confirmEmailChange(
  parts: EmailChangeParts,
  tx: Db,
  by: AuditBy,
  account: Account,
  newEmail: string,
): Promise<boolean> {
  if (account.email === newEmail) return true
  if (await taken(parts, tx, newEmail, account.id)) return false
  await parts.accounts.updateAccount(account.id, { email: newEmail }, undefined, tx)
  await spendAllLinks(tx, account.id)
  await endSessions(tx, account.id)
  const undo = await createLink(tx, { accountId: account.id, email: account.email, purpose: 'undo_email', ip: by.ip })
  await linkMail(tx, parts.box(), parts.env, account.email, undo.token, 'email_changed', newEmail)
  await recordAudit(tx, by, {
    accountId: account.id,
    action: 'account.email_changed',
    target: account.id,
    before: { email: account.email },
    after: { email: newEmail },
  })
  return true
}

export type UndoOutcome = { undone: true; accountId: string } | { undone: false; why: 'link' | 'taken' }

/**
 * Spends an undo link: the account gets its old address back, every session and every other link
 * ends. Refused when the link is unknown, used or expired, or (which the reservation prevents) the
 * old address is another account's by now.
 */
export function undoEmailChange(parts: EmailChangeParts, db: Db, token: string, ip: string): Promise<UndoOutcome> {
  return db.transaction(async transaction => {
    const tx = transaction as unknown as Db
    const link = await spendLink(tx, token, ['undo_email'])
    if (!link) return { undone: false, why: 'link' } as const
    const account = await parts.accounts.getAccount(link.accountId, tx)
    const holder = await parts.accounts.findAccountByEmail(link.email, tx)
    if (holder && holder.id !== account.id) return { undone: false, why: 'taken' } as const
    if (account.email !== link.email)
      await parts.accounts.updateAccount(account.id, { email: link.email }, undefined, tx)
    await spendAllLinks(tx, account.id)
    await endSessions(tx, account.id)
    await recordAudit(
      tx,
      { actor: { kind: 'link', id: link.id }, ip },
      {
        accountId: account.id,
        action: 'account.email_change_undone',
        target: account.id,
        before: { email: account.email },
        after: { email: link.email },
      },
    )
    return { undone: true, accountId: account.id } as const
  })
}
