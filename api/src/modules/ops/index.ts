/**
 * /ops: operator endpoints behind X-Admin-Key (HD_ADMIN_SECRET). Accounts, keys and regulation
 * edits without a database shell. Off (503 OPS_DISABLED) when no secret is configured.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import { Elysia, t } from 'elysia'
import type { AppDeps } from '../../deps.ts'
import { LEGAL_STATUSES } from '../../domain/types.ts'
import { ok } from '../../lib/envelope.ts'
import { ApiError } from '../../lib/errors.ts'
import { oneOf } from '../../lib/params.ts'
import { limitBody, requestIdOf } from '../../plugins/errors.ts'
import { envelope } from '../../variants/common-schemas.ts'
import { describe } from '../docs/describe.ts'
import { metricsOf, metricsSchema } from './metrics.ts'
import { editRegulation, presentAccount, presentKey } from './service.ts'

const digest = (value: string): Buffer => createHash('sha256').update(value).digest()

function adminGuard(secret: string | null) {
  const expected = secret ? digest(secret) : null
  // Reads the request's headers, not Elysia's `headers` object: naming that parameter makes Elysia
  // copy every request's headers into an object, on every route of the app.
  return ({ request }: { request: Request }) => {
    if (!expected) throw new ApiError('OPS_DISABLED', 'The operator surface is off: set HD_ADMIN_SECRET to enable it.')
    const given = request.headers.get('x-admin-key')
    if (!given || !timingSafeEqual(digest(given), expected)) throw new ApiError('MISSING_ADMIN_KEY', 'Send the operator secret in X-Admin-Key.')
  }
}

const doc = (summary: string, okStatus = 200) =>
  describe({
    tag: 'Operations', summary, security: 'admin', okStatus, ok: envelope(t.Any()),
    errors: ['MISSING_ADMIN_KEY', 'OPS_DISABLED', 'VALIDATION_ERROR', 'NOT_FOUND', 'ALREADY_EXISTS'],
  })

const stateCodes = t.Array(t.String({ pattern: '^[A-Za-z]{2}$' }), { error: 'body.states: expected an array of two-letter codes' })

export function opsModule(deps: AppDeps) {
  const { accounts, profile } = deps
  const tier = oneOf('body.tier', profile.tiers)
  return new Elysia({ name: 'hd-ops', prefix: '/ops' })
    // Transform runs before body validation: no operator secret, no hints about the body's shape.
    .onTransform(adminGuard(deps.env.adminSecret))
    .onParse(limitBody)
    .get('/metrics', ({ set }) => ok(metricsOf(deps), requestIdOf(set)), {
      detail: describe({ tag: 'Operations', summary: 'This instance’s metrics (rate-limit store and its fallback)', security: 'admin', ok: envelope(metricsSchema), errors: ['MISSING_ADMIN_KEY', 'OPS_DISABLED'] }),
    })
    .get('/accounts', async ({ set }) => ok((await accounts.listAccounts()).map(presentAccount), requestIdOf(set)), { detail: doc('List accounts') })
    .post('/accounts', async ({ body, set }) => {
      const account = await accounts.createAccount({ ...body, rateLimitPerMinute: body.rate_limit_per_minute })
      set.status = 201
      return ok(presentAccount(account), requestIdOf(set))
    }, {
      body: t.Object({
        name: t.String({ minLength: 1, maxLength: 200, error: 'body.name: expected a name' }),
        email: t.String({ format: 'email', error: 'body.email: expected an e-mail address' }),
        tier: t.Optional(tier),
        states: t.Optional(stateCodes),
        rate_limit_per_minute: t.Optional(t.Integer({ minimum: 1, error: 'body.rate_limit_per_minute: expected a positive whole number' })),
      }, { additionalProperties: false }),
      detail: doc('Create an account', 201),
    })
    .patch('/accounts/:id', async ({ params, body, set }) => {
      const account = await accounts.updateAccount(params.id, {
        name: body.name, tier: body.tier, states: body.states, status: body.status, rateLimitPerMinute: body.rate_limit_per_minute,
      })
      return ok(presentAccount(account), requestIdOf(set))
    }, {
      body: t.Object({
        name: t.Optional(t.String({ minLength: 1 })),
        tier: t.Optional(tier),
        states: t.Optional(t.Union([stateCodes, t.Null()])),
        status: t.Optional(oneOf('body.status', ['active', 'deactivated'])),
        rate_limit_per_minute: t.Optional(t.Union([t.Integer({ minimum: 1 }), t.Null()])),
      }, { additionalProperties: false }),
      detail: doc('Change an account (tier, states, status, limit)'),
    })
    .get('/accounts/:id/keys', async ({ params, set }) => {
      await accounts.getAccount(params.id)
      return ok((await accounts.listKeys(params.id)).map(presentKey), requestIdOf(set))
    }, { detail: doc('List an account’s keys') })
    .post('/accounts/:id/keys', async ({ params, body, set }) => {
      const { key, secret } = await accounts.createKey(params.id, {
        kind: body.kind, env: body.env, label: body.label, allowedOrigins: body.allowed_origins,
      })
      set.status = 201
      return ok({ ...presentKey(key), key: secret }, requestIdOf(set), { notice: 'The key is shown only now; HempData stores its hash.' })
    }, {
      body: t.Object({
        kind: t.Optional(oneOf('body.kind', ['secret', 'publishable'])),
        env: t.Optional(oneOf('body.env', ['live', 'test'])),
        label: t.Optional(t.String({ maxLength: 200 })),
        allowed_origins: t.Optional(t.Array(t.String({ pattern: '^https?://[^/\\s]+$', error: 'body.allowed_origins: expected origins such as https://shop.example' }))),
      }, { additionalProperties: false }),
      detail: doc('Issue a key (shown once)', 201),
    })
    .delete('/keys/:id', async ({ params, set }) => ok(presentKey(await accounts.deactivateKey(params.id)), requestIdOf(set)), {
      detail: doc('Deactivate a key'),
    })
    .patch('/regulations/:id', async ({ params, body, set }) => {
      const uuid = profile.regulationUuid(params.id)
      if (!uuid) throw new ApiError('NOT_FOUND', `No regulation ${params.id}.`)
      return ok(await editRegulation(deps.database.db, uuid, body), requestIdOf(set))
    }, {
      body: t.Object({
        reason: t.String({ minLength: 3, error: 'body.reason: say why the record changes' }),
        changed_at: t.Optional(t.String({ format: 'date-time' })),
        legal_status: t.Optional(oneOf('body.legal_status', LEGAL_STATUSES)),
        summary: t.Optional(t.String({ minLength: 1 })),
        confidence: t.Optional(t.Number({ minimum: 0, maximum: 1 })),
        block_sale: t.Optional(t.Boolean()),
        effective_date: t.Optional(t.String({ format: 'date' })),
        expiry_date: t.Optional(t.Union([t.String({ format: 'date' }), t.Null()])),
        details: t.Optional(t.Record(t.String(), t.Any())),
      }, { additionalProperties: false }),
      detail: doc('Edit a regulation through the change service (writes changelog and outbox)'),
    })
}
