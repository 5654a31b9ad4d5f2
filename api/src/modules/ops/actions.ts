/**
 * What an operator changes through /ops, each in one transaction with its audit entry (actor: the
 * operator's name from X-Operator): accounts made and changed, keys issued and deactivated,
 * regulations edited (an entry on no account). Deactivating an account ends its sessions in the same
 * transaction (accounts/service.ts), and this thread forgets them at once; every other thread and
 * instance does on the notice its commit sends, the same one that ends them on sign-out.
 */
import { eq } from 'drizzle-orm'
import { audited, type AuditBy, changedFields } from '../../accounts/audit.ts'
import type { Account, NewAccount, NewKey } from '../../accounts/service.ts'
import type { Sessions } from '../../accounts/sessions.ts'
import { apiKeys } from '../../db/schema/index.ts'
import type { AppDeps } from '../../http/deps.ts'
import { ApiError } from '../../lib/errors.ts'
import { editRegulation, presentAccount, type RegulationEdit } from './service.ts'

type AccountPatch = Parameters<AppDeps['accounts']['updateAccount']>[1]

/** An account's fields as the audit log keeps them (what /ops shows, without its timestamps). */
function fieldsOf(a: Account) {
  const { created_at: _c, updated_at: _u, ...fields } = presentAccount(a)
  return fields
}

/** `sessions`: this process's remembered sessions, when it serves pages (not the CLI). */
export function opsActions(
  deps: Pick<AppDeps, 'database' | 'accounts'> & { sessions?: Pick<Sessions, 'forgetAccount'> },
) {
  const db = deps.database.db
  const { accounts } = deps
  return {
    createAccount: (by: AuditBy, input: NewAccount, notAfter?: number) =>
      audited(
        db,
        by,
        tx => accounts.createAccount(input, notAfter, tx),
        a => ({ accountId: a.id, action: 'account.created', target: a.id, after: fieldsOf(a) }),
      ),

    async updateAccount(by: AuditBy, id: string, patch: AccountPatch, notAfter?: number): Promise<Account> {
      const { after } = await audited(
        db,
        by,
        tx => accounts.updateAccount(id, patch, notAfter, tx),
        ({ before, after }) => {
          const change = changedFields(fieldsOf(before), fieldsOf(after))
          return Object.keys(change.after).length === 0
            ? null
            : { accountId: id, action: 'account.updated', target: id, ...change }
        },
      )
      if (after.status === 'deactivated') deps.sessions?.forgetAccount(id)
      return after
    },

    createKey: (by: AuditBy, accountId: string, input: NewKey, notAfter?: number) =>
      audited(
        db,
        by,
        tx => accounts.createKey(accountId, input, notAfter, tx),
        ({ key }) => ({
          accountId,
          action: 'key.created',
          target: key.id,
          after: { kind: key.kind, env: key.env, label: key.label, prefix: key.displayPrefix },
        }),
      ),

    async deactivateKey(by: AuditBy, keyId: string, notAfter?: number) {
      return audited(
        db,
        by,
        async tx => {
          const [before] = await tx.select().from(apiKeys).where(eq(apiKeys.id, keyId))
          if (!before) throw new ApiError('NOT_FOUND', `No key ${keyId}.`)
          return { before, after: await accounts.deactivateKey(keyId, notAfter, tx) }
        },
        ({ before, after }) =>
          before.status === after.status
            ? null
            : {
                accountId: after.accountId,
                action: 'key.revoked',
                target: keyId,
                before: { status: before.status },
                after: { status: after.status },
              },
      ).then(({ after }) => after)
    },

    editRegulation: (by: AuditBy, id: string, edit: RegulationEdit, notAfter?: number) =>
      audited(
        db,
        by,
        tx => editRegulation(tx, id, edit, notAfter),
        ({ answer, before, after }) =>
          answer.events.length === 0 && JSON.stringify(before) === JSON.stringify(after)
            ? null
            : {
                accountId: null,
                action: 'regulation.edited',
                target: id,
                before,
                after: { ...after, reason: edit.reason },
              },
      ).then(({ answer }) => answer),
  }
}
