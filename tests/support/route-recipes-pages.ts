/**
 * Recipes (route-recipes.ts) of the account pages' forms: each posted by a browser-like Visitor
 * with the CSRF token of the page it is on, from its own client address, as a person would.
 */
import { eq } from 'drizzle-orm'
import type { ActorKind } from '../../api/src/accounts/audit.ts'
import { accounts } from '../../api/src/db/schema/index.ts'
import { latestLink, nextEmail, Visitor } from './accounts.ts'
import { dbOf, failedDelivery, type Member, member, pause, type Stage, subscription } from './audit-stage.ts'
import type { Prepared, Recipe } from './route-recipes.ts'

/** A form `visitor` posts to `path` from `page`. */
function form(
  visitor: Visitor,
  page: string,
  path: string,
  fields: Record<string, string | string[]>,
  accountId: Prepared['accountId'],
  actor: ActorKind = 'session',
): Prepared {
  const textFields = Object.entries(fields)
    .filter(([, value]) => typeof value === 'string')
    .map(([name]) => name)
  return { path, form: { visitor, page, fields }, accountId, actor, ip: visitor.ip, textFields }
}

const own = (m: Member) => () => m.account.id
const byEmail = (stage: Stage, email: string) => async () =>
  (await dbOf(stage).select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email)))[0]?.id ?? null
const pathOf = (link: string) => new URL(link).pathname + new URL(link).search
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? ''

/** A form on one of the member's subscriptions, on its page. */
async function onHook(stage: Stage, action: string): Promise<Prepared> {
  const m = await member(stage)
  const id = await subscription(stage, m)
  const page = `/dashboard/webhooks/${id}`
  const path =
    action === 'retry' ? `${page}/deliveries/${await failedDelivery(stage, m, id)}/retry` : `${page}/${action}`
  // Paused by hand: pausing takes 50 failed attempts in a row.
  if (action === 'reactivate') await pause(stage, m.account.id)
  return form(m.v, page, path, {}, own(m))
}

/** A key of the member's, made for the recipe. */
async function keyOf(stage: Stage, m: Member, kind: 'secret' | 'publishable') {
  return (await stage.w.t.services.accounts.createKey(m.account.id, { kind, env: 'test', label: 'Walk' })).key.id
}

export const PAGE_RECIPES: Record<string, Recipe> = {
  'POST /signup': async stage => {
    const email = nextEmail('signup')
    return form(
      new Visitor(stage.browser),
      '/signup',
      '/signup',
      { email, company: 'Walk Co' },
      byEmail(stage, email),
      'visitor',
    )
  },
  // A read: the playground's form sends one curated request with the demo key and changes nothing.
  'POST /playground': async stage =>
    form(new Visitor(stage.browser), '/playground', '/playground', { request: 'states' }, () => null, 'visitor'),
  'POST /login': async stage => {
    const m = await member(stage)
    return form(new Visitor(stage.browser), '/login', '/login', { email: m.email }, own(m), 'visitor')
  },
  'POST /login/link': async stage => {
    const m = await member(stage)
    const v = new Visitor(stage.browser)
    const link = await v.requestLink('/login', m.email)
    return form(v, pathOf(link), '/login/link', { token: tokenOf(link) }, own(m), 'link')
  },
  'POST /email/undo': async stage => {
    const m = await member(stage)
    const moved = nextEmail('moved')
    await m.v.submit('/dashboard/account', '/dashboard/account/email', { email: moved })
    await new Visitor(stage.browser).followLink(await latestLink(stage.w.t, moved))
    const undo = await latestLink(stage.w.t, m.email, 2)
    const v = new Visitor(stage.browser)
    return form(v, pathOf(undo), '/email/undo', { token: tokenOf(undo) }, own(m), 'link')
  },
  'POST /logout': async stage => {
    const m = await member(stage)
    return form(m.v, '/dashboard', '/logout', {}, own(m))
  },
  'POST /dashboard/states': async stage => {
    const tier = stage.w.t.services.profile.defaultTier
    const allowance = stage.w.t.services.profile.stateAllowance(tier)
    if (allowance === null) return { skip: `no plan of the ${stage.variant} variant chooses its states` }
    const m = await member(stage, tier)
    return form(m.v, '/dashboard', '/dashboard/states', { states: ['OR', 'WA', 'CO', 'TX', 'NY'] }, own(m))
  },
  // Stripe is not configured on this stage: tests/api/modules/billing proves these entries against the stand-in.
  'POST /dashboard/billing/checkout': async () => ({ skip: 'billing needs Stripe: tests/api/modules/billing' }),
  'POST /dashboard/billing/portal': async () => ({ skip: 'billing needs Stripe: tests/api/modules/billing' }),
  'POST /dashboard/reveal-key': async stage => {
    const m = await member(stage)
    return form(m.v, '/dashboard', '/dashboard/reveal-key', {}, own(m))
  },
  'POST /dashboard/reauth': async stage => {
    const m = await member(stage)
    return form(m.v, '/dashboard', '/dashboard/reauth', { return_to: '/dashboard/keys' }, own(m))
  },
  'POST /dashboard/keys': async stage => {
    const m = await member(stage)
    return form(m.v, '/dashboard/keys', '/dashboard/keys', { name: 'Walk key', kind: 'secret' }, own(m))
  },
  'POST /dashboard/keys/:id/revoke': async stage => {
    const m = await member(stage)
    return form(m.v, '/dashboard/keys', `/dashboard/keys/${await keyOf(stage, m, 'secret')}/revoke`, {}, own(m))
  },
  'POST /dashboard/keys/:id/roll': async stage => {
    const m = await member(stage)
    const path = `/dashboard/keys/${await keyOf(stage, m, 'secret')}/roll`
    return form(m.v, '/dashboard/keys', path, { grace: '1h' }, own(m))
  },
  'POST /dashboard/keys/:id/origins': async stage => {
    const m = await member(stage)
    const path = `/dashboard/keys/${await keyOf(stage, m, 'publishable')}/origins`
    return form(m.v, '/dashboard/keys', path, { origins: 'https://shop.example' }, own(m))
  },
  'POST /dashboard/webhooks/:id/test': stage => onHook(stage, 'test'),
  'POST /dashboard/webhooks/:id/reactivate': stage => onHook(stage, 'reactivate'),
  'POST /dashboard/webhooks/:id/rotate-secret': stage => onHook(stage, 'rotate-secret'),
  'POST /dashboard/webhooks/:id/delete': stage => onHook(stage, 'delete'),
  'POST /dashboard/webhooks/:id/deliveries/:delivery/retry': stage => onHook(stage, 'retry'),
  'POST /dashboard/account/email': async stage => {
    const m = await member(stage)
    return form(m.v, '/dashboard/account', '/dashboard/account/email', { email: nextEmail('new') }, own(m))
  },
  'POST /dashboard/account/sign-out-everywhere': async stage => {
    const m = await member(stage)
    return form(m.v, '/dashboard/account', '/dashboard/account/sign-out-everywhere', {}, own(m))
  },
}
