/** The audit list: every key, sign-in and webhook action on an account, with who, what, when and from where. */
import { desc, eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { auditEvents } from '../db/schema/index.ts'
import { prefixedId } from '../lib/ids.ts'

export type AuditEvent = typeof auditEvents.$inferSelect

export type AuditAction =
  | 'account.created'
  | 'account.states_changed'
  | 'account.email_change_requested'
  | 'account.email_changed'
  | 'session.signed_in'
  | 'session.signed_out'
  | 'session.signed_out_everywhere'
  | 'key.created'
  | 'key.shown'
  | 'key.revoked'
  | 'key.rolled'
  | 'key.origins_changed'
  | 'webhook.test_sent'
  | 'webhook.reactivated'
  | 'webhook.secret_rotated'
  | 'webhook.delivery_retried'

export interface AuditEntry {
  accountId: string
  actor: string
  action: AuditAction
  target?: string | null
  ip?: string | null
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    id: prefixedId('aud'),
    accountId: entry.accountId,
    actor: entry.actor,
    action: entry.action,
    target: entry.target ?? null,
    ip: entry.ip ?? null,
  })
}

export function listAudit(db: Db, accountId: string, limit = 200): Promise<AuditEvent[]> {
  return db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.accountId, accountId))
    .orderBy(desc(auditEvents.at))
    .limit(limit)
}
