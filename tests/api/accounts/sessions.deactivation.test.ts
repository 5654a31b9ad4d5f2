/**
 * Deactivating an account ends its dashboard sessions at once, through the notice that ends them
 * on sign-out: the thread that took the operator's request forgets them before answering, and every
 * other thread or instance (here a second Sessions on the same database, as another HTTP thread
 * holds) on the NOTIFY of the transaction that deleted them, well before its remembered copy (5 s)
 * would run out. The deactivated session can neither read a page nor make a key.
 */
import { afterEach, beforeEach, describe, expect, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { Sessions } from '../../../api/src/accounts/sessions.ts'
import { apiKeys, auditEvents, sessions } from '../../../api/src/db/schema/index.ts'
import { accountApps, nextEmail, Visitor } from '../../support/accounts.ts'
import { adminHeaders } from '../../support/api.ts'

const apps = accountApps(['nested'] as const)
let otherThread: Sessions

// Another thread's sessions, on the same database; closed before the app's database is.
beforeEach(async () => {
  otherThread = new Sessions(apps.nested.services.database)
  await otherThread.listen()
})
afterEach(() => otherThread.close())

describe('deactivation', () => {
  test('ends the account’s sessions at once, on this thread and every other', async () => {
    const t = apps.nested
    const v = new Visitor(t)
    const email = nextEmail('deactivated')
    await v.signUp(email)
    const account = (await t.services.accounts.findAccountByEmail(email))!
    const token = v.cookies.get('hd_session')!
    // Both threads remember the session (a page was just served by each).
    expect((await v.get('/dashboard')).status).toBe(200)
    expect(await otherThread.find(token)).not.toBeNull()
    const csrf = Visitor.csrfOf(await v.get('/dashboard/keys'))

    const patched = await t.request(`/ops/accounts/${account.id}`, {
      method: 'PATCH',
      headers: adminHeaders({ 'x-operator': 'alice' }),
      body: JSON.stringify({ status: 'deactivated' }),
    })
    expect(patched.status).toBe(200)
    const answered = Date.now()
    // This thread: at once.
    expect((await v.get('/dashboard')).headers.get('location')).toBe('/login')
    const minted = await v.post('/dashboard/keys', { csrf, name: 'After', kind: 'publishable' })
    expect(minted.status).toBe(303)
    const keys = await t.services.database.db.select().from(apiKeys).where(eq(apiKeys.accountId, account.id))
    expect(keys.map(k => k.label)).not.toContain('After')
    // The other thread: on the notice, not after its 5 s memory of the session.
    while ((await otherThread.find(token)) !== null) {
      expect(Date.now() - answered).toBeLessThan(1000)
      await Bun.sleep(10)
    }
    expect(await t.services.database.db.select().from(sessions).where(eq(sessions.accountId, account.id))).toEqual([])

    // Active again, the account's old sessions stay ended: its owner signs in afresh.
    await t.request(`/ops/accounts/${account.id}`, {
      method: 'PATCH',
      headers: adminHeaders(),
      body: JSON.stringify({ status: 'active' }),
    })
    expect((await v.get('/dashboard')).status).toBe(303)
    // Both changes are in the account's audit log, by the operator who made them.
    const audit = await t.services.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.accountId, account.id), eq(auditEvents.action, 'account.updated')))
    expect(audit.map(e => [e.actor, e.before, e.after])).toEqual(
      expect.arrayContaining([
        ['operator:alice', { status: 'active' }, { status: 'deactivated' }],
        ['operator:operator', { status: 'deactivated' }, { status: 'active' }],
      ]),
    )
  })
})
