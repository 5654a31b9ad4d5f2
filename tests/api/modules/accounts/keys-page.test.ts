/** What the keys page and the overview say: the roll grace labelled with every choice, Roll and Revoke apart, origins, plans. */
import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { accounts } from '../../../../api/src/db/schema/index.ts'
import { GRACES } from '../../../../api/src/modules/accounts/keys/service.ts'
import { accountApps, nextEmail, Visitor } from '../../../support/accounts.ts'

const apps = accountApps(['nested'] as const)

async function signedUp(tier?: string) {
  const t = apps.nested
  const v = new Visitor(t)
  const email = nextEmail()
  await v.signUp(email)
  if (tier) {
    const [account] = await t.services.database.db
      .update(accounts)
      .set({ tier, states: null })
      .where(eq(accounts.email, email))
      .returning()
    await t.services.sessions.changed(account.id)
  }
  return v
}

describe('keys page', () => {
  test('each key: a visible grace label with every grace, Roll and Revoke in separate forms', async () => {
    const v = await signedUp()
    await v.submit('/dashboard/keys', '/dashboard/keys', { name: 'Server', kind: 'secret', env: 'test' })
    const page = (await v.get('/dashboard/keys')).text
    const label = /<label for="(grace-[^"]+)">([^<]+)<\/label>/.exec(page)
    expect(label?.[2]).toBe('When the old key stops')
    const select = new RegExp(`<select id="${label![1]}" name="grace">([\\s\\S]*?)</select>`).exec(page)![1]
    expect([...select.matchAll(/<option value="([^"]+)">/g)].map(m => m[1])).toEqual(Object.keys(GRACES))
    const rollForm = /<form method="post" action="\/dashboard\/keys\/[^"]+\/roll"[\s\S]*?<\/form>/.exec(page)![0]
    expect(rollForm).not.toContain('Revoke')
    expect(page).toMatch(/class="inline revoke"[\s\S]*?Revoking stops this key at once/)
  })

  test('a publishable key without origins says any site may use it', async () => {
    const v = await signedUp()
    await v.submit('/dashboard/keys', '/dashboard/keys', { name: 'Badge', kind: 'publishable', env: 'test' })
    expect((await v.get('/dashboard/keys')).text).toContain('No allowed origins: any site may use this key.')
  })
})

describe('overview', () => {
  test('the lowest tier is told live keys come with a paid plan; the top tier is not', async () => {
    const free = await signedUp()
    expect((await free.get('/dashboard')).text).toContain('live keys come with a paid plan')
    const top = await signedUp(apps.nested.services.profile.topTier)
    const page = (await top.get('/dashboard')).text
    expect(page).not.toContain('paid plan')
    expect(page).toContain('Your plan makes test and live keys.')
    // A plan without a monthly cap is not shown a count of 0 checks: it has no count.
    expect(page).toContain('<p class="stat">No cap</p>')
  })
})
