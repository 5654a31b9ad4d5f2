/**
 * The keys of the signed-in account: create (the key shown once), revoke, roll with a grace for the
 * old key, and a publishable key's allowed origins. Every query names the account, so a key of
 * another account is simply not found (404), and every action is written to the audit list.
 */
import type { AppDeps } from '../../../http/deps.ts'
import { recordAudit } from '../../../accounts/audit.ts'
import type { Account, ApiKey } from '../../../accounts/key-cache.ts'
import { ApiError } from '../../../lib/errors.ts'
import type { KeyEnv, KeyKind } from '../../../lib/keys.ts'
import type { SecretBox } from '../../../lib/secret-box.ts'

/** Roll graces offered: the old key stops now, in an hour, or in a day. */
export const GRACES: Record<string, number> = { now: 0, '1h': 3_600_000, '24h': 86_400_000 }

type KeysDeps = Pick<AppDeps, 'database' | 'accounts' | 'profile'>

export interface Actor {
  account: Account
  ip: string
}

/** Live keys need a plan: the variant's lowest tier (what sign-up gives) has test keys only. */
export const mayUseLive = (deps: Pick<AppDeps, 'profile'>, account: Account): boolean =>
  account.tier !== deps.profile.defaultTier

async function ownKey(deps: KeysDeps, accountId: string, keyId: string): Promise<ApiKey> {
  const key = (await deps.accounts.listKeys(accountId)).find(k => k.id === keyId)
  if (!key) throw new ApiError('NOT_FOUND', 'No such key on this account.')
  return key
}

function audit(deps: KeysDeps, actor: Actor, action: Parameters<typeof recordAudit>[1]['action'], target: string) {
  return recordAudit(deps.database.db, {
    accountId: actor.account.id,
    actor: actor.account.email,
    action,
    target,
    ip: actor.ip,
  })
}

export async function createAccountKey(
  deps: KeysDeps,
  box: () => SecretBox,
  actor: Actor,
  input: { name: string; kind: KeyKind; env: KeyEnv; origins?: string[] },
): Promise<{ key: ApiKey; secret: string }> {
  if (input.env === 'live' && !mayUseLive(deps, actor.account))
    throw new ApiError('FORBIDDEN', 'Live keys come with a paid plan. Test keys work now.')
  const created = await deps.accounts.createKey(actor.account.id, {
    kind: input.kind,
    env: input.env,
    label: input.name,
    allowedOrigins: input.kind === 'publishable' ? (input.origins ?? null) : null,
    createdBy: actor.account.email,
    // Publishable keys go in page source anyway; the widget builder shows them again.
    seal: input.kind === 'publishable' ? (secret, id) => box().seal(secret, id) : undefined,
  })
  await audit(deps, actor, 'key.created', created.key.id)
  return created
}

export async function revokeAccountKey(deps: KeysDeps, actor: Actor, keyId: string): Promise<void> {
  await ownKey(deps, actor.account.id, keyId)
  await deps.accounts.deactivateKey(keyId)
  await audit(deps, actor, 'key.revoked', keyId)
}

/** A new key like the old one; the old one stops after the grace. Returns the new key, shown once. */
export async function rollAccountKey(
  deps: KeysDeps,
  box: () => SecretBox,
  actor: Actor,
  keyId: string,
  grace: string,
): Promise<{ key: ApiKey; secret: string; old: ApiKey }> {
  const graceMs = GRACES[grace]
  if (graceMs === undefined) throw new ApiError('VALIDATION_ERROR', 'grace: expected now, 1h or 24h')
  const old = await ownKey(deps, actor.account.id, keyId)
  if (old.status !== 'active' || (old.expiresAt && Date.parse(old.expiresAt) <= Date.now()))
    throw new ApiError('NOT_FOUND', 'This key is no longer active; create a new one instead.')
  const created = await createAccountKey(deps, box, actor, {
    name: old.label ?? 'Rolled key',
    kind: old.kind,
    env: old.env,
    origins: old.allowedOrigins ?? undefined,
  })
  await deps.accounts.expireKey(actor.account.id, keyId, new Date(Date.now() + graceMs))
  await audit(deps, actor, 'key.rolled', `${keyId} → ${created.key.id} (grace ${grace})`)
  return { ...created, old }
}

export async function setKeyOrigins(deps: KeysDeps, actor: Actor, keyId: string, origins: string[]): Promise<void> {
  const key = await ownKey(deps, actor.account.id, keyId)
  if (key.kind !== 'publishable') throw new ApiError('VALIDATION_ERROR', 'Only publishable keys have allowed origins.')
  await deps.accounts.setAllowedOrigins(actor.account.id, keyId, origins)
  await audit(deps, actor, 'key.origins_changed', `${keyId}: ${origins.join(' ') || 'any origin'}`)
}
