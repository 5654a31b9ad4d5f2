/**
 * Local development: a "local developer" account on the top tier and a fresh secret key each start,
 * printed once. Older local keys stay valid; only the newest five are kept active.
 */
import type { Services } from './boot.ts'

export const LOCAL_EMAIL = 'local-developer@hempdata.localhost'
const KEEP = 5

export async function issueDevKey(services: Services): Promise<{ secret: string; tier: string }> {
  const { accounts, profile } = services
  const account =
    (await accounts.findAccountByEmail(LOCAL_EMAIL)) ??
    (await accounts.createAccount({ name: 'Local developer', email: LOCAL_EMAIL, tier: profile.topTier }))
  const { secret } = await accounts.createKey(account.id, {
    kind: 'secret',
    env: 'test',
    label: 'npm start',
    createdBy: 'npm start',
  })
  const active = (await accounts.listKeys(account.id)).filter(k => k.status === 'active' && k.label === 'npm start')
  for (const stale of active.slice(KEEP)) await accounts.deactivateKey(stale.id)
  return { secret, tier: account.tier }
}
