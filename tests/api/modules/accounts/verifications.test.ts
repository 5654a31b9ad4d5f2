/**
 * /dashboard/verifications over plain HTTP: a signed-in person sees the account's stored
 * verifications (newest first, with verdict, state, lines and receipt), opens one with its signed
 * receipt, and never sees another account's; without a session the page sends to sign-in.
 */
import { describe, expect, test } from 'bun:test'
import { accounts } from '../../../../api/src/db/schema/index.ts'
import { eq } from 'drizzle-orm'
import { accountApps, nextEmail, Visitor } from '../../../support/accounts.ts'

const apps = accountApps(['nested'])

async function member() {
  const t = apps.nested
  const v = new Visitor(t)
  const email = nextEmail('verifications')
  await v.signUp(email)
  const [account] = await t.services.database.db.select().from(accounts).where(eq(accounts.email, email))
  return { t, v, accountId: account!.id }
}

const verification = (accountId: string, state: string, result: string) =>
  apps.nested.services.receipts.issueReceipt({
    accountId,
    request: { ship_to: { state }, lines: [{ id: 'a' }, { id: 'b' }] },
    result: { result, compliant: result === 'compliant' },
    asOf: '2026-11-20',
    dataVersion: '12',
  })

describe('/dashboard/verifications', () => {
  test('lists the account’s verifications, newest first, and opens one with its receipt', async () => {
    const { v, accountId } = await member()
    const empty = await v.get('/dashboard/verifications')
    expect(empty.status).toBe(200)
    expect(empty.text).toContain('No verifications yet')
    const older = await verification(accountId, 'MN', 'not_compliant')
    await Bun.sleep(5)
    const newer = await verification(accountId, 'CO', 'compliant')
    const list = await v.get('/dashboard/verifications')
    expect(list.status).toBe(200)
    expect(list.text).toContain('Stored verifications (2)')
    expect(list.text.indexOf(newer.id)).toBeLessThan(list.text.indexOf(older.id))
    expect(list.text).toContain('not_compliant')
    expect(list.text).toContain('2026-11-20')
    const one = await v.get(`/dashboard/verifications/${older.id}`)
    expect(one.status).toBe(200)
    expect(one.text).toContain(older.jws)
    expect(one.text).toContain('ship to MN')
  })

  test('another account’s verification is 404, a bad page is refused, no session goes to sign-in', async () => {
    const first = await member()
    const second = await member()
    const theirs = await verification(first.accountId, 'TX', 'undetermined')
    expect((await second.v.get(`/dashboard/verifications/${theirs.id}`)).status).toBe(404)
    expect((await second.v.get('/dashboard/verifications')).text).not.toContain(theirs.id)
    expect((await second.v.get('/dashboard/verifications/nope')).status).toBe(404)
    expect((await second.v.get('/dashboard/verifications?page=0')).status).toBe(400)
    const stranger = await new Visitor(apps.nested).get('/dashboard/verifications')
    expect([302, 303]).toContain(stranger.status)
  })
})
