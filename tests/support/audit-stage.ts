/**
 * The stage of the suites that walk every state-changing route (the audit log's, the control
 * characters'): an in-process HempData wired to a real HTTPS receiver, behind a "trusted proxy"
 * (loopback) so each request names its own client address, with the address forms' worker; and
 * what the routes act on, made the way a customer makes it: members (signed up by the form, moved
 * to the top tier, with a secret key), subscriptions made through the API, failed deliveries.
 */
import { eq, sql } from 'drizzle-orm'
import type { Account } from '../../api/src/accounts/key-cache.ts'
import { accounts, auditEvents, emails, sessions, webhookSubscriptions } from '../../api/src/db/schema/index.ts'
import { hashKey } from '../../api/src/lib/keys.ts'
import { nextEmail, nextIp, Visitor } from './accounts.ts'
import type { TestApp, TestResponse } from './app.ts'
import type { Certificate, TlsReceiver } from './tls-receiver.ts'
import { webhookApp, type WebhookApp } from './webhook-app.ts'

export type Variant = 'nested' | 'column'

export interface Stage {
  variant: Variant
  w: WebhookApp
  /** The app as a browser reaches it (a Visitor's requests go to the app wired to the receiver). */
  browser: TestApp
  receiver: TlsReceiver
}

export interface Member {
  v: Visitor
  email: string
  account: Account
  /** A secret key of the account, and its display prefix (the actor of what it does). */
  secret: string
  prefix: string
}

export async function openStage(variant: Variant, certificate: Certificate, receiver: TlsReceiver): Promise<Stage> {
  const w = await webhookApp(certificate, { variant, env: { HD_TRUSTED_PROXIES: '127.0.0.1' } })
  return { variant, w, browser: { ...w.t, request: w.request }, receiver }
}

export const dbOf = (stage: Stage) => stage.w.t.services.database.db

/** Someone who signed up by the form just now (so signed in recently), on `tier` (the top one unless said), with a secret key. */
export async function member(stage: Stage, tier = stage.w.t.services.profile.topTier): Promise<Member> {
  const v = new Visitor(stage.browser)
  const email = nextEmail('walk')
  await v.signUp(email)
  const [account] = await dbOf(stage).update(accounts).set({ tier }).where(eq(accounts.email, email)).returning()
  await stage.w.t.services.sessions.changed(account.id)
  const { key, secret } = await stage.w.t.services.accounts.createKey(account.id, { kind: 'secret', env: 'test' })
  return { v, email, account, secret, prefix: key.displayPrefix }
}

/** A JSON request with a key (or other headers) from a client address of its own. */
export function api(stage: Stage, method: string, path: string, headers: Record<string, string>, body?: unknown) {
  return stage.w.request(path, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp(), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` })

let hooks = 0

/** A subscription of the member's, made through the API; its id as the API gives it. */
export async function subscription(stage: Stage, m: Member): Promise<string> {
  const res = await api(stage, 'POST', '/v1/webhooks', bearer(m.secret), {
    endpoint_url: stage.receiver.url(`/walk/${hooks++}`),
  })
  if (res.status !== 201) throw new Error(`subscription: ${res.status} ${res.text.slice(0, 300)}`)
  return res.body.data.id
}

/** A failed delivery of the subscription (a test event the receiver refused); its id as the API gives it. */
export async function failedDelivery(stage: Stage, m: Member, id: string): Promise<string> {
  stage.receiver.answer(() => new Response('no', { status: 500 }))
  await api(stage, 'POST', `/v1/webhooks/${id}/test`, bearer(m.secret))
  stage.receiver.answer(() => new Response('ok'))
  const list = await api(stage, 'GET', `/v1/webhooks/${id}/deliveries?status=failed`, bearer(m.secret))
  return list.body.data[0].id
}

/** Pauses the account's subscriptions by hand (pausing takes 50 failed attempts in a row). */
export async function pause(stage: Stage, accountId: string): Promise<void> {
  await dbOf(stage)
    .update(webhookSubscriptions)
    .set({ status: 'paused' })
    .where(eq(webhookSubscriptions.accountId, accountId))
}

/** The session id behind a visitor's cookie (the actor of what it does). */
export async function sessionIdOf(stage: Stage, v: Visitor): Promise<string> {
  const token = v.cookies.get('hd_session') ?? ''
  const [row] = await dbOf(stage)
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.hash, hashKey(token)))
  return row?.id ?? 'none'
}

export type AuditRow = typeof auditEvents.$inferSelect

/** Every audit entry's id now: what a step writes is what is not among them after it. */
export async function auditIds(stage: Stage): Promise<Set<string>> {
  return new Set((await dbOf(stage).select({ id: auditEvents.id }).from(auditEvents)).map(r => r.id))
}

/** The entries written since `before`, waiting up to `waitMs` for the first (a job writes some). */
export async function auditSince(stage: Stage, before: Set<string>, waitMs = 0): Promise<AuditRow[]> {
  const deadline = Date.now() + waitMs
  for (;;) {
    const rows = (await dbOf(stage).select().from(auditEvents)).filter(r => !before.has(r.id))
    if (rows.length > 0 || Date.now() >= deadline) return rows
    await Bun.sleep(50)
  }
}

/** How many e-mails there are: a refused request must queue none. */
export async function mailCount(stage: Stage): Promise<number> {
  const [row] = await dbOf(stage).select({ n: sql<number>`count(*)::int` }).from(emails)
  return row.n
}

/** Whether a response carries a secret shown once (a key, a signing secret). */
export const carriesSecret = (res: TestResponse): boolean =>
  /hd_(live|test)_(sk|pk)_[0-9A-Za-z]{36}|whsec_[A-Za-z0-9+/]{20}/.test(res.text)
