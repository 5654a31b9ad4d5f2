/**
 * /ops: operator endpoints behind X-Admin-Key (HD_ADMIN_SECRET). Accounts, keys and regulation
 * edits without a database shell, each audited with the operator's name (X-Operator; actions.ts).
 * Off (503 OPS_DISABLED) when no secret is configured. Each request waits on the database at most
 * HD_DB_TIMEOUT_MS, then answers 503 SERVICE_UNAVAILABLE; a change it started then rolls back
 * instead of landing later (see `inTime`). Answers are Cache-Control: no-store (a key is in one).
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import { Elysia } from 'elysia'
import type { AppDeps } from '../../http/deps.ts'
import { readJson } from '../../http/body.ts'
import { secure } from '../../http/security-headers.ts'
import { ok } from '../../http/envelope.ts'
import { withDeadline } from '../../lib/deadline.ts'
import { ApiError } from '../../lib/errors.ts'
import { requestIdOf } from '../../http/request-id.ts'
import { describe } from '../../http/openapi.ts'
import type { AuditBy } from '../../accounts/audit.ts'
import { opsActions } from './actions.ts'
import { metricsOf } from './metrics.ts'
import { issuedId, OPS_BODY_BYTES, OPS_BODY_EXAMPLE, operatorName, opsModel } from './model.ts'
import { presentAccount, presentKey } from './service.ts'
import { patchOf, playgroundActions, playgroundBody, presentPlayground } from './playground.ts'

const digest = (value: string): Buffer => createHash('sha256').update(value).digest()

function adminGuard(secret: string | null) {
  const expected = secret ? digest(secret) : null
  // Reads the request's headers, not Elysia's `headers` object: naming that parameter makes Elysia
  // copy every request's headers into an object, on every route of the app.
  return ({ request }: { request: Request }) => {
    if (!expected) throw new ApiError('OPS_DISABLED', 'The operator surface is off: set HD_ADMIN_SECRET to enable it.')
    const given = request.headers.get('x-admin-key')
    if (!given || !timingSafeEqual(digest(given), expected))
      throw new ApiError('MISSING_ADMIN_KEY', 'Send the operator secret in X-Admin-Key.')
  }
}

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

export function opsModule(deps: AppDeps) {
  const { accounts, profile } = deps
  const timeoutMs = deps.env.dbTimeoutMs
  const { bodies, routes } = opsModel(profile.tiers)
  const guard = adminGuard(deps.env.adminSecret)
  const act = opsActions(deps)
  const playground = playgroundActions(deps)
  const operator = (request: Request): AuditBy => ({
    actor: { kind: 'operator', id: operatorName(request) },
    ip: deps.clientIp.addressOfRequest(request),
  })
  return (
    new Elysia({ name: 'hd-ops', prefix: '/ops' })
      // Parsing comes first in a request's life, so the secret is checked here before a body is read:
      // no secret, no parsing, and no hints about the body's shape. Transform checks routes without a body.
      .onParse(({ request }) => {
        guard({ request })
        return readJson(request, OPS_BODY_BYTES, OPS_BODY_EXAMPLE)
      })
      .onTransform(guard)
      .onAfterHandle(({ request, set }) => {
        set.headers['cache-control'] = 'no-store'
        secure(deps.security, request, set.headers)
      })
      .get('/metrics', ({ set }) => ok(metricsOf(deps), requestIdOf(set)), {
        detail: describe(routes.metrics),
      })
      .get(
        '/accounts',
        async ({ set }) =>
          ok((await inTime(timeoutMs, () => accounts.listAccounts())).map(presentAccount), requestIdOf(set)),
        {
          detail: describe(routes.listAccounts),
        },
      )
      .post(
        '/accounts',
        async ({ body, set, request }) => {
          const input = { ...body, rateLimitPerMinute: body.rate_limit_per_minute }
          const account = await inTime(timeoutMs, notAfter => act.createAccount(operator(request), input, notAfter))
          set.status = 201
          return ok(presentAccount(account), requestIdOf(set))
        },
        { body: bodies.createAccount, detail: describe(routes.createAccount) },
      )
      .patch(
        '/accounts/:id',
        async ({ params, body, set, request }) => {
          const patch = {
            name: body.name,
            tier: body.tier,
            states: body.states,
            status: body.status,
            rateLimitPerMinute: body.rate_limit_per_minute,
          }
          const id = issuedId('account', params.id)
          const account = await inTime(timeoutMs, notAfter => act.updateAccount(operator(request), id, patch, notAfter))
          return ok(presentAccount(account), requestIdOf(set))
        },
        { body: bodies.updateAccount, detail: describe(routes.updateAccount) },
      )
      .get(
        '/accounts/:id/keys',
        async ({ params, set }) => {
          const id = issuedId('account', params.id)
          const keys = await inTime(timeoutMs, async () => {
            await accounts.getAccount(id)
            return accounts.listKeys(id)
          })
          return ok(keys.map(presentKey), requestIdOf(set))
        },
        { detail: describe(routes.listKeys) },
      )
      .post(
        '/accounts/:id/keys',
        async ({ params, body, set, request }) => {
          const input = {
            kind: body.kind,
            env: body.env,
            label: body.label,
            allowedOrigins: body.allowed_origins,
            createdBy: 'ops',
          }
          const id = issuedId('account', params.id)
          const { key, secret } = await inTime(timeoutMs, notAfter =>
            act.createKey(operator(request), id, input, notAfter),
          )
          set.status = 201
          return ok({ ...presentKey(key), key: secret }, requestIdOf(set), {
            notice: 'The key is shown only now; HempData stores its hash.',
          })
        },
        { body: bodies.createKey, detail: describe(routes.createKey) },
      )
      .delete(
        '/keys/:id',
        async ({ params, set, request }) => {
          const id = issuedId('key', params.id)
          const key = await inTime(timeoutMs, notAfter => act.deactivateKey(operator(request), id, notAfter))
          return ok(presentKey(key), requestIdOf(set))
        },
        {
          detail: describe(routes.deactivateKey),
        },
      )
      .get(
        '/playground',
        async ({ set }) =>
          ok(presentPlayground(await inTime(timeoutMs, () => deps.playground.read())), requestIdOf(set)),
        { detail: describe(routes.playground) },
      )
      .patch(
        '/playground',
        async ({ body, set, request }) => {
          const patch = patchOf(body)
          const after = await inTime(timeoutMs, () => playground.update(operator(request), patch))
          return ok(presentPlayground(after), requestIdOf(set))
        },
        { body: playgroundBody, detail: describe(routes.updatePlayground) },
      )
      .post(
        '/playground/key',
        async ({ set, request }) => {
          const after = await inTime(timeoutMs, () => playground.rotate(operator(request)))
          return ok(presentPlayground(after), requestIdOf(set))
        },
        { detail: describe(routes.rotatePlaygroundKey) },
      )
      .patch(
        '/regulations/:id',
        async ({ params, body, set, request }) => {
          // A path whose percent-encoding does not decode has no id at all.
          const uuid = typeof params.id === 'string' ? profile.regulationUuid(params.id) : null
          if (!uuid) throw new ApiError('NOT_FOUND', `No regulation ${params.id}.`)
          const by = operator(request)
          return ok(await inTime(timeoutMs, notAfter => act.editRegulation(by, uuid, body, notAfter)), requestIdOf(set))
        },
        {
          body: bodies.editRegulation,
          detail: describe(routes.editRegulation),
        },
      )
  )
}
