/**
 * The keys of the signed-in account: create (the key shown once), revoke, roll with a grace for the
 * old key, and a publishable key's allowed origins. Every query names the account, so a key of
 * another account is simply not found (404); each action is one transaction with its audit entry;
 * an account makes at most KEYS_PER_HOUR keys an hour (accounts/quotas.ts).
 */
import type { AppDeps } from '../../../http/deps.ts'
import { audited, type AuditBy } from '../../../accounts/audit.ts'
import type { Account, ApiKey } from '../../../accounts/key-cache.ts'
import { limitKeyCreation } from '../../../accounts/quotas.ts'
import type { Db } from '../../../db/client.ts'
import { ApiError } from '../../../lib/errors.ts'
import type { KeyEnv, KeyKind } from '../../../lib/keys.ts'
import type { SecretBox } from '../../../lib/secret-box.ts'

/** Roll graces offered: the old key stops now, in an hour, or in a day. */
export const GRACES: Record<string, number> = { now: 0, '1h': 3_600_000, '24h': 86_400_000 }

type KeysDeps = Pick<AppDeps, 'database' | 'accounts' | 'profile'>

export interface Actor {
  account: Account
  by: AuditBy
}

/** Live keys need a plan: the variant's lowest tier (what sign-up gives) has test keys only. */
export const mayUseLive = (deps: Pick<AppDeps, 'profile'>, account: Account): boolean =>
  account.tier !== deps.profile.defaultTier

/** The account's key, or 404. */
export async function ownKey(deps: KeysDeps, accountId: string, keyId: string, db?: Db): Promise<ApiKey> {
  const key = (await deps.accounts.listKeys(accountId, db)).find(k => k.id === keyId)
  if (!key) throw new ApiError('NOT_FOUND', 'No such key on this account.')
  return key
}

const described = (key: ApiKey) => ({ kind: key.kind, env: key.env, label: key.label, prefix: key.displayPrefix })

interface NewKeyInput {
  name: string
  kind: KeyKind
  env: KeyEnv
  origins?: string[]
}

/** Makes the key in `tx` (the caller's transaction, which holds the account's key count). */
async function makeKey(deps: KeysDeps, box: () => SecretBox, actor: Actor, input: NewKeyInput, tx: Db) {
  if (input.env === 'live' && !mayUseLive(deps, actor.account))
    throw new ApiError('FORBIDDEN', 'Live keys come with a paid plan. Test keys work now.')
  await limitKeyCreation(tx, actor.account.id)
  return deps.accounts.createKey(
    actor.account.id,
    {
      kind: input.kind,
      env: input.env,
      label: input.name,
      allowedOrigins: input.kind === 'publishable' ? (input.origins ?? null) : null,
      createdBy: actor.account.email,
      // Publishable keys go in page source anyway; the widget builder shows them again.
      seal: input.kind === 'publishable' ? (secret, id) => box().seal(secret, id) : undefined,
    },
    undefined,
    tx,
  )
}

export function createAccountKey(deps: KeysDeps, box: () => SecretBox, actor: Actor, input: NewKeyInput) {
  return audited(
    deps.database.db,
    actor.by,
    tx => makeKey(deps, box, actor, input, tx),
    ({ key }) => ({ accountId: actor.account.id, action: 'key.created', target: key.id, after: described(key) }),
  )
}

export async function revokeAccountKey(deps: KeysDeps, actor: Actor, keyId: string): Promise<void> {
  const key = await ownKey(deps, actor.account.id, keyId)
  await audited(
    deps.database.db,
    actor.by,
    tx => deps.accounts.deactivateKey(keyId, undefined, tx),
    after => ({
      accountId: actor.account.id,
      action: 'key.revoked',
      target: keyId,
      before: { status: key.status },
      after: { status: after.status },
    }),
  )
}

/**
 * A new key like the old one; the old one stops after the grace. A key already in its grace (rolled
 * before) is not rolled again: rolling it once more would stretch its grace and mint another key.
 * Returns the new key, shown once.
 */
export async function rollAccountKey(
  deps: KeysDeps,
  box: () => SecretBox,
  actor: Actor,
  old: ApiKey,
  grace: string,
): Promise<{ key: ApiKey; secret: string; old: ApiKey }> {
  const graceMs = GRACES[grace]
  if (graceMs === undefined) throw new ApiError('VALIDATION_ERROR', 'grace: expected now, 1h or 24h')
  const input = { name: old.label ?? 'Rolled key', kind: old.kind, env: old.env, origins: old.allowedOrigins ?? [] }
  const endsAt = new Date(Date.now() + graceMs)
  return audited(
    deps.database.db,
    actor.by,
    async tx => {
      // Conditional on the key having no end yet: of two rolls racing, one finds nothing to end.
      const ended = await deps.accounts.expireKey(actor.account.id, old.id, endsAt, undefined, tx)
      if (!ended) throw notRollable(await ownKey(deps, actor.account.id, old.id, tx))
      return { ...(await makeKey(deps, box, actor, input, tx)), old }
    },
    ({ key }) => [
      { accountId: actor.account.id, action: 'key.created', target: key.id, after: described(key) },
      {
        accountId: actor.account.id,
        action: 'key.rolled',
        target: old.id,
        before: { expires_at: null },
        after: { expires_at: endsAt.toISOString(), grace, replaced_by: key.id },
      },
    ],
  )
}

/** Why a key cannot be rolled: it is revoked, past its end, or already in its grace. */
export function notRollable(key: ApiKey): ApiError {
  if (key.status === 'active' && key.expiresAt && Date.parse(key.expiresAt) > Date.now())
    return new ApiError(
      'VALIDATION_ERROR',
      `This key was rolled already and stops at ${key.expiresAt.slice(0, 16).replace('T', ' ')} UTC; roll the key that replaced it.`,
    )
  return new ApiError('NOT_FOUND', 'This key is no longer active; create a new one instead.')
}

export async function setKeyOrigins(deps: KeysDeps, actor: Actor, keyId: string, origins: string[]): Promise<void> {
  const key = await ownKey(deps, actor.account.id, keyId)
  if (key.kind !== 'publishable') throw new ApiError('VALIDATION_ERROR', 'Only publishable keys have allowed origins.')
  await audited(
    deps.database.db,
    actor.by,
    tx => deps.accounts.setAllowedOrigins(actor.account.id, keyId, origins, undefined, tx),
    after => ({
      accountId: actor.account.id,
      action: 'key.origins_changed',
      target: keyId,
      before: { allowed_origins: key.allowedOrigins },
      after: { allowed_origins: after?.allowedOrigins ?? null },
    }),
  )
}
