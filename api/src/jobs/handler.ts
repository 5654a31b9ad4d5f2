/** What a kind of job provides to the runner, and how a failed attempt decides its next one. */
import { fromDatabase, masked } from '../lib/log.ts'
import type { Job } from './queue.ts'

export interface JobHandler<P = any> {
  /** Does the work; throwing (or timing out) counts a failed attempt. Honour `signal` where possible. */
  run(payload: P, job: Job<P>, signal: AbortSignal): Promise<void>
  /** The wait before attempt `attempt + 1` after attempt `attempt` failed; exponential backoff unless given. */
  retryDelayMs?(attempt: number, error: unknown): number
  /** An attempt that runs longer fails; 60 s unless given. */
  timeoutMs?: number
  /** Called once a job of this kind has failed for good (attempts spent, by errors or lost leases). */
  failed?(job: Job<P>): Promise<void>
}

export type JobHandlers = Record<string, JobHandler>

/** Thrown by a handler to be retried after exactly `delayMs` (e.g. a server's Retry-After). */
export class RetryLater extends Error {
  constructor(
    message: string,
    readonly delayMs: number,
  ) {
    super(message)
  }
}

/** Exponential backoff with jitter: 10 s, 20 s, 40 s … capped at 1 h, each ±25 %. */
export function backoffMs(attempt: number, baseMs = 10_000, capMs = 3_600_000): number {
  const nominal = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1))
  return Math.round(nominal * (0.75 + Math.random() * 0.5))
}

/** The wait before the next attempt after `error` ended attempt `job.attempts`. */
export function retryDelayOf(handler: JobHandler, job: Job, error: unknown): number {
  if (error instanceof RetryLater) return error.delayMs
  return handler.retryDelayMs?.(job.attempts, error) ?? backoffMs(job.attempts)
}

/**
 * What is kept of an error in `last_error` (and logged): its code (an SMTP reply code, a network
 * code, a SQLSTATE) and message; a database's message is left out, since it may quote what a query
 * was given, and e-mail and IP addresses are masked (lib/log.ts).
 */
export function describe(error: unknown): string {
  if (!(error instanceof Error)) return masked(String(error))
  const code = (error as { responseCode?: unknown }).responseCode ?? (error as { code?: unknown }).code
  const fields = error as unknown as Record<string, unknown>
  const cause = error.cause as Record<string, unknown> | undefined
  if (fromDatabase(fields) || (cause && typeof cause === 'object' && fromDatabase(cause)))
    return `database error ${String(code ?? cause?.code ?? error.name)}`
  return code ? `${code}: ${masked(error.message)}` : masked(error.message)
}

/** Runs one attempt within the handler's time limit; resolves with the failure, or null on success. */
export async function runAttempt(handler: JobHandler, job: Job, controller: AbortController): Promise<unknown> {
  const timeoutMs = handler.timeoutMs ?? 60_000
  let timer: ReturnType<typeof setTimeout> | undefined
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`timed out after ${timeoutMs} ms`)
      controller.abort(error)
      reject(error)
    }, timeoutMs)
  })
  try {
    await Promise.race([handler.run(job.payload, job, controller.signal), timedOut])
    return null
  } catch (error) {
    return error ?? new Error('failed')
  } finally {
    clearTimeout(timer)
  }
}
