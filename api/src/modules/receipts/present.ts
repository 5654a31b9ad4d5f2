/** A stored verification as the API shows it: the answer as it was given, its request, its receipt. */
import type { StoredVerification } from '../../receipts/index.ts'

const iso = (timestamp: string): string => new Date(timestamp).toISOString()

export function presentStored(row: StoredVerification): Record<string, unknown> {
  const result =
    row.result && typeof row.result === 'object' && !Array.isArray(row.result) ? row.result : { result: row.result }
  return {
    ...(result as Record<string, unknown>),
    request: row.request,
    receipt: { id: row.id, issued_at: iso(row.issuedAt), jws: row.jws },
    keep_until: iso(row.keepUntil),
  }
}
