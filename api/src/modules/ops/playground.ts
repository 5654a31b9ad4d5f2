/**
 * /ops/playground: the operator's controls of the published demo key (http/playground.ts): switch
 * it on or off, set its allowed origins and caps, rotate the key. Each change is audited in its
 * transaction; entries name the key by its prefix only. Every instance follows within a second.
 */
import { t } from 'elysia'
import type { AuditBy, AuditFields } from '../../accounts/audit.ts'
import { audited, changedFields } from '../../accounts/audit.ts'
import type { PlaygroundConfig, PlaygroundPatch } from '../../accounts/playground-settings.ts'
import type { AppDeps } from '../../http/deps.ts'
import { displayPrefix } from '../../lib/keys.ts'
import { allowedOriginsOf } from '../../lib/origins.ts'

const cap = (name: string) =>
  t.Optional(t.Integer({ minimum: 1, maximum: 10_000_000, error: `body.${name}: expected a positive whole number` }))

export const playgroundBody = t.Object(
  {
    enabled: t.Optional(t.Boolean({ error: 'body.enabled: expected true or false' })),
    allowed_origins: t.Optional(
      t.Array(t.String({ maxLength: 200 }), {
        maxItems: 50,
        error: 'body.allowed_origins: expected origins such as https://docs.example',
      }),
    ),
    per_ip_hourly: cap('per_ip_hourly'),
    per_ip_daily: cap('per_ip_daily'),
    global_hourly: cap('global_hourly'),
  },
  { additionalProperties: false },
)

export type PlaygroundBody = typeof playgroundBody.static

/** What /ops shows: the key itself (it is published on /playground), its origins and caps. */
export const presentPlayground = (c: PlaygroundConfig) => ({
  enabled: c.enabled,
  demo_key: c.demoKey,
  allowed_origins: c.allowedOrigins,
  per_ip_hourly: c.perIpHourly,
  per_ip_daily: c.perIpDaily,
  global_hourly: c.globalHourly,
  updated_at: c.updatedAt,
})

/** The settings as the audit log keeps them: the key by its prefix. */
function auditFieldsOf(c: PlaygroundConfig): AuditFields {
  const { demo_key, updated_at: _u, ...fields } = presentPlayground(c)
  return { ...fields, demo_key: demo_key ? displayPrefix(demo_key) : null }
}

export function patchOf(body: PlaygroundBody): PlaygroundPatch {
  return {
    enabled: body.enabled,
    allowedOrigins: body.allowed_origins === undefined ? undefined : (allowedOriginsOf(body.allowed_origins) ?? []),
    perIpHourly: body.per_ip_hourly,
    perIpDaily: body.per_ip_daily,
    globalHourly: body.global_hourly,
  }
}

const defined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>

export function playgroundActions(deps: Pick<AppDeps, 'database' | 'playground'>) {
  const db = deps.database.db
  const { playground } = deps
  return {
    async update(by: AuditBy, patch: PlaygroundPatch): Promise<PlaygroundConfig> {
      const { after } = await audited(
        db,
        by,
        tx => playground.update(tx, defined(patch)),
        ({ before, after }) => {
          const change = changedFields(auditFieldsOf(before), auditFieldsOf(after))
          return Object.keys(change.after).length === 0
            ? null
            : { accountId: null, action: 'playground.updated', target: 'playground', ...change }
        },
      )
      playground.forget()
      return after
    },

    async rotate(by: AuditBy): Promise<PlaygroundConfig> {
      const { after } = await audited(
        db,
        by,
        tx => playground.rotate(tx),
        ({ before, after }) => ({
          accountId: null,
          action: 'playground.key_rotated',
          target: 'playground',
          before: { demo_key: before.demoKey ? displayPrefix(before.demoKey) : null },
          after: { demo_key: after.demoKey ? displayPrefix(after.demoKey) : null },
        }),
      )
      playground.forget()
      return after
    },
  }
}
