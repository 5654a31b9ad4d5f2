/**
 * Keys a stolen session cannot abuse: a rolled key's grace cannot be stretched by rolling it again
 * (each roll reset the old key's end and minted another key), two rolls racing make one new key,
 * and an account makes at most KEYS_PER_HOUR keys an hour (200 key creations in 4 s once pushed the
 * sign-in off the audit page).
 */
import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { KEYS_PER_HOUR } from '../../../../api/src/accounts/quotas.ts'
import { apiKeys } from '../../../../api/src/db/schema/index.ts'
import { accountApps, keyIn, nextEmail, Visitor } from '../../../support/accounts.ts'

const apps = accountApps(['nested'] as const)

async function signedUp() {
  const t = apps.nested
  const v = new Visitor(t)
  const email = nextEmail('keys')
  await v.signUp(email)
  const account = (await t.services.accounts.findAccountByEmail(email))!
  return { t, v, account }
}

const keysOf = (accountId: string) =>
  apps.nested.services.database.db.select().from(apiKeys).where(eq(apiKeys.accountId, accountId))

describe('rolling', () => {
  test('a key in its grace cannot be rolled again: its end stays, and no other key is minted', async () => {
    const { v, account } = await signedUp()
    const made = await v.submit('/dashboard/keys', '/dashboard/keys', { name: 'Server', kind: 'secret' })
    const old = (await keysOf(account.id)).find(k => k.label === 'Server')!
    expect(keyIn(made.text)).toMatch(/^hd_test_sk_/)
    const first = await v.submit('/dashboard/keys', `/dashboard/keys/${old.id}/roll`, { grace: '1h' })
    expect(keyIn(first.text)).toMatch(/^hd_test_sk_/)
    const ends = (await keysOf(account.id)).find(k => k.id === old.id)!.expiresAt
    const count = (await keysOf(account.id)).length
    for (const grace of ['24h', '1h', 'now']) {
      const again = await v.submit('/dashboard/keys', `/dashboard/keys/${old.id}/roll`, { grace })
      expect(again.status, grace).toBe(400)
      expect(again.text).toContain('was rolled already')
      expect(keyIn(again.text)).toBeNull()
    }
    expect((await keysOf(account.id)).find(k => k.id === old.id)!.expiresAt).toBe(ends)
    expect((await keysOf(account.id)).length).toBe(count)
  })

  test('two rolls of one key at once make one new key', async () => {
    const { v, account } = await signedUp()
    await v.submit('/dashboard/keys', '/dashboard/keys', { name: 'Raced', kind: 'secret' })
    const old = (await keysOf(account.id)).find(k => k.label === 'Raced')!
    const csrf = Visitor.csrfOf(await v.get('/dashboard/keys'))
    const answers = await Promise.all(
      ['1h', '24h'].map(grace => v.post(`/dashboard/keys/${old.id}/roll`, { csrf, grace })),
    )
    expect(answers.map(a => a.status).sort()).toEqual([200, 400])
    expect((await keysOf(account.id)).filter(k => k.label === 'Raced')).toHaveLength(2)
  })
})

describe('making keys', () => {
  test(`an account makes at most ${KEYS_PER_HOUR} keys an hour; the rest are refused, and the sign-in stays in view`, async () => {
    const { v, account } = await signedUp()
    const csrf = Visitor.csrfOf(await v.get('/dashboard/keys'))
    const statuses: number[] = []
    for (let i = 0; i < KEYS_PER_HOUR + 5; i++)
      statuses.push((await v.post('/dashboard/keys', { csrf, name: `Burst ${i}`, kind: 'publishable' })).status)
    // Sign-up made two keys this hour already.
    expect(statuses.filter(s => s === 200)).toHaveLength(KEYS_PER_HOUR - 2)
    const refused = await v.post('/dashboard/keys', { csrf, name: 'One more', kind: 'publishable' })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.text).toContain(`made ${KEYS_PER_HOUR} keys in the last hour`)
    expect((await keysOf(account.id)).length).toBe(KEYS_PER_HOUR)
    const audit = await v.get('/dashboard/audit')
    expect(audit.text).toContain('<code>session.signed_in</code>')
  })
})
