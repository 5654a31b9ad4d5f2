/**
 * What HempData's logs may say of a failure: ids and codes, never what people sent. A failed
 * query's error carries its SQL and parameters (Drizzle's "Failed query: … params: …", postgres.js's
 * `parameters`, a Postgres message quoting the value it refused), and printing the error object
 * prints them all: e-mail addresses, company names, client addresses. So a failure is logged as its
 * kind, its codes (SQLSTATE, a network or SMTP code), the constraint or routine it names and its stack
 * frames; the message only of errors that are not the database's, with anything shaped like an
 * e-mail or IP address masked.
 */

const MAX_CAUSES = 4
const MAX_FRAMES = 8
const IDENTIFIER = /^[A-Za-z0-9_.-]{1,64}$/
const EMAIL = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+/g
const IPV4 = /\b\d{1,3}(?:\.\d{1,3}){3}\b/g
const IPV6 = /\b[0-9a-f]{0,4}(?::[0-9a-f]{0,4}){2,7}\b/gi

type Fields = Record<string, unknown>

/** A database's error: Drizzle's wrapper of a failed query, or the driver's (postgres.js, PGlite) own. */
export function fromDatabase(error: Fields): boolean {
  return (
    error.name === 'DrizzleQueryError' ||
    typeof error.severity === 'string' ||
    'query' in error ||
    'parameters' in error ||
    (typeof error.message === 'string' && error.message.startsWith('Failed query'))
  )
}

/** Names of things (a constraint, a routine, a code), never values. */
function identifiers(error: Fields): string[] {
  const out: string[] = []
  for (const field of ['code', 'responseCode', 'errno', 'constraint', 'constraint_name', 'routine', 'table_name']) {
    const value = error[field]
    if ((typeof value === 'string' || typeof value === 'number') && IDENTIFIER.test(String(value)))
      out.push(`${field}=${value}`)
  }
  return out
}

/** `text` with e-mail and IP addresses masked. */
export function masked(text: string): string {
  return text
    .replace(EMAIL, '<e-mail>')
    .replace(IPV4, '<address>')
    .replace(IPV6, match => (match.includes('::') || match.split(':').length > 3 ? '<address>' : match))
}

/** One error of a chain: its kind, codes and (not for the database's) its masked message. */
function one(error: unknown): string {
  if (!(error instanceof Error) && (error === null || typeof error !== 'object')) return masked(String(error))
  const fields = error as unknown as Fields
  const name = typeof fields.name === 'string' ? fields.name : 'Error'
  const parts = [name, ...identifiers(fields)]
  if (!fromDatabase(fields) && typeof fields.message === 'string' && fields.message)
    parts.push(`"${masked(fields.message).slice(0, 300)}"`)
  return parts.join(' ')
}

/** A failure as a log may print it: each error of its cause chain, then its stack frames (no message). */
export function errorSummary(error: unknown, options: { stack?: boolean } = {}): string {
  const chain: string[] = []
  let current: unknown = error
  for (let i = 0; i < MAX_CAUSES && current !== undefined && current !== null; i++) {
    chain.push(one(current))
    current = (current as { cause?: unknown }).cause
  }
  const stack = error instanceof Error && options.stack ? error.stack : undefined
  const frames = stack
    ?.split('\n')
    .filter(line => /^\s+at /.test(line))
    .slice(0, MAX_FRAMES)
  return [chain.join(' ← '), ...(frames ?? [])].join('\n')
}

/** Logs a failure of `what` (ids only: a request id, a job id) as errorSummary says it, with its stack. */
export function logFailure(what: string, error: unknown): void {
  console.error(`${what}: ${errorSummary(error, { stack: true })}`)
}
