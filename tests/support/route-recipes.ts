/**
 * How to take each state-changing route's action as a client does, for the suites that walk the
 * router: the audit suite proves each route writes the entries it declares (http/openapi.ts
 * `audit`), and the control-character suite sends each text field of each body with a NUL, an RLO
 * or a lone surrogate and proves nothing happens. A route of the router without a recipe here fails
 * both: a new route is covered the moment it is mounted, once its recipe says how to call it.
 * The page forms' recipes are in route-recipes-pages.ts.
 */
import type { ActorKind } from '../../api/src/accounts/audit.ts'
import { nextEmail, nextIp, type Visitor } from './accounts.ts'
import { ADMIN_SECRET } from './app.ts'
import { api, bearer, failedDelivery, member, pause, type Stage, subscription } from './audit-stage.ts'
import { PAGE_RECIPES } from './route-recipes-pages.ts'

/** A route's action, ready to send. */
export interface Prepared {
  /** The path with its parameters filled in. */
  path: string
  /** A form a visitor posts with the CSRF token of `page`; or JSON with `headers`. */
  form?: { visitor: Visitor; page: string; fields: Record<string, string | string[]> }
  json?: Record<string, unknown>
  headers?: Record<string, string>
  /** Whose audit log gets the entry (null: an operator's action on shared data). */
  accountId: () => Promise<string | null> | string | null
  actor: ActorKind
  /** The client address the request comes from. */
  ip: string
  /** The body's text fields (form fields, or dotted JSON paths). */
  textFields: string[]
}

export type Recipe = (stage: Stage) => Promise<Prepared | { skip: string }>

const operator = (ip: string) => ({ 'x-admin-key': ADMIN_SECRET, 'x-operator': 'walker', 'x-forwarded-for': ip })

/** A JSON request of `m`'s key (or no key), from a client address of its own. */
function keyed(path: string, key: string | null, accountId: string | null, json?: Record<string, unknown>): Prepared {
  const ip = nextIp()
  return {
    path,
    json,
    headers: { ...(key ? bearer(key) : {}), 'x-forwarded-for': ip },
    accountId: () => accountId,
    actor: 'key',
    ip,
    textFields: json ? textPaths(json) : [],
  }
}

/** Every string's dotted path in a JSON value. */
function textPaths(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return [path]
  if (Array.isArray(value)) return value.flatMap((item, i) => textPaths(item, `${path}.${i}`))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => textPaths(item, path ? `${path}.${key}` : key))
  return []
}

let serial = 0

const API_RECIPES: Record<string, Recipe> = {
  'POST /v1/webhooks': async stage => {
    const m = await member(stage)
    const json = {
      endpoint_url: stage.receiver.url(`/made/${serial++}`),
      description: 'Desk',
      filters: { substances: ['cbd'] },
    }
    return keyed('/v1/webhooks', m.secret, m.account.id, json)
  },
  'DELETE /v1/webhooks/:id': async stage => {
    const m = await member(stage)
    return keyed(`/v1/webhooks/${await subscription(stage, m)}`, m.secret, m.account.id)
  },
  'POST /v1/webhooks/:id/rotate-secret': async stage => {
    const m = await member(stage)
    return keyed(`/v1/webhooks/${await subscription(stage, m)}/rotate-secret`, m.secret, m.account.id, {
      overlap_hours: 1,
    })
  },
  'POST /v1/webhooks/:id/deliveries/:delivery_id/retry': async stage => {
    const m = await member(stage)
    const id = await subscription(stage, m)
    const delivery = await failedDelivery(stage, m, id)
    return keyed(`/v1/webhooks/${id}/deliveries/${delivery}/retry`, m.secret, m.account.id)
  },
  'POST /v1/webhooks/:id/reactivate': async stage => {
    const m = await member(stage)
    const id = await subscription(stage, m)
    await pause(stage, m.account.id)
    return keyed(`/v1/webhooks/${id}/reactivate`, m.secret, m.account.id)
  },
  'POST /v1/webhooks/:id/test': async stage => {
    const m = await member(stage)
    return keyed(`/v1/webhooks/${await subscription(stage, m)}/test`, m.secret, m.account.id)
  },
  // Billing needs a Stripe account, which this stage does not configure (the endpoints answer 503
  // FEATURE_DISABLED here): tests/api/modules/billing proves their audit entries against the stand-in.
  'POST /v1/billing/checkout': async () => ({ skip: 'billing needs Stripe: tests/api/modules/billing' }),
  'POST /v1/billing/portal': async () => ({ skip: 'billing needs Stripe: tests/api/modules/billing' }),
  'POST /v1/webhooks/stripe': async () => ({ skip: 'Stripe signs these events: tests/api/modules/billing' }),
  'POST /v1/answer': async () => keyed('/v1/answer', null, null, { question: 'Is CBD legal in Texas?', state: 'TX' }),
  'POST /v1/widget/check': async stage => {
    const m = await member(stage)
    const { secret } = await stage.w.t.services.accounts.createKey(m.account.id, { kind: 'publishable' })
    return keyed('/v1/widget/check', secret, m.account.id, { substance: 'cbd', product_type: 'edibles', state: 'TX' })
  },
  'POST /v1/compliance/verify': async stage => {
    const m = await member(stage)
    return keyed('/v1/compliance/verify', m.secret, m.account.id, {
      ship_to: { state: 'TX' },
      lines: [
        {
          id: 'jar-1',
          substance: 'delta-9-thc',
          product_type: 'edibles',
          thc_mg_per_container: 0.3,
          synthesized: false,
        },
      ],
    })
  },
  // Retired: answered 410 before any body is read, so there is no text field to refuse.
  'POST /v1/regulations/ask': async () => ({ ...keyed('/v1/regulations/ask', null, null), textFields: [] }),
  'POST /api/ask': async () => ({ ...keyed('/api/ask', null, null), textFields: [] }),

  'POST /ops/accounts': async stage => {
    const ip = nextIp()
    const email = nextEmail('ops')
    return {
      path: '/ops/accounts',
      json: { name: 'Walk shop', email, tier: stage.w.t.services.profile.topTier },
      headers: operator(ip),
      accountId: async () => (await stage.w.t.services.accounts.findAccountByEmail(email))?.id ?? null,
      actor: 'operator',
      ip,
      textFields: ['name', 'email'],
    }
  },
  'PATCH /ops/accounts/:id': async stage => {
    const m = await member(stage)
    const ip = nextIp()
    const json = { name: `Renamed ${serial++}` }
    return {
      path: `/ops/accounts/${m.account.id}`,
      json,
      headers: operator(ip),
      accountId: () => m.account.id,
      actor: 'operator',
      ip,
      textFields: ['name'],
    }
  },
  'POST /ops/accounts/:id/keys': async stage => {
    const m = await member(stage)
    const ip = nextIp()
    const json = { label: 'Issued by ops' }
    return {
      path: `/ops/accounts/${m.account.id}/keys`,
      json,
      headers: operator(ip),
      accountId: () => m.account.id,
      actor: 'operator',
      ip,
      textFields: ['label'],
    }
  },
  'DELETE /ops/keys/:id': async stage => {
    const m = await member(stage)
    const { key } = await stage.w.t.services.accounts.createKey(m.account.id, { kind: 'secret', env: 'test' })
    const ip = nextIp()
    return {
      path: `/ops/keys/${key.id}`,
      headers: operator(ip),
      accountId: () => m.account.id,
      actor: 'operator',
      ip,
      textFields: [],
    }
  },
  'PATCH /ops/playground': async () => {
    const ip = nextIp()
    // A new cap each time, so each walk makes a change to record.
    const json = { per_ip_hourly: 100 + serial++, allowed_origins: ['http://localhost:3000'] }
    return {
      path: '/ops/playground',
      json,
      headers: operator(ip),
      accountId: () => null,
      actor: 'operator',
      ip,
      textFields: ['allowed_origins.0'],
    }
  },
  'POST /ops/playground/key': async () => {
    const ip = nextIp()
    return {
      path: '/ops/playground/key',
      headers: operator(ip),
      accountId: () => null,
      actor: 'operator',
      ip,
      textFields: [],
    }
  },
  'PATCH /ops/regulations/:id': async stage => {
    const record = stage.w.t.services.store.current.regulations[serial++ % 50]
    const id = stage.w.t.services.profile.regulationPublicId(record.id)
    const ip = nextIp()
    const json = { reason: 'Walk: a summary corrected', summary: `${record.summary} (checked ${serial})` }
    return {
      path: `/ops/regulations/${id}`,
      json,
      headers: operator(ip),
      accountId: () => null,
      actor: 'operator',
      ip,
      textFields: ['reason', 'summary'],
    }
  },
}

/** Every recipe, by `METHOD path` as the router names the route. */
export const RECIPES: Record<string, Recipe> = { ...API_RECIPES, ...PAGE_RECIPES }

/** `body` with the string at dotted `path` replaced by `value`. */
function replaced(body: Record<string, unknown>, path: string, value: string): Record<string, unknown> {
  const copy = structuredClone(body)
  const parts = path.split('.')
  let at: any = copy
  for (const part of parts.slice(0, -1)) at = at[part]
  at[parts.at(-1)!] = value
  return copy
}

/** Sends a prepared action, with one text field given `hostile` instead when asked. */
export async function send(stage: Stage, method: string, p: Prepared, hostile?: { field: string; value: string }) {
  if (p.form) {
    const { visitor, page, fields } = p.form
    const csrf = /name="csrf" value="([^"]+)"/.exec((await visitor.get(page)).text)?.[1] ?? ''
    const sent = hostile ? { ...fields, [hostile.field]: hostile.value } : fields
    return visitor.post(p.path, { csrf, ...sent })
  }
  const json = p.json && hostile ? replaced(p.json, hostile.field, hostile.value) : p.json
  return api(stage, method, p.path, p.headers ?? {}, json)
}
