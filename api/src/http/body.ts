/**
 * Every JSON body HempData accepts is read here: the public POST endpoints read theirs inside the
 * handler, after the caller is admitted (a refused request costs no parsing), and /ops through its
 * parse hook, after the operator secret is checked. A body is bounded before it is parsed: by its
 * size (declared, or counted as it streams in) and by how deeply its arrays and objects nest, so a
 * hostile body (50,000 nested brackets) is refused in microseconds instead of tying up a thread in
 * the parser and in validation. Every string in a body, field names included, is then checked for
 * control characters (lib/control-characters.ts) before the handler sees it. Bodies are validated
 * with the same compiled TypeBox schemas as queries, with messages that name the failing field.
 */
import type { TObject } from '@sinclair/typebox'
import { refuseControlsIn } from '../lib/control-characters.ts'
import { ApiError } from '../lib/errors.ts'
import { checker, rejectFirst } from './query.ts'

/** The deepest nesting of arrays and objects a body may have; HempData's own bodies nest 3 levels at most. */
export const MAX_JSON_DEPTH = 64

/**
 * Bodies up to this many bytes are handed to the runtime's JSON parser without a depth scan: valid
 * JSON spends two bytes (open and close) on each level, so it cannot nest deeper than the limit, and
 * invalid JSON of this size fails the parser just as fast. Every widget check body is shorter.
 */
const UNSCANNED_BYTES = 2 * MAX_JSON_DEPTH

/**
 * Whether `text` nests arrays and objects deeper than `max`, ignoring brackets inside strings.
 * Stops at the first level too deep, so a body of nothing but brackets is refused after `max` bytes.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92)
        i++ // a backslash escapes the next character
      else if (c === 34) inString = false
    } else if (c === 34) {
      inString = true
    } else if (c === 91 || c === 123) {
      if (++depth > max) return true
    } else if (c === 93 || c === 125) {
      depth--
    }
  }
  return false
}

function tooLarge(maxBytes: number): ApiError {
  const size = maxBytes >= 1024 * 1024 ? `${maxBytes / 1024 / 1024} MiB` : `${maxBytes / 1024} KiB`
  return new ApiError('VALIDATION_ERROR', `body: larger than ${size}`)
}

/** A body that stopped arriving (the client closed the connection, or sent broken chunked framing). */
const unreadable = (error: unknown): never => {
  if (error instanceof ApiError) throw error
  throw new ApiError(
    'VALIDATION_ERROR',
    'body: could not be read to its end (the connection closed, or its chunked encoding is malformed)',
  )
}

/** The body parsed as JSON, refused when it nests too deeply, is not JSON or carries a control character. */
function parseJson(text: string, example: string): unknown {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH))
    throw new ApiError('VALIDATION_ERROR', `body: nested deeper than ${MAX_JSON_DEPTH} levels; send ${example}`)
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new ApiError('VALIDATION_ERROR', `body: not valid JSON; send ${example}`)
  }
  return refuseControlsIn(parsed)
}

/** A body without a declared length (chunked), read until it ends or passes `maxBytes`, whichever is first. */
async function readCapped(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      // The rest is not read: the runtime discards it without buffering.
      reader.cancel().catch(() => {})
      throw tooLarge(maxBytes)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** The whole body as text, refused over `maxBytes`: the declared length is checked before reading, a chunked body as it arrives. */
function bodyText(request: Request, declared: string | null, maxBytes: number): Promise<string> {
  if (declared === null) return readCapped(request, maxBytes)
  if (Number(declared) > maxBytes) throw tooLarge(maxBytes)
  return request.text()
}

/**
 * `use` of the body parsed as JSON; refused over `maxBytes` (declared or actual), deeper than
 * MAX_JSON_DEPTH, when it is not JSON, or when a string in it carries a control character. The Content-Type is not consulted: what is sent must
 * parse, whatever it is labelled. `use` runs in the same step as the read (one promise a request,
 * not two); what it throws is not mistaken for a parse failure.
 */
export function readJsonBody<T>(
  request: Request,
  maxBytes: number,
  example: string,
  use: (body: unknown) => T | PromiseLike<T>,
): Promise<T> {
  const declared = request.headers.get('content-length')
  // A declared length is the whole body (HTTP framing), so a short one may be parsed natively. A
  // widget check on one HTTP thread then takes 10.6 µs of CPU instead of 12.2 with text() and JSON.parse.
  if (declared !== null && Number(declared) <= UNSCANNED_BYTES) {
    return request.json().then(
      body => use(refuseControlsIn(body)),
      (error: unknown) => {
        throw error instanceof SyntaxError
          ? new ApiError('VALIDATION_ERROR', `body: not valid JSON; send ${example}`)
          : unreadable(error)
      },
    )
  }
  return bodyText(request, declared, maxBytes).then(text => use(parseJson(text, example)), unreadable)
}

/** The body parsed as JSON under the same bounds, for a framework parse hook; null when the request has none (a DELETE, an empty POST). */
export function readJson(request: Request, maxBytes: number, example: string): Promise<unknown> {
  return bodyText(request, request.headers.get('content-length'), maxBytes).then(
    text => (text === '' ? null : parseJson(text, example)),
    unreadable,
  )
}

export function parseBody<T = Record<string, unknown>>(schema: TObject, body: unknown): T {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError('VALIDATION_ERROR', 'body: expected a JSON object (Content-Type: application/json)')
  }
  const check = checker(schema)
  if (check.Check(body)) return body as T
  const missing = (schema.required ?? []).filter(name => (body as Record<string, unknown>)[name] === undefined)
  if (missing.length > 0) throw new ApiError('MISSING_FIELDS', `body: missing ${missing.join(', ')}`)
  return rejectFirst(check, schema, body, 'body', 'field')
}

/** The body as text under the same bounds (forms: http/form.ts). */
export function readBodyText(request: Request, maxBytes: number): Promise<string> {
  try {
    return bodyText(request, request.headers.get('content-length'), maxBytes).catch(unreadable)
  } catch (error) {
    return Promise.reject(error)
  }
}
