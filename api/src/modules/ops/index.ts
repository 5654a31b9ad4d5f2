/**
 * /ops: operator endpoints behind X-Admin-Key (HD_ADMIN_SECRET). Accounts, keys and regulation
 * edits without a database shell. Off (503 OPS_DISABLED) when no secret is configured. Each
 * request waits on the database at most HD_DB_TIMEOUT_MS, then answers 503 SERVICE_UNAVAILABLE;
 * a change it started then rolls back instead of landing later (see `inTime`).
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import { Elysia, t } from 'elysia'
import type { AppDeps } from '../../deps.ts'
import { LEGAL_STATUSES } from '../../domain/types.ts'
import { ok } from '../../lib/envelope.ts'
import { withDeadline } from '../../lib/deadline.ts'
import { ApiError } from '../../lib/errors.ts'
import { oneOf } from '../../lib/params.ts'
import { limitBody, requestIdOf } from '../../plugins/errors.ts'
import { envelope } from '../../variants/common-schemas.ts'
import { describe } from '../docs/describe.ts'
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
    errors: ['MISSING_ADMIN_KEY', 'OPS_DISABLED', 'VALIDATION_ERROR', 'NOT_FOUND', 'ALREADY_EXISTS', 'SERVICE_UNAVAILABLE'],
  })

/**
 * The time the database has to commit a change before its request's deadline: a change still
 * running after `notAfter` rolls back, so a 503 means nothing was changed unless the database
 * failed during the commit itself (changes through /ops can be sent again safely).
 */
const COMMIT_MS = 250

/** Runs `work` within the database deadline; it receives the time after which it must not commit. */
function inTime<T>(timeoutMs: number, work: (notAfter: number) => Promise<T>): Promise<T> {
  return withDeadline(work(Date.now() + Math.max(timeoutMs - COMMIT_MS, timeoutMs / 2)), timeoutMs)
}

const stateCodes = t.Array(t.String({ pattern: '^[A-Za-z]{2}$' }), { error: 'body.states: expected an array of two-letter codes' })

export function opsModule(deps: AppDeps) {
  const { accounts, profile } = deps
  const timeoutMs = deps.env.dbTimeoutMs
  const tier = oneOf('body.tier', profile.tiers)
  return new Elysia({ name: 'hd-ops', prefix: '/ops' })
    // Transform runs before body validation: no operator secret, no hints about the body's shape.
    .onTransform(adminGuard(deps.env.adminSecret))
    .onParse(limitBody)
    .get('/accounts', async ({ set }) => ok((await inTime(timeoutMs, () => accounts.listAccounts())).map(presentAccount), requestIdOf(set)), {
      detail: doc('List accounts'),
    })
    .post('/accounts', async ({ body, set }) => {
      const account = await inTime(timeoutMs, (notAfter) => accounts.createAccount({ ...body, rateLimitPerMinute: body.rate_limit_per_minute }, notAfter))
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
      const patch = { name: body.name, tier: body.tier, states: body.states, status: body.status, rateLimitPerMinute: body.rate_limit_per_minute }
      const account = await inTime(timeoutMs, (notAfter) => accounts.updateAccount(params.id, patch, notAfter))
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
      const keys = await inTime(timeoutMs, async () => {
        await accounts.getAccount(params.id)
        return accounts.listKeys(params.id)
      })
      return ok(keys.map(presentKey), requestIdOf(set))
    }, { detail: doc('List an account’s keys') })
    .post('/accounts/:id/keys', async ({ params, body, set }) => {
      const input = { kind: body.kind, env: body.env, label: body.label, allowedOrigins: body.allowed_origins }
      const { key, secret } = await inTime(timeoutMs, (notAfter) => accounts.createKey(params.id, input, notAfter))
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
    .delete('/keys/:id', async ({ params, set }) => ok(presentKey(await inTime(timeoutMs, (notAfter) => accounts.deactivateKey(params.id, notAfter))), requestIdOf(set)), {
      detail: doc('Deactivate a key'),
    })
    .patch('/regulations/:id', async ({ params, body, set }) => {
      const uuid = profile.regulationUuid(params.id)
      if (!uuid) throw new ApiError('NOT_FOUND', `No regulation ${params.id}.`)
      return ok(await inTime(timeoutMs, (notAfter) => editRegulation(deps.database.db, uuid, body, notAfter)), requestIdOf(set))
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
