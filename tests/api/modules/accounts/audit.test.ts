/**
 * The audit log cannot be flushed out of view: the page goes back through every entry a page at a
 * time (the newest 200 were all it showed, and 200 key creations pushed the sign-in off), filters
 * by action and by actor, and exports the whole log, or the filtered part, as CSV. An account sees
 * its own entries only.
 */
import { describe, expect, test } from 'bun:test'
import { and, eq, sql } from 'drizzle-orm'
import { AUDIT_PAGE_SIZE } from '../../../../api/src/accounts/audit-log.ts'
import { apiKeys, auditEvents } from '../../../../api/src/db/schema/index.ts'
import { accountApps, nextEmail, Visitor } from '../../../support/accounts.ts'
import type { TestResponse } from '../../../support/app.ts'

const apps = accountApps(['nested'] as const)
const ORIGIN_CHANGES = 130

/** The table rows of an audit page, each as its action and actor. */
function rowsOf(page: TestResponse): { action: string; actor: string }[] {
  const body = page.text.slice(page.text.indexOf('<tbody>'))
  return [...body.matchAll(/<tr><td>[^<]*<\/td><td><code>([^<]+)<\/code>[^<]*<\/td><td><code>([^<]+)<\/code>/g)].map(
    m => ({
      actor: m[1],
      action: m[2],
    }),
  )
}

const older = (page: TestResponse) =>
  /href="(\/dashboard\/audit\?[^"]*after=[^"]+)"/.exec(page.text)?.[1]?.replaceAll('&amp;', '&')

/** Every row of the log as `v` pages through it from `first`. */
async function everyPage(v: Visitor, first: string) {
  const rows: { action: string; actor: string }[] = []
  let pages = 0
  for (let path: string | undefined = first; path; pages++) {
    const page = await v.get(path)
    expect(page.status, path).toBe(200)
    rows.push(...rowsOf(page))
    path = older(page)
  }
  return { rows, pages }
}

describe('the audit page', () => {
  test(`pages back through all of it: the sign-in is reached after ${ORIGIN_CHANGES} later changes`, async () => {
    const t = apps.nested
    const v = new Visitor(t)
    const email = nextEmail('audited')
    await v.signUp(email)
    const account = (await t.services.accounts.findAccountByEmail(email))!
    const [pk] = await t.services.database.db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.accountId, account.id), eq(apiKeys.kind, 'publishable')))
    const csrf = Visitor.csrfOf(await v.get('/dashboard/keys'))
    for (let i = 0; i < ORIGIN_CHANGES; i++)
      await v.post(`/dashboard/keys/${pk.id}/origins`, { csrf, origins: `https://shop${i}.example` })
    const [{ n }] = await t.services.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditEvents)
      .where(eq(auditEvents.accountId, account.id))
    expect(n).toBeGreaterThan(ORIGIN_CHANGES)

    const first = rowsOf(await v.get('/dashboard/audit'))
    expect(first).toHaveLength(AUDIT_PAGE_SIZE)
    expect(first.map(r => r.action)).not.toContain('session.signed_in')
    const all = await everyPage(v, '/dashboard/audit')
    expect(all.rows).toHaveLength(n)
    expect(all.pages).toBe(Math.ceil(n / AUDIT_PAGE_SIZE))
    // The sign-up's entries are the oldest: written in one transaction, at one time.
    expect(all.rows.slice(-3).map(r => r.action)).toContain('account.created')
    expect(all.rows.map(r => r.action)).toContain('session.signed_in')

    // Filtered by action, and by actor (a prefix of it).
    const signIns = await everyPage(v, '/dashboard/audit?action=session.signed_in')
    expect(signIns.rows).toEqual([{ action: 'session.signed_in', actor: expect.stringMatching(/^link:lnk_/) }])
    const origins = await everyPage(v, '/dashboard/audit?action=key.origins_changed')
    expect(origins.rows).toHaveLength(ORIGIN_CHANGES)
    const byVisitor = await everyPage(v, '/dashboard/audit?actor=visitor')
    expect(byVisitor.rows.map(r => r.action).sort()).toEqual(['account.created', 'key.created', 'key.created'])
    const bySession = await everyPage(v, '/dashboard/audit?actor=session:')
    expect(bySession.rows).toHaveLength(ORIGIN_CHANGES)

    // The CSV holds the whole log, or what the filter keeps.
    const csv = await v.get('/dashboard/audit.csv')
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toStartWith('text/csv')
    expect(csv.headers.get('cache-control')).toBe('no-store')
    const lines = csv.text.trim().split('\n')
    expect(lines[0]).toBe('at,actor,action,target,ip,before,after')
    expect(lines).toHaveLength(n + 1)
    expect(csv.text).toContain(',session.signed_in,')
    const filtered = await v.get('/dashboard/audit.csv?action=session.signed_in')
    expect(filtered.text.trim().split('\n')).toHaveLength(2)
  }, 120_000)

  test('refuses a filter or a page it did not give, and shows another account nothing', async () => {
    const t = apps.nested
    const v = new Visitor(t)
    await v.signUp(nextEmail('audited'))
    for (const query of ['action=key.everything', 'actor=%3Cscript%3E', 'after=bm9wZQ', 'after=%00'])
      expect((await v.get(`/dashboard/audit?${query}`)).status, query).toBe(400)
    const other = new Visitor(t)
    await other.signUp(nextEmail('other'))
    const mine = rowsOf(await v.get('/dashboard/audit'))
    const theirs = (await other.get('/dashboard/audit.csv')).text
    expect(mine.length).toBeGreaterThan(0)
    expect(theirs).not.toContain(v.ip)
  })
})
