/**
 * Hostile text for the fuzz suites: strings of every kind, and above all the characters the request
 * pipeline refuses (C0 and C1 controls, NUL first, DEL, bidi controls, lone surrogates), with a
 * marker the service's log must never show; and a percent-encoding that can carry all of them.
 */
import fc from 'fast-check'

/** A value no log may ever show: it rides in the fuzzed fields, and the fuzz suites grep their log for it. */
export const LOG_MARKER = 'fuzzmark7c1e'

/** What the pipeline refuses in any text: C0 and C1 controls (NUL first), DEL, bidi controls, lone surrogates. */
const CONTROLS = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u007f', '\u0085', '\u009b', '\u202a', '\u202e']
const MORE_CONTROLS = ['\u2066', '\u2069', '\ud800', '\udbff', '\udc00', '\udfff']

/** Short texts with control characters among ordinary ones (and sometimes the log marker). */
export const controlText = fc
  .array(
    fc.oneof(fc.constantFrom(...CONTROLS, ...MORE_CONTROLS), fc.string({ maxLength: 4 }), fc.constant(LOG_MARKER)),
    { minLength: 1, maxLength: 6 },
  )
  .map(parts => parts.join(''))

/**
 * Percent-encoding that carries a lone surrogate too, as the bytes a careless encoder sends for it
 * (`%ED%A0%80`: not UTF-8), where encodeURIComponent throws.
 */
export function percent(value: string): string {
  let out = ''
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i)
    const paired = unit >= 0xd800 && unit <= 0xdbff && (value.charCodeAt(i + 1) & 0xfc00) === 0xdc00
    if (paired) out += encodeURIComponent(value.slice(i, ++i + 1))
    else if (unit >= 0xd800 && unit <= 0xdfff)
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map(byte => `%${byte.toString(16).toUpperCase()}`)
        .join('')
    else out += encodeURIComponent(value[i])
  }
  return out
}

export const text = fc.oneof(
  { weight: 3, arbitrary: controlText },
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 15 }),
  fc.string({ unit: 'binary', maxLength: 15 }),
  fc.constantFrom(
    '',
    ' ',
    'null',
    '0',
    '-1',
    '1e309',
    'NaN',
    '%00',
    '\u0000',
    '../..',
    '<script>',
    "' OR 1=1 --",
    '😀',
    'ｃｏ',
    '\u202e',
    'A'.repeat(5000),
    `${LOG_MARKER}@example.com`,
    `Evil\u0000Corp ${LOG_MARKER}`,
  ),
)
