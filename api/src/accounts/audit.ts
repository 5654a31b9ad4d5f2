/**
 * The audit log: the one way HempData records a state-changing action, whoever takes it (a person
 * in the dashboard, a secret key on the API, an operator on /ops, an e-mailed link, a visitor's
 * form, a background job). Each entry says who acted (actor), from which client address, what they
 * did (action), on what (target), and what the fields they changed were before and after; it is
 * written in the same transaction as the change (`audited`), so there is an entry exactly when the
 * change happened. Every state-changing route names its actions in its route spec (`audit`), and a
 * contract suite walks those declarations and proves each route writes them.
 *
 * Entries never hold a secret (keys, signing secrets, link tokens): only ids and display prefixes.
 */
import type { Db } from '../db/client.ts'
import { auditEvents } from '../db/schema/index.ts'
import { prefixedId } from '../lib/ids.ts'

export const AUDIT_ACTIONS = [
  'account.created',
  'account.updated',
  'account.states_changed',
  'account.email_change_requested',
  'account.email_changed',
  'account.email_change_undone',
  'session.link_sent',
  'session.signed_in',
  'session.signed_out',
  'session.signed_out_everywhere',
  'key.created',
  'key.shown',
  'key.revoked',
  'key.rolled',
  'key.origins_changed',
  'webhook.created',
  'webhook.deleted',
  'webhook.secret_rotated',
  'webhook.test_sent',
  'webhook.reactivated',
  'webhook.delivery_retried',
  'regulation.edited',
  'billing.checkout_started',
  'billing.portal_opened',
  'billing.subscription_changed',
  'playground.updated',
  'playground.key_rotated',
] as const

export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/**
 * Who acted: a dashboard session (its id), a key (its display prefix), an operator (the name sent
 * with the operator secret), whoever spent an e-mailed link (the link's id), a visitor's form
 * without a session, or HempData itself (`system`, naming the job).
 */
export type ActorKind = 'session' | 'key' | 'operator' | 'link' | 'visitor' | 'system'

export interface Actor {
  kind: ActorKind
  id?: string
}

/** The actor as stored and shown: `kind:id`, or the kind alone. */
export const actorLabel = (actor: Actor): string => (actor.id ? `${actor.kind}:${actor.id}` : actor.kind)

/** Who acted and from where: each audited request or job makes one. */
export interface AuditBy {
  actor: Actor
  /** The client address as the request was read (behind a trusted proxy, the forwarded one); null for jobs. */
  ip: string | null
}

export type AuditFields = Record<string, unknown>

/** One action: on which account (none for operator actions on shared data), what, on what, before and after. */
export interface AuditChange {
  accountId: string | null
  action: AuditAction
  target?: string | null
  before?: AuditFields | null
  after?: AuditFields | null
}

/** Writes the entries of one action; `db` is the transaction of the change they record. */
export async function recordAudit(db: Db, by: AuditBy, ...changes: AuditChange[]): Promise<void> {
  if (changes.length === 0) return
  await db.insert(auditEvents).values(
    changes.map(change => ({
      id: prefixedId('aud'),
      accountId: change.accountId,
      actor: actorLabel(by.actor),
      action: change.action,
      target: change.target ?? null,
      ip: by.ip,
      before: change.before ?? null,
      after: change.after ?? null,
    })),
  )
}

/**
 * Runs `change` in one transaction with the entries `entries` makes of its result: both commit or
 * neither does. Inside a transaction already (`db` is one), it is a savepoint of that one. A result
 * that changed nothing (`entries` answers none) writes nothing.
 */
export function audited<T>(
  db: Db,
  by: AuditBy,
  change: (tx: Db) => Promise<T>,
  entries: (result: T) => AuditChange | AuditChange[] | null,
): Promise<T> {
  return db.transaction(async transaction => {
    const tx = transaction as unknown as Db
    const result = await change(tx)
    const made = entries(result)
    if (made) await recordAudit(tx, by, ...[made].flat())
    return result
  })
}

/** The fields of `before` and `after` that differ, each side with only those (for `account.updated` and the like). */
export function changedFields(before: AuditFields, after: AuditFields): { before: AuditFields; after: AuditFields } {
  const keys = Object.keys(after).filter(key => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
  return {
    before: Object.fromEntries(keys.map(key => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map(key => [key, after[key] ?? null])),
  }
}
