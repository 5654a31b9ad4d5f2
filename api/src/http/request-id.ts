/** The one writer of request ids: every enveloped response and every error carries one (`x-request-id`). */
import { randomBytes } from 'node:crypto'

// Random per HTTP thread (each has its own copy of this module), so ids never repeat across threads.
const ID_PREFIX = `req_${randomBytes(5).toString('hex')}`
// Counting from 36^6 gives seven base-36 digits without padding for the first 76 billion requests.
let counter = 36 ** 6

export const newRequestId = (): string => ID_PREFIX + (counter++).toString(36)

export type SetHeaders = Record<string, string | number | undefined>

/**
 * The request id of the current request, assigned on first use: every enveloped response and every
 * error asks for it, so no per-request hook is needed (a global hook costs every request).
 */
export function requestIdOf(set: { headers: SetHeaders }): string {
  const existing = set.headers['x-request-id']
  if (existing) return String(existing)
  const id = newRequestId()
  set.headers['x-request-id'] = id
  return id
}
