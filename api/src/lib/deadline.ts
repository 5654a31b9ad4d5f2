/** Turns a slow or failed database call into 503 SERVICE_UNAVAILABLE instead of a hang. */
import { ApiError } from './errors.ts'

export async function withDeadline<T>(work: Promise<T>, ms: number, what = 'The database'): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ApiError('SERVICE_UNAVAILABLE', `${what} did not answer within ${ms} ms.`)), ms)
  })
  try {
    return await Promise.race([work, timeout])
  } catch (error) {
    if (error instanceof ApiError) throw error
    if (isConnectionError(error)) throw new ApiError('SERVICE_UNAVAILABLE', `${what} is unreachable.`)
    throw error
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Refuses to go on with a write once `notAfter` (ms since the epoch) has passed: its request has
 * answered 503 by then, so the write rolls back rather than landing later, unannounced.
 */
export function notPast(notAfter: number | undefined): void {
  if (notAfter !== undefined && Date.now() > notAfter) {
    throw new ApiError(
      'SERVICE_UNAVAILABLE',
      'The database did not answer in time; nothing was changed. Retry with backoff.',
    )
  }
}

const NETWORK =
  /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EHOSTUNREACH|CONNECT_TIMEOUT|CONNECTION_CLOSED|CONNECTION_ENDED|CONNECTION_DESTROYED)$/

/** An embedded database that has been closed is as unreachable as a server that went away. */
const EMBEDDED_CLOSED = /^PGlite is closed/

/** Network failures and Postgres's connection-class errors (SQLSTATE 08xxx, 57P0x), also when wrapped (Drizzle sets `cause`). */
export function isConnectionError(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; errno?: unknown; cause?: unknown; message?: unknown } | null, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    const code = String(e.code ?? e.errno ?? '')
    if (NETWORK.test(code) || /^08/.test(code) || /^57P0/.test(code)) return true
    if (typeof e.message === 'string' && EMBEDDED_CLOSED.test(e.message)) return true
  }
  return false
}
