/**
 * postgres.js (3.4.9) starts each new connection by fetching array types, and drops that promise
 * (porsager/postgres#1192, #1223): when the server goes away while a connection is starting, as on
 * a database restart, the rejection has no handler, and an unhandled rejection ends the process.
 * The request that opened the connection fails or succeeds on its own, so such a rejection
 * (connection-class: the server was lost) is only logged. Any other unhandled rejection still ends
 * the process, as it would without this handler.
 */
import { isConnectionError } from '../lib/deadline.ts'
import { logFailure } from '../lib/log.ts'

let installed = false

export function survivePostgresConnectionRejections(): void {
  if (installed) return
  installed = true
  process.on('unhandledRejection', reason => {
    if (isConnectionError(reason)) {
      console.warn(
        `[database] a connection was lost while it started (${(reason as { code?: string }).code ?? 'closed'}); it is opened again on the next query`,
      )
      return
    }
    logFailure('HempData stops on an unhandled rejection', reason)
    process.exit(1)
  })
}
