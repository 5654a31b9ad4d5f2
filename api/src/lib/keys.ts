/**
 * API key format: `hd_<env>_<kind>_<30 base62 random><6 base62 CRC32>`.
 * The checksum lets us (and secret scanners) reject a mistyped or invented key without a lookup.
 * Only the SHA-256 of a key is stored, with a short display prefix.
 */
import { createHash, randomBytes } from 'node:crypto'

export type KeyKind = 'secret' | 'publishable'
export type KeyEnv = 'live' | 'test'

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
const KEY_PATTERN = /^hd_(live|test)_(sk|pk)_([0-9A-Za-z]{30})([0-9A-Za-z]{6})$/
export const KEY_REGEX_SOURCE = KEY_PATTERN.source

function base62(bytes: Uint8Array, length: number): string {
  let out = ''
  for (let i = 0; out.length < length; i++) out += BASE62[bytes[i % bytes.length] % 62]
  return out
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let bit = 0; bit < 8; bit++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

/** CRC-32 (IEEE) of an ASCII string. */
function crc32(text: string): number {
  let crc = 0xffffffff
  for (let i = 0; i < text.length; i++) crc = CRC_TABLE[(crc ^ text.charCodeAt(i)) & 0xff] ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function checksum(body: string): string {
  let value = crc32(body)
  let out = ''
  for (let i = 0; i < 6; i++) {
    out = BASE62[value % 62] + out
    value = Math.floor(value / 62)
  }
  return out
}

export interface ParsedKey {
  env: KeyEnv
  kind: KeyKind
}

/** Parses a presented key; null for anything malformed or with a wrong checksum. */
export function parseKey(key: string): ParsedKey | null {
  const match = KEY_PATTERN.exec(key)
  if (!match) return null
  if (checksum(match[3]) !== match[4]) return null
  return { env: match[1] as KeyEnv, kind: match[2] === 'sk' ? 'secret' : 'publishable' }
}

export function generateKey(kind: KeyKind, env: KeyEnv): string {
  const body = base62(randomBytes(48), 30)
  return `hd_${env}_${kind === 'secret' ? 'sk' : 'pk'}_${body}${checksum(body)}`
}

export const hashKey = (key: string): string => createHash('sha256').update(key).digest('hex')

/** What dashboards and lists show: `hd_live_sk_AbC1…`. */
export const displayPrefix = (key: string): string => `${key.slice(0, 15)}…`

/** The playground's published demo key: `hd_demo_<30 base62><6 checksum>`, never stored as a hash. */
export const DEMO_KEY_PREFIX = 'hd_demo_'

export function generateDemoKey(): string {
  const body = base62(randomBytes(48), 30)
  return `${DEMO_KEY_PREFIX}${body}${checksum(body)}`
}
