/**
 * Every state-changing route writes the audit log, proved by walking the router: each route whose
 * method is not GET declares what it writes (http/openapi.ts `audit`, or `false` for a read with a
 * body), each is taken as a client takes it (support/route-recipes.ts), and each writes an entry of
 * a declared action naming its actor (session, key prefix, operator, link, visitor), the client's
 * address and the account; an answer that carries a secret is not cacheable. A route mounted
 * without a declaration or a recipe fails here. No page view or read writes the log.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { and, eq, isNotNull } from 'drizzle-orm'
import { AUDIT_EXTENSION } from '../../../api/src/http/openapi.ts'
import { apiKeys } from '../../../api/src/db/schema/index.ts'
import { DASHBOARD_PAGES } from '../../../api/src/modules/accounts/layout.tsx'
import {
  api,
  auditIds,
  auditSince,
  bearer,
  carriesSecret,
  dbOf,
  member,
  openStage,
  type Stage,
} from '../../support/audit-stage.ts'
import { RECIPES, send } from '../../support/route-recipes.ts'
import { useTlsReceiver } from '../../support/tls-receiver.ts'

const tls = useTlsReceiver()
const READS = new Set(['GET', 'HEAD', 'OPTIONS'])
/** What each kind of actor looks like in an entry. */
const ACTORS: Record<string, RegExp> = {
  session: /^session:ses_[a-z2-7]{24}$/,
  key: /^key:hd_test_sk_[0-9A-Za-z]{4}…$/,
  operator: /^operator:walker$/,
  link: /^link:lnk_[a-z2-7]{24}$/,
  visitor: /^visitor$/,
}

interface Route {
  method: string
  path: string
  audit: readonly string[] | false | undefined
}

const routesOf = (stage: Stage): Route[] =>
  (stage.w.t.app.routes as any[]).map(r => ({
    method: String(r.method),
    path: String(r.path),
    audit: r.hooks?.detail?.[AUDIT_EXTENSION],
  }))
const name = (r: Route) => `${r.method} ${r.path}`

for (const variant of ['nested', 'column'] as const) {
  describe(`${variant}: every state-changing route writes the audit log`, () => {
    let stage: Stage
    beforeAll(async () => {
      stage = await openStage(variant, tls.certificate, tls.receiver)
    }, 180_000)
    afterAll(() => stage?.w.close())

    test('every route but a read declares what it writes, and has a recipe; no read declares an entry', () => {
      const routes = routesOf(stage)
      const changing = routes.filter(r => !READS.has(r.method))
      expect(changing.length).toBeGreaterThan(25)
      expect(changing.filter(r => r.audit === undefined).map(name)).toEqual([])
      expect(changing.filter(r => !RECIPES[name(r)]).map(name)).toEqual([])
      expect(routes.filter(r => READS.has(r.method) && r.audit).map(name)).toEqual([])
    })

    test('each, taken as a client takes it, writes a declared entry with its actor, address and account', async () => {
      const walked: string[] = []
      const skipped: string[] = []
      for (const route of routesOf(stage).filter(r => !READS.has(r.method) && r.audit)) {
        const declared = route.audit as readonly string[]
        const prepared = await RECIPES[name(route)](stage)
        if ('skip' in prepared) {
          skipped.push(`${name(route)} (${prepared.skip})`)
          continue
        }
        const before = await auditIds(stage)
        const res = await send(stage, route.method, prepared)
        const where = `${name(route)} → ${res.status} ${res.text.slice(0, 200)}`
        expect(res.status, where).toBeLessThan(400)
        const rows = await auditSince(stage, before, 5000)
        const accountId = await prepared.accountId()
        const mine = rows.filter(r => r.accountId === accountId)
        expect(mine.length, where).toBeGreaterThan(0)
        for (const row of rows) expect(declared, where).toContain(row.action)
        for (const row of mine) {
          expect(row.actor, where).toMatch(ACTORS[prepared.actor])
          expect(row.ip, where).toBe(prepared.ip)
        }
        if (carriesSecret(res)) expect(res.headers.get('cache-control'), where).toBe('no-store')
        walked.push(name(route))
      }
      const declared = routesOf(stage).filter(r => !READS.has(r.method) && r.audit).length
      const reads = routesOf(stage).filter(r => r.audit === false).length
      console.log(
        `[audit walk ${variant}] ${walked.length} of ${declared} state-changing routes taken, each wrote its audit entries; ${reads} more declared to change nothing; skipped: ${skipped.join('; ') || 'none'}`,
      )
      expect(walked.length + skipped.length).toBe(declared)
      // Only a form a variant's plans cannot use (a starter plan's states, in the column variant) may be
      // skipped, besides billing: it needs a Stripe account, which this stage does not configure, and
      // tests/api/modules/billing and tests/api/modules/accounts/billing-page.test.ts prove its entries
      // against the Stripe stand-in.
      const billing = /^POST \/(v1\/billing\/|v1\/webhooks\/stripe|dashboard\/billing\/)/
      expect(skipped.filter(route => !billing.test(route)).length).toBeLessThanOrEqual(1)
    }, 300_000)

    test('a route declared to change nothing writes nothing', async () => {
      for (const route of routesOf(stage).filter(r => r.audit === false && !READS.has(r.method))) {
        const prepared = await RECIPES[name(route)](stage)
        if ('skip' in prepared) continue
        const before = await auditIds(stage)
        await send(stage, route.method, prepared)
        expect(await auditSince(stage, before), name(route)).toEqual([])
      }
    })

    test('no page view or read writes the log, and a page view spends no secret', async () => {
      const m = await member(stage)
      const before = await auditIds(stage)
      for (const page of [...DASHBOARD_PAGES, '/dashboard/audit.csv'])
        expect((await m.v.get(page)).status, page).toBe(200)
      expect((await api(stage, 'GET', '/v1/webhooks', bearer(m.secret))).status).toBe(200)
      expect(await auditSince(stage, before)).toEqual([])
      // The sign-up's secret key still waits to be shown by its button.
      const sealed = await dbOf(stage)
        .select({ id: apiKeys.id })
        .from(apiKeys)
        .where(and(eq(apiKeys.accountId, m.account.id), eq(apiKeys.kind, 'secret'), isNotNull(apiKeys.sealedKey)))
      expect(sealed).toHaveLength(1)
    })
  })
}
