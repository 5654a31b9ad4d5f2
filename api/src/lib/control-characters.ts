/**
 * Characters no text a person sends HempData may carry: C0 controls (NUL included) but tab, line
 * feed and carriage return; DEL and the C1 controls; the bidirectional embeddings, overrides and
 * isolates (U+202A–U+202E, U+2066–U+2069: the "Trojan Source" characters, which make an e-mail
 * address or a key name read other than it is); and lone UTF-16 surrogates, which no encoding can
 * carry. Postgres text cannot hold a NUL at all, and the rest end up in e-mails, audit entries and
 * pages where they deceive. The request pipeline refuses them in every JSON body and form field
 * (http/body.ts, http/form.ts) before any handler runs, so nothing is written or sent.
 */
import { ApiError } from './errors.ts'

// Without the `u` flag, so a surrogate is one code unit and a lone one can be told from a pair.
const REFUSED =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's purpose
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** The first refused character of `text` as U+XXXX with what it is, or null when there is none. */
export function refusedCharacter(text: string): string | null {
  const found = REFUSED.exec(text)
  if (!found) return null
  const unit = found[0].charCodeAt(0)
  const point = `U+${unit.toString(16).toUpperCase().padStart(4, '0')}`
  if (unit === 0) return `a NUL character (${point})`
  if (unit >= 0xd800 && unit <= 0xdfff) return `a lone surrogate (${point})`
  if (unit >= 0x2000) return `a bidirectional control (${point})`
  return `a control character (${point})`
}

/** Whether `text` is free of refused characters. */
export const isCleanText = (text: string): boolean => !REFUSED.test(text)

/** Throws 400 VALIDATION_ERROR naming `path` when `text` carries a refused character. */
export function refuseControls(text: string, path: string): void {
  const found = refusedCharacter(text)
  if (found) throw new ApiError('VALIDATION_ERROR', `${path}: contains ${found}; remove it`)
}

/**
 * Every string of a parsed JSON value, field names included, checked; the value is returned as it
 * came. Bodies nest 64 levels at most (http/body.ts), so the walk is bounded.
 */
export function refuseControlsIn<T>(value: T, path = 'body'): T {
  if (typeof value === 'string') refuseControls(value, path)
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) refuseControlsIn(item, `${path}.${i}`)
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      refuseControls(key, `${path} (a field name)`)
      refuseControlsIn(item, `${path}.${key}`)
    }
  return value
}
