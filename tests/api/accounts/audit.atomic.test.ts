/**
 * An action and its audit entry commit together or not at all: with the database refusing the
 * entry (a check constraint the test adds, as a full disk or a lost connection would fail it), the
 * dashboard's and the operator's key revocations answer 500, and the key still works; the log line
 * of that failure names no request's values. Once the database takes entries again, both land.
 */
import { describe, expect, test } from 'bun:test'
import { and, eq, sql } from 'drizzle-orm'
import { apiKeys, auditEvents } from '../../../api/src/db/schema/index.ts'
import { accountApps, nextEmail, Visitor } from '../../support/accounts.ts'
import { adminHeaders } from '../../support/api.ts'

const apps = accountApps(['nested'] as const)

async function refuseEntries(action: string, refuse: boolean) {
  const db = apps.nested.services.database.db
  if (refuse)
    await db.execute(
      sql.raw(`alter table audit_events add constraint no_entry check (action <> '${action}') not valid`),
    )
  else await db.execute(sql`alter table audit_events drop constraint no_entry`)
}

describe('an action and its audit entry', () => {
  test('commit together: no entry, no revocation', async () => {
    const t = apps.nested
    const v = new Visitor(t)
    const email = nextEmail('atomic')
    await v.signUp(email)
    const account = (await t.services.accounts.findAccountByEmail(email))!
    const keys = () => t.services.database.db.select().from(apiKeys).where(eq(apiKeys.accountId, account.id))
    const [secret] = (await keys()).filter(k => k.kind === 'secret')
    const [publishable] = (await keys()).filter(k => k.kind === 'publishable')
    const secretKey = (await v.revealKey())!
    const logged: string[] = []
    const print = console.error
    console.error = (...args: unknown[]) => logged.push(args.map(String).join(' '))
    try {
      await refuseEntries('key.revoked', true)
      const revoked = await v.submit('/dashboard/keys', `/dashboard/keys/${secret.id}/revoke`, {})
      expect(revoked.status).toBe(500)
      const byOperator = await t.request(`/ops/keys/${publishable.id}`, { method: 'DELETE', headers: adminHeaders() })
      expect(byOperator.status).toBe(500)
    } finally {
      console.error = print
      await refuseEntries('key.revoked', false)
    }
    expect((await keys()).every(k => k.status === 'active')).toBe(true)
    expect((await t.get('/v1/regulations', secretKey)).status).toBe(200)
    expect(logged.join('\n')).not.toMatch(new RegExp(`${email}|${v.ip}|Failed query`))
    expect(logged.join('\n')).toContain('code=23514')

    expect((await v.submit('/dashboard/keys', `/dashboard/keys/${secret.id}/revoke`, {})).status).toBe(303)
    expect((await t.get('/v1/regulations', secretKey)).status).toBe(403)
    const entries = await t.services.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.accountId, account.id), eq(auditEvents.action, 'key.revoked')))
    expect(entries.map(e => e.target)).toEqual([secret.id])
  })
})
