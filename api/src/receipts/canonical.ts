/**
 * The one byte form a receipt signs: JSON with object keys sorted (by UTF-16 code units, as RFC 8785
 * orders them), no whitespace, `undefined` members left out. Anyone holding the request and result
 * can rebuild these bytes and compare them with the receipt's payload.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    const text = JSON.stringify(value)
    return text === undefined ? 'null' : text
  }
  if (Array.isArray(value)) return `[${value.map(item => canonicalJson(item)).join(',')}]`
  const record = value as Record<string, unknown>
  const members: string[] = []
  for (const key of Object.keys(record).sort()) {
    const member = record[key]
    if (member === undefined || typeof member === 'function') continue
    members.push(`${JSON.stringify(key)}:${canonicalJson(member)}`)
  }
  return `{${members.join(',')}}`
}
