/** What a receiver's reply (or failure to reply) tells the delivery worker. */

/** Bytes of a reply's body kept for the delivery log. */
export const REPLY_START_BYTES = 2048

/**
 * The first 2 KiB of a reply's body as text; the rest is not read (the stream is cancelled). A body
 * still trickling in when the delivery's deadline aborts the request keeps what had arrived.
 */
export async function readReplyStart(response: Response): Promise<string> {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let length = 0
  try {
    while (length < REPLY_START_BYTES) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(value)
      length += value.length
    }
  } catch {
    // The deadline aborted the read, or the receiver closed mid-body: keep what arrived.
  } finally {
    reader.cancel().catch(() => {})
  }
  const bytes = new Uint8Array(Math.min(length, REPLY_START_BYTES))
  let offset = 0
  for (const chunk of chunks) {
    const part = chunk.subarray(0, bytes.length - offset)
    bytes.set(part, offset)
    offset += part.length
    if (offset === bytes.length) break
  }
  // stream: true holds back a character cut in half at the 2 KiB mark instead of printing U+FFFD.
  return new TextDecoder().decode(bytes, { stream: true })
}

/**
 * `Retry-After` in seconds from `now` (RFC 9110 §10.2.3: delay-seconds or an HTTP-date; a date in the
 * past is 0), or null when absent or unreadable.
 */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | null {
  if (value === null) return null
  const text = value.trim()
  if (/^\d+$/.test(text)) return Number(text)
  const at = Date.parse(text)
  if (Number.isNaN(at) || !/[a-z]/i.test(text)) return null
  return Math.max(0, Math.ceil((at - now) / 1000))
}

export type FailureKind = 'connect' | 'tls' | 'timeout'

const TLS = /TLS|SSL|CERT|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER|HOSTNAME|ALTNAME/i

/** A fetch failure classified, with a message naming the cause without the runtime's advice. */
export function classifyFailure(
  error: unknown,
  signal: AbortSignal,
): { kind: FailureKind; message: string; code: string } {
  const e = error as { code?: string; name?: string; message?: string }
  const code = String(e.code ?? e.name ?? 'Error')
  if (signal.aborted || e.name === 'TimeoutError' || e.name === 'AbortError')
    return { kind: 'timeout', message: 'no reply in time', code }
  if (TLS.test(code)) return { kind: 'tls', message: `TLS handshake failed: ${code}`, code }
  return { kind: 'connect', message: `connection failed: ${code}`, code }
}

/** Failures where nothing was sent, so the next address of the name may be tried. */
export const NOT_CONNECTED = new Set([
  'ECONNREFUSED',
  'ConnectionRefused',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'ENETDOWN',
])
