/**
 * Secrets HempData must use again (webhook signing secrets) are kept sealed, never in clear:
 * AES-256-GCM under the server key, a fresh random 96-bit nonce per seal, and the id of the key in
 * the sealed form, so the server key can be rotated: seal with the new key, keep the old one among
 * the previous keys until every secret has been sealed again (`isCurrent` says which still need it).
 *
 * Sealed form: `sb1.<key id>.<nonce>.<ciphertext>.<tag>`, each part base64url. The version, the key
 * id and the caller's context (say, the subscription id) are authenticated with the ciphertext, so a
 * sealed secret copied onto another row, a changed byte or a wrong key fails to open, loudly.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import type { Env } from '../env.ts'
import { generatedKeyFor } from './secret-key-file.ts'

const VERSION = 'sb1'

/** Raised when a sealed secret cannot be opened: tampered, unknown key, or not a sealed form at all. */
export class SecretBoxError extends Error {
  override readonly name = 'SecretBoxError'
}

/** A short public id of a key: the first 8 bytes of a SHA-256 over it, as hex. */
export function keyIdOf(key: Uint8Array): string {
  return createHash('sha256').update('hempdata secret-box key id\0').update(key).digest('hex').slice(0, 16)
}

export class SecretBox {
  /** The id of the key new seals use. */
  readonly keyId: string
  private readonly keys = new Map<string, Uint8Array>()

  constructor(current: Uint8Array, previous: readonly Uint8Array[] = []) {
    for (const key of [current, ...previous]) {
      if (key.length !== 32) throw new SecretBoxError('a secret-box key is 32 bytes')
      this.keys.set(keyIdOf(key), key)
    }
    this.keyId = keyIdOf(current)
  }

  seal(plaintext: string, context = ''): string {
    const nonce = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', this.keys.get(this.keyId)!, nonce)
    cipher.setAAD(associatedData(this.keyId, context))
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
    return [VERSION, this.keyId, nonce, ciphertext, cipher.getAuthTag()].map(encode).join('.')
  }

  open(sealed: string, context = ''): string {
    const parts = sealed.split('.')
    if (parts.length !== 5 || parts[0] !== VERSION) throw new SecretBoxError(`not a ${VERSION} sealed secret`)
    const [, keyId, nonce, ciphertext, tag] = parts
    const key = this.keys.get(keyId)
    if (!key) {
      throw new SecretBoxError(
        `sealed with key ${keyId}, which is not configured: set it as HD_SECRET_KEY or in HD_SECRET_KEY_PREVIOUS`,
      )
    }
    try {
      // A tag cut short would still authenticate under GCM's rules (4 to 16 bytes): only 16 will do.
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'), { authTagLength: 16 })
      decipher.setAAD(associatedData(keyId, context))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8')
    } catch {
      throw new SecretBoxError(
        `a sealed secret failed authentication under key ${keyId}: it was altered, or belongs to another record`,
      )
    }
  }

  /** False when `sealed` was sealed under an earlier key and should be sealed again. */
  isCurrent(sealed: string): boolean {
    return sealed.split('.')[1] === this.keyId
  }
}

function associatedData(keyId: string, context: string): Buffer {
  return Buffer.from(`${VERSION}.${keyId}\0${context}`, 'utf8')
}

function encode(part: string | Buffer): string {
  return typeof part === 'string' ? part : part.toString('base64url')
}

/**
 * The service's box: HD_SECRET_KEY (with HD_SECRET_KEY_PREVIOUS for rotation), or else the key kept in
 * the data folder, generated on first use. env.ts refuses a production start on a Postgres server
 * without HD_SECRET_KEY, so the generated key serves the embedded database and development only.
 */
export function secretBoxFor(env: Pick<Env, 'secretKey' | 'previousSecretKeys' | 'dataDir'>): SecretBox {
  return new SecretBox(env.secretKey ?? generatedKeyFor(env.dataDir), env.previousSecretKeys)
}
