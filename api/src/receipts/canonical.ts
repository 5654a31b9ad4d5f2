/**
 * The one byte form a receipt signs: JSON with object keys sorted (by UTF-16 code units, as RFC 8785
 * orders them), no whitespace, `undefined` members left out. Anyone holding the request and result
 * can rebuild these bytes and compare them with the receipt's payload.
 *
 * The engine's own JSON.stringify does the writing, with each object's keys put in order first: a
 * 20-line verification is serialized in half the time of a hand-written walk. An object with a key
 * that looks like an array index (which JavaScript always enumerates first, in numeric order) cannot
 * be reordered that way, so such a value is written by the walk instead.
 */
const INDEX_KEY = /^(0|[1-9]\d*)$/
const INDEX_KEYS_FOUND = Symbol('index keys')

export function canonicalJson(value: unknown): string {
  try {
    return JSON.stringify(value, sortKeys) ?? 'null'
  } catch (error) {
    if (error !== INDEX_KEYS_FOUND) throw error
    return walk(value)
  }
}

function sortKeys(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value
  const record = value as Record<string, unknown>
  const keys = Object.keys(record)
  let ordered = true
  for (let i = 0; i < keys.length; i++) {
    if (INDEX_KEY.test(keys[i]!)) throw INDEX_KEYS_FOUND
    if (i > 0 && keys[i - 1]! > keys[i]!) ordered = false
  }
  if (ordered) return value
  const sorted: Record<string, unknown> = {}
  for (const key of keys.sort()) sorted[key] = record[key]
  return sorted
}

function walk(value: unknown): string {
  if (value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function')
    return walk((value as { toJSON: () => unknown }).toJSON())
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null'
  if (Array.isArray(value))
    return `[${value.map(item => (item === undefined || typeof item === 'function' ? 'null' : walk(item))).join(',')}]`
  const record = value as Record<string, unknown>
  const members: string[] = []
  for (const key of Object.keys(record).sort()) {
    const member = record[key]
    if (member === undefined || typeof member === 'function') continue
    members.push(`${JSON.stringify(key)}:${walk(member)}`)
  }
  return `{${members.join(',')}}`
}
