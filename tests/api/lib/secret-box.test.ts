/**
 * Secrets at rest: AES-256-GCM round trips, any change to a sealed secret or the wrong key fails
 * loudly, server keys rotate by key id, and the embedded default's key file is made once (mode
 * 0600, one winner when processes start together) and reused.
 */
import { afterEach, describe, expect, test } from 'bun:test'
import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { keyIdOf, SecretBox, SecretBoxError, secretBoxFor } from '../../../api/src/lib/secret-box.ts'
import { generatedKeyFor, keyFilePath } from '../../../api/src/lib/secret-key-file.ts'

const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'
const box = new SecretBox(randomBytes(32))

describe('seal and open', () => {
  test('round trip, with a fresh nonce each time and the key id in the sealed form', () => {
    for (const plaintext of [secret, '', 'ünïcødé ✓ 🌿', 'x'.repeat(10_000)])
      expect(box.open(box.seal(plaintext, 'whk_1'), 'whk_1')).toBe(plaintext)
    const [a, b] = [box.seal(secret), box.seal(secret)]
    expect(a).not.toBe(b)
    expect(a.split('.')).toHaveLength(5)
    expect(a).toStartWith(`sb1.${box.keyId}.`)
    expect(a).not.toContain(secret.slice(6))
  })

  const flip = (sealed: string, part: number): string => {
    const parts = sealed.split('.')
    const bytes = Buffer.from(parts[part], 'base64url')
    bytes[0] ^= 1
    parts[part] = bytes.toString('base64url')
    return parts.join('.')
  }

  test('tampering with the nonce, the ciphertext or the tag fails loudly', () => {
    const sealed = box.seal(secret, 'whk_1')
    for (const part of [2, 3, 4]) expect(() => box.open(flip(sealed, part), 'whk_1')).toThrow(SecretBoxError)
    expect(() => box.open(sealed.slice(0, -2), 'whk_1')).toThrow(SecretBoxError)
    // A genuine tag cut short (GCM allows 4 to 16 bytes) would make forgery cheap: only 16 bytes pass.
    const parts = sealed.split('.')
    parts[4] = Buffer.from(parts[4], 'base64url').subarray(0, 12).toString('base64url')
    expect(() => box.open(parts.join('.'), 'whk_1')).toThrow(SecretBoxError)
    expect(() => box.open(sealed.replace('sb1.', 'sb2.'), 'whk_1')).toThrow('not a sb1 sealed secret')
    expect(() => box.open(secret)).toThrow(SecretBoxError)
  })

  test('a sealed secret copied to another record does not open there', () => {
    const sealed = box.seal(secret, 'whk_1')
    expect(() => box.open(sealed, 'whk_2')).toThrow('belongs to another record')
  })

  test('the wrong key fails loudly, naming the key id it needs', () => {
    const sealed = box.seal(secret)
    const other = new SecretBox(randomBytes(32))
    expect(() => other.open(sealed)).toThrow(`sealed with key ${box.keyId}, which is not configured`)
    // The same id with another key (a forged or corrupted id) fails authentication.
    const forged = sealed.replace(box.keyId, other.keyId)
    expect(() => other.open(forged)).toThrow('failed authentication')
  })

  test('rotation: the new key seals, the previous one still opens, isCurrent says what to seal again', () => {
    const [oldKey, newKey] = [randomBytes(32), randomBytes(32)]
    const before = new SecretBox(oldKey).seal(secret, 'whk_1')
    const rotated = new SecretBox(newKey, [oldKey])
    expect(rotated.keyId).toBe(keyIdOf(newKey))
    expect(rotated.open(before, 'whk_1')).toBe(secret)
    expect(rotated.isCurrent(before)).toBe(false)
    const after = rotated.seal(rotated.open(before, 'whk_1'), 'whk_1')
    expect(rotated.isCurrent(after)).toBe(true)
    expect(new SecretBox(newKey).open(after, 'whk_1')).toBe(secret)
    expect(() => new SecretBox(newKey).open(before, 'whk_1')).toThrow('HD_SECRET_KEY_PREVIOUS')
  })

  test('a key must be 32 bytes', () => {
    expect(() => new SecretBox(randomBytes(16))).toThrow('32 bytes')
  })
})

describe('the key file of the embedded default', () => {
  const dirs: string[] = []
  const freshDir = (): string => {
    const dir = join(mkdtempSync(join(tmpdir(), 'hd-key-')), 'pglite')
    dirs.push(dir)
    return dir
  }
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(join(dir, '..'), { recursive: true, force: true })
  })
  const embedded = (dataDir: string) => ({ secretKey: null, previousSecretKeys: [], dataDir })

  test('generated once with mode 0600 into the data folder, and reused by later starts', () => {
    const dataDir = freshDir()
    const sealed = secretBoxFor(embedded(dataDir)).seal(secret)
    const file = keyFilePath(dataDir)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    const stored = readFileSync(file, 'utf8')
    expect(Buffer.from(stored.trim(), 'base64')).toHaveLength(32)
    expect(secretBoxFor(embedded(dataDir)).open(sealed)).toBe(secret)
    expect(readFileSync(file, 'utf8')).toBe(stored)
  })

  test('HD_SECRET_KEY, when set, is used and no file is written', () => {
    const dataDir = freshDir()
    const key = randomBytes(32)
    const sealed = secretBoxFor({ secretKey: key, previousSecretKeys: [], dataDir }).seal(secret)
    expect(new SecretBox(key).open(sealed)).toBe(secret)
    expect(existsSync(keyFilePath(dataDir))).toBe(false)
  })

  test('processes starting together all end up with the one key on disk', async () => {
    const dataDir = freshDir()
    const module = fileURLToPath(new URL('../../../api/src/lib/secret-key-file.ts', import.meta.url))
    const script = `import { generatedKeyFor } from '${module}'; console.log(Buffer.from(generatedKeyFor(${JSON.stringify(dataDir)})).toString('base64'))`
    const children = Array.from({ length: 4 }, () =>
      Bun.spawn([process.execPath, '-e', script], { stdout: 'pipe', stderr: 'pipe' }),
    )
    const keys = await Promise.all(children.map(child => new Response(child.stdout).text()))
    const onDisk = readFileSync(keyFilePath(dataDir), 'utf8').trim()
    expect(keys.map(key => key.trim())).toEqual([onDisk, onDisk, onDisk, onDisk])
  })

  test('a key file others can read, or one that holds no key, stops the start with its path', () => {
    const dataDir = freshDir()
    generatedKeyFor(dataDir)
    const file = keyFilePath(dataDir)
    chmodSync(file, 0o644)
    expect(() => generatedKeyFor(dataDir)).toThrow(`chmod 600 ${file}`)
    chmodSync(file, 0o600)
    writeFileSync(file, 'not a key\n')
    expect(() => generatedKeyFor(dataDir)).toThrow('does not hold a 32-byte key')
  })
})
