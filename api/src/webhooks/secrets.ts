/**
 * A subscription's signing secrets, sealed at rest with the server key (lib/secret-box.ts) and bound
 * to the subscription's id, so a sealed secret copied onto another row does not open. During a
 * rotation's overlap the previous secret stays valid and deliveries carry signatures of both.
 */
import type { SecretBox } from '../lib/secret-box.ts'

export interface SealedSecrets {
  id: string
  sealedSecret: string
  previousSealedSecret: string | null
  previousSecretExpiresAt: string | null
}

export const sealSecret = (box: SecretBox, subscriptionId: string, secret: string): string =>
  box.seal(secret, `webhook_subscription:${subscriptionId}`)

/** The secrets to sign with at `now`: the current one first, then the previous one while its overlap lasts. */
export function signingSecrets(box: SecretBox, row: SealedSecrets, now: Date): string[] {
  const context = `webhook_subscription:${row.id}`
  const secrets = [box.open(row.sealedSecret, context)]
  if (
    row.previousSealedSecret &&
    row.previousSecretExpiresAt &&
    Date.parse(row.previousSecretExpiresAt) > now.getTime()
  )
    secrets.push(box.open(row.previousSealedSecret, context))
  return secrets
}
