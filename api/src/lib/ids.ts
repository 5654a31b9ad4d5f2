/** Identifiers: random UUIDs, deterministic UUIDs for seeded records, and kind-prefixed ids. */
import { createHash, randomBytes, randomUUID } from 'node:crypto'

const HEMPDATA_NAMESPACE = 'hempdata.io/'

/** A UUID (RFC 9562 version 5 layout) derived from a name, so re-importing a seed keeps its id. */
export function stableUuid(name: string): string {
  const bytes = createHash('sha1')
    .update(HEMPDATA_NAMESPACE + name)
    .digest()
    .subarray(0, 16)
  bytes[6] = (bytes[6] & 0x0f) | 0x50
  bytes[8] = (bytes[8] & 0x3f) | 0x80
  const hex = bytes.toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

export const newUuid = (): string => randomUUID()

/** `acct_`, `key_`, `req_` … followed by 24 lowercase base32 characters. */
export function prefixedId(prefix: string): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567'
  const bytes = randomBytes(24)
  let out = ''
  for (const byte of bytes) out += alphabet[byte & 31]
  return `${prefix}_${out}`
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export const isUuid = (value: string): boolean => UUID.test(value)
