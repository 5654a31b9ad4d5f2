/**
 * The dashboard's webhooks pages over plain HTTP, in both variants, against a real local HTTPS
 * receiver: the list with counters, deliveries with attempts, Retry, Reactivate, Send test event,
 * Rotate secret (shown once, no-store), the audit list, another account's ids (404) and CSRF.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { Webhook } from 'standardwebhooks'
import { accounts, auditEvents, webhookDeliveries, webhookSubscriptions } from '../../../../api/src/db/schema/index.ts'
import { WebhookService } from '../../../../api/src/modules/webhooks/service.ts'
import { webhookShapesFor } from '../../../../api/src/modules/webhooks/variants/index.ts'
import { nextEmail, Visitor } from '../../../support/accounts.ts'
import type { TestApp } from '../../../support/app.ts'
import { useTlsReceiver } from '../../../support/tls-receiver.ts'
import { webhookApp, type WebhookApp } from '../../../support/webhook-app.ts'

const tls = useTlsReceiver()
const SECRET = /whsec_[A-Za-z0-9+/]{43}=/
/** Subscriptions the tests set up directly, as HempData itself would record them. */
const SETUP = { actor: { kind: 'system' as const, id: 'test-setup' }, ip: null }

for (const variant of ['nested', 'column'] as const) {
  describe(`${variant}: /dashboard/webhooks`, () => {
    let w: WebhookApp
    let browser: TestApp
    let service: WebhookService
    beforeAll(async () => {
      w = await webhookApp(tls.certificate, { variant })
      // The pages of the app wired to the receiver, read by a Visitor as any account page is.
      browser = { ...w.t, request: w.request }
      const shapes = webhookShapesFor(w.t.services.profile)
      const ids = { subscription: shapes.subscriptionId, delivery: shapes.deliveryId }
      service = new WebhookService(w.t.services.database, () => w.box, w.policy, ids, { now: w.clock.now })
    }, 120_000)
    afterAll(() => w.close())

    const db = () => w.t.services.database.db
    /** A subscription's page, by the id the API gives it: `whk_…` (nested) or the UUID (column). */
    const hook = (sub: { id: string }) => `/dashboard/webhooks/${variant === 'nested' ? `whk_${sub.id}` : sub.id}`

    /** A signed-in person on the enterprise tier with a subscription to the receiver, or on the default tier. */
    async function member(enterprise = true) {
      const tier = enterprise ? 'enterprise' : w.t.services.profile.defaultTier
      const v = new Visitor(browser)
      const email = nextEmail('hooks')
      await v.signUp(email)
      const [account] = await db().update(accounts).set({ tier }).where(eq(accounts.email, email)).returning()
      await w.t.services.sessions.changed(account.id)
      const sub = enterprise
        ? (
            await service.create(
              account.id,
              { endpointUrl: tls.receiver.url(), filters: {}, description: 'Desk' },
              SETUP,
            )
          ).row
        : null
      return { v, account, sub: sub! }
    }

    const audited = async (accountId: string, action: string) =>
      (
        await db()
          .select()
          .from(auditEvents)
          .where(and(eq(auditEvents.accountId, accountId), eq(auditEvents.action, action)))
      ).length

    test('the list shows each subscription with its state and counters; a lower tier is told which plan', async () => {
      const { v, sub } = await member()
      await db()
        .update(webhookSubscriptions)
        .set({ totalDeliveries: 7, failedDeliveries: 2 })
        .where(eq(webhookSubscriptions.id, sub.id))
      const list = await v.get('/dashboard/webhooks')
      expect(list.status).toBe(200)
      expect(list.text).toContain(tls.receiver.url())
      expect(list.text).toContain(`${hook(sub)}`)
      expect(list.text).toMatch(/<td>7<\/td><td>2<\/td>/)
      expect(list.text).not.toMatch(SECRET)
      const lower = await member(false)
      const refused = await lower.v.get('/dashboard/webhooks')
      expect(refused.status).toBe(200)
      expect(refused.text).toContain('Webhooks come with the enterprise plan')
    })

    test('send a test event, read its attempt, retry the failed delivery; both audited', async () => {
      const { v, account, sub } = await member()
      tls.receiver.answer(() => new Response('receiver says no', { status: 500 }))
      const sent = await v.submit(`${hook(sub)}`, `${hook(sub)}/test`, {})
      expect(sent.status).toBe(303)
      expect(tls.receiver.received.at(-1)?.body).toContain('webhook.test')
      const failed = await v.get(`${hook(sub)}?status=failed`)
      expect(failed.text).toContain('receiver says no')
      expect(failed.text).toMatch(/500 · \d+ ms/)
      const none = await v.get(`${hook(sub)}?status=held`)
      expect(none.text).toContain('Deliveries (0)')
      const action = /action="([^"]+\/retry)"/.exec(failed.text)![1]
      const retried = await v.post(action, { csrf: Visitor.csrfOf(failed) })
      expect(retried.status).toBe(303)
      const deliveryId = action.split('/').at(-2)!.replace(/^dlv_/, '')
      const [row] = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId))
      expect(row.status).toBe('pending')
      // Only a failed delivery can be retried: said on the page, not a 500.
      const again = await v.post(action, { csrf: Visitor.csrfOf(failed) })
      expect(again.status).toBe(400)
      expect(again.text).toContain('only a failed delivery can be retried')
      expect(await audited(account.id, 'webhook.test_sent')).toBe(1)
      expect(await audited(account.id, 'webhook.delivery_retried')).toBe(1)
      expect((await v.get('/dashboard/audit')).text).toContain('webhook.delivery_retried')
    })

    test('reactivate a paused subscription: refused while the endpoint fails, active after a delivered test', async () => {
      const { v, account, sub } = await member()
      await db()
        .update(webhookSubscriptions)
        .set({ status: 'paused', pausedAt: new Date().toISOString() })
        .where(eq(webhookSubscriptions.id, sub.id))
      const page = await v.get(`${hook(sub)}`)
      expect(page.text).toContain(`${hook(sub)}/reactivate`)
      tls.receiver.answer(() => new Response('down', { status: 503 }))
      const refused = await v.post(`${hook(sub)}/reactivate`, { csrf: Visitor.csrfOf(page) })
      expect(refused.status).toBe(400)
      expect(refused.text).toContain('stays paused')
      tls.receiver.answer(() => new Response('ok'))
      const res = await v.post(`${hook(sub)}/reactivate`, { csrf: Visitor.csrfOf(page) })
      expect(res.status).toBe(303)
      const [row] = await db().select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, sub.id))
      expect(row.status).toBe('active')
      expect((await v.get(`${hook(sub)}`)).text).not.toContain('/reactivate')
      expect(await audited(account.id, 'webhook.reactivated')).toBe(1)
    })

    test('rotate: the new secret once, no-store, and it signs the next test event', async () => {
      const { v, account, sub } = await member()
      const rotated = await v.submit(`${hook(sub)}`, `${hook(sub)}/rotate-secret`, {})
      expect(rotated.status).toBe(200)
      expect(rotated.headers.get('cache-control')).toBe('no-store')
      const secret = SECRET.exec(rotated.text)![0]
      expect((await v.get(`${hook(sub)}`)).text).not.toMatch(SECRET)
      await v.submit(`${hook(sub)}`, `${hook(sub)}/test`, {})
      const got = tls.receiver.received.at(-1)!
      expect(new Webhook(secret).verify(got.body, got.headers.toJSON())).toMatchObject({ event_type: 'webhook.test' })
      expect(await audited(account.id, 'webhook.secret_rotated')).toBe(1)
    })

    test('another account’s subscription is 404 on every page and form, and nothing is sent', async () => {
      const owner = await member()
      const other = await member()
      const before = tls.receiver.received.length
      const base = hook(owner.sub)
      const page = await other.v.get(base)
      expect(page.status).toBe(404)
      expect(page.text).not.toContain(tls.receiver.url())
      const csrf = Visitor.csrfOf(await other.v.get('/dashboard/webhooks'))
      for (const action of [
        'test',
        'reactivate',
        'rotate-secret',
        `deliveries/${variant === 'nested' ? 'dlv_' : ''}${owner.sub.id}/retry`,
      ])
        expect((await other.v.post(`${base}/${action}`, { csrf })).status).toBe(404)
      expect((await other.v.get('/dashboard/webhooks/not-a-uuid')).status).toBe(404)
      expect(tls.receiver.received.length).toBe(before)
      const [row] = await db().select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, owner.sub.id))
      expect(row.sealedSecret).toBe(owner.sub.sealedSecret)
    })

    test('pages name subscriptions and deliveries as the API does, and page through deliveries 50 at a time', async () => {
      const { v, sub } = await member()
      if (variant === 'nested') expect((await v.get(`/dashboard/webhooks/${sub.id}`)).status).toBe(404)
      await db()
        .insert(webhookDeliveries)
        .values(
          Array.from({ length: 60 }, (_, i) => ({
            id: crypto.randomUUID(),
            subscriptionId: sub.id,
            eventId: `chg_paging_${i}`,
            eventType: 'legal_status_changed',
            body: '{}',
            status: 'failed' as const,
            createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
          })),
        )
      const first = await v.get(`${hook(sub)}?status=failed`)
      expect(first.text).toContain('1–50 of 60')
      expect(first.text.match(/chg_paging_\d+/g)).toHaveLength(50)
      expect(first.text).toContain('chg_paging_59')
      const retry = /action="[^"]+\/deliveries\/([^/"]+)\/retry"/.exec(first.text)![1]
      expect(retry).toMatch(variant === 'nested' ? /^dlv_[0-9a-f-]{36}$/ : /^[0-9a-f-]{36}$/)
      const older = /href="([^"]+)">Older</.exec(first.text)![1].replaceAll('&amp;', '&')
      const second = await v.get(older)
      expect(second.text).toContain('51–60 of 60')
      expect(second.text).toContain('chg_paging_0')
      expect(second.text).not.toContain('>Older<')
      for (const page of ['0', '-1', '1.5', 'x', '10001'])
        expect((await v.get(`${hook(sub)}?page=${page}`)).status).toBe(400)
    })

    test('a form without its CSRF token is refused and does nothing', async () => {
      const { v, sub } = await member()
      const before = tls.receiver.received.length
      const res = await v.post(`${hook(sub)}/test`, {})
      expect(res.status).toBe(403)
      const forged = await v.post(`${hook(sub)}/rotate-secret`, { csrf: 'x'.repeat(43) })
      expect(forged.status).toBe(403)
      expect(forged.text).not.toMatch(SECRET)
      expect(tls.receiver.received.length).toBe(before)
    })
  })
}
