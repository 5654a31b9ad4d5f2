/** Request bodies and route specs of /ops: validation and the OpenAPI document. */
import { t, type TSchema } from 'elysia'
import { LEGAL_STATUSES, type RegulationDetails } from '../../domain/types.ts'
import { ApiError, type ErrorCode } from '../../lib/errors.ts'
import type { RouteSpec } from '../../http/openapi.ts'
import { envelope } from '../../http/schemas.ts'
import { metricsSchema } from './metrics.ts'
import * as p from '../../http/params.ts'

/** /ops bodies are a few fields; a regulation edit with long labeling texts stays far below this. */
export const OPS_BODY_BYTES = 1024 * 1024
export const OPS_BODY_EXAMPLE = '{"reason": "…", "legal_status": "legal"}'

/** Who an operator is, for the audit log (the operator secret is shared; the name is each operator's). */
export const OPERATOR_HEADER = 'X-Operator'
const OPERATOR = /^[A-Za-z0-9][A-Za-z0-9._@+-]{0,63}$/

/** The operator's name from X-Operator ("operator" when none is sent); 400 VALIDATION_ERROR when it is not a name. */
export function operatorName(request: Request): string {
  const given = request.headers.get(OPERATOR_HEADER)
  if (given === null || given === '') return 'operator'
  if (!OPERATOR.test(given))
    throw new ApiError(
      'VALIDATION_ERROR',
      'header.x-operator: expected a name of letters, digits and . _ @ + - (at most 64)',
    )
  return given
}

/** The ids HempData issues (lib/ids.ts): anything else names nothing, and is answered without asking the database. */
const ISSUED = { account: /^acct_[a-z2-7]{24}$/, key: /^key_[a-z2-7]{24}$/ }

export function issuedId(kind: 'account' | 'key', id: string): string {
  if (!ISSUED[kind].test(id)) throw new ApiError('NOT_FOUND', `No ${kind} ${id}.`)
  return id
}

const stateCodes = t.Array(t.String({ pattern: '^[A-Za-z]{2}$' }), {
  error: 'body.states: expected an array of two-letter codes',
})

const text = () => t.String()
const orNull = <T extends TSchema>(schema: T) => t.Union([schema, t.Null()])
const amount = () => orNull(t.Number({ minimum: 0 }))
const texts = () => t.Array(t.String())

/**
 * Each detail with the type the record holds: an edit cannot store an age that is not a whole
 * number or a date that is not one. `satisfies` keeps it in step with RegulationDetails.
 */
const detailFields = {
  thcLimitText: text(),
  thcPctDryWeight: amount(),
  thcMgPerServing: amount(),
  thcMgPerContainer: amount(),
  thcMeasurementMethod: orNull(text()),
  cbdMgPerServing: amount(),
  minimumAge: orNull(t.Integer({ minimum: 0, maximum: 120 })),
  ageVerificationMethod: orNull(text()),
  labelingRequired: orNull(t.Boolean()),
  labelingRequirements: text(),
  packagingRequirements: text(),
  warningTextVerbatim: orNull(text()),
  testingRequired: t.Boolean(),
  testingStandard: orNull(text()),
  testingPanels: orNull(texts()),
  shippingStatus: orNull(text()),
  carrierRestrictions: orNull(texts()),
  licenseRequired: t.Boolean(),
  licenseType: orNull(text()),
  enforcementAgency: orNull(text()),
  enforcementDate: orNull(p.date('body.details.enforcementDate', 'When enforcement begins.')),
  penaltyRange: orNull(text()),
  salesChannels: texts(),
  possessionLimit: orNull(text()),
  additionalRestrictions: orNull(text()),
} satisfies Record<keyof RegulationDetails, TSchema>

export function opsBodies(tiers: readonly string[]) {
  const tier = p.oneOf('body.tier', tiers)
  return {
    createAccount: t.Object(
      {
        name: t.String({ minLength: 1, maxLength: 200, error: 'body.name: expected a name' }),
        email: t.String({ format: 'email', error: 'body.email: expected an e-mail address' }),
        tier: t.Optional(tier),
        states: t.Optional(stateCodes),
        rate_limit_per_minute: t.Optional(
          t.Integer({ minimum: 1, error: 'body.rate_limit_per_minute: expected a positive whole number' }),
        ),
      },
      { additionalProperties: false },
    ),
    updateAccount: t.Object(
      {
        name: t.Optional(t.String({ minLength: 1 })),
        tier: t.Optional(tier),
        states: t.Optional(t.Union([stateCodes, t.Null()])),
        status: t.Optional(p.oneOf('body.status', ['active', 'deactivated'])),
        rate_limit_per_minute: t.Optional(t.Union([t.Integer({ minimum: 1 }), t.Null()])),
      },
      { additionalProperties: false },
    ),
    createKey: t.Object(
      {
        kind: t.Optional(p.oneOf('body.kind', ['secret', 'publishable'])),
        env: t.Optional(p.oneOf('body.env', ['live', 'test'])),
        label: t.Optional(t.String({ maxLength: 200 })),
        allowed_origins: t.Optional(
          t.Array(
            t.String({
              pattern: '^https?://[^/\\s]+$',
              error: 'body.allowed_origins: expected origins such as https://shop.example',
            }),
          ),
        ),
      },
      { additionalProperties: false },
    ),
    editRegulation: t.Object(
      {
        reason: t.String({ minLength: 3, error: 'body.reason: say why the record changes' }),
        changed_at: t.Optional(p.dateTime('body.changed_at', 'When the change happened in law; now when omitted.')),
        legal_status: t.Optional(p.oneOf('body.legal_status', LEGAL_STATUSES)),
        summary: t.Optional(t.String({ minLength: 1 })),
        confidence: t.Optional(t.Number({ minimum: 0, maximum: 1 })),
        block_sale: t.Optional(t.Boolean()),
        effective_date: t.Optional(p.date('body.effective_date', 'When the rule takes effect.')),
        expiry_date: t.Optional(
          t.Union([p.date('body.expiry_date', 'When the rule ends; null when it does not.'), t.Null()], {
            error: 'body.expiry_date: expected an ISO 8601 date such as 2026-01-31 (a real date), or null',
          }),
        ),
        details: t.Optional(t.Partial(t.Object(detailFields, { additionalProperties: false }))),
      },
      { additionalProperties: false },
    ),
  }
}

const OPS_ERRORS: ErrorCode[] = [
  'MISSING_ADMIN_KEY',
  'OPS_DISABLED',
  'VALIDATION_ERROR',
  'NOT_FOUND',
  'ALREADY_EXISTS',
  'SERVICE_UNAVAILABLE',
]

/**
 * An operator route: X-Admin-Key, any enveloped answer. The body, when given, is Elysia's `body` hook
 * (see index.ts). Changes are audited with the operator's name from X-Operator (OPERATOR_HEADER).
 */
const admin = (summary: string, extra: Partial<RouteSpec> = {}): RouteSpec => ({
  tag: 'Operations',
  summary,
  security: 'admin',
  ok: envelope(t.Any()),
  errors: OPS_ERRORS,
  ...extra,
  description: extra.audit
    ? `${extra.description ?? ''} Send your name in ${OPERATOR_HEADER} (letters, digits and . _ @ + -, at most 64): the audit log records who acted; without it, "operator".`.trim()
    : extra.description,
})

/** The /ops routes' specs; their bodies are validated by Elysia (after the admin guard has read X-Admin-Key). */
export function opsModel(tiers: readonly string[]) {
  const bodies = opsBodies(tiers)
  return {
    bodies,
    routes: {
      metrics: {
        tag: 'Operations',
        summary: 'This instance’s metrics (rate-limit store and its fallback)',
        security: 'admin',
        ok: envelope(metricsSchema),
        errors: ['MISSING_ADMIN_KEY', 'OPS_DISABLED'],
        description: 'Counters of this instance only; each instance answers for itself.',
      } satisfies RouteSpec,
      listAccounts: admin('List accounts', { description: 'Every account with its tier, states, status and limits.' }),
      createAccount: admin('Create an account', { okStatus: 201, audit: ['account.created'] }),
      updateAccount: admin('Change an account (tier, states, status, limit)', {
        description:
          'Deactivating an account ends its dashboard sessions at once, on every instance, in the same transaction.',
        audit: ['account.updated'],
      }),
      listKeys: admin('List an account’s keys', {
        description: 'Display prefixes, kinds, environments and status; a key itself is never shown again.',
      }),
      createKey: admin('Issue a key (shown once)', { okStatus: 201, audit: ['key.created'] }),
      deactivateKey: admin('Deactivate a key', { audit: ['key.revoked'] }),
      playground: admin('The playground demo key’s settings (the key, origins, caps)', {
        description: 'Whether the playground is on, its published key, allowed origins and caps, and the counters now.',
      }),
      updatePlayground: admin('Change the playground: on or off, allowed origins, caps', {
        description:
          'Origins are matched exactly (scheme, host and port). An empty list, or no key, leaves a switched-on playground answering 500 DEMO_MISCONFIGURED. Every instance follows within a second.',
        audit: ['playground.updated'],
      }),
      rotatePlaygroundKey: admin('Replace the playground demo key (the old one stops at once)', {
        audit: ['playground.key_rotated'],
      }),
      editRegulation: admin('Edit a regulation through the change service (writes changelog and outbox)', {
        audit: ['regulation.edited'],
      }),
    },
  }
}
