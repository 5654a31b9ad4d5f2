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

/** Network failures and Postgres's connection-class errors (SQLSTATE 08xxx, 57P0x). */
export function isConnectionError(error: unknown): boolean {
  const e = error as { code?: string; errno?: string } | null
  const code = String(e?.code ?? e?.errno ?? '')
  return /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EHOSTUNREACH|CONNECT_TIMEOUT|CONNECTION_CLOSED|CONNECTION_ENDED|CONNECTION_DESTROYED)$/.test(code)
    || /^08/.test(code) || /^57P0/.test(code)
}
